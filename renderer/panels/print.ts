// "Print positions…" (issue 8): the host builds the report of the side this screen shows from that side's view
// and answers it with its PDF. In Electron the print dialog opens at once on an HTML version of the report (the
// page's CSP has no frame-src and no object-src, so the PDF itself cannot be shown in the page to print it; the
// HTML is the very same report). In browser mode the PDF downloads as <game>-positions-<side>.pdf. Either way a
// dialog then previews the report and offers both: Print… (window.print of the HTML) and Save PDF. The map in
// both is drawn for paper (issue 26 §5, renderer/map/paper.ts): whole on one page, or in sheets at a readable
// scale, as the player chooses in that dialog (remembered); choosing draws the report again.

import type { PaperMapArg, PrintedPositions } from '../../electron/host/slices/print.js';
import { KEY_PX_PER_PT, sheetName, sheetPage, wholePlan } from '../../electron/services/positions-paper.js';
import type { PositionsReport } from '../../electron/services/positions-report.js';
import { positionsFileName } from '../../electron/services/positions-report.js';
import { headingLines, pieceDetails, rowStack } from '../../electron/services/positions-text.js';
import { fill } from '../../electron/services/positions-words.js';
import type { Store } from '../app/store.js';
import { gameFor } from '../games/index.js';
import { currentLanguage, t } from '../i18n/index.js';
import type { MapView } from '../map/mapview.js';
import { markSheets, type PaperLayout, type PaperProgress, paperMap } from '../map/paper.js';
import { showDialog } from './dialog.js';
import { el } from './dom.js';
import { recall, remember } from './remember.js';
import './print.css';

/** An image at its printed width in points (the browser prints CSS points at their size). */
function printedImage(src: string, alt: string, widthPt?: number, pxPerPt?: number): HTMLImageElement {
  const img = el('img', { src, alt });
  if (widthPt) img.style.width = `${widthPt}pt`;
  else if (pxPerPt) img.addEventListener('load', () => (img.style.width = `${img.naturalWidth / pxPerPt}pt`));
  return img;
}

/** A PNG's size in pixels, from its header (IHDR: width and height at bytes 16 to 23). */
function pngSize(dataUrl: string): { w: number; h: number } {
  const head = atob(dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 33));
  const int = (at: number) => [0, 1, 2, 3].reduce((n, i) => n * 256 + head.charCodeAt(at + i), 0);
  return { w: int(16), h: int(20) };
}

/**
 * The printed map's whole page (with its key) as HTML, first in the report: on paper in the orientation the PDF
 * gives it (wholePlan), the key beside the map or under it as there.
 */
function wholeMapElement(r: PositionsReport, paper: PaperMapArg, src: string): HTMLElement {
  const what = paper.sheets ? r.words.mapIndex : r.words.mapWhole;
  const key = paper.key ? printedImage(paper.key, r.words.mapKey, undefined, KEY_PX_PER_PT) : null;
  if (key) key.className = 'paper-key';
  const size = paper.key ? pngSize(paper.key) : null;
  const plan = wholePlan(paper.extent, size && { w: size.w / KEY_PX_PER_PT, h: size.h / KEY_PX_PER_PT });
  const beside = plan.key && plan.key.x >= plan.map.x + plan.map.w;
  const layout = `paper-${plan.orientation} ${beside ? 'paper-beside' : 'paper-under'}`;
  return el(
    'figure',
    { class: `paper-whole ${layout}`, 'data-testid': 'paper-whole' },
    el('img', { src, alt: what, class: 'paper-map' }),
    key,
    el('figcaption', { text: what }),
  );
}

/** The sheets of a tiled map as HTML, after the report, each on a page of its own at its printed size. */
function sheetElements(r: PositionsReport, paper: PaperMapArg): HTMLElement[] {
  const s = paper.sheets;
  if (!s) return [];
  return s.tiles.map((tile) => {
    const title = fill(r.words.mapSheet, { sheet: sheetName(tile.col, tile.row), cols: s.cols, rows: s.rows });
    const { orientation } = sheetPage(tile.rect.w * s.scale, tile.rect.h * s.scale);
    return el(
      'figure',
      { class: `paper-sheet paper-${orientation}`, 'data-testid': 'paper-sheet' },
      el('figcaption', { text: title }),
      printedImage(tile.image, title, tile.rect.w * s.scale),
    );
  });
}

