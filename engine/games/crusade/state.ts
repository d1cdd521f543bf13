// The game-specific part of a Crusade and Revolution state (GameState.vars) and small helpers over it. Plain JSON:
// hashed, saved and replayed with the rest of the state. The hands and the draw piles are here too; views take
// them out (view.ts), so a side never receives the other's hand or any pile's order.

import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, Piece, SideId } from '../../core/types.js';
import { violationMaker } from '../../core/kit.js';
import type { Step } from './flow.js';
import type { OpsState } from './activation.js';
import type { BeachHead } from './beachhead.js';
import type { CombatVars } from './combat-state.js';
import type { Bonus } from './counterattack.js';
import type { EventMarks, EventOps } from './event-effects.js';
import type { EventProgress } from './events.js';
import type { SrMemory } from './sr.js';

/** The two sides (module.json ids). */
export const NAT = 'NAT';
export const REP = 'REP';
export type Side = typeof NAT | typeof REP;
/** The other side. */
export const enemyOf = (side: SideId): Side => (side === NAT ? REP : NAT);

/** §15.1 the three War Phases, whose cards join the decks at Turns 1, 6 and 12. */
export type WarPhase = 'columns' | 'mobilization' | 'armies';

/** How a card was used in an Action Round (§7.1), as the Action Chart records it. */
export type CardUse = 'ops' | 'sr' | 'rp' | 'event' | 'auto';

/** One side's cards (§8.1): draw pile (a set: its order is never stored, a draw picks at random), hand, discard
 *  pile (last = top), permanently removed cards, and Combat Cards retained face up (§8.5.3). */
export interface Deck {
  draw: string[];
  hand: string[];
  discard: string[];
  removed: string[];
  retained: string[];
  /**
   * A hand sealed on this machine (a game by e-mail, the other side's hand): `draw` and the unknown cards of
   * `hand` are HIDDEN ('?'), and `unseen` holds the cards they are, sorted, without saying which is where.
   */
  unseen?: string[];
  /** Cards this side has drawn in a game by e-mail: numbers each private draw (dice-chain.ts privateRng). */
  drawn?: number;
}

/** A card this machine cannot know: in the draw pile or in a hand sealed to its owner (deck.ts). */
export const HIDDEN = '?';

/** The play of the current Action Round: who, which card (null for the Automatic Operation), how, and what is
 *  left of it. */
export interface RoundPlay {
  side: Side;
  card: string | null;
  use: CardUse;
  /** OPS points, SR points or RP left to use. */
  points: number;
  /** §8.2, §8.5.5.2 the OPS an event grants (events.ts), when the play is an event's. */
  data: { eventOps?: EventOps };
}

/** Per side and per turn counts the Action Round limits read (§7.1). */
export interface TurnCounts {
  national: boolean;
  foreign: boolean;
  opsCards: number;
  counterattack: boolean;
}

/** What the rule modules keep in `vars.extra`, each under its own key (absent when not in use). */
export interface CrusadeExtra {
  /** §8.2 the OPS of the current Action Round (activation.ts). */
  ops?: OpsState;
  /** §11 this round's combats, this turn's results and the combat in progress (combat-state.ts). */
  combat?: CombatVars;
  /** §8.5 the event in progress (events.ts). */
  event?: EventProgress;
  /** What events leave for later turns (event-effects.ts). */
  events?: EventMarks;
  /** §8.5.4, §8.5.6 the beach head in play (beachhead.ts). */
  beachHead?: BeachHead;
  /** §8.5.5.4 the Strategic Counterattack bonuses on the map, by space (counterattack.ts). */
  counterattackBonus?: Record<string, Bonus>;
  /** §17.6 the Army of Africa's arrivals made and units left in Morocco (afr.ts). */
  afr?: { done?: string[]; stranded?: string[] };
  /** §17.3 Madrid priority (morale.ts). */
  madridPriority?: number;
  /** The state-dependent and once-per-game RM entries already taken (morale.ts). */
  morale?: JsonObject;
  /** §15.2.3 the militia militarized so far (deployment.ts). */
  militarized?: number;
  /** §16.2.4.2 the RP each Isolated Space group received this Replacement Phase (replacements.ts). */
  rpIsolated?: Record<string, number>;
  /** §16.1.8 the sieges the Nationalists reinforced this turn (sieges.ts). */
  siegeSupport?: { turn: number; sieges: string[] };
  /** §13.4.3 the corps waiting on the Turn track after a Special SR, and the turn they return (sr.ts). */
  specialSR?: { unit: string; turn: number }[];
  /** §12 what the current SR has redeployed (sr.ts). */
  sr?: SrMemory;
  /** §16.2.4.3 the Isolated Space groups that received their MIL from the Reserve this turn (sr.ts). */
  srIsolated?: { turn: number; groups: string[] };
  /** §9.1.4 the step an over-stacked space interrupted (flow.ts resumes it). */
  overstack?: { step: Step };
}

