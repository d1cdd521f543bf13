// The game-specific part of a Struggle for Europe state (GameState.vars): where the flow stands (§4), the weather of
// each zone (§25), rail capacity used and the railheads (§8), each unit's unsupplied level (§23.12), hex control
// (§6.2), what the Movement Phase recorded for the railheads (§8.06), the replacement points (§27.2) and the combat
// being fought (combat.ts owns its shape). Units are the core's pieces; their factors are the module's UnitDefs.
// Plain JSON.

import { violationMaker } from '../../core/kit.js';
import type { GameModule, HexDef, UnitDef, UnitFace } from '../../core/module.js';
import type { GameState, JsonObject, Piece, SideId } from '../../core/types.js';

/** §4.0 the two sides (module.json ids): the Axis and the Soviet/Allied player. */
export const AXIS = 'axis';
export const SOVIET = 'soviet';
export type Side = typeof AXIS | typeof SOVIET;
/** The other side. */
export const enemyOf = (side: SideId): Side => (side === AXIS ? SOVIET : AXIS);
/** Whether a value is one of the two sides. */
export const isSide = (v: unknown): v is Side => v === AXIS || v === SOVIET;

/** §2.4, §25.1 the weather zones (the map's hex features "weather-zone-A"...). */
export type Zone = 'A' | 'B' | 'C' | 'D' | 'E';
export const ZONES: readonly Zone[] = ['A', 'B', 'C', 'D', 'E'];
/** §25 the weathers the rules name, from the best to the worst. */
export type Weather = 'clear' | 'frost' | 'mud' | 'heavy-mud' | 'snow' | 'heavy-snow' | 'stormy';

/**
 * §4.01-§4.09 the phases of a player segment (the weather phase opens the game turn), without the naval
 * sub-phases: the Movement Phase is the construction and ground movement (§4.04).
 */
export type Phase =
  | 'weather'
  | 'reinforcement'
  | 'supply'
  | 'movement'
  | 'air'
  | 'combat'
  | 'exploitation'
  | 'post-exploitation'
  | 'administrative';

/** §1.01, §4.0 a game turn is half a month: "JUN 2 1941" is { year: 1941, month: 6, half: 2 }. */
export interface TurnDate {
  year: number;
  month: number;
  half: 1 | 2;
}

/** What a unit did in this Movement or Exploitation Phase (§7, §7.2, §8, §8.04, §8.06). */
export interface Moved {
  /** §7.1 the movement points spent (ground movement, entraining and detraining). */
  mp: number;
  /** §7.2 strategic movement: ground MPs ×1.5, through hexes controlled and free of enemy ZOC. */
  sm?: boolean;
  /** §8.01 moved by rail this phase (capacity counted). */
  rail?: boolean;
  /** §8.04 extended rail movement: no MP but entraining and detraining, no attack this segment. */
  extended?: boolean;
  /** §8.01 detrained with no MP left: it ends its move there. */
  done?: boolean;
  /** §6.11 entered an enemy ZOC: it stops. */
  stopped?: boolean;
}

/** §8.06 one hex a supplied ground unit moved through while it was joined to one of its side's railheads. */
export type Passage = string;

/** §27.2 a side's replacement points: ground RPs accumulate; air RPs "must be used when they are received or they
 *  are lost" (†§27.24(2) spends them at the Reinforcement Phase's start, so `air` is 0 between phases). */
export interface Points {
  infantry: number;
  armor: number;
  air: number;
}

