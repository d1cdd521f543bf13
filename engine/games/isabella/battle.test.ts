// Derived tests of a battle as resumable steps (13.x): each choice the result leaves is an action of the side
// that makes it. Positions are described (position.ts) on real hexes; automatic results need no die.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameEvent, GameState, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { geoOf } from './geo.js';

const module = isabellaModule;
const geo = geoOf(module);

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

// A clear, inland hex of Spain away from cities and rivers, with three neighbours reached over plain hexsides.
const target = geo.hexes.find(
  (h) =>
    geo.region(h) === 'spain' &&
    geo.terrain(h) === 'clear' &&
    !geo.isCity(h) &&
    !geo.isCoastal(h) &&
    geo
      .neighbors(h)
      .filter((n) => geo.terrain(n) === 'clear' && !geo.isCoastal(n) && geo.sideFeatures(h, n).length === 0).length >=
      3,
)!;
const around = geo
  .neighbors(target)
  .filter((n) => geo.terrain(n) === 'clear' && !geo.isCoastal(n) && geo.sideFeatures(target, n).length === 0);

/**
 * The combat phase of Turn 3 (movement second), the Allied player to act, with these units and one spare unit a
 * side far away (so the phase goes on after the battle instead of ending for want of undisrupted units, 5.8).
 */
const combat = (units: JsonObject[], seed = 'b') =>
  isabellaRules.setup(module, {
    scenarioId: 'campaign',
    seed,
    mode: 'enforced',
    options: {},
    position: {
      turn: 3,
      phase: 'actions-1',
      movementFirst: false,
      activeSide: 'allied',
      vars: { beachhead: '1321' },
      units: [...units, { def: 'uk-78id', hex: '1321' }, { def: 'fs-viii', hex: '2801' }],
    },
  });