/**
 * The report as HTML: the map drawn for paper when given (its whole image `wholeSrc`, by default the one sent, the
 * sheets marked on it by markSheets), heading, the table by hex, units off the map, sheets.
 */
export function reportElement(r: PositionsReport, paper?: PaperMapArg, wholeSrc?: string): HTMLElement {
  const [game, title, ...rest] = headingLines(r);
  const root = el('section', { class: 'positions-report', lang: r.language, 'data-side': r.side ?? '' });
  if (paper) root.append(wholeMapElement(r, paper, wholeSrc ?? paper.whole));
  root.append(el('h1', { text: game }), el('h2', { text: title }), ...rest.map((l) => el('p', { text: l })));
  const w = r.words;
  const head = el('tr', {}, ...[w.hex, w.place, w.terrain, w.stack, w.pieces].map((h) => el('th', { text: h })));
  const body = el('tbody');
  for (const row of r.rows) {
    const pieces = el(
      'ul',
      {},
      ...row.pieces.map((p) => el('li', {}, el('b', { text: p.name }), ` (${pieceDetails(p, r)})`)),
    );
    body.append(
      el(
        'tr',
        { 'data-hex': row.location },
        el('td', { text: row.location }),
        el('td', { text: row.place }),
        el('td', { text: row.terrain }),
        el('td', { text: rowStack(row, r) }),
        el('td', {}, pieces),
      ),
    );
  }
  root.append(el('table', {}, el('thead', {}, head), body));
  for (const side of r.offMap) {
    root.append(el('h3', { text: fill(w.offMap, { side: side.name }) }));
    if (side.boxes.length === 0) root.append(el('p', { text: w.none }));
    for (const box of side.boxes) {
      const items = box.pieces.map((p) => el('li', {}, el('b', { text: p.name }), ` (${pieceDetails(p, r)})`));
      root.append(el('h4', { text: box.name }), el('ul', {}, ...items));
    }
  }
  if (paper) root.append(...sheetElements(r, paper));
  return root;
}

