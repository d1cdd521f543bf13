// The game-specific part of a La Batalla del Ebro state (GameState.vars): the series' vars (ourwar/state.ts) with
// where the flow stands, the rule options, the activity phase, the battle being fought and the result. Plain JSON.

import { violationMaker } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, Location, Piece, SideId } from '../../core/types.js';
import { mapGraph } from '../ourwar/terrain.js';
import type { OurWarVars, Side } from '../ourwar/state.js';
import type { Step } from './flow.js';
import type { EbroOptions } from './options.js';

/** A combat being fought (XVI): who attacks what with whom, and what it waits for. */
export interface Battle {
  /** XVI.6 a reaction attack by the side not phasing, or the phasing side's attack. */
  reaction: boolean;
  attacker: Side;
  attackers: string[];
  hex: string;
  /** The defenders when the combat was resolved. */
  defenders: string[];
  /** XVI.7 the units that must still retreat, and the hexes they may go to. */
  retreating: string[];
  retreatTo: string[];
  /** XVI.10 the hex the defenders left empty, for the attackers' advance. */
  vacated: boolean;
  /** XVI.9 fought in the breakthrough step (the flow goes back there). */
  breakthrough?: boolean;
}

/** La Batalla del Ebro's vars. */
export interface EbroVars extends OurWarVars {
  /** Where the flow stands (flow.ts). */
  step: Step;
  /** The rule options in force (options.ts). */
  options: Partial<EbroOptions>;
  /** I.2 which activity phase of the turn: the first player's (1) or the second's (2). */
  phase: 1 | 2;
  /** VI.1 the reinforcements still to enter in this activity phase. */
  arriving: string[];
  /** XIX.2.4 the reinforcements entered in this activity phase (a formation's all go to one box). */
  entered: string[];
  /** IX.2.7 boats on the far bank this turn, and the hex they came from (they go back in the final adjustment). */
  boatsFrom: Record<string, string>;
  /** XVI.14 how many more units the side surprised may move this movement segment (null: no cap). */
  moveCap: number | null;
  /** XII the air war's vars (ourwar/airstate.ts): patrols and standing orders. */
  air?: import('../ourwar/airstate.js').AirVars;
  /** XIV.11, VII.2.1 each side's standing orders for its defence: its best HQ's support, its fire support. */
  supportOrders?: Partial<Record<import('../ourwar/state.js').Side, { hq: boolean; fire: boolean }>>;
  /** XVI.9 the units that made their breakthrough move this turn. */
  exploited?: string[];
  /** XX.1.4 how often the side the scenario names has flooded the river. */
  floods?: number;
  /** XI, XIX.2.5, VII.5 what each side may still rebuild in this turn's unit reconstruction phase: units by type,
   *  and whether it may reconstitute an HQ (one a turn). */
  rebuilding?: Partial<Record<Side, { quota: Record<string, number>; hq: boolean }>>;
  /** XX.1.5 the formations (HQ counter ids) whose withdrawal has begun, and the turn it began. */
  withdrawals?: Record<string, number>;
  /** XX.1.10 the formations declared staying instead of withdrawing. */
  kept?: string[];
  /** XX.1.5 the units withdrawing and still in play, with the turn their withdrawal began. */
  withdrawing?: Record<string, number>;
  /** XX.1.5, XX.1.10 the units withdrawn (out of play): the box they left by and the turn their withdrawal began. */
  withdrawn?: Record<string, { box: string; from: number }>;
  /** XX.2.7 the levels of prisoners exchanged so far (gone from the box for good). */
  exchanged?: number;
  /** XVI the combat being fought, or null. */
  battle: Battle | null;
  /** XVII.8 the result once the game is over. */
  result: { winner: SideId | null; rule: string; reason: string } | null;
}

/** The Ebro vars of a state (the set-up always makes them). */
export function varsOf(state: Pick<GameState, 'vars'>): EbroVars {
  return state.vars as unknown as EbroVars;
}

/** A La Batalla del Ebro violation: its rule id ("ebro.<id>"), the rule, the English message and its values. */
export const violation = violationMaker('ebro');

/** The pieces of a side on the map (units and boats), in stacking order. */
export function onMap(state: Pick<GameState, 'pieces'>, side?: SideId): Piece[] {
  return state.pieces.filter(
    (p) => p.kind === 'unit' && p.at.kind === 'hex' && (side === undefined || p.side === side),
  );
}

/** The units in a hex. */
export function unitsIn(state: Pick<GameState, 'pieces'>, hex: string): Piece[] {
  return state.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'hex' && p.at.hex === hex);
}

/** The hex a piece stands in, or null off the map. */
export const hexOf = (p: Pick<Piece, 'at'>): string | null => (p.at.kind === 'hex' ? p.at.hex : null);

/** The hex or box an action's location argument names, or null when it names neither. */
export const placeTo = (to: unknown): string | null => {
  const at = to as Location | null;
  if (!at || typeof at !== 'object') return null;
  return at.kind === 'hex' ? at.hex : at.kind === 'box' ? at.box : null;
};

/** The location of a place: a hex of the map, else an off-map box. */
export const locationOf = (module: GameModule, place: string): Location =>
  mapGraph(module).has(place) ? { kind: 'hex', hex: place } : { kind: 'box', box: place };

/** The box a piece stands in, or null. */
export const boxOf = (p: Pick<Piece, 'at'>): string | null => (p.at.kind === 'box' ? p.at.box : null);
