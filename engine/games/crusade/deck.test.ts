// The decks (§6.0 A, §8.1, §15.1): hand sizes, drawing up, reshuffling, War Phase cards, discards after a play.

import { describe, expect, it } from 'vitest';
import { campaignStart, crusadeModule, varsOf, withVars } from './crusade.fixture.js';
import { addWarPhase, discardPlayed, drawUp, handSizeFor } from './deck.js';
import { draftOf } from './draft.js';
import { phaseCards } from './cards.js';

describe('hand size (§6.0 A.3)', () => {
  it('derived: 7; NAT 8 at RM 15 or less; REP 6 at RM 10 or less', () => {
    expect([handSizeFor('NAT', 16), handSizeFor('NAT', 15), handSizeFor('REP', 11), handSizeFor('REP', 10)]).toEqual([
      7, 8, 7, 6,
    ]);
  });
});

describe('drawing (§6.0 A.3, §8.1.3)', () => {
  const s = campaignStart();
  it('derived: an empty draw pile takes the discard pile once; a short hand stays short', () => {
    const v = varsOf(s);
    const rest = [...v.decks.REP.draw];
    const start = withVars(s, {
      decks: { ...v.decks, REP: { ...v.decks.REP, hand: [], draw: [], discard: rest.slice(0, 3) } },
    });
    const d = draftOf(start);
    drawUp(d, 'REP');
    expect(d.vars.decks.REP.hand.sort()).toEqual(rest.slice(0, 3).sort());
    expect(d.vars.decks.REP.discard).toEqual([]);
    expect(d.events.map((e) => e.type)).toEqual(['reshuffle', 'draw']);
  });
  it('derived: a full draw takes cards from the pile, each once', () => {
    const v = varsOf(s);
    const d = draftOf(withVars(s, { decks: { ...v.decks, REP: { ...v.decks.REP, hand: [] } } }));
    drawUp(d, 'REP');
    expect(d.vars.decks.REP.hand).toHaveLength(7);
    expect(new Set([...d.vars.decks.REP.hand, ...d.vars.decks.REP.draw]).size).toBe(11);
  });
  it('§15.1.1: a new War Phase adds its cards and shuffles the discards in', () => {
    const v = varsOf(s);
    const d = draftOf(withVars(s, { decks: { ...v.decks, NAT: { ...v.decks.NAT, discard: ['N2'] } } }));
    const before = d.vars.decks.NAT.draw.length;
    addWarPhase(crusadeModule, d, 'mobilization');
    expect(d.vars.decks.NAT.draw.length).toBe(before + 1 + phaseCards(crusadeModule, 'NAT', 'mobilization').length);
    expect(d.vars.decks.NAT.discard).toEqual([]);
    expect(d.vars.warPhase).toBe('mobilization');
  });
  it('§8.5.1.3: an asterisk card played as its event is removed; played otherwise it is discarded', () => {
    const d = draftOf(s);
    discardPlayed(crusadeModule, d, 'NAT', 'N1', false);
    expect(d.vars.decks.NAT.discard).toEqual(['N1']);
    const e = draftOf(s);
    discardPlayed(crusadeModule, e, 'NAT', 'N1', true);
    expect([e.vars.decks.NAT.removed, e.vars.decks.NAT.discard]).toEqual([['N1'], []]);
  });
});
