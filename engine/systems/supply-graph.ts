// Integer-indexed adjacency built once from a MapGraph, so supply tracing (and other whole-map searches)
// walk typed arrays instead of string-keyed maps. Built lazily and cached per MapGraph object.

import type { MapGraph } from '../geometry/graph.js';

/** A MapGraph flattened to integers: node i's neighbours are adj[start[i] .. start[i+1]). */
export interface IndexedGraph {
  /** The graph it was built from. */
  graph: MapGraph;
  /** Node ids by index. */
  ids: readonly string[];
  /** Index of a node id. */
  index: ReadonlyMap<string, number>;
  /** CSR offsets, length ids.length + 1. */
  start: Int32Array;
  /** Neighbour indices, grouped per node. */
  adj: Int32Array;
}

const cache = new WeakMap<MapGraph, IndexedGraph>();

/** The indexed form of `graph`, built on first use and cached (the map never changes during a game). */
export function indexGraph(graph: MapGraph): IndexedGraph {
  const hit = cache.get(graph);
  if (hit) return hit;
  const ids = [...graph.nodes()];
  const index = new Map<string, number>();
  for (const [i, id] of ids.entries()) index.set(id, i);
  const start = new Int32Array(ids.length + 1);
  const lists: number[][] = [];
  let total = 0;
  for (let i = 0; i < ids.length; i++) {
    const list: number[] = [];
    for (const n of graph.neighbors(ids[i]!)) {
      const j = index.get(n);
      if (j !== undefined) list.push(j);
    }
    lists.push(list);
    start[i] = total;
    total += list.length;
  }
  start[ids.length] = total;
  const adj = new Int32Array(total);
  let k = 0;
  for (const list of lists) for (const j of list) adj[k++] = j;
  const built: IndexedGraph = { graph, ids, index, start, adj };
  cache.set(graph, built);
  return built;
}

/** The adjacency slot k of b in a's list (adj[k] === b), or -1 when they are not adjacent. */
export function slotOf(g: IndexedGraph, a: number, b: number): number {
  for (let k = g.start[a]!; k < g.start[a + 1]!; k++) if (g.adj[k] === b) return k;
  return -1;
}

const reverseCache = new WeakMap<IndexedGraph, Int32Array>();

/** For every adjacency slot k (a -> adj[k]), the slot of the way back (adj[k] -> a); -1 where there is none. */
export function reverseSlots(g: IndexedGraph): Int32Array {
  const hit = reverseCache.get(g);
  if (hit) return hit;
  const rev = new Int32Array(g.adj.length);
  for (let a = 0; a + 1 < g.start.length; a++)
    for (let k = g.start[a]!; k < g.start[a + 1]!; k++) rev[k] = slotOf(g, g.adj[k]!, a);
  reverseCache.set(g, rev);
  return rev;
}

/** 1 for every node whose id passes `test`, by node index: a node callback answered once for the whole map. */
export function nodeMask(g: IndexedGraph, test: (id: string) => boolean): Uint8Array {
  const out = new Uint8Array(g.ids.length);
  for (let i = 0; i < g.ids.length; i++) if (test(g.ids[i]!)) out[i] = 1;
  return out;
}

/** 1 for every adjacency slot k of node a for which test(a, adj[k]) holds: an edge callback answered once. */
export function edgeMask(g: IndexedGraph, test: (a: string, b: string) => boolean): Uint8Array {
  const out = new Uint8Array(g.adj.length);
  for (let a = 0; a < g.ids.length; a++)
    for (let k = g.start[a]!; k < g.start[a + 1]!; k++) if (test(g.ids[a]!, g.ids[g.adj[k]!]!)) out[k] = 1;
  return out;
}

/** A small binary min-heap of node indices keyed by a float priority (Dijkstra's frontier). */
export class MinHeap {
  private keys: number[] = [];
  private vals: number[] = [];
  /** Number of entries. */
  get size(): number {
    return this.vals.length;
  }
  /** Adds `val` with priority `key`. */
  push(key: number, val: number): void {
    const keys = this.keys;
    const vals = this.vals;
    let i = vals.length;
    keys.push(key);
    vals.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! <= key) break;
      keys[i] = keys[p]!;
      vals[i] = vals[p]!;
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }
  /** Removes and returns the entry with the smallest key, as [key, val]. */
  pop(): [number, number] {
    const keys = this.keys;
    const vals = this.vals;
    const topK = keys[0]!;
    const topV = vals[0]!;
    const lastK = keys.pop()!;
    const lastV = vals.pop()!;
    const n = vals.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && keys[r]! < keys[l]! ? r : l;
        if (keys[c]! >= lastK) break;
        keys[i] = keys[c]!;
        vals[i] = vals[c]!;
        i = c;
      }
      keys[i] = lastK;
      vals[i] = lastV;
    }
    return [topK, topV];
  }
}
