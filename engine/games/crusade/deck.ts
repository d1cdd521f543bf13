// §8.1, §6.0 A, §15.1 the decks: drawing up to the hand size, reshuffling the discard pile, the War Phase's
// cards joining, discards and removals. The draw pile is a set, kept sorted: a draw picks one of its cards with
// the game's dice, so no order exists to be read from a state, and none from a view (which has neither the pile
// nor the dice). By e-mail a draw uses the drawing side's private key instead (dice-chain.ts privateRng): on the
// other side's machine its deck is sealed, its pile and new cards HIDDEN, and a card it plays is taken from the
// unseen ones (takeFromHand); the end-of-game key reveal replays every draw for the audit.

import type { GameModule } from '../../core/module.js';
import { DicePending, PENDING_RNG, rollDice } from '../../core/dice.js';
import { privateRng } from '../../core/dice-chain.js';
import { cardOf, phaseCards } from './cards.js';
import { type Draft, emit } from './draft.js';
import { type Deck, HIDDEN, NAT, REP, type Side, type WarPhase } from './state.js';

/** §6.0 A.3 hand size: 7; NAT 8 while RM ≤ 15; REP 6 while RM ≤ 10 (fixed at the start of the turn). */
export function handSizeFor(side: Side, rm: number): number {
  if (side === NAT && rm <= 15) return 8;
  if (side === REP && rm <= 10) return 6;
  return 7;
}

/** Whether this machine cannot see into the deck's hand and pile (a game by e-mail, the other side's deck). */
export const isSealed = (deck: Deck): boolean => deck.unseen !== undefined;

/** The cards of a hand this machine knows (all of them unless the deck is sealed here). */
export const knownHand = (deck: Deck): string[] => deck.hand.filter((c) => c !== HIDDEN);

/** Whether `id` is, or may be (sealed: one of the unseen cards behind a hidden one), in the deck's hand. */
export function mayHold(deck: Deck, id: string): boolean {
  if (deck.hand.includes(id)) return true;
  return isSealed(deck) && deck.hand.includes(HIDDEN) && deck.unseen!.includes(id);
}

/**
 * Takes `id` out of the hand; on a sealed deck a card the owner reveals replaces one of the hidden ones (the
 * audit at the end checks it was drawn). False when the hand cannot hold it.
 */
export function takeFromHand(deck: Deck, id: string): boolean {
  const at = deck.hand.indexOf(id);
  if (at >= 0) {
    deck.hand.splice(at, 1);
    return true;
  }
  if (!mayHold(deck, id)) return false;
  deck.hand.splice(deck.hand.indexOf(HIDDEN), 1);
  deck.unseen!.splice(deck.unseen!.indexOf(id), 1);
  return true;
}

/** Whether the hand may hold all of `ids` at once (each id once; a sealed hand has enough hidden cards). */
export function mayHoldAll(deck: Deck, ids: readonly string[]): boolean {
  const trial: Deck = { ...deck, hand: [...deck.hand], unseen: deck.unseen ? [...deck.unseen] : undefined };
  return ids.every((id) => takeFromHand(trial, id));
}

/** Seals a side's deck on a machine without its key: the pile's cards become unseen, the pile hidden. */
export function sealIfHidden(d: Draft, side: Side): void {
  const deck = d.vars.decks[side];
  if (isSealed(deck) || privateRng(d.state.rng, side, 0) !== 'hidden') return;
  deck.unseen = [...deck.draw].sort();
  deck.draw = deck.draw.map(() => HIDDEN);
}

/** Cards joining the draw pile (a reshuffle, a War Phase, a redrawn hand): on a sealed deck they become unseen. */
export function joinPile(deck: Deck, ids: string[]): void {
  if (!isSealed(deck)) {
    deck.draw = [...deck.draw, ...ids].sort();
    return;
  }
  const known = ids.filter((c) => c !== HIDDEN);
  deck.unseen = [...deck.unseen!, ...known].sort();
  deck.draw = [...deck.draw, ...ids.map(() => HIDDEN)];
}

/** Draw one card at random from the side's draw pile (null when it is empty). No card id reaches the events. */
function drawOne(d: Draft, side: Side): string | null {
  const deck = d.vars.decks[side];
  if (deck.draw.length === 0) return null;
  // Strict dice: a draw waits for the other side's next secret like a roll, on every machine alike (a sealed
  // deck takes a hidden card without dice, so it must not be the one machine where the action goes through).
  if (d.state.rng.algorithm === PENDING_RNG.algorithm) throw new DicePending('The draw waits for the other side');
  sealIfHidden(d, side);
  const rng = privateRng(d.state.rng, side, deck.drawn ?? 0);
  if (rng !== null) deck.drawn = (deck.drawn ?? 0) + 1;
  let index = 0;
  if (isSealed(deck)) index = deck.draw.length - 1;
  else if (deck.draw.length > 1) {
    const r = rollDice(rng === null || rng === 'hidden' ? d.state.rng : rng, 1, deck.draw.length);
    // The public dice advance; a private draw leaves them as they were, so both machines stay in step.
    if (rng === null) d.state.rng = r.rng;
    index = r.dice[0]! - 1;
  }
  const [card] = deck.draw.splice(index, 1);
  deck.hand.push(card!);
  return card!;
}

/** §8.1.3 the discard pile becomes the draw pile (shuffled: the pile is a set). */
export function reshuffle(d: Draft, side: Side): void {
  const deck = d.vars.decks[side];
  const discards = deck.discard;
  deck.discard = [];
  joinPile(deck, discards);
  emit(d, { type: 'reshuffle', side, cards: deck.draw.length, rule: '8.1.3' });
}

/** A hand going back into the draw pile (§15.1.2 the Turn 6 redraw, a later start). */
export function handToPile(deck: Deck): void {
  const hand = deck.hand;
  deck.hand = [];
  joinPile(deck, hand);
}

/** §6.0 A.3 draw up to the hand size; an empty pile reshuffles the discards once; a short hand stays short. */
export function drawUp(d: Draft, side: Side): void {
  const deck = d.vars.decks[side];
  const size = d.vars.handSize[side];
  let drawn = 0;
  let reshuffled = false;
  while (deck.hand.length < size) {
    if (deck.draw.length === 0) {
      if (reshuffled || deck.discard.length === 0) break;
      reshuffle(d, side);
      reshuffled = true;
    }
    if (drawOne(d, side) !== null) drawn += 1;
  }
  emit(d, { type: 'draw', side, cards: drawn, hand: deck.hand.length, rule: '6.0 A.3', random: drawn > 0 });
}

/** §15.1.1 a new War Phase: its cards join the draw pile, with the discard pile shuffled in. */
export function addWarPhase(module: GameModule, d: Draft, phase: WarPhase): void {
  for (const side of [NAT, REP] as const) {
    const deck = d.vars.decks[side];
    const joining = [...deck.discard, ...phaseCards(module, side, phase)];
    deck.discard = [];
    joinPile(deck, joining);
  }
  d.vars.warPhase = phase;
  emit(d, { type: 'warPhase', phase, rule: '15.1.1' });
}

/** After a play (§8.5.1.3, §8.1.4): an asterisk event or a red-text card is removed, any other card discarded. */
export function discardPlayed(module: GameModule, d: Draft, side: Side, id: string, asEvent: boolean): void {
  const deck = d.vars.decks[side];
  takeFromHand(deck, id);
  const card = cardOf(module, id);
  if ((asEvent && card.asterisk) || card.removeAfterPlay) deck.removed.push(id);
  else deck.discard.push(id);
}
