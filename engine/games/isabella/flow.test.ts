// Derived tests of the flow (3.x set-up, 4.x victory, 5.x sequence of play, 6.8 fog of war, 10.x replacements),
// each named after its rule. The rulebook prints no worked examples for these; the dice are the game's seeded
// dice, so each test reads the rolls from the events and checks the rule against them.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameEvent, GameState, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { isabellaRules, VERB_ARGS, VERBS } from './rules.js';
import { varsOf } from './state.js';
import { draftOf } from './draft.js';
import { eliminate } from './eliminate.js';
import { endOfTurnVp } from './turn.js';
import { geoOf, HEX } from './geo.js';

const module = isabellaModule;

const start = (seed = 'flow', mode: 'enforced' | 'honor' = 'enforced', position?: JsonObject): GameState =>
  isabellaRules.setup(module, { scenarioId: 'campaign', seed, mode, options: {}, ...(position ? { position } : {}) });

/** Apply an action that must be accepted; returns the state and its events. */
function act(
  state: GameState,
  side: string,
  verb: string,
  args: JsonObject = {},
): { state: GameState; events: GameEvent[] } {
  const r = applyAction(isabellaRules, module, state, { side, verb, args } as Action);
  if (!r.ok) throw new Error(`${verb} refused: ${r.violations.map((v) => `${v.section} ${v.message}`).join('; ')}`);
  return { state: r.state, events: r.events };
}
const refused = (state: GameState, side: string, verb: string, args: JsonObject = {}) => {
  const r = applyAction(isabellaRules, module, state, { side, verb, args } as Action);
  return r.ok ? [] : r.violations;
};
const at = (s: GameState, def: string) => s.pieces.find((p) => p.def === def)!.at;

/** The set-up played through: loyalty, a beachhead, the landing stack, the German set-up. */
function setUp(beach = '1321', seed = 'flow'): GameState {
  let s = act(start(seed), 'allied', 'rollLoyalty').state;
  s = act(s, 'allied', 'beachhead', { hex: beach }).state;
  for (const def of ['us-1ad', 'us-1id', 'uk-6ad', 'uk-78id']) {
    if (varsOf(s).step !== 'setup-landing') break;
    s = act(s, 'allied', 'move', { piece: def, to: { kind: 'hex', hex: beach } }).state;
  }
  const placed = new Set<string>();
  while (varsOf(s).step === 'setup-german') {
    const moves = isabellaRules.view(module, s, 'axis').legalActions.filter((a) => !placed.has(String(a.args!.piece)));
    const m = moves[0]!;
    placed.add(String(m.args!.piece));
    s = act(s, 'axis', 'move', m.args!).state;
  }
  return s;
}

