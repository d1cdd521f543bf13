// §8.5.3, §11.2.4, §11.2.9 Combat Cards: which a side may play in a combat (from its hand, or committed from its
// retained face-up cards once per Action Round), what they do (cards.json effects `drm`, `cancelDrm`,
// `cancelTerrain`, `lossesBeforeArmorDrm` (R7, orders-captured.ts) and the few `manual` ones the combat reads by
// id), and where they go after the combat.

import type { CardDef, GameModule } from '../../core/module.js';
import type { GameState, JsonObject, Piece } from '../../core/types.js';
import type { Drm } from '../../systems/combat/index.js';
import { cardMap, cardOf, unmetRestrictions } from './cards.js';
import { type Draft, emit } from './draft.js';
import { fortIn } from './fire.js';
import { geoOf } from './geo.js';
import { isSealed, knownHand, takeFromHand } from './deck.js';
import { HIDDEN, REP, type Side, varsOf } from './state.js';
import { hasFlag, unitType } from './units.js';

/** What a card's condition reads about the combat. */
export interface CardContext {
  attacker: Side;
  target: string;
  attackers: Piece[];
  defenders: Piece[];
}

/** The cards whose printed condition (cards.json `condition`) the engine reads, as predicates. */
const CONDITIONS: Record<string, (m: GameModule, s: GameState, c: CardContext) => boolean> = {
  'attack on the Toledo space': (_m, _s, c) => c.target === 'toledo',
  'a REP MIL unit takes part': (m, _s, c) =>
    [...c.attackers, ...c.defenders].some((p) => p.side === REP && unitType(m, p) === 'MIL'),
  'attack on a Basque space': (m, _s, c) => geoOf(m).attrs(c.target).nfRegion === 'basque',
  'defending Madrid': (_m, _s, c) => c.target === 'madrid',
  'an Asturian unit attacks or the attack is on Oviedo': (m, _s, c) =>
    c.target === 'oviedo' || c.attackers.some((p) => hasFlag(m, p, 'region:AST')),
  'an ITA unit is in the combat': (m, _s, c) =>
    [...c.attackers, ...c.defenders].some((p) => unitType(m, p) === 'ITA' || unitType(m, p) === 'CTV'),
  'defending a space with a Position or Trench': (_m, s, c) => fortIn(s, c.target) !== null,
};

/** Whether an effect's condition holds (an unknown condition never holds). */
function conditionHolds(module: GameModule, state: GameState, e: JsonObject, c: CardContext): boolean {
  if (e.condition === undefined) return true;
  const f = CONDITIONS[String(e.condition)];
  return f ? f(module, state, c) : false;
}

/** §11.2.4 the DRM a card gives its owner's fire here: the largest of its `drm` effects whose condition holds. */
export function cardDrm(module: GameModule, state: GameState, card: CardDef, c: CardContext): number {
  const values = card.event.effects
    .filter((e) => e.kind === 'drm' && conditionHolds(module, state, e, c))
    .map((e) => Number(e.value));
  return values.length > 0 ? Math.max(...values) : 0;
}

/** Whether a card's effect does something in this combat (a DRM card whose condition fails does not). */
function hasUse(module: GameModule, state: GameState, card: CardDef, c: CardContext): boolean {
  const drms = card.event.effects.filter((e) => e.kind === 'drm');
  return drms.length === 0 || cardDrm(module, state, card, c) !== 0;
}

/** §8.5.3.1 whether `side` may play this card in this combat, as attacker or defender. */
export function mayPlayCard(module: GameModule, state: GameState, id: string, side: Side, c: CardContext): boolean {
  const card = cardMap(module).get(id);
  if (!card?.combatCard || card.side !== side) return false;
  const role = side === c.attacker ? 'attacker' : 'defender';
  const inCombat = card.restrictions.find((r) => r.requires === 'inCombat');
  if (inCombat && inCombat.as !== 'either' && inCombat.as !== role) return false;
  const others = { ...card, restrictions: card.restrictions.filter((r) => r.requires !== 'inCombat') };
  if (unmetRestrictions(module, state, others).length > 0) return false;
  return hasUse(module, state, card, c);
}

