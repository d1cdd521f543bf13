// Every hex coordinate conversion in one place: printed "XXYY" labels <-> raw offset (col,row) <-> axial (q,r)
// <-> map pixels. Axial coordinates are what the algorithms use; offsets and labels only exist at the edges
// (map data, the renderer's labels). Formulas after Red Blob Games' hexagon guide, written for our GridDef.
//
// Conventions (see GridDef in engine/core/module.ts):
// - Raw offset col/row are 0-based *geometric* positions: col 0 is the leftmost column, row 0 the top row,
//   whatever the printed numbering (descending numbering only changes labels).
// - `shifted` names which columns (flat) or rows (pointy) sit half a hex lower (flat) / further right (pointy),
//   counting the leftmost column / top row as number 1 ('odd'). So shifted 'odd' shifts raw 0,2,4...;
//   shifted 'even' shifts raw 1,3,5... (VASSAL's default: printed column 02 sits lower than 01).
// - Axial (0,0) is raw (0,0). Flat tops: q = col. Pointy tops: r = row.

import type { GridDef } from '../core/module.js';

/** Axial hex coordinates (s = -q-r is implied). */
export interface Axial {
  q: number;
  r: number;
}

/** A point in map pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Raw 0-based offset coordinates of a hex on one grid. */
export interface Offset {
  col: number;
  row: number;
}

/** √3, used by every hex formula. */
export const SQRT3 = Math.sqrt(3);

/** Whether raw column (flat) or row (pointy) `i` is the shifted kind. */
export function isShifted(grid: Pick<GridDef, 'shifted'>, i: number): boolean {
  // raw index 0 is printed line number 1, which is 'odd'
  const oddLine = (i & 1) === 0;
  return grid.shifted === 'odd' ? oddLine : !oddLine;
}

/** Raw offset -> axial. */
export function offsetToAxial(grid: Pick<GridDef, 'orientation' | 'shifted'>, col: number, row: number): Axial {
  const s0 = isShifted(grid, 0) ? 1 : 0;
  if (grid.orientation === 'flat') {
    // Moving one column right: a shifted column lies half a hex lower than its unshifted neighbours.
    // r = row - floor-ish half of col, corrected by whether col 0 is the shifted one.
    return { q: col, r: row - ((col + s0 * (col & 1)) >> 1) };
  }
  return { q: col - ((row + s0 * (row & 1)) >> 1), r: row };
}

/** Axial -> raw offset. */
export function axialToOffset(grid: Pick<GridDef, 'orientation' | 'shifted'>, a: Axial): Offset {
  const s0 = isShifted(grid, 0) ? 1 : 0;
  if (grid.orientation === 'flat') {
    const col = a.q;
    return { col, row: a.r + ((col + s0 * (col & 1)) >> 1) };
  }
  const row = a.r;
  return { col: a.q + ((row + s0 * (row & 1)) >> 1), row };
}

/** Raw offset -> the printed column and row numbers. */
export function offsetToNumbers(grid: GridDef, col: number, row: number): { x: number; y: number } {
  return {
    x: grid.descendingCols ? grid.firstCol + (grid.cols - 1 - col) : grid.firstCol + col,
    y: grid.descendingRows ? grid.firstRow + (grid.rows - 1 - row) : grid.firstRow + row,
  };
}

/** Printed column and row numbers -> raw offset (may fall outside the grid; callers check). */
export function numbersToOffset(grid: GridDef, x: number, y: number): Offset {
  return {
    col: grid.descendingCols ? grid.cols - 1 - (x - grid.firstCol) : x - grid.firstCol,
    row: grid.descendingRows ? grid.rows - 1 - (y - grid.firstRow) : y - grid.firstRow,
  };
}

/** Raw offset -> "XXYY" (no sheet prefix). */
export function offsetToLabel(grid: GridDef, col: number, row: number): string {
  const n = offsetToNumbers(grid, col, row);
  return String(n.x).padStart(grid.digits, '0') + String(n.y).padStart(grid.digits, '0');
}

/** "XXYY" (no sheet prefix) -> raw offset, or null when malformed or off the grid. */
export function labelToOffset(grid: GridDef, label: string): Offset | null {
  const d = grid.digits;
  if (label.length !== 2 * d) return null;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  const o = numbersToOffset(grid, Number(label.slice(0, d)), Number(label.slice(d)));
  if (o.col < 0 || o.row < 0 || o.col >= grid.cols || o.row >= grid.rows) return null;
  return o;
}

/** Raw offset -> hex centre in pixels, relative to the grid origin (centre of raw (0,0) if it were unshifted). */
export function offsetToPixel(
  grid: Pick<GridDef, 'orientation' | 'shifted' | 'size'>,
  col: number,
  row: number,
): Point {
  const s = grid.size;
  if (grid.orientation === 'flat') {
    return { x: ((s * 3) / 2) * col, y: SQRT3 * s * (row + (isShifted(grid, col) ? 0.5 : 0)) };
  }
  return { x: SQRT3 * s * (col + (isShifted(grid, row) ? 0.5 : 0)), y: ((s * 3) / 2) * row };
}

/** Axial -> hex centre in pixels, relative to the grid origin. */
export function axialToPixel(grid: Pick<GridDef, 'orientation' | 'shifted' | 'size'>, a: Axial): Point {
  const base = offsetToPixel(grid, 0, 0); // axial (0,0) is raw (0,0), possibly shifted
  const s = grid.size;
  if (grid.orientation === 'flat') {
    return { x: base.x + ((s * 3) / 2) * a.q, y: base.y + SQRT3 * s * (a.r + a.q / 2) };
  }
  return { x: base.x + SQRT3 * s * (a.q + a.r / 2), y: base.y + ((s * 3) / 2) * a.r };
}

/** Pixel (relative to the grid origin) -> the axial hex containing it (cube rounding). */
export function pixelToAxial(grid: Pick<GridDef, 'orientation' | 'shifted' | 'size'>, p: Point): Axial {
  const base = offsetToPixel(grid, 0, 0);
  const x = p.x - base.x;
  const y = p.y - base.y;
  const s = grid.size;
  if (grid.orientation === 'flat') {
    const q = ((2 / 3) * x) / s;
    const r = (-x / 3 + (SQRT3 / 3) * y) / s;
    return cubeRound(q, r);
  }
  const q = ((SQRT3 / 3) * x - y / 3) / s;
  const r = ((2 / 3) * y) / s;
  return cubeRound(q, r);
}

/** Round fractional axial coordinates to the nearest hex. */
export function cubeRound(fq: number, fr: number): Axial {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // normalise -0 so that results compare cleanly
  return { q: q + 0, r: r + 0 };
}

/** Hex distance between two axial hexes. */
export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * The six axial directions, clockwise. Flat tops: N, NE, SE, S, SW, NW. Pointy tops: NE, E, SE, SW, W, NW.
 * (Screen coordinates: y grows downward.)
 */
export const FLAT_DIRECTIONS: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];
/** Pointy-top direction vectors, clockwise from NE. */
export const POINTY_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
];
