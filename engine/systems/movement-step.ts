// The rules of one move, prepared for the search: the options a game passes (costs, ZOC, stacking, overlays)
// turned into typed arrays and one `step` function, shared by the reach search and the path checker.

import type { MapDef } from '../core/module.js';
import type { MapGraph } from '../geometry/graph.js';
import type { IndexedGraph } from './supply-graph.js';
import {
  compileMovementMap,
  compileProfile,
  unitsOf,
  type MovementMap,
  type MovementProfile,
} from './movement-costs.js';
import type { ZocField } from './zoc.js';
import { memoOf, nextStamp, overlaysByIndex } from './movement-reuse.js';

/** How enemy ZOC affects this move. */
export interface ZocMoveRules {
  /** Entering an EZOC node ends the move (Isabella 7.5; SFE §6.11). Default true. */
  stopOnEnter?: boolean;
  /** The move ends on entering the n-th EZOC node (default 1; Ebro VI: 2, "the first EZOC hex has no effect"). */
  stopAfter?: number;
  /** No move directly from an EZOC node into another (Isabella 7.5: "units may not move directly from EZOC to EZOC"). */
  noZocToZoc?: boolean;
  /** Extra MP to leave an EZOC node for a node free of EZOC (Ebro VI: +2). */
  leaveCost?: number;
  /** Road rate still applies when entering an EZOC node (Isabella 12.8: "units may enter EZOC using road movement"). Default true. */
  roadIntoEZOC?: boolean;
  /**
   * Limited ZOC (SFE optional §28.01b): nodes in `ezoc` cost `enterFromZoc` extra when entered from a node in any
   * enemy ZOC (limited or normal), and leaving a limited-ZOC node entered during this move for a node free of all
   * enemy ZOC costs `leave` extra (leaving the start node costs nothing extra: §28.01b(2)). They never stop a move.
   */
  limited?: { ezoc: ZocField; enterFromZoc: number; leave: number };
}

/** A per-node cost modifier laid over the map (Isabella 9.4 / 9.5 airpower and 9.8 partisan ranges). */
export interface CostOverlay {
  /** Extra MP to enter (Isabella 9.4: +1 in an enemy airpower marker's range). */
  add?: number;
  /** Entering costs at most this many MP, before edge costs (Isabella 9.5: 1 MP whatever the terrain). */
  cap?: number;
  /** Ignore edge costs (rivers) when entering (Isabella 9.5: friendly airpower waives river costs). */
  ignoreEdgeCosts?: boolean;
  /** Extra MP when the edge crossed to enter costs something (Isabella 9.4 option: +1 on the hexside cost too). */
  addOnEdgeCost?: number;
  /** Extra MP to leave this node (SFE §16.15: interdiction is paid when leaving an interdicted hex). */
  leave?: number;
}

/** Everything one move depends on. */
export interface MoveOptions {
  /** What the unit pays for terrain, edges and roads. */
  profile: MovementProfile;
  /** Movement allowance in MP (already modified for supply, landing, weather...). */
  mp: number;
  /** Enemy ZOC nodes (zoc.ts); omit when the game has no ZOC. */
  ezoc?: ZocField;
  zoc?: ZocMoveRules;
  /**
   * Nodes the unit may not enter at all (Isabella 6.1: enemy-occupied hexes); or as a mask over the node indices
   * of indexGraph(graph), 1 for blocked (made once and passed to several searches).
   */
  blocked?: ReadonlySet<string> | ((node: string) => boolean) | Uint8Array;
  /** Stacking on the way (stacking.ts moveStackChecks; Isabella 6.2). */
  canEnter?: (node: string) => boolean;
  /** Stacking at the destination (Isabella 6.3; Crusade §9). Nodes failing it stay reachable but not endable. */
  canEnd?: (node: string) => boolean;
  /** Per-node cost modifiers (airpower ranges); never changed once handed to a search (compiled once per map). */
  overlays?: ReadonlyMap<string, CostOverlay>;
  /** At most `max` entries into these nodes per move (Crusade §10.1.12: 2 spaces enemy-controlled at round start). */
  entryLimit?: { nodes: ReadonlySet<string>; max: number };
  /**
   * The one-hex minimum move: 'never' (Isabella 12.3: no movement guarantee; the default), 'always' (SFE §7.12:
   * a unit may always move one hex whatever its MP), 'ifImmobile' (Ebro IX.1: only a unit that could not move
   * at all). It never crosses prohibited terrain or edges.
   */
  minimumMove?: 'never' | 'always' | 'ifImmobile';
  /** The minimum move may go EZOC to EZOC (SFE §7.12). Default false. */
  minimumMoveIgnoresZOC?: boolean;
  /**
   * The unit enters the start node as its first paid hex (Isabella 10.2: a landing unit starts in the beachhead
   * hex, and that hex is the first hex paid for). Its terrain cost and overlays are paid before any step.
   */
  enterStart?: boolean;
  /**
   * Only the way to this node is wanted (a move's check and route during a replay): the search stops once the
   * node's cost is settled, and its answer holds that node's entry alone, the same as the whole search gives it.
   * Ignored with a minimum move other than 'never' (whether it applies depends on every other node).
   */
  target?: string;
}

