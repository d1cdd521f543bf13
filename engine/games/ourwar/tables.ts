// The series' results tables read from the module's charts (digest §6.7): a chart by id, the column for an odds
// ratio or a factor total, the row for a modified roll, and the cell there. The charts are data (charts.json): the
// book prints none (digest §10), so a volume's reconstruction or an owner's real tables fill them in the same shapes.

import type { ChartDef, GameModule } from '../../core/module.js';

/** The chart ids the series reads (charts.json). */
export type ChartId =
  | 'ground-combat'
  | 'fire-units'
  | 'fire-structures'
  | 'anti-aircraft'
  | 'air-combat'
  | 'weather'
  | 'terrain-state';

/** A chart by id; throws naming the module and the chart when it is missing. */
export function chartOf(module: Pick<GameModule, 'charts' | 'manifest'>, id: ChartId | string): ChartDef {
  const c = module.charts.find((x) => x.id === id);
  if (!c) throw new Error(`Module "${module.manifest.id}" has no chart "${id}" (charts.json)`);
  return c;
}

/** A number the chart's data holds under `key`; throws when it is absent or not a number. */
export function dataNumber(chart: ChartDef, key: string): number {
  const v = chart.data?.[key];
  if (typeof v !== 'number') throw new Error(`Chart "${chart.id}" lacks a number data.${key}`);
  return v;
}

/**
 * The minimum of each column (data.ratios for the CRT, data.brackets for the fire tables): numbers, or labels such
 * as "22-28" and "46+" read by their first number. Throws when the list is absent or not one per column.
 */
export function columnMinimums(chart: ChartDef, key: 'ratios' | 'brackets'): number[] {
  const raw = chart.data?.[key];
  if (!Array.isArray(raw)) throw new Error(`Chart "${chart.id}" lacks data.${key}`);
  const mins = raw.map((x) => (typeof x === 'number' ? x : Number.parseFloat(String(x))));
  if (mins.some((m) => Number.isNaN(m))) throw new Error(`Chart "${chart.id}" has a data.${key} that is not a number`);
  if (mins.length !== chart.columns.length)
    throw new Error(`Chart "${chart.id}": ${mins.length} data.${key} for ${chart.columns.length} columns`);
  return mins;
}

/**
 * XVI.4 / XIV.8 the column of a ratio or a total: the last column whose minimum it reaches (ratios rounded down, so
 * 5:8 reads 1:2 and 2.9 reads 2:1); below the first column's minimum, -1 (the chart has no column for it).
 */
export function columnFor(mins: readonly number[], value: number): number {
  let col = -1;
  for (let i = 0; i < mins.length; i++) if (value >= mins[i]! - 1e-9) col = i;
  return col;
}

/** XVI.5 / XIV.9.1 a column moved by a net shift (+ right, − left), kept on the chart. */
export const shiftColumn = (chart: ChartDef, col: number, shift: number): number =>
  Math.max(0, Math.min(chart.columns.length - 1, col + shift));

/** The rows' first and last roll (data.min, data.max). */
export function rollRange(chart: ChartDef): { min: number; max: number } {
  const min = dataNumber(chart, 'min');
  const max = dataNumber(chart, 'max');
  if (max - min + 1 !== chart.rows.length)
    throw new Error(`Chart "${chart.id}": rows ${min}..${max} but ${chart.rows.length} rows`);
  return { min, max };
}

/** XIV.9.2 / XVI.5.2 the row of a modified roll: rolls beyond the chart read its first or last row. */
export function rowFor(chart: ChartDef, roll: number): number {
  const { min, max } = rollRange(chart);
  return Math.max(min, Math.min(max, roll)) - min;
}

/** The cell at a column and a modified roll, as text; throws on a column off the chart or a cell not text. */
export function cellAt(chart: ChartDef, col: number, roll: number): string {
  if (col < 0 || col >= chart.columns.length) throw new Error(`Chart "${chart.id}" has no column ${col}`);
  const cell = chart.rows[rowFor(chart, roll)]!.cells[col];
  if (typeof cell !== 'string') throw new Error(`Chart "${chart.id}": cell (${col}, ${roll}) is not text`);
  return cell;
}

/** Where a lookup landed: the column before and after shifts, the row and the cell, for the panel to light. */
export interface Lookup {
  base: number;
  col: number;
  row: number;
  cell: string;
  /** Columns shifted past the chart's edge read as die pips (data.leftOfFirst / rightOfLast "drm"), else 0. */
  overflow: number;
}

/**
 * Looks a value up: its column (null below the chart: data.belowFirst "no-attack"), moved by the shift, and the cell
 * at the modified roll. A shift past the chart's first or last column is lost, unless the chart's data says
 * "drm" for that edge: then each column beyond counts as one pip of the die (a chart whose columns are one pip apart).
 */
export function lookup(
  chart: ChartDef,
  key: 'ratios' | 'brackets',
  value: number,
  shift: number,
  roll: number,
): Lookup | null {
  const base = columnFor(columnMinimums(chart, key), value);
  if (base < 0) return null;
  const col = shiftColumn(chart, base, shift);
  const beyond = base + shift - col;
  const edge = beyond < 0 ? chart.data?.leftOfFirst : chart.data?.rightOfLast;
  const overflow = beyond !== 0 && edge === 'drm' ? beyond : 0;
  return { base, col, row: rowFor(chart, roll + overflow), cell: cellAt(chart, col, roll + overflow), overflow };
}

/** One modifier: the rule that gives it, why it applies, its value (columns: + right; DRM: + to the roll). */
export interface Mod {
  rule: string;
  why: string;
  value: number;
}

/** XVI.5 / XIV.9 a list of modifiers' sum capped at ±cap (3 columns, 5 on the die). */
export const capped = (mods: readonly Mod[], cap: number): number => {
  const sum = mods.reduce((a, m) => a + m.value, 0);
  return Math.max(-cap, Math.min(cap, sum));
};
