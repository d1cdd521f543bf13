// Builds the La Batalla del Ebro map (assets/modules/ebro/map.json + preview.png): the lower Ebro and the Terra
// Alta in July 1938 at 1.5 km a hex, on two mapsheets. The series rulebook gives no map (digest §10), so every
// value is reconstructed from public geodata (Natural Earth 1:50m land for the coast) and the places, lines and
// areas written down beside this file. Deterministic: the same inputs give the same bytes.
// Run: npm run build:map:ebro

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HexDef, HexsideDef, MapDef, TerrainDef } from '../../../engine/core/module.js';
import { loadCountries, inRing } from '../isabella/geodata.js';
import { serializeMap } from '../isabella/build-map.js';
import { buildFeatures } from './features.js';
import { AREAS } from './geo-areas.js';
import { RAIL_HEADS } from './geo-lines.js';
import { HEIGHTS, OBJECTIVES, PLACES, type Place } from './geo-places.js';
import {
  KM_PER_HEX,
  NW,
  PROJECTION,
  PX_PER_KM,
  SHEETS,
  sheetIdOf,
  sheetJoins,
  toLonLat,
  toMap,
  whole,
} from './grid.js';
import { buildBoxes, buildLabels, buildOutlines } from './decor.js';

const REC = (reason: string) => ({ source: 'reconstructed' as const, reason });

/** The terrain types: the series' terrain effects chart (digest §2.2-2.3) as this map uses them. */
export const TERRAIN: TerrainDef[] = [
  {
    id: 'clear',
    name: 'Clear',
    names: { es: 'Despejado' },
    color: '#eee6c8',
    prov: { source: 'rulebook', ref: 'IX.3' },
  },
  {
    id: 'woods',
    name: 'Thin woods',
    names: { es: 'Bosque claro' },
    color: '#b9cf94',
    prov: { source: 'rulebook', ref: 'IX.3' },
  },
  {
    id: 'hills',
    name: 'Hills',
    names: { es: 'Colinas' },
    color: '#ddcb98',
    prov: REC('the series’ Hill (IX.3: no movement effect, +1 range for fire) on rolling ground'),
  },
  {
    id: 'rough',
    name: 'Rough',
    names: { es: 'Accidentado' },
    color: '#c9a96e',
    prov: { source: 'rulebook', ref: 'IX.3' },
  },
  {
    id: 'mountain',
    name: 'Mountain',
    names: { es: 'Montaña' },
    color: '#9a7651',
    prov: REC('the series’ Rough/mountain (IX.3) for the named sierras; the optional High mountain (XX.2) is not used'),
  },
  { id: 'marsh', name: 'Marsh', names: { es: 'Marisma' }, color: '#a9c6b4', prov: { source: 'rulebook', ref: 'IX.3' } },
  {
    id: 'village',
    name: 'Village',
    names: { es: 'Pueblo' },
    color: '#d9a0a0',
    prov: { source: 'rulebook', ref: 'IX.3' },
  },
  { id: 'city', name: 'City', names: { es: 'Ciudad' }, color: '#c46b6b', prov: { source: 'rulebook', ref: 'IX.3' } },
  { id: 'sea', name: 'Sea', names: { es: 'Mar' }, color: '#9cc3de', prov: { source: 'rulebook', ref: 'B.8' } },
];

/** One objective hex (whole-map sheet id, its place, its points). */
export interface Objective {
  hex: string;
  name: string;
  vp: number;
  why: string;
}

/** What a build produces. */
export interface BuildResult {
  map: MapDef;
  objectives: Objective[];
  notes: string[];
}

/** Sample points of a hex: its centre and six points half-way to its corners. */
function samples(id: string): [number, number][] {
  const c = whole.center(id);
  const out = [toLonLat(c)];
  for (let i = 0; i < 6; i++) {
    const a = ((30 + 60 * i) * Math.PI) / 180;
    out.push(toLonLat({ x: c.x + 0.5 * whole.grid.size * Math.cos(a), y: c.y + 0.5 * whole.grid.size * Math.sin(a) }));
  }
  return out;
}

