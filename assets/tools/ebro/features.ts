// The hexside features of the lower Ebro map, on the whole-map grid: the Ebro (the series' primary river) along
// hex edges that follow its real course, its crossing sites and fords, the secondary rivers, and the 1938 roads
// and railways as chains of hexes between the places they served.

import { CornerGraph, routeRoad } from '../isabella/routing.js';
import { CROSSINGS, FORDS, RAIL_BRIDGES } from './geo-places.js';
import { EBRO, EBRO_NAME, RAILWAYS, ROADS, SECONDARY_RIVERS } from './geo-lines.js';
import { toMap, whole } from './grid.js';

/** One hexside being built: its features, its name (English, Spanish), why it is there. */
export interface Side {
  features: Set<string>;
  name?: string;
  es?: string;
  why?: string;
}

/** What the features need from the hexes: terrain by whole-map id, and town hexes by name. */
export interface FeatureInput {
  terrain: Map<string, string>;
  townHex: Map<string, string>;
  townAt: Map<string, { lat: number; lon: number; es?: string }>;
  notes: string[];
}

/** The canonical key of the hexside between two whole-map hexes. */
export const sideKey = (a: string, b: string): string => (a < b ? `${a}/${b}` : `${b}/${a}`);

/** The hexsides of the Ebro: the corner path nearest its course, leaving out the grid's outer edge and the sea. */
function ebroSides(graph: CornerGraph, terrain: Map<string, string>): string[] {
  const path = graph.follow(onGrid(EBRO), 10);
  return path
    .filter((s) => s.b !== null && !(terrain.get(s.a) === 'sea' && terrain.get(s.b!) === 'sea'))
    .map((s) => sideKey(s.a, s.b!));
}

/**
 * A lon/lat line as map pixels, its points beyond the map's edge pulled onto the edge, so that a river that
 * enters from off the map starts on a corner of the map's outline (no land path round its end).
 */
function onGrid(line: readonly [number, number][]): { x: number; y: number }[] {
  const b = whole.bounds();
  const s = whole.grid.size;
  const h = (Math.sqrt(3) * s) / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return line.map(([lon, lat]) => {
    const p = toMap(lon, lat);
    return {
      x: clamp(p.x, b.x + s / 2 + 1, b.x + b.width - s / 2 - 1),
      y: clamp(p.y, b.y + h + 1, b.y + b.height - h - 1),
    };
  });
}

