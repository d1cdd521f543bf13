// The data a game module is made of: map, counters, charts, scenarios, and where every value came from.
// The JSON files under assets/modules/<id>/ have exactly these shapes (schemas/module.schema.json checks them).

import type { HexId, JsonObject, JsonValue, SideId } from './types.js';

/** Where a value came from: the rulebook, a reconstruction (with why), or the player. */
export type Provenance =
  | { source: 'rulebook'; ref: string }
  | { source: 'reconstructed'; reason: string; reasons?: Record<string, string> }
  | { source: 'user'; note?: string };

/** The module's identity card (module.json). */
export interface ModuleManifest {
  id: string;
  version: string;
  title: string;
  /** Localised titles, by language code. */
  titles?: Record<string, string>;
  /** The rulebook this module implements (file name in shared/seeds or a publication line). */
  rulebook: string;
  /** Id of the rules implementation in engine/games (or "table" for honor-only play). */
  rules: string;
  sides: SideDef[];
  nationalities: NationalityDef[];
  /**
   * How a unit's values are printed: attack-steps-defense plus movement (Isabella, the default), or combat, loss and
   * movement factors as one "CF-LF-MF" (Crusade: units.json keeps them as attack, defense, movement).
   */
  counterValues?: 'attack-steps-defense' | 'combat-loss-movement';
  /** The files that make up the module, relative to module.json. */
  files: { map: string; units: string; markers?: string; charts?: string; scenarios: string; cards?: string };
  prov: Provenance;
}

/** A side (player). */
export interface SideDef {
  id: SideId;
  name: string;
  names?: Record<string, string>;
  color: string;
}

/** A nationality: counter colours and the side it fights for. */
export interface NationalityDef {
  id: string;
  name: string;
  /** Localised names, by language code. */
  names?: Record<string, string>;
  side: SideId;
  /** Counter background colour (CSS hex). */
  background: string;
  /** Counter text / symbol colour (CSS hex). */
  foreground: string;
  prov: Provenance;
}

// ---------------------------------------------------------------- map

/** Hex grid numbering and layout, VASSAL-compatible options. */
export interface GridDef {
  /** 'flat': flat-topped hexes in vertical columns; 'pointy': pointy-topped hexes in horizontal rows. */
  orientation: 'flat' | 'pointy';
  /** Which columns (flat) or rows (pointy) sit half a hex lower / further right, counting the first as 'odd' index 1. */
  shifted: 'odd' | 'even';
  /** Printed number of the first column and row (usually 1). */
  firstCol: number;
  firstRow: number;
  /** Number of columns and rows in the grid. */
  cols: number;
  rows: number;
  /** Digits per part of the label (2 gives XXYY). */
  digits: number;
  /** Numbers descend instead of ascend along the axis. */
  descendingCols?: boolean;
  descendingRows?: boolean;
  /** Hex radius (centre to corner) in map pixels. */
  size: number;
}

/** One sheet of a hex map; maps with several sheets repeat hex numbers between sheets. */
export interface SheetDef {
  id: string;
  name: string;
  grid: GridDef;
  /** Pixel offset of this sheet's origin on the whole map. */
  origin: { x: number; y: number };
}

/** A terrain type with its colour. */
export interface TerrainDef {
  id: string;
  name: string;
  names?: Record<string, string>;
  color: string;
  prov: Provenance;
}

/** A city or town in a hex. */
export interface CityDef {
  name: string;
  /** Localised names (exonyms: Lisbon / Lisboa), by language code. */
  names?: Record<string, string>;
  port?: boolean;
  /** 'major' cities get bigger labels. */
  size?: 'major' | 'minor';
  /** True position (degrees), kept for the geography test and for corrections. */
  lon?: number;
  lat?: number;
}

