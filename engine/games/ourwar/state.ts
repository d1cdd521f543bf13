// The Our War series' part of a game state (GameState.vars): the markers the series puts on units, hexes and
// hexsides, the tracks of the turn record and the victory points. Plain JSON, hashed and saved with the rest. A
// volume of the series (engine/games/ebro) adds its own vars beside these.

import type { GameState, SideId } from '../../core/types.js';

/** The two sides (module.json ids). */
export const NAT = 'nationalist';
export const REP = 'republican';
export type Side = typeof NAT | typeof REP;
/** The other side. */
export const enemyOf = (side: SideId): Side => (side === NAT ? REP : NAT);
/** Whether a side id is one of the series' two. */
export const isSide = (v: unknown): v is Side => v === NAT || v === REP;

/** II.4 a turn is a day or a night turn. */
export type DayPart = 'day' | 'night';
/** IV the five weathers. */
export type Weather = 'clear' | 'rainy' | 'cold' | 'stormy' | 'hot';
/** V the state of the ground the terrain-state marker shows. */
export type TerrainState = 'dry' | 'mud' | 'ice';

/**
 * What the series' markers say of one unit (B.9.1), absent fields false/0. Cleared in the final adjustment phase
 * (XII) except the lasting ones (dso, fanatics).
 */
export interface UnitMarks {
  /** IX.2.1 activated: 'moved' (marker under: may still fire or attack), 'done' (on top: finished for the turn). */
  act?: 'moved' | 'done';
  /** VII.9 an HQ that used a factor (flipped): finished for the turn. */
  spent?: boolean;
  /** XVI.8 disorganised (DSO). Lasting: only reorganisation (XIX.2.1) removes it. */
  dso?: boolean;
  /** XIV fired this turn (FGO). */
  fired?: boolean;
  /** XV.7 used intensive fire: out of supply for the rest of the turn. */
  intensive?: boolean;
  /** IX.2.5 strategic redeployment or rail movement this turn. */
  redeployed?: boolean;
  /** IX.2.6 moved by rail this turn (counts against the side's rail heads). */
  rail?: boolean;
  /** IX.2.2 carried by a motor pool this turn: its own natural movement follows, then it is done. */
  pooled?: boolean;
  /** XVI.6 made a reaction attack this turn. */
  reaction?: boolean;
  /** XVI.2 started a combat this turn (once per turn, breakthrough aside). */
  attacked?: boolean;
  /** XVI.3 moved into contact with the enemy this turn: it assaults. */
  contact?: boolean;
  /** XVI.12 fanatic attacker / defender. Lasting until a negative result or out of supply. */
  fanAtt?: boolean;
  fanDef?: boolean;
  /** VI.2 enemy-ZOC hexes entered this turn (the second stops the unit). */
  ezoc?: number;
  /** IX.1 movement points spent this turn. */
  mp?: number;
  /** XVI.9 marked for breakthrough and exploitation. */
  breakthrough?: boolean;
  /** IX.2.7 carried by boats or a ferry this turn (boats' load). */
  ferried?: boolean;
}

/** X.II the kinds of crossing over a water course. */
export type CrossingKind = 'major-bridge' | 'pontoon-ferry' | 'pontoon-bridge' | 'footbridge' | 'boats' | 'ferry';

/** X.II.1 fixed crossings (they carry ZOC and supply) as against the intermittent ones (boats, ferries). */
export const FIXED: ReadonlySet<CrossingKind> = new Set([
  'major-bridge',
  'pontoon-ferry',
  'pontoon-bridge',
  'footbridge',
]);
/** X.II.2.1 major crossings (any unit may cross; tolerance 4). */
export const MAJOR: ReadonlySet<CrossingKind> = new Set(['major-bridge', 'pontoon-ferry']);

/** One crossing on a hexside: printed on the map or built by engineers (X.II). */
export interface Crossing {
  kind: CrossingKind;
  /** The hexside: its two hexes, sorted. */
  a: string;
  b: string;
  /** Printed on the map (never dismantled or moved, X.II.7). */
  printed?: boolean;
  /** Who built or holds it. */
  side?: Side;
  /** X.I.3 turns of damage (more than the tolerance: destroyed). */
  damage: number;
  destroyed?: boolean;
  /** X.II.3 turns of construction or repair left (0: usable). */
  building?: number;
  /** X.II.4 levels carried across this turn (damaged crossings: 4/3/2/1). */
  used?: number;
}

