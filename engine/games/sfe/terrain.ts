// The Struggle for Europe's map read for the ground rules: the graph of the four sheets (joined at their edges),
// each hexside's features (rivers, rail, gauge, borders, sea), the terrain effects on movement (§7.1, the TEC the
// book lacks: the module's chart), and the places the rules name (cities, the 1939 Soviet border, the east edge).

import type { GameModule, HexDef } from '../../core/module.js';
import { createHexMapGraph, type HexMapGraph } from '../../geometry/hexgrid.js';
import { edgeKeyOf } from '../../geometry/graph.js';
import { tecMovement } from './charts.js';
import { hexDef } from './state.js';

/** The map graph (cached per map by the geometry). */
export const graphOf = (module: GameModule): HexMapGraph => createHexMapGraph(module.map);

const sideIndex = new WeakMap<GameModule, Map<string, readonly string[]>>();
/** The features of the hexside between two neighbouring hexes ([] when the map lists none). */
export function sideFeatures(module: GameModule, a: string, b: string): readonly string[] {
  let index = sideIndex.get(module);
  if (!index) {
    index = new Map(module.map.hexsides.map((s) => [edgeKeyOf(s.a, s.b), s.features]));
    sideIndex.set(module, index);
  }
  return index.get(edgeKeyOf(a, b)) ?? [];
}

/** §2.1 a hex the ground war can enter: on the map, not all sea nor a lake (lakes freeze: weather.ts). */
export function isLand(module: GameModule, hex: string): boolean {
  const h = hexDef(module, hex);
  return !!h && h.terrain !== 'sea' && h.terrain !== 'lake';
}

/** §6.1, §9.0 a hexside ground units never cross: sea (a strait is its own feature) or the map's "sea". */
export const isSeaSide = (features: readonly string[]): boolean => features.includes('sea');

/** §9.01 a river hexside (the map's river and major river). */
export const isRiverSide = (features: readonly string[]): boolean =>
  features.includes('river') || features.includes('major-river');

/** §8.0 two hexes joined by a railroad (the map's "rail" hexside feature). */
export const isRailSide = (module: GameModule, a: string, b: string): boolean =>
  sideFeatures(module, a, b).includes('rail');

/** §8.05, §2.13 a rail ferry (the Volga at Stalingrad): six of the rail move's hexes. */
export const isRailFerry = (module: GameModule, a: string, b: string): boolean =>
  sideFeatures(module, a, b).includes('rail-ferry');

/** §8.06 the broad (Soviet) gauge: the map marks it on rail hexsides on Soviet soil. */
export const isBroadGauge = (module: GameModule, a: string, b: string): boolean =>
  sideFeatures(module, a, b).includes('broad-gauge');

/** The hexes joined to a hex by rail. */
export function railNeighbors(module: GameModule, hex: string): string[] {
  return graphOf(module)
    .neighbors(hex)
    .filter((n) => isRailSide(module, hex, n));
}

/** Whether a hex lies on a railroad. */
export const isRailHex = (module: GameModule, hex: string): boolean => railNeighbors(module, hex).length > 0;

/** §8.06 inside the 1939 borders of the Soviet Union: Soviet soil not annexed in 1939-40. */
export function inSoviet1939(module: GameModule, hex: string): boolean {
  const h = hexDef(module, hex);
  return h?.region === 'ussr' && !h.features?.includes('annexed-1939-40');
}

/** §2.21 the class of a hex's city: 'major', 'minor', 'town' or null. */
export function cityClass(h: HexDef | undefined): 'major' | 'minor' | 'town' | null {
  const f = h?.features ?? [];
  if (f.includes('major-city')) return 'major';
  if (f.includes('minor-city')) return 'minor';
  if (f.includes('town')) return 'town';
  return null;
}

/**
 * §7.1 the cost of entering `to` from `from` (Infinity where ground units cannot go: sea, lake, a sea hexside).
 * §25.3 frozen swamp counts as forest, and a frozen river or lake may be crossed (the caller says what is frozen).
 */
export function enterCost(
  module: GameModule,
  from: string,
  to: string,
  frozen: { swamps?: boolean; rivers?: boolean; lakes?: boolean } = {},
): number {
  const h = hexDef(module, to);
  // §25.3 a frozen lake may be crossed: 1 MP a hex (the TEC).
  if (h?.terrain === 'lake' && frozen.lakes)
    return isSeaSide(sideFeatures(module, from, to)) ? Number.POSITIVE_INFINITY : 1;
  if (!h || !isLand(module, to)) return Number.POSITIVE_INFINITY;
  const f = sideFeatures(module, from, to);
  if (isSeaSide(f)) return Number.POSITIVE_INFINITY;
  const tec = tecMovement(module);
  const terrain = h.terrain === 'swamp' && frozen.swamps ? 'forest' : h.terrain;
  let cost = tec.mp[terrain] ?? 1;
  // §2.13 a strait's cost is added to the hex's; a river's too (the TEC), unless it is frozen (§25.3).
  if (f.includes('strait')) cost += tec.hexsideMp.strait ?? 0;
  if (!frozen.rivers) {
    if (f.includes('major-river')) cost += tec.hexsideMp['major-river'] ?? 0;
    else if (f.includes('river')) cost += tec.hexsideMp.river ?? 0;
  }
  return cost;
}
