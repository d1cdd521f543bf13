// The printed map's paper (issue 26 §5): where the whole map, its key and the sheets of a tiled map go on A4
// pages, and at what scale. Pure arithmetic shared by the page, which renders the images for these rectangles at
// these scales (renderer/map/paper.ts), and the host, which lays them out in the PDF (positions-pdf-map.ts): both
// compute the same plan from the map's extent and the key's size, so the images land where they were drawn for.

/** A rectangle: in map pixels (the map's world), or in points on a page (origin at the page's top left). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A page's orientation. */
export type Orientation = 'portrait' | 'landscape';

/** A4 in points, portrait. */
export const A4 = { w: 595.28, h: 841.89 } as const;
/** The margin round a map page, in points (about 1 cm: inside what printers reach). */
export const MAP_MARGIN = 28;
/** The header over the map on a map page: two lines. */
export const MAP_HEADER = 26;
/** The room under the map on a map page for the report's footer ("Page n of N"), in points. */
export const MAP_FOOTER = 10;
/** The space between the map and its key, in points. */
export const KEY_GAP = 10;
/** The key image's pixels per point (216 dpi). */
export const KEY_PX_PER_PT = 3;
/** The map images' resolution, in dots per inch, at most. */
export const MAP_DPI = 200;
/** No map image is wider or taller than this, in pixels (what WebGL guarantees). */
export const MAX_IMAGE_PX = 4096;
/** The most sheets a tiled map is printed on: a bigger map (the stress module's 10,000 hexes) is printed smaller. */
export const MAX_SHEETS = 32;
/** The most pixels the sheets' images hold together (64 Mpx); beyond it they are drawn at fewer dots per inch. */
export const MAX_SHEET_PIXELS = 64e6;
/** Readable on paper: the map's smallest text (hex numbers, space names) at least this many points... */
export const MIN_TEXT_PT = 6;
/** ...and its counters at least this many points wide (7 mm: their figures about 5 points). */
export const MIN_COUNTER_PT = 20;
/** Sheets may be printed down to this fraction of the readable scale when that saves a row or a column. */
const SHRINK = 0.9;
/** A key beside or under the map is kept when the map loses at most this fraction of its scale for it. */
const KEY_COST = 0.15;

/** A page of one orientation: its size in points. */
export function pageSize(o: Orientation): { w: number; h: number } {
  return o === 'portrait' ? { w: A4.w, h: A4.h } : { w: A4.h, h: A4.w };
}

/** Where a map page's drawing goes (under the header, inside the margins), in points from the top left. */
export function mapArea(o: Orientation): Box {
  const p = pageSize(o);
  const h = p.h - 2 * MAP_MARGIN - MAP_HEADER - MAP_FOOTER;
  return { x: MAP_MARGIN, y: MAP_MARGIN + MAP_HEADER, w: p.w - 2 * MAP_MARGIN, h };
}

/** The readable scale (points per map pixel) of a map whose smallest text is `textPx` and counters `counterPx`. */
export function readableScale(textPx: number, counterPx: number): number {
  return Math.max(MIN_TEXT_PT / textPx, MIN_COUNTER_PT / counterPx);
}

/** The page of the whole map: its orientation, the map's box and the key's (null: on a page of its own). */
export interface WholePlan {
  orientation: Orientation;
  /** Points per map pixel. */
  scale: number;
  map: Box;
  key: Box | null;
  /** The key's own page when it does not share the map's, else null. */
  keyPage: { orientation: Orientation; key: Box } | null;
}

const ORIENTATIONS: readonly Orientation[] = ['landscape', 'portrait'];

/** The whole map on one page, as large as it goes, with its key (`key`: its size in points) beside or under it. */
export function wholePlan(extent: Box, key: { w: number; h: number } | null): WholePlan {
  let alone: WholePlan | null = null;
  let shared: WholePlan | null = null;
  for (const o of ORIENTATIONS) {
    const a = mapArea(o);
    const s = Math.min(a.w / extent.w, a.h / extent.h);
    if (!alone || s > alone.scale)
      alone = { orientation: o, scale: s, map: fitBox(a, extent, s), key: null, keyPage: null };
    if (!key) continue;
    if (key.h <= a.h && a.w - key.w - KEY_GAP > 0) {
      const right = Math.min((a.w - key.w - KEY_GAP) / extent.w, a.h / extent.h);
      const map = { x: a.x, y: a.y, w: extent.w * right, h: extent.h * right };
      const k = { x: a.x + a.w - key.w, y: a.y, w: key.w, h: key.h };
      if (!shared || right > shared.scale) shared = { orientation: o, scale: right, map, key: k, keyPage: null };
    }
    if (key.w <= a.w && a.h - key.h - KEY_GAP > 0) {
      const below = Math.min(a.w / extent.w, (a.h - key.h - KEY_GAP) / extent.h);
      const map = { x: a.x + (a.w - extent.w * below) / 2, y: a.y, w: extent.w * below, h: extent.h * below };
      const k = { x: a.x, y: a.y + map.h + KEY_GAP, w: key.w, h: key.h };
      if (!shared || below > shared.scale) shared = { orientation: o, scale: below, map, key: k, keyPage: null };
    }
  }
  const best = alone!;
  if (!key) return best;
  if (shared && shared.scale >= best.scale * (1 - KEY_COST)) return shared;
  // The key on a page of its own, as large as it is (smaller when it does not fit).
  const o: Orientation = key.w > key.h ? 'landscape' : 'portrait';
  const a = mapArea(o);
  const k = Math.min(1, a.w / key.w, a.h / key.h);
  return { ...best, keyPage: { orientation: o, key: { x: a.x, y: a.y, w: key.w * k, h: key.h * k } } };
}

