// The positions report as a PDF (pdf-lib): A4 pages, the printed map first when the page drew one (the whole map
// with its key: positions-pdf-map.ts), a heading (game, scenario, whose report, turn and phase), an optional
// picture of the map (the command line's --map-image), the table of occupied hexes with its header repeated on
// every page, then each side's units off the map, the sheets of a tiled map, and "Page n of N" at the foot.
// Standard Helvetica (WinAnsi), so no font file ships; a character it cannot encode is printed without its accent
// or as "?". No date is written: the same report gives the same bytes.

import { PDFDocument, type PDFFont, type PDFPage, PageSizes, StandardFonts, rgb } from 'pdf-lib';
import type { PositionsReport, ReportRow } from './positions-report.js';
import { drawSheets, drawWholeMap, type PaperMapPngs } from './positions-pdf-map.js';
import { headingLines, pieceDetails, rowStack } from './positions-text.js';
import { fill } from './positions-words.js';

const [PAGE_W, PAGE_H] = PageSizes.A4;
const MARGIN = 40;
const SIZE = 9;
const LEADING = 11.5;
const GREY = rgb(0.45, 0.45, 0.45);
/** Table columns: x offset from the margin and width. */
const COLS = { hex: [0, 40], place: [42, 100], terrain: [146, 66], stack: [216, 60], pieces: [280, 235] } as const;
/** The tallest the map image may be on the first page. */
const MAX_IMAGE_H = 360;

/** Options of the PDF: a picture of the map (PNG bytes) over the table; the printed map the page drew. */
export interface PositionsPdfOptions {
  mapPng?: Uint8Array;
  paper?: PaperMapPngs;
}

/** The report as PDF bytes. */
export async function positionsPdf(report: PositionsReport, opts: PositionsPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set([...font.getCharacterSet(), ...bold.getCharacterSet()]);
  const clean = (text: string) => cleanText(text, charset);
  const mapCtx = { doc, font, bold, report, clean };
  if (opts.paper) await drawWholeMap(mapCtx, opts.paper);
  const w = new Writer(doc, font, bold, clean);
  doc.setTitle(w.clean(`${report.words.title}: ${report.sideName}`));
  doc.setProducer('Sandtable (pdf-lib)');
  doc.setCreator('Sandtable');
  const [first, ...rest] = headingLines(report);
  w.line(first, bold, 13);
  w.line(rest[0], bold, 11);
  for (const l of rest.slice(1)) w.line(l, font, SIZE + 1);
  w.gap(6);
  if (opts.mapPng) {
    const image = await doc.embedPng(opts.mapPng);
    const fit = image.scaleToFit(PAGE_W - 2 * MARGIN, MAX_IMAGE_H);
    w.y -= fit.height;
    w.page.drawImage(image, { x: MARGIN, y: w.y, width: fit.width, height: fit.height });
    w.gap(4);
    w.line(report.words.map, font, SIZE - 1, GREY);
    w.gap(6);
  }
  const header = () => tableHeader(w, report);
  header();
  for (const row of report.rows) tableRow(w, report, row, header);
  for (const side of report.offMap) {
    w.gap(10);
    w.need(LEADING * 3);
    w.line(fill(report.words.offMap, { side: side.name }), bold, 11);
    if (side.boxes.length === 0) w.line(report.words.none, font, SIZE);
    for (const box of side.boxes) {
      w.need(LEADING * 2);
      w.line(box.name, bold, SIZE);
      for (const p of box.pieces) w.wrapped(`${p.name} (${pieceDetails(p, report)})`, font, SIZE, 12);
    }
  }
  if (opts.paper) await drawSheets(mapCtx, opts.paper);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const foot = w.clean(
      `${report.words.title}: ${report.sideName} — ${fill(report.words.page, { page: i + 1, pages: pages.length })}`,
    );
    page.drawText(foot, { x: MARGIN, y: MARGIN / 2, size: SIZE - 1, font, color: GREY });
  });
  return doc.save();
}

/** The table's column headings and a rule under them. */
function tableHeader(w: Writer, r: PositionsReport): void {
  w.need(LEADING * 3);
  const words = r.words;
  const heads: [keyof typeof COLS, string][] = [
    ['hex', words.hex],
    ['place', words.place],
    ['terrain', words.terrain],
    ['stack', words.stack],
    ['pieces', words.pieces],
  ];
  w.y -= LEADING;
  for (const [col, text] of heads) w.cell(text, COLS[col], w.y, w.bold);
  w.rule(w.y - 3);
  w.y -= 5;
}

/** One hex: its cells side by side, the pieces one per line; a new page (header again) when it does not fit. */
function tableRow(w: Writer, r: PositionsReport, row: ReportRow, header: () => void): void {
  const cells: [keyof typeof COLS, string[]][] = [
    ['hex', [row.location]],
    ['place', w.wrap(row.place, COLS.place[1], w.font, SIZE)],
    ['terrain', w.wrap(row.terrain, COLS.terrain[1], w.font, SIZE)],
    ['stack', w.wrap(rowStack(row, r), COLS.stack[1], w.font, SIZE)],
    ['pieces', row.pieces.flatMap((p) => w.wrap(`${p.name} (${pieceDetails(p, r)})`, COLS.pieces[1], w.font, SIZE))],
  ];
  const height = Math.max(...cells.map(([, lines]) => lines.length)) * LEADING + 4;
  if (w.y - height < MARGIN) {
    w.newPage();
    header();
  }
  const top = w.y;
  for (const [col, lines] of cells) {
    for (let i = 0; i < lines.length; i++) w.cell(lines[i], COLS[col], top - LEADING * (i + 1), w.font);
  }
  w.y = top - height;
  w.rule(w.y + 1, 0.3);
}

/** Text the fonts can encode: accents dropped where the letter is missing (WinAnsi has Spanish), else "?". */
function cleanText(text: string, charset: Set<number>): string {
  let out = '';
  for (const ch of text) {
    if (charset.has(ch.codePointAt(0)!)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every((c) => charset.has(c.codePointAt(0)!)) ? bare : '?';
    }
  }
  return out;
}

/** Draws lines down A4 pages, starting a page when the current one is full. */
class Writer {
  page: PDFPage;
  y = 0;

  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly clean: (text: string) => string,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.y = PAGE_H - MARGIN;
    return this.page;
  }

  /** Lines of at most `width` points. */
  wrap(text: string, width: number, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Makes room for `height` points, on a new page if need be. */
  need(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** One line of text across the page (wrapped when it is too long). */
  line(text: string, font: PDFFont, size: number, color = rgb(0, 0, 0)): void {
    for (const l of this.wrap(text, PAGE_W - 2 * MARGIN, font, size)) {
      this.need(size * 1.3);
      this.y -= size * 1.3;
      this.page.drawText(l, { x: MARGIN, y: this.y, size, font, color });
    }
  }

  /** A paragraph indented by `indent` points, wrapped. */
  wrapped(text: string, font: PDFFont, size: number, indent: number): void {
    for (const l of this.wrap(text, PAGE_W - 2 * MARGIN - indent, font, size)) {
      this.need(LEADING);
      this.y -= LEADING;
      this.page.drawText(l, { x: MARGIN + indent, y: this.y, size, font });
    }
  }

  /** Text in a table column, at baseline `y`. */
  cell(text: string, col: readonly [number, number], y: number, font: PDFFont): void {
    this.page.drawText(this.clean(text), { x: MARGIN + col[0], y, size: SIZE, font });
  }

  /** A horizontal rule across the table. */
  rule(y: number, thickness = 0.6): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_W - MARGIN, y },
      thickness,
      color: GREY,
    });
  }
}