/** The midpoint of a hexside in map pixels. */
function mid(key: string): { x: number; y: number } {
  const [a, b] = key.split('/');
  const p = whole.center(a);
  const q = whole.center(b);
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

/** Every hexside feature of the map, keyed by sideKey. */
export function buildFeatures(input: FeatureInput): Map<string, Side> {
  const { terrain, townHex, townAt, notes } = input;
  const sides = new Map<string, Side>();
  // The first name and reason a hexside gets stay (the Ebro's before a road's); a crossing site's replace them.
  const add = (key: string, feature: string, name?: { name: string; es: string }, why?: string): Side => {
    const s = sides.get(key) ?? { features: new Set<string>() };
    s.features.add(feature);
    if (name && !s.name) Object.assign(s, name);
    if (why && !s.why) s.why = why;
    sides.set(key, s);
    return s;
  };
  const graph = new CornerGraph(whole);
  const ebro = ebroSides(graph, terrain);
  const ebroWhy = 'the Ebro, the series’ primary river, on the hex edges nearest its course (geo-lines.ts EBRO)';
  for (const k of ebro) add(k, 'major-river', EBRO_NAME, ebroWhy);
  const ebroSet = new Set(ebro);

  // A crossing site or a ford: the Ebro hexside of the town's hex (or of a neighbour) nearest the town.
  const siteFor = (town: string): string | null => {
    const h = townHex.get(town);
    const at = townAt.get(town);
    if (!h || !at) return null;
    const p = toMap(at.lon, at.lat);
    const near = (hexes: string[]) =>
      ebro
        .filter((k) => k.split('/').some((x) => hexes.includes(x)))
        .sort((x, y) => Math.hypot(mid(x).x - p.x, mid(x).y - p.y) - Math.hypot(mid(y).x - p.x, mid(y).y - p.y));
    const free = (k: string) => !sides.get(k)?.features.has('crossing-site');
    return near([h]).find(free) ?? near(whole.neighbors(h)).find(free) ?? null;
  };
  for (const c of CROSSINGS) {
    const k = siteFor(c.town);
    if (k === null) {
      notes.push(`crossing ${c.town}: no Ebro hexside near its hex`);
      continue;
    }
    // Named as a player knows it: the town it left from or reached, in Spanish the town's 1938 Spanish name.
    const s = add(k, 'crossing-site');
    s.name = c.town;
    s.es = townAt.get(c.town)?.es ?? c.town;
    s.why = c.why;
    if (c.bridge) s.features.add('bridge-destroyed');
  }
  for (const f of FORDS) {
    const k = siteFor(f.town);
    if (k === null) notes.push(`ford ${f.town}: no Ebro hexside near its hex`);
    else add(k, 'ford').why = f.why;
  }

  // Roads cross the Ebro only at a crossing site (the 1938 bridges and ferries); the railways on their bridges.
  const crossable = new Set([...sides].filter(([, s]) => s.features.has('crossing-site')).map(([k]) => k));
  const railBridges = new Set<string>();
  for (const b of RAIL_BRIDGES) {
    // IX.2.6 a railway bridge: the free Ebro hexside nearest it, a crossing site of its own, printed blown if it was
    const p = toMap(b.lon, b.lat);
    const dist = (k: string) => Math.hypot(mid(k).x - p.x, mid(k).y - p.y);
    const k = ebro.filter((x) => !sides.get(x)?.features.has('crossing-site')).sort((x, y) => dist(x) - dist(y))[0];
    const s = add(k, 'crossing-site');
    Object.assign(s, { name: b.name, es: b.es, why: b.why });
    if (b.blown) s.features.add('bridge-destroyed');
    railBridges.add(k);
  }

  for (const r of SECONDARY_RIVERS) {
    for (const s of graph.follow(onGrid(r.points), 10)) {
      if (s.b === null) continue;
      const k = sideKey(s.a, s.b);
      if (!ebroSet.has(k)) add(k, 'river', { name: r.name, es: r.es }, r.why);
    }
  }

  // Roads and railways: chains of land hexes, avoiding the sierras, over the Ebro only at a site or a rail bridge.
  const cost: Record<string, number> = { mountain: 6, rough: 3, woods: 2, marsh: 3, hills: 1.5 };
  const edgeHex = (ref: string): string | null => {
    const m = /^@([NSEW]):([\d.]+)$/.exec(ref);
    if (!m) return townHex.get(ref) ?? null;
    const v = Number(m[2]);
    const onEdge = whole.all().filter((id) => {
      const o = whole.parse(id)!;
      if (terrain.get(id) === 'sea') return false;
      if (m[1] === 'W') return o.col === 0;
      if (m[1] === 'E') return o.col === whole.grid.cols - 1;
      if (m[1] === 'N') return o.row === 0;
      return o.row === whole.grid.rows - 1;
    });
    const target = m[1] === 'W' || m[1] === 'E' ? toMap(m[1] === 'W' ? 0.26 : 0.9, v) : toMap(v, 41);
    const d = (id: string) =>
      m[1] === 'W' || m[1] === 'E' ? Math.abs(whole.center(id).y - target.y) : Math.abs(whole.center(id).x - target.x);
    return onEdge.sort((a, b) => d(a) - d(b) || (a < b ? -1 : 1))[0] ?? null;
  };
  const lines = [...ROADS.map((r) => ({ ...r, feature: 'road' })), ...RAILWAYS.map((r) => ({ ...r, feature: 'rail' }))];
  for (const line of lines) {
    const hexes = line.via.map(edgeHex);
    for (let i = 1; i < hexes.length; i++) {
      const [from, to] = [hexes[i - 1], hexes[i]];
      if (from === null || to === null) {
        notes.push(`${line.name}: ${line.via[from === null ? i - 1 : i]} is not on the map`);
        continue;
      }
      const path = routeRoad(
        whole,
        from,
        to,
        (a, b) =>
          terrain.get(a) !== 'sea' &&
          terrain.get(b) !== 'sea' &&
          (!ebroSet.has(sideKey(a, b)) || (line.feature === 'rail' ? railBridges : crossable).has(sideKey(a, b))),
        (id) => cost[terrain.get(id)!] ?? 1,
      );
      if (path === null) {
        notes.push(`${line.name}: no land path ${line.via[i - 1]} – ${line.via[i]}`);
        continue;
      }
      const why = `the ${line.name} of 1938, between the places it served (geo-lines.ts)`;
      const name = { name: line.name, es: line.es };
      for (let j = 1; j < path.length; j++) add(sideKey(path[j - 1], path[j]), line.feature, name, why);
    }
  }
  return sides;
}