/** Marks a prohibited step. */
export const NONE = -1;

/** A move's rules in search-ready form. Node numbers are IndexedGraph indices. */
export interface MoveContext {
  mm: MovementMap;
  g: IndexedGraph;
  n: number;
  s0: number;
  scale: number;
  mpUnits: number;
  /** EZOC mask, if any. */
  ezoc: Uint8Array | undefined;
  stopOnEnter: boolean;
  stopAfter: number;
  noZocToZoc: boolean;
  /** Layers of the EZOC counter (stopAfter + 1 when stopping applies, else 1). */
  ZL: number;
  limitMask: Uint8Array | null;
  /** Layers of the entry-limit counter (max + 1, or 1). */
  EL: number;
  /** Whether the unit may enter v at all (blocked nodes, stacking on the way). */
  enterOK(v: number): boolean;
  /** Why entering v is refused, for messages: 'blocked' or 'stacking', or null. */
  enterRefusal(v: number): 'blocked' | 'stacking' | null;
  /** Sub-units to step from u across adjacency slot k into v, or NONE when terrain or edge is prohibited. */
  step(u: number, k: number, v: number): number;
  /** Whether v is an EZOC node. */
  inEzoc(v: number): boolean;
  /** Sub-units already spent on the start node (enterStart), or NONE if its terrain is prohibited. */
  startUnits: number;
}

