// The hexsides of the Isabella map: the two straits hexsides and Gibraltar's all-sea sides the rules fix
// (Isabella 7.3, 12.7, 13.24), other land-to-land hexsides across open water, borders between regions,
// rivers routed along hexsides, and roads as chains of land hexes between cities.

import type { HexDef, HexsideDef } from '../../../engine/core/module.js';
import { hexsideKey, type HexGrid } from '../../../engine/geometry/hexgrid.js';
import type { Georef } from './fit.js';
import type { CountryIndex } from './geodata.js';
import { RIVERS } from './geo-rivers.js';
import { ROADS } from './geo-roads.js';
import { CornerGraph, routeRoad } from './routing.js';

/** What the hexside stage needs from the hex stage. */
export interface HexsideInput {
  grid: HexGrid;
  geo: Georef;
  countries: CountryIndex;
  onMap: Set<string>;
  terrain: Map<string, string>;
  hexById: Map<string, HexDef>;
  hexOfCity: Map<string, string>;
  notes: string[];
}

/** Every hexside with a feature, sorted by hex ids (deterministic). */
export function buildHexsides(input: HexsideInput): HexsideDef[] {
  const { grid, geo, countries, onMap, terrain, hexById, hexOfCity, notes } = input;
  const mapIds = grid.all().filter((id) => onMap.has(id));
  const sides = new Map<string, HexsideDef>();
  const side = (a: string, b: string): HexsideDef => {
    const k = hexsideKey(a, b);
    let s = sides.get(k);
    if (!s) {
      const [x, y] = a < b ? [a, b] : [b, a];
      s = { a: x, b: y, features: [] };
      sides.set(k, s);
    }
    return s;
  };
  const add = (s: HexsideDef, f: string): void => {
    if (!s.features.includes(f)) s.features.push(f);
  };
  const landHex = (id: string | null): id is string => id !== null && onMap.has(id) && terrain.get(id) !== 'sea';

  // straits (Isabella 12.7) and Gibraltar's all-sea sides (7.3)
  const straits = [
    ['1321', '1322'],
    ['1422', '1322'],
  ];
  for (const [a, b] of straits) {
    const s = side(a, b);
    add(s, 'strait');
    s.name = 'Strait of Gibraltar';
    s.prov = { source: 'rulebook', ref: '12.7' };
  }
  for (const n of grid.neighbors('1422')) {
    if (n === '1421' || n === '1322') continue;
    const s = side('1422', n);
    add(s, 'sea');
    s.prov = { source: 'rulebook', ref: '7.3' };
  }
  const straitKeys = new Set(straits.map(([a, b]) => hexsideKey(a, b)));
  // land-land hexsides that are open water between the two hexes (bays, estuaries, straits)
  for (const id of mapIds) {
    if (!landHex(id)) continue;
    for (const n of grid.neighbors(id)) {
      if (n < id || !landHex(n) || straitKeys.has(hexsideKey(id, n))) continue;
      const a = grid.center(id),
        b = grid.center(n);
      // Gibraltar's hexsides are fixed by the rules above (1421/1422 is its one land hexside, 13.24)
      const wet =
        id !== '1422' &&
        n !== '1422' &&
        [0.35, 0.5, 0.65].every((t) => {
          const [lon, lat] = geo.toLonLat({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
          return countries.regionAt(lon, lat) === null;
        });
      const strait = (id === '1421' && n === '1322') || (id === '1322' && n === '1421');
      if (wet || strait) {
        const s = side(id, n);
        add(s, 'sea');
        if (strait)
          s.prov = {
            source: 'reconstructed',
            reason: 'Strait of Gibraltar: only 1321/1322 and 1422/1322 are straits hexsides (12.7)',
          };
      }
      const ra = hexById.get(id)!.region,
        rb = hexById.get(n)!.region;
      if (ra !== rb) add(side(id, n), 'border');
    }
  }
  const isSeaSide = (a: string, b: string): boolean => sides.get(hexsideKey(a, b))?.features.includes('sea') ?? false;

  // rivers along hexsides
  const corners = new CornerGraph(grid);
  for (const r of RIVERS) {
    const refs = corners.follow(r.course.map(([lon, lat]) => geo.toMap(lon, lat)));
    for (const s of refs) {
      if (!landHex(s.a) || !landHex(s.b) || isSeaSide(s.a, s.b!) || straitKeys.has(hexsideKey(s.a, s.b!))) continue;
      const hs = side(s.a, s.b!);
      add(hs, 'river');
      hs.name = hs.name ? hs.name : r.name;
    }
  }

  // roads: chains of land hexes between cities
  const passable = (a: string, b: string): boolean =>
    landHex(b) && !isSeaSide(a, b) && !straitKeys.has(hexsideKey(a, b));
  const stepCost = (id: string): number =>
    (({ mountain: 1.8, rough: 1.3 }) as Record<string, number>)[terrain.get(id)!] ?? 1;
  for (const road of ROADS) {
    for (let i = 1; i < road.via.length; i++) {
      const a = hexOfCity.get(road.via[i - 1]);
      const b = hexOfCity.get(road.via[i]);
      if (!a || !b) continue;
      const path = routeRoad(grid, a, b, passable, stepCost);
      if (!path) {
        notes.push(`road ${road.name}: no land route ${road.via[i - 1]}–${road.via[i]}`);
        continue;
      }
      for (let k = 1; k < path.length; k++) add(side(path[k - 1], path[k]), 'road');
    }
  }

  for (const s of sides.values()) {
    if (!grid.adjacent(s.a, s.b)) throw new Error(`build-map: hexside ${s.a}/${s.b} joins hexes that are not adjacent`);
  }
  const hexsides = [...sides.values()]
    .filter((s) => s.features.length > 0)
    .map((s) => ({ ...s, features: [...s.features].sort() }))
    .sort((x, y) => (x.a === y.a ? (x.b < y.b ? -1 : 1) : x.a < y.a ? -1 : 1));

  return hexsides;
}
