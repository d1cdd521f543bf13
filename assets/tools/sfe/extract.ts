// Writes the Natural Earth extract the SFE map build reads (assets/tools/sfe/data/): the rivers it names, the big
// lakes, the mountain ranges and the positions of its places, cut to the map's area and rounded to 0.001°.
// Run once by hand with the unpacked Natural Earth GeoJSON files (martynafford/natural-earth-geojson, 0b9a6ce):
//   npx tsx assets/tools/sfe/extract.ts <dir holding ne_10m_rivers_europe.json, ne_50m_rivers_lake_centerlines.json,
//   ne_50m_lakes.json, ne_10m_geography_regions_polys.json, ne_10m_populated_places.json>

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NE_RANGES } from './geo-areas.js';
import { NE_RIVERS } from './geo-lines.js';
import { PLACES } from './geo-places.js';

type Pt = [number, number];
interface Feat {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown } | null;
}

const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');
/** The map's area with a margin, lon/lat. */
const BOX = { w: 13, e: 51, s: 40.5, n: 68.5 };
/** The big lakes of 1941 (the Rybinsk, Kremenchug, Kakhovka and Samara reservoirs came later). */
const LAKES = [
  'Lake Ladoga',
  'Lake Onega',
  'Lake Peipus',
  'Pskoyskoye O.',
  'L. Il’men’',
  'Lake Saimaa',
  'Päijänne',
  'Lake Vygozero',
  'Lake Segozerskoye',
  'L. Beloye',
  'Lake Balaton',
  'Mälaren',
  'Vättern',
  'Hjälmaren',
  'Lake Topozero',
  'Lake Pyaozero',
  'Syvash',
];

const r3 = (v: number) => Math.round(v * 1000) / 1000;
const inBox = ([x, y]: Pt) => x >= BOX.w && x <= BOX.e && y >= BOX.s && y <= BOX.n;
const load = (dir: string, f: string) =>
  (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { features: Feat[] }).features;

/** The parts of a line inside the box, rounded, with repeated points dropped. */
function clip(line: Pt[]): Pt[][] {
  const out: Pt[][] = [];
  let cur: Pt[] = [];
  for (const p of line) {
    if (!inBox(p)) {
      if (cur.length > 1) out.push(cur);
      cur = [];
      continue;
    }
    const q: Pt = [r3(p[0]), r3(p[1])];
    const last = cur[cur.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) cur.push(q);
  }
  if (cur.length > 1) out.push(cur);
  return out;
}

const linesOf = (g: Feat['geometry']): Pt[][] =>
  g === null
    ? []
    : g.type === 'LineString'
      ? [g.coordinates as Pt[]]
      : g.type === 'MultiLineString'
        ? (g.coordinates as Pt[][])
        : [];
const ringsOf = (g: Feat['geometry']): Pt[][] =>
  g === null
    ? []
    : g.type === 'Polygon'
      ? [(g.coordinates as Pt[][])[0]]
      : g.type === 'MultiPolygon'
        ? (g.coordinates as Pt[][][]).map((p) => p[0])
        : [];
const thin = (ring: Pt[], step: number) => ring.filter((_, i) => i % step === 0).map(([x, y]): Pt => [r3(x), r3(y)]);

function main(dir: string): void {
  const rivers: Record<string, Pt[][]> = {};
  const feats = [...load(dir, 'ne_10m_rivers_europe.json'), ...load(dir, 'ne_50m_rivers_lake_centerlines.json')];
  for (const r of NE_RIVERS) {
    const lines = feats.filter((f) => r.ne.includes(String(f.properties.name))).flatMap((f) => linesOf(f.geometry));
    rivers[r.name] = lines.flatMap(clip);
  }
  const lakes: Record<string, Pt[][]> = {};
  for (const f of load(dir, 'ne_50m_lakes.json')) {
    const name = String(f.properties.name);
    if (LAKES.includes(name)) lakes[name] = ringsOf(f.geometry).map((r) => thin(r, 1));
  }
  const ranges: Record<string, Pt[][]> = {};
  for (const f of load(dir, 'ne_10m_geography_regions_polys.json')) {
    const name = String(f.properties.name);
    if (NE_RANGES.includes(name)) ranges[name] = ringsOf(f.geometry).map((r) => thin(r, 2));
  }
  const wanted = new Set(PLACES.map((p) => p.ne));
  // the same name elsewhere (there are several Kirovs): keep Natural Earth's point only near the authored one
  const near = (name: string, [x, y]: Pt) =>
    PLACES.some((p) => p.ne === name && Math.abs(p.lon - x) < 0.5 && Math.abs(p.lat - y) < 0.3);
  const places: Record<string, [number, number]> = {};
  for (const f of load(dir, 'ne_10m_populated_places.json')) {
    const names = [f.properties.NAME, f.properties.NAMEASCII, ...String(f.properties.NAMEALT ?? '').split('|')];
    const name = names.map(String).find((n) => wanted.has(n)) ?? '';
    const at: Pt = [Number(f.properties.LONGITUDE), Number(f.properties.LATITUDE)];
    if (wanted.has(name) && near(name, at) && places[name] === undefined) places[name] = [r3(at[0]), r3(at[1])];
  }
  const write = (f: string, v: unknown) => writeFileSync(join(DATA, f), `${JSON.stringify(v)}\n`);
  write('rivers.json', rivers);
  write('lakes.json', lakes);
  write('ranges.json', ranges);
  write('places.json', places);
  const missing = [...wanted].filter((n) => !places[n]);
  console.log(`places found ${Object.keys(places).length}, missing: ${missing.join(', ')}`);
  console.log(`lakes: ${Object.keys(lakes).join(', ')}; ranges: ${Object.keys(ranges).join(', ')}`);
  for (const [k, v] of Object.entries(rivers)) if (v.length === 0) console.log(`river without lines: ${k}`);
}

main(process.argv[2] ?? '.');
