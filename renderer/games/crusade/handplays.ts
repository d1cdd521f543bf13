// What the hand panel of a card-driven game (Crusade and Revolution) shows, as data: the decks the view gives
// (own hand, the other side's count, piles), the legal ways to play each card (only what view.legalActions lists),
// the Automatic Operation, the Draw Phase's discards, a card's restrictions in words and why it is reconstructed.
// Pure: view and module data in, plain values out.

import type { CardDef, GameModule, Provenance } from '../../../engine/core/module.js';
import type { JsonObject, View } from '../../../engine/core/types.js';
import { isReconstructed } from '../../../engine/core/provenance.js';

import type { DeckView } from '../../../engine/games/crusade/index.js';

/** One side's cards as a view shows them. */
export type { DeckView };

/** How a card is played (§7.1), in the order the hand panel offers them. */
export const CARD_USES = ['ops', 'sr', 'rp', 'event'] as const;
export type CardUse = (typeof CARD_USES)[number];

/** A concrete action the page may send. */
export interface CardAnswer {
  verb: string;
  args: JsonObject;
}

/** The two sides of a card game: the viewer's and the other. */
export function sidesOf(view: View): { mine: string; other: string } {
  const mine = view.side;
  const ids = Object.keys(decksOf(view) ?? {});
  return { mine, other: ids.find((s) => s !== mine) ?? '' };
}

/** The decks of the view's state (vars.decks), or null when the game has no cards. */
export function decksOf(view: View | null): Record<string, DeckView> | null {
  const decks = (view?.state.vars as { decks?: unknown } | undefined)?.decks;
  return decks && typeof decks === 'object' ? (decks as Record<string, DeckView>) : null;
}

/** The module's card by id. */
export function cardDef(module: GameModule | null, id: string): CardDef | undefined {
  return module?.cards?.find((c) => c.id === id);
}

/** The legal plays of one card, by use, in CARD_USES order (only those view.legalActions lists). */
export function cardPlays(view: View | null, card: string): { use: CardUse; answer: CardAnswer }[] {
  const out: { use: CardUse; answer: CardAnswer }[] = [];
  for (const use of CARD_USES) {
    const a = (view?.legalActions ?? []).find((x) => x.verb === 'play' && x.args?.card === card && x.args?.as === use);
    if (a) out.push({ use, answer: { verb: 'play', args: { card, as: use } } });
  }
  return out;
}

/** The Automatic Operation (§7.1: 1 OPS without a card) when it is legal now. */
export function autoOpsAnswer(view: View | null): CardAnswer | null {
  return view?.legalActions.some((a) => a.verb === 'autoOps') ? { verb: 'autoOps', args: {} } : null;
}

/** The Draw Phase's discards (§6.0 A.2): null outside it, else the Combat Cards that may be discarded. */
export function discardChoices(view: View | null): string[] | null {
  const acts = (view?.legalActions ?? []).filter((a) => a.verb === 'discard');
  if (acts.length === 0) return null;
  const ids = new Set<string>();
  for (const a of acts) {
    const cards = a.args?.cards;
    if (Array.isArray(cards)) for (const c of cards) if (typeof c === 'string') ids.add(c);
  }
  return [...ids];
}

/** The discard action for the cards ticked (none: keep them all). */
export function discardAnswer(cards: string[]): CardAnswer {
  return { verb: 'discard', args: { cards: [...cards] } };
}

/** A restriction of a card (cards.json `restrictions`) as an i18n key under `crusade.restriction` and values. */
export function restrictionKey(r: { requires: string } & JsonObject): {
  key: string;
  values: Record<string, string | number>;
} {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  return { key: `crusade.restriction.${r.requires}`, values };
}

/** A reconstructed provenance label. */
type Reconstructed = Extract<Provenance, { source: 'reconstructed' }>;

/** Every reconstructed label of a card (its own and its fields'), as [field or '', provenance]. */
export function reconstructedParts(card: CardDef): [string, Reconstructed][] {
  const out: [string, Reconstructed][] = [];
  if (isReconstructed(card.prov)) out.push(['', card.prov]);
  for (const [field, p] of Object.entries(card.fieldProv ?? {})) if (isReconstructed(p)) out.push([field, p]);
  return out;
}

/**
 * The hover text of a card's "reconstructed" badge: one line per distinct reason (in `lang` when the module gives
 * it), each with the fields it covers, e.g. "ops, rp: The rulebook names the card but does not print this value".
 */
export function reconstructedText(card: CardDef, lang: string): string {
  const byReason = new Map<string, string[]>();
  for (const [field, p] of reconstructedParts(card)) {
    const reason = p.reasons?.[lang] ?? p.reason;
    byReason.set(reason, [...(byReason.get(reason) ?? []), ...(field ? [field] : [])]);
  }
  return [...byReason]
    .map(([reason, fields]) => (fields.length ? `${fields.join(', ')}: ${reason}` : reason))
    .join('\n');
}