/** Prepare a move from `start` under `opts`; throws on inconsistent options. */
export function prepareMove(graph: MapGraph, map: MapDef, start: string, opts: MoveOptions): MoveContext {
  const mm = compileMovementMap(graph, map);
  const { g, terrainOf, slotSet } = mm;
  const { terrainUnits, setUnits, setRoad, setRoadUnits, roadUnits, scale } = compileProfile(mm, opts.profile);
  const n = g.ids.length;
  const s0 = g.index.get(start);
  if (s0 === undefined) throw new Error(`movement: start "${start}" is not on the map`);
  if (opts.ezoc && opts.ezoc.mm !== mm) throw new Error('movement: the EZOC field was built for another map');
  if (!(opts.mp >= 0)) throw new Error(`movement: allowance must be a non-negative number of MP, got ${opts.mp}`);
  const mpUnits = Math.floor(opts.mp * scale + 1e-9);

  const ezoc = opts.ezoc?.mask;
  const zr = opts.zoc ?? {};
  const stopOnEnter = ezoc !== undefined && (zr.stopOnEnter ?? true);
  const stopAfter = zr.stopAfter ?? 1;
  if (!Number.isInteger(stopAfter) || stopAfter < 1)
    throw new Error(`movement: zoc.stopAfter must be a positive integer, got ${stopAfter}`);
  const noZocToZoc = ezoc !== undefined && (zr.noZocToZoc ?? false);
  const leaveUnits = ezoc !== undefined && zr.leaveCost ? unitsOf(zr.leaveCost, scale, 'zoc.leaveCost') : 0;
  const roadIntoEZOC = zr.roadIntoEZOC ?? true;

  const limited = zr.limited;
  if (limited && limited.ezoc.mm !== mm) throw new Error('movement: the limited-ZOC field was built for another map');
  const lim = limited?.ezoc.mask;
  const limEnter = limited ? unitsOf(limited.enterFromZoc, scale, 'zoc.limited.enterFromZoc') : 0;
  const limLeave = limited ? unitsOf(limited.leave, scale, 'zoc.limited.leave') : 0;

  let limitMask: Uint8Array | null = null;
  let limitMax = 0;
  if (opts.entryLimit) {
    limitMask = maskOf(g.index, opts.entryLimit.nodes);
    limitMax = opts.entryLimit.max;
    if (!Number.isInteger(limitMax) || limitMax < 0)
      throw new Error(`movement: entryLimit.max must be a non-negative integer, got ${limitMax}`);
  }

  const blocked = opts.blocked;
  const blockedMask =
    blocked === undefined || typeof blocked === 'function'
      ? null
      : blocked instanceof Uint8Array
        ? fitting(blocked, n)
        : maskOf(g.index, blocked);
  const blockedFn = typeof blocked === 'function' ? blocked : null;
  const canEnter = opts.canEnter;
  // memo per node: 1 yes, 2 blocked, 3 stacking (the callbacks take strings: call them once per node), valid where
  // its stamp is this move's (the map's memo arrays serve every move, none cleared)
  const memo = canEnter || blockedFn ? memoOf(g) : null;
  const stamp = memo === null ? 0 : nextStamp(memo);
  const refusal = (v: number): number => {
    if (blockedMask !== null && blockedMask[v] === 1) return 2;
    if (memo === null) return 1;
    if (memo.stamps[v] === stamp) return memo.values[v]!;
    const id = g.ids[v]!;
    const m = blockedFn && blockedFn(id) ? 2 : canEnter && !canEnter(id) ? 3 : 1;
    memo.values[v] = m;
    memo.stamps[v] = stamp;
    return m;
  };

  // By node index (a sparse array: a read per step, no Map lookup), made once per overlay map and scale
  const overlays = opts.overlays ? overlaysByIndex(g.index, opts.overlays, scale, n) : null;

  const step = (u: number, k: number, v: number): number => {
    const set = slotSet[k]!;
    const edge = setUnits[set]!;
    let base = terrainUnits[terrainOf[v]!]!;
    if (edge < 0 || base < 0) return NONE; // Isabella 12.7: prohibited terrain / hexsides
    const vz = ezoc !== undefined && ezoc[v] === 1;
    // Isabella 12.8: road hex to road hex across a road hexside; 12.8 also lets road movement enter EZOC
    let extra = edge;
    if (setRoad[set] === 1 && (roadIntoEZOC || !vz) && roadUnits < base) {
      base = roadUnits;
      extra = setRoadUnits[set]!; // road.cancels (Isabella option roadPaysRiver = false)
    }
    if (overlays !== null) {
      const oi = overlays.at[v]!;
      const o = oi < 0 ? undefined : overlays.list[oi]!;
      if (o !== undefined) {
        if (o.cap >= 0 && o.cap < base) base = o.cap; // Isabella 9.5
        if (o.ignoreEdge) extra = 0; // Isabella 9.5: river costs ignored
        if (extra > 0) extra += o.addEdge; // Isabella 9.4 option: the hexside cost pays the surcharge too
        extra += o.add; // Isabella 9.4
      }
      const fi = overlays.at[u]!;
      if (fi >= 0) extra += overlays.list[fi]!.leave; // SFE §16.15
    }
    if (leaveUnits > 0 && ezoc![u] === 1 && !vz) extra += leaveUnits; // Ebro VI: leaving an EZOC
    if (lim !== undefined && !vz) {
      const uz = (ezoc !== undefined && ezoc[u] === 1) || lim[u] === 1;
      if (lim[v] === 1) {
        if (uz) extra += limEnter;
      } // SFE §28.01b: limited to limited, normal to limited
      else if (lim[u] === 1 && u !== s0) extra += limLeave; // SFE §28.01b(1); (2): not from the start hex
    }
    return base + extra; // Isabella 12.9: costs are cumulative
  };

  // Isabella 10.2: the beachhead hex is the first hex paid for (no hexside is crossed from the sea)
  let startUnits = 0;
  if (opts.enterStart) {
    startUnits = terrainUnits[terrainOf[s0]!]!;
    const si = overlays === null ? -1 : overlays.at[s0]!;
    const o = si < 0 ? undefined : overlays!.list[si];
    if (startUnits >= 0 && o !== undefined) {
      if (o.cap >= 0 && o.cap < startUnits) startUnits = o.cap;
      startUnits += o.add;
    }
  }

  return {
    startUnits,
    mm,
    g,
    n,
    s0,
    scale,
    mpUnits,
    ezoc,
    stopOnEnter,
    stopAfter,
    noZocToZoc,
    ZL: stopOnEnter ? stopAfter + 1 : 1,
    limitMask,
    EL: limitMask ? limitMax + 1 : 1,
    enterOK: (v) => refusal(v) === 1,
    enterRefusal: (v) => {
      const r = refusal(v);
      return r === 2 ? 'blocked' : r === 3 ? 'stacking' : null;
    },
    step,
    inEzoc: (v) => ezoc !== undefined && ezoc[v] === 1,
  };
}

function fitting(mask: Uint8Array, n: number): Uint8Array {
  if (mask.length !== n) throw new Error(`movement: the blocked mask has ${mask.length} nodes, the map ${n}`);
  return mask;
}

function maskOf(index: ReadonlyMap<string, number>, nodes: Iterable<string>): Uint8Array {
  const m = new Uint8Array(index.size);
  for (const id of nodes) {
    const i = index.get(id);
    if (i !== undefined) m[i] = 1;
  }
  return m;
}