describe('3.0 set-up', () => {
  it('3.3: the Allied player rolls for the seven testable corps: 1-3 stays Falangist, 4-6 defects in the same hex', () => {
    const s0 = start('loyal');
    const { state, events } = act(s0, 'allied', 'rollLoyalty');
    const rolls = events.filter((e) => e.type === 'loyalty');
    expect(rolls.map((e) => e.corps).sort()).toEqual([
      'fs-ii',
      'fs-iii',
      'fs-iv',
      'fs-v',
      'fs-vi',
      'fs-vii',
      'fs-viii',
    ]);
    for (const e of rolls) {
      const die = Number(e.die);
      expect(e.defects).toBe(die >= 4);
      const rs = String(e.corps).replace('fs-', 'rs-');
      if (die >= 4) {
        expect(at(state, rs)).toEqual(at(s0, String(e.corps)));
        expect(at(state, String(e.corps))).toEqual({ kind: 'box', box: 'dead' });
      } else {
        expect(at(state, String(e.corps))).toEqual(at(s0, String(e.corps)));
      }
    }
    // I, IX and X Corps never roll.
    for (const def of ['fs-i', 'fs-ix', 'fs-x']) expect(at(state, def)).toEqual(at(s0, def));
    expect(varsOf(state).step).toBe('setup-beachhead');
  });

  it('3.4: the beachhead goes in a port from Algeciras to Bilbao, both ends included; not on the Mediterranean', () => {
    const s = act(start(), 'allied', 'rollLoyalty').state;
    const ports = isabellaRules.view(module, s, 'allied').legalActions.map((a) => a.args!.hex);
    expect(ports).toContain('1321');
    expect(ports).toContain('3710');
    expect(refused(s, 'allied', 'beachhead', { hex: '2816' })[0]?.section).toBe('3.4');
  });

  it('8.2: a beachhead in Lisbon (or any Portuguese port, whose stack enters Portugal) brings Portugal in; Algeciras does not', () => {
    const s = act(start(), 'allied', 'rollLoyalty').state;
    expect(varsOf(act(s, 'allied', 'beachhead', { hex: HEX.lisbon }).state).portugal).toBe(true);
    expect(varsOf(act(s, 'allied', 'beachhead', { hex: '1115' }).state).portugal).toBe(true); // Faro
    expect(varsOf(act(s, 'allied', 'beachhead', { hex: '2006' }).state).portugal).toBe(true); // Aveiro
    expect(varsOf(act(s, 'allied', 'beachhead', { hex: HEX.algeciras }).state).portugal).toBe(false);
  });

  it('3.4: two US and two British units of the Allied choice stack in the beachhead; a third US unit is refused', () => {
    let s = act(act(start(), 'allied', 'rollLoyalty').state, 'allied', 'beachhead', { hex: '1321' }).state;
    s = act(s, 'allied', 'move', { piece: 'us-1ad', to: { kind: 'hex', hex: '1321' } }).state;
    s = act(s, 'allied', 'move', { piece: 'us-2ad', to: { kind: 'hex', hex: '1321' } }).state;
    expect(refused(s, 'allied', 'move', { piece: 'us-1id', to: { kind: 'hex', hex: '1321' } })[0]?.section).toBe('3.4');
    s = act(s, 'allied', 'move', { piece: 'uk-6ad', to: { kind: 'hex', hex: '1321' } }).state;
    s = act(s, 'allied', 'move', { piece: 'uk-1cdn', to: { kind: 'hex', hex: '1321' } }).state;
    expect(varsOf(s).step).toBe('setup-german');
    expect(s.activeSide).toBe('axis');
  });

  it('3.5: German units set up in Occupied France; the paratroop regiments in clear or city hexes free of the enemy', () => {
    const s = setUp();
    expect(varsOf(s).step).not.toMatch(/^setup/);
    const france = new Set(module.map.hexes.filter((h) => h.region === 'occupied-france').map((h) => h.id));
    for (const p of s.pieces.filter(
      (x) => x.kind === 'unit' && x.side === 'axis' && module.units.find((u) => u.id === x.def)?.nationality === 'de',
    )) {
      if (p.at.kind !== 'hex') continue;
      const para = ['de-fjr5', 'de-bar'].includes(p.def);
      const hex = module.map.hexes.find((h) => h.id === (p.at as { hex: string }).hex)!;
      if (para) expect(hex.terrain === 'clear' || hex.city !== undefined).toBe(true);
      else expect(france.has(hex.id)).toBe(true);
    }
  });

  it('7.7: at the start of Turn 1 the beachhead and its neighbours are Allied, Occupied France Axis', () => {
    const s = setUp('1321');
    const c = varsOf(s).control;
    expect(c['1321']).toBe('allied');
    expect(c['4212']).toBe('axis');
    expect(c[HEX.gibraltar]).toBe('allied');
  });
});

