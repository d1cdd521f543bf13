// The Isabella map's georeference: a conformal projection of Iberia (lon/lat -> km) followed by a
// similarity transform (scale + rotation + shift) onto map pixels, fitted by least squares so that the
// places the rulebook numbers land on (or next to) their printed hexes. The printed map is turned about
// 45° against north (digest §2.1): map-east ≈ real north-east, map-south ≈ real south-east.

import { geoConicConformal, type GeoProjection } from 'd3-geo';
import { CITIES } from './geo-cities.js';

/** A place whose hex the rulebook gives: the fit's anchor points. */
export interface Pin {
  name: string;
  lon: number;
  lat: number;
  hex: string;
  ref: string;
}

/**
 * The seven hex numbers the rulebook ties to real places (Isabella 2.2, 3.4, 4.6, 7.7, 12.7): the cities of
 * geo-cities.ts that carry a rulebook hex, in the order the fit sums them.
 */
export const PINS: readonly Pin[] = ['Algeciras', 'Tangier', 'Lisbon', 'Gibraltar', 'Cordoba', 'Madrid', 'Bilbao'].map(
  (name) => {
    const c = CITIES.find((x) => x.name === name);
    if (!c?.hex || !c.ref) throw new Error(`fit: ${name} has no rulebook hex in geo-cities.ts`);
    return { name, lon: c.lon, lat: c.lat, hex: c.hex, ref: c.ref };
  },
);

/** Parameters of the projection (d3-geo conic conformal, output in km, y down). */
export const PROJECTION = {
  kind: 'conicConformal',
  parallels: [36, 43],
  rotate: [4, 0],
  center: [0, 40],
  scale: 6371,
} as const;

/** The fitted transform: pixel = [a·x − b·y + tx, b·x + a·y + ty] for projected km (x, y). */
export interface Fit {
  a: number;
  b: number;
  tx: number;
  ty: number;
}

/** The d3 projection the fit is defined on. */
export function makeProjection(): GeoProjection {
  return geoConicConformal()
    .parallels([PROJECTION.parallels[0], PROJECTION.parallels[1]])
    .rotate([PROJECTION.rotate[0], PROJECTION.rotate[1]])
    .center([PROJECTION.center[0], PROJECTION.center[1]])
    .scale(PROJECTION.scale)
    .translate([0, 0]);
}

/** Least-squares similarity fit from source points to target points (complex linear regression). */
export function fitSimilarity(src: [number, number][], dst: [number, number][]): Fit {
  const n = src.length;
  if (n < 2 || dst.length !== n) throw new Error(`fitSimilarity needs >= 2 matching points, got ${n}/${dst.length}`);
  let mx = 0,
    my = 0,
    mu = 0,
    mv = 0;
  for (let i = 0; i < n; i++) {
    mx += src[i][0];
    my += src[i][1];
    mu += dst[i][0];
    mv += dst[i][1];
  }
  mx /= n;
  my /= n;
  mu /= n;
  mv /= n;
  // z' = c·z + d with complex c = a + ib: c = Σ conj(z−z̄)(w−w̄) / Σ |z−z̄|²
  let num_re = 0,
    num_im = 0,
    den = 0;
  for (let i = 0; i < n; i++) {
    const x = src[i][0] - mx,
      y = src[i][1] - my;
    const u = dst[i][0] - mu,
      v = dst[i][1] - mv;
    num_re += x * u + y * v;
    num_im += x * v - y * u;
    den += x * x + y * y;
  }
  const a = num_re / den;
  const b = num_im / den;
  return { a, b, tx: mu - (a * mx - b * my), ty: mv - (b * mx + a * my) };
}

/** Apply a fit to a projected point. */
export function applyFit(f: Fit, p: [number, number]): { x: number; y: number } {
  return { x: f.a * p[0] - f.b * p[1] + f.tx, y: f.b * p[0] + f.a * p[1] + f.ty };
}

/** Invert a fit: map pixels -> projected km. */
export function invertFit(f: Fit, q: { x: number; y: number }): [number, number] {
  const d = f.a * f.a + f.b * f.b;
  const u = q.x - f.tx,
    v = q.y - f.ty;
  return [(f.a * u + f.b * v) / d, (-f.b * u + f.a * v) / d];
}

/** lon/lat -> map pixels and back, from a projection and a fit. */
export interface Georef {
  toMap(lon: number, lat: number): { x: number; y: number };
  toLonLat(p: { x: number; y: number }): [number, number];
  fit: Fit;
  /** Degrees clockwise from map-up to true north. */
  northBearing: number;
  /** Kilometres per hex step (centre to centre) under this fit, for a hex of `size` pixels radius. */
  kmPerHex(size: number): number;
}

/** Build the georeference from a fit. */
export function makeGeoref(fit: Fit): Georef {
  const proj = makeProjection();
  const toMap = (lon: number, lat: number) => {
    const p = proj([lon, lat]);
    if (!p) throw new Error(`cannot project ${lon},${lat}`);
    return applyFit(fit, p);
  };
  const toLonLat = (q: { x: number; y: number }): [number, number] => {
    const ll = proj.invert!(invertFit(fit, q));
    if (!ll) throw new Error(`cannot invert ${q.x},${q.y}`);
    return [ll[0], ll[1]];
  };
  // True north at the map's centre of Iberia: the pixel direction of a small step north.
  const p0 = toMap(-4, 40);
  const p1 = toMap(-4, 40.1);
  const dx = p1.x - p0.x,
    dy = p1.y - p0.y;
  const northBearing = ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
  const kmPerHex = (size: number) => (Math.sqrt(3) * size) / Math.hypot(fit.a, fit.b);
  return { toMap, toLonLat, fit, northBearing, kmPerHex };
}

/** Fit the pins' projected positions onto the given hex centres (pixels). */
export function fitPins(centerOf: (hex: string) => { x: number; y: number }): Fit {
  const proj = makeProjection();
  const src: [number, number][] = [];
  const dst: [number, number][] = [];
  for (const p of PINS) {
    const xy = proj([p.lon, p.lat]);
    if (!xy) throw new Error(`cannot project pin ${p.name}`);
    src.push([xy[0], xy[1]]);
    const c = centerOf(p.hex);
    dst.push([c.x, c.y]);
  }
  return fitSimilarity(src, dst);
}
