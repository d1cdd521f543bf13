// The shape every Ebro results table is built with: a die-roll index (rows from data.min to data.max, clamped), an
// ordered column index, and a "ladder" that reads each cell from one number, column index + modified roll, so every
// table rises with both the odds and the die (TABLES.md). Shared by charts-combat.ts, charts-air.ts, charts-misc.ts.

import type { ChartDef, Provenance } from '../../../engine/core/module.js';

/** The row keys of a modified roll from min to max: the ends read "≤min" and "≥max" (the roll is clamped). */
export function rollKeys(min: number, max: number): string[] {
  return Array.from({ length: max - min + 1 }, (_, i) => {
    const v = min + i;
    return v === min ? `≤${v}` : v === max ? `≥${v}` : `${v}`;
  });
}

/** A ladder: the result for each effect number from its lowest threshold upward ([from, result], ascending). */
export type Ladder = [number, string][];

/** The ladder's result for an effect number (below the first step: the first step's result). */
export function climb(ladder: Ladder, e: number): string {
  let out = ladder[0][1];
  for (const [from, r] of ladder) if (e >= from) out = r;
  return out;
}

/** A results table read from a ladder: cell (column c, roll r) = ladder(c + r), plus a mark on chosen cells. */
export function ladderRows(
  columns: number,
  min: number,
  max: number,
  ladder: Ladder,
  mark: (c: number, r: number, cell: string) => string = (_c, _r, cell) => cell,
): ChartDef['rows'] {
  return rollKeys(min, max).map((key, i) => {
    const r = min + i;
    return { key, cells: Array.from({ length: columns }, (_, c) => mark(c, r, climb(ladder, c + r))) };
  });
}

/** A reconstructed label with its Spanish reason. */
export const recon = (reason: string, es: string): Provenance => ({ source: 'reconstructed', reason, reasons: { es } });

/** The common reason of the results tables: the book gives their legends and no numbers (digest §6.7, §10.2). */
export const NO_NUMBERS =
  'Original table in the style of the series: the book gives this table’s legend and no numbers (digest §6.7, §10.2)';
/** The same in Spanish. */
export const NO_NUMBERS_ES =
  'Tabla original al estilo de la serie: el reglamento da la leyenda de esta tabla y ningún número ' +
  '(resumen §6.7, §10.2)';

/** A results table with its names, notes and Spanish translation. */
export function table(t: {
  id: string;
  name: [string, string];
  kind?: ChartDef['kind'];
  columns: string[];
  columnsEs?: string[];
  rows: ChartDef['rows'];
  data: ChartDef['data'];
  why: [string, string];
  notes: [string, string];
}): ChartDef {
  return {
    id: t.id,
    name: t.name[0],
    names: { es: t.name[1] },
    kind: t.kind ?? 'table',
    columns: t.columns,
    rows: t.rows,
    data: t.data,
    prov: recon(`${NO_NUMBERS}. ${t.why[0]}`, `${NO_NUMBERS_ES}. ${t.why[1]}`),
    notes: t.notes[0],
    translations: { es: { ...(t.columnsEs ? { columns: t.columnsEs } : {}), notes: t.notes[1] } },
  };
}