/** The box of `extent` at scale `s`, centred across the top of area `a`. */
function fitBox(a: Box, extent: Box, s: number): Box {
  return { x: a.x + (a.w - extent.w * s) / 2, y: a.y, w: extent.w * s, h: extent.h * s };
}

/** One sheet of a tiled map: its column and row (from 0) and the part of the map it prints (map pixels). */
export interface SheetTile {
  col: number;
  row: number;
  rect: Box;
}

/** A tiled map: the sheets' orientation, the scale, the grid and each sheet's part of the map. */
export interface SheetPlan {
  orientation: Orientation;
  scale: number;
  cols: number;
  rows: number;
  /** True when the map needed more than MAX_SHEETS at a readable scale and is printed smaller. */
  reduced: boolean;
  tiles: SheetTile[];
}

/**
 * The map in sheets at `readable` points per map pixel (down to 90% of it when that saves sheets, up to twice it
 * when the sheets have room), neighbouring sheets sharing `overlap` map pixels; at most MAX_SHEETS sheets.
 */
export function sheetPlan(extent: Box, readable: number, overlap: number): SheetPlan {
  type Pick = { orientation: Orientation; cols: number; rows: number; scale: number };
  let best: Pick | null = null;
  let largest: Pick | null = null;
  for (const o of ORIENTATIONS) {
    const a = mapArea(o);
    for (let cols = 1; cols <= MAX_SHEETS; cols++) {
      for (let rows = 1; cols * rows <= MAX_SHEETS; rows++) {
        const fit = Math.min(
          (a.w * cols) / (extent.w + (cols - 1) * overlap),
          (a.h * rows) / (extent.h + (rows - 1) * overlap),
        );
        const scale = Math.min(fit, 2 * readable);
        const pick = { orientation: o, cols, rows, scale };
        if (!largest || scale > largest.scale) largest = pick;
        if (fit < readable * SHRINK) continue;
        const n = cols * rows;
        const bestN = best ? best.cols * best.rows : Infinity;
        if (n < bestN || (n === bestN && scale > best!.scale)) best = pick;
      }
    }
  }
  const pick = best ?? largest!;
  const tw = (extent.w + (pick.cols - 1) * overlap) / pick.cols;
  const th = (extent.h + (pick.rows - 1) * overlap) / pick.rows;
  const tiles: SheetTile[] = [];
  for (let row = 0; row < pick.rows; row++) {
    for (let col = 0; col < pick.cols; col++) {
      tiles.push({
        col,
        row,
        rect: { x: extent.x + col * (tw - overlap), y: extent.y + row * (th - overlap), w: tw, h: th },
      });
    }
  }
  return { ...pick, reduced: best === null, tiles };
}

/** The page a sheet of `w` by `h` points goes on: the orientation it fits best, and its box (shrunk if need be). */
export function sheetPage(w: number, h: number): { orientation: Orientation; box: Box } {
  const fits = ORIENTATIONS.map((o) => ({ o, k: Math.min(mapArea(o).w / w, mapArea(o).h / h) }));
  const { o, k } = fits.reduce((a, b) => (b.k > a.k ? b : a));
  const a = mapArea(o);
  const s = Math.min(1, k);
  return { orientation: o, box: { x: a.x, y: a.y, w: w * s, h: h * s } };
}

/** The dots per inch the sheets are drawn at: MAP_DPI unless their pixels would pass MAX_SHEET_PIXELS. */
export function sheetDpi(plan: SheetPlan): number {
  const area = plan.tiles.reduce((sum, t) => sum + t.rect.w * t.rect.h * plan.scale * plan.scale, 0);
  const edge = Math.max(...plan.tiles.map((t) => Math.max(t.rect.w, t.rect.h) * plan.scale));
  return Math.min(MAP_DPI, 72 * Math.sqrt(MAX_SHEET_PIXELS / area), (72 * MAX_IMAGE_PX) / edge);
}

/** The dots per inch the whole map's image is drawn at for its box (`w` by `h` points). */
export function wholeDpi(w: number, h: number): number {
  return Math.min(MAP_DPI, (72 * MAX_IMAGE_PX) / Math.max(w, h));
}

/** A sheet's name: its column as letters (A, B, ... Z, AA) and its row from 1 ("B2"). */
export function sheetName(col: number, row: number): string {
  let letters = '';
  for (let c = col + 1; c > 0; c = Math.floor((c - 1) / 26))
    letters = String.fromCharCode(65 + ((c - 1) % 26)) + letters;
  return `${letters}${row + 1}`;
}