describe('5.0 sequence of play', () => {
  it('5.4, 5.6, 5.7: Turn 1 has no air superiority, moves first, and the Allied player acts first', () => {
    const s = setUp();
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('actions-1');
    expect(varsOf(s).movementFirst).toBe(true);
    expect(varsOf(s).air.side).toBeNull();
    expect(s.activeSide).toBe('allied');
    expect(s.pieces.some((p) => p.def === 'airpower')).toBe(false);
  });

  it('5.7: the players alternate single moves; each moved unit is disrupted; the other side may not act', () => {
    let s = setUp();
    const move = isabellaRules.view(module, s, 'allied').legalActions.find((a) => a.verb === 'move')!;
    expect(refused(s, 'axis', 'disrupt', { piece: 'fs-i' })[0]?.rule).toBe('core.not-your-turn');
    s = act(s, 'allied', 'move', move.args!).state;
    expect(s.pieces.find((p) => p.id === move.args!.piece)!.disrupted).toBe(true);
    expect(s.activeSide).toBe('axis');
    // A disrupted unit cannot move again (12.3).
    const again = refused({ ...s, activeSide: 'allied' }, 'allied', 'move', move.args!);
    expect(again.length).toBeGreaterThan(0);
  });

  it('5.7: no passing: a side that will not act flips one of its units', () => {
    const s = setUp();
    const legal = isabellaRules.view(module, s, 'allied').legalActions;
    expect(legal.some((a) => a.verb === 'pass')).toBe(false);
    const flip = legal.find((a) => a.verb === 'disrupt')!;
    const next = act(s, 'allied', 'disrupt', flip.args!).state;
    expect(next.pieces.find((p) => p.id === flip.args!.piece)!.disrupted).toBe(true);
    expect(next.activeSide).toBe('axis');
  });

  it('5.8: a phase ends when both agree; a declined proposal leaves the proposer to act', () => {
    const s = setUp();
    const proposed = act(s, 'allied', 'endPhase').state;
    expect(varsOf(proposed).step).toBe('end-proposed');
    expect(proposed.activeSide).toBe('axis');
    const declined = act(proposed, 'axis', 'decline').state;
    expect(declined.activeSide).toBe('allied');
    expect(varsOf(declined).step).toBe('actions');
    const agreed = act(proposed, 'axis', 'endPhase').state;
    // V. Recovery is automatic, so the combat phase (VI on Turn 1) begins at once, the Allied player first.
    expect(agreed.phase).toBe('actions-2');
    expect(agreed.activeSide).toBe('allied');
  });

  it('5.8: recovery turns every disrupted unit face up', () => {
    let s = setUp();
    const flip = isabellaRules.view(module, s, 'allied').legalActions.find((a) => a.verb === 'disrupt')!;
    s = act(s, 'allied', 'disrupt', flip.args!).state;
    s = act(s, 'axis', 'endPhase').state;
    s = act(s, 'allied', 'endPhase').state;
    expect(s.phase).toBe('actions-2');
    expect(s.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'hex' && p.disrupted)).toEqual([]);
  });

  it('5.4: from Turn 2 the winner of the air roll (ties rerolled) places the difference, at most five', () => {
    let s = setUp();
    let seen = false;
    // End every phase of Turn 1 by agreement.
    for (let i = 0; i < 20 && s.turn === 1; i++) {
      const side = s.activeSide;
      const legal = isabellaRules.view(module, s, side).legalActions;
      const a = legal.find((x) => x.verb === 'endPhase') ?? legal.find((x) => x.verb === 'done') ?? legal[0]!;
      const r = act(s, side, a.verb, a.args!);
      s = r.state;
      const air = r.events.filter((e) => e.type === 'roll' && e.purpose === 'air-superiority');
      if (air.length > 0) {
        seen = true;
        const last = [air[air.length - 2]!, air[air.length - 1]!];
        const [axis, allied] = last.map((e) => (e.dice as number[])[0]!);
        const sup = r.events.find((e) => e.type === 'air-superiority')!;
        expect(axis).not.toBe(allied);
        expect(sup.side).toBe(axis! > allied! ? 'axis' : 'allied');
        expect(sup.markers).toBe(Math.min(5, Math.abs(axis! - allied!)));
        expect(varsOf(s).step).toBe('air-place');
        expect(s.activeSide).toBe(sup.side);
      }
    }
    expect(s.turn).toBe(2);
    expect(seen).toBe(true);
  });
});