/** The Crusade vars. */
export interface CrusadeVars {
  /** Table bookkeeping shared with the table rules (marker instance numbers). */
  markerSeq: number;
  /** The set-up's rule options (options.ts). */
  options: JsonObject;
  /** Where the flow stands (flow.ts). */
  step: Step;
  /** §7.1 the Action Round of the active side this turn, 1..6 (0 outside the Action Phase). */
  round: number;
  warPhase: WarPhase;
  /** §2.1.1 who controls each space (absent: nobody, e.g. a neutral space). */
  control: Record<string, Side>;
  /** §5, §16.3 Victory Points and Republican Morale. */
  vp: number;
  rm: number;
  /** §8.4 replacement points by pool (NAT, AXIS, REP, SOV). */
  rp: Record<string, number>;
  decks: Record<Side, Deck>;
  /** §6.0 A.3 hand size, fixed at the start of the turn. */
  handSize: Record<Side, number>;
  /** §7.1 the Action Chart: what each side did in each of its rounds this turn. */
  actionChart: Record<Side, (CardUse | null)[]>;
  perTurn: Record<Side, TurnCounts>;
  /** The play in progress this Action Round. */
  play: RoundPlay | null;
  /** §8.5.1 events played so far (prerequisites), and flags events set (Military Aid, Air Bridge...). */
  played: string[];
  flags: string[];
  /** §16.7 who controls the Strait of Gibraltar. */
  strait: Side;
  /** §16.1 the sieges: their space and resist (0 = surrendered, -1 = liberated). */
  sieges: Record<string, { space: string; resist: number }>;
  /** Game-specific state the rule modules add (combat in progress, activations...), each under its own key. */
  extra: CrusadeExtra;
  /** The result once the game is over. */
  result: { winner: Side | null; rule: string; reason: string } | null;
}

/**
 * A type as JSON holds it: the same fields as plain object types, which JSON objects are (an interface is not one:
 * it has no index signature). The compiler holds that every field of the type is a JSON value.
 */
export type JsonOf<T> = T extends (infer U)[] ? JsonOf<U>[] : T extends object ? { [K in keyof T]: JsonOf<T[K]> } : T;

/** The Crusade vars as a state holds them (the set-up makes them: setup.ts). */
export function jsonVars(vars: CrusadeVars): JsonOf<CrusadeVars> {
  return vars;
}

/** The Crusade vars of a state (the set-up always makes them). */
export function varsOf(state: GameState): CrusadeVars {
  return state.vars as JsonOf<CrusadeVars>;
}

/** A violation with the rule id (`crusade.<rule>`), rulebook section, English message and the arguments a
 *  translation needs. */
export const violation = violationMaker('crusade');

/** The side a unit fights for (its `side:` flag in units.json). */
export function sideOfUnit(module: GameModule, def: string): Side | null {
  const u = module.units.find((x) => x.id === def);
  if (!u) return null;
  return u.flags?.includes('side:NAT') ? NAT : u.flags?.includes('side:REP') ? REP : null;
}

/** The units on the map in a space (stacking order, last on top). */
export function unitsIn(state: GameState, space: string): Piece[] {
  return state.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'space' && p.at.space === space);
}

/** The space a piece stands in, or null (a box). */
export const spaceOf = (p: Piece): string | null => (p.at.kind === 'space' ? p.at.space : null);

/** The controller of a space, or null. */
export function controlOf(state: GameState, space: string): Side | null {
  return varsOf(state).control[space] ?? null;
}
