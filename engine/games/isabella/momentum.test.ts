// Derived tests of who may make a momentum attack (13.21, 5.12), checked unit by unit as probes are, and of the
// over-stacking a momentum attack may find at the end of the battle before it (6.6). Positions are described on
// real hexes of Morocco (German units there cannot trace supply across the straits, 11.4, 12.7) and the first
// battles are 8:1 or more, an automatic DE (13.7): no die decides anything here.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { unitSupplied } from './supply.js';

const module = isabellaModule;

function act(state: GameState, side: string, verb: string, args: JsonObject = {}): GameState {
  const r = applyAction(isabellaRules, module, state, { side, verb, args } as Action);
  if (!r.ok) throw new Error(`${verb} refused: ${r.violations.map((v) => `${v.section} ${v.message}`).join('; ')}`);
  return r.state;
}
const refusal = (state: GameState, side: string, verb: string, args: JsonObject) => {
  const r = applyAction(isabellaRules, module, state, { side, verb, args } as Action);
  return r.ok ? null : r.violations[0]!;
};
const momentumAttackers = (s: GameState, side: string) =>
  isabellaRules
    .view(module, s, side)
    .legalActions.filter((a) => a.verb === 'attack')
    .map((a) => [a.args!.target, [...(a.args!.attackers as string[])].sort()]);

// Morocco: the target 0926 (clear, inland) is attacked from 0925 and 1026; 0927, next to it, holds the next enemy.
const TARGET = '0926';
const NEXT = '0927';

/** Turn 3's combat phase (movement first), `side` to act with air superiority, these units on the map. */
const combat = (
  side: string,
  units: JsonObject[],
  extra: JsonObject = {},
  mode: 'enforced' | 'advisory' = 'enforced',
) =>
  isabellaRules.setup(module, {
    scenarioId: 'campaign',
    seed: 'momentum',
    mode,
    options: {},
    position: {
      turn: 3,
      phase: 'actions-2',
      movementFirst: true,
      activeSide: side,
      units,
      vars: { beachhead: '1322', air: { side, previous: null, toPlace: 0 }, ...extra },
    },
  });

/** The Axis force: a Falangist corps and an out-of-supply German division beside the two paratroop regiments. */
const AXIS_UNITS: JsonObject[] = [
  ...['fs-ix', 'de-1ss', 'de-fjr5', 'de-bar'].map((def) => ({ def, hex: '0925' })),
  ...['de-2ss', 'de-7pz', 'de-10pz', 'fs-x'].map((def) => ({ def, hex: '1026' })),
];