/** One hex of the map. */
export interface HexDef {
  id: HexId;
  /** Terrain type id; "sea" for an all-sea hex. */
  terrain: string;
  /** A land hex touching the sea. */
  coastal?: boolean;
  city?: CityDef;
  /** Country / region id (e.g. "spain", "portugal", "morocco", "occupied-france"). */
  region?: string;
  /** A place name that is not a city (a pass, a mountain range label). */
  name?: string;
  /** Localised place names, by language code. */
  names?: Record<string, string>;
  prov?: Provenance;
}

/** Features of one hexside, identified by the two hexes it separates. */
export interface HexsideDef {
  a: HexId;
  b: HexId;
  /** e.g. "river", "road", "sea", "strait", "border", "rail". */
  features: string[];
  /** e.g. the river's name. */
  name?: string;
  prov?: Provenance;
}

/** A named space on a point-to-point map. */
export interface SpaceDef {
  id: string;
  name: string;
  x: number;
  y: number;
  terrain?: string;
  region?: string;
  /** Game-specific attributes (a port, a capital, a victory value...). */
  attrs?: JsonObject;
  prov?: Provenance;
}

/** A typed connection between two spaces. */
export interface ConnectionDef {
  a: string;
  b: string;
  type: string;
  prov?: Provenance;
}

/** An off-map box or a track (turn track, VP track, dead pile, reinforcement boxes). */
export interface BoxDef {
  id: string;
  name: string;
  names?: Record<string, string>;
  kind: 'box' | 'track';
  /** Where it is drawn: 'map' (on the mapsheet at x,y) or 'sheet' (in the counter-sheet panel). */
  place: 'map' | 'sheet';
  x: number;
  y: number;
  w: number;
  h: number;
  /** Tracks: the labels of their slots, in order (e.g. turn numbers). */
  slots?: string[];
}

/** A free text label drawn on the map (a sea, a range of mountains). */
export interface MapLabel {
  text: string;
  /** Localised texts, by language code. */
  texts?: Record<string, string>;
  x: number;
  y: number;
  size?: number;
  angle?: number;
  kind?: 'sea' | 'region' | 'range' | 'river';
}

/** The whole map (map.json). */
export interface MapDef {
  kind: 'hex' | 'points';
  /** Hex maps: one grid, or several sheets. */
  grid?: GridDef;
  sheets?: SheetDef[];
  terrain: TerrainDef[];
  hexes: HexDef[];
  hexsides: HexsideDef[];
  spaces?: SpaceDef[];
  connections?: ConnectionDef[];
  boxes: BoxDef[];
  labels?: MapLabel[];
  /** Outline polylines for decoration (coastlines, borders) in map pixels. */
  outlines?: { kind: string; points: number[] }[];
  /** The direction of true north on the map, in degrees clockwise from map-up. */
  northBearing?: number;
  /** Georeference of a map built from real geography (projection + transform to map pixels), for tools and tests. */
  fit?: JsonObject;
  prov: Provenance;
}

// ---------------------------------------------------------------- counters

/** Printed values of one face of a unit. */
export interface UnitFace {
  attack: number;
  defense: number;
  movement: number;
}

/** One unit counter (units.json). */
export interface UnitDef {
  id: string;
  name: string;
  /** Localised names, by language code (the Spanish name of a Crusade counter). */
  names?: Record<string, string>;
  nationality: string;
  /** Unit type in the rulebook's vocabulary (infantry, armor, panzer-grenadier, mountain, paratroop...). */
  type: string;
  /** corps | division | brigade | regiment | battalion... */
  size: string;
  /** Full steps (1 or 2 in Isabella). */
  steps: number;
  full: UnitFace;
  /** The reduced face or one-step substitute counter. */
  reduced?: UnitFace;
  /** Id of the one-step substitute counter, where the game uses separate counters. */
  substitute?: string;
  mountain?: boolean;
  /** Set-up hex printed on the counter. */
  setupHex?: HexId;
  /** Free game-specific flags (alwaysLoyal, staticGarrison...). */
  flags?: string[];
  prov: Provenance;
  /** Per-field provenance where a field differs from `prov` (e.g. { "full.attack": {...} }). */
  fieldProv?: Record<string, Provenance>;
}

