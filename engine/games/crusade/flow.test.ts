// The sequence of play (§6.0): a whole turn, round by round, through Attrition, War Status, Replacement and the
// next turn's Draw Phase. The rounds pass by the Automatic Operation and each procedure's "done".

import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, varsOf } from './crusade.fixture.js';
import { crusadeRules } from './rules.js';

/** The quietest legal action: keep every card, end each procedure, else the Automatic Operation. */
function quiet(state: GameState): Action {
  const side = crusadeRules.toAct(crusadeModule, state)[0]!;
  const legal = crusadeRules.view(crusadeModule, state, side).legalActions;
  const pick =
    legal.find((a) => a.verb === 'discard' && (a.args!.cards as string[]).length === 0) ??
    legal.find((a) => a.verb.startsWith('done')) ??
    legal.find((a) => a.verb === 'autoOps') ??
    legal[0]!;
  return { side, verb: pick.verb, args: pick.args! };
}

/** Play quietly until `until` holds; the events on the way. */
function run(state: GameState, until: (s: GameState) => boolean): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 500 && !until(s); i++) {
    const a = quiet(s);
    expect(crusadeRules.check(crusadeModule, s, a)).toEqual([]);
    const r = crusadeRules.reduce(crusadeModule, s, a);
    if ('violations' in r) throw new Error(r.violations[0]!.message);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('a whole turn (§6.0)', () => {
  const start = campaignStart();
  const { state, events } = run(start, (s) => s.turn === 2 && varsOf(s).step === 'action');
  it('derived: twelve Action Rounds, NAT first, alternating (§7.1)', () => {
    const rounds = events.filter(
      (e) => e.type === 'round' && events.indexOf(e) < events.findIndex((x) => x.type === 'turn'),
    );
    expect(rounds.map((e) => `${e.side}${e.round}`)).toEqual([
      'REP1',
      'NAT2',
      'REP2',
      'NAT3',
      'REP3',
      'NAT4',
      'REP4',
      'NAT5',
      'REP5',
      'NAT6',
      'REP6',
    ]);
  });
  it('derived: the NAT Attrition Segment comes before REP round 6, the REP one after it (§6.0 C)', () => {
    const order = events.filter((e) => e.type === 'attrition' || (e.type === 'round' && e.round === 6));
    expect(order.map((e) => (e.type === 'round' ? `round ${e.side}` : `attrition ${e.side}`))).toEqual([
      'round NAT',
      'attrition NAT',
      'round REP',
      'attrition REP',
    ]);
  });
  it('derived: Turn 2 begins with the Draw Phase: both hands are filled to seven, and NAT plays round 1', () => {
    const v = varsOf(state);
    expect([state.turn, state.activeSide, v.round]).toEqual([2, 'NAT', 1]);
    expect([v.decks.NAT.hand.length, v.decks.REP.hand.length]).toEqual([7, 7]);
    expect(v.actionChart.NAT).toEqual([null, null, null, null, null, null]);
  });
  it("derived: the Action Chart records each round's use before it is cleared", () => {
    const before = run(start, (s) => varsOf(s).round === 6 && s.activeSide === 'REP').state;
    expect(varsOf(before).actionChart.NAT).toEqual(['event', 'auto', 'auto', 'auto', 'auto', 'auto']);
  });
});