describe('13.x battles', () => {
  it('13.7: at 8:1 or more the defender is eliminated with no roll; 13.20 the attacker chooses who advances', () => {
    const s = combat([
      { def: 'us-1ad', hex: around[0]! },
      { def: 'us-2ad', hex: around[1]! },
      { def: 'uk-6ad', hex: around[2]! },
      { def: 'fs-ix', hex: target, steps: 1 },
    ]);
    const r = act(s, 'allied', 'attack', { target, attackers: ['us-1ad', 'us-2ad', 'uk-6ad'] });
    expect(r.events.some((e) => e.type === 'roll' && e.purpose === 'combat')).toBe(false);
    expect(r.events.find((e) => e.type === 'result')).toMatchObject({ result: 'DE', automatic: true, rule: '13.7' });
    expect(r.events.find((e) => e.type === 'eliminated')).toMatchObject({ piece: 'fs-ix' });
    // The hex is empty: the attacker is asked who advances.
    expect(varsOf(r.state).battle?.waiting).toBe('advance');
    expect(r.state.activeSide).toBe('allied');
    const prompt = isabellaRules.view(module, r.state, 'allied').prompts[0]!;
    expect(prompt).toMatchObject({ id: 'isabella.advance', rule: '13.20' });
    const after = act(r.state, 'allied', 'advance', { pieces: ['us-1ad'] }).state;
    expect(after.pieces.find((p) => p.id === 'us-1ad')!.at).toEqual({ kind: 'hex', hex: target });
    // 13.2: every attacker is disrupted when the battle is over; 7.7 the hex is now Allied.
    for (const id of ['us-1ad', 'us-2ad', 'uk-6ad'])
      expect(after.pieces.find((p) => p.id === id)!.disrupted).toBe(true);
    expect(varsOf(after).control[target]).toBe('allied');
    expect(varsOf(after).battle).toBeNull();
  });

  it('13.6: at 1:3 or less the attacker loses a step with no roll; a one-step attacker is eliminated (2.10)', () => {
    const s = combat([
      { def: 'uk-1para', hex: around[0]! },
      { def: 'de-1ss', hex: target },
      { def: 'de-2ss', hex: target },
    ]);
    const r = act(s, 'allied', 'attack', { target, attackers: ['uk-1para'] });
    expect(r.events.find((e) => e.type === 'result')).toMatchObject({ result: 'AL1', automatic: true, rule: '13.6' });
    expect(r.events.find((e) => e.type === 'eliminated')).toMatchObject({ piece: 'uk-1para' });
    expect(varsOf(r.state).battle).toBeNull();
    expect(r.state.activeSide).toBe('axis');
  });

  it('13.2: a defending unit that was undisrupted is disrupted by the battle', () => {
    const s = combat([
      { def: 'uk-1para', hex: around[0]! },
      { def: 'de-1ss', hex: target },
      { def: 'de-2ss', hex: target },
    ]);
    const r = act(s, 'allied', 'attack', { target, attackers: ['uk-1para'] });
    for (const id of ['de-1ss', 'de-2ss']) expect(r.state.pieces.find((p) => p.id === id)!.disrupted).toBe(true);
  });

  it("13.18: a DL1 outside a city is the defender's choice (a step or a retreat of the whole force), asked of him", () => {
    // 2:1 (two armoured divisions against 9): find a seeded game whose roll gives DL1 on that column.
    let found = false;
    for (let i = 0; i < 200 && !found; i++) {
      const s = combat(
        [
          { def: 'us-1ad', hex: around[0]! },
          { def: 'us-2ad', hex: around[1]! },
          { def: 'de-7fl', hex: target },
        ],
        `dl1-${i}`,
      );
      const r = act(s, 'allied', 'attack', { target, attackers: ['us-1ad', 'us-2ad'] });
      const res = r.events.find((e) => e.type === 'result')!;
      if (res.rolled !== 'DL1') continue;
      found = true;
      expect(varsOf(r.state).battle?.waiting).toBe('dl1');
      expect(r.state.activeSide).toBe('axis');
      expect(isabellaRules.view(module, r.state, 'axis').legalActions.map((a) => a.args)).toEqual([
        { choice: 'loss' },
        { choice: 'retreat' },
      ]);
      // The attacker may not answer for him.
      const wrong = applyAction(isabellaRules, module, r.state, {
        side: 'allied',
        verb: 'dl1',
        args: { choice: 'loss' },
      });
      expect(wrong.ok ? '' : wrong.violations[0]!.rule).toBe('core.not-your-turn');
      // Taking it as a loss reduces the two-step paratroop division (2.10).
      const lost = act(r.state, 'axis', 'dl1', { choice: 'loss' });
      expect(lost.state.pieces.find((p) => p.id === 'de-7fl')!.steps).toBe(1);
    }
    expect(found).toBe(true);
  });

  it('13.24: 1422 may be attacked only from 1421 and by one unit', () => {
    const s = combat([
      { def: 'de-7fl', hex: '1421' },
      { def: 'de-1ss', hex: '1421' },
      { def: 'uk-ggb', hex: '1422' },
    ]);
    const axis = { ...s, activeSide: 'axis' };
    const two = applyAction(isabellaRules, module, axis, {
      side: 'axis',
      verb: 'attack',
      args: { target: '1422', attackers: ['de-7fl', 'de-1ss'] },
    });
    expect(two.ok ? '' : two.violations[0]!.section).toBe('13.24');
    const listed = isabellaRules
      .view(module, axis, 'axis')
      .legalActions.filter((a) => a.verb === 'attack' && a.args!.target === '1422');
    expect(listed.map((a) => a.args!.attackers).sort()).toEqual([['de-1ss'], ['de-7fl']]);
  });
});