describe('4.0 victory', () => {
  it('4.6: a turn ending with Axis units in 1421 and Gibraltar Axis-controlled scores +4, not +6 (digest R12)', () => {
    const s = start('vp', 'enforced', {
      units: [{ def: 'de-7fl', hex: '1421' }],
      vars: { control: { '1422': 'axis', '1421': 'axis' } },
    });
    const d = draftOf(s);
    endOfTurnVp(d);
    expect(d.vars.vp).toBe(4);
    const s2 = start('vp', 'enforced', {
      units: [
        { def: 'de-7fl', hex: '1421' },
        { def: 'uk-ggb', hex: '1422' },
      ],
    });
    const d2 = draftOf(s2);
    endOfTurnVp(d2);
    expect(d2.vars.vp).toBe(2);
  });

  it('4.2: an Allied unit entering 4212 wins at once', () => {
    const s = start('sd', 'enforced', {
      units: [
        { def: 'us-1ad', hex: '4112' },
        { def: 'fs-i', hex: '2816' },
      ],
      vars: { beachhead: '1321' },
      phase: 'actions-1',
    });
    const r = act(s, 'allied', 'move', { piece: 'us-1ad', to: { kind: 'hex', hex: '4212' } });
    expect(varsOf(r.state).result).toEqual({ winner: 'allied', rule: '4.2', reason: 'german-source' });
    expect(isabellaRules.toAct(module, r.state)).toEqual([]);
  });

  it('4.3: the German player entering the undefended beachhead wins at once', () => {
    const s = start('sd', 'enforced', {
      units: [
        { def: 'de-7pz', hex: '1420' },
        { def: 'us-1ad', hex: '3710' },
      ],
      vars: { beachhead: '1321' },
      activeSide: 'axis',
    });
    const r = act(s, 'axis', 'move', { piece: 'de-7pz', to: { kind: 'hex', hex: '1321' } });
    expect(varsOf(r.state).result).toMatchObject({ winner: 'axis', rule: '4.3' });
  });

  it('5.11, 4.6: Madrid turning Allied restores the Republic: 2d6 off the German VP, the partisan from next turn', () => {
    const s = start('rep', 'enforced', {
      turn: 4,
      units: [
        { def: 'us-1ad', hex: '2716' },
        { def: 'fs-ix', hex: '1223' },
      ],
      vars: { beachhead: '1321', vp: 20 },
    });
    const r = act(s, 'allied', 'move', { piece: 'us-1ad', to: { kind: 'hex', hex: HEX.madrid } });
    const v = varsOf(r.state);
    const roll = r.events.find((e) => e.type === 'roll' && e.purpose === 'restoration')!;
    expect(v.republic).toBe(true);
    expect(v.vp).toBe(20 - (roll.dice as number[]).reduce((a, b) => a + b, 0));
    expect(v.partisanFrom).toBe(5);
  });
});

describe('10.3 replacements', () => {
  const dying = (oos: boolean, concentric: boolean, def = 'us-1ad', turn = 3) => {
    const d = draftOf(start('rp', 'enforced', { turn, units: [{ def, hex: '2716' }] }));
    eliminate(module, d, def, { oos, concentric });
    const die = (d.events.find((e) => e.type === 'roll')?.dice as number[] | undefined)?.[0];
    return {
      die,
      at: d.state.pieces.find((p) => p.def === def)!.at,
      event: d.events.find((e) => e.type === 'eliminated')!,
    };
  };
  it('10.3: in supply and not concentric, the unit returns after the roll halved (rounded up)', () => {
    const r = dying(false, false);
    expect(r.at).toEqual({ kind: 'box', box: 'reinforcements', index: 3 + Math.ceil(r.die! / 2) });
  });
  it('10.3: out of supply, or against a concentric attack, it returns after the full roll', () => {
    for (const [oos, conc] of [
      [true, false],
      [false, true],
    ] as const) {
      const r = dying(oos, conc);
      expect(r.at).toEqual(
        3 + r.die! <= 10 ? { kind: 'box', box: 'reinforcements', index: 3 + r.die! } : { kind: 'box', box: 'dead' },
      );
    }
  });
  it('10.3: a return after Turn 10 is permanent; the paratroop regiments and the 1/2GGB never return', () => {
    const late = dying(false, false, 'us-1ad', 10);
    expect(late.at).toEqual({ kind: 'box', box: 'dead' });
    const para = dying(false, false, 'de-fjr5', 2);
    expect(para.die).toBeUndefined();
    expect(para.at).toEqual({ kind: 'box', box: 'dead' });
  });
});

