// The hexsides of the SFE East map on the whole lattice: rivers along the hex edges nearest their courses (major
// rivers apart), the 1941 railways as chains of hexes between the places they served (broad gauge on Soviet soil),
// the borders of June 1941 and the Soviet border of 1939, and the rulebook's own hexsides: the isthmus river
// 2530/2630 and the sea round Kronstadt, which only 2730, 2831 and 2832 reach (§2.22).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Provenance } from '../../../engine/core/module.js';
import { CornerGraph, routeRoad } from '../isabella/routing.js';
import { AUTHORED_RIVERS, NE_RIVERS } from './geo-lines.js';
import { RAILWAYS } from './geo-rail.js';
import { type Cell, DATA } from './hexes.js';
import { frameIdOf, toMap, whole } from './grid.js';

/** One hexside being built. */
export interface Side {
  features: Set<string>;
  name?: string;
  prov: Provenance;
}

/** The canonical key of the hexside between two frame hexes. */
export const sideKey = (a: string, b: string): string => (a < b ? `${a}/${b}` : `${b}/${a}`);
const rec = (reason: string): Provenance => ({ source: 'reconstructed', reason });
const RULEBOOK: Provenance = { source: 'rulebook', ref: '§2.22' };

/** Every hexside feature, keyed by sideKey (frame ids), and the hexes where railways run off the map. */
export function buildSides(
  cells: Map<string, Cell>,
  placeHex: Map<string, string>,
  notes: string[],
): { sides: Map<string, Side>; ends: Set<string> } {
  const sides = new Map<string, Side>();
  const add = (a: string, b: string, feature: string, prov: Provenance, name?: string) => {
    const k = sideKey(a, b);
    const s = sides.get(k) ?? { features: new Set<string>(), prov };
    s.features.add(feature);
    if (name && !s.name) s.name = name;
    sides.set(k, s);
  };
  const land = (id: string) => cells.get(id)!.region !== null;

  // Rivers: each Natural Earth piece (or authored line) along the corner path nearest it, land on both banks.
  const graph = new CornerGraph(whole);
  const rivers = JSON.parse(readFileSync(join(DATA, 'rivers.json'), 'utf8')) as Record<string, [number, number][][]>;
  const lines = [
    ...NE_RIVERS.flatMap((r) => (rivers[r.name] ?? []).map((pts) => ({ ...r, pts, why: 'Natural Earth 1:10m/1:50m' }))),
    ...AUTHORED_RIVERS.map((r) => ({ ...r, pts: r.points, why: 'authored from the atlas (geo-lines.ts)' })),
  ];
  for (const r of lines) {
    const px = r.pts.map(([lon, lat]) => toMap(lon, lat));
    const feature = r.major ? 'major-river' : 'river';
    const prov = rec(`the ${r.name} on the hex edges nearest its course (${r.why})`);
    for (const s of graph.follow(px, 8)) {
      if (s.b === null || !land(s.a) || !land(s.b)) continue;
      const k = sideKey(s.a, s.b);
      if (feature === 'river' && sides.get(k)?.features.has('major-river')) continue;
      add(s.a, s.b, feature, prov, r.name);
    }
  }
  for (const b of BANKS) keepBank(sides, placeHex.get(b.place), b.river, land);
  // §2.22: "hexside 2530/2630 ... is a river hexside", on the isthmus (the Taipale–Suvanto water line).
  add('2530', '2630', 'river', RULEBOOK, 'the Karelian isthmus (Taipale)');
  // §2.22: only 2730, 2831 and 2832 reach Kronstadt; its other sides are open water.
  for (const n of whole.neighbors('2731'))
    if (!['2730', '2831', '2832'].includes(n)) add('2731', n, 'sea', RULEBOOK, 'the Gulf of Finland round Kotlin');

  // Railways: a chain of land hexes between consecutive stops, avoiding mountains and swamps where it can.
  const stopHex = (stop: string, prev: string | null): string | null => {
    if (stop.startsWith('@')) return frameIdOf(stop.slice(1));
    if (stop.startsWith('~')) return prev === null ? null : edgeHexToward(prev, stop.slice(1));
    return placeHex.get(stop) ?? null;
  };
  const cost = (id: string) => ({ mountain: 4, swamp: 2.5, forest: 1.3 })[cells.get(id)!.terrain as 'mountain'] ?? 1;
  const ends = new Set<string>();
  for (const r of RAILWAYS) {
    const stops: (string | null)[] = [];
    for (const s of r.stops) stops.push(stopHex(s, stops[stops.length - 1] ?? null));
    for (const [i, s] of r.stops.entries()) if (s.startsWith('~') && stops[i] !== null) ends.add(stops[i]!);
    for (let i = 1; i < r.stops.length; i++) {
      const a = stops[i - 1];
      const b = stops[i];
      if (a === null || b === null) {
        notes.push(`rail ${r.name}: ${r.stops[i - 1]}–${r.stops[i]} has a stop off the map`);
        continue;
      }
      const path = a === b ? [a] : routeRoad(whole, a, b, (x, y) => land(x) && land(y), cost);
      if (path === null) {
        notes.push(`rail ${r.name}: no land path ${r.stops[i - 1]}–${r.stops[i]}`);
        continue;
      }
      for (let j = 1; j < path.length; j++) {
        const soviet = cells.get(path[j - 1])!.region === 'ussr' && cells.get(path[j])!.region === 'ussr';
        const prov = rec(`the ${r.name} of 1941, between the places it served (geo-lines.ts)`);
        add(path[j - 1], path[j], 'rail', prov, r.name);
        if (soviet) add(path[j - 1], path[j], 'broad-gauge', prov);
      }
    }
  }

  // §2.13: "the Volga at Stalingrad" is a rail ferry for rail movement and a river for ground movement and combat.
  const stalingrad = placeHex.get('Stalingrad');
  for (const [k, s] of sides) {
    const [a, b] = k.split('/');
    const near = stalingrad !== undefined && [a, b].some((x) => whole.distance(x, stalingrad) <= 1);
    if (near && s.name === 'Volga' && s.features.has('rail')) {
      s.features.add('rail-ferry');
      s.prov = { source: 'rulebook', ref: '§2.13' };
    }
  }

  // Borders: between land hexes of different regions; the Soviet one is the line of 22 June 1941.
  for (const id of whole.all()) {
    const c = cells.get(id)!;
    if (c.region === null) continue;
    for (const n of whole.neighbors(id)) {
      if (n < id) continue;
      const d = cells.get(n)!;
      if (d.region === null) continue;
      if (d.region !== c.region) {
        const soviet = c.region === 'ussr' || d.region === 'ussr';
        add(id, n, soviet ? 'border-1941' : 'border', rec('the frontier of 22 June 1941 (geo-areas.ts)'));
      } else if (c.region === 'ussr' && c.annexed !== d.annexed)
        add(id, n, 'border-1939', rec('the Soviet western border of 1939 (geo-lines.ts BORDER_1939)'));
    }
  }
  return { sides, ends };
}

