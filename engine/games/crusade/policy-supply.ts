// The scripted Crusade player's care for supply (PolicyParams.resupply), from its side's view: in its Attrition
// Segment every unit of its own out of supply is removed for good and every vacant space it holds out of supply
// passes to the enemy, with its VP and Republican Morale (§13.3.5, §16.3.3). A move makes every vacant space it
// enters its side's (§10.1.9), so a move that ends next to a group of its spaces cut off joins that group to the
// supplied space the move started from (an Activated stack is supplied, §13.3.1).

import type { Piece } from '../../core/types.js';
import { adjacent, connectedSpaces } from './geo.js';
import { guardWorth } from './policy-guard.js';
import { type Reading, spacesWithin, unitsOf } from './policy-map.js';
import { borderLimited, suppliedSpaces, tracedSpaces } from './supply.js';
import { varsOf } from './state.js';
import { mf } from './units.js';

/** The side's spaces cut off from supply, by Connected group, and what each group holds. */
interface Cut {
  groupOf: Map<string, number>;
  /** Per group: its units (one each) and half its objectives' worth. */
  value: number[];
}

const cuts = new WeakMap<Reading, Cut>();

/** §13.1 the side's groups of spaces out of supply (border-limited ones are safe, §13.4.2), with their worth. */
export function cutOff(r: Reading): Cut {
  const known = cuts.get(r);
  if (known) return known;
  const traced = tracedSpaces(r.module, r.state, r.side);
  const safe = suppliedSpaces(r.module, r.state, r.side, traced);
  for (const s of borderLimited(r.module, r.state, r.side, traced)) safe.add(s);
  const control = varsOf(r.state).control;
  const cut: Cut = { groupOf: new Map(), value: [] };
  for (const [s, side] of Object.entries(control)) {
    if (side !== r.side || safe.has(s) || cut.groupOf.has(s)) continue;
    let value = 0;
    for (const x of connectedSpaces(r.module, r.state, s, r.side)) {
      cut.groupOf.set(x, cut.value.length);
      value += unitsOf(r, x, true).length + guardWorth(r, x) / 2;
    }
    cut.value.push(value);
  }
  cuts.set(r, cut);
  return cut;
}

/** What a move along `path` brings back into supply: the worth of every cut-off group next to a space of it. */
export function resupplies(r: Reading, path: readonly string[]): number {
  const cut = cutOff(r);
  if (cut.value.length === 0) return 0;
  const groups = new Set<number>();
  for (const s of path)
    for (const n of [s, ...adjacent(r.module, r.state, s)]) {
      const g = cut.groupOf.get(n);
      if (g !== undefined) groups.add(g);
    }
  let sum = 0;
  for (const g of groups) sum += cut.value[g]!;
  return sum;
}

/** The most a move of `units` from `space` could bring back into supply this round (spaces free of enemy units
 *  within their Movement Factor), and the space it would reach to do so. */
export function bestResupplyFrom(r: Reading, space: string, units: Piece[]): { value: number; to: string } | null {
  if (cutOff(r).value.length === 0 || units.length === 0) return null;
  const reach = Math.min(...units.map((p) => mf(r.module, p)));
  let top: { value: number; to: string } | null = null;
  for (const n of spacesWithin(r, space, reach)) {
    const value = resupplies(r, [n]);
    if (value > (top?.value ?? 0)) top = { value, to: n };
  }
  return top;
}
