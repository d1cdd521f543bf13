// The Isabella map as the rules read it: terrain, cities, coasts, regions and hexside features per hex id,
// compiled once per module (module data never changes during a game) and shared by every rule module.

import type { GameModule, MapDef } from '../../core/module.js';
import type { HexId } from '../../core/types.js';
import { createHexMapGraph, type HexMapGraph } from '../../geometry/index.js';

/** Hexes the rulebook names (2.2). */
export const HEX = {
  algeciras: '1321',
  tangier: '1322',
  lisbon: '1409',
  nextToGibraltar: '1421',
  gibraltar: '1422',
  cordoba: '1919',
  madrid: '2816',
  bilbao: '3710',
  /** 11.4: the only German supply source; 10.5 German entry hex. */
  germanSource: '4212',
} as const;

/** Everything the rules ask of the map, by hex id. */
export interface Geo {
  map: MapDef;
  graph: HexMapGraph;
  /** Every land and sea hex id. */
  hexes: readonly HexId[];
  has(hex: HexId): boolean;
  neighbors(hex: HexId): readonly HexId[];
  /** Terrain id: clear, rough, mountain or sea. */
  terrain(hex: HexId): string;
  /** 12.7: an all-sea hex. */
  isSea(hex: HexId): boolean;
  /** 13.11: a city hex. */
  isCity(hex: HexId): boolean;
  /** 3.4: a port (a city in a coastal hex). */
  isPort(hex: HexId): boolean;
  /** 11.3, 13.26: a land hex touching the sea. */
  isCoastal(hex: HexId): boolean;
  /** spain, portugal, morocco, occupied-france, vichy-france, gibraltar (undefined at sea). */
  region(hex: HexId): string | undefined;
  /** The printed place name, if any. */
  name(hex: HexId): string | undefined;
  /** The features of the hexside between two adjacent hexes (river, road, sea, strait, border). */
  sideFeatures(a: HexId, b: HexId): readonly string[];
  /** Whether the hexside a/b carries `feature`. */
  sideHas(a: HexId, b: HexId, feature: string): boolean;
  /** Hex distance. */
  distance(a: HexId, b: HexId): number;
}

const cache = new WeakMap<MapDef, Geo>();
const NONE: readonly string[] = [];

/** The compiled map of a module (cached per map object). */
export function geoOf(module: GameModule): Geo {
  const hit = cache.get(module.map);
  if (hit) return hit;
  const geo = buildGeo(module.map);
  cache.set(module.map, geo);
  return geo;
}

function buildGeo(map: MapDef): Geo {
  const graph = createHexMapGraph(map);
  const byId = new Map(map.hexes.map((h) => [h.id, h]));
  // Hexside features by both ends (a later record of the same hexside wins, as with one canonical key): two Map
  // reads instead of building the hexside's key string on every question.
  const sides = new Map<HexId, Map<HexId, readonly string[]>>();
  const put = (a: HexId, b: HexId, f: readonly string[]) => {
    const m = sides.get(a) ?? new Map<HexId, readonly string[]>();
    sides.set(a, m);
    m.set(b, f);
  };
  for (const s of map.hexsides) {
    put(s.a, s.b, s.features);
    put(s.b, s.a, s.features);
  }
  const features = (a: HexId, b: HexId): readonly string[] => sides.get(a)?.get(b) ?? NONE;
  // Every hex's neighbours on the map, listed once (the graph's nodes are exactly map.hexes).
  const around = new Map<HexId, readonly HexId[]>();
  for (const h of map.hexes) around.set(h.id, Object.freeze(graph.neighbors(h.id).filter((n) => byId.has(n))));
  const hex = (id: HexId) => byId.get(id);
  return {
    map,
    graph,
    hexes: map.hexes.map((h) => h.id),
    has: (id) => byId.has(id),
    neighbors: (id) => around.get(id) ?? NONE,
    terrain: (id) => hex(id)?.terrain ?? 'sea',
    isSea: (id) => (hex(id)?.terrain ?? 'sea') === 'sea',
    isCity: (id) => hex(id)?.city !== undefined,
    isPort: (id) => hex(id)?.city !== undefined && hex(id)?.coastal === true,
    isCoastal: (id) => hex(id)?.coastal === true,
    region: (id) => hex(id)?.region,
    name: (id) => hex(id)?.city?.name ?? hex(id)?.name,
    sideFeatures: features,
    sideHas: (a, b, f) => features(a, b).includes(f),
    distance: (a, b) => graph.distance(a, b),
  };
}