/** The map for paper from the side's live view (the report's), or an error message when it cannot be drawn. */
async function drawPaper(
  store: Store,
  map: MapView,
  layout: PaperLayout,
  progress: PaperProgress,
): Promise<PaperMapArg | string> {
  const module = store.module;
  const view = store.snapshot?.view;
  if (!module || !view || !map.board) return 'no map';
  try {
    const page = gameFor(module.manifest.rules);
    return await paperMap({ renderer: map.app.renderer, module, board: map.board, view, page }, layout, progress);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** One printing: the host's answer, the map sent, the HTML report and, when the map failed, why. */
interface PrintJob {
  printed: PrintedPositions;
  element: HTMLElement;
  failed?: string;
}

/** Draw the map for paper in `layout`, ask the host for the report and its PDF, and build the HTML. */
async function printJob(
  store: Store,
  map: MapView,
  layout: PaperLayout,
  progress: PaperProgress,
): Promise<PrintJob | undefined> {
  const paper = await drawPaper(store, map, layout, progress);
  const sent = typeof paper === 'string' ? {} : { map: paper };
  const printed = await store.call((h) => h.printPositions({ language: currentLanguage(), ...sent }));
  if (!printed) return undefined;
  const element = reportElement(printed.report, sent.map, sent.map && (await markSheets(sent.map)));
  return { printed, element, ...(typeof paper === 'string' ? { failed: paper } : {}) };
}

/** Save the PDF through the browser's download (an <a download> on a blob URL). */
function downloadPdf(pdfBase64: string, name: string): void {
  const bytes = Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = el('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once it has started; keep the URL a while for slow machines.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Print the report alone: print.css hides the rest of the page while a .print-report is in the body. */
function printHtml(report: HTMLElement): void {
  // One sheet at a time; it stays (hidden on screen) until printing is over, however long the print dialog is open.
  for (const old of document.querySelectorAll('body > .print-report')) old.remove();
  const sheet = el('div', { class: 'print-report', 'data-testid': 'print-report' }, report.cloneNode(true));
  document.body.append(sheet);
  window.addEventListener('afterprint', () => sheet.remove(), { once: true });
  window.print();
}

/** The layout the player chose last (fit unless sheets were chosen). */
function recalledLayout(): PaperLayout {
  return recall('print.layout') === 'sheets' ? 'sheets' : 'fit';
}

/** The dialog's choice of layout: two radio buttons calling `choose` when one is picked. */
function layoutChoice(layout: PaperLayout, choose: (l: PaperLayout) => void): HTMLFieldSetElement {
  const radio = (value: PaperLayout) => {
    const input = el('input', { type: 'radio', name: 'print-layout', value, checked: value === layout || undefined });
    input.addEventListener('change', () => input.checked && choose(value));
    return el('label', {}, input, ` ${t(`print.${value}`)}`);
  };
  const legend = el('legend', { text: t('print.layout') });
  return el('fieldset', { class: 'choice-row', 'data-testid': 'print-layout' }, legend, radio('fit'), radio('sheets'));
}

/** The progress of the drawing: a bar of the images drawn, shown while the map is drawn for paper. */
function progressBar(): { element: HTMLProgressElement; show: PaperProgress; hide(): void } {
  const bar = el('progress', {
    class: 'print-progress',
    'data-testid': 'print-progress',
    'aria-label': t('print.drawing'),
    hidden: true,
  });
  return {
    element: bar,
    show: (done, total) => {
      bar.hidden = false;
      bar.max = total;
      bar.value = done;
    },
    hide: () => {
      bar.hidden = true;
    },
  };
}

/**
 * The command: a dialog opens at once with the drawing's progress; the host then gives the screen side's report and
 * PDF, which is printed (Electron) or saved (browser), and the dialog previews it and offers both.
 */
export async function printPositions(store: Store, map: MapView): Promise<void> {
  const doc = store.snapshot?.doc;
  if (!doc || !store.snapshot?.view) return;
  const electron = store.host.kind === 'electron';
  const status = el('p', { text: t('print.drawing'), 'data-testid': 'print-status', role: 'status' });
  const bar = progressBar();
  const preview = el('div', { class: 'print-preview' });
  let job: PrintJob | undefined;
  let name = '';
  const said = (j: PrintJob, first: string) => (j.failed ? `${t('print.noMap', { message: j.failed })} ` : '') + first;
  // While the map is drawn the dialog's buttons wait: Print… and Save PDF take the report drawn last.
  const hold = (on: boolean) => {
    choice.disabled = on;
    for (const b of choice.closest('dialog')?.querySelectorAll('button') ?? []) b.disabled = on;
  };
  /** Draw the report in `layout`: false when the host refused it (its error is shown as every call's is). */
  const draw = async (layout: PaperLayout, done: (j: PrintJob) => string): Promise<boolean> => {
    hold(true);
    status.textContent = t('print.drawing');
    bar.show(0, 1);
    try {
      const next = await printJob(store, map, layout, bar.show);
      if (!next) return false;
      job = next;
      preview.replaceChildren(next.element);
      status.textContent = said(next, done(next));
      return true;
    } finally {
      bar.hide();
      hold(false);
    }
  };
  const choice = layoutChoice(recalledLayout(), (layout) => {
    remember('print.layout', layout);
    void draw(layout, () => t('print.redrawn', { layout: t(`print.${layout}`) }));
  });
  const pick = showDialog({
    title: t('print.title'),
    body: [status, bar.element, choice, preview],
    buttons: [
      { label: t('print.print'), value: 'print', primary: !electron },
      { label: t('print.savePdf'), value: 'pdf', primary: electron },
      { label: t('print.close'), value: 'cancel' },
    ],
    testid: 'print-dialog',
    wide: true,
    focus: electron ? 'pdf' : 'print',
  });
  const drawn = await draw(recalledLayout(), (first) => {
    name = positionsFileName(doc.fileName ?? doc.moduleId, first.printed.report.side);
    if (electron) printHtml(first.element);
    else downloadPdf(first.printed.pdf, name);
    return electron ? t('print.printed') : t('print.saved', { name });
  });
  // Nothing to print: the dialog closes (the host's error is shown).
  if (!drawn) choice.closest('dialog')?.querySelector<HTMLButtonElement>('button[value="cancel"]')?.click();
  const answer = await pick;
  if (!job) return;
  if (answer === 'print') printHtml(job.element);
  else if (answer === 'pdf') downloadPdf(job.printed.pdf, name);
}
