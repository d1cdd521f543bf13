// Builds assets/modules/crusade/map.json (a point-to-point MapDef) and preview.png from spaces.ts and
// connections.ts: projects each town's latitude/longitude with a conic conformal projection fitted to the
// canvas, adds Natural Earth 1:50m coastlines and borders (world-atlas) as outlines, and draws a preview.
// Run: npx tsx assets/tools/crusade/build-map.ts

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoConicConformal } from 'd3-geo';
import type { BoxDef, ConnectionDef, MapDef, SpaceDef } from '../../../engine/core/module.js';
import { loadCountries } from '../isabella/geodata.js';
import { CONNECTIONS } from './connections.js';
import { renderPreview } from './preview.js';
import { SPACES } from './spaces.js';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../../modules/crusade');

/** Canvas size in map pixels and the lon/lat window it shows (the Peninsula and the Balearics). */
export const CANVAS = { width: 2400, height: 1900, margin: 40 };
const WINDOW = { west: -9.6, east: 4.6, south: 35.7, north: 44.0 };

// The off-map boxes (§2.1.5): the Army of Africa display on the map south of the Strait (Morocco), and each side's
// Reserve Box, Eliminated box, the permanently removed units and the units not yet in play, in the counter sheet.
const sheetBox = (id: string, name: string, es: string, y: number, x = 0): BoxDef => ({
  id,
  name,
  names: { es },
  kind: 'box',
  place: 'sheet',
  x,
  y,
  w: 460,
  h: 180,
});
/** Every box of the map. */
export const BOXES: BoxDef[] = [
  {
    id: 'africa',
    name: 'Army of Africa',
    names: { es: 'Ejército de África' },
    kind: 'box',
    place: 'map',
    x: 560,
    y: 1740,
    w: 300,
    h: 130,
  },
  sheetBox('reserve-NAT', 'Nationalist Reserve Box', 'Reserva nacional', 0),
  sheetBox('reserve-REP', 'Republican Reserve Box', 'Reserva republicana', 0, 480),
  sheetBox('eliminated-NAT', 'Nationalist Eliminated Units', 'Unidades nacionales eliminadas', 200),
  sheetBox('eliminated-REP', 'Republican Eliminated Units', 'Unidades republicanas eliminadas', 200, 480),
  sheetBox('pool-NAT', 'Nationalist units not yet in play', 'Unidades nacionales aún no en juego', 400),
  sheetBox('pool-REP', 'Republican units not yet in play', 'Unidades republicanas aún no en juego', 400, 480),
  sheetBox('removed', 'Permanently eliminated', 'Eliminadas permanentemente', 600),
];

/** The projection from [lon, lat] to map pixels. */
export function makeProjection() {
  const p = geoConicConformal().parallels([36, 43]).rotate([4, 0]).center([0, 40]);
  const { west, east, south, north } = WINDOW;
  const frame = {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'MultiPoint' as const,
      coordinates: [
        [west, south],
        [east, south],
        [west, north],
        [east, north],
        [-1.5, north],
        [-1.5, south],
      ],
    },
  };
  const m = CANVAS.margin;
  return p.fitExtent(
    [
      [m, m],
      [CANVAS.width - m, CANVAS.height - m],
    ],
    frame,
  );
}

const r1 = (v: number): number => Math.round(v * 10) / 10;

// A map label at a lon/lat.
function label(
  text: string,
  es: string,
  lon: number,
  lat: number,
  kind: 'sea' | 'region',
): NonNullable<MapDef['labels']>[number] {
  const [x, y] = makeProjection()([lon, lat]) ?? [0, 0];
  return { text, texts: { es }, x: r1(x), y: r1(y), kind };
}

