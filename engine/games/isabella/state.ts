// The game-specific part of an Isabella state (GameState.vars) and small helpers over it. Everything here is
// plain JSON: it is hashed, saved and replayed with the rest of the state. The types are JSON types (type
// aliases of JSON values), so a state's vars are IsabellaVars without a cast where they are made.

import type { GameState, HexId, JsonObject, Piece, SideId } from '../../core/types.js';
import type { GameModule } from '../../core/module.js';
import { unknownMaker, violationMaker } from '../../core/kit.js';
import type { Step } from './flow.js';
import { type ALLIED, type AXIS, nationality } from './units.js';

/** Who controls a hex (7.7); a hex absent from the map of control is uncontrolled. */
export type Control = typeof ALLIED | typeof AXIS;

/** What a battle waits for (13.x; '' while it is being resolved): its answering side is battle.ts battleSide. */
export type BattleWait = '' | 'reroll' | 'dl1' | 'defender-loss' | 'attacker-loss' | 'retreat' | 'advance' | 'momentum';

/** A battle in progress (13.x): declared, waiting on a player's choice, or resolved and waiting on the advance. */
export type Battle = {
  /** Who attacks. */
  side: SideId;
  target: HexId;
  attackers: string[];
  defenders: string[];
  /** Attackers in supply when the battle began (11.2). */
  supplied: string[];
  /** The CRT column label and its ladder index after every shift. */
  column: string;
  /** 13.14 the result: AL1, AS, EX, DL1, DR, DE. */
  result: string;
  die: number | null;
  /** What the battle waits for now. */
  waiting: BattleWait;
  /** 13.13: attackers stood in a concentric pattern (10.3 uses it for the replacement delay). */
  concentric: boolean;
  /** A momentum attack (13.21) or a probe (13.22). */
  kind: 'attack' | 'momentum' | 'probe';
  /** Defenders still to retreat (DR). */
  toRetreat: string[];
};

/** The Isabella vars. */
export type IsabellaVars = {
  /** Table bookkeeping shared with the table rules (marker instance numbers). */
  markerSeq: number;
  /** The set-up's rule options (options.ts). */
  options: JsonObject;
  /** Where the flow stands inside the phase (flow.ts). */
  step: Step;
  /** 7.7 hex control; replaced whole, changed in place only in an owned draft (draft.ts draftOf, ownsControl). */
  control: Record<HexId, Control>;
  /** 4.5 German victory points. */
  vp: number;
  /** 3.4 the beachhead hex. */
  beachhead: HexId | null;
  /** 8.1 Portugal has entered the war. */
  portugal: boolean;
  /** 5.11 the Republic was restored (ever). */
  republic: boolean;
  /** 5.5 the partisan is available from this turn on (the turn after the restoration), or null. */
  partisanFrom: number | null;
  /** 5.6 Movement is phase IV this turn. */
  movementFirst: boolean;
  /** 5.4 who holds air superiority this turn, who held it last turn, and markers still to place. */
  air: { side: SideId | null; previous: SideId | null; toPlace: number };
  /** 5.12 Patton: 'waiting' to emerge, 'on' a unit, 'away' with his eliminated unit, 'kia'. */
  patton: { state: 'waiting' | 'on' | 'away' | 'kia'; piece: string | null };
  /** 10.2 units that landed this turn (MF halved). */
  landed: string[];
  /** 13.21, 13.22 units that made a probe or a momentum attack this combat phase. */
  probed: string[];
  momentum: string[];
  /** 5.7 a side proposed to end the phase; the other answers. */
  endProposed: SideId | null;
  /** 10.4 replenishment used this turn: 'us', 'uk', 'de'. */
  replenished: string[];
  battle: Battle | null;
  /** 6.6: over-stacked units are being eliminated by their owner; then play goes on after this side's action. */
  overstackResume: SideId | null;
  /** 4.1-4.4 the result, once the game is over. */
  result: { winner: SideId; rule: string; reason: string } | null;
};

/** The Isabella vars of a state (the set-up always makes them). */
export function varsOf(state: GameState): IsabellaVars {
  return state.vars as IsabellaVars;
}

/** A violation with the rule id, rulebook section, English message and the arguments a translation needs. */
export const violation = violationMaker('isabella');

/** The refusal of an action naming a piece or hex that does not exist. */
export const unknown = unknownMaker(violation);

/** 8.1: Portuguese units are frozen and out of play while Portugal is neutral. */
export function frozen(module: GameModule, state: GameState, piece: Piece): boolean {
  return !varsOf(state).portugal && nationality(module, piece) === 'pt';
}

/** The control of a hex (7.7), or null when uncontrolled. */
export function controlOf(state: GameState, hex: HexId): Control | null {
  return varsOf(state).control[hex] ?? null;
}
