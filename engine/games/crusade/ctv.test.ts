// §15.2.1 exception: the CTV held back at the deployment of the initial corps (Axis Military Aid not played in the
// War of the Columns) enters when the event is played later, "as if it was a Reinforcement" (§8.5.2.4: a
// friendly-controlled and supplied port). Derived from the rules' text (the rulebook prints no example with numbers).

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { geoOf } from './geo.js';
import { crusadeRules } from './rules.js';
import { REP, type Side } from './state.js';
import { suppliedSpaces } from './supply.js';

/** NAT to act in round 1 of `turn` holding Axis Military Aid; the CTV still in the Nationalist pool. */
function ready(turn: number, control: Record<string, Side> = {}): GameState {
  const s0 = campaignStart('1', 'enforced');
  const v = varsOf(s0);
  return withVars(
    { ...s0, turn, activeSide: 'NAT' },
    { decks: { ...v.decks, NAT: { ...v.decks.NAT, hand: ['N5'] } }, control: { ...v.control, ...control } },
  );
}
const aid: Action = { side: 'NAT', verb: 'play', args: { card: 'N5', as: 'event' } };
const ctvOf = (s: GameState) => s.pieces.find((p) => p.def === 'ita-ctv')!;
const places = (s: GameState): string[] =>
  crusadeRules
    .view(crusadeModule, s, 'NAT')
    .legalActions.filter((a) => a.verb === 'place' && a.args?.unit === ctvOf(s).id)
    .map((a) => (a.args as { to: { space: string } }).to.space);
const geo = geoOf(crusadeModule);

describe('§15.2.1 the CTV held back until Axis Military Aid', () => {
  it('derived: §15.2.1 played after the War of the Columns, the event brings the CTV to a Nationalist port', () => {
    const s = playAll(ready(7), [aid]);
    expect(varsOf(s).flags).toContain('axisMilitaryAid');
    const offered = places(s);
    expect(offered.length).toBeGreaterThan(0);
    // §8.5.2.4 CTV: a friendly-controlled and supplied port, never the Balearic Islands (no corps there).
    const supplied = suppliedSpaces(crusadeModule, s, 'NAT');
    for (const sp of offered) {
      expect(geo.attrs(sp).port, sp).not.toBeNull();
      expect(varsOf(s).control[sp]).toBe('NAT');
      expect(supplied.has(sp)).toBe(true);
      expect(['mallorca', 'menorca']).not.toContain(sp);
    }
    // Every Nationalist supplied port with room is offered (a non-port Nationalist space never is).
    expect(offered).not.toContain('burgos');
    const to = offered[0]!;
    const after = playAll(s, [
      { side: 'NAT', verb: 'place', args: { unit: ctvOf(s).id, to: { kind: 'space', space: to } } },
    ]);
    expect(ctvOf(after).at).toEqual({ kind: 'space', space: to });
    // Not a Reinforcement card: no division is removed for it (§8.5.2.5), and the round is over.
    expect(varsOf(after).extra.event).toBeUndefined();
    expect(after.activeSide).toBe(REP);
  });

  it('derived: §15.2.1 played during the War of the Columns, the event only lets Axis RP count', () => {
    const s = playAll(ready(3), [aid]);
    expect(varsOf(s).flags).toContain('axisMilitaryAid');
    expect(ctvOf(s).at).toEqual({ kind: 'box', box: 'pool-NAT' });
    expect(places(s)).toEqual([]);
  });

  it('derived: §15.2.1 with no Nationalist port to enter, the CTV is eliminated for good', () => {
    const ports = geo.spaces.filter((sp) => geo.attrs(sp).port !== null);
    const s0 = ready(7, Object.fromEntries(ports.map((p) => [p, REP])));
    const r = crusadeRules.reduce(crusadeModule, s0, aid);
    if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(ctvOf(r.state).at).toEqual({ kind: 'box', box: 'removed' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'removed', unit: ctvOf(s0).id, rule: '15.2.1' }));
  });
});
