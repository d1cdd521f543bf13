// The series' terrain effects chart (IX.3, XI.2, XIV.9, XVI.5.1; digest §2.3) and the map's terrain read through
// it: each hex's class, its hexsides' water courses after the weather (IV.8), roads and railways, and the crossing
// sites the game's special rules name. The movement, ZOC, fire and combat modules all read terrain from here.

import type { GameModule } from '../../core/module.js';
import { createHexMapGraph, type HexMapGraph } from '../../geometry/hexgrid.js';
import { sideKey, type Weather } from './state.js';

/** IX.3 the hex terrain classes of the chart (built-up terrain included). */
export type HexClass =
  | 'clear'
  | 'thin-woods'
  | 'dense-woods'
  | 'dunes'
  | 'marsh'
  | 'rough'
  | 'village'
  | 'city'
  | 'major-city'
  | 'lake';

/** A hex as the chart reads it: its class and whether it is a hill (XIV.2 +1 range and sight). */
export interface HexTerrain {
  cls: HexClass;
  hill: boolean;
}

/**
 * The module's terrain ids as the chart's classes: 'hills' is clear ground with the Hill feature, 'mountain' the
 * chart's rough/mountain, 'woods' thin woods, 'sea' counts as a lake (nobody enters).
 */
export const TERRAIN_CLASS: Readonly<Record<string, HexTerrain>> = {
  clear: { cls: 'clear', hill: false },
  hills: { cls: 'clear', hill: true },
  woods: { cls: 'thin-woods', hill: false },
  'dense-woods': { cls: 'dense-woods', hill: false },
  dunes: { cls: 'dunes', hill: false },
  marsh: { cls: 'marsh', hill: false },
  rough: { cls: 'rough', hill: false },
  mountain: { cls: 'rough', hill: false },
  village: { cls: 'village', hill: false },
  city: { cls: 'city', hill: false },
  'major-city': { cls: 'major-city', hill: false },
  sea: { cls: 'lake', hill: false },
  lake: { cls: 'lake', hill: false },
};

/** IX.3 movement points to enter a hex of each class (a lake: never). */
export const ENTER_MP: Readonly<Record<HexClass, number>> = {
  clear: 1,
  'thin-woods': 1,
  'dense-woods': 2,
  dunes: 2,
  marsh: 3,
  rough: 3,
  village: 2,
  city: 1,
  'major-city': 1,
  lake: Number.POSITIVE_INFINITY,
};

/** XI.2 ground stacking points a hex of each class holds. */
export const STACK_LIMIT: Readonly<Record<HexClass, number>> = {
  clear: 12,
  'thin-woods': 12,
  'dense-woods': 12,
  dunes: 12,
  marsh: 8,
  rough: 8,
  village: 8,
  city: 12,
  'major-city': 16,
  lake: 0,
};

/** XVI.5.1 columns shifted left when the defender is in a hex of each class. */
export const COMBAT_SHIFT: Readonly<Record<HexClass, number>> = {
  clear: 0,
  'thin-woods': 0,
  'dense-woods': 0,
  dunes: 1,
  marsh: 2,
  rough: 3,
  village: 1,
  city: 2,
  'major-city': 3,
  lake: 0,
};

/** XIV.9.2 fire, bombardment and ground attack DRM against a target in a hex of each class. */
export const FIRE_DRM: Readonly<Record<HexClass, number>> = {
  clear: 2,
  'thin-woods': 0,
  'dense-woods': 0,
  dunes: 2,
  marsh: 0,
  rough: -3,
  village: -1,
  city: -2,
  'major-city': -3,
  lake: 0,
};

/** The built-up classes (no constructions, X.I.1; only an X result harms them, XV). */
export const BUILT_UP: ReadonlySet<HexClass> = new Set(['village', 'city', 'major-city']);

/** The map read once: each hex's terrain, each hexside's features from either of its hexes, the names. */
type Index = {
  hex: Map<string, HexTerrain>;
  sides: Map<string, Map<string, ReadonlySet<string>>>;
  names: Map<string, string>;
};
const indexes = new WeakMap<GameModule['map'], Index>();
// The last map asked about: every rule asks about one map many thousand times in a row.
let last: { map: GameModule['map']; ix: Index } | null = null;

function indexOf(module: GameModule): Index {
  if (last?.map === module.map) return last.ix;
  let ix = indexes.get(module.map);
  if (!ix) {
    ix = { hex: new Map(), sides: new Map(), names: new Map() };
    for (const h of module.map.hexes) ix.hex.set(h.id, TERRAIN_CLASS[h.terrain] ?? { cls: 'clear', hill: false });
    for (const s of module.map.hexsides) {
      for (const [a, b] of [
        [s.a, s.b],
        [s.b, s.a],
      ] as const) {
        const row = ix.sides.get(a) ?? new Map<string, ReadonlySet<string>>();
        ix.sides.set(a, row);
        row.set(b, new Set([...(row.get(b) ?? []), ...s.features]));
      }
      if (s.name) ix.names.set(sideKey(s.a, s.b), s.name);
    }
    indexes.set(module.map, ix);
  }
  last = { map: module.map, ix };
  return ix;
}

