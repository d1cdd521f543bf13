// Builds The Struggle for Europe's map of the East (assets/modules/sfe/map.json and a preview PNG per sheet) from
// the Natural Earth extract in data/, world-atlas countries and the authored 1941 lines and areas.
// Run: npx tsx assets/tools/sfe/build.ts   (map.test.ts checks the committed map is exactly what this makes)

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HexDef, HexsideDef, MapDef, Provenance, TerrainDef } from '../../../engine/core/module.js';
import { serializeMap } from '../isabella/build-map.js';
import { CLASS_REASON } from './geo-places.js';
import {
  ANCHOR,
  FRAME,
  KM_PER_HEX,
  PROJECTION,
  SHEETS,
  SHEET_PLANS,
  sheetIdOf,
  sheetJoins,
  toMap,
  whole,
} from './grid.js';
import { buildCells, RULEBOOK_LAND } from './hexes.js';
import { renderSheetPng } from './preview.js';
import { buildSides } from './sides.js';
import { sfeBoxes } from './boxes.js';

/** Where the module is written. */
export const SFE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../modules/sfe');
const rec = (reason: string): Provenance => ({ source: 'reconstructed', reason });

/** The terrain types (digest §2.2) with their colours; rough is the build's name for broken hill country. */
const TERRAIN: TerrainDef[] = [
  ['clear', 'Clear', '#e8e4c9'],
  ['forest', 'Forest', '#9cc48a'],
  ['swamp', 'Swamp', '#9fc7b8'],
  ['mountain', 'Mountain', '#b59a74'],
  ['rough', 'Rough', '#d3bf8f'],
  ['lake', 'Lake', '#9cc9ec'],
  ['sea', 'Sea', '#7fb3dc'],
].map(([id, name, color]) => ({ id, name, color, prov: rec('digest §2.2 names the types; the colours are ours') }));

/** The hexes the rulebook names: their features and the rule. */
const RULEBOOK_HEXES: Record<string, { ref: string; features?: string[]; name?: string }> = {
  'N:2730': { ref: '§2.11, §2.22', features: ['sea-access:N:2731'] },
  'N:2731': { ref: '§2.11, §2.22', features: ['island', 'major-fort'], name: 'Kronstadt' },
  'N:2831': { ref: '§2.22', name: 'Oranienbaum bridgehead (Peterhof)' },
  'N:2832': { ref: '§2.22', name: 'Oranienbaum bridgehead (Koporye)' },
  'N:2530': { ref: '§2.22' },
  'N:2630': { ref: '§2.22' },
  'N:2727': { ref: '§23.61(3)', features: ['ladoga-landing'] },
  'N:1027': { ref: '§23.61(2)', features: ['edge-rail', 'limited-supply-source'], name: 'Murmansk line' },
  'C:4032': { ref: '§8.06' },
  'C:3926': { ref: '§8.06' },
  'C:4428': { ref: '§8.06' },
  'SE:2120': { ref: '§8.06' },
  'SE:2419': { ref: '§8.06' },
  'SE:2916': { ref: '§8.06' },
};

