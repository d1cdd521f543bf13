// The hexes of the SFE East map on the whole lattice: land, sea or lake from seven sample points (world-atlas
// 1:50m countries, Natural Earth 1:50m lakes), the terrain areas and ranges, the political region of June 1941, the
// weather zone, the places (one a hex, the biggest kept) and the hexes the rulebook names, kept on land.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { inRing, lonOnLine } from '../isabella/geodata.js';
import { COUNTRY_REGIONS, NE_RANGES, REGION_OVERRIDES, TERRAIN_AREAS, weatherZone } from './geo-areas.js';
import { BORDER_1939 } from './geo-lines.js';
import { PLACES, type PlaceSeed } from './geo-places.js';
import { SIZE, toLonLat, toMap, whole } from './grid.js';

type Ring = [number, number][];
export const DATA = join(dirname(fileURLToPath(import.meta.url)), 'data');
const json = <T>(f: string): T => JSON.parse(readFileSync(join(DATA, f), 'utf8')) as T;

/** One hex being built (frame id). */
export interface Cell {
  id: string;
  terrain: string;
  region: string | null;
  coastal: boolean;
  annexed: boolean;
  zone: string | null;
  /** The terrain area or range that set the terrain, if any. */
  area?: string;
  place?: PlaceSeed & { fromNe: boolean };
  lon: number;
  lat: number;
}

/** The hexes the rulebook names, by frame id, that must be land whatever the samples say (§2.22, §23.61). */
export const RULEBOOK_LAND: Record<string, string> = {
  '2731': 'Kronstadt: an island hex units may enter and hold (§2.22)',
  '2831': 'the south shore facing Kronstadt, Peterhof’s side of the Oranienbaum bridgehead (§2.22)',
  '2832': 'the south shore facing Kronstadt, Koporye’s side of the Oranienbaum bridgehead (§2.22)',
  '2530': 'the isthmus hexside 2530/2630 is a river, not lake or sea (§2.22)',
  '2630': 'the isthmus hexside 2530/2630 is a river, not lake or sea (§2.22)',
  '2727': 'the Ladoga supply path lands here (§23.61(3))',
  '1027': 'the Murmansk line leaves the north edge here (§23.61(2)), along the west shore of the Kandalaksha gulf',
};

/** Country polygons (any country near the map) with bounding boxes, for point lookups. */
function loadCountries(): (lon: number, lat: number) => string | null {
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
  const parts: { id: string; box: number[]; f: Feature<Polygon> }[] = [];
  for (const g of (topo.objects.countries as GeometryCollection).geometries) {
    const f = feature(topo, g) as Feature<Polygon | MultiPolygon>;
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const coordinates of polys) {
      const pf: Feature<Polygon> = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } };
      const [[x0, y0], [b1, y1]] = geoBounds(pf);
      const x1 = b1 < x0 ? 180 : b1; // a part across the antimeridian (Russia's) runs east to 180°
      if (x1 < 10 || x0 > 55 || y1 < 38 || y0 > 72) continue;
      parts.push({ id: String(g.id ?? '-99'), box: [x0, y0, x1, y1], f: pf });
    }
  }
  return (lon, lat) => {
    for (const p of parts) {
      if (lon < p.box[0] || lon > p.box[2] || lat < p.box[1] || lat > p.box[3]) continue;
      if (geoContains(p.f, [lon, lat])) return p.id;
    }
    return null;
  };
}

/** The seven sample points of a hex (centre, and halfway to each corner) as lon/lat. */
function samples(id: string): [number, number][] {
  const c = whole.center(id);
  const out = [toLonLat(c)];
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    out.push(toLonLat({ x: c.x + 0.55 * SIZE * Math.cos(a), y: c.y + 0.55 * SIZE * Math.sin(a) }));
  }
  return out;
}

