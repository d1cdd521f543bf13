// Builders for common named shift sources, so games state their conditions once and the explanation follows:
// terrain of the defender's hex, "every attacker across a river" hexsides, concentric attacks.

import type { Shift } from './modifiers.js';

/** One entry of a terrain effects table: the shift for a defender in that terrain. */
export interface TerrainShiftEntry {
  amount: number;
  ref: string;
  reason: string;
}

/** The shift for the defender's terrain from a table keyed by terrain id, or none (Isabella 13.9-13.11). */
export function terrainShift(table: Readonly<Record<string, TerrainShiftEntry>>, terrain: string): Shift[] {
  const e = table[terrain];
  return e && e.amount !== 0 ? [{ source: `terrain.${terrain}`, amount: e.amount, ref: e.ref, reason: e.reason }] : [];
}

/**
 * A hexside shift that applies only when EVERY attacker attacks across such a hexside (Isabella 13.12:
 * one attacker across a non-river hexside loses the defender the river shift). `across` lists, per
 * attacking unit, whether its hexside has the feature.
 */
export function allAcrossShift(
  across: readonly boolean[],
  shift: Omit<Shift, 'source'> & { source?: string },
): Shift[] {
  if (across.length === 0 || !across.every(Boolean)) return [];
  return [
    {
      source: shift.source ?? 'hexside',
      amount: shift.amount,
      ref: shift.ref,
      reason: shift.reason,
      ...(shift.group ? { group: shift.group } : {}),
    },
  ];
}

/**
 * Isabella 13.13: concentric when attackers stand in two opposite hexes, or in three hexes with one hex
 * between each, or in four or more hexes. `dirs` are the directions (0..5, in order around the hex) from
 * the defender to each hex holding an attacker; duplicates are ignored.
 */
export function isConcentric(dirs: readonly number[]): boolean {
  const d = new Set(
    dirs.map((x) => {
      if (!Number.isInteger(x) || x < 0 || x > 5) throw new Error(`hex direction must be 0..5 (got ${x})`);
      return x;
    }),
  );
  if (d.size >= 4) return true;
  for (const x of d) {
    if (d.has((x + 3) % 6)) return true;
    if (d.has((x + 2) % 6) && d.has((x + 4) % 6)) return true;
  }
  return false;
}

/** Isabella 13.13 / 13.11: the concentric 1R, never against a defender in a city. */
export function concentricShift(dirs: readonly number[], defenderInCity: boolean): Shift[] {
  if (defenderInCity || !isConcentric(dirs)) return [];
  return [{ source: 'concentric', amount: 1, ref: 'Isabella 13.13', reason: 'concentric attack' }];
}
