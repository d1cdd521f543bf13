// What the move searches keep between searches on one map, so that a search for one hex allocates nothing the size
// of the map: the per-hex refusal memo (stamped per search, never cleared), the overlays compiled by hex index, and
// the scratch arrays a search for one hex borrows (movement.ts).

import type { IndexedGraph } from './supply-graph.js';
import { unitsOf } from './movement-costs.js';
import type { CostOverlay } from './movement-step.js';

/** A map's per-node memo of refusals (MoveContext.enterRefusal): values, and the move each was worked out for. */
export interface RefusalMemo {
  values: Uint8Array;
  stamps: Uint32Array;
  stamp: number;
}
const refusalMemos = new WeakMap<IndexedGraph, RefusalMemo>();

/** The map's refusal memo, made on first use. */
export function memoOf(g: IndexedGraph): RefusalMemo {
  let m = refusalMemos.get(g);
  if (!m) {
    m = { values: new Uint8Array(g.ids.length), stamps: new Uint32Array(g.ids.length), stamp: 0 };
    refusalMemos.set(g, m);
  }
  return m;
}

/** A stamp no node of the memo holds yet (after 2^32 - 1 moves the stamps start over, cleared). */
export function nextStamp(m: RefusalMemo): number {
  if (m.stamp === 0xffffffff) {
    m.stamps.fill(0);
    m.stamp = 0;
  }
  m.stamp += 1;
  return m.stamp;
}

/** Overlays by node index: `at[v]` is the index in `list` of node v's overlay, or -1 (a typed-array read per step). */
export interface OverlaysByNode {
  at: Int32Array;
  list: CompiledOverlay[];
}

/** Overlays compiled by node index, per overlay map (never changed once a game hands it to a search: a game hands
 *  the same map to every move of a state), map index and scale. */
const compiled = new WeakMap<ReadonlyMap<string, CostOverlay>, CompiledOverlays[]>();
interface CompiledOverlays {
  index: ReadonlyMap<string, number>;
  scale: number;
  byNode: OverlaysByNode | null;
}

/** `overlays` compiled for the map of `index` at `scale` (null when empty), made once per map and scale. */
export function overlaysByIndex(
  index: ReadonlyMap<string, number>,
  overlays: ReadonlyMap<string, CostOverlay>,
  scale: number,
  n: number,
): OverlaysByNode | null {
  let list = compiled.get(overlays);
  if (!list) {
    list = [];
    compiled.set(overlays, list);
  }
  const hit = list.find((c) => c.index === index && c.scale === scale);
  if (hit) return hit.byNode;
  const map = compileOverlays(index, overlays, scale);
  let byNode: OverlaysByNode | null = null;
  if (map !== null) {
    byNode = { at: new Int32Array(n).fill(-1), list: [] };
    for (const [i, o] of map) {
      byNode.at[i] = byNode.list.length;
      byNode.list.push(o);
    }
  }
  list.push({ index, scale, byNode });
  return byNode;
}

/** One hex's overlay in sub-units of the profile's scale (cap -1: none), as the step function reads it. */
export interface CompiledOverlay {
  add: number;
  addEdge: number;
  cap: number;
  ignoreEdge: boolean;
  leave: number;
}

function compileOverlays(
  index: ReadonlyMap<string, number>,
  overlays: ReadonlyMap<string, CostOverlay> | undefined,
  scale: number,
): Map<number, CompiledOverlay> | null {
  if (!overlays || overlays.size === 0) return null;
  const out = new Map<number, CompiledOverlay>();
  for (const [id, o] of overlays) {
    const i = index.get(id);
    if (i === undefined) throw new Error(`movement: overlay on "${id}", which is not on the map`);
    out.set(i, {
      add: o.add ? unitsOf(o.add, scale, `overlay add on ${id}`) : 0,
      addEdge: o.addOnEdgeCost ? unitsOf(o.addOnEdgeCost, scale, `overlay addOnEdgeCost on ${id}`) : 0,
      cap: o.cap !== undefined ? unitsOf(o.cap, scale, `overlay cap on ${id}`) : -1,
      ignoreEdge: o.ignoreEdgeCosts === true,
      leave: o.leave ? unitsOf(o.leave, scale, `overlay leave on ${id}`) : 0,
    });
  }
  return out;
}

/** No previous state: movement-step.ts NONE, which that module imports this one to use. */
const NO_STATE = -1;

/** A map's scratch search arrays (every entry unreached while no search holds them). */
export interface Scratch {
  dist: Int32Array;
  prev: Int32Array;
  busy: boolean;
}
const scratches = new WeakMap<object, Map<number, Scratch>>();

/** Clean scratch arrays of `size` states for a search over `g`, or null while another search holds them. */
export function borrow(g: object, size: number): Scratch | null {
  let bySize = scratches.get(g);
  if (!bySize) {
    bySize = new Map();
    scratches.set(g, bySize);
  }
  let s = bySize.get(size);
  if (!s) {
    s = { dist: new Int32Array(size).fill(0x7fffffff), prev: new Int32Array(size).fill(NO_STATE), busy: false };
    bySize.set(size, s);
  }
  if (s.busy) return null;
  s.busy = true;
  return s;
}

/** Mark the states a search reached (`touched`) unreached again and free the arrays for the next search. */
export function giveBack(s: Scratch, touched: readonly number[]): void {
  for (const st of touched) {
    s.dist[st] = 0x7fffffff;
    s.prev[st] = NO_STATE;
  }
  s.busy = false;
}