/** The map as a MapDef (points kind). */
export function buildMap(): MapDef {
  const proj = makeProjection();
  const spaces: SpaceDef[] = SPACES.map((s) => {
    const [x, y] = proj([s.lon, s.lat]) ?? [0, 0];
    const named = s.ref !== undefined;
    return {
      id: s.id,
      name: s.name,
      x: r1(x),
      y: r1(y),
      ...(s.kind === 'country' ? {} : { terrain: s.attrs.terrain }),
      ...(s.attrs.nfRegion ? { region: s.attrs.nfRegion } : {}),
      attrs: {
        kind: s.kind,
        ...s.attrs,
        lat: s.lat,
        lon: s.lon,
        ...(named ? { book: s.book ?? s.name, ref: s.ref ?? '' } : {}),
        prov: { ...s.prov },
      },
      prov: {
        source: 'reconstructed',
        reason: named
          ? `Named by the rulebook (${s.ref}); placed at the real town because the map is missing.`
          : s.kind === 'country'
            ? 'The far end of the border lines, placed inside the country.'
            : 'Not in the rulebook text: a real town added so that the network covers all of Spain.',
      },
    };
  });
  const connections: ConnectionDef[] = CONNECTIONS.map((c) => ({ a: c.a, b: c.b, type: c.type, prov: c.prov }));
  const countries = loadCountries();
  const { west, east, south, north } = WINDOW;
  const inside = ([lon, lat]: [number, number]): boolean =>
    lon >= west - 1 && lon <= east + 1 && lat >= south - 1 && lat <= north + 1;
  const outlines: MapDef['outlines'] = [];
  const addLines = (kind: string, lines: [number, number][][]): void => {
    for (const line of lines) {
      let run: number[] = [];
      const flush = (): void => {
        if (run.length >= 4) outlines.push({ kind, points: run });
        run = [];
      };
      for (const p of line) {
        if (!inside(p)) {
          flush();
          continue;
        }
        const [x, y] = proj(p) ?? [0, 0];
        run.push(r1(x), r1(y));
      }
      flush();
    }
  };
  addLines('coast', countries.coastLines());
  addLines('border', countries.borderLines());
  return {
    kind: 'points',
    terrain: [
      {
        id: 'clear',
        name: 'Open',
        names: { es: 'Abierto' },
        color: '#e8e2c8',
        prov: { source: 'rulebook', ref: '§2.1.1' },
      },
      {
        id: 'mountain',
        name: 'Mountain',
        names: { es: 'Montaña' },
        color: '#b59a72',
        prov: { source: 'rulebook', ref: '§2.1.1' },
      },
      {
        id: 'sierra',
        name: 'Mountain (Sierra of Madrid)',
        names: { es: 'Montaña (Sierra de Madrid)' },
        color: '#8c6d46',
        prov: { source: 'rulebook', ref: '§11.2.6' },
      },
    ],
    hexes: [],
    hexsides: [],
    spaces,
    connections,
    boxes: BOXES,
    labels: [
      label('ATLANTIC OCEAN', 'OCÉANO ATLÁNTICO', -8.6, 36.3, 'sea'),
      label('BAY OF BISCAY', 'GOLFO DE VIZCAYA', -4.6, 43.85, 'sea'),
      label('MEDITERRANEAN SEA', 'MAR MEDITERRÁNEO', 0.4, 36.9, 'sea'),
      label('FRANCE', 'FRANCIA', 1.0, 43.65, 'region'),
      label('PORTUGAL', 'PORTUGAL', -8.0, 39.6, 'region'),
    ],
    outlines,
    northBearing: 0,
    fit: {
      projection: { kind: 'conicConformal', parallels: [36, 43], rotate: [4, 0], center: [0, 40] },
      window: { ...WINDOW },
      canvas: { ...CANVAS },
      scale: proj.scale(),
      translate: proj.translate(),
      note: 'pixel = d3 geoConicConformal(parallels, rotate, center).scale(scale).translate(translate)([lon, lat])',
    },
    prov: {
      source: 'reconstructed',
      reason:
        'The rulebook has no map. Built by assets/tools/crusade/build-map.ts: every space at its real town ' +
        '(lat/lon), connections along the 1936 roads, Natural Earth 1:50m coastlines; rulebook facts kept.',
    },
  };
}

// JSON with one line per space, connection and outline, so that diffs stay readable and the file small.
function compact(map: MapDef): string {
  const lines = (xs: unknown[] | undefined): string => (xs ?? []).map((x) => `  ${JSON.stringify(x)}`).join(',\n');
  const { spaces, connections, outlines, ...rest } = map;
  const head = JSON.stringify(rest, null, 1).replace(/\n}$/, '');
  return (
    `${head},\n "spaces": [\n${lines(spaces)}\n ],\n "connections": [\n${lines(connections)}\n ],\n` +
    ` "outlines": [\n${lines(outlines)}\n ]\n}`
  );
}

// Writes map.json and preview.png and reports spaces that fall outside Spain's land.
function main(): void {
  const map = buildMap();
  const countries = loadCountries();
  for (const s of SPACES) {
    if (s.kind !== 'space') continue;
    const region = countries.regionAt(s.lon, s.lat);
    if (region !== 'spain') console.warn(`space ${s.id} lies in ${region ?? 'the sea'} at 1:50m`);
  }
  writeFileSync(join(OUT, 'map.json'), `${compact(map)}\n`);
  writeFileSync(join(OUT, 'preview.png'), renderPreview(map));
  const n = map.spaces?.length ?? 0;
  console.log(`wrote ${n} spaces, ${map.connections?.length ?? 0} connections to ${OUT}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
