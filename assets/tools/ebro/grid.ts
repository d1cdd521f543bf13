// The lower Ebro map's grid and georeference: one whole-map grid of flat-topped hexes 1.5 km across, north up,
// cut into two mapsheets (A north, B south) whose hex ids carry the sheet ("A:1205", "B:1205"). The build works
// on the whole-map grid and names hexes by sheet only when it writes them out.

import { geoTransverseMercator } from 'd3-geo';
import type { GridDef, SheetDef } from '../../../engine/core/module.js';
import { HexGrid, type Point } from '../../../engine/geometry/hexgrid.js';
import { kmBetween, sheetJoinsOf } from '../hexgrid.js';

/** Kilometres between the centres of two adjacent hexes (see PROVENANCE.md: 16 mm counters at 1:100,000). */
export const KM_PER_HEX = 1.5;
/** Hex radius in map pixels (Isabella's, so counters look the same). */
export const SIZE = 48;
/** Columns of the map, rows of one sheet, and the number of sheets stacked north to south. */
export const COLS = 42;
export const SHEET_ROWS = 28;
export const SHEET_IDS = ['A', 'B'] as const;

/** The whole map as one grid (rows 01-56), used to build and to measure. */
export const WHOLE_GRID: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 1,
  firstRow: 1,
  cols: COLS,
  rows: SHEET_ROWS * SHEET_IDS.length,
  digits: 2,
  size: SIZE,
};

/** One sheet's grid: the same columns, 28 rows. */
const SHEET_GRID: GridDef = { ...WHOLE_GRID, rows: SHEET_ROWS };

/** Flat hexes: rows sqrt(3) radii apart, so sheet B starts exactly 28 rows below sheet A. */
const SHEET_H = SHEET_ROWS * Math.sqrt(3) * SIZE;

/** The two mapsheets. */
export const SHEETS: SheetDef[] = [
  {
    id: 'A',
    name: 'Sheet A (north): Mequinenza, Flix, Gandesa, Móra d’Ebre, Falset',
    grid: SHEET_GRID,
    origin: { x: 0, y: 0 },
  },
  {
    id: 'B',
    name: 'Sheet B (south): Pàndols, Xerta, Tortosa, Amposta, the delta',
    grid: SHEET_GRID,
    origin: { x: 0, y: SHEET_H },
  },
];

/** The whole-map grid's geometry. */
export const whole = new HexGrid(WHOLE_GRID);

/** A whole-map id ("0530") as its sheet id ("B:0502"). */
export function sheetIdOf(wholeId: string): string {
  const o = whole.parse(wholeId);
  if (o === null) throw new Error(`not a hex of the Ebro map: ${wholeId}`);
  const s = Math.floor(o.row / SHEET_ROWS);
  const row = (o.row % SHEET_ROWS) + 1;
  return `${SHEET_IDS[s]}:${String(o.col + 1).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** A sheet id ("B:0502") as its whole-map id ("0530"). */
export function wholeIdOf(sheetId: string): string {
  const m = /^([AB]):(\d\d)(\d\d)$/.exec(sheetId);
  if (!m) throw new Error(`not an Ebro sheet hex id: ${sheetId}`);
  const row = Number(m[3]) + SHEET_IDS.indexOf(m[1] as 'A') * SHEET_ROWS;
  return `${m[2]}${String(row).padStart(2, '0')}`;
}

/** The centre of hex 0101 lies at this true position (the map's north-west corner). */
export const NW = { lon: 0.262, lat: 41.402 };

/** The projection: transverse Mercator about the map's middle, output in kilometres (y down). */
export const PROJECTION = { name: 'geoTransverseMercator', rotate: [-0.575, -41.03], scaleKm: 6371 } as const;
const proj = geoTransverseMercator()
  .rotate([PROJECTION.rotate[0], PROJECTION.rotate[1]])
  .scale(PROJECTION.scaleKm)
  .translate([0, 0]);

/** Map pixels per kilometre: one hex (sqrt(3) radii between centres) is KM_PER_HEX. */
export const PX_PER_KM = (Math.sqrt(3) * SIZE) / KM_PER_HEX;
const c0 = whole.center(whole.label(0, 0));
const k0 = proj([NW.lon, NW.lat])!;

/** True position -> map pixel. */
export function toMap(lon: number, lat: number): Point {
  const [x, y] = proj([lon, lat])!;
  return { x: c0.x + (x - k0[0]) * PX_PER_KM, y: c0.y + (y - k0[1]) * PX_PER_KM };
}

/** Map pixel -> true position [lon, lat]. */
export function toLonLat(p: Point): [number, number] {
  const r = proj.invert!([(p.x - c0.x) / PX_PER_KM + k0[0], (p.y - c0.y) / PX_PER_KM + k0[1]])!;
  return [r[0], r[1]];
}

/** The whole-map hex holding a true position, or null off the map. */
export const hexOf = (lon: number, lat: number): string | null => whole.hexAt(toMap(lon, lat));

/** Great-circle distance in km (haversine), for the scale tests. */
export { kmBetween };

/**
 * The sheet join table (map.json `joins`): every pair of hexes on different sheets that touch along the sheet edge
 * (sheet B's row 01 under sheet A's row 28), from the whole-map grid's neighbours.
 */
export const sheetJoins = (): { a: string; b: string }[] => sheetJoinsOf(whole, sheetIdOf);
