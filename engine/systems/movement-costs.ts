// Movement costs as data: what it costs a unit class to enter each terrain and to cross each hexside feature,
// compiled once per map and per profile into integer arrays so the pathfinder never touches a string.
//
// Costs are written in MP (0.5 allowed) and kept internally in integer sub-units (`scale` per MP, default 2),
// so that half-MP road movement (Isabella 12.8) never accumulates float error (Isabella digest §11.2).

import type { MapDef } from '../core/module.js';
import type { MapGraph } from '../geometry/graph.js';
import { indexGraph, slotOf, type IndexedGraph } from './supply-graph.js';

/** Terrain costs per unit class: terrain -> class -> MP (null = prohibited); class '*' is the default. */
export type TerrainCostTable = Record<string, Record<string, number | null>>;

/** What one unit (class) pays to move: the input to `reachable()`. */
export interface MovementProfile {
  /** MP to enter a node of each terrain; '*' is the fallback. A terrain with no entry (and no '*') is prohibited. */
  terrain: Record<string, number | null>;
  /** Terrains never enterable, whatever `terrain` says (Isabella 12.7: all-sea hexes). */
  prohibitedTerrain?: readonly string[];
  /** Extra MP to cross an edge carrying each feature, summed (Isabella 12.9: costs are cumulative), e.g. river +1. */
  edge?: Record<string, number>;
  /** Edge features that may never be crossed (Isabella 12.7: all-sea hexsides; straits for Axis units). */
  prohibitedEdges?: readonly string[];
  /**
   * Road movement: crossing an edge with `feature` costs `cost` MP instead of the terrain cost (Isabella 12.8: 0.5);
   * `cancels`: edge features whose cost road movement does not pay (Isabella option roadPaysRiver = false).
   */
  road?: { feature: string; cost: number; cancels?: readonly string[] };
  /** Sub-units per MP (default 2: every cost must be a multiple of 1/scale). */
  scale?: number;
}

/** The map flattened for movement: terrain per node index, feature set per adjacency slot. */
export interface MovementMap {
  graph: MapGraph;
  g: IndexedGraph;
  /** Terrain ids; terrainOf[node] indexes this list. */
  terrains: readonly string[];
  terrainOf: Int32Array;
  /** Distinct edge feature sets; slotSet[k] (k = adjacency slot in g.adj) indexes this list. */
  featureSets: readonly (readonly string[])[];
  slotSet: Int32Array;
}

const mapCache = new WeakMap<MapGraph, MovementMap>();

/**
 * Compile a map for movement: node terrain from map.hexes (or map.spaces, where a space without terrain gets
 * '*'), edge features from map.hexsides (or the types of map.connections). Cached per graph object.
 * Throws when a hexside or connection names nodes that are not adjacent on the graph.
 */
export function compileMovementMap(graph: MapGraph, map: MapDef): MovementMap {
  const hit = mapCache.get(graph);
  if (hit) return hit;
  const g = indexGraph(graph);
  const n = g.ids.length;
  const terrains: string[] = [];
  const terrainIdx = new Map<string, number>();
  const tIndex = (t: string): number => {
    let i = terrainIdx.get(t);
    if (i === undefined) {
      i = terrains.length;
      terrains.push(t);
      terrainIdx.set(t, i);
    }
    return i;
  };
  const terrainOf = new Int32Array(n).fill(tIndex('*'));
  const nodeTerrain: [string, string | undefined][] =
    map.kind === 'hex' ? map.hexes.map((h) => [h.id, h.terrain]) : (map.spaces ?? []).map((s) => [s.id, s.terrain]);
  for (const [id, t] of nodeTerrain) {
    const i = g.index.get(id);
    if (i !== undefined) terrainOf[i] = tIndex(t ?? '*');
  }

  // features per adjacency slot (both directions of an edge), merged when several records name the same edge;
  // walking the edge records rather than every slot keeps this cheap on big maps
  const slotFeatures = new Map<number, Set<string>>();
  const edges: { a: string; b: string; features: readonly string[] }[] =
    map.kind === 'hex' ? map.hexsides : (map.connections ?? []).map((c) => ({ a: c.a, b: c.b, features: [c.type] }));
  for (const e of edges) {
    const ia = g.index.get(e.a);
    const ib = g.index.get(e.b);
    const kab = ia === undefined || ib === undefined ? -1 : slotOf(g, ia, ib);
    const kba = ia === undefined || ib === undefined ? -1 : slotOf(g, ib, ia);
    if (kab < 0 || kba < 0) {
      throw new Error(`movement map: edge ${e.a}/${e.b} does not join two adjacent nodes of the map`);
    }
    for (const k of [kab, kba]) {
      let set = slotFeatures.get(k);
      if (!set) {
        set = new Set();
        slotFeatures.set(k, set);
      }
      for (const f of e.features) set.add(f);
    }
  }
  const featureSets: string[][] = [[]];
  const setIdx = new Map<string, number>([['', 0]]);
  const slotSet = new Int32Array(g.adj.length);
  for (const [k, set] of slotFeatures) {
    if (set.size === 0) continue;
    const list = [...set].sort();
    const sig = list.join('\u0000');
    let si = setIdx.get(sig);
    if (si === undefined) {
      si = featureSets.length;
      featureSets.push(list);
      setIdx.set(sig, si);
    }
    slotSet[k] = si;
  }
  const built: MovementMap = { graph, g, terrains, terrainOf, featureSets, slotSet };
  mapCache.set(graph, built);
  return built;
}

