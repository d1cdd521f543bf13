// Natural Earth 1:50m countries (world-atlas TopoJSON) as fast point-in-country tests, plus the map-pixel
// outlines (coastline, borders) the build draws. Each polygon part carries its bounding box so that a
// point is only tested against the few parts that could contain it.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoBounds, geoContains } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, Polygon, MultiPolygon, MultiLineString } from 'geojson';

/** Natural Earth country ids (ISO 3166 numeric) -> our region ids. France is split later by the demarcation line. */
export const COUNTRY_REGIONS: Record<string, string> = {
  '724': 'spain',
  '620': 'portugal',
  '250': 'france',
  '504': 'morocco',
  '020': 'andorra',
  '012': 'algeria',
};

interface Part {
  region: string;
  bbox: [number, number, number, number];
  f: Feature<Polygon>;
}

/** Point-in-country lookups and outline meshes for the map area. */
export interface CountryIndex {
  /** The region id of the country at [lon, lat], or null for sea (or a country we do not track). */
  regionAt(lon: number, lat: number): string | null;
  /** Coastlines (arcs used by one country only) as [lon, lat] lines. */
  coastLines(): [number, number][][];
  /** Land borders between two of the tracked countries as [lon, lat] lines. */
  borderLines(): [number, number][][];
}

/** Load world-atlas countries-50m.json and index the tracked countries. */
export function loadCountries(): CountryIndex {
  const require = createRequire(import.meta.url);
  const path = require.resolve('world-atlas/countries-50m.json');
  const topo = JSON.parse(readFileSync(path, 'utf8')) as Topology;
  const obj = topo.objects.countries as GeometryCollection;
  const parts: Part[] = [];
  for (const g of obj.geometries) {
    const region = COUNTRY_REGIONS[String(g.id)];
    if (!region) continue;
    const f = feature(topo, g) as Feature<Polygon | MultiPolygon>;
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const coords of polys) {
      const pf: Feature<Polygon> = {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: coords },
      };
      const [[x0, y0], [x1, y1]] = geoBounds(pf);
      parts.push({ region, bbox: [x0, y0, x1, y1], f: pf });
    }
  }
  const tracked = new Set(obj.geometries.filter((g) => COUNTRY_REGIONS[String(g.id)]).map((g) => g));
  const lines = (m: MultiLineString): [number, number][][] =>
    m.coordinates.map((l) => l.map((p) => [p[0], p[1]] as [number, number]));
  return {
    regionAt(lon, lat) {
      for (const p of parts) {
        const [x0, y0, x1, y1] = p.bbox;
        if (lon < x0 || lon > x1 || lat < y0 || lat > y1) continue;
        if (geoContains(p.f, [lon, lat])) return p.region;
      }
      return null;
    },
    coastLines: () => lines(mesh(topo, obj, (a, b) => a === b && tracked.has(a))),
    borderLines: () => lines(mesh(topo, obj, (a, b) => a !== b && tracked.has(a) && tracked.has(b))),
  };
}

/** Planar point-in-ring test (even-odd), for the small hand-drawn lon/lat polygons. */
export function inRing(ring: readonly [number, number][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Longitude of a south-to-north polyline at a latitude (clamped to its ends). */
export function lonOnLine(line: readonly [number, number][], lat: number): number {
  if (lat <= line[0][1]) return line[0][0];
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1];
    const [x1, y1] = line[i];
    if (lat <= y1) return x0 + ((x1 - x0) * (lat - y0)) / (y1 - y0);
  }
  return line[line.length - 1][0];
}
