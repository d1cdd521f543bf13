import { beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../../engine/core/types.js';
import { campaignStart, crusadeModule, playAll } from '../../../engine/games/crusade/crusade.fixture.js';
import { crusadeRules } from '../../../engine/games/crusade/rules.js';
import en from './en.json';
import es from './es.json';
import { initI18n, t } from '../../i18n/index.js';
import {
  autoOpsAnswer,
  cardDef,
  cardPlays,
  decksOf,
  discardAnswer,
  discardChoices,
  reconstructedText,
  restrictionKey,
  sidesOf,
} from './handplays.js';
import { promptText } from '../../panels/prompt.js';
import { describeAction } from '../../panels/logtext.js';
import { crusadePage } from './index.js';

const viewOf = (side: string, state = campaignStart('hand')): View => crusadeRules.view(crusadeModule, state, side);

describe('the hand panel data of Crusade', () => {
  beforeEach(() => initI18n('en'));

  it('offers Air Bridge as its event only at the start, and nothing else (§4.3.1)', () => {
    const v = viewOf('NAT');
    const decks = decksOf(v)!;
    expect(decks.NAT.hand[0]).toBe('N1');
    expect(decks.NAT.hand).toHaveLength(7);
    expect(sidesOf(v)).toEqual({ mine: 'NAT', other: 'REP' });
    expect(cardPlays(v, 'N1').map((p) => p.use)).toEqual(['event']);
    expect(cardPlays(v, 'N1')[0]!.answer).toEqual({ verb: 'play', args: { card: 'N1', as: 'event' } });
    for (const id of decks.NAT.hand.slice(1)) expect(cardPlays(v, id)).toEqual([]);
    expect(autoOpsAnswer(v)).toBeNull();
    expect(discardChoices(v)).toBeNull();
  });

  it("gives the other side only the count of a hand: the Republican view holds no Nationalist card's id", () => {
    const nat = decksOf(viewOf('NAT'))!.NAT.hand;
    const rep = viewOf('REP');
    expect(decksOf(rep)!.NAT.hand).toEqual([]);
    expect(decksOf(rep)!.NAT.handCount).toBe(7);
    const json = JSON.stringify(rep);
    for (const id of nat) expect(json.includes(`"${id}"`), id).toBe(false);
  });

  it('lists the Republican plays after Air Bridge from the legal actions, with the Automatic Operation', () => {
    const s = playAll(campaignStart('hand'), [{ side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } }]);
    const v = viewOf('REP', s);
    const legal = v.legalActions.filter((a) => a.verb === 'play');
    const shown = decksOf(v)!.REP.hand.flatMap((id) => cardPlays(v, id).map((p) => p.answer));
    expect(shown).toHaveLength(legal.length);
    for (const a of legal) expect(shown).toContainEqual({ verb: 'play', args: a.args });
    expect(autoOpsAnswer(v)).toEqual({ verb: 'autoOps', args: {} });
  });

  it('reads the Draw Phase discards from the legal actions', () => {
    const v = {
      ...viewOf('NAT'),
      legalActions: [
        { verb: 'discard', args: { cards: [] } },
        { verb: 'discard', args: { cards: ['N12'] } },
        { verb: 'discard', args: { cards: ['N18'] } },
      ],
    } as View;
    expect(discardChoices(v)).toEqual(['N12', 'N18']);
    expect(discardAnswer(['N18'])).toEqual({ verb: 'discard', args: { cards: ['N18'] } });
  });

  it('words every restriction of the deck in English and Spanish', () => {
    const kinds = new Set(crusadeModule.cards!.flatMap((c) => c.restrictions.map((r) => r.requires)));
    for (const cat of [en, es] as { crusade: { restriction: Record<string, string> } }[])
      for (const k of kinds) expect(cat.crusade.restriction[k], k).toBeTruthy();
    const { key, values } = restrictionKey({ requires: 'turnMin', turn: 3 });
    expect(t(key, values)).toBe('Event from Turn 3');
  });

  it('says why a card is reconstructed, field by field, in the page language', () => {
    const card = cardDef(crusadeModule, 'N1')!;
    const text = reconstructedText(card, 'en');
    expect(text).toContain('ops, rp, combatCard, asterisk: The rulebook names the card but does not print this value');
    expect(reconstructedText(card, 'es')).toContain('El reglamento nombra la carta');
  });

  it('names the card in the prompt and in the log', () => {
    const v = viewOf('NAT');
    const names = { side: (id: string) => id, piece: (id: string) => id, card: () => 'Puente aéreo' };
    expect(promptText(v.prompts[0]!, names)).toBe('Play "Puente aéreo" as its event');
    const line = { verb: 'play', args: { card: 'N1', as: 'event' } };
    const game = crusadePage;
    expect(describeAction(line, (id) => id, undefined, { card: () => 'Air Bridge', game })).toBe(
      'plays Air Bridge as Event',
    );
    expect(describeAction({ verb: 'discard', args: { cards: [] } }, (id) => id, undefined, { game })).toBe(
      'keeps every card',
    );
    const place = (_k: 'space' | 'box', id: string) => (id === 'madrid' ? 'Madrid' : id);
    const activate = { verb: 'activate', args: { space: 'madrid', as: 'move' } };
    expect(describeAction(activate, (id) => id, place, { game })).toBe('activates Madrid to move');
  });
});
