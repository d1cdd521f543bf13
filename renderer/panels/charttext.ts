// A chart as a person reads it in a language: the module's translation of its headings, row keys, cells and
// notes where it has one, the module's own text elsewhere (cell by cell). The rules never read this.

import type { ChartDef } from '../../engine/core/module.js';
import type { JsonValue } from '../../engine/core/types.js';

/** What the Charts dialog prints for one chart. */
export interface ChartText {
  columns: string[];
  rows: { key: string; cells: JsonValue[] }[];
  notes?: string;
}

/** The chart's text in `lang`, falling back to the module's text for anything the translation leaves out. */
export function chartText(
  chart: Pick<ChartDef, 'columns' | 'rows' | 'notes' | 'translations'>,
  lang: string,
): ChartText {
  const tr = chart.translations?.[lang];
  return {
    columns: chart.columns.map((c, i) => tr?.columns?.[i] ?? c),
    rows: chart.rows.map((r, i) => {
      const t = tr?.rows?.[i];
      return { key: t?.key ?? r.key, cells: r.cells.map((c, j) => t?.cells?.[j] ?? c) };
    }),
    notes: tr?.notes ?? chart.notes,
  };
}