/** Cards a side holds that it may use in this combat: from hand, and retained ones not yet committed this round. */
export function playableCards(
  module: GameModule,
  state: GameState,
  side: Side,
  c: CardContext,
  usedRetained: string[],
): string[] {
  const deck = varsOf(state).decks[side];
  const retained = deck.retained.filter((id) => !usedRetained.includes(id));
  // A hand sealed here (the other side's, by e-mail): any unseen card may be in it; its owner's machine knows.
  const maybe = isSealed(deck) && deck.hand.includes(HIDDEN) ? deck.unseen! : [];
  return [...knownHand(deck), ...maybe, ...retained].filter((id) => mayPlayCard(module, state, id, side, c));
}

/** The combat effects of the cards both sides played. */
export interface CardEffects {
  attackerDrms: Drm[];
  defenderDrms: Drm[];
  cancelTerrain: boolean;
  ignoreRiver: boolean;
  armorAcrossRiver: boolean;
  cancelArmor: boolean;
  noRetreatWithin1: boolean;
  divisionsFirst: boolean;
}

const has = (module: GameModule, ids: string[], id: string) => ids.includes(id) && cardMap(module).has(id);

/** §11.2.4 what the played cards do: DRMs (a Bad Weather cancels the largest enemy card DRM), terrain and river
 *  cancellations, and the manual cards the combat reads (N37, N18, R36, R45, R49). */
export function cardEffects(
  module: GameModule,
  state: GameState,
  played: { attacker: string[]; defender: string[] },
  c: CardContext,
): CardEffects {
  const drmsOf = (ids: string[]): Drm[] =>
    ids
      .map((id) => ({ id, n: cardDrm(module, state, cardOf(module, id), c) }))
      .filter((x) => x.n !== 0)
      .map((x) => ({ source: `card.${x.id}`, amount: x.n, ref: '11.2.4', reason: cardOf(module, x.id).name }));
  let attackerDrms = drmsOf(played.attacker);
  let defenderDrms = drmsOf(played.defender);
  const cancels = (ids: string[], what: string) =>
    ids.filter((id) => cardOf(module, id).event.effects.some((e) => e.kind === 'cancelDrm' && e.what === what)).length;
  // R37 Bad Weather: each cancels one enemy card's DRM (the largest; the card still counts as played).
  const dropLargest = (drms: Drm[], n: number): Drm[] => {
    const out = [...drms].sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
    return out.slice(Math.min(n, out.length));
  };
  attackerDrms = dropLargest(attackerDrms, cancels(played.defender, 'card'));
  defenderDrms = dropLargest(defenderDrms, cancels(played.attacker, 'card'));
  const any = (ids: string[], kind: string) =>
    ids.some((id) => cardOf(module, id).event.effects.some((e) => e.kind === kind));
  return {
    attackerDrms,
    defenderDrms,
    cancelTerrain: any(played.attacker, 'cancelTerrain'),
    ignoreRiver: has(module, played.attacker, 'R49'),
    armorAcrossRiver: has(module, played.attacker, 'N37'),
    cancelArmor: cancels(played.defender, 'armor') > 0,
    noRetreatWithin1: has(module, played.defender, 'R36'),
    divisionsFirst: has(module, played.defender, 'R45'),
  };
}

/** §8.5.3.2–8.5.3.4 after the combat: a winner's cards are retained face up, unless "one combat per turn"
 *  (discarded) or asterisked (removed); a side that did not win discards them all (asterisked ones removed). */
export function settleCards(module: GameModule, d: Draft, side: Side, ids: string[], won: boolean): void {
  const deck = d.vars.decks[side];
  for (const id of ids) {
    const card = cardOf(module, id);
    if (!deck.retained.includes(id)) takeFromHand(deck, id);
    deck.retained = deck.retained.filter((x) => x !== id);
    let to: 'retained' | 'discard' | 'removed';
    if (card.asterisk) to = 'removed';
    else if (won && !card.oneCombatPerTurn) to = 'retained';
    else to = 'discard';
    deck[to].push(id);
    emit(d, { type: 'combatCard', side, card: id, to, rule: won ? '8.5.3.2' : '8.5.3.4' });
  }
}

/** §11.2.4 a card played from hand is an event played: its `rm` effects and the prerequisites (§8.5.1.2). */
export function cardPlayed(module: GameModule, d: Draft, id: string, fromHand: boolean): void {
  if (!fromHand) return;
  if (!d.vars.played.includes(id)) d.vars.played.push(id);
  for (const e of cardOf(module, id).event.effects) {
    if (e.kind !== 'rm') continue;
    d.vars.rm += Number(e.delta);
    emit(d, { type: 'rm', delta: Number(e.delta), rm: d.vars.rm, card: id, rule: '16.3' });
  }
}