/** The whole map and the notes of what the build decided. */
export function buildMap(): { map: MapDef; notes: string[] } {
  const notes: string[] = [];
  const { cells, placeHex } = buildCells(notes);
  const { sides, ends } = buildSides(cells, placeHex, notes);
  // §23.61(1), §27.44: the rail hexes where a line leaves the east edge are Soviet supply sources
  const eastEdge = new Set([...ends].filter((id) => Number(id.slice(2)) === FRAME.firstRow));
  const hexes: HexDef[] = [];
  for (const id of whole.all()) {
    const c = cells.get(id)!;
    const sid = sheetIdOf(id);
    const h: HexDef = { id: sid, terrain: c.terrain };
    if (c.coastal) h.coastal = true;
    if (c.region !== null) h.region = c.region;
    const f: string[] = [];
    if (c.zone !== null) f.push(`weather-zone-${c.zone}`);
    if (c.annexed) f.push('annexed-1939-40');
    if (c.place) {
      const p = c.place;
      f.push(p.kind === 'major' ? 'major-city' : p.kind === 'minor' ? 'minor-city' : 'town');
      if (p.flags.includes('C')) f.push('capital');
      if (p.flags.includes('R')) f.push('replacement-city');
      if (p.flags.includes('P') || p.flags.includes('B')) f.push('port');
      if (p.flags.includes('B')) f.push('major-naval-base');
      h.city = { name: p.name, lat: p.lat, lon: p.lon };
      if (p.kind !== 'town') h.city.size = p.kind;
      if (p.flags.includes('P') || p.flags.includes('B')) h.city.port = true;
      h.prov = rec(`${p.name}: ${p.fromNe ? 'Natural Earth position' : 'authored position'}; ${CLASS_REASON}`);
    }
    if (eastEdge.has(id)) {
      f.push('edge-rail', 'supply-source');
      h.prov = rec('a 1941 main line leaving the east edge: a Soviet supply source and the "East" city (§23.61(1))');
    }
    const rb = RULEBOOK_HEXES[sid];
    if (rb) {
      f.push(...(rb.features ?? []));
      if (rb.name && !h.city) h.name = rb.name;
      h.prov = { source: 'rulebook', ref: rb.ref };
    } else if (RULEBOOK_LAND[id]) h.prov = rec(RULEBOOK_LAND[id]);
    if (!h.prov && c.area) h.prov = rec(`${c.terrain}: ${c.area}`);
    if (f.length > 0) h.features = f;
    hexes.push(h);
  }
  const hexsides: HexsideDef[] = [...sides.entries()]
    .map(([k, s]): HexsideDef => {
      const [a, b] = k.split('/').map(sheetIdOf);
      const d: HexsideDef = { a: a < b ? a : b, b: a < b ? b : a, features: [...s.features].sort() };
      if (s.name) d.name = s.name;
      d.prov = s.prov;
      return d;
    })
    .sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0));
  const p0 = toMap(ANCHOR.lon, ANCHOR.lat);
  const p1 = toMap(ANCHOR.lon, ANCHOR.lat + 0.5);
  const northBearing = Math.round((((Math.atan2(p1.x - p0.x, -(p1.y - p0.y)) * 180) / Math.PI + 360) % 360) * 10) / 10;
  const map: MapDef = {
    kind: 'hex',
    sheets: SHEETS,
    joins: sheetJoins(),
    terrain: TERRAIN,
    hexes,
    hexsides,
    boxes: sfeBoxes(),
    northBearing,
    fit: {
      projection: PROJECTION,
      anchor: ANCHOR,
      kmPerHex: KM_PER_HEX,
      sheets: SHEET_PLANS.map((p) => ({
        id: p.id,
        frameCols: p.cols,
        frameRows: p.rows,
        dCol: p.dCol,
        dRow: p.dRow,
        why: p.why,
      })),
    },
    prov: rec(
      'The rulebook has no map (digest §11). Built by assets/tools/sfe/build.ts from Natural Earth (rivers, lakes, ' +
        'ranges, places) and world-atlas countries, with 1941 railways, frontiers, terrain areas, city classes and ' +
        'weather zones written from history; the lattice is turned and scaled so that every hex the rulebook ' +
        'numbers lies where its place is (PROVENANCE.md).',
    ),
  };
  return { map, notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { map, notes } = buildMap();
  writeFileSync(join(SFE_DIR, 'map.json'), serializeMap(map));
  for (const s of SHEETS) writeFileSync(join(SFE_DIR, `preview-${s.id}.png`), renderSheetPng(map, s.id));
  for (const n of notes) console.log(n);
  console.log(`${map.hexes.length} hexes, ${map.hexsides.length} hexsides, ${map.joins!.length} joins`);
}
