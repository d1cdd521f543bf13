// Builds the Operation Isabella map (assets/modules/isabella/map.json + preview.png) from public geodata:
// Natural Earth 1:50m countries (world-atlas) for land, sea and countries, and the hand-written real-world
// data beside this file (cities, rivers, ranges, roads). The map is reconstructed: the rulebook has no map,
// only the hex numbers of seven places and a few hexsides, which this build pins exactly (Isabella 2.2, 3.4,
// 4.6, 7.3, 7.7, 11.4, 12.7, 13.24, 1.5).
// Run: npx tsx assets/tools/isabella/build-map.ts

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GridDef, HexDef, MapDef, Provenance } from '../../../engine/core/module.js';
import { HexGrid } from '../../../engine/geometry/hexgrid.js';
import { fitPins, makeGeoref, PROJECTION, PINS } from './fit.js';
import { loadCountries, inRing, lonOnLine, type CountryIndex } from './geodata.js';
import { CITIES } from './geo-cities.js';
import { RANGES } from './geo-terrain.js';
import { DEMARCATION } from './geo-roads.js';
import { buildHexsides } from './hexsides.js';
import { buildDecor } from './decor.js';
import { MAP_REASONS_ES } from './reasons-es.js';

/** The Isabella grid: flat-topped hexes in vertical columns, printed even columns half a hex lower. */
export const ISABELLA_GRID: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 7,
  firstRow: 1,
  cols: 36,
  rows: 28,
  digits: 2,
  size: 48,
};

/** Isabella 1.5: the east map edge is column 42, rows 08–28 inclusive. */
export const EAST_EDGE = { col: 42, firstRow: 8, lastRow: 28 };

/**
 * Hexes whose whole content the rulebook states: it names the city in the hex, and a city stands in an
 * otherwise clear hex (12.5). A `rulebook` label on a hex claims its terrain and region too.
 */
const RULEBOOK_HEXES: Record<string, string> = {
  '1321': '3.4',
  '1322': '12.7',
  '1409': '3.4',
  '1919': '7.7',
  '2816': '2.2',
  '3710': '3.4',
};

/**
 * Hexes the rulebook numbers without saying what is in them: the hex and its role are the rulebook's, its
 * terrain, region and city are the reconstructed map's, so the label is `reconstructed`, with the rule.
 */
export const NAMED_HEX_REASONS: Record<string, string> = {
  '1421':
    "the hex next to Gibraltar (4.6, 7.3, 13.24): its number and role are the rulebook's, its rough terrain is reconstructed from geography",
  '1422':
    "Gibraltar (3.4, 6.3, 13.24): its number and role are the rulebook's; its terrain (clear, and not a city) is reconstructed (digest ambiguity 23)",
  '4212':
    "the German supply source (11.4) and entry hex (10.5) on the east edge (1.5): its number and role are the rulebook's; its terrain, its region (Occupied France) and its city (Dax) are reconstructed from geography",
};

/** 1.5 numbers the east edge hexes 4208-4228 but says nothing of what is in them. */
export const EAST_EDGE_REASON =
  'the east map edge is hexes 4208-4228 (1.5); the terrain, region and cities of this edge hex are reconstructed from geography';

/** What a build produces: the map, and notes for the console. */
export interface BuildResult {
  map: MapDef;
  notes: string[];
}

const r1 = (v: number): number => Math.round(v * 10) / 10;
const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/** Sample points of a hex (centre, inner ring, outer ring) in map pixels. */
function samples(grid: HexGrid, id: string): { x: number; y: number }[] {
  const c = grid.center(id);
  const s = grid.grid.size;
  const out = [c];
  for (const [rad, off] of [
    [0.45, 30],
    [0.8, 0],
    [0.75, 30],
  ] as const) {
    for (let i = 0; i < 6; i++) {
      const a = ((off + 60 * i) * Math.PI) / 180;
      out.push({ x: c.x + rad * s * Math.cos(a), y: c.y + rad * s * Math.sin(a) });
    }
  }
  return out;
}

/** The region of a land point: France splits along the 1940–42 demarcation line. */
function regionOf(countries: CountryIndex, lon: number, lat: number): string | null {
  const r = countries.regionAt(lon, lat);
  if (r !== 'france') return r;
  return lon < lonOnLine(DEMARCATION, lat) ? 'occupied-france' : 'vichy-france';
}