/** Every hex of the lattice and the hex of every place, with the notes of what the build had to decide. */
export function buildCells(notes: string[]): { cells: Map<string, Cell>; placeHex: Map<string, string> } {
  const countryAt = loadCountries();
  const lakeRings = json<Record<string, Ring[]>>('lakes.json');
  const lakes = Object.values(lakeRings).flat();
  const rangeRings = json<Record<string, Ring[]>>('ranges.json');
  if (NE_RANGES.some((r) => rangeRings[r] === undefined)) throw new Error('data/ranges.json lacks a range');
  const inLake = (lon: number, lat: number) => lakes.some((r) => inRing(r, lon, lat));
  const cells = new Map<string, Cell>();
  for (const id of whole.all()) {
    const pts = samples(id);
    let sea = 0;
    let lake = 0;
    const countries: string[] = [];
    for (const [lon, lat] of pts) {
      if (inLake(lon, lat)) lake++;
      else {
        const c = countryAt(lon, lat);
        if (c === null) sea++;
        else countries.push(c);
      }
    }
    const [lon, lat] = pts[0];
    // water when most samples are, or a lake under the centre (Ilmen is smaller than a hex)
    const water = (sea + lake > pts.length / 2 || inLake(pts[0][0], pts[0][1])) && RULEBOOK_LAND[id] === undefined;
    let terrain = water ? (lake >= sea ? 'lake' : 'sea') : 'clear';
    let area: string | undefined;
    if (!water) {
      const range = Object.entries(rangeRings).find(([, rs]) => rs.some((r) => inRing(r, lon, lat)));
      if (range) [terrain, area] = ['mountain', `the ${range[0]} (Natural Earth range)`];
      for (const a of TERRAIN_AREAS)
        if (inRing(a.ring, lon, lat)) [terrain, area] = [a.terrain, `${a.name} (geo-areas.ts)`];
    }
    const country = countries.sort(
      (a, b) => countries.filter((x) => x === b).length - countries.filter((x) => x === a).length,
    )[0];
    let region = water ? null : (COUNTRY_REGIONS[country ?? ''] ?? (country ? `country-${country}` : 'ussr'));
    if (!water) for (const o of REGION_OVERRIDES) if (inRing(o.ring, lon, lat)) region = o.region;
    const annexed = region === 'ussr' && lon < lonOnLine(BORDER_1939, lat);
    const zone = region === null ? null : weatherZone(region, lat, lon);
    cells.set(id, { id, terrain, region, coastal: !water && sea + lake > 0, annexed, zone, area, lon, lat });
  }
  // the shore facing Kronstadt is coastal whatever the samples say (§2.22)
  for (const id of ['2831', '2832']) cells.get(id)!.coastal = true;
  // a land hex beside open water is coastal too
  for (const c of cells.values()) {
    if (c.region === null) continue;
    if (whole.neighbors(c.id).some((n) => cells.get(n)!.region === null)) c.coastal = true;
  }
  const placeHex = placePlaces(cells, countryAt, notes);
  // a lake smaller than a hex (Ilmen) keeps one lake hex, the free one nearest the middle of its biggest ring
  for (const rings of Object.values(lakeRings)) {
    const ring = rings.reduce((a, b) => (b.length > a.length ? b : a));
    const mid = ring.reduce(([x, y], [u, v]) => [x + u / ring.length, y + v / ring.length], [0, 0]);
    const at = whole.hexAt(toMap(mid[0], mid[1]));
    if (
      at === null ||
      cells.get(at)!.region === null ||
      whole.neighbors(at).some((n) => cells.get(n)!.terrain === 'lake')
    )
      continue;
    const p = toMap(mid[0], mid[1]);
    const dist = (id: string) => Math.hypot(whole.center(id).x - p.x, whole.center(id).y - p.y);
    const free = [at, ...whole.neighbors(at)].filter((id) => !cells.get(id)!.place && RULEBOOK_LAND[id] === undefined);
    const c = cells.get(free.sort((x, y) => dist(x) - dist(y))[0] ?? '');
    if (c) {
      Object.assign(c, { terrain: 'lake', region: null, coastal: false, annexed: false, zone: null });
      for (const n of whole.neighbors(c.id)) if (cells.get(n)!.region !== null) cells.get(n)!.coastal = true;
    }
  }

  return { cells, placeHex };
}

const RANK = { major: 3, minor: 2, town: 1 } as const;

/** Each place in the hex of its position (on land: a port in a sea hex turns the hex to land), the biggest a hex. */
function placePlaces(
  cells: Map<string, Cell>,
  countryAt: (lon: number, lat: number) => string | null,
  notes: string[],
): Map<string, string> {
  const ne = json<Record<string, [number, number]>>('places.json');
  const placeHex = new Map<string, string>();
  for (const seed of PLACES) {
    const at = ne[seed.ne];
    const p = { ...seed, lon: at ? at[0] : seed.lon, lat: at ? at[1] : seed.lat, fromNe: at !== undefined };
    const id = whole.hexAt(toMap(p.lon, p.lat));
    if (id === null) {
      notes.push(`${seed.name}: off the map`);
      continue;
    }
    placeHex.set(seed.name, id);
    const c = cells.get(id)!;
    if (c.place && RANK[c.place.kind] >= RANK[p.kind]) {
      notes.push(`${seed.name} shares ${id} with ${c.place.name}, which names the hex`);
      continue;
    }
    if (c.place) notes.push(`${c.place.name} shares ${id} with ${seed.name}, which names the hex`);
    if (c.region === null) {
      notes.push(`${seed.name}: its hex ${id} was mostly water and is made land (coastal)`);
      c.terrain = 'clear';
      c.region = COUNTRY_REGIONS[countryAt(p.lon, p.lat) ?? ''] ?? 'ussr';
      c.coastal = true;
      c.zone = weatherZone(c.region, c.lat, c.lon);
    }
    c.place = p;
  }
  return placeHex;
}
