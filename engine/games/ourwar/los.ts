// Line of sight and range for fire (XIV.2-XIV.5): the range a firer reaches (printed range, +1 on a hill, recon
// extension; none printed: the six adjacent hexes), the hexes a line of fire crosses, whether units block it, and
// indirect fire through an observer and an HQ (XIV.3). Only units block sight: terrain and MP never do.

import { type Axial, axialDistance, cubeRound } from '../../geometry/coords.js';
import type { HexMapGraph } from '../../geometry/hexgrid.js';

/** A8 the line-of-sight policy: the centre line (default; a hexside graze blocked only if both hexes hold units)
 *  or "any shortest path" (permissive: clear if any shortest hex path between is free of units). */
export type LosPolicy = 'centre-line' | 'any-path';

/** XIV.2 / XIV.5 the range a firer reaches: printed range (+1 on a hill) plus recon extension; none printed: 1. */
export const effectiveRange = (printed: number, onHill: boolean, extension = 0): number =>
  printed <= 0 ? 1 : printed + (onHill ? 1 : 0) + extension;

/** One step of a line of fire: the hex it crosses, or the two hexes of a hexside it runs along. */
export type LineStep = string | [string, string];

/** XIV.2 the hexes strictly between two hexes of one sheet along the line joining their centres. */
export function lineBetween(graph: HexMapGraph, from: string, to: string): LineStep[] | null {
  const g = graph.gridOf(from);
  if (graph.gridOf(to) !== g) return null;
  const a = g.toAxial(from);
  const b = g.toAxial(to);
  const n = axialDistance(a, b);
  const out: LineStep[] = [];
  // Nudge the line a hair to either side: the same hex both ways is crossed; two hexes mean a hexside graze.
  const at = (t: number, e: number): Axial => cubeRound(a.q + (b.q - a.q) * t + e, a.r + (b.r - a.r) * t + 2 * e);
  for (let i = 1; i < n; i++) {
    const h1 = g.fromAxial(at(i / n, 1e-6));
    const h2 = g.fromAxial(at(i / n, -1e-6));
    if (!h1 || !h2) return null;
    out.push(h1 === h2 ? h1 : ([h1, h2].sort() as [string, string]));
  }
  return out;
}

/** XIV.2 whether any shortest hex path between two hexes has no unit in the hexes between (A8 "any-path"). */
function anyClearPath(graph: HexMapGraph, from: string, to: string, occupied: (hex: string) => boolean): boolean {
  const n = graph.distance(from, to);
  if (!Number.isFinite(n)) return false;
  let layer = new Set([from]);
  for (let d = n - 1; d > 0; d--) {
    const next = new Set<string>();
    for (const h of layer)
      for (const x of graph.neighbors(h)) if (graph.distance(x, to) === d && !occupied(x)) next.add(x);
    if (next.size === 0) return false;
    layer = next;
  }
  return true;
}

/** XIV.2 whether a line of sight is clear: only units (friendly or enemy) in the hexes between block it. */
export function hasLOS(
  graph: HexMapGraph,
  from: string,
  to: string,
  occupied: (hex: string) => boolean,
  policy: LosPolicy = 'centre-line',
): boolean {
  if (from === to || graph.neighbors(from).includes(to)) return true;
  if (policy === 'any-path') return anyClearPath(graph, from, to, occupied);
  const line = lineBetween(graph, from, to);
  if (!line) return anyClearPath(graph, from, to, occupied);
  return line.every((s) => (typeof s === 'string' ? !occupied(s) : !(occupied(s[0]) && occupied(s[1]))));
}

/** XIV.2 direct fire: an adjacent target, or one within range that the firer sees. */
export function mayFireDirect(
  graph: HexMapGraph,
  from: string,
  to: string,
  range: number,
  occupied: (hex: string) => boolean,
  policy?: LosPolicy,
): boolean {
  if (graph.neighbors(from).includes(to)) return true;
  return graph.distance(from, to) <= range && hasLOS(graph, from, to, occupied, policy);
}

/** XIV.3 what indirect fire reads: hexes, the firer's range, the HQ's reorganisation range and its command paths. */
export interface IndirectFire {
  firer: string;
  target: string;
  observer: string;
  hq: string;
  range: number;
  hqReorg: number;
  /** VII.2 hexes along a path the HQ commands by: Infinity when every path meets an enemy ZOC (the command module). */
  hqPath: (from: string, to: string) => number;
  /** XIV.3 the observer is of the firer's army corps, or the fire is coordinated. */
  sameCorps: boolean;
  occupied: (hex: string) => boolean;
  policy?: LosPolicy;
}

/**
 * XIV.3 indirect fire: the target within the firer's range; the HQ within reorganisation range of the firer and of
 * the target or the observer, along paths with no enemy ZOC (observer to HQ to firer); the observer of the firer's
 * corps (or coordinated) and seeing the target. The observer is not activated.
 */
export function mayFireIndirect(graph: HexMapGraph, f: IndirectFire): { ok: boolean; why: string } {
  const no = (why: string) => ({ ok: false, why });
  if (graph.distance(f.firer, f.target) > f.range) return no('the target is out of range');
  if (!f.sameCorps) return no('the observer is of another corps and the fire is not coordinated');
  if (!hasLOS(graph, f.observer, f.target, f.occupied, f.policy)) return no('the observer does not see the target');
  if (f.hqPath(f.hq, f.firer) > f.hqReorg) return no('the firer is beyond the HQ');
  if (f.hqPath(f.observer, f.hq) > f.hqReorg && f.hqPath(f.hq, f.target) > f.hqReorg)
    return no('the HQ reaches neither the target nor the observer');
  if (!Number.isFinite(f.hqPath(f.observer, f.hq))) return no('no communication path free of enemy ZOC');
  return { ok: true, why: '' };
}
