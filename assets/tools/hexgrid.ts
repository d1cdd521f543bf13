// What the multi-sheet map builds share (the lower Ebro's two sheets, the Struggle for Europe's four): distances on
// the globe for the scale tests, and the sheet join table of a map built on one whole grid and cut into sheets.

import type { HexGrid } from '../../engine/geometry/hexgrid.js';

/** Great-circle distance in km (haversine). */
export function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const dLat = (b.lat - a.lat) * r;
  const dLon = (b.lon - a.lon) * r;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The sheet join table (map.json `joins`): every pair of neighbours on the whole grid that lie on different sheets,
 * as sheet ids ("A:0128" / "B:0101", the sheet before the colon), the smaller id first, sorted.
 */
export function sheetJoinsOf(whole: HexGrid, sheetIdOf: (wholeId: string) => string): { a: string; b: string }[] {
  const sheet = (id: string) => id.split(':')[0];
  const out: { a: string; b: string }[] = [];
  for (const id of whole.all()) {
    const s = sheetIdOf(id);
    for (const n of whole.neighbors(id)) {
      const t = sheetIdOf(n);
      if (sheet(s) !== sheet(t) && s < t) out.push({ a: s, b: t });
    }
  }
  return out.sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : 1));
}