/** A marker (markers.json). */
export interface MarkerDef {
  id: string;
  name: string;
  names?: Record<string, string>;
  /** Text printed on the front (and back). */
  front: string;
  back?: string;
  /** Localised front and back texts, by language code. */
  fronts?: Record<string, string>;
  backs?: Record<string, string>;
  side?: SideId;
  color: string;
  count: number;
  prov: Provenance;
}

// ---------------------------------------------------------------- charts

/** A chart as data (charts.json): a CRT, a terrain effects chart or another table. */
export interface ChartDef {
  id: string;
  name: string;
  names?: Record<string, string>;
  kind: 'crt' | 'tec' | 'table';
  /** Column headings (e.g. "1:3" ... "8:1"). */
  columns: string[];
  /** Rows: a key (the die roll or the terrain) and one cell per column. */
  rows: { key: string; cells: JsonValue[]; prov?: Provenance[] }[];
  /** Extra typed data the rules read (automatic results beyond the edges, notes). */
  data?: JsonObject;
  prov: Provenance;
  notes?: string;
  /** The chart's text in other languages, by language code: what a person reads, never what the rules read. */
  translations?: Record<string, ChartTranslation>;
}

/** A chart's headings, row keys, cells and notes in one language (each optional; rows by index). */
export interface ChartTranslation {
  columns?: string[];
  rows?: { key?: string; cells?: JsonValue[] }[];
  notes?: string;
}

// ---------------------------------------------------------------- scenarios

/** Where a piece starts. */
export interface Placement {
  /** The unit or marker def id. */
  def: string;
  /** Optional instance id (defaults to the def id). */
  id?: string;
  at: { hex: HexId } | { space: string } | { box: string; index?: number };
  prov?: Provenance;
}

/** One turn of the turn track. */
export interface TurnDef {
  turn: number;
  label?: string;
  /** Reinforcements that arrive this turn (unit def ids). */
  reinforcements?: string[];
  notes?: string;
}

/** A scenario (scenarios.json holds a list). */
export interface ScenarioDef {
  id: string;
  name: string;
  names?: Record<string, string>;
  firstTurn: number;
  lastTurn: number;
  /** The phases of a turn, in order. */
  phases: string[];
  firstSide: SideId;
  placements: Placement[];
  turns: TurnDef[];
  /** Game-specific scenario data (set-up procedures, VP schedule...). */
  data?: JsonObject;
  prov: Provenance;
}

// ---------------------------------------------------------------- cards

/**
 * A strategy card of a card-driven game (cards.json): its deck (side and war phase), its values, its flags, and
 * its event as data. Restrictions and effects are typed by the game that runs them (engine/games/<id>/cards.ts).
 */
export interface CardDef {
  id: string;
  side: SideId;
  number: number;
  name: string;
  names?: Record<string, string>;
  /** The group of the deck the card belongs to (Crusade: the War Phase that adds it). */
  warPhase: string;
  ops: number;
  /** Replacement points by pool (Crusade: a national and a foreign pool). */
  rp: Record<string, number>;
  combatCard: boolean;
  oneCombatPerTurn?: boolean;
  /** Removed from the game after its event is played. */
  asterisk: boolean;
  /** Removed after any play (red text). */
  removeAfterPlay?: boolean;
  reinforcement?: 'national' | 'foreign' | null;
  bringsCorps?: boolean;
  restrictions: ({ requires: string } & JsonObject)[];
  event: {
    text: string;
    texts?: Record<string, string>;
    effects: ({ kind: string } & JsonObject)[];
    automated: boolean;
  };
  prov: Provenance;
  fieldProv?: Record<string, Provenance>;
  /** The months of the real events behind the card. */
  history?: { from: string; to: string };
}

/** A whole module, loaded. */
export interface GameModule {
  manifest: ModuleManifest;
  map: MapDef;
  units: UnitDef[];
  markers: MarkerDef[];
  charts: ChartDef[];
  scenarios: ScenarioDef[];
  /** Strategy cards (card-driven games only). */
  cards?: CardDef[];
}