describe('13.21 momentum attacks, unit by unit', () => {
  it('13.21: only the supplied German units that advanced may make the momentum attack, never a Falangist unit', () => {
    // 13.21: "On turns during which the Axis has air superiority, supplied German units may make momentum
    // attacks. ... Also note Falangist Spanish units may never take part in momentum attacks".
    let s = combat('axis', [...AXIS_UNITS, { def: 'uk-1para', hex: TARGET }, { def: 'us-1id', hex: NEXT }]);
    s = act(s, 'axis', 'attack', {
      target: TARGET,
      attackers: AXIS_UNITS.map((u) => String(u.def)),
    });
    expect(varsOf(s).battle?.waiting).toBe('advance');
    const advancing = ['fs-ix', 'de-1ss', 'de-fjr5', 'de-bar'];
    s = act(s, 'axis', 'advance', { pieces: advancing });
    // In Morocco the 1st SS cannot trace to 4212 (11.4, 12.7); the paratroop regiments are always supplied.
    expect(unitSupplied(module, s, 'axis', 'de-1ss')).toBe(false);
    expect(unitSupplied(module, s, 'axis', 'de-fjr5')).toBe(true);
    expect(varsOf(s).battle?.waiting).toBe('momentum');
    expect(momentumAttackers(s, 'axis')).toEqual([[NEXT, ['de-bar', 'de-fjr5']]]);
    for (const unit of ['fs-ix', 'de-1ss']) {
      const v = refusal(s, 'axis', 'attack', { target: NEXT, attackers: ['de-fjr5', unit] });
      expect(v?.rule, unit).toBe('isabella.attack.momentumUnit');
    }
    // 13.20: "disrupt those advanced units unless they are going to immediately take part in a momentum attack".
    for (const unit of ['fs-ix', 'de-1ss']) expect(s.pieces.find((p) => p.id === unit)!.disrupted, unit).toBe(true);
    const after = act(s, 'axis', 'attack', { target: NEXT, attackers: ['de-fjr5', 'de-bar'] });
    expect(varsOf(after).battle === null || varsOf(after).battle!.kind === 'momentum').toBe(true);
  });

  it("5.12: a US unit that advanced with Patton's corps does not join Patton's momentum attack", () => {
    // 5.12: Patton's corps "may make momentum and probe attacks during turns in which the Allies have air
    // superiority"; only that corps.
    const allied = ['us-1ad', 'us-2ad', 'us-1id', 'uk-6ad'];
    let s = combat(
      'allied',
      [
        ...allied.map((def, i) => ({ def, hex: i < 2 ? '0925' : '1026' })),
        { def: 'de-bar', hex: TARGET },
        { def: 'de-fjr5', hex: NEXT },
      ],
      { patton: { state: 'on', piece: 'us-1ad' } },
    );
    s = act(s, 'allied', 'attack', { target: TARGET, attackers: allied });
    expect(varsOf(s).battle?.waiting).toBe('advance');
    s = act(s, 'allied', 'advance', { pieces: ['us-1ad', 'us-2ad'] });
    expect(unitSupplied(module, s, 'allied', 'us-1ad')).toBe(true);
    expect(varsOf(s).battle?.waiting).toBe('momentum');
    expect(momentumAttackers(s, 'allied')).toEqual([[NEXT, ['us-1ad']]]);
    expect(refusal(s, 'allied', 'attack', { target: NEXT, attackers: ['us-1ad', 'us-2ad'] })?.rule).toBe(
      'isabella.attack.momentumUnit',
    );
    expect(s.pieces.find((p) => p.id === 'us-2ad')!.disrupted).toBe(true);
  });
});

describe('6.6 over-stacking before a momentum attack', () => {
  it('6.6: a hex over-stacked at the end of the battle asks its owner which unit to eliminate, then momentum', () => {
    // 6.6: "If any hexes are found to be over-stacked ... at the end of a battle, the violating player should
    // select the minimum number of units necessary from that hex". Advisory mode lets five units advance (6.3).
    const five = ['de-fjr5', 'de-bar', 'de-7pz', 'de-10pz', 'de-2ss'];
    let s = combat(
      'axis',
      [
        ...five.slice(0, 3).map((def) => ({ def, hex: '0925' })),
        ...five.slice(3).map((def) => ({ def, hex: '1026' })),
        { def: 'uk-1para', hex: TARGET },
        { def: 'us-1id', hex: NEXT },
      ],
      {},
      'advisory',
    );
    s = act(s, 'axis', 'attack', { target: TARGET, attackers: five });
    const r = applyAction(isabellaRules, module, s, { side: 'axis', verb: 'advance', args: { pieces: five } });
    expect(r.ok && r.violations.map((v) => v.section)).toContain('6.3');
    if (!r.ok) return;
    s = r.state;
    // The owner chooses: nothing has been eliminated yet, and the Axis player is asked.
    expect(s.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === TARGET)).toHaveLength(5);
    expect(varsOf(s).step).toBe('overstack');
    expect(s.activeSide).toBe('axis');
    const offered = isabellaRules.view(module, s, 'axis').legalActions.map((a) => String(a.args!.piece));
    expect(offered.sort()).toEqual([...five].sort());
    s = act(s, 'axis', 'overstackLoss', { piece: 'de-7pz' });
    expect(s.pieces.find((p) => p.id === 'de-7pz')!.at.kind).toBe('box');
    // Then the momentum attack is offered to the units that advanced and may make it.
    expect(varsOf(s).step).toBe('battle');
    expect(varsOf(s).battle?.waiting).toBe('momentum');
    expect(momentumAttackers(s, 'axis')).toEqual([[NEXT, ['de-bar', 'de-fjr5']]]);
  });
});
