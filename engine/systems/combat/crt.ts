// An odds Combat Results Table as the engine reads it, and the adapter that builds one from module data
// (ChartDef, kind 'crt': columns "1:3".."8:1", rows keyed by die roll, cells "AL1", "AS", "EX", "DL1", "DR", "DE").

import type { ChartDef, Provenance } from '../../core/module.js';
import type { JsonValue } from '../../core/types.js';
import { parseRatio, type Ratio } from './odds.js';

/** A result given without a roll at or beyond a column (Isabella 13.6/13.7: <= 1:3 AL1, >= 8:1 DE). */
export interface AutomaticResult {
  /** 'atOrBelow': final column index <= `index`; 'atOrAbove': >= `index`. */
  when: 'atOrBelow' | 'atOrAbove';
  /** The bounding column's label (a virtual one just beyond an edge, e.g. "1:4", when only beyond counts). */
  column: string;
  /** The bounding column's index (-1 or columns.length for "beyond the edge" results). */
  index: number;
  result: string;
  ref: string;
}

/** One row: the (modified) rolls it covers and one result per column. */
export interface CrtRow {
  key: string;
  min: number;
  max: number;
  cells: string[];
}

/** An odds CRT. */
export interface Crt {
  id: string;
  name: string;
  columns: { label: string; ratio: Ratio }[];
  rows: CrtRow[];
  automatic: AutomaticResult[];
  /** What final odds beyond the table's edges do when no automatic result covers them (default 'clamp'). */
  beyond: 'clamp' | 'noAttack';
  prov: Provenance;
}

/** Parses a row key: "3", "-1", "0-1", "7+", ">=7", "<=0", "≤0", "≥7". */
export function parseRowKey(key: string): { min: number; max: number } {
  const k = key.trim().replace(/−/g, '-');
  const one = /^(-?\d+)$/.exec(k);
  if (one) return { min: Number(one[1]), max: Number(one[1]) };
  const up = /^(-?\d+)\s*(?:\+|or more)$/.exec(k) ?? /^(?:>=|≥)\s*(-?\d+)$/.exec(k);
  if (up) return { min: Number(up[1]), max: Infinity };
  const down = /^(?:<=|≤)\s*(-?\d+)$/.exec(k) ?? /^(-?\d+)\s*(?:-|or less)$/.exec(k);
  if (down) return { min: -Infinity, max: Number(down[1]) };
  const range = /^(-?\d+)\s*(?:-|–|\.\.)\s*(-?\d+)$/.exec(k);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  throw new Error(`CRT row key "${key}" is not a die roll like "3", "0-1", "7+" or "<=0"`);
}

function asString(v: JsonValue, where: string): string {
  if (typeof v !== 'string' || v.trim() === '')
    throw new Error(`CRT cell ${where} must be a result code string (got ${JSON.stringify(v)})`);
  return v.trim();
}

