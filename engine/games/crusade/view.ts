// What one side may see (§8.1, digest 9.2): its own hand; of the other's, only how many cards it holds. Nobody
// sees a draw pile (only its size) or browses a discard pile (only its top card and size, §8.1.4). Played,
// removed and retained Combat Cards are public. The dice generator is taken out by the core (sideView).

import type { GameState, SideId, VisibleState } from '../../core/types.js';
import { withoutRng } from '../../core/sideview.js';
import { HIDDEN, type JsonOf, NAT, REP, varsOf } from './state.js';

/** One side's cards as `viewer` may see them. */
export interface DeckView {
  /** The viewer's own hand; [] for the other side's. */
  hand: string[];
  handCount: number;
  drawCount: number;
  discardTop: string | null;
  discardCount: number;
  removed: string[];
  retained: string[];
}

/** The state as `side` may see it: the decks replaced by what that side may know of them. */
export function crusadeView(state: GameState, side: SideId): VisibleState {
  const visible = withoutRng(state);
  const v = varsOf(state);
  const decks: JsonOf<Record<string, DeckView>> = {};
  for (const s of [NAT, REP] as const) {
    const d = v.decks[s];
    decks[s] = {
      // Honor mode is a physical table, but a hand is private there too: the other player does not see it.
      hand: s === side ? d.hand.filter((c) => c !== HIDDEN) : [],
      handCount: d.hand.length,
      drawCount: d.draw.length,
      discardTop: d.discard.at(-1) ?? null,
      discardCount: d.discard.length,
      removed: [...d.removed],
      retained: [...d.retained],
    };
  }
  return { ...visible, vars: { ...visible.vars, decks } };
}
