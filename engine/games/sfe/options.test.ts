// Each rule option read by the rule it changes, in both its readings (options.ts; the digest's §10.5 register and the
// optional rules of §28).
import { describe, expect, it } from 'vitest';
import { rollDie, seedRng } from '../../core/dice.js';
import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { logOf } from './combat.js';
import { attack, groundCrt, losses } from './crt.js';
import { overrun } from './overrun.js';
import { exploiter } from './exploitation.js';
import { battleOf } from './odds.js';
import { DEFAULT_OPTIONS, OPTION_NOTES, optionsOf } from './options.js';
import { controlBy1941, piece, position, TEST_UNITS, testModule } from './sfe.fixture.js';
import { sourcesOf } from './sources.js';
import { limitedCorps } from './supply.js';
import { railReach } from './rail.js';
import { AXIS, type SfeVars, SOVIET, type Side, varsOf, type Weather } from './state.js';
import { surrenderDrm } from './supplystatus.js';
import { cityClass, graphOf, railNeighbors } from './terrain.js';
import { administer } from './turn.js';

const extra = (id: string, nat: string, type: string, name: string, full: [number, number, number]): UnitDef => ({
  id,
  name,
  nationality: nat,
  type,
  size: type === 'leader' ? 'leader' : 'corps',
  steps: 1,
  full: { attack: full[0], defense: full[1], movement: full[2] },
  prov: { source: 'user', note: 'test counter' },
});
/** The test counters with a §28.10 artillery corps, a Soviet 5-MP infantry corps and Zhukov. */
const module = {
  ...testModule,
  units: [
    ...TEST_UNITS,
    extra('ger-art', 'german', 'artillery', 'ART', [4, 2, 2]),
    extra('sov-inf5', 'soviet', 'infantry', 'Guards', [6, 6, 5]),
    extra('sov-zhukov', 'soviet', 'leader', 'Zhukov', [0, 0, 6]),
  ],
} as GameModule;
/** A piece of one of the counters above. */
const extraPiece = (id: string, def: string, side: Side, hex: string): Piece => ({
  ...piece(id, 'ger-inf-div3', side, hex),
  def,
});
const crt = groundCrt(module);
const D = 'C:4132'; // clear; its neighbours 4131, 4232, 4233, 4133 cross no hexside feature
const clearAll = (w: Weather) => ({ A: w, B: w, C: w, D: w, E: 'clear' as Weather });
const bonus = (s: GameState, ids: string[], hex = D) =>
  battleOf(module, crt, s, ids, hex).drms.some((m) => m.rule === '§12.01' && m.amount > 0);