/** The hex holding "lon lat", or when that lies off the map the last map hex on the way there from `from`. */
export function edgeHexToward(from: string, text: string): string {
  const [lon, lat] = text.split(/\s+/).map(Number);
  const p = toMap(lon, lat);
  const inside = whole.hexAt(p);
  if (inside !== null) return inside;
  const o = whole.center(from);
  let last = from;
  for (let t = 0; t <= 1; t += 0.002) {
    const h = whole.hexAt({ x: o.x + t * (p.x - o.x), y: o.y + t * (p.y - o.y) });
    if (h === null) break;
    last = h;
  }
  return last;
}

/** Cities the hex edges would put on the wrong bank of their river: the river goes round the other side. */
const BANKS = [{ place: 'Rostov', river: 'Don', why: 'Rostov stands on the north bank of the Don' }];

/**
 * A city's hex keeps its bank: where the river runs along the hex's northern edges, it is moved to the other arc of
 * the hex's outline, between the same two corners (the hex's southern edges), so the city lies north of it.
 */
function keepBank(sides: Map<string, Side>, hex: string | undefined, river: string, land: (id: string) => boolean) {
  if (hex === undefined) return;
  const along = whole.neighbors(hex).filter((n) => sides.get(sideKey(hex, n))?.name === river);
  const c = whole.center(hex);
  const north = along.filter((n) => whole.center(n).x < c.x).length;
  if (along.length === 0 || north * 2 <= along.length || along.length === 6) return;
  const why = BANKS.find((b) => b.river === river)?.why ?? '';
  const template = sides.get(sideKey(hex, along[0]))!;
  for (const n of whole.neighbors(hex)) {
    const k = sideKey(hex, n);
    const s = sides.get(k);
    if (along.includes(n)) {
      s!.features.delete('major-river');
      s!.features.delete('river');
      if (s!.features.size === 0) sides.delete(k);
    } else if (land(n)) {
      const feature = template.features.has('major-river') ? 'major-river' : 'river';
      const t = s ?? { features: new Set<string>(), prov: rec(`the ${river} round the far side: ${why}`) };
      t.features.add(feature);
      t.name ??= river;
      sides.set(k, t);
    }
  }
}