/** Builds a Crt from a module chart; throws naming the problem when the chart is malformed. */
export function crtFromChart(chart: ChartDef): Crt {
  if (chart.kind !== 'crt') throw new Error(`chart "${chart.id}" is a ${chart.kind}, not a CRT`);
  const columns = chart.columns.map((label) => ({ label, ratio: parseRatio(label) }));
  for (let i = 1; i < columns.length; i++) {
    const p = columns[i - 1]!.ratio;
    const c = columns[i]!.ratio;
    if (c.a / c.d <= p.a / p.d)
      throw new Error(
        `chart "${chart.id}": column "${columns[i]!.label}" must be higher odds than "${columns[i - 1]!.label}"`,
      );
  }
  const rows = chart.rows.map((row) => {
    if (row.cells.length !== columns.length) {
      throw new Error(
        `chart "${chart.id}": row "${row.key}" has ${row.cells.length} cells for ${columns.length} columns`,
      );
    }
    return {
      key: row.key,
      ...parseRowKey(row.key),
      cells: row.cells.map((c, i) => asString(c, `"${chart.id}" row ${row.key} column ${chart.columns[i]}`)),
    };
  });
  if (rows.length === 0) throw new Error(`chart "${chart.id}" has no rows`);
  rows.sort((x, y) => x.min - y.min);
  const automatic: AutomaticResult[] = [];
  const data = chart.data ?? {};
  const bad = (what: string): never => {
    throw new Error(`chart "${chart.id}": ${what}`);
  };
  const indexOf = (label: JsonValue | undefined): number => {
    const i = columns.findIndex((c) => c.label === label);
    return i >= 0 ? i : bad(`automatic result names "${String(label)}", which is not one of its columns`);
  };
  // Form 1: data.automatic = [{ atOrBelow | atOrAbove: column, result, ref }].
  const auto = data['automatic'];
  if (auto !== undefined) {
    if (!Array.isArray(auto)) bad('data.automatic must be a list');
    for (const a of auto as JsonValue[]) {
      if (!a || typeof a !== 'object' || Array.isArray(a)) bad('bad data.automatic entry');
      const e = a as Record<string, JsonValue>;
      const when =
        e['atOrBelow'] !== undefined
          ? 'atOrBelow'
          : e['atOrAbove'] !== undefined
            ? 'atOrAbove'
            : bad('data.automatic needs atOrBelow or atOrAbove');
      const index = indexOf(e[when]);
      automatic.push({
        when,
        column: columns[index]!.label,
        index,
        result: asString(e['result'] ?? null, `"${chart.id}" automatic`),
        ref: String(e['ref'] ?? ''),
      });
    }
  }
  // Form 2 (the module files' form): data.automaticColumns = { "1:3": "AL1", "8:1": "DE" } for the edge columns,
  // with data.below / data.above (+ belowRef / aboveRef) for the results beyond the edges.
  const cols = data['automaticColumns'];
  if (cols !== undefined) {
    if (!cols || typeof cols !== 'object' || Array.isArray(cols)) bad('data.automaticColumns must be an object');
    for (const [label, result] of Object.entries(cols as Record<string, JsonValue>)) {
      const index = indexOf(label);
      const when =
        index === 0
          ? 'atOrBelow'
          : index === columns.length - 1
            ? 'atOrAbove'
            : bad(`automatic column "${label}" is not at an edge of the table`);
      const ref = String(data[when === 'atOrBelow' ? 'belowRef' : 'aboveRef'] ?? '');
      automatic.push({ when, column: label, index, result: asString(result, `"${chart.id}" automaticColumns`), ref });
    }
  }
  for (const [key, when, index] of [
    ['below', 'atOrBelow', -1],
    ['above', 'atOrAbove', columns.length],
  ] as const) {
    const result = data[key];
    if (result === undefined || automatic.some((a) => a.when === when)) continue;
    const ref = String(data[`${key}Ref`] ?? '');
    automatic.push({
      when,
      column: key === 'below' ? `below ${columns[0]!.label}` : `above ${columns[columns.length - 1]!.label}`,
      index,
      result: asString(result, `"${chart.id}" ${key}`),
      ref,
    });
  }
  const beyond = data['beyond'] === 'noAttack' ? 'noAttack' : 'clamp';
  return { id: chart.id, name: chart.name, columns, rows, automatic, beyond, prov: chart.prov };
}

/** The automatic result for a final column index (may lie beyond the edges), if any. */
export function automaticAt(crt: Crt, index: number): AutomaticResult | undefined {
  for (const a of crt.automatic) {
    if (a.when === 'atOrBelow' && index <= a.index) return a;
    if (a.when === 'atOrAbove' && index >= a.index) return a;
  }
  return undefined;
}

/** Rows sorted by roll, as CRTs and fire tables (fire.ts) both keep them. */
type RolledRows<R extends { min: number; max: number }> = { rows: readonly R[] };

/** The row a (modified) roll reads; rolls beyond the first or last row read that row (clamped). */
export function rowFor<R extends { min: number; max: number }>(table: RolledRows<R>, roll: number): R {
  for (const r of table.rows) if (roll >= r.min && roll <= r.max) return r;
  return roll < table.rows[0]!.min ? table.rows[0]! : table.rows[table.rows.length - 1]!;
}

/** The rolled range of the table (the lowest and highest row bounds), e.g. 1..6. */
export function rollRange(table: RolledRows<{ min: number; max: number }>): { min: number; max: number } {
  return { min: table.rows[0]!.min, max: table.rows[table.rows.length - 1]!.max };
}
