// §8.1, §6.0 A, §15.1 the decks: drawing up to the hand size, reshuffling the discard pile, the War Phase's
// cards joining, discards and removals. The draw pile is a set, kept sorted: a draw picks one of its cards with
// the game's dice, so no order exists to be read from a state, and none from a view (which has neither the pile
// nor the dice).

import type { GameModule } from '../../core/module.js';
import { rollDice } from '../../core/dice.js';
import { cardOf, phaseCards } from './cards.js';
import { type Draft, emit } from './draft.js';
import { NAT, REP, type Side, type WarPhase } from './state.js';

/** §6.0 A.3 hand size: 7; NAT 8 while RM ≤ 15; REP 6 while RM ≤ 10 (fixed at the start of the turn). */
export function handSizeFor(side: Side, rm: number): number {
  if (side === NAT && rm <= 15) return 8;
  if (side === REP && rm <= 10) return 6;
  return 7;
}

/** Draw one card at random from the side's draw pile (null when it is empty). No card id reaches the events. */
function drawOne(d: Draft, side: Side): string | null {
  const deck = d.vars.decks[side];
  if (deck.draw.length === 0) return null;
  let index = 0;
  if (deck.draw.length > 1) {
    const r = rollDice(d.state.rng, 1, deck.draw.length);
    d.state.rng = r.rng;
    index = r.dice[0]! - 1;
  }
  const [card] = deck.draw.splice(index, 1);
  deck.hand.push(card!);
  return card!;
}

/** §8.1.3 the discard pile becomes the draw pile (shuffled: the pile is a set). */
export function reshuffle(d: Draft, side: Side): void {
  const deck = d.vars.decks[side];
  deck.draw = [...deck.draw, ...deck.discard].sort();
  deck.discard = [];
  emit(d, { type: 'reshuffle', side, cards: deck.draw.length, rule: '8.1.3' });
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
    deck.draw = [...deck.draw, ...deck.discard, ...phaseCards(module, side, phase)].sort();
    deck.discard = [];
  }
  d.vars.warPhase = phase;
  emit(d, { type: 'warPhase', phase, rule: '15.1.1' });
}

/** After a play (§8.5.1.3, §8.1.4): an asterisk event or a red-text card is removed, any other card discarded. */
export function discardPlayed(module: GameModule, d: Draft, side: Side, id: string, asEvent: boolean): void {
  const deck = d.vars.decks[side];
  deck.hand = deck.hand.filter((c) => c !== id);
  const card = cardOf(module, id);
  if ((asEvent && card.asterisk) || card.removeAfterPlay) deck.removed.push(id);
  else deck.discard.push(id);
}
