// The Struggle for Europe's map of the East: one lattice of flat-topped hexes about 30 miles (50 km) across, printed
// with north at the left (AA, the column, grows from north to south; BB, the row, from east to west: digest sfe.md
// §2.1), cut into four sheets with local four-digit numbering ("N:2730"). The build works on the whole lattice,
// numbered as sheet N (the "frame"), and names hexes by sheet only when it writes them out.

import { geoConicConformal } from 'd3-geo';
import type { GridDef, SheetDef } from '../../../engine/core/module.js';
import { HexGrid, type Point } from '../../../engine/geometry/hexgrid.js';
import { kmBetween, sheetJoinsOf } from '../hexgrid.js';

/** Kilometres between the centres of two adjacent hexes: about 30 miles (rules 1.01; 31, the best fit). */
export const KM_PER_HEX = 50;
/** Hex radius in map pixels (the Ebro's and Isabella's, so counters look the same). */
export const SIZE = 48;
/** Map pixels per kilometre. */
export const PX_PER_KM = (Math.sqrt(3) * SIZE) / KM_PER_HEX;

/** The whole lattice in sheet N's numbering: columns 10-70 (north to south), rows 03-54 (east to west). */
export const FRAME: GridDef = {
  orientation: 'flat',
  // printed odd columns sit half a hex lower (digest §2.1, engine/geometry/worked-examples.test.ts); column 10,
  // the first, is even, so the shifted raw columns are the second, fourth...
  shifted: 'even',
  firstCol: 10,
  firstRow: 3,
  cols: 61,
  rows: 52,
  digits: 2,
  size: SIZE,
};
export const whole = new HexGrid(FRAME);

/** One sheet: the frame columns and rows it covers, and what its own printed numbers add to the frame's. */
export interface SheetPlan {
  id: string;
  name: string;
  cols: [number, number];
  rows: [number, number];
  /** printed column = frame column + dCol (even, so printed odd columns stay the shifted ones). */
  dCol: number;
  /** printed row = frame row + dRow. */
  dRow: number;
  why: string;
}

/** The four sheets. N, C and SE carry the rulebook's numbers; SW is numbered from 0101. */
export const SHEET_PLANS: readonly SheetPlan[] = [
  {
    id: 'N',
    name: 'Sheet N (north): Leningrad, Finland, the Baltic states, the Murmansk line',
    cols: [10, 35],
    rows: [3, 54],
    dCol: 0,
    dRow: 0,
    why:
      'Leningrad 2730, Kronstadt 2731, the isthmus 2530/2630, the Ladoga landing 2727 and the Murmansk line ' +
      'at 1027 on the north edge (§2.22, §23.61)',
  },
  {
    id: 'C',
    name: 'Sheet C (centre): East Prussia, Poland, Byelorussia, Smolensk, Moscow, Kiev',
    cols: [36, 52],
    rows: [3, 54],
    dCol: 0,
    dRow: 3,
    why: 'Smolensk’s railhead 4032 with 3926 and 4428 six rail hexes away (§8.06)',
  },
  {
    id: 'SE',
    name: 'Sheet SE (south-east): the Donbas, Rostov, Stalingrad, the Kuban',
    cols: [53, 70],
    rows: [3, 24],
    dCol: -38,
    dRow: 3,
    why:
      'the railhead 2120 beside Rostov (Novocherkassk’s hex, on the line from Likhaya) and the rail hexes ' +
      '2419 … 2916 south and east of it (§8.06)',
  },
  {
    id: 'SW',
    name: 'Sheet SW (south-west): Slovakia, Hungary, Romania, the Ukraine west of the Dnieper, the Crimea',
    cols: [53, 70],
    rows: [25, 54],
    dCol: -52,
    dRow: -24,
    why: 'no rulebook hex lies here; numbered from 0101',
  },
];

/** The sheets as map.json writes them, each origin placing its hexes on the frame's lattice. */
export const SHEETS: SheetDef[] = SHEET_PLANS.map((p) => {
  const firstCol = p.cols[0] + p.dCol;
  const grid: GridDef = {
    ...FRAME,
    shifted: firstCol % 2 === 1 ? 'odd' : 'even',
    firstCol,
    firstRow: p.rows[0] + p.dRow,
    cols: p.cols[1] - p.cols[0] + 1,
    rows: p.rows[1] - p.rows[0] + 1,
  };
  const origin = {
    x: 1.5 * SIZE * (p.cols[0] - FRAME.firstCol),
    y: Math.sqrt(3) * SIZE * (p.rows[0] - FRAME.firstRow),
  };
  return { id: p.id, name: p.name, grid, origin };
});