/** Build the whole map in memory (deterministic: same inputs, same output). */
export function buildMap(): BuildResult {
  const notes: string[] = [];
  const grid = new HexGrid(ISABELLA_GRID);
  const fit = fitPins((h) => grid.center(h));
  const geo = makeGeoref(fit);
  const countries = loadCountries();
  const ids = grid.all();

  // ---- land, sea and region by sampling each hex
  const landFrac = new Map<string, number>();
  const regionVote = new Map<string, string | null>();
  for (const id of ids) {
    const pts = samples(grid, id);
    const votes = new Map<string, number>();
    let land = 0;
    pts.forEach((p, i) => {
      const [lon, lat] = geo.toLonLat(p);
      const r = regionOf(countries, lon, lat);
      if (r !== null) {
        land++;
        votes.set(r, (votes.get(r) ?? 0) + (i === 0 ? 3 : 1));
      }
    });
    landFrac.set(id, land / pts.length);
    let best: string | null = null;
    for (const [r, n] of [...votes].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      if (best === null || n > votes.get(best)!) best = r;
    regionVote.set(id, best);
  }
  const isLand = new Map<string, boolean>(ids.map((id) => [id, landFrac.get(id)! >= 0.35]));

  // ---- rulebook-forced geography around the straits (Isabella 7.3, 12.7, 13.24)
  const forced: Record<string, { land: boolean; region?: string; why: string }> = {
    '1321': { land: true, region: 'spain', why: 'Algeciras (3.4)' },
    '1322': { land: true, region: 'morocco', why: 'Tangier (4.6, 12.7)' },
    '1421': { land: true, region: 'spain', why: 'the land hex next to Gibraltar (13.24)' },
    '1422': { land: true, region: 'gibraltar', why: 'Gibraltar (3.4)' },
  };
  for (const n of grid.neighbors('1422')) {
    if (n !== '1421' && n !== '1322') forced[n] = { land: false, why: 'Gibraltar touches only 1421 by land (7.3)' };
  }
  for (const [id, f] of Object.entries(forced)) {
    if (isLand.get(id) !== f.land) notes.push(`forced ${id} to ${f.land ? 'land' : 'sea'}: ${f.why}`);
    isLand.set(id, f.land);
    if (f.region) regionVote.set(id, f.region);
  }

  // ---- which hexes are on the map: the whole grid rectangle, except that the east edge column runs
  // only rows 08–28 (Isabella 1.5; its upper rows would be open Bay of Biscay anyway)
  const onMap = new Set<string>();
  for (const id of ids) {
    const o = grid.parse(id)!;
    const col = ISABELLA_GRID.firstCol + o.col;
    const row = ISABELLA_GRID.firstRow + o.row;
    if (col === EAST_EDGE.col && (row < EAST_EDGE.firstRow || row > EAST_EDGE.lastRow)) continue;
    onMap.add(id);
  }
  // cities the data places in a given hex stand on land
  for (const c of CITIES) {
    if (c.hex && !forced[c.hex]) {
      if (!isLand.get(c.hex)) notes.push(`forced ${c.hex} to land: ${c.name}`);
      isLand.set(c.hex, true);
      if (c.region) regionVote.set(c.hex, c.region);
    }
  }
  const mapIds = ids.filter((id) => onMap.has(id));

  // ---- cities
  // Candidate hexes for a city that must move, nearest to its real position first (ties by hex id).
  const nearestTo =
    (p: { x: number; y: number }) =>
    (a: string, b: string): number => {
      const da = Math.hypot(grid.center(a).x - p.x, grid.center(a).y - p.y);
      const db = Math.hypot(grid.center(b).x - p.x, grid.center(b).y - p.y);
      return da - db || (a < b ? -1 : 1);
    };
  const cityAt = new Map<string, (typeof CITIES)[number] & { snapWhy?: string }>();
  for (const c of CITIES) {
    const p = geo.toMap(c.lon, c.lat);
    let hex = c.hex ?? grid.hexAt(p);
    let snapWhy = c.snap;
    if (hex === null || !onMap.has(hex)) {
      notes.push(`city ${c.name} is off the map`);
      continue;
    }
    if (!c.hex && (!isLand.get(hex) || cityAt.has(hex))) {
      const why = !isLand.get(hex)
        ? 'its hex is all-sea at this scale'
        : `its hex already holds ${cityAt.get(hex)!.name}`;
      const cand = grid
        .neighbors(hex)
        .filter((n) => onMap.has(n) && isLand.get(n) && !cityAt.has(n) && !(n in forced))
        .sort(nearestTo(p));
      if (cand.length === 0) {
        notes.push(`city ${c.name} dropped: ${why} and no free land neighbour`);
        continue;
      }
      snapWhy = `moved one hex from ${hex}: ${why}`;
      hex = cand[0];
    }
    const onCoast = (h: string): boolean => grid.neighbors(h).some((n) => onMap.has(n) && !isLand.get(n));
    if (c.seaport && !c.hex && !onCoast(hex)) {
      const from = hex;
      const cand = grid
        .neighbors(hex)
        .filter((n) => onMap.has(n) && isLand.get(n) && onCoast(n) && !cityAt.has(n) && !(n in forced))
        .sort(nearestTo(p));
      if (cand.length > 0) {
        hex = cand[0];
        snapWhy = `moved one hex from ${from} onto the coast: a seaport, and its own hex touches no all-sea hex at this scale`;
      } else notes.push(`seaport ${c.name} in ${hex} is not coastal`);
    }
    if (cityAt.has(hex)) {
      notes.push(`city ${c.name} dropped: ${hex} holds ${cityAt.get(hex)!.name}`);
      continue;
    }
    cityAt.set(hex, { ...c, snapWhy });
  }

  // ---- terrain (cities stand in otherwise clear hexes: Isabella 12.5)
  const terrainOf = (id: string): string => {
    if (!isLand.get(id)) return 'sea';
    if (cityAt.has(id)) return 'clear';
    const pts = samples(grid, id)
      .slice(0, 7)
      .map((p) => geo.toLonLat(p));
    const inKind = (kind: string) =>
      pts.filter(([lon, lat]) => RANGES.some((r) => r.kind === kind && inRing(r.ring, lon, lat))).length;
    const m = inKind('mountain');
    if (m >= 3) return 'mountain';
    return m + inKind('rough') >= 3 ? 'rough' : 'clear';
  };
  const terrain = new Map(mapIds.map((id) => [id, terrainOf(id)]));

  // ---- hexes
  const hexes: HexDef[] = mapIds.map((id) => {
    const t = terrain.get(id)!;
    const h: HexDef = { id, terrain: t };
    if (t !== 'sea') {
      // coastal = touching an all-sea hex of the map (the grid's outer edge is not a coast)
      const coastal = grid.neighbors(id).some((n) => onMap.has(n) && terrain.get(n) === 'sea');
      if (coastal) h.coastal = true;
      h.region = regionVote.get(id) ?? 'spain';
      const c = cityAt.get(id);
      if (c && c.name === 'Gibraltar') {
        // Not a city: a city would turn a rolled AS into EX (13.11), which would void the Axis AS reroll
        // against the 1/2GGB that 13.25 grants (digest §11.4 item 23). The hex carries the name only.
        h.name = c.name;
      } else if (c) {
        h.city = { name: c.name, ...(c.es ? { names: { es: c.es } } : {}), size: c.size, lon: c.lon, lat: c.lat };
        if (coastal) h.city.port = true;
      }
    }
    let prov: Provenance | undefined;
    if (RULEBOOK_HEXES[id]) prov = { source: 'rulebook', ref: RULEBOOK_HEXES[id] };
    else if (NAMED_HEX_REASONS[id]) prov = { source: 'reconstructed', reason: NAMED_HEX_REASONS[id] };
    else if (id.startsWith('42')) prov = { source: 'reconstructed', reason: EAST_EDGE_REASON };
    const c = cityAt.get(id);
    if (c?.snapWhy && !prov) prov = { source: 'reconstructed', reason: `${c.name}: ${c.snapWhy}` };
    if (forced[id] && !prov)
      prov = { source: 'reconstructed', reason: `forced ${forced[id].land ? 'land' : 'all-sea'}: ${forced[id].why}` };
    if (prov) h.prov = prov;
    return h;
  });
  const hexById = new Map(hexes.map((h) => [h.id, h]));
  if (hexById.get('4212')?.region !== 'occupied-france') {
    notes.push(`4212 came out as ${hexById.get('4212')?.region}; forced to occupied-france (11.4)`);
    hexById.get('4212')!.region = 'occupied-france';
  }

  // ---- hexsides: straits, all-sea, borders, rivers, roads
  const hexOfCity = new Map([...cityAt].map(([h, c]) => [c.name, h]));
  const hexsides = buildHexsides({ grid, geo, countries, onMap, terrain, hexById, hexOfCity, notes });

  const decor = buildDecor(grid, geo, countries);

  const map: MapDef = {
    kind: 'hex',
    grid: ISABELLA_GRID,
    terrain: [
      {
        id: 'sea',
        name: 'All-sea',
        names: { es: 'Todo mar' },
        color: '#9cc3de',
        prov: { source: 'rulebook', ref: '12.7' },
      },
      {
        id: 'clear',
        name: 'Clear',
        names: { es: 'Despejado' },
        color: '#eee6c8',
        prov: { source: 'rulebook', ref: '12.5' },
      },
      {
        id: 'rough',
        name: 'Rough',
        names: { es: 'Accidentado' },
        color: '#c9b27c',
        prov: { source: 'rulebook', ref: '12.6' },
      },
      {
        id: 'mountain',
        name: 'Mountain',
        names: { es: 'Montaña' },
        color: '#9a7651',
        prov: { source: 'rulebook', ref: '12.6' },
      },
    ],
    hexes,
    hexsides,
    boxes: decor.boxes,
    labels: decor.labels,
    outlines: decor.outlines,
    northBearing: r1(geo.northBearing),
    fit: {
      projection: {
        ...PROJECTION,
        parallels: [...PROJECTION.parallels],
        rotate: [...PROJECTION.rotate],
        center: [...PROJECTION.center],
      },
      a: r6(fit.a),
      b: r6(fit.b),
      tx: r6(fit.tx),
      ty: r6(fit.ty),
      kmPerHex: r1(geo.kmPerHex(ISABELLA_GRID.size)),
      // where the fit alone puts each rulebook place, before it is pinned to its printed hex
      pins: PINS.map((p) => ({
        name: p.name,
        hex: p.hex,
        fitted: grid.hexAt(geo.toMap(p.lon, p.lat)) ?? 'off-grid',
        ref: p.ref,
      })),
      note: 'pixel = [a*x - b*y + tx, b*x + a*y + ty] for d3 geoConicConformal (parallels, rotate, center, scale in km, translate [0,0]) output [x, y]',
    },
    prov: {
      source: 'reconstructed',
      reason:
        'The rulebook has no map. Built by assets/tools/isabella/build-map.ts from Natural Earth 1:50m land and countries, with rivers, ranges, cities and 1942 roads written from real geography; a least-squares fit of the seven numbered places sets the 45° turned grid, and those places are pinned to their rulebook hexes.',
    },
  };
  withSpanishReasons(map);
  return { map, notes };
}

/** Give every reconstruction label whose reason has a Spanish text its `reasons.es` (the About page shows it). */
function withSpanishReasons(value: unknown): void {
  if (Array.isArray(value)) {
    for (const v of value) withSpanishReasons(v);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  if (o.source === 'reconstructed' && typeof o.reason === 'string' && MAP_REASONS_ES[o.reason]) {
    o.reasons = { es: MAP_REASONS_ES[o.reason] };
  }
  for (const v of Object.values(o)) withSpanishReasons(v);
}

/** Serialize the map compactly: one hex / hexside per line keeps diffs readable and the file small. */
export function serializeMap(map: MapDef): string {
  const lines: string[] = ['{'];
  const keys = Object.keys(map) as (keyof MapDef)[];
  keys.forEach((k, i) => {
    const v = map[k];
    const comma = i < keys.length - 1 ? ',' : '';
    if (
      Array.isArray(v) &&
      (k === 'hexes' || k === 'hexsides' || k === 'outlines' || k === 'labels' || k === 'boxes' || k === 'terrain')
    ) {
      lines.push(`  ${JSON.stringify(k)}: [`);
      for (const [j, item] of v.entries()) lines.push(`    ${JSON.stringify(item)}${j < v.length - 1 ? ',' : ''}`);
      lines.push(`  ]${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)}${comma}`);
    }
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** Where the module's map files live. */
export const MODULE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../modules/isabella');

async function main(): Promise<void> {
  const { map, notes } = buildMap();
  const json = serializeMap(map);
  writeFileSync(join(MODULE_DIR, 'map.json'), json);
  const { renderPreview } = await import('./preview.js');
  writeFileSync(join(MODULE_DIR, 'preview.png'), renderPreview(map));
  for (const n of notes) console.log('note:', n);
  const land = map.hexes.filter((h) => h.terrain !== 'sea').length;
  console.log(
    `map.json: ${map.hexes.length} hexes (${land} land), ${map.hexsides.length} hexsides, ${(json.length / 1024).toFixed(0)} KB; preview.png written`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
}