/** Build the whole map in memory. */
export function buildMap(): BuildResult {
  const notes: string[] = [];
  const countries = loadCountries();
  const ids = whole.all();
  const land = new Map(
    ids.map((id) => [id, samples(id).filter(([lon, lat]) => countries.regionAt(lon, lat)).length >= 4]),
  );

  // ---- towns: the hex of their true position; a second town in a hex moves to the nearest free land neighbour
  const townAt = new Map<string, Place & { hex: string; why: string }>();
  for (const p of PLACES) {
    const pt = toMap(p.lon, p.lat);
    let hex = whole.hexAt(pt);
    if (hex === null) {
      notes.push(`${p.name} is off the map`);
      continue;
    }
    let why = `${p.name} (${p.lat}, ${p.lon}; ${p.source}) in the hex of its position`;
    if (townAt.has(hex)) {
      const other = townAt.get(hex)!.name;
      const d = (h: string) => Math.hypot(whole.center(h).x - pt.x, whole.center(h).y - pt.y);
      const free = whole.neighbors(hex).filter((n) => !townAt.has(n) && land.get(n));
      free.sort((a, b) => d(a) - d(b) || (a < b ? -1 : 1));
      if (free.length === 0) {
        notes.push(`${p.name} dropped: its hex holds ${other}`);
        continue;
      }
      why = `${p.name} (${p.lat}, ${p.lon}; ${p.source}) moved one hex from ${sheetIdOf(hex)}, which holds ${other}`;
      hex = free[0];
    }
    if (!land.get(hex)) {
      why += '; its hex is made land (the 1:50m coastline is coarser than a hex)';
      land.set(hex, true);
    }
    townAt.set(hex, { ...p, hex, why });
  }
  const townHex = new Map([...townAt.values()].map((t) => [t.name, t.hex]));

  // ---- terrain: sea, the town's built-up type, else the first area covering 3 of 7 samples, else clear
  const terrainOf = (id: string): string => {
    if (!land.get(id)) return 'sea';
    const t = townAt.get(id);
    if (t) return t.kind;
    const pts = samples(id);
    for (const a of AREAS) if (pts.filter(([lon, lat]) => inRing(a.ring, lon, lat)).length >= 3) return a.kind;
    return 'clear';
  };
  const terrain = new Map(ids.map((id) => [id, terrainOf(id)]));

  const sides = buildFeatures({
    terrain,
    townHex,
    townAt: new Map([...townAt.values()].map((t) => [t.name, t])),
    notes,
  });

  // ---- objectives: towns and named heights
  const objectives: Objective[] = [];
  const heightAt = new Map<string, (typeof HEIGHTS)[number]>();
  for (const o of OBJECTIVES) {
    const h = townHex.get(o.place);
    if (h) objectives.push({ hex: sheetIdOf(h), name: o.place, vp: o.vp, why: o.why });
    else notes.push(`objective ${o.place} has no hex`);
  }
  for (const h of HEIGHTS) {
    const id = whole.hexAt(toMap(h.lon, h.lat));
    if (id === null || townAt.has(id)) notes.push(`height ${h.name} has no free hex`);
    else {
      heightAt.set(id, h);
      objectives.push({ hex: sheetIdOf(id), name: h.name, vp: h.vp, why: h.why });
    }
  }

  // ---- rail heads: each on its town's hex, which a railway must reach
  const railAt = new Map<string, (typeof RAIL_HEADS)[number]>();
  for (const r of RAIL_HEADS) {
    const h = townHex.get(r.place);
    const onRail = h !== undefined && [...sides].some(([k, s]) => s.features.has('rail') && k.split('/').includes(h));
    if (h && onRail) railAt.set(h, r);
    else notes.push(`rail head ${r.place}: no railway in its hex`);
  }

  // ---- hexes
  const hexes: HexDef[] = ids.map((id) => {
    const t = terrain.get(id)!;
    const h: HexDef = { id: sheetIdOf(id), terrain: t };
    if (t !== 'sea' && whole.neighbors(id).some((n) => terrain.get(n) === 'sea')) h.coastal = true;
    const town = townAt.get(id);
    if (town) {
      h.city = {
        name: town.name,
        ...(town.kind === 'city' ? { size: 'major' as const } : {}),
        lon: town.lon,
        lat: town.lat,
      };
      if (town.es) h.city.names = { es: town.es };
      if (h.coastal) h.city.port = true;
      h.prov = REC(`${town.why}; a ${town.kind} by its 1938 size`);
    }
    // IX.2.6 a rail head: a 1938 station of the railways (geo-lines.ts RAIL_HEADS); the hex prints it
    const rail = railAt.get(id);
    if (rail) {
      h.features = ['rail-head'];
      h.prov = REC(`${h.prov?.source === 'reconstructed' ? `${h.prov.reason}; ` : ''}a rail head: ${rail.why}`);
    }
    const height = heightAt.get(id);
    if (height) {
      h.name = height.name;
      h.names = { es: height.es };
      h.prov = REC(`${height.name} (${height.lat}, ${height.lon}), the summit’s approximate known position`);
    }
    return h;
  });

  // ---- hexsides, in whole-map key order
  const hexsides: HexsideDef[] = [...sides.keys()].sort().map((k) => {
    const s = sides.get(k)!;
    const [a, b] = k.split('/');
    const side: HexsideDef = { a: sheetIdOf(a), b: sheetIdOf(b), features: [...s.features].sort() };
    if (s.name) side.name = s.name;
    if (s.es) side.names = { es: s.es };
    if (s.why) side.prov = REC(s.why);
    return side;
  });

  const map: MapDef = {
    kind: 'hex',
    sheets: SHEETS,
    joins: sheetJoins(),
    terrain: TERRAIN,
    hexes,
    hexsides,
    boxes: buildBoxes(),
    labels: buildLabels(),
    outlines: buildOutlines(countries),
    northBearing: 0,
    fit: {
      projection: { name: PROJECTION.name, rotate: [...PROJECTION.rotate], scaleKm: PROJECTION.scaleKm },
      hex0101: { lon: NW.lon, lat: NW.lat },
      pxPerKm: Math.round(PX_PER_KM * 1e6) / 1e6,
      kmPerHex: KM_PER_HEX,
      note: 'pixel = centre of A:0101 + (projected km - projected km of hex0101) * pxPerKm; sheet B continues sheet A',
    },
    prov: REC(
      'The series rulebook has no map (digest §10). Built by assets/tools/ebro/build-map.ts at 1.5 km a hex ' +
        'from known town coordinates, the Ebro’s course and terrain areas written by hand from geography, ' +
        'Natural Earth 1:50m land, and 1938 roads and railways; see assets/modules/ebro/PROVENANCE.md.',
    ),
  };
  for (const n of [...townAt.keys()]) if (!hexes.some((h) => h.id === sheetIdOf(n))) notes.push(`lost ${n}`);
  return { map, objectives: objectives.sort((a, b) => b.vp - a.vp || (a.hex < b.hex ? -1 : 1)), notes };
}

/** The objectives file: one objective a line. */
export function serializeObjectives(objectives: Objective[]): string {
  return `[\n${objectives.map((o) => `  ${JSON.stringify(o)}`).join(',\n')}\n]\n`;
}

/** Where the module's map files live. */
export const MODULE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../modules/ebro');

async function main(): Promise<void> {
  const { map, objectives, notes } = buildMap();
  const json = serializeMap(map);
  writeFileSync(join(MODULE_DIR, 'map.json'), json);
  writeFileSync(join(MODULE_DIR, 'objectives.json'), serializeObjectives(objectives));
  const { renderPreview } = await import('./preview.js');
  writeFileSync(join(MODULE_DIR, 'preview.png'), renderPreview(map, objectives));
  for (const n of notes) console.log('note:', n);
  console.log(`map.json: ${map.hexes.length} hexes, ${map.hexsides.length} hexsides, ${objectives.length} objectives`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
}
