// Rules.sample for Crusade and Revolution: a playable state consistent with one side's view, for the search bot.
// A side sees its own hand and, of every pile, only what §8.1 shows: the other hand's size, the draw piles' sizes,
// each discard pile's top card and size, the removed and retained cards (view.ts). Every card of the War Phases
// reached is in one pile (§8.1.2, §15.1), so the cards a side cannot place are the rest of its deck and of the
// other's; the sample deals them at random to the places it cannot see, each to the size the view gives: the
// other hand, then each discard pile under its top card, then the draw piles (kept sorted, a set: deck.ts). The
// dice are a fresh generator from the bot's random source (engine/ai/viewstate.ts).

import type { GameModule } from '../../core/module.js';
import type { GameState, View } from '../../core/types.js';
import { shuffled, stateOfView } from '../../ai/viewstate.js';
import { phaseCards } from './cards.js';
import { type Deck, type JsonOf, NAT, REP, type Side, type WarPhase, varsOf } from './state.js';
import type { DeckView } from './view.js';

const PHASES: readonly WarPhase[] = ['columns', 'mobilization', 'armies'];

/** §8.1.2, §15.1 every card of a side's deck once the War Phase `phase` is reached. */
function deckCards(module: GameModule, side: Side, phase: WarPhase): string[] {
  return PHASES.slice(0, PHASES.indexOf(phase) + 1).flatMap((p) => phaseCards(module, side, p));
}

/** One side's deck drawn from what `view` shows of it: its unplaced cards dealt at random to the unseen places. */
function dealDeck(module: GameModule, seen: DeckView, side: Side, phase: WarPhase, random: () => number): Deck {
  const placed = new Set([
    ...seen.hand,
    ...seen.removed,
    ...seen.retained,
    ...(seen.discardTop ? [seen.discardTop] : []),
  ]);
  const left = shuffled(
    deckCards(module, side, phase).filter((c) => !placed.has(c)),
    random,
  );
  const hand = seen.hand.length === seen.handCount ? [...seen.hand] : left.splice(0, seen.handCount).sort();
  const under = left.splice(0, Math.max(0, seen.discardCount - (seen.discardTop ? 1 : 0)));
  return {
    draw: left.sort(),
    hand,
    discard: seen.discardTop ? [...under, seen.discardTop] : under,
    removed: [...seen.removed],
    retained: [...seen.retained],
  };
}

/** A state consistent with `view`: the cards its side cannot see dealt among the hand and piles it cannot see. */
export function crusadeSample(module: GameModule, view: View, random: () => number): GameState {
  const base = stateOfView(view, random);
  const v = varsOf(base);
  const shown = v.decks as unknown as Record<Side, DeckView>;
  const decks: JsonOf<Record<Side, Deck>> = {
    [NAT]: dealDeck(module, shown[NAT], NAT, v.warPhase, random),
    [REP]: dealDeck(module, shown[REP], REP, v.warPhase, random),
  };
  return { ...base, vars: { ...base.vars, decks } };
}