describe('6.8 fog of war', () => {
  it('6.8: a side sees only the top unit of an enemy stack (the rest is absent from the data) and never the dice', () => {
    const s = start('fog', 'enforced', {
      units: [
        { def: 'de-1ss', hex: '3311' },
        { def: 'de-2ss', hex: '3311' },
        { def: 'de-3ss', hex: '3311' },
        { def: 'us-1ad', hex: '2716' },
      ],
    });
    const allied = isabellaRules.view(module, s, 'allied').state;
    const inHex = allied.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === '3311');
    expect(inHex.map((p) => p.def)).toEqual(['de-3ss']);
    expect(allied.vars.hiddenUnits).toEqual({ '3311': 2 });
    expect('rng' in allied).toBe(false);
    const axis = isabellaRules.view(module, s, 'axis').state;
    expect(axis.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === '3311')).toHaveLength(3);
    // Honor mode is a physical table: nothing is withheld but the dice.
    const honor = isabellaRules.view(module, { ...s, mode: 'honor' }, 'allied').state;
    expect(honor.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === '3311')).toHaveLength(3);
  });
});

describe('5.12 Patton', () => {
  it('5.12: the Patton marker moves with his corps', () => {
    const s = isabellaRules.setup(module, {
      scenarioId: 'campaign',
      seed: 'p',
      mode: 'enforced',
      options: {},
      position: {
        turn: 3,
        phase: 'actions-1',
        activeSide: 'allied',
        units: [
          { def: 'us-1ad', hex: '2716' },
          { def: 'fs-ix', hex: '1223' },
        ],
        markers: [{ def: 'patton', hex: '2716', side: 'allied' }],
        vars: { beachhead: '1321', patton: { state: 'on', piece: 'us-1ad' } },
      },
    });
    const dest = isabellaRules.view(module, s, 'allied').legalActions.find((a) => a.verb === 'move')!;
    const r = act(s, 'allied', 'move', dest.args!);
    expect(r.state.pieces.find((p) => p.def === 'patton')!.at).toEqual(dest.args!.to);
  });
});

describe('10.5 German reinforcements', () => {
  /** Turn 2's Phase IX, the 250B due in the Turn 2 box. */
  const phaseNine = (seed: string) => {
    let s = isabellaRules.setup(module, {
      scenarioId: 'campaign',
      seed,
      mode: 'enforced',
      options: {},
      position: {
        turn: 2,
        phase: 'actions-2',
        activeSide: 'allied',
        units: [
          { def: 'uk-78id', hex: '1321' },
          { def: 'fs-i', hex: '2816' },
        ],
        vars: { beachhead: '1321' },
      },
    });
    // Both agree to end Phase VI; VII recovery and VIII (no US unit for Patton, nothing due) pass by themselves.
    s = act(act(s, 'allied', 'endPhase').state, 'axis', 'endPhase').state;
    return s;
  };
  it('10.5: in Phase IX of Turn 2 the German player may enter the 250B at 4212', () => {
    const s = phaseNine('r1');
    expect([s.phase, varsOf(s).step]).toEqual(['german-reinforcement', 'arrive']);
    expect(varsOf(s).step).toBe('arrive');
    expect(isabellaRules.view(module, s, 'axis').legalActions.map((a) => a.args)).toEqual([{ piece: 'de-250b' }, {}]);
    const r = act(s, 'axis', 'enter', { piece: 'de-250b' });
    expect(r.state.pieces.find((p) => p.id === 'de-250b')!.at).toEqual({ kind: 'hex', hex: HEX.germanSource });
  });
  it('10.5: a withheld reinforcement stays available: it waits in the next box of the Turn Track', () => {
    const r = act(phaseNine('r2'), 'axis', 'done');
    expect(r.state.pieces.find((p) => p.id === 'de-250b')!.at).toEqual({
      kind: 'box',
      box: 'reinforcements',
      index: 3,
    });
    expect(r.state.turn).toBe(3);
  });
});

