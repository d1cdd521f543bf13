// Helpers for The Struggle for Europe's charts (charts.json): provenance labels, rows with a label per cell, and
// the JSON layout every module data file of this folder is written in.

import type { ChartDef, Provenance } from '../../../engine/core/module.js';
import type { JsonValue } from '../../../engine/core/types.js';

/** A cell the rulebook gives, with the section or example that gives it. */
export const book = (ref: string): Provenance => ({ source: 'rulebook', ref });

/** A cell designed here, with why. */
export const made = (reason: string): Provenance => ({ source: 'reconstructed', reason });

/** One chart row: its key, its cells, and one provenance per cell (`label(column index)` picks it). */
export function row(key: string, cells: JsonValue[], label: (col: number) => Provenance): ChartDef['rows'][number] {
  return { key, cells, prov: cells.map((_, i) => label(i)) };
}

/** The module data files' layout: two-space JSON and a final newline (biome leaves module JSON alone). */
export function serialize(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