/** The Struggle for Europe's vars. */
export interface SfeVars {
  /** Where the flow stands (flow.ts). */
  step: string;
  /** The rule options in force (options.ts): the ambiguities of the digest's §10.5 and the optional §28 rules. */
  options: Record<string, boolean>;
  /** §4.0 the game turn's date. */
  date: TurnDate;
  /** §4.02-§4.09 the phase of the phasing player's segment (state.activeSide phases). */
  phase: Phase;
  /** §4.0 which segment of the game turn: the Axis's first (1), the Soviet's second (2). */
  segment: 1 | 2;
  /** §4.01, §25.1 the weather of each zone this game turn (E is always clear). */
  weather: Record<Zone, Weather>;
  /** §6.2 the side controlling each land hex (the last to have a ground unit there). */
  control: Record<string, Side>;
  /** §8.0, §7.2 the hexes whose control changed in this segment, and their controller at its start. */
  controlBefore: Record<string, Side>;
  /** §8.03 the scenario's rail capacity per player segment, in corps. */
  railCapacity: Record<Side, number>;
  /** §8.03 the rail capacity used in this segment (the Rail Capacity marker on the Point Track). */
  railUsed: number;
  /** §8.06 each side's railhead markers (hexes). */
  railheads: Record<Side, string[]>;
  /** §8.06 the rail hexes each side may use (behind its railheads; it loses a hex when the enemy takes it). */
  rail: Record<Side, string[]>;
  /** §8.06 the hexes supplied ground units moved through in this Movement Phase while joined to a railhead. */
  passages: Passage[];
  /** §7, §8 what each unit did in this phase. */
  moved: Record<string, Moved>;
  /** §8.04 the units that used extended rail movement this segment (they may not attack). */
  extendedRail: string[];
  /** §23.12 each unit's unsupplied level (turns out of supply; absent: supplied). */
  unsupplied: Record<string, number>;
  /** §27.2 each side's replacement points. */
  points: Record<Side, Points>;
  /** †§28.16b the first-turn surprise (surprise.ts): the die, the Soviet air units it costs, those left to pick. */
  surprise?: { die: number; lost: number; left: number };
  /** †§27.24(2) the air replacements won at this Reinforcement Phase's start, by pool: a nationality, or the hex of
   *  a cut-off replacement city (§27.21b) whose own air RPs won it (airreplace.ts). */
  airWon?: Record<string, number>;
  /** §27.21b the RPs of each replacement city cut off from a full source, halved and kept apart (by hex, cityrp.ts). */
  cityPoints?: Record<string, Points>;
  /** §27.21b, §23.12 the turns each replacement city has traced no supply at all (absent: supplied). */
  cityUnsupplied?: Record<string, number>;
  /** §27.22 the attack factors each side lost since its last Reinforcement Phase (surrenders excluded). */
  lost: Record<Side, number>;
  /** §26 the broken-down corps (in the counter box) and the units they broke down into. */
  brokenDown: Record<string, string[]>;
  /** §27.11, §27.21 how many units each city took in this Reinforcement Phase. */
  placed: Record<string, number>;
  /** §27.41 the units that arrived this segment: they may overstack until the end of the Movement Phase. */
  arrived?: string[];
  /** †§27.21 the armor and motorized units each city took in this Reinforcement Phase. */
  placedArmor?: Record<string, number>;
  /** §23.3, §23.4 the supply point markers delivered by air and sea (delivered.ts). */
  delivered?: import('./delivered.js').Delivered[];
  /** §18-§20 the naval book: each ship's MPs, mission, damage, repair, cargo (naval.ts). */
  naval?: import('./naval.js').NavalBook;
  /** §15-§17 the air war: the Air Phase's allocation, the air units in the air, who flew (air.ts). */
  air?: import('./air.js').AirVars;
  /** §5.01 the step the flow goes back to once the overstacked hexes are resolved (flow.ts). */
  resume?: string;
  /** §9-§14 the combat being fought (combat.ts owns its shape), or null. */
  combat: JsonObject | null;
  /** §9.02 the units that attacked in this phase, and the hexes attacked (combat.ts). */
  attacked: string[];
  /** The result once the game is over. */
  result: { winner: SideId | null; rule: string; reason: string } | null;
}

/** The SFE vars of a state (the set-up always makes them). */
export function varsOf(state: Pick<GameState, 'vars'>): SfeVars {
  return state.vars as unknown as SfeVars;
}

/** A Struggle for Europe violation: its rule id ("sfe.<id>"), the rule, the English message and its values. */
export const violation = violationMaker('sfe');

/** The unit counter a piece is printed from (undefined for markers and unknown defs). */
export function defOf(module: GameModule, piece: Pick<Piece, 'def'>): UnitDef | undefined {
  return module.units.find((u) => u.id === piece.def);
}

/** The face a unit shows: its reduced face below its full steps (§3.1, §10.02). */
export function faceOf(def: UnitDef, piece: Pick<Piece, 'steps'>): UnitFace {
  return piece.steps < def.steps && def.reduced ? def.reduced : def.full;
}

/** Whether a unit shows its reduced face. */
export const isReduced = (def: UnitDef, piece: Pick<Piece, 'steps'>): boolean =>
  piece.steps < def.steps && !!def.reduced;

