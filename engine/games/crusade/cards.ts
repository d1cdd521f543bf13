// The strategy cards as the rules read them (§8, cards.json): their deck, values and flags, and the restrictions
// and prerequisites on playing their events (§8.5.1).

import type { CardDef, GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { HIDDEN, type Side, type WarPhase, varsOf } from './state.js';

const cache = new WeakMap<GameModule, Map<string, CardDef>>();

/** Every card of the module by id. */
export function cardMap(module: GameModule): Map<string, CardDef> {
  let m = cache.get(module);
  if (!m) {
    m = new Map((module.cards ?? []).map((c) => [c.id, c]));
    cache.set(module, m);
  }
  return m;
}

/** The card with this id (throws: callers check ids first). */
export function cardOf(module: GameModule, id: string): CardDef {
  const c = cardMap(module).get(id);
  if (!c) throw new Error(`No card "${id}"`);
  return c;
}

/** §15.1 the War Phase of a turn: War of the Columns 1–5, Mobilization 6–11, War of the Armies 12–18. */
export function warPhaseOf(turn: number): WarPhase {
  return turn <= 5 ? 'columns' : turn <= 11 ? 'mobilization' : 'armies';
}

/** §16.5 winter turns (January/February). */
export const isWinter = (turn: number): boolean => turn === 5 || turn === 11 || turn === 17;

/** §8.1.2 the cards of one side's deck that join it in a War Phase. */
export function phaseCards(module: GameModule, side: Side, phase: WarPhase): string[] {
  return (module.cards ?? []).filter((c) => c.side === side && c.warPhase === phase).map((c) => c.id);
}

/** §17.2 a card's SR value: its OPS value, one less in Turns 1–2. */
export function srValue(card: CardDef, turn: number): number {
  return Math.max(0, card.ops - (turn <= 2 ? 1 : 0));
}

/** §8.4 the RP a card gives: national pool and foreign pool (the foreign only after its Military Aid event). */
export function rpOf(card: CardDef): { national: number; foreign: number } {
  const national = card.rp.NAT ?? card.rp.REP ?? 0;
  const foreign = card.rp.AXIS ?? card.rp.SOV ?? 0;
  return { national, foreign };
}

/** §8.5.1.2 the restrictions and prerequisites of a card's event that are not met now, as sentences. */
export function unmetRestrictions(module: GameModule, state: GameState, card: CardDef): string[] {
  const v = varsOf(state);
  const out: string[] = [];
  for (const r of card.restrictions) {
    switch (r.requires) {
      case 'turnMin':
        if (state.turn < Number(r.turn)) out.push(`not before Turn ${r.turn}`);
        break;
      case 'turnMax':
        if (state.turn > Number(r.turn)) out.push(`not after Turn ${r.turn}`);
        break;
      case 'phase':
        if (warPhaseOf(state.turn) !== r.phase) out.push(`only in the ${String(r.phase)} War Phase`);
        break;
      case 'played':
        if (!v.played.includes(String(r.card)))
          out.push(`only after "${cardMap(module).get(String(r.card))?.name ?? r.card}"`);
        break;
      case 'notPlayed':
        if (v.played.includes(String(r.card)))
          out.push(`not after "${cardMap(module).get(String(r.card))?.name ?? r.card}"`);
        break;
      case 'rmAtMost':
        if (v.rm > Number(r.rm)) out.push(`only while Republican Morale is ${r.rm} or less`);
        break;
      case 'rmAtLeast':
        if (v.rm < Number(r.rm)) out.push(`only while Republican Morale is ${r.rm} or more`);
        break;
      case 'notWinter':
        if (isWinter(state.turn)) out.push('not in a winter turn');
        break;
      case 'inCombat':
        out.push('only during a combat');
        break;
      case 'mustPlayAsEvent':
        break;
      default:
        out.push(`an unknown restriction "${r.requires}"`);
    }
  }
  return out;
}

/** §4.3.1 a card that must be played as its event in a given turn and round (Air Bridge), if this is it. */
export function mustPlayNow(module: GameModule, state: GameState, side: Side): string | null {
  const v = varsOf(state);
  // A sealed hand (the other side's, by e-mail) is not known here: its owner's machine enforces this.
  for (const id of v.decks[side].hand) {
    if (id === HIDDEN) continue;
    const r = cardOf(module, id).restrictions.find((x) => x.requires === 'mustPlayAsEvent');
    if (r && state.turn === Number(r.turn) && v.round === Number(r.round)) return id;
  }
  return null;
}