/** A hex's structures and state (X.I): trench, fortification, devastation, a destroyed road or railway. */
export interface HexWorks {
  trench?: { side: Side; building: number; damage: number };
  fort?: { side: Side; building: number; damage: number };
  /** XV X results: devastated (not built-up) or destroyed (built-up, or a fort destroyed by an X). */
  ruin?: 'devastated' | 'destroyed';
  /** X.I.3 the road or railway through the hex destroyed (repairable). */
  roadCut?: boolean;
}

/** XX.2.3 (optional) a bridgehead: a hex both sides share since units crossed a water course into the enemy's hex. */
export interface Bridgehead {
  /** The side that crossed in (its units stack on top of the side that held the hex). */
  by: Side;
  /** The turn (GameState.turn) `entered` counts, and the units each side moved in that turn (two at most). */
  turn: number;
  entered: Partial<Record<Side, number>>;
  /** The turn each side last attacked the enemy's units there (both must attack each turn). */
  attacked?: Partial<Record<Side, number>>;
}

/** The series' vars (a volume's vars extend them). */
export interface OurWarVars {
  /** II.3 the turn record: which entry of the scenario's track (1-based turn number is GameState.turn). */
  part: DayPart;
  /** III the initiative marker as one index 0..7: 0-3 Republican 3..0, 4-7 Nationalist 0..3 (digest §3.3). */
  initiative: number;
  /** III.6 the side the initiative holder chose to play first this turn (null before it chose). */
  first: Side | null;
  weather: Weather;
  /** V the terrain-state marker's square. */
  terrainPos: number;
  terrainState: TerrainState;
  /** XVI.14 the side with surprise and the surprise turn (1-4), or null. */
  surprise: { side: Side; turn: number } | null;
  /** XVII.2 the current-turn VP marker: the side it favours and its value. */
  cvp: { side: Side; value: number };
  /** XVII.3 accumulated VP. */
  avp: Record<Side, number>;
  /** The markers on each unit (by piece id); a unit with none is absent. */
  marks: Record<string, UnitMarks>;
  /** Crossings by hexside key ("A:1205|A:1206", sorted). */
  crossings: Record<string, Crossing>;
  /** Structures and ruin by hex. */
  works: Record<string, HexWorks>;
  /** XVII.2 who holds each objective hex (its last occupier). */
  holds: Record<string, Side>;
  /** XX.1.4 turns the primary river stays flooded (absent or 0: not flooded). */
  flood?: number;
  /** XVII.2 units eliminated and levels captured this turn, by the side that lost them. */
  lost: Record<Side, { units: number; levels: number }>;
  /** XVI.11, VII.3-VII.4 the units lost, by piece id: the turn and whether captured (destroyed otherwise). */
  fallen?: Record<string, { turn: number; captured: boolean }>;
  /** VII.5 HQs reconstituted and not yet within their reorganisation range of one of their units. */
  rejoining?: string[];
  /** XX.2.3 (optional) the bridgeheads, by hex (absent or empty: none). */
  bridgeheads?: Record<string, Bridgehead>;
}

/** The series' vars of a state (the set-up always makes them). */
export function ourWarOf(state: Pick<GameState, 'vars'>): OurWarVars {
  return state.vars as unknown as OurWarVars;
}

/** A unit's marks (an empty object for a unit with none; do not change it: use markOf on a draft). */
export function marksOf(v: Pick<OurWarVars, 'marks'>, id: string): UnitMarks {
  return v.marks[id] ?? NONE;
}
const NONE: UnitMarks = Object.freeze({}) as UnitMarks;

/** A unit's marks to change (made when absent). */
export function markOf(v: Pick<OurWarVars, 'marks'>, id: string): UnitMarks {
  let m = v.marks[id];
  if (!m) {
    m = {};
    v.marks[id] = m;
  }
  return m;
}

/** The key of the hexside between two hexes (sorted, "|" between). */
export const sideKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