describe('5.12 Patton, 10.4 replenishment, 9.8 partisans, 4.6 the end of Turn 10', () => {
  const at = (s: GameState, side: string) => isabellaRules.view(module, s, side).legalActions;

  it('5.12: with US units on the map a 1 at the start of Phase VIII brings Patton, who goes on a US unit', () => {
    let found = false;
    for (let i = 0; i < 60 && !found; i++) {
      let s = start(`patton-${i}`, 'enforced', {
        turn: 3,
        phase: 'actions-2',
        activeSide: 'allied',
        units: [
          { def: 'us-1ad', hex: '2716' },
          { def: 'fs-ix', hex: '1223' },
        ],
        vars: { beachhead: '1321' },
      });
      const r = act(act(s, 'allied', 'endPhase').state, 'axis', 'endPhase');
      const roll = r.events.find((e) => e.type === 'roll' && e.purpose === 'patton')!;
      expect(roll).toBeDefined();
      s = r.state;
      if ((roll.dice as number[])[0] !== 1) {
        expect(varsOf(s).patton.state).toBe('waiting');
        continue;
      }
      found = true;
      expect(varsOf(s).step).toBe('patton');
      expect(at(s, 'allied')).toEqual([{ verb: 'patton', args: { piece: 'us-1ad' } }]);
      s = act(s, 'allied', 'patton', { piece: 'us-1ad' }).state;
      expect(varsOf(s).patton).toEqual({ state: 'on', piece: 'us-1ad' });
      expect(s.pieces.find((p) => p.def === 'patton')!.at).toEqual({ kind: 'hex', hex: '2716' });
    }
    expect(found).toBe(true);
  });

  it("5.12: Patton's corps eliminated: 1-3 he is killed, 4-6 he returns with it", () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = start(`kia-${i}`, 'enforced', {
        turn: 3,
        units: [{ def: 'us-1ad', hex: '2716' }],
        markers: [{ def: 'patton', hex: '2716', side: 'allied' }],
        vars: { patton: { state: 'on', piece: 'us-1ad' } },
      });
      const d = draftOf(s);
      eliminate(module, d, 'us-1ad', { oos: false, concentric: false });
      const fate = d.events.find((e) => e.type === 'roll' && e.purpose === 'patton-fate')!;
      const die = (fate.dice as number[])[0]!;
      expect(d.vars.patton.state).toBe(die <= 3 ? 'kia' : 'away');
      outcomes.add(d.vars.patton.state);
    }
    expect([...outcomes].sort()).toEqual(['away', 'kia']);
  });

  it('10.4: in Phase VIII one reduced US unit in supply may be rebuilt, and only one', () => {
    const s0 = start('rep', 'enforced', {
      turn: 3,
      phase: 'actions-2',
      activeSide: 'allied',
      units: [
        { def: 'us-1ad', hex: '1321', steps: 1 },
        { def: 'us-2ad', hex: '1321', steps: 1 },
        { def: 'fs-ix', hex: '1223' },
      ],
      vars: { beachhead: '1321', patton: { state: 'kia', piece: null } },
    });
    let s = act(act(s0, 'allied', 'endPhase').state, 'axis', 'endPhase').state;
    expect(varsOf(s).step).toBe('replenish');
    expect(
      at(s, 'allied')
        .map((a) => a.args!.piece ?? a.verb)
        .sort(),
    ).toEqual(['done', 'us-1ad', 'us-2ad']);
    s = act(s, 'allied', 'replenish', { piece: 'us-1ad' }).state;
    expect(s.pieces.find((p) => p.id === 'us-1ad')!.steps).toBe(2);
    // One US unit a turn: the phase has moved on, the other stays reduced.
    expect(s.phase).not.toBe('allied-replacement');
    expect(s.pieces.find((p) => p.id === 'us-2ad')!.steps).toBe(1);
  });

  it('5.5, 9.8: the turn after the restoration the partisan goes in a rough or mountain hex free of the Axis', () => {
    const s0 = start('par', 'enforced', {
      turn: 4,
      phase: 'german-reinforcement',
      activeSide: 'axis',
      units: [
        { def: 'us-1ad', hex: '1321' },
        { def: 'fs-ix', hex: '1223' },
      ],
      vars: { beachhead: '1321', republic: true, partisanFrom: 5, step: 'replenish' },
    });
    // Phase IX ends (nothing to rebuild); Turn 5's air roll gives markers to place first, then the partisan.
    let s = act(s0, 'axis', 'done').state;
    for (let i = 0; i < 6 && varsOf(s).step === 'air-place'; i++) {
      const hex = at(s, s.activeSide)[0]!.args!.hex;
      s = act(s, s.activeSide, 'placeAir', { hex }).state;
    }
    expect([s.turn, varsOf(s).step]).toEqual([5, 'partisan']);
    const hexes = at(s, 'allied')
      .filter((a) => a.verb === 'placePartisan')
      .map((a) => a.args!.hex as string);
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(['rough', 'mountain']).toContain(module.map.hexes.find((x) => x.id === h)!.terrain);
    expect(refused(s, 'allied', 'placePartisan', { hex: '2816' })[0]?.section).toBe('9.8');
    s = act(s, 'allied', 'placePartisan', { hex: hexes[0]! }).state;
    expect(s.pieces.some((p) => p.def === 'partisan' && p.at.kind === 'hex')).toBe(true);
  });

  it('4.4, 4.6: at the end of Turn 10 Tangier and Lisbon score 10 each and Madrid 3d6 (never restored); 25 wins', () => {
    const s0 = start('end', 'enforced', {
      turn: 10,
      phase: 'german-reinforcement',
      activeSide: 'axis',
      units: [
        { def: 'fs-ix', hex: '1322' },
        { def: 'de-7fl', hex: '1409' },
        { def: 'fs-i', hex: '2816' },
        { def: 'us-1ad', hex: '1321' },
      ],
      vars: {
        beachhead: '1321',
        step: 'replenish',
        portugal: true,
        control: { '1322': 'axis', '1409': 'axis', '2816': 'axis' },
      },
    });
    const r = act(s0, 'axis', 'done');
    const madrid = r.events.find((e) => e.type === 'roll' && e.purpose === 'madrid-vp')!;
    expect((madrid.dice as number[]).length).toBe(3);
    const vp = 20 + (madrid.dice as number[]).reduce((a, b) => a + b, 0);
    expect(varsOf(r.state).vp).toBe(vp);
    expect(varsOf(r.state).result).toMatchObject({ winner: vp >= 25 ? 'axis' : 'allied', rule: '4.4' });
    expect(isabellaRules.toAct(module, r.state)).toEqual([]);
  });
});

