// Movement-point pathfinding: every node one unit can reach this move, with its cost and its cheapest path.
// A Dijkstra search over integer node indices with a binary heap, in integer MP sub-units (see movement-costs).
// Search states are (node, EZOC nodes entered, limited nodes entered): the counters are what the ZOC rules of
// some games depend on (Ebro VI: stop on the 2nd EZOC hex entered; Crusade §10.1.12: at most 2 enemy spaces).
//
// A game composes it, e.g. for Isabella (7.3, 7.5, 6.1-6.3, 12.5-12.8):
//   const units = mapUnitsOf(state.pieces);
//   const enemy = units.filter((u) => u.side !== side);
//   const ezoc = zocOf(graph, map, enemy, { blockingEdges: ['sea', 'strait'], blockingTerrain: ['sea'] });
//   const st = stackingState(graph, map, units, side, { limit: 4, perNode: { '1422': 1 } });
//   const reach = reachable(graph, map, from, { profile, mp, ezoc, zoc: { noZocToZoc: true },
//     blocked: new Set(enemy.filter((u) => !u.marker).map((u) => u.node)), ...moveStackChecks(st, mover, true) });
//   reach.get(to)?.canEnd   // legal destination?   reach.path(to)   // the route to draw

import type { MapDef } from '../core/module.js';
import type { MapGraph } from '../geometry/graph.js';
import { NONE, prepareMove, type MoveOptions } from './movement-step.js';
import { borrow, giveBack } from './movement-reuse.js';

export type { CostOverlay, MoveOptions, ZocMoveRules } from './movement-step.js';

/** One reachable node. */
export interface ReachEntry {
  node: string;
  /** MP spent to get there (may exceed the allowance only for a minimum move). */
  cost: number;
  /** Whether the unit may end its move there (stacking at the destination). */
  canEnd: boolean;
  /** The unit must stop there (it entered an EZOC that ends its move). */
  mustStop: boolean;
  /** Reached only through the one-hex minimum move. */
  minimumMove: boolean;
}

/** The result of a reach search: what the UI highlights and the rules check a move against. */
export interface Reach {
  start: string;
  /** MP spent on the start node itself (enterStart, Isabella 10.2), else 0; over the allowance = no move at all. */
  startCost: number;
  /** Every reachable node except the start, in map node order. */
  entries: ReachEntry[];
  get(node: string): ReachEntry | undefined;
  /** The cheapest path from the start to `node` (both included), or null if unreachable. */
  path(node: string): string[] | null;
  /** The nodes the unit may end its move in. */
  endable(): string[];
}

