// Hidden hands (§8.1, digest 9.2): a side's view has its own hand only, no draw pile, one discard, no dice.

import { describe, expect, it } from 'vitest';
import { campaignStart, crusadeModule, playAll, varsOf } from './crusade.fixture.js';
import { crusadeRules } from './rules.js';
import type { DeckView } from './view.js';
import type { JsonOf } from './state.js';

const s = campaignStart();
const natHand = varsOf(s).decks.NAT.hand;
const repHand = varsOf(s).decks.REP.hand;

describe('views withhold the hands and the piles (§8.1)', () => {
  for (const mode of ['enforced', 'advisory', 'honor'] as const) {
    it(`${mode}: the Republican view has the Republican hand and only the number of Nationalist cards`, () => {
      const view = crusadeRules.view(crusadeModule, { ...s, mode }, 'REP');
      const decks = view.state.vars.decks as JsonOf<Record<string, DeckView>>;
      expect(decks.REP!.hand).toEqual(repHand);
      expect(decks.NAT!.hand).toEqual([]);
      expect(decks.NAT!.handCount).toBe(7);
      expect(decks.NAT!.drawCount).toBe(11);
      const text = JSON.stringify(view);
      for (const id of natHand) expect(text).not.toContain(`"${id}"`);
      expect(text).not.toContain('"draw":[');
      expect('rng' in view.state).toBe(false);
    });
  }
  it('a side that is neither player sees no hand at all', () => {
    const decks = crusadeRules.view(crusadeModule, s, 'observer').state.vars.decks as JsonOf<Record<string, DeckView>>;
    expect([decks.NAT!.hand, decks.REP!.hand]).toEqual([[], []]);
  });
  it('a played card is public: the discard pile shows its top card, a removed card is listed', () => {
    const after = playAll(s, [{ side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } }]);
    const decks = crusadeRules.view(crusadeModule, after, 'REP').state.vars.decks as JsonOf<Record<string, DeckView>>;
    expect(decks.NAT!.removed).toEqual(['N1']);
    expect(decks.NAT!.handCount).toBe(6);
  });
  it('the events of a draw name no card', () => {
    const r = crusadeRules.reduce(crusadeModule, s, { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } });
    if ('violations' in r) throw new Error('refused');
    for (const e of r.events)
      for (const id of natHand.filter((c) => c !== 'N1')) expect(JSON.stringify(e)).not.toContain(`"${id}"`);
  });
});
