// Digest §8 acceptance cases not covered beside their rule's own tests: each names its digest id and the rulebook
// passage it comes from. "worked example" only where the rulebook prints the case; the rest are derived.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { connectedSpaces, isAdjacent } from './geo.js';
import { crusadeRules } from './rules.js';
import { cardOf, unmetRestrictions } from './cards.js';
import { draftOf } from './draft.js';
import { endOfScenario, warStatusPhase } from './status.js';
import { geoOf } from './geo.js';
import { handSizeFor } from './deck.js';

const start = campaignStart();
const check = (s: GameState, side: string, verb: string, args: object) =>
  crusadeRules.check(crusadeModule, s, { side, verb, args: args as never }).map((v) => v.rule);

describe('digest §8 acceptance cases', () => {
  it('T-01 (§2.1.2 note): Madrid and Barcelona are Connected at the start, not Adjacent', () => {
    expect(connectedSpaces(crusadeModule, start, 'madrid', 'REP').has('barcelona')).toBe(true);
    expect(isAdjacent(crusadeModule, start, 'madrid', 'barcelona')).toBe(false);
  });

  it("worked example T-05 (§7.1.4): Air Bridge as the first Nationalist action goes on the chart's Event spot", () => {
    const s = playAll(start, [{ side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } }]);
    expect(varsOf(s).actionChart.NAT[0]).toBe('event');
    const other = varsOf(start).decks.NAT.hand.find((c) => c !== 'N1')!;
    expect(check(start, 'NAT', 'play', { card: other, as: 'ops' })).toEqual(['crusade.mustPlay']);
  });

  it('worked example T-06 (§8.3.3): SR in round 3 bars SR in round 4, not in round 5; across turns it is free', () => {
    const v = varsOf(start);
    const srCard = (crusadeModule.cards ?? []).find((c) => c.side === 'REP' && c.warPhase === 'columns' && c.ops >= 3)!;
    const at = (round: number, chart: (string | null)[], turn = 2) =>
      withVars(
        { ...start, turn, activeSide: 'REP' },
        {
          round,
          step: 'action',
          actionChart: { NAT: v.actionChart.NAT, REP: chart as never },
          decks: { ...v.decks, REP: { ...v.decks.REP, hand: [srCard.id] } },
        },
      );
    const sr = { card: srCard.id, as: 'sr' };
    expect(check(at(4, [null, null, 'sr', null, null, null]), 'REP', 'play', sr)).toContain('crusade.consecutive');
    expect(check(at(5, [null, null, 'sr', 'ops', null, null]), 'REP', 'play', sr)).toEqual([]);
    // A new turn's chart is empty: SR in round 6 of Turn N, then SR in round 1 of Turn N+1.
    expect(check(at(1, [null, null, null, null, null, null], 3), 'REP', 'play', sr)).toEqual([]);
  });

  it('worked example T-07 (§8.5.1.2): once Munich Agreement is played, N43 becomes playable and R51 is not', () => {
    const after = withVars({ ...start, turn: 15 }, { played: ['N42'] });
    const before = { ...start, turn: 15 };
    expect(unmetRestrictions(crusadeModule, before, cardOf(crusadeModule, 'N43'))).not.toEqual([]);
    expect(unmetRestrictions(crusadeModule, after, cardOf(crusadeModule, 'N43'))).toEqual([]);
    expect(unmetRestrictions(crusadeModule, before, cardOf(crusadeModule, 'R51'))).toEqual([]);
    expect(unmetRestrictions(crusadeModule, after, cardOf(crusadeModule, 'R51'))).not.toEqual([]);
  });

  it('worked example T-08 (card examples): Munich Agreement and Armored Trucks as printed', () => {
    const n42 = cardOf(crusadeModule, 'N42');
    expect([n42.warPhase, n42.ops, n42.rp, n42.asterisk]).toEqual(['armies', 4, { NAT: 3, AXIS: 2 }, true]);
    expect(n42.restrictions).toContainEqual({ requires: 'turnMin', turn: 14 });
    const r17 = cardOf(crusadeModule, 'R17');
    expect([r17.warPhase, r17.ops, r17.rp, r17.asterisk]).toEqual(['columns', 2, { REP: 1, SOV: 0 }, true]);
    // Played for RP before Soviet Military Aid: REP +1, SOV +0.
    const v = varsOf(start);
    const s = withVars(
      { ...start, activeSide: 'REP' },
      { round: 1, decks: { ...v.decks, REP: { ...v.decks.REP, hand: ['R17'] } }, flags: ['airBridge'] },
    );
    const after = playAll(s, [{ side: 'REP', verb: 'play', args: { card: 'R17', as: 'rp' } }]);
    expect([varsOf(after).rp.REP, varsOf(after).rp.SOV]).toEqual([1, 0]);
  });

  it('T-51 (§16.3.2 note): Republican Morale is a plain number below 0 and above 29; hand sizes keep working', () => {
    expect([handSizeFor('REP', -1), handSizeFor('NAT', -1), handSizeFor('REP', 31)]).toEqual([6, 8, 7]);
    const d = draftOf(withVars({ ...start, turn: 8 }, { rm: -1 }));
    warStatusPhase(crusadeModule, d);
    expect(d.vars.result?.winner).toBe('NAT');
  });

  it('T-52 (§5.2.3, §5.2.5): the Morale victory beats the Main Cities one in the same War Status Phase', () => {
    const geo = geoOf(crusadeModule);
    const cities = Object.fromEntries(geo.spaces.filter((x) => geo.attrs(x).mainCity).map((x) => [x, 'REP']));
    const s = withVars({ ...start, turn: 8 }, { rm: 9, control: { ...varsOf(start).control, ...cities } as never });
    const d = draftOf(s);
    warStatusPhase(crusadeModule, d);
    expect(d.vars.result).toMatchObject({ winner: 'NAT', rule: '5.2.2' });
  });

  it('T-53 (Campaign victory): after Turn 18, VP 20 is a Nationalist win, 19 a draw, 18 a Republican win', () => {
    const result = (vp: number) => {
      const d = draftOf(withVars({ ...start, turn: 18 }, { vp }));
      endOfScenario(crusadeModule, d);
      return d.vars.result?.winner ?? null;
    };
    expect([result(20), result(19), result(18)]).toEqual(['NAT', null, 'REP']);
  });
});
