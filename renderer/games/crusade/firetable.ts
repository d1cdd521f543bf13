// One of Crusade's fire tables (§11.2.6: the Division-sized and the Corps-sized Units Tables, charts.json), drawn
// small in the battle view: the Combat Strength columns across, the modified die down the side, the column the
// side fires on lit (and the one its strength gave before the shifts marked), the row of its roll and the Loss
// Number read there.

import type { GameModule } from '../../../engine/core/module.js';
import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';

/** What to light on a table: the column fired on, the column before the shifts, the modified roll. */
export interface TableMarks {
  column: string | null;
  startColumn?: string | null;
  roll?: number | null;
}

/** The catalogue key of a table's name. */
export const tableKey = (id: string): string =>
  id === 'fire-corps' ? 'crusade.battle.tableCorps' : 'crusade.battle.tableDivision';

/** A fire table of the module with `marks` lit, or null when the module lacks it. */
export function fireTable(
  module: GameModule | null,
  id: string,
  marks: TableMarks,
  testid: string,
): HTMLElement | null {
  const chart = module?.charts.find((c) => c.id === id);
  if (!chart) return null;
  const col = marks.column === null ? -1 : chart.columns.indexOf(marks.column);
  const start = marks.startColumn ? chart.columns.indexOf(marks.startColumn) : -1;
  const table = el('table', {
    class: 'fire-table',
    'data-testid': testid,
    'data-table': id,
    'aria-label': t(tableKey(id)),
  });
  table.append(el('caption', { text: t(tableKey(id)) }));
  const head = el('tr', {}, el('th', { scope: 'col', class: 'corner', text: t('crusade.battle.dieStrength') }));
  chart.columns.forEach((c, i) => {
    const cls = [i === col ? 'hit' : '', i === start && start !== col ? 'start' : ''].filter(Boolean).join(' ');
    head.append(el('th', { scope: 'col', class: cls || undefined, text: c }));
  });
  table.append(el('thead', {}, head));
  const body = el('tbody');
  for (const r of chart.rows) {
    const hitRow = marks.roll !== null && marks.roll !== undefined && String(marks.roll) === r.key;
    const tr = el(
      'tr',
      { class: hitRow ? 'hit-row' : undefined },
      el('th', { scope: 'row', class: hitRow ? 'hit' : undefined, text: r.key }),
    );
    r.cells.forEach((cell, i) => {
      const hit = hitRow && i === col;
      tr.append(
        el('td', {
          class: hit ? 'hit cell' : i === col ? 'hit-col' : undefined,
          'data-testid': hit ? `${testid}-hit` : undefined,
          text: String(cell),
        }),
      );
    });
    body.append(tr);
  }
  table.append(body);
  return table;
}

/** The column of a Combat Strength on a table ("6", "7-8", "13+"): the edge column below or above it. */
export function columnOf(module: GameModule | null, id: string, strength: number): string | null {
  const cols = module?.charts.find((c) => c.id === id)?.columns ?? [];
  let best: string | null = cols[0] ?? null;
  for (const c of cols) {
    const m = /^(\d+)(?:-(\d+)|(\+))?$/.exec(c);
    if (!m) continue;
    const lo = Number(m[1]);
    const hi = m[3] ? Infinity : Number(m[2] ?? m[1]);
    if (strength >= lo && strength <= hi) return c;
    if (strength >= lo) best = c;
  }
  return best;
}