describe('13.21, 13.22 momentum and probes', () => {
  it('13.22: a momentum attack may be made as a probe by the units that advanced; no momentum follows it', () => {
    // Near 4212 (German supply, 11.4): a clear target T with three plain approaches, and an Allied unit A next to T
    // whose ZOC covers an empty hex E next to T.
    const near = geo.hexes.filter((h) => geo.distance(h, '4212') <= 5 && geo.region(h) !== undefined);
    let pick: { t: string; from: string[]; e: string; a: string } | null = null;
    for (const t of near) {
      if (geo.terrain(t) !== 'clear' || geo.isCity(t) || geo.isCoastal(t)) continue;
      const open = (x: string, y: string) => !['river', 'sea', 'strait'].some((f) => geo.sideHas(x, y, f));
      const plain = geo
        .neighbors(t)
        .filter((n) => !geo.isSea(n) && open(t, n) && n !== '4212' && geo.terrain(n) === 'clear');
      if (plain.length < 4) continue;
      const e = plain[3]!;
      // 13.22: the probing stack must stand next to an enemy unit and to the empty hex in its ZOC.
      const a = geo
        .neighbors(e)
        .find(
          (n) =>
            !geo.isSea(n) &&
            geo.neighbors(t).includes(n) &&
            !plain.slice(0, 3).includes(n) &&
            geo.region(n) !== 'portugal',
        );
      if (a) pick = { t, from: plain.slice(0, 3), e, a };
      if (pick) break;
    }
    expect(pick).not.toBeNull();
    const { t, from, e, a } = pick!;
    let s = isabellaRules.setup(module, {
      scenarioId: 'campaign',
      seed: 'mom',
      mode: 'enforced',
      options: {},
      position: {
        turn: 3,
        phase: 'actions-1',
        movementFirst: false,
        activeSide: 'axis',
        units: [
          { def: 'de-7pz', hex: from[0]! },
          { def: 'de-10pz', hex: from[1]! },
          { def: 'de-1ss', hex: from[2]! },
          { def: 'uk-1para', hex: t },
          { def: 'uk-78id', hex: a },
          { def: 'us-1ad', hex: '1321' },
        ],
        vars: { beachhead: '1321', air: { side: 'axis', previous: null, toPlace: 0 } },
      },
    });
    // 26 against 3: 8:1, an automatic DE (13.7); the hex is empty and the Axis advances with the 7th Panzer.
    s = act(s, 'axis', 'attack', { target: t, attackers: ['de-7pz', 'de-10pz', 'de-1ss'] }).state;
    expect(varsOf(s).battle?.waiting).toBe('advance');
    s = act(s, 'axis', 'advance', { pieces: ['de-7pz'] }).state;
    expect(varsOf(s).battle?.waiting).toBe('momentum');
    const probes = isabellaRules.view(module, s, 'axis').legalActions.filter((x) => x.verb === 'probe');
    expect(probes).toContainEqual({ verb: 'probe', args: { target: e, units: ['de-7pz'] } });
    const r = act(s, 'axis', 'probe', { target: e, units: ['de-7pz'] });
    expect(r.state.pieces.find((p) => p.id === 'de-7pz')!.at).toEqual({ kind: 'hex', hex: e });
    // No momentum after a momentum attack (13.21): the battle is over and the unit disrupted.
    expect(varsOf(r.state).battle).toBeNull();
    expect(r.state.pieces.find((p) => p.id === 'de-7pz')!.disrupted).toBe(true);
  });
});

describe('6.8 previews under fog of war', () => {
  it('6.8: previewing an attack on a stack does not reveal the strength under its top unit (defence, odds, column)', () => {
    const s = combat([
      { def: 'us-1ad', hex: around[0]! },
      { def: 'de-708', hex: target },
      { def: 'de-1ss', hex: target },
    ]);
    const attack: Action = { side: 'allied', verb: 'attack', args: { target, attackers: ['us-1ad'] } };
    const hidden = isabellaRules.preview!(module, s, 'allied', attack).attack as JsonObject;
    expect(hidden).toMatchObject({
      attack: 9,
      defense: null,
      odds: null,
      column: null,
      finalOdds: null,
      automatic: null,
    });
    // One defender, on top and seen: everything is shown.
    const one = combat([
      { def: 'us-1ad', hex: around[0]! },
      { def: 'de-1ss', hex: target },
    ]);
    const shown = isabellaRules.preview!(module, one, 'allied', attack).attack as JsonObject;
    expect(shown).toMatchObject({ attack: 9, defense: 8, odds: '1:1' });
    expect(shown.column).not.toBeNull();
  });
});