const two = (n: number) => String(n).padStart(2, '0');

/** A frame id ("4028") as its sheet id ("C:4031"). */
export function sheetIdOf(frameId: string): string {
  const c = Number(frameId.slice(0, 2));
  const r = Number(frameId.slice(2));
  const p = SHEET_PLANS.find((s) => c >= s.cols[0] && c <= s.cols[1] && r >= s.rows[0] && r <= s.rows[1]);
  if (p === undefined) throw new Error(`not a hex of the SFE East map: ${frameId}`);
  return `${p.id}:${two(c + p.dCol)}${two(r + p.dRow)}`;
}

/** A sheet id ("C:4032") as its frame id ("4029"). */
export function frameIdOf(sheetId: string): string {
  const [s, label] = sheetId.split(':');
  const p = SHEET_PLANS.find((x) => x.id === s);
  if (p === undefined || !/^\d{4}$/.test(label ?? '')) throw new Error(`not an SFE sheet hex id: ${sheetId}`);
  const id = `${two(Number(label.slice(0, 2)) - p.dCol)}${two(Number(label.slice(2)) - p.dRow)}`;
  if (whole.parse(id) === null || sheetIdOf(id) !== sheetId) throw new Error(`${sheetId} is not on its sheet`);
  return id;
}

/**
 * The projection: Lambert conformal conic (standard parallels 47° and 62° N, central meridian 31° E), in km, then
 * turned so that north lies to the left (and 3° more, the best fit of the rulebook's hexes: PROVENANCE.md).
 */
export const PROJECTION = { name: 'geoConicConformal', parallels: [47, 62], centralMeridian: 31, turnDeg: 3 };
const proj = geoConicConformal()
  .parallels([PROJECTION.parallels[0], PROJECTION.parallels[1]])
  .rotate([-PROJECTION.centralMeridian, 0])
  .scale(6371)
  .translate([0, 0]);
const TH = (PROJECTION.turnDeg * Math.PI) / 180;
/** The anchor: Leningrad (Palace Square) lies at frame column 27.30, unshifted row 30.45 (in hex 2730). */
export const ANCHOR = { lon: 30.3141, lat: 59.9386, col: 27.3, row: 30.45 };

/** Projected km turned onto the sheet: x to the south, y to the west. */
function paperKm(lon: number, lat: number): [number, number] {
  const [e, s] = proj([lon, lat])!;
  return [Math.cos(TH) * s + Math.sin(TH) * e, Math.sin(TH) * s - Math.cos(TH) * e];
}
const a0 = paperKm(ANCHOR.lon, ANCHOR.lat);
const p0 = {
  x: 1.5 * SIZE * (ANCHOR.col - FRAME.firstCol),
  y: Math.sqrt(3) * SIZE * (ANCHOR.row - FRAME.firstRow),
};

/** True position -> map pixel. */
export function toMap(lon: number, lat: number): Point {
  const [x, y] = paperKm(lon, lat);
  return { x: p0.x + (x - a0[0]) * PX_PER_KM, y: p0.y + (y - a0[1]) * PX_PER_KM };
}

/** Map pixel -> true position [lon, lat]. */
export function toLonLat(p: Point): [number, number] {
  const x = (p.x - p0.x) / PX_PER_KM + a0[0];
  const y = (p.y - p0.y) / PX_PER_KM + a0[1];
  // undo the turn: s = cos·x + sin·y, e = sin·x − cos·y
  const s = Math.cos(TH) * x + Math.sin(TH) * y;
  const e = Math.sin(TH) * x - Math.cos(TH) * y;
  const r = proj.invert!([e, s])!;
  return [r[0], r[1]];
}

/** The frame hex holding a true position, or null off the map. */
export const hexOf = (lon: number, lat: number): string | null => whole.hexAt(toMap(lon, lat));

/** Great-circle distance in km (haversine). */
export { kmBetween };

/** The sheet join table (map.json `joins`): every pair of frame neighbours that lie on different sheets. */
export const sheetJoins = (): { a: string; b: string }[] => sheetJoinsOf(whole, sheetIdOf);
