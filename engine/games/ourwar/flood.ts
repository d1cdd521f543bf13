// XX.1.4 deliberate floods: a side the special rules allow opens the dams upstream of a water course. One roll on
// the fire-against-structures table, in its 46+ column for a primary river (22-28 for a secondary one), strikes the
// crossings in the course's first hex; each hex downstream the same roll less one per hex (the special rules may
// slow that fall: `perHexes`). Afterwards, while the course stays flooded, only major fixed crossings cross it.

import type { GameModule } from '../../core/module.js';
import { parseStructureCell, type StructureResult } from './results.js';
import { applyStructureResult } from './structures.js';
import { FIXED, MAJOR, type OurWarVars } from './state.js';
import { cellAt, chartOf, columnFor, columnMinimums } from './tables.js';
import { mapGraph, printedWater } from './terrain.js';

/** XX.1.4 the column a flood reads: 46+ for the primary river, 22-28 for a secondary river or canal. */
export const FLOOD_COLUMN = { primary: 46, secondary: 22 } as const;

/**
 * XX.1.4 how far downstream each hex touching the primary river lies from its first hex (the upstream end of the
 * course on the map), counted along the hexes that line its banks.
 */
export function downstream(module: GameModule, first: string): Map<string, number> {
  const graph = mapGraph(module);
  const banks = new Set<string>();
  for (const s of module.map.hexsides)
    if (s.features.includes('major-river')) {
      banks.add(s.a);
      banks.add(s.b);
    }
  const out = new Map<string, number>([[first, 0]]);
  const queue = [first];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    for (const n of graph.neighbors(h))
      if (banks.has(n) && !out.has(n)) {
        out.set(n, out.get(h)! + 1);
        queue.push(n);
      }
  }
  return out;
}

/** One crossing struck by a flood: its hexside key, the roll it met and what the table gave. */
export interface FloodStrike {
  key: string;
  hexes: number;
  roll: number;
  result: StructureResult;
  events: string[];
}

/**
 * XX.1.4 the flood's roll carried down the primary river: every crossing on it, from the first hex down, meets the
 * roll less one per `perHexes` hexes (1: the book's own rate), and takes the table's result on the 46+ column.
 */
export function floodCrossings(
  module: GameModule,
  v: OurWarVars,
  first: string,
  roll: number,
  perHexes = 1,
): FloodStrike[] {
  const chart = chartOf(module, 'fire-structures');
  const col = columnFor(columnMinimums(chart, 'brackets'), FLOOD_COLUMN.primary);
  const far = downstream(module, first);
  const out: FloodStrike[] = [];
  const crossings = Object.entries(v.crossings)
    .filter(([, x]) => !x.destroyed && printedWater(module, x.a, x.b) === 'primary')
    .map(([key, x]) => ({ key, x, hexes: Math.min(far.get(x.a) ?? 99, far.get(x.b) ?? 99) }))
    .sort((p, q) => p.hexes - q.hexes || (p.key < q.key ? -1 : 1));
  for (const { key, x, hexes } of crossings) {
    const at = roll - Math.floor(hexes / perHexes);
    const result = parseStructureCell(cellAt(chart, col, at));
    const events = applyStructureResult(module, v, { kind: 'crossing', key, hex: x.a }, result);
    out.push({ key, hexes, roll: at, result, events });
  }
  return out;
}

/** XX.1.4 whether a crossing still takes units over a flooded primary river: a major fixed crossing only. */
export const floodProof = (kind: string): boolean => MAJOR.has(kind as never) && FIXED.has(kind as never);
