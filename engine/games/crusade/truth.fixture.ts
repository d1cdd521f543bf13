// Another hidden truth behind the same view, for the tests that hold a bot to its side's view (§8.1): the other
// hand swapped for unseen cards of the other side's draw pile, and that pile in another order.

import type { GameState } from '../../core/types.js';
import { NAT, REP, type Side, varsOf } from './state.js';

/** The same state with what `side` may not see changed, or null when the other side has no hand or no pile. */
export function otherTruth(state: GameState, side: Side): GameState | null {
  const v = JSON.parse(JSON.stringify(varsOf(state)));
  const deck = v.decks[side === NAT ? REP : NAT];
  const k = Math.min(deck.hand.length, deck.draw.length);
  if (k === 0) return null;
  const hand = deck.draw.slice(0, k);
  deck.draw = [...deck.hand.slice(0, k), ...deck.draw.slice(k)].reverse();
  deck.hand = [...hand, ...deck.hand.slice(k)];
  return { ...state, vars: v };
}
