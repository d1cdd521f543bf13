// §15.1.2 the Turn 6 redraw of a hand without a Corps-sized Unit Reinforcement card (derived tests).

import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { crusadeRules } from './rules.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { mayRedraw } from './redraw.js';
import { cardOf } from './cards.js';
import { entryRng, startChain } from '../../core/dice-chain.js';

const corpsCard = (id: string) => {
  const c = cardOf(crusadeModule, id);
  return c.reinforcement != null && c.bringsCorps === true;
};
const all = (crusadeModule.cards ?? []).filter((c) => c.warPhase !== 'armies');
/** Turn 6's Draw Phase about to end (REP's discards): the NAT hand holds no corps card, the piles do. */
function turn6(options: JsonObject = {}): GameState {
  const s0 = campaignStart();
  const v = varsOf(s0);
  const nat = all.filter((c) => c.side === 'NAT');
  const rep = all.filter((c) => c.side === 'REP');
  const natHand = nat
    .filter((c) => !corpsCard(c.id) && !c.combatCard)
    .slice(0, 7)
    .map((c) => c.id);
  const repHand = rep
    .filter((c) => corpsCard(c.id))
    .slice(0, 1)
    .map((c) => c.id);
  const deck = (cards: typeof all, hand: string[]) => ({
    draw: cards
      .map((c) => c.id)
      .filter((id) => !hand.includes(id))
      .sort(),
    hand,
    discard: [],
    removed: [],
    retained: [],
  });
  return withVars(
    { ...s0, turn: 6, activeSide: 'REP' },
    {
      step: 'discard',
      warPhase: 'mobilization',
      options,
      decks: { NAT: deck(nat, natHand), REP: deck(rep, repHand) },
      handSize: { NAT: 7, REP: 1 },
      extra: v.extra,
    },
  );
}

describe('Turn 6 redraw (§15.1.2)', () => {
  it('a hand without a corps card is offered the redraw, which reveals it publicly; keeping it is allowed ("may")', () => {
    const s = playAll(turn6(), [{ side: 'REP', verb: 'discard', args: { cards: [] } }]);
    expect([varsOf(s).step, s.activeSide]).toEqual(['redraw', 'NAT']);
    const kept = playAll(s, [{ side: 'NAT', verb: 'keepHand', args: {} }]);
    expect([varsOf(kept).step, kept.activeSide, varsOf(kept).round]).toEqual(['action', 'NAT', 1]);
  });
  it('redrawing until a corps card comes; the events name the revealed cards', () => {
    let s = playAll(turn6(), [{ side: 'REP', verb: 'discard', args: { cards: [] } }]);
    const hand = varsOf(s).decks.NAT.hand;
    const r = crusadeRules.reduce(crusadeModule, s, { side: 'NAT', verb: 'redraw', args: { cards: hand } });
    if ('violations' in r) throw new Error('refused');
    expect(r.events.find((e) => e.type === 'redraw')?.revealed).toEqual(hand);
    for (let i = 0; i < 30 && varsOf(s).step === 'redraw'; i++)
      s = playAll(s, [{ side: 'NAT', verb: 'redraw', args: { cards: [...varsOf(s).decks.NAT.hand] } }]);
    expect(varsOf(s).decks.NAT.hand.some(corpsCard)).toBe(true);
    expect(mayRedraw(crusadeModule, s, 'NAT')).toBe(false);
  });
  it('derived: the redraw names the whole hand, and only cards in it', () => {
    const s = playAll(turn6(), [{ side: 'REP', verb: 'discard', args: { cards: [] } }]);
    const hand = varsOf(s).decks.NAT.hand;
    const check = (cards: string[]) =>
      crusadeRules.check(crusadeModule, s, { side: 'NAT', verb: 'redraw', args: { cards } }).map((v) => v.rule);
    expect(check(hand)).toEqual([]);
    expect(check(hand.slice(1))).toEqual(['crusade.redrawHand']);
    const other = varsOf(s).decks.NAT.draw[0]!;
    expect(check([other, ...hand.slice(1)])).toEqual(['crusade.redrawHand']);
  });
  it('derived: by e-mail the redraw rules are structural (advisory could not be replayed on the other machine)', () => {
    const s = playAll(turn6(), [{ side: 'REP', verb: 'discard', args: { cards: [] } }]);
    // Give NAT a corps card: now it may not redraw. At one table advisory mode flags it; by e-mail it is refused.
    const nat = varsOf(s).decks.NAT;
    const corps = nat.draw.find(corpsCard)!;
    const hand = [...nat.hand.slice(1), corps];
    const held = withVars(s, {
      decks: {
        ...varsOf(s).decks,
        NAT: {
          ...nat,
          hand,
          draw: nat.draw
            .filter((c) => c !== corps)
            .concat(nat.hand[0]!)
            .sort(),
        },
      },
    });
    const redraw = { side: 'NAT', verb: 'redraw', args: { cards: hand } };
    expect(crusadeRules.check(crusadeModule, held, redraw).map((v) => v.rule)).toEqual(['crusade.redraw']);
    expect('state' in crusadeRules.reduce(crusadeModule, held, redraw)).toBe(true);
    const commits = { NAT: 'a'.repeat(64), REP: 'b'.repeat(64) };
    const mail = {
      ...held,
      rng: entryRng(startChain('g', { scheme: 'commit-reveal/1', commits }, { NAT: 'c'.repeat(64) })),
    };
    const r = crusadeRules.reduce(crusadeModule, mail, redraw);
    expect('violations' in r ? r.violations.map((v) => v.rule) : []).toEqual(['crusade.redraw']);
  });
  it('option "must": the redraw happens by itself', () => {
    const s = playAll(turn6({ turn6Redraw: 'must' }), [{ side: 'REP', verb: 'discard', args: { cards: [] } }]);
    expect(varsOf(s).step).toBe('action');
    expect(varsOf(s).decks.NAT.hand.some(corpsCard)).toBe(true);
  });
});