/**
 * Advisory mode, Turn 3's movement phase: four US divisions in 2716 and the 1st Armored next to them, which the
 * Allied player moves in (a fifth unit: 6.3 forbids it, advisory applies it). `madridHeld`: I Corps in Madrid.
 */
function overstackingMove(madridHeld: boolean) {
  const units = [
    ...['us-1id', 'us-3id', 'us-9id', 'us-34id'].map((def) => ({ def, hex: '2716' })),
    { def: 'us-1ad', hex: '2715' },
    { def: 'fs-ix', hex: '1223' },
    ...(madridHeld ? [{ def: 'fs-i', hex: '2816' }] : []),
  ];
  const s0 = isabellaRules.setup(module, {
    scenarioId: 'campaign',
    seed: 'os',
    mode: 'advisory',
    options: {},
    position: {
      turn: 3,
      phase: 'actions-1',
      activeSide: 'allied',
      movementFirst: true,
      units,
      vars: { beachhead: '1321' },
    },
  });
  return applyAction(isabellaRules, module, s0, {
    side: 'allied',
    verb: 'move',
    args: { piece: 'us-1ad', to: { kind: 'hex', hex: '2716' } },
  });
}

describe('6.6 over-stacking', () => {
  it('6.6: a move that over-stacks a hex (advisory mode) asks its owner which unit to eliminate, then play goes on', () => {
    const r = overstackingMove(true);
    expect(r.ok && r.violations.map((v) => v.section)).toContain('6.3');
    if (!r.ok) return;
    expect(varsOf(r.state).step).toBe('overstack');
    expect(r.state.activeSide).toBe('allied');
    const choices = isabellaRules
      .view(module, r.state, 'allied')
      .legalActions.map((a) => a.args!.piece)
      .sort();
    expect(choices).toEqual(['us-1ad', 'us-1id', 'us-34id', 'us-3id', 'us-9id']);
    const after = act(r.state, 'allied', 'overstackLoss', { piece: 'us-9id' });
    expect(after.events.find((e) => e.type === 'eliminated')).toMatchObject({ piece: 'us-9id' });
    expect(varsOf(after.state).step).toBe('actions');
    expect(after.state.activeSide).toBe('axis');
  });
});

