// The chart a result was read on, as a table in the page's language: the column read and the row of the roll marked,
// the cell where they cross lit (renderer/panels/littable.css). A game's result panel shows it under its facts.

import type { ChartDef } from '../../engine/core/module.js';
import { currentLanguage, localName } from '../i18n/index.js';
import { chartText } from './charttext.js';
import { el } from './dom.js';
import './littable.css';

/** The class of each body cell: the one read ('cell'), the others of its column ('lit'), or none. */
export const cellClass = (i: number, j: number, row: number, col: number): string =>
  i === row && j === col ? 'cell' : j === col ? 'lit' : '';

/** The chart as a table with column `col` and row `row` marked and their cell lit (-1: none marked); `prefix`
 *  names its classes and the lit cell's test id ("sfe": sfe-chart, sfe-crt, sfe-result-lit). */
export function litTable(chart: ChartDef, col: number, row: number, prefix: string): HTMLElement {
  const text = chartText(chart, currentLanguage());
  const head = el('tr', {}, el('th', { text: '' }));
  for (const [i, c] of text.columns.entries()) head.append(el('th', { class: i === col ? 'lit' : '', text: c }));
  const body = el('tbody');
  text.rows.forEach((r, i) => {
    const tr = el('tr', { class: i === row ? 'lit' : '' }, el('th', { text: r.key }));
    r.cells.forEach((c, j) => {
      const cls = cellClass(i, j, row, col);
      const testid = cls === 'cell' ? `${prefix}-result-lit` : undefined;
      tr.append(el('td', { class: cls, 'data-testid': testid, text: String(c ?? '') }));
    });
    body.append(tr);
  });
  const table = el(
    'table',
    { class: `lit-table ${prefix}-crt`, 'data-chart': chart.id, 'aria-label': localName(chart.name, chart.names) },
    el('thead', {}, head),
    body,
  );
  return el('div', { class: `${prefix}-chart` }, table);
}