describe('the rule options (§10.5 of the digest, §28)', () => {
  it('every option has a default and a note naming its rule, and a game without options reads the defaults', () => {
    expect(Object.keys(OPTION_NOTES).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    for (const n of Object.values(OPTION_NOTES)) expect(n.ref).toMatch(/^§\d/);
    expect(optionsOf(position([]))).toEqual(DEFAULT_OPTIONS);
    expect(optionsOf(position([], { options: { hxRoundDown: true } })).hxRoundDown).toBe(true);
  });
});

describe('rail (§8.0, §8.06): railAnyControlled, frostClear and railheadTotal', () => {
  const ring = new Map([['C:4032', 0]]);
  const q = ['C:4032'];
  while (q.length > 0) {
    const h = q.shift()!;
    if (ring.get(h)! >= 8) continue;
    for (const n of railNeighbors(testModule, h))
      if (!ring.has(n)) {
        ring.set(n, ring.get(h)! + 1);
        q.push(n);
      }
  }
  const control: Record<string, Side> = Object.fromEntries([...ring.keys()].map((h) => [h, AXIS]));
  /** The Administrative Phase at Smolensk's railhead (4032) in this weather with these options: the hexes added. */
  const advanced = (w: Weather, options: Record<string, boolean>) => {
    const s = position([], {
      control,
      options,
      weather: clearAll(w),
      railheads: { axis: ['C:4032'], soviet: [] },
      rail: { axis: ['C:4032'], soviet: [] },
      passages: [...ring.keys()],
    });
    const d = draftState<SfeVars>(s);
    administer(module, d);
    return d.vars.rail.axis.filter((h) => h !== 'C:4032');
  };

  it('§8.06 §10.5(6) in Frost a railhead goes 3 hexes (non-clear); with frostClear 6, to 3926 and 4428', () => {
    const strict = advanced('frost', {});
    expect(strict.every((h) => ring.get(h)! <= 3)).toBe(true);
    expect(strict).not.toContain('C:3926');
    const clear = advanced('frost', { frostClear: true });
    expect(clear).toContain('C:3926');
    expect(clear).toContain('C:4428');
    // Mud stays non-clear either way.
    expect(advanced('mud', { frostClear: true })).not.toContain('C:3926');
  });

  it('§8.0 §10.5(3) rail moves run on the net behind the railheads; with railAnyControlled on every held line', () => {
    // the Axis holds the rail around Smolensk but its net is 4032 alone: no rail move leaves it
    const s = (options: Record<string, boolean>) =>
      position([], { control, options, rail: { axis: ['C:4032', 'C:4033'], soviet: [] } });
    const reach = (st: GameState) => railReach(module, st, varsOf(st), AXIS, new Set(), 'C:4032', 24);
    expect([...reach(s({})).keys()]).toEqual(['C:4033']);
    const any = reach(s({ railAnyControlled: true }));
    expect(any.has('C:3926')).toBe(true);
    expect([...any.keys()].every((h) => control[h] === AXIS)).toBe(true);
  });

  it('§8.06 §10.5(3) each line goes its own 6 hexes; with railheadTotal the railhead’s lines share 6', () => {
    const each = advanced('clear', {});
    expect(each).toContain('C:3926');
    expect(each).toContain('C:4428');
    expect(each.length).toBeGreaterThan(6);
    const total = advanced('clear', { railheadTotal: true });
    expect(total).toHaveLength(6);
    expect(total.every((h) => each.includes(h))).toBe(true);
  });
});

describe('combat: hxRoundDown, lossesLeastOver, townsCloseArmor, motorizedNeutral, artilleryRules', () => {
  /** The Axis Combat Phase with these pieces and options, whose next die is `die`. */
  function combatAt(pieces: Piece[], die: number, options: Record<string, boolean>): GameState {
    const s = position(pieces, { phase: 'combat', options } as Partial<SfeVars>);
    for (let i = 0; i < 500; i++) {
      const rng = seedRng(`sfe-options-${i}`);
      if (rollDie(rng, 6).value === die) return { ...s, rng };
    }
    throw new Error('no seed');
  }

  it('§10.01 §10.5(4) an HX on a 3-3-5 (half is 1½) costs the attacker 2, or 1 with hxRoundDown', () => {
    const owed = (options: Record<string, boolean>) => {
      // 10 on 3 is 3-1: a 5 is HX
      const s = combatAt([piece('g1', 'ger-inf', AXIS, 'C:4131'), piece('c1', 'sov-cav', SOVIET, D)], 5, options);
      const d = draftState<SfeVars>(s);
      attack.apply(module, d, { side: AXIS, verb: 'attack', args: { pieces: ['g1'], hex: D } });
      expect(d.events.find((e) => e.type === 'combat')?.result).toBe('HX');
      return logOf(d.vars).battle?.owed?.due;
    };
    expect(owed({})).toBe(2);
    expect(owed({ hxRoundDown: true })).toBe(1);
  });

  it('§10.02 §10.5(4) an EX owing 6: two divisions (8) pay it, unless lossesLeastOver (a flip pays 6)', () => {
    const refusals = (options: Record<string, boolean>, args: object) => {
      // 18 on a 4-6-3 is 3-1: a 3 is EX, the attacker owes the defender's 6
      const s = combatAt(
        [
          piece('g1', 'ger-inf', AXIS, 'C:4131'),
          piece('d1', 'ger-inf-div', AXIS, 'C:4131'),
          piece('d2', 'ger-inf-div', AXIS, 'C:4232'),
          piece('s1', 'sov-inf', SOVIET, D),
        ],
        3,
        options,
      );
      const d = draftState<SfeVars>(s);
      attack.apply(module, d, { side: AXIS, verb: 'attack', args: { pieces: ['g1', 'd1', 'd2'], hex: D } });
      expect(logOf(d.vars).battle?.owed?.due).toBe(6);
      return losses.check(module, d.state, { side: AXIS, verb: 'losses', args: args as never }).map((v) => v.rule);
    };
    const divisions = { remove: ['d1', 'd2'] };
    expect(refusals({}, divisions)).toEqual([]);
    expect(refusals({ lossesLeastOver: true }, divisions)).toEqual(['sfe.loss.over']);
    expect(refusals({ lossesLeastOver: true }, { flip: ['g1'] })).toEqual([]);
  });

  it('§12.01(3) §10.5(5) a town does not deny the armor bonus, unless townsCloseArmor', () => {
    const graph = graphOf(module);
    // a clear town with two neighbours from which two panzer corps and an infantry corps earn the bonus
    const found = module.map.hexes
      .filter((h) => cityClass(h) === 'town' && h.terrain === 'clear')
      .map((h) => {
        const [a, b] = graph.neighbors(h.id).filter((n) => module.map.hexes.some((x) => x.id === n));
        const s = (options: Record<string, boolean>) =>
          position(
            [
              piece('g1', 'ger-inf', AXIS, a!),
              piece('p1', 'ger-pz', AXIS, a!),
              piece('p2', 'ger-pz', AXIS, b!),
              piece('s1', 'sov-inf', SOVIET, h.id),
            ],
            { phase: 'combat', options },
          );
        return { hex: h.id, s };
      })
      .find((t) => bonus(t.s({}), ['g1', 'p1', 'p2'], t.hex));
    expect(found).toBeDefined();
    expect(bonus(found!.s({ townsCloseArmor: true }), ['g1', 'p1', 'p2'], found!.hex)).toBe(false);
  });

  it('§28.03 T42 two panzer, two motorized and one infantry corps: the bonus only with motorizedNeutral', () => {
    const pieces = (options: Record<string, boolean>) =>
      position(
        [
          piece('p1', 'ger-pz', AXIS, 'C:4131'),
          piece('m1', 'ger-mot', AXIS, 'C:4131'),
          piece('p2', 'ger-pz', AXIS, 'C:4232'),
          piece('m2', 'ger-mot', AXIS, 'C:4232'),
          piece('g1', 'ger-inf', AXIS, 'C:4233'),
          piece('s1', 'sov-inf', SOVIET, D),
        ],
        { phase: 'combat', options },
      );
    const ids = ['p1', 'm1', 'p2', 'm2', 'g1'];
    expect(bonus(pieces({}), ids)).toBe(false);
    expect(bonus(pieces({ motorizedNeutral: true }), ids)).toBe(true);
  });

  it('§28.10b two panzer and two artillery corps: the bonus only with artilleryRules (artillery left out)', () => {
    const pieces = (options: Record<string, boolean>) =>
      position(
        [
          piece('p1', 'ger-pz', AXIS, 'C:4131'),
          extraPiece('a1', 'ger-art', AXIS, 'C:4131'),
          piece('p2', 'ger-pz', AXIS, 'C:4232'),
          extraPiece('a2', 'ger-art', AXIS, 'C:4232'),
          piece('s1', 'sov-inf', SOVIET, D),
        ],
        { phase: 'combat', options },
      );
    const ids = ['p1', 'a1', 'p2', 'a2'];
    expect(bonus(pieces({}), ids)).toBe(false);
    expect(bonus(pieces({ artilleryRules: true }), ids)).toBe(true);
  });
});

describe('supply, leaders: townsSupplySources, surrenderLatePlus, leaderLevels', () => {
  it('§23.11(1) §10.5(5) towns joined by rail make more supply sources only with townsSupplySources', () => {
    const at = (options: Record<string, boolean>) =>
      sourcesOf(module, position([], { control: controlBy1941(), options }), SOVIET, new Set()).full;
    const cities = at({});
    const towns = at({ townsSupplySources: true });
    expect([...cities].every((h) => towns.has(h))).toBe(true);
    const added = [...towns].filter((h) => !cities.has(h));
    expect(added.length).toBeGreaterThan(0);
    expect(added.some((h) => cityClass(module.map.hexes.find((x) => x.id === h)) === 'town')).toBe(true);
  });

  it('§23.52 §10.5(12) a 6th turn out of supply: −2 to the surrender roll, or +2 with surrenderLatePlus', () => {
    const c = { turns: 6, majorCity: false, snow: false, mf: 4 };
    expect(surrenderDrm(c)).toBe(-2);
    expect(surrenderDrm({ ...c, latePlus: true })).toBe(2);
    expect(surrenderDrm({ ...c, turns: 4, latePlus: true })).toBe(0);
  });

  it('†§28.05 a Soviet 5-MP infantry corps with Zhukov (level 3 from 10/42) exploits only with leaderLevels', () => {
    const s = (options: Record<string, boolean>) =>
      position([extraPiece('inf', 'sov-inf5', SOVIET, D), extraPiece('zh', 'sov-zhukov', SOVIET, D)], {
        phase: 'exploitation',
        date: { year: 1942, month: 10, half: 1 },
        options,
      });
    const inf = (st: GameState) => st.pieces.find((p) => p.id === 'inf')!;
    expect(exploiter(module, s({}), inf(s({})))).toBe(false);
    const on = s({ leaderLevels: true });
    expect(exploiter(module, on, inf(on))).toBe(true);
    // before October 1942 Zhukov is level 1: no exploitation
    const early = { ...on, vars: { ...on.vars, date: { year: 1942, month: 7, half: 1 } } };
    expect(exploiter(module, early, inf(early))).toBe(false);
  });

  it('†§28.05 §10.5(11) Zhukov before 10/41 has the base rules’ full level, or none with leaderDatesStrict', () => {
    const s = (options: Record<string, boolean>) =>
      position([extraPiece('inf', 'sov-inf5', SOVIET, D), extraPiece('zh', 'sov-zhukov', SOVIET, D)], {
        phase: 'exploitation',
        date: { year: 1941, month: 7, half: 1 },
        options: { leaderLevels: true, ...options },
      });
    const inf = (st: GameState) => st.pieces.find((p) => p.id === 'inf')!;
    expect(exploiter(module, s({}), inf(s({})))).toBe(true);
    const strict = s({ leaderDatesStrict: true });
    expect(exploiter(module, strict, inf(strict))).toBe(false);
  });

  it('§23.11(4) §10.5(10) a full division draws ½ corps from a limited source, or 1 with limitedDivisionWhole', () => {
    const div = TEST_UNITS.find((u) => u.id === 'ger-inf-div')!;
    const full = { steps: 2 };
    expect(limitedCorps(div, full)).toBe(0.5);
    expect(limitedCorps(div, full, true)).toBe(1);
    // the reduced division and the corps are as §23.11(4) lists them either way
    expect(limitedCorps(div, { steps: 1 }, true)).toBe(0.25);
    expect(limitedCorps(TEST_UNITS.find((u) => u.id === 'ger-inf')!, full, true)).toBe(1);
  });
});

describe('overrun (§14.03): overrunZocStopOnly', () => {
  it('§14.03 §10.5(14) ZOC to ZOC: +2 MPs and a stop, or the stop alone with overrunZocStopOnly', () => {
    const ids = ['p1', 'p2', 'g1'];
    const spent = (options: Record<string, boolean>) => {
      const s = position(
        [
          piece('p1', 'ger-pz', AXIS, 'C:4131'),
          piece('p2', 'ger-pz', AXIS, 'C:4131'),
          piece('g1', 'ger-inf', AXIS, 'C:4131'),
          piece('s1', 'sov-inf', SOVIET, D),
          piece('s2', 'sov-inf', SOVIET, 'C:4232'),
        ],
        { options },
      );
      const d = draftState<SfeVars>(s);
      expect(overrun.apply(module, d, { side: AXIS, verb: 'overrun', args: { pieces: ids, hex: D } })).toBeNull();
      return d.vars.moved.g1;
    };
    expect(spent({})).toEqual({ mp: 4, stopped: true, done: true });
    expect(spent({ overrunZocStopOnly: true })).toEqual({ mp: 2, stopped: true, done: true });
  });
});