describe('4.2 before 6.6', () => {
  it('4.2, 5.11: a move that wins the game at once ends it, even when it also over-stacks a hex', () => {
    // Madrid empty and next to 2716: the move's uncontested ZOC takes it, the restoration roll takes the German VP
    // (0) below zero, and the game is over before anyone picks an over-stacked unit.
    const r = overstackingMove(false);
    if (!r.ok) throw new Error('the advisory move applies');
    expect(varsOf(r.state).result).toMatchObject({ winner: 'allied', reason: 'restoration' });
    expect(varsOf(r.state).step).toBe('over');
    expect(isabellaRules.toAct(module, r.state)).toEqual([]);
  });
});

describe('10.4 supply to the beachhead', () => {
  it('10.4: a reduced US unit supplied only by the coast (11.3) is not replenished; one traced to the beachhead is', () => {
    // Faro (1115) is coastal; Falangist corps on each of its land neighbours cut every path out of it (11.3).
    const geo = geoOf(module);
    const ring = geo.neighbors('1115').filter((h) => !geo.isSea(h));
    const corps = ['fs-ii', 'fs-iii', 'fs-iv', 'fs-v', 'fs-vi', 'fs-vii'];
    expect(ring.length).toBeLessThanOrEqual(corps.length);
    const s0 = start('rep2', 'enforced', {
      turn: 3,
      phase: 'actions-2',
      activeSide: 'allied',
      movementFirst: true,
      units: [
        { def: 'us-1ad', hex: '1115', steps: 1 },
        { def: 'us-2ad', hex: '3710', steps: 1 },
        ...ring.map((hex, i) => ({ def: corps[i]!, hex })),
      ],
      vars: { beachhead: '3710', portugal: true, patton: { state: 'kia', piece: null } },
    });
    const s = act(act(s0, 'allied', 'endPhase').state, 'axis', 'endPhase').state;
    expect(varsOf(s).step).toBe('replenish');
    const offered = isabellaRules.view(module, s, 'allied').legalActions.filter((a) => a.verb === 'replenish');
    expect(offered.map((a) => a.args!.piece)).toEqual(['us-2ad']);
    expect(refused(s, 'allied', 'replenish', { piece: 'us-1ad' })[0]?.section).toBe('10.4');
  });
});

describe('the flow table (flow.ts)', () => {
  it('every verb its steps accept has typed arguments, and every typed verb is accepted by some step', () => {
    expect(Object.keys(VERBS).sort()).toEqual(Object.keys(VERB_ARGS).sort());
    expect(VERBS.move).toEqual(['setup-landing', 'setup-german', 'actions']);
    expect(VERBS.done).toEqual(['arrive', 'replenish']);
  });

  it('a described position names a step of the flow, or is refused naming it', () => {
    expect(() => start('flow', 'enforced', { units: [], phase: 'allied-replacement', step: 'patton' })).not.toThrow();
    expect(() => start('flow', 'enforced', { units: [], phase: 'allied-replacement', step: 'pattn' })).toThrow(
      'The position has no step "pattn"',
    );
  });
});
