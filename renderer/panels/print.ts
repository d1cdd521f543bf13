// "Print positions…" (issue 8): the host builds the report of the side this screen shows from that side's view
// and answers it with its PDF. In Electron the print dialog opens at once on an HTML version of the report (the
// page's CSP has no frame-src and no object-src, so the PDF itself cannot be shown in the page to print it; the
// HTML is the very same report). In browser mode the PDF downloads as <game>-positions-<side>.pdf. Either way a
// dialog then previews the report and offers both: Print… (window.print of the HTML) and Save PDF.

import type { PrintedPositions } from '../../electron/host/slices/print.js';
import type { PositionsReport } from '../../electron/services/positions-report.js';
import { positionsFileName } from '../../electron/services/positions-report.js';
import { headingLines, pieceDetails, rowStack } from '../../electron/services/positions-text.js';
import { fill } from '../../electron/services/positions-words.js';
import type { Store } from '../app/store.js';
import { currentLanguage, t } from '../i18n/index.js';
import type { MapView } from '../map/mapview.js';
import { showDialog } from './dialog.js';
import { el } from './dom.js';
import './print.css';

/** The report as HTML: heading, the map image when given, the table by hex, each side's units off the map. */
export function reportElement(r: PositionsReport, mapImage?: string): HTMLElement {
  const [game, title, ...rest] = headingLines(r);
  const root = el('section', { class: 'positions-report', lang: r.language, 'data-side': r.side ?? '' });
  root.append(el('h1', { text: game }), el('h2', { text: title }), ...rest.map((l) => el('p', { text: l })));
  if (mapImage) {
    root.append(
      el('figure', {}, el('img', { src: mapImage, alt: r.words.map }), el('figcaption', { text: r.words.map })),
    );
  }
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
  return root;
}

/** A PNG of the map as drawn now (a data URL), or undefined when the canvas cannot give one. */
function mapImageOf(map: MapView): string | undefined {
  try {
    // Drawn and read in one task: the WebGL drawing buffer still holds the frame (no preserveDrawingBuffer).
    map.app.render();
    const url = map.app.canvas.toDataURL('image/png');
    return url.startsWith('data:image/png;base64,') ? url : undefined;
  } catch {
    return undefined;
  }
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

/** The command: ask the host for the screen side's report and PDF, then print it (Electron) or save it (browser). */
export async function printPositions(store: Store, map: MapView): Promise<void> {
  const doc = store.snapshot?.doc;
  if (!doc || !store.snapshot?.view) return;
  const mapImage = mapImageOf(map);
  const printed: PrintedPositions | undefined = await store.call((h) =>
    h.printPositions({ language: currentLanguage(), ...(mapImage ? { mapImage } : {}) }),
  );
  if (!printed) return;
  const name = positionsFileName(doc.fileName ?? doc.moduleId, printed.report.side);
  const report = reportElement(printed.report, mapImage);
  const electron = store.host.kind === 'electron';
  if (electron) printHtml(report);
  else downloadPdf(printed.pdf, name);
  const said = electron ? t('print.printed') : t('print.saved', { name });
  const choice = await showDialog({
    title: t('print.title'),
    body: [el('p', { text: said, 'data-testid': 'print-status' }), el('div', { class: 'print-preview' }, report)],
    buttons: [
      { label: t('print.print'), value: 'print', primary: !electron },
      { label: t('print.savePdf'), value: 'pdf', primary: electron },
      { label: t('print.close'), value: 'cancel' },
    ],
    testid: 'print-dialog',
    wide: true,
    focus: electron ? 'pdf' : 'print',
  });
  if (choice === 'print') printHtml(report);
  else if (choice === 'pdf') downloadPdf(printed.pdf, name);
}