/** IX.3 a hex's terrain as the chart reads it (a hex off the map: a lake). */
export function terrainOf(module: GameModule, hex: string): HexTerrain {
  return indexOf(module).hex.get(hex) ?? { cls: 'lake', hill: false };
}

/** The map's features on the hexside between two hexes (river, major-river, road, rail, crossing-site, ford...). */
export function featuresBetween(module: GameModule, a: string, b: string): ReadonlySet<string> {
  return indexOf(module).sides.get(a)?.get(b) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/** The name the map gives a hexside (the river's, a crossing site's), or null. */
export const hexsideName = (module: GameModule, a: string, b: string): string | null =>
  indexOf(module).names.get(sideKey(a, b)) ?? null;

/** A water course: the primary river (the Ebro) or a secondary river or canal. */
export type Water = 'primary' | 'secondary';

/** The water course printed on a hexside, before the weather. */
export function printedWater(module: GameModule, a: string, b: string): Water | null {
  const f = featuresBetween(module, a, b);
  return f.has('major-river') ? 'primary' : f.has('river') || f.has('canal') ? 'secondary' : null;
}

/** IV.8 the water course as the weather makes it: stormy raises a secondary to primary, hot lowers each a grade. */
export function waterBetween(module: GameModule, a: string, b: string, weather: Weather): Water | null {
  return waterIn(printedWater(module, a, b), weather);
}

/** IX.2.5 whether a road runs across the hexside (the map's roads are drawn hexside to hexside). */
export const roadBetween = (module: GameModule, a: string, b: string): boolean =>
  featuresBetween(module, a, b).has('road');

/** IX.2.6 whether a railway runs across the hexside. */
export const railBetween = (module: GameModule, a: string, b: string): boolean =>
  featuresBetween(module, a, b).has('rail');

/** X.II.3 a crossing site the game's special rules let engineers build a crossing at (and boats cross). */
export const crossingSite = (module: GameModule, a: string, b: string): boolean =>
  featuresBetween(module, a, b).has('crossing-site');

/** IV.8 the class a hex counts as in the weather: stormy turns marsh into lake, hot turns a lake into marsh. */
export function classIn(module: GameModule, hex: string, weather: Weather): HexClass {
  return classOf(terrainOf(module, hex), weather);
}

const graphs = new WeakMap<GameModule['map'], HexMapGraph>();

/** The map's hex graph with its sheets joined (B.8; the module's join table), built once per map. */
export function mapGraph(module: GameModule): HexMapGraph {
  let g = graphs.get(module.map);
  if (!g) {
    g = createHexMapGraph(module.map, module.map.joins ? { joins: module.map.joins } : {});
    graphs.set(module.map, g);
  }
  return g;
}

/** A hexside seen from one of its hexes, with what the map prints on it: read once, for the series' searches. */
export interface Hexside {
  /** The hex across it. */
  to: string;
  /** Its key in the crossings' and works' tables (sideKey). */
  key: string;
  /** The water course printed on it, before the weather. */
  water: Water | null;
  road: boolean;
  rail: boolean;
  impassable: boolean;
  contour: boolean;
  /** The terrain of the hex across it. */
  terrain: HexTerrain;
}

const hexsides = new WeakMap<GameModule['map'], Map<string, readonly Hexside[]>>();

/** The hexsides of a hex (the map's graph with its sheets joined), each with its printed features, built once. */
export function hexsidesOf(module: GameModule, hex: string): readonly Hexside[] {
  let byHex = hexsides.get(module.map);
  if (!byHex) {
    byHex = new Map();
    hexsides.set(module.map, byHex);
  }
  let out = byHex.get(hex);
  if (!out) {
    const graph = mapGraph(module);
    out = graph.has(hex)
      ? graph.neighbors(hex).map((to) => {
          const f = featuresBetween(module, hex, to);
          return {
            to,
            key: sideKey(hex, to),
            water: printedWater(module, hex, to),
            road: f.has('road'),
            rail: f.has('rail'),
            impassable: f.has('impassable'),
            contour: f.has('contour'),
            terrain: terrainOf(module, to),
          };
        })
      : [];
    byHex.set(hex, out);
  }
  return out;
}

/** IV.8 a printed water course as the weather makes it (waterBetween's rule on a printed value). */
export function waterIn(w: Water | null, weather: Weather): Water | null {
  if (w === null) return null;
  if (weather === 'stormy') return 'primary';
  if (weather === 'hot') return w === 'primary' ? 'secondary' : null;
  return w;
}

/** IV.8 a terrain's class in the weather (classIn's rule on a read terrain). */
export const classOf = (t: HexTerrain, weather: Weather): HexClass =>
  weather === 'stormy' && t.cls === 'marsh' ? 'lake' : t.cls;

/** IX.3 an impassable hexside (only mountain units cross it, at +3 MP). */
export const impassableBetween = (module: GameModule, a: string, b: string): boolean =>
  featuresBetween(module, a, b).has('impassable');