/** §3.4 a leader counter (UnitDef.type "leader"). */
export const isLeader = (def: UnitDef): boolean => def.type === 'leader';
/** §3.4, §23.22 a supply unit (UnitDef.type "supply"; size "half" for a half supply unit). */
export const isSupplyUnit = (def: UnitDef): boolean => def.type === 'supply';
/** §3.2 an air unit's type: "air" or "air-…" (an "airborne" division is a ground unit, §22). */
export const isAirType = (type: string): boolean => type === 'air' || type.startsWith('air-');
/** §3.2, §3.3 air and naval units (types "air-…", "naval-…", or flagged). */
export const isAirOrNaval = (def: UnitDef): boolean =>
  isAirType(def.type) || def.type.startsWith('naval') || !!def.flags?.includes('air');
/** §3.5, §24 a fort counter (UnitDef.type "fort"): not a ground unit. */
export const isFort = (def: UnitDef): boolean => def.type === 'fort';
/** §3.1 a ground combat unit: not a leader, supply, air or naval unit, nor a fort. */
export const isGround = (def: UnitDef): boolean =>
  !isLeader(def) && !isSupplyUnit(def) && !isAirOrNaval(def) && !isFort(def);
/** §28.01 armor-type units: armor (tanks, panzers) and motorized. */
export const isArmorType = (def: UnitDef): boolean => def.type === 'armor' || def.type === 'motorized';

/** The units on the map (pieces in hexes), of one side or both. */
export function onMap(state: Pick<GameState, 'pieces'>, side?: SideId): Piece[] {
  return state.pieces.filter(
    (p) => p.kind === 'unit' && p.at.kind === 'hex' && (side === undefined || p.side === side),
  );
}

/** §3.3 a naval counter (the module names them "NV-…"): naval.ts keeps its book. */
export const isNavalPiece = (p: Pick<Piece, 'def'>): boolean => p.def.startsWith('NV-');

/** The units in a hex; ships in port do not hold it against the enemy's ground units (§18.04: they evacuate). */
export function unitsIn(state: Pick<GameState, 'pieces'>, hex: string): Piece[] {
  return state.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'hex' && p.at.hex === hex && !isNavalPiece(p));
}

/** The hex a piece stands in, or null off the map. */
export const hexOf = (p: Pick<Piece, 'at'>): string | null => (p.at.kind === 'hex' ? p.at.hex : null);

/** §6.2 the side controlling a hex now (undefined: nobody, a sea hex). */
export const controllerOf = (v: Pick<SfeVars, 'control'>, hex: string): Side | undefined => v.control[hex];

/** §8.0, §7.2 the side that controlled a hex at the start of this player segment. */
export const controllerAtStart = (v: Pick<SfeVars, 'control' | 'controlBefore'>, hex: string): Side | undefined =>
  hex in v.controlBefore ? v.controlBefore[hex] : v.control[hex];

const hexIndex = new WeakMap<GameModule, Map<string, HexDef>>();
/** A hex of the module's map by id (indexed once per module). */
export function hexDef(module: GameModule, hex: string): HexDef | undefined {
  let index = hexIndex.get(module);
  if (!index) {
    index = new Map(module.map.hexes.map((h) => [h.id, h]));
    hexIndex.set(module, index);
  }
  return index.get(hex);
}

/** §4.01 the zone a hex lies in (its "weather-zone-X" feature), E when the map names none. */
export function zoneOf(module: GameModule, hex: string): Zone {
  const def = hexDef(module, hex);
  const f = def?.features?.find((x) => x.startsWith('weather-zone-'));
  return (f?.slice('weather-zone-'.length) as Zone | undefined) ?? 'E';
}

/** Fresh vars for a scenario's first turn (setup.ts fills control, railheads and rail from the scenario). */
export function initialVars(date: TurnDate, options: Record<string, boolean> = {}): SfeVars {
  const none = { infantry: 0, armor: 0, air: 0 };
  return {
    step: 'weather',
    options,
    date,
    phase: 'weather',
    segment: 1,
    weather: { A: 'clear', B: 'clear', C: 'clear', D: 'clear', E: 'clear' },
    control: {},
    controlBefore: {},
    railCapacity: { axis: 0, soviet: 0 },
    railUsed: 0,
    railheads: { axis: [], soviet: [] },
    rail: { axis: [], soviet: [] },
    passages: [],
    moved: {},
    extendedRail: [],
    unsupplied: {},
    points: { axis: { ...none }, soviet: { ...none } },
    lost: { axis: 0, soviet: 0 },
    brokenDown: {},
    placed: {},
    combat: null,
    attacked: [],
    result: null,
  };
}
