import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/dice.js';
import type { GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { airOf } from './air.js';
import { airModule, airPosition, sortie, unit } from './air.fixture.js';
import {
  assignSupport,
  bombingParts,
  interdictionMp,
  interdictionOf,
  landSupport,
  supportShares,
} from './airsupport.js';
import { groundCrt } from './crt.js';
import { moveSearch, reach } from './movement.js';
import { move } from './moves.js';
import { battleOf } from './odds.js';
import { exploitReach } from './exploitation.js';
import { fates } from './losses.js';
import { AXIS, hexDef, type SfeVars, SOVIET } from './state.js';
import { cityClass, graphOf, sideFeatures } from './terrain.js';

const MOSCOW = 'C:3825';
/** Moscow's neighbours not across a river (a major city alone halves the attack, §9.01). */
const dry = graphOf(airModule)
  .neighbors(MOSCOW)
  .filter((n) => sideFeatures(airModule, n, MOSCOW).length === 0);

describe('air support in ground combat (§16.12, §16.22)', () => {
  it('§16.12 each air unit goes to one ground unit; a unit takes no more than its effective attack', () => {
    const room = new Map([
      ['a', 2],
      ['b', 2],
      ['c', 2],
    ]);
    const given = assignSupport([2, 2, 6], room);
    expect([...given.values()].sort()).toEqual([2, 2, 6]);
    const added = [...given].reduce((s, [id, b]) => s + Math.min(b, room.get(id)!), 0);
    expect(added).toBe(6);
  });

  it('§16.12 12 factors attack 4 in a major city, 14 bombing cut by flak to 10: 6 + 6 vs 4 (T15)', () => {
    expect(dry.length).toBeGreaterThan(0);
    const attackers = [0, 1, 2].map((i) => unit(`g${i}`, 'ger-inf-div', AXIS, dry[0]!));
    const pieces = [...attackers, unit('def', 'sov-4', SOVIET, MOSCOW), unit('x', 'ger-B', AXIS, 'C:4546')];
    // two B 2 4 14 halved by flak (2 + 2) and an A 1 6 6 untouched: 10 of the 14
    const bombs = [2, 2, 6].map((b, i) =>
      sortie({ piece: `air${i}`, side: AXIS, mission: 'offensive-support', hex: MOSCOW, bombing: b }),
    );
    const s = airPosition(pieces, {
      step: 'combat',
      phase: 'combat',
      air: { stage: 'interception', sorties: bombs, flown: {}, launched: {} },
    });
    const ids = attackers.map((a) => a.id);
    const plan = battleOf(airModule, groundCrt(airModule), s, ids, MOSCOW);
    expect([...plan.effective.values()].reduce((a, b) => a + b, 0)).toBe(6);
    expect(plan.air.attack).toBe(6);
    expect(plan.attack).toBe(12);
    expect(plan.defence).toBe(4);
    expect(plan.odds.odds.label).toBe('3-1');
    const bare = battleOf(airModule, groundCrt(airModule), airPosition(pieces), ids, MOSCOW);
    expect(bare.attack).toBe(6);
  });

  it('§16.22 defensive support adds to a defender at most its effective defence', () => {
    const pieces = [unit('g', 'ger-inf', AXIS, dry[0]!), unit('def', 'sov-4', SOVIET, MOSCOW)];
    const cover = [sortie({ piece: 'sb', side: SOVIET, mission: 'defensive-support', hex: MOSCOW, bombing: 6 })];
    const s = airPosition(pieces, { air: { stage: 'offence', sorties: cover, flown: {}, launched: {} } });
    const plan = battleOf(airModule, groundCrt(airModule), s, ['g'], MOSCOW);
    expect(plan.air).toEqual({ attack: 0, defence: 4 });
    expect(plan.defence).toBe(8);
    expect(supportShares(airModule, s, MOSCOW, SOVIET, 'defensive-support', new Map([['def', 4]]))).toEqual(
      new Map([['def', 6]]),
    );
  });

  it('§14.05 an overrun has no air support', () => {
    const pieces = [unit('g', 'ger-inf', AXIS, dry[0]!), unit('def', 'sov-4', SOVIET, MOSCOW)];
    const bombs = [sortie({ piece: 'b', side: AXIS, mission: 'offensive-support', hex: MOSCOW, bombing: 4 })];
    const s = airPosition(pieces, { air: { stage: 'offence', sorties: bombs, flown: {}, launched: {} } });
    expect(battleOf(airModule, groundCrt(airModule), s, ['g'], MOSCOW, { overrun: true }).air.attack).toBe(0);
    expect(battleOf(airModule, groundCrt(airModule), s, ['g'], MOSCOW).air.attack).toBe(4);
  });

  it('§15.03 the support over a hex lands once its battle is fought; interdiction stays', () => {
    const sorties = [
      sortie({ piece: 'a', side: AXIS, mission: 'offensive-support', hex: MOSCOW, bombing: 4 }),
      sortie({ piece: 'b', side: SOVIET, mission: 'defensive-support', hex: MOSCOW, bombing: 2 }),
      sortie({ piece: 'c', side: AXIS, mission: 'interdiction', hex: MOSCOW, bombing: 4 }),
      sortie({ piece: 'e', side: AXIS, mission: 'offensive-support', hex: dry[0]!, bombing: 4 }),
    ];
    const d = draftState<SfeVars>(airPosition([], { air: { stage: 'offence', sorties, flown: {}, launched: {} } }));
    landSupport(d, MOSCOW);
    expect(airOf(d.vars).sorties.map((s) => s.piece)).toEqual(['c', 'e']);
  });
});

describe('interdiction (§16.15)', () => {
  it('§16.15 leaving the hex costs half the bombing, rounded down, at most half the movement factor rounded up', () => {
    expect(interdictionMp(4, 6)).toBe(2);
    expect(interdictionMp(5, 6)).toBe(2);
    expect(interdictionMp(12, 3)).toBe(2);
    expect(interdictionMp(1, 4)).toBe(0);
  });

  it('§16.15 only the enemy pays: a unit leaving an interdicted hex reaches less far, a friendly one as before', () => {
    const from = dry[0]!;
    const pieces = [unit('g', 'ger-inf', AXIS, from), unit('r', 'sov-inf', SOVIET, from)];
    const hit = [sortie({ piece: 'vvs', side: SOVIET, mission: 'interdiction', hex: from, bombing: 4 })];
    const free = airPosition([pieces[0]!]);
    const s = airPosition([pieces[0]!], { air: { stage: 'offence', sorties: hit, flown: {}, launched: {} } });
    expect(interdictionOf(s, AXIS, 4)).toEqual(new Map([[from, 2]]));
    expect(interdictionOf(s, SOVIET, 3)).toEqual(new Map());
    const g = s.pieces[0]!;
    const before = reach(airModule, free, g, moveSearch(airModule, free, g, false));
    const after = reach(airModule, s, g, moveSearch(airModule, s, g, false));
    expect(after.size).toBeLessThan(before.size);
    for (const [h, r] of after) expect(r.cost).toBeGreaterThanOrEqual(Math.min(before.get(h)!.cost + 2, 4));
  });
});

describe('interdiction in the Exploitation Phase (§16.15)', () => {
  it('§16.15 the interdiction lasts the enemy’s whole turn: an exploiting unit pays it too', () => {
    const from = dry[0]!;
    const pz = unit('pz', 'ger-pz', AXIS, from);
    const hit = [sortie({ piece: 'vvs', side: SOVIET, mission: 'interdiction', hex: from, bombing: 4 })];
    const free = airPosition([pz], { phase: 'exploitation' });
    const s = airPosition([pz], {
      phase: 'exploitation',
      air: { stage: 'offence', sorties: hit, flown: {}, launched: {} },
    });
    const before = exploitReach(airModule, free, free.pieces[0]!);
    const after = exploitReach(airModule, s, s.pieces[0]!);
    expect(after.size).toBeLessThan(before.size);
    for (const [h, r] of after) if (r.cost < 3) expect(r.cost).toBeGreaterThanOrEqual(before.get(h)!.cost + 2);
  });
});

describe('flak at interdictors (§21.08)', () => {
  it('§21.08 the hex’s flak fires as the unit leaves: X and A end the interdiction, H halves it this once', () => {
    const to = dry[0]!;
    const tank = unit('t', 'sov-tank', SOVIET, MOSCOW);
    const hit = [sortie({ piece: 'kg', side: AXIS, mission: 'interdiction', hex: MOSCOW, bombing: 4 })];
    const at = (seed: string, sorties = hit) => ({
      ...airPosition([tank, unit('kg', 'ger-B', AXIS, 'C:4546')], {}, SOVIET),
      rng: seedRng(seed),
      vars: airPosition([], { phase: 'movement', air: { stage: 'offence', sorties, flown: {}, launched: {} } }).vars,
    });
    const go = (s: GameState) => {
      const d = draftState<SfeVars>(s);
      expect(move.apply(airModule, d, { side: SOVIET, verb: 'move', args: { piece: 't', to } })).toBeNull();
      return d;
    };
    const base = go(at('plain', [])).vars.moved.t!.mp;
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const d = go(at(`seed${i}`));
      const shots = d.events.filter((e) => e.type === 'flak');
      expect(shots).toHaveLength(1);
      expect(shots[0]).toMatchObject({ hex: MOSCOW, side: SOVIET, factors: 4 });
      const r = String(shots[0]!.result);
      seen.add(r);
      const left = airOf(d.vars).sorties;
      const spent = d.vars.moved.t!.mp;
      if (r === 'X' || r === 'A') expect([left.length, spent]).toEqual([0, base]);
      if (r === 'H') expect([left[0]?.bombing, spent]).toEqual([4, base + 1]);
      if (r === '-') expect([left[0]?.bombing, spent]).toEqual([4, base + 2]);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('air support and the exchange (§10.02 note, T10)', () => {
  it('§10.02 printed attack below the defence, air support lifting it to 1-1: an EX wipes out the attacker', () => {
    const g = graphOf(airModule);
    const clear = (h: string) => hexDef(airModule, h)?.terrain === 'clear' && !cityClass(hexDef(airModule, h));
    const pair = ['C:4440', 'C:4441', 'C:4540', 'C:4339', 'C:4338']
      .flatMap((a) => g.neighbors(a).map((b) => [a, b] as const))
      .find(([a, b]) => clear(a) && clear(b) && sideFeatures(airModule, a, b).length === 0)!;
    expect(pair).toBeDefined();
    const [from, to] = pair;
    const pieces = [unit('g', 'ger-inf-div', AXIS, from), unit('r', 'sov-inf', SOVIET, to)];
    const bombs = [sortie({ piece: 'a', side: AXIS, mission: 'offensive-support', hex: to, bombing: 4 })];
    const s = airPosition(pieces, { air: { stage: 'offence', sorties: bombs, flown: {}, launched: {} } });
    const plan = battleOf(airModule, groundCrt(airModule), s, ['g'], to);
    expect([plan.attack, plan.defence]).toEqual([8, 6]);
    expect(plan.odds.atLeastEven).toBe(true);
    const f = fates('EX', plan.odds.atLeastEven, { attack: 4, defence: 6 });
    expect(f.defender.all).toBe(true);
    expect(f.attacker.lose).toBeGreaterThan(4);
  });
});

describe('operational bombing flexibility (optional †§28.06, T44)', () => {
  it('§28.06 T44: an F 4 4 6 over two 8-8-5s gives each 2 bombing factors; halved, 1 each', () => {
    expect(bombingParts(4, 4, 'british', true)).toEqual([2, 2]);
    expect(bombingParts(4, 2, 'british', true)).toEqual([1, 1]);
    const two885 = new Map([
      ['a', 8],
      ['b', 8],
    ]);
    expect(assignSupport(bombingParts(4, 4, 'british', true), two885)).toEqual(
      new Map([
        ['a', 2],
        ['b', 2],
      ]),
    );
    expect(assignSupport(bombingParts(4, 2, 'british', true), two885)).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    // At least two printed factors a ground unit: 5 splits 2 + 3, 6 into threes of 2, 3 not at all.
    expect(bombingParts(5, 5, 'german', true)).toEqual([2, 3]);
    expect(bombingParts(6, 6, 'us', true)).toEqual([2, 2, 2]);
    expect(bombingParts(3, 3, 'british', true)).toEqual([3]);
    // Only British, German and U.S. air units, and only with the option.
    expect(bombingParts(4, 4, 'soviet', true)).toEqual([4]);
    expect(bombingParts(4, 4, 'british', false)).toEqual([4]);
  });

  it('§28.06 a B 2 4 14 backs two 4-4-4 divisions into Moscow (2 each after the city): 4 added, not 2', () => {
    const attackers = [0, 1].map((i) => unit(`g${i}`, 'ger-inf-div', AXIS, dry[0]!));
    const pieces = [...attackers, unit('def', 'sov-4', SOVIET, MOSCOW), unit('kg', 'ger-B', AXIS, 'C:4546')];
    const bombs = [sortie({ piece: 'kg', side: AXIS, mission: 'offensive-support', hex: MOSCOW, bombing: 4 })];
    const at = (operationalBombing: boolean) =>
      airPosition(pieces, {
        step: 'combat',
        phase: 'combat',
        options: { operationalBombing },
        air: { stage: 'interception', sorties: bombs, flown: {}, launched: {} },
      });
    const ids = attackers.map((a) => a.id);
    expect(battleOf(airModule, groundCrt(airModule), at(false), ids, MOSCOW).air.attack).toBe(2);
    const plan = battleOf(airModule, groundCrt(airModule), at(true), ids, MOSCOW);
    expect(plan.air.attack).toBe(4);
    expect([plan.attack, plan.defence]).toEqual([8, 4]);
  });
});