/** Every node `start` can reach under `opts` (Isabella 12.0; SFE §7; Ebro IX; Crusade §10.1). */
export function reachable(graph: MapGraph, map: MapDef, start: string, opts: MoveOptions): Reach {
  const ctx = prepareMove(graph, map, start, opts);
  const {
    g,
    n,
    s0,
    scale,
    mpUnits,
    ezoc,
    stopOnEnter,
    stopAfter,
    noZocToZoc,
    ZL,
    EL,
    limitMask,
    step: stepUnits,
    enterOK,
  } = ctx;
  const S = n * ZL * EL;
  const startUnits = ctx.startUnits;
  if (startUnits === NONE || startUnits > mpUnits) {
    // Isabella 10.2 / 12.3: the unit cannot even pay for the hex it would start in
    return emptyReach(start, startUnits === NONE ? Infinity : startUnits / scale);
  }

  // The one node wanted (MoveOptions.target), -1 for all of them.
  const tv = opts.target === undefined || (opts.minimumMove ?? 'never') !== 'never' ? -1 : g.index.get(opts.target);
  if (tv === undefined) return emptyReach(start, startUnits / scale);
  let targetCost = 0x7fffffff;
  // A search for one node keeps nothing of its arrays but that node's route: it borrows the map's scratch ones.
  const borrowed = tv >= 0 ? borrow(g, S) : null;
  const dist = borrowed?.dist ?? new Int32Array(S).fill(0x7fffffff);
  const prev = borrowed?.prev ?? new Int32Array(S).fill(NONE);
  const touched: number[] = [];
  const heap = new MinHeap(S);
  dist[s0] = startUnits;
  touched.push(s0);
  heap.push(startUnits, s0);
  const nZ = n * ZL;
  while (heap.size > 0) {
    const st = heap.popState();
    const cost = heap.lastKey;
    // Every state cheaper than the target's best is settled: no later step can reach it cheaper, nor as cheap.
    if (cost > targetCost) break;
    if (cost > dist[st]!) continue;
    const u = st % n;
    const layer = (st - u) / n;
    const zc = layer % ZL;
    const ec = (layer - zc) / ZL;
    if (stopOnEnter && zc >= stopAfter) continue; // Isabella 7.5: the move ends in the EZOC just entered
    const uz = ezoc !== undefined && ezoc[u] === 1;
    for (let k = g.start[u]!, end = g.start[u + 1]!; k < end; k++) {
      const v = g.adj[k]!;
      if (v === s0) continue;
      const vz = ezoc !== undefined && ezoc[v] === 1;
      if (noZocToZoc && uz && vz) continue; // Isabella 7.5
      const step = stepUnits(u, k, v);
      if (step === NONE) continue;
      const nc = cost + step;
      if (nc > mpUnits) continue; // Isabella 12.3: must pay the full cost of the hex entered
      const nec = limitMask !== null && limitMask[v] === 1 ? ec + 1 : ec;
      if (nec >= EL) continue; // Crusade §10.1.12
      if (!enterOK(v)) continue;
      const nzc = stopOnEnter && vz ? zc + 1 : zc;
      const ns = v + n * nzc + nZ * nec;
      if (nc < dist[ns]!) {
        if (dist[ns] === 0x7fffffff) touched.push(ns);
        dist[ns] = nc;
        prev[ns] = st;
        heap.push(nc, ns);
        if (v === tv && nc < targetCost) targetCost = nc;
      }
    }
  }

  // Per node its cheapest state (ties: the smaller state); with a target, that node's alone.
  const best = tv >= 0 ? null : new Int32Array(n).fill(-1);
  let bestTv = -1;
  for (const st of touched) {
    const v = st % n;
    if (v === s0 || (tv >= 0 && v !== tv)) continue;
    const b = best === null ? bestTv : best[v]!;
    if (b < 0 || dist[st]! < dist[b]! || (dist[st] === dist[b] && st < b)) {
      if (best === null) bestTv = st;
      else best[v] = st;
    }
  }
  const bestOf = (v: number) => (best !== null ? best[v]! : v === tv ? bestTv : -1);
  const canEndFn = opts.canEnd;
  const entries = new Map<number, ReachEntry>();
  const minPath = new Map<number, number>(); // node -> start, for minimum moves
  for (let v = tv >= 0 ? tv : 0, last = tv >= 0 ? tv : n - 1; v <= last; v++) {
    const st = bestOf(v);
    if (st < 0) continue;
    const zc = ((st - v) / n) % ZL;
    entries.set(v, {
      node: g.ids[v]!,
      cost: dist[st]! / scale,
      canEnd: canEndFn ? canEndFn(g.ids[v]!) : true,
      mustStop: stopOnEnter && zc >= stopAfter,
      minimumMove: false,
    });
  }

  // SFE §7.12 / Ebro IX.1: the one-hex minimum move
  const mode = opts.minimumMove ?? 'never';
  let added = false; // entries added out of node order
  const immobile = () => ![...entries.values()].some((e) => e.canEnd);
  if (mode === 'always' || (mode === 'ifImmobile' && immobile())) {
    const uz = ezoc !== undefined && ezoc[s0] === 1;
    for (let k = g.start[s0]!; k < g.start[s0 + 1]!; k++) {
      const v = g.adj[k]!;
      const e = entries.get(v);
      if (e && e.canEnd) continue;
      const vz = ezoc !== undefined && ezoc[v] === 1;
      if (noZocToZoc && uz && vz && !opts.minimumMoveIgnoresZOC) continue;
      const step = stepUnits(s0, k, v);
      if (step === NONE || !enterOK(v)) continue;
      const canEnd = canEndFn ? canEndFn(g.ids[v]!) : true;
      if (!canEnd) continue;
      added = true;
      entries.set(v, {
        node: g.ids[v]!,
        cost: (startUnits + step) / scale,
        canEnd,
        mustStop: stopOnEnter && vz,
        minimumMove: true,
      });
      minPath.set(v, s0);
    }
  }

  const ordered = added ? [...entries.keys()].sort((a, b) => a - b).map((v) => entries.get(v)!) : [...entries.values()];
  /** The route to the state `from` (start node first), or null for none. */
  const traceBack = (from: number): string[] | null => {
    if (from < 0) return null;
    const out: string[] = [];
    for (let st = from; st !== NONE; st = prev[st]!) out.push(g.ids[st % n]!);
    return out.reverse();
  };
  // The target's route, traced while the borrowed arrays hold it; then they go back clean.
  const tvPath = borrowed ? traceBack(bestTv) : null;
  if (borrowed) giveBack(borrowed, touched);
  return {
    start,
    startCost: startUnits / scale,
    entries: ordered,
    get: (node) => {
      const v = g.index.get(node);
      return v === undefined ? undefined : entries.get(v);
    },
    path: (node) => {
      const v = g.index.get(node);
      if (v === undefined) return null;
      if (v === s0) return [start];
      if (minPath.has(v)) return [start, node];
      if (borrowed) return v === tv && tvPath ? tvPath.slice() : null;
      return traceBack(bestOf(v));
    },
    endable: () => ordered.filter((e) => e.canEnd).map((e) => e.node),
  };
}

function emptyReach(start: string, startCost: number): Reach {
  return {
    start,
    startCost,
    entries: [],
    get: () => undefined,
    path: (node) => (node === start ? [start] : null),
    endable: () => [],
  };
}

/** A binary min-heap of (cost, state) with ties broken by the smaller state: deterministic order. */
class MinHeap {
  private keys: Float64Array;
  size = 0;
  lastKey = 0;
  private readonly span: number;

  constructor(states: number) {
    this.span = states;
    this.keys = new Float64Array(64);
  }

  push(cost: number, state: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.keys.length * 2);
      k.set(this.keys);
      this.keys = k;
    }
    const keys = this.keys;
    const key = cost * this.span + state;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! <= key) break;
      keys[i] = keys[p]!;
      i = p;
    }
    keys[i] = key;
  }

  /** Pop the smallest entry; its cost is left in `lastKey`. */
  popState(): number {
    const keys = this.keys;
    const top = keys[0]!;
    const last = keys[--this.size]!;
    let i = 0;
    const size = this.size;
    while (true) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const r = l + 1;
      const c = r < size && keys[r]! < keys[l]! ? r : l;
      if (keys[c]! >= last) break;
      keys[i] = keys[c]!;
      i = c;
    }
    if (size > 0) keys[i] = last;
    const cost = Math.floor(top / this.span);
    this.lastKey = cost;
    return top - cost * this.span;
  }
}