/** MP -> integer sub-units, refusing values that are not whole sub-units. */
export function unitsOf(mp: number, scale: number, what: string): number {
  const u = mp * scale;
  if (!Number.isFinite(u) || u < 0 || Math.abs(u - Math.round(u)) > 1e-9) {
    throw new Error(`movement: ${what} = ${mp} MP is not a non-negative multiple of 1/${scale}`);
  }
  return Math.round(u);
}

/** A profile compiled against one movement map: integer sub-unit costs, -1 = prohibited. */
export interface CompiledProfile {
  scale: number;
  /** Cost to enter per terrain index, -1 if prohibited. */
  terrainUnits: Int32Array;
  /** Extra cost per feature-set index, -1 if the set holds a prohibited feature. */
  setUnits: Int32Array;
  /** 1 where the feature set carries the road feature. */
  setRoad: Uint8Array;
  /** Extra cost per feature-set index when road movement is used across it (setUnits less `road.cancels`). */
  setRoadUnits: Int32Array;
  roadUnits: number;
}

const profileCache = new WeakMap<MovementMap, WeakMap<MovementProfile, CompiledProfile>>();

/** Compile a profile for a map (cached per map and profile object). */
export function compileProfile(mm: MovementMap, p: MovementProfile): CompiledProfile {
  let perMap = profileCache.get(mm);
  if (!perMap) {
    perMap = new WeakMap();
    profileCache.set(mm, perMap);
  }
  const hit = perMap.get(p);
  if (hit) return hit;
  const scale = p.scale ?? 2;
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`movement profile: scale must be a positive integer, got ${scale}`);
  const units = (mp: number, what: string): number => unitsOf(mp, scale, `profile ${what}`);
  const prohibitedT = new Set(p.prohibitedTerrain ?? []);
  const terrainUnits = new Int32Array(mm.terrains.length);
  mm.terrains.forEach((t, i) => {
    const c = t in p.terrain ? p.terrain[t] : p.terrain['*'];
    terrainUnits[i] = prohibitedT.has(t) || c === null || c === undefined ? -1 : units(c, `terrain "${t}"`);
  });
  const prohibitedE = new Set(p.prohibitedEdges ?? []);
  const setUnits = new Int32Array(mm.featureSets.length);
  const setRoad = new Uint8Array(mm.featureSets.length);
  const setRoadUnits = new Int32Array(mm.featureSets.length);
  const cancels = new Set(p.road?.cancels ?? []);
  mm.featureSets.forEach((fs, i) => {
    let extra = 0;
    let roadExtra = 0;
    for (const f of fs) {
      if (prohibitedE.has(f)) {
        extra = -1;
        roadExtra = -1;
        break;
      }
      const c = p.edge?.[f];
      if (c === undefined) continue;
      extra += units(c, `edge feature "${f}"`);
      if (!cancels.has(f)) roadExtra += units(c, `edge feature "${f}"`);
    }
    setUnits[i] = extra;
    setRoadUnits[i] = roadExtra;
    if (p.road && fs.includes(p.road.feature)) setRoad[i] = 1;
  });
  const compiled: CompiledProfile = {
    scale,
    terrainUnits,
    setUnits,
    setRoad,
    setRoadUnits,
    roadUnits: p.road ? units(p.road.cost, 'road') : 0,
  };
  perMap.set(p, compiled);
  return compiled;
}

/**
 * Terrain costs for a unit with the given classes, in priority order: for each terrain the first class with an
 * entry wins, else '*' (e.g. Isabella 12.6: rough {'*': 2, mountain: 1}). Omitted = prohibited.
 */
export function terrainCostsFor(table: TerrainCostTable, classes: readonly string[]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [terrain, byClass] of Object.entries(table)) {
    let c: number | null | undefined;
    for (const cls of classes)
      if (cls in byClass) {
        c = byClass[cls];
        break;
      }
    if (c === undefined) c = byClass['*'];
    if (c !== undefined) out[terrain] = c;
  }
  return out;
}
