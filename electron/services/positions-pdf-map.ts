// The printed map's pages of the positions PDF (issue 26 §5): the whole map on one page, its key beside or under it
// (or on a page of its own), and for a tiled map the sheets' grid marked on it; then, after the report, one page
// per sheet at a readable scale, naming its neighbours. The page draws the images (renderer/map/paper.ts) for the
// plan both compute from the map's extent (positions-paper.ts); this only places them.

import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import {
  type Box,
  KEY_PX_PER_PT,
  MAP_MARGIN,
  type Orientation,
  pageSize,
  sheetName,
  sheetPage,
  wholePlan,
} from './positions-paper.js';
import type { PositionsReport } from './positions-report.js';
import { fill } from './positions-words.js';

/** The printed map as PNG bytes: the whole map, its key, and the sheets of a tiled map with their plan. */
export interface PaperMapPngs {
  layout: 'fit' | 'sheets';
  /** The part of the map's world the whole image shows (map pixels): the map's whole extent. */
  extent: Box;
  whole: Uint8Array;
  key?: Uint8Array;
  sheets?: {
    /** Points per map pixel. */
    scale: number;
    cols: number;
    rows: number;
    /** Printed smaller than readable to keep to the most sheets. */
    reduced: boolean;
    tiles: { col: number; row: number; rect: Box; png: Uint8Array }[];
  };
}

/** What the map's pages are drawn with: the document, its fonts, the report and the text cleaner. */
export interface MapPageContext {
  doc: PDFDocument;
  font: PDFFont;
  bold: PDFFont;
  report: PositionsReport;
  clean(text: string): string;
}

const GREY = rgb(0.45, 0.45, 0.45);
const FRAME = rgb(0.3, 0.3, 0.3);
const SHEET_LINE = rgb(0.75, 0.05, 0.05);

/** A new page of an orientation. */
function addPage(ctx: MapPageContext, o: Orientation): PDFPage {
  const p = pageSize(o);
  return ctx.doc.addPage([p.w, p.h]);
}

/** A box given from the page's top left, in pdf-lib's coordinates (from the bottom left). */
function flip(page: PDFPage, b: Box): { x: number; y: number; width: number; height: number } {
  return { x: b.x, y: page.getHeight() - b.y - b.h, width: b.w, height: b.h };
}

/** The two header lines of a map page: game and whose report, then turn and what the page shows. */
function header(ctx: MapPageContext, page: PDFPage, what: string): void {
  const r = ctx.report;
  const top = page.getHeight() - MAP_MARGIN;
  const width = page.getWidth() - 2 * MAP_MARGIN;
  const line = (text: string, font: PDFFont, size: number, y: number, color = rgb(0, 0, 0)) => {
    const clean = ctx.clean(text);
    // A long line is set smaller until it fits the page's width (down to 6 points).
    const fits = Math.max(6, Math.min(size, (size * width) / Math.max(1, font.widthOfTextAtSize(clean, size))));
    page.drawText(clean, { x: MAP_MARGIN, y, size: fits, font, color });
  };
  line(`${r.game} — ${r.words.title}: ${r.sideName}`, ctx.bold, 10, top - 10);
  line(`${fill(r.words.turnPhase, { turn: r.turn, phase: r.phaseName })} — ${what}`, ctx.font, 8, top - 21, GREY);
}

/** An image in a box with a thin frame round it. */
function framed(page: PDFPage, image: PDFImage, box: Box): void {
  const b = flip(page, box);
  page.drawImage(image, b);
  page.drawRectangle({ ...b, borderColor: FRAME, borderWidth: 0.5 });
}

/** The whole map's page (first in the PDF), with the key, and the sheets' grid when the map is tiled. */
export async function drawWholeMap(ctx: MapPageContext, map: PaperMapPngs): Promise<void> {
  const words = ctx.report.words;
  const key = map.key ? await ctx.doc.embedPng(map.key) : null;
  const keySize = key ? { w: key.width / KEY_PX_PER_PT, h: key.height / KEY_PX_PER_PT } : null;
  const plan = wholePlan(map.extent, keySize);
  const page = addPage(ctx, plan.orientation);
  header(ctx, page, map.sheets ? words.mapIndex : words.mapWhole);
  framed(page, await ctx.doc.embedPng(map.whole), plan.map);
  if (map.sheets) {
    for (const t of map.sheets.tiles) {
      const box = {
        x: plan.map.x + (t.rect.x - map.extent.x) * plan.scale,
        y: plan.map.y + (t.rect.y - map.extent.y) * plan.scale,
        w: t.rect.w * plan.scale,
        h: t.rect.h * plan.scale,
      };
      const b = flip(page, box);
      page.drawRectangle({ ...b, borderColor: SHEET_LINE, borderWidth: 0.8, borderOpacity: 0.8 });
      const name = sheetName(t.col, t.row);
      const size = Math.max(6, Math.min(14, box.h / 6));
      page.drawText(name, { x: b.x + 3, y: b.y + b.height - size - 1, size, font: ctx.bold, color: SHEET_LINE });
    }
  }
  if (!key) return;
  if (plan.key) {
    page.drawImage(key, flip(page, plan.key));
    return;
  }
  const own = plan.keyPage!;
  const keyPage = addPage(ctx, own.orientation);
  header(ctx, keyPage, words.mapKey);
  keyPage.drawImage(key, flip(keyPage, own.key));
}

/** One page per sheet of a tiled map, at its scale, naming its neighbours. */
export async function drawSheets(ctx: MapPageContext, map: PaperMapPngs): Promise<void> {
  const sheets = map.sheets;
  if (!sheets) return;
  const w = ctx.report.words;
  const named = new Set(sheets.tiles.map((t) => `${t.col},${t.row}`));
  const near = (col: number, row: number, template: string) =>
    named.has(`${col},${row}`) ? [fill(template, { sheet: sheetName(col, row) })] : [];
  for (const t of sheets.tiles) {
    const { orientation, box } = sheetPage(t.rect.w * sheets.scale, t.rect.h * sheets.scale);
    const page = addPage(ctx, orientation);
    const title = fill(w.mapSheet, { sheet: sheetName(t.col, t.row), cols: sheets.cols, rows: sheets.rows });
    const around = [
      ...near(t.col - 1, t.row, w.sheetLeft),
      ...near(t.col + 1, t.row, w.sheetRight),
      ...near(t.col, t.row - 1, w.sheetAbove),
      ...near(t.col, t.row + 1, w.sheetBelow),
    ];
    const reduced = sheets.reduced ? [fill(w.mapReduced, { count: sheets.tiles.length })] : [];
    header(ctx, page, [title, ...reduced, ...around].join('; '));
    framed(page, await ctx.doc.embedPng(t.png), box);
  }
}
