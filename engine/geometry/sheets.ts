// Maps of several sheets: one hex frame common to every sheet, where the sheets lie on one lattice (a sheet that
// continues another's rows or columns), so that distances can be measured across a sheet edge; and the checks of
// a sheet join table.

import { type Axial, SQRT3, offsetToPixel } from './coords.js';
import type { HexGrid } from './hexgrid.js';

/** How far (in hexes) a sheet's origin may sit from a lattice point and still count as on it (float noise). */
const ON_LATTICE = 1e-6;

/**
 * Each sheet's axial offset in the frame of the first sheet (a hex's common axial coordinates are its sheet's
 * axial coordinates plus this), or null when the sheets share no lattice: orientations or sizes differ, or a
 * sheet's hexes do not sit on the first sheet's hex centres.
 */
export function commonFrame(grids: readonly HexGrid[]): Map<HexGrid, Axial> | null {
  const first = grids[0];
  if (first === undefined) return null;
  const { orientation, size } = first.grid;
  const centre00 = (g: HexGrid) => {
    const p = offsetToPixel(g.grid, 0, 0);
    return { x: p.x + g.origin.x, y: p.y + g.origin.y };
  };
  const c0 = centre00(first);
  const out = new Map<HexGrid, Axial>();
  for (const g of grids) {
    if (g.grid.orientation !== orientation || g.grid.size !== size) return null;
    const c = centre00(g);
    const x = c.x - c0.x;
    const y = c.y - c0.y;
    // The inverse of axialToPixel (coords.ts), unrounded: where this sheet's axial (0,0) lies in the first's frame.
    const q = orientation === 'flat' ? ((2 / 3) * x) / size : ((SQRT3 / 3) * x - y / 3) / size;
    const r = orientation === 'flat' ? (-x / 3 + (SQRT3 / 3) * y) / size : ((2 / 3) * y) / size;
    const at = { q: Math.round(q) + 0, r: Math.round(r) + 0 };
    if (Math.abs(q - at.q) > ON_LATTICE || Math.abs(r - at.r) > ON_LATTICE) return null;
    out.set(g, at);
  }
  return out;
}

/**
 * Throws, naming the join, when a sheet join table names a hex the map does not list, joins a hex to itself or
 * joins two hexes of the same sheet (those are neighbours already, or never).
 */
export function checkJoins(
  joins: readonly { a: string; b: string }[],
  has: (id: string) => boolean,
  gridOf: (id: string) => HexGrid,
): void {
  for (const j of joins) {
    const name = `sheet join ${j.a}–${j.b}`;
    for (const id of [j.a, j.b]) if (!has(id)) throw new Error(`${name}: "${id}" is not a hex of this map`);
    if (j.a === j.b) throw new Error(`${name} joins the hex "${j.a}" with itself`);
    const sheet = gridOf(j.a).sheet;
    if (gridOf(j.a) === gridOf(j.b))
      throw new Error(`${name} joins two hexes of the same ${sheet === undefined ? 'grid' : `sheet "${sheet}"`}`);
  }
}
