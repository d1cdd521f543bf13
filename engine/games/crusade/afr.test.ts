import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, inSpace, playAll, withVars } from './crusade.fixture.js';
import { legalActions } from './rules.js';
import { afrArrivals, afrLandings, afrSchedule, strandedAfr } from './afr.js';
import { draftOf } from './draft.js';
import type { GameState } from '../../core/types.js';
import { NAT, REP, varsOf } from './state.js';

const inAfrica = (s: GameState) => s.pieces.filter((p) => p.at.kind === 'box' && p.at.box === 'africa').length;
/** The start of NAT round `round` of `turn`, Air Bridge played, the arrivals before it done. */
function at(s: GameState, turn: number, round: number): GameState {
  const d = draftOf({ ...s, turn, activeSide: NAT });
  d.vars.round = round;
  afrArrivals(M, d);
  return d.state;
}
const bridged = (s: GameState, extra: string[] = []) =>
  withVars(s, { flags: [...varsOf(s).flags, 'airBridge'], played: [...varsOf(s).played, 'N1', ...extra] });

describe('§17.6 the Army of Africa', () => {
  test('derived: §17.6.2 the schedule: rounds 2 and 5 of Turns 1–3, the early rounds 1 and 2 in Turn 3', () => {
    expect(afrSchedule(M).map((x) => [x.turn, x.round, x.early])).toEqual([
      [1, 2, null],
      [1, 5, null],
      [2, 2, null],
      [2, 5, null],
      [3, 2, 1],
      [3, 5, 2],
    ]);
  });

  test('worked example T-46: Turn 1, NAT round 2: Sevilla is full (INF, POL, AFR), so the unit lands in Cádiz', () => {
    const s = bridged(campaignStart());
    expect(afrLandings(M, s)).toEqual(['cadiz']);
    const after = at(s, 1, 2);
    expect(inAfrica(after)).toBe(5);
    expect(inSpace(after, 'cadiz').map((p) => p.def)).toEqual(['nat-afr-asensio']);
    // Nothing more in round 3; the next in round 5.
    expect(inAfrica(at(after, 1, 3))).toBe(5);
    expect(inAfrica(at(after, 1, 5))).toBe(4);
  });

  test('worked example T-46: neither Sevilla nor Cádiz usable → the unit stays in Morocco', () => {
    const s0 = bridged(campaignStart());
    const s = withVars(s0, { control: { ...varsOf(s0).control, cadiz: REP } });
    const after = at(s, 1, 2);
    expect(inAfrica(after)).toBe(6);
    expect(strandedAfr(after)).toEqual(['nat-afr-asensio']);
    // The next arrival is the next unit.
    const s2 = withVars(after, { control: { ...varsOf(after).control, cadiz: NAT } });
    expect(inSpace(at(s2, 1, 5), 'cadiz').map((p) => p.def)).toEqual(['nat-afr-castejon']);
  });

  test('derived: §17.6.1 no arrival before Air Bridge', () => {
    expect(inAfrica(at(campaignStart(), 1, 2))).toBe(6);
  });

  test('worked example T-46: N6 played before Turn 3 → the Turn-3 units arrive in NAT rounds 1 and 2', () => {
    let s = bridged(campaignStart(), ['N6']);
    s = withVars(s, {
      extra: { ...varsOf(s).extra, afr: { done: ['AFR 2', 'AFR 3', 'AFR 4', 'AFR 5'], stranded: [] } },
    });
    const r1 = at(s, 3, 1);
    expect(inAfrica(r1)).toBe(5);
    expect(inAfrica(at(r1, 3, 2))).toBe(4);
  });

  test('derived: §17.6.2 without N6 the Turn-3 units come in rounds 2 and 5', () => {
    let s = bridged(campaignStart());
    s = withVars(s, {
      extra: { ...varsOf(s).extra, afr: { done: ['AFR 2', 'AFR 3', 'AFR 4', 'AFR 5'], stranded: [] } },
    });
    expect(inAfrica(at(s, 3, 1))).toBe(6);
    expect(inAfrica(at(s, 3, 2))).toBe(5);
  });
});

describe('§17.6 in the sequence of play (flow.ts)', () => {
  test('derived: Air Bridge in NAT round 1, then the first AFR unit lands in Cádiz as NAT round 2 starts', () => {
    let s = playAll(campaignStart('7'), [{ side: NAT, verb: 'play', args: { card: 'N1', as: 'event' } }]);
    expect(varsOf(s).flags).toContain('airBridge');
    expect(inAfrica(s)).toBe(6);
    const rp = legalActions(M, s, REP).find((a) => a.verb === 'play' && a.args?.as === 'rp');
    expect(rp).toBeDefined();
    s = playAll(s, [{ side: REP, verb: 'play', args: rp!.args! }]);
    expect([s.activeSide, varsOf(s).round]).toEqual([NAT, 2]);
    expect(inAfrica(s)).toBe(5);
    expect(inSpace(s, 'cadiz').map((p) => p.def)).toEqual(['nat-afr-asensio']);
  });
});
