// Supply tracing: which units of one side can trace a supply path to one of their sources, and along which path.
// One search runs outward from all the sources at once (a multi-source Dijkstra over the indexed map), so
// the cost does not grow with the number of units: every unit then just reads its node's result.
//
// The path rules are parameters, so the same search serves every game:
//  - Isabella 11.3/11.4: <= 5 hexes to a road hex, then any number of contiguous road hexes to the source;
//    no all-sea hex or hexside; no enemy-occupied hex; no EZOC hex unless a friendly unit is in it (7.4);
//    Allied coastal supply in the unit's own hex only; always-supplied units (11.4, 11.5).
//  - SFE 23.13: <= 6 hexes overland to a source or a rail hex, then rail of any length.
//  - Our War VIII.2: <= 6 MP at movement cost (enterCost), through no enemy-controlled hex.
//  - Crusade 13.1: any length through friendly-controlled spaces (maxLength Infinity, blockedNode = not friendly).

import type { MapGraph } from '../geometry/graph.js';
import { type IndexedGraph, indexGraph, MinHeap, reverseSlots } from './supply-graph.js';

/** A supply source hex or space (a beachhead, 4212, a capital...). */
export interface SupplySource {
  node: string;
  /** Name shown in explanations (defaults to the node id). */
  label?: string;
}

/** A unit whose supply is asked for. */
export interface SupplyUnit {
  id: string;
  /** The hex or space it occupies. */
  node: string;
}

/** A way of being supplied without a traced path (coastal supply, always-supplied units). */
export interface InPlaceSupply {
  id: string;
  /** Rule reference, e.g. "Isabella 11.3". */
  ref: string;
  /** Why it applies, for the explanation. */
  reason: string;
  applies(unit: SupplyUnit): boolean;
}

/** A network (road, rail) along which a supply path runs any distance once it has joined it. */
export interface SupplyNetwork {
  /** Shown in explanations, e.g. "road". */
  label: string;
  ref: string;
  /** True when a and b (adjacent) are linked by the network, e.g. a road crosses their hexside. */
  edge(a: string, b: string): boolean;
  /** Extra condition on a network node (e.g. SFE 23.11: rail hex controlled by the side). */
  node?(n: string): boolean;
}

/** The path rules of one side's supply trace. */
export interface SupplyRules {
  /** Rule reference for explanations, e.g. "Isabella 11.3". */
  ref: string;
  /** Longest path off the network (and from a source), in hexes, or in MP when enterCost is given. */
  maxLength: number;
  /** MP cost of entering `to` from `from`; null = cannot enter. Omitted: every hex costs 1 (length in hexes). */
  enterCost?(from: string, to: string): number | null;
  /** Terrain the path may not enter (e.g. all-sea hexes). */
  blockedNode?(node: string): boolean;
  /** Hexsides or connections the path may not cross (e.g. all-sea hexsides, Axis across straits). */
  blockedEdge?(a: string, b: string): boolean;
  /** A hex holding an enemy unit: never entered. */
  enemyOccupied?(node: string): boolean;
  /** A hex in an enemy ZOC: entered only if a friendly unit is there (Isabella 7.4), see friendlyNegatesZoc. */
  enemyZoc?(node: string): boolean;
  /** A hex holding a friendly ground unit. */
  friendlyOccupied?(node: string): boolean;
  /** Whether a friendly unit in a hex negates the EZOC there for supply (default true, Isabella 7.4). */
  friendlyNegatesZoc?: boolean;
  /** Road / rail along which the path continues without limit to the source (Isabella 11.3, SFE 23.13). */
  network?: SupplyNetwork;
  /** Whether a source hex is usable even when it would otherwise block (default true). */
  sourceNeverBlocks?: boolean;
  /** Ways of being in supply without a path, checked for every unit. */
  inPlace?: InPlaceSupply[];
  /**
   * Jumps between non-adjacent nodes, at most `max` per path (Crusade 13.1.4: one sea leg between two
   * own ports of the same sea zone). `links(node)` lists the nodes a path standing on `node` may jump to.
   */
  jumps?: { label: string; ref: string; max: number; links(node: string): readonly string[] };
  /**
   * Nodes a path must not silently enter because entering them has consequences (Isabella 8.2: tracing supply
   * into neutral Portugal brings it into the war). Paths avoid them; a unit supplied only through them is
   * reported out of supply with the `conditional` path, so the game can ask the player.
   */
  avoid?: { label: string; ref: string; test(node: string): boolean };
  /** The callbacks' answers precomputed for the whole map, read instead of calling them (see SupplyMasks). */
  masks?: SupplyMasks;
}

/**
 * Answers of the SupplyRules callbacks precomputed over indexGraph(graph) (supply-graph.ts nodeMask, edgeMask),
 * 1 for true; each must agree with its callback. By node index: blockedNode, enemyOccupied, enemyZoc,
 * friendlyOccupied; by adjacency slot k of node a (the edge a -> adj[k]): blockedEdge and network.edge. A search
 * over the whole map then reads arrays instead of making a call per node and per hexside.
 */
export interface SupplyMasks {
  blockedNode?: Uint8Array;
  enemyOccupied?: Uint8Array;
  enemyZoc?: Uint8Array;
  friendlyOccupied?: Uint8Array;
  blockedEdge?: Uint8Array;
  networkEdge?: Uint8Array;
}

/** One unit's supply status, with the path that supplies it (unit first, source last) and why. */
export interface UnitSupply {
  unit: string;
  supplied: boolean;
  /** 'path' when a path was traced, else the id of the in-place rule that supplies it, else 'none'. */
  how: string;
  /** The traced path, unit's node first, source last (present whenever a path exists). */
  path?: string[];
  /** Length of the off-network part of the path (hexes or MP). */
  length?: number;
  source?: string;
  /** The in-place rules that also apply (coastal, always supplied). */
  inPlace: string[];
  /** Out of supply unless the path may enter the `avoid` nodes listed in `through` (see SupplyRules.avoid). */
  conditional?: { path: string[]; through: string[] };
  /** Human-readable explanation with rule references. */
  reason: string;
}

/** The search result for a whole side: every node's distance to supply and its next step toward the source. */
export interface SupplyReach {
  /** Off-network length from the node to the network / a source (Infinity = unreachable). */
  length(node: string): number;
  /** The path from node to its source (node first), or null. */
  pathFrom(node: string): string[] | null;
  /** Every node from which a path exists (for drawing the supplied area). */
  reached(): string[];
  /** Whether a path may continue through the node (reached, and enterable or a source). */
  through(node: string): boolean;
}

function ensureNode(ix: Map<string, number> | ReadonlyMap<string, number>, node: string, what: string): number {
  const i = ix.get(node);
  if (i === undefined) throw new Error(`supply: ${what} "${node}" is not a node of the map`);
  return i;
}

/**
 * Runs the multi-source search from `sources` under `rules` (jumps included); units then read their node's result.
 * `anyPaths`: the caller reads only lengths and reach, never which of several shortest paths pathFrom gives; a
 * path of hexes (no enterCost) is then searched with a plain queue, which finds the same lengths faster.
 */
export function supplyReach(
  graph: MapGraph,
  sources: readonly SupplySource[],
  rules: SupplyRules,
  anyPaths = false,
): SupplyReach {
  const layers = [singleReach(graph, sources, rules, anyPaths)];
  const jumpedFrom = new Map<string, string>(); // landing node -> node jumped from
  const jumps = rules.jumps;
  for (let k = 1; jumps && k <= jumps.max; k++) {
    const prev = layers[k - 1]!;
    const seeds: SupplySource[] = [];
    for (const from of prev.reached()) {
      if (!prev.through(from)) continue;
      for (const to of jumps.links(from)) {
        if (jumpedFrom.has(to) || layers.some((l) => l.length(to) !== Infinity)) continue;
        jumpedFrom.set(to, from);
        seeds.push({ node: to });
      }
    }
    if (seeds.length === 0) break;
    // A landing node is not a source: it must itself be enterable (Crusade 13.1.4: a friendly-controlled port).
    layers.push(singleReach(graph, seeds, { ...rules, sourceNeverBlocks: false }, anyPaths));
  }
  if (layers.length === 1) return layers[0]!;
  const layerOf = (node: string) => layers.findIndex((l) => l.length(node) !== Infinity);
  return {
    length(node) {
      const k = layerOf(node);
      return k < 0 ? Infinity : layers[k]!.length(node);
    },
    pathFrom(node) {
      let k = layerOf(node);
      if (k < 0) return null;
      const path: string[] = [];
      let at = node;
      for (;;) {
        const part = layers[k]!.pathFrom(at)!;
        path.push(...part);
        if (k === 0) return path;
        at = jumpedFrom.get(part[part.length - 1]!)!;
        k -= 1; // the node jumped from was reached in the previous layer
      }
    },
    reached() {
      return [...new Set(layers.flatMap((l) => l.reached()))];
    },
    through(node) {
      return layers.some((l) => l.through(node));
    },
  };
}

/** Throws, naming it, when a mask was made over another map than `g` (a silent misread otherwise). */
export function checkMasks(g: IndexedGraph, m: SupplyMasks): void {
  const fits = (mask: Uint8Array | undefined, size: number, what: string) => {
    if (mask !== undefined && mask.length !== size) throw new Error(`supply: the ${what} mask does not fit the map`);
  };
  fits(m.blockedNode, g.ids.length, 'blockedNode');
  fits(m.enemyOccupied, g.ids.length, 'enemyOccupied');
  fits(m.enemyZoc, g.ids.length, 'enemyZoc');
  fits(m.friendlyOccupied, g.ids.length, 'friendlyOccupied');
  fits(m.blockedEdge, g.adj.length, 'blockedEdge');
  fits(m.networkEdge, g.adj.length, 'networkEdge');
}

function singleReach(
  graph: MapGraph,
  sources: readonly SupplySource[],
  rules: SupplyRules,
  anyPaths: boolean,
): SupplyReach {
  if (!(rules.maxLength >= 0)) throw new Error(`supply: maxLength must be >= 0 (got ${rules.maxLength})`);
  const g = indexGraph(graph);
  const n = g.ids.length;
  const ids = g.ids;
  const m = rules.masks ?? {};
  checkMasks(g, m);
  // passable[i]: may the path enter node i? Evaluated once per node (the callbacks may be costly).
  const passable = new Uint8Array(n);
  const negates = rules.friendlyNegatesZoc ?? true;
  const { blockedNode: bn, enemyOccupied: eo, enemyZoc: ez, friendlyOccupied: fo } = m;
  if (bn && eo && ez && fo) {
    // Isabella 11.3 / 7.4, read from the masks: no EZOC hex unless a friendly ground unit negates it there.
    for (let i = 0; i < n; i++)
      passable[i] = bn[i] === 1 || eo[i] === 1 ? 0 : ez[i] === 1 ? (negates && fo[i] === 1 ? 1 : 0) : 1;
  } else {
    const nodeTest = (mask: Uint8Array | undefined, fn: ((id: string) => boolean) | undefined) =>
      mask ? (i: number) => mask[i] === 1 : fn ? (i: number) => fn(ids[i]!) : () => false;
    const blockedNode = nodeTest(bn, rules.blockedNode);
    const enemyOccupied = nodeTest(eo, rules.enemyOccupied);
    const enemyZoc = nodeTest(ez, rules.enemyZoc);
    const friendlyOccupied = nodeTest(fo, rules.friendlyOccupied);
    for (let i = 0; i < n; i++) {
      let ok = !blockedNode(i) && !enemyOccupied(i);
      // Isabella 11.3 / 7.4: no EZOC hex unless a friendly ground unit is there to negate it.
      if (ok && enemyZoc(i)) ok = negates && friendlyOccupied(i);
      passable[i] = ok ? 1 : 0;
    }
  }
  const dist = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const seeds: number[] = [];
  sources.forEach((s) => {
    const i = ensureNode(g.index, s.node, 'source');
    if (!(rules.sourceNeverBlocks ?? true) && !passable[i]) return;
    if (dist[i] === 0) return;
    dist[i] = 0;
    seeds.push(i);
  });
  // edgeOk(a, b, k): may the path cross from a to b, where k is the slot of b in a's list (-1: none, one-way)?
  const blockedEdge = rules.blockedEdge;
  const edgeMask = m.blockedEdge;
  const edgeOk = blockedEdge
    ? (a: number, b: number, k: number): boolean =>
        edgeMask && k >= 0 ? edgeMask[k] === 0 : !blockedEdge(ids[a]!, ids[b]!)
    : (_a: number, _b: number, k: number): boolean => !edgeMask || k < 0 || edgeMask[k] === 0;
  const rev = reverseSlots(g);
  // 1. The network part (Isabella 11.3: "any number of contiguous road hexes back to the beachhead"):
  //    every network node linked to a source through passable network nodes costs nothing.
  const net = rules.network;
  if (net) {
    const netMask = m.networkEdge;
    const netEdge = netMask
      ? (_x: number, _y: number, k: number) => netMask[k] === 1
      : (x: number, y: number) => net.edge(ids[x]!, ids[y]!);
    const queue = seeds.slice();
    const { start, adj } = g;
    if (netMask && edgeMask && !net.node) {
      // The same walk, read from the masks alone.
      for (let q = 0; q < queue.length; q++) {
        const x = queue[q]!;
        for (let k = start[x]!, end = start[x + 1]!; k < end; k++) {
          if (netMask[k] !== 1 || edgeMask[k] !== 0) continue;
          const y = adj[k]!;
          if (dist[y] === 0 || !passable[y]) continue;
          dist[y] = 0;
          parent[y] = x;
          queue.push(y);
          seeds.push(y);
        }
      }
    } else {
      for (let q = 0; q < queue.length; q++) {
        const x = queue[q]!;
        for (let k = start[x]!; k < start[x + 1]!; k++) {
          const y = adj[k]!;
          if (dist[y] === 0 || !passable[y] || !edgeOk(x, y, k)) continue;
          if (!netEdge(x, y, k) || !(net.node?.(ids[y]!) ?? true)) continue;
          dist[y] = 0;
          parent[y] = x;
          queue.push(y);
          seeds.push(y);
        }
      }
    }
  }
  // 2. The off-network part, searched backwards from every seed at once. A node that cannot be entered
  //    (enemy, EZOC...) may still be the END of the search: it is the unit's own hex, which the path leaves
  //    but never enters. Such nodes get a distance but are not expanded.
  const done = new Uint8Array(n);
  const cost = rules.enterCost;
  const limit = rules.maxLength + 1e-9;
  if (anyPaths && !cost) {
    // Every step costs 1: a queue takes the nodes in order of length, each reached first by a shortest path.
    const queue = seeds.slice();
    for (let q = 0; q < queue.length; q++) {
      const x = queue[q]!;
      if (done[x]) continue;
      done[x] = 1;
      if (!passable[x] && dist[x] !== 0) continue; // reached as a unit's own hex only
      const nd = dist[x]! + 1;
      if (nd > limit) continue;
      for (let k = g.start[x]!, end = g.start[x + 1]!; k < end; k++) {
        const y = g.adj[k]!;
        if (done[y] || nd >= dist[y]!) continue;
        const r = rev[k]!;
        if (!(edgeMask && r >= 0 ? edgeMask[r] === 0 : edgeOk(y, x, r))) continue;
        dist[y] = nd;
        parent[y] = x;
        queue.push(y);
      }
    }
  }
  const heap = new MinHeap();
  if (!anyPaths || cost) for (const s of seeds) heap.push(0, s);
  while (heap.size > 0) {
    const [d, x] = heap.pop();
    if (done[x] || d > dist[x]!) continue;
    done[x] = 1;
    if (!passable[x] && dist[x] !== 0) continue; // reached as a unit's own hex only
    for (let k = g.start[x]!; k < g.start[x + 1]!; k++) {
      const y = g.adj[k]!;
      if (done[y] || !edgeOk(y, x, rev[k]!)) continue;
      // The path runs y -> x, so it pays for entering x from y.
      const c = cost ? cost(ids[y]!, ids[x]!) : 1;
      if (c === null || !(c >= 0)) continue;
      const nd = d + c;
      if (nd > limit || nd >= dist[y]!) continue;
      dist[y] = nd;
      parent[y] = x;
      heap.push(nd, y);
    }
  }
  return {
    length(node) {
      return dist[ensureNode(g.index, node, 'node')]!;
    },
    pathFrom(node) {
      let i = ensureNode(g.index, node, 'node');
      if (dist[i] === Infinity) return null;
      const path = [ids[i]!];
      while (parent[i]! >= 0) {
        i = parent[i]!;
        path.push(ids[i]!);
      }
      return path;
    },
    reached() {
      const out: string[] = [];
      for (let i = 0; i < n; i++) if (dist[i] !== Infinity) out.push(ids[i]!);
      return out;
    },
    through(node) {
      const i = ensureNode(g.index, node, 'node');
      return dist[i] === 0 || (dist[i] !== Infinity && passable[i] === 1);
    },
  };
}

/** Whether a unit is in supply (traceSupply's `supplied`) and whether by a traced path (its `path` is given). */
export interface SupplyFound {
  supplied: boolean;
  path: boolean;
}

/**
 * Each unit's supply as traceSupply finds it (a path, or an in-place rule), without making its path and
 * explanation: the search may then take any of several shortest paths (supplyReach anyPaths).
 */
export function suppliedUnits(
  graph: MapGraph,
  sources: readonly SupplySource[],
  units: readonly SupplyUnit[],
  rules: SupplyRules,
): Map<string, SupplyFound> {
  const reach = supplyReach(graph, sources, strictRules(rules), true);
  const out = new Map<string, SupplyFound>();
  for (const u of units) {
    const path = reach.length(u.node) !== Infinity;
    const inPlace = (rules.inPlace ?? []).some((r) => r.applies(u));
    out.set(u.id, { supplied: path || inPlace, path });
  }
  return out;
}

/** The rules with the nodes they avoid blocked (SupplyRules.avoid). */
function strictRules(rules: SupplyRules): SupplyRules {
  const avoid = rules.avoid;
  return avoid
    ? {
        ...rules,
        blockedNode: (n) => avoid.test(n) || (rules.blockedNode?.(n) ?? false),
        ...(rules.masks ? { masks: { ...rules.masks, blockedNode: undefined } } : {}),
      }
    : rules;
}

/** Supply status of every unit of one side: traced paths first, then in-place rules (coastal, always). */
export function traceSupply(
  graph: MapGraph,
  sources: readonly SupplySource[],
  units: readonly SupplyUnit[],
  rules: SupplyRules,
): Map<string, UnitSupply> {
  const avoid = rules.avoid;
  const reach = supplyReach(graph, sources, strictRules(rules));
  const loose = avoid ? supplyReach(graph, sources, rules) : null;
  const label = new Map(sources.map((s) => [s.node, s.label ?? s.node]));
  const out = new Map<string, UnitSupply>();
  for (const u of units) {
    const path = reach.pathFrom(u.node);
    const inPlace = (rules.inPlace ?? []).filter((r) => r.applies(u));
    const ip = inPlace.map((r) => r.id);
    if (path) {
      const src = path[path.length - 1]!;
      const len = reach.length(u.node);
      const netNote = rules.network && path.length - 1 > len ? ` then along the ${rules.network.label}` : '';
      const jumped =
        rules.jumps && path.some((h, i) => i > 0 && !graph.neighbors(path[i - 1]!).includes(h) && h !== path[i - 1]);
      const jumpNote = jumped ? ` with a ${rules.jumps!.label} (${rules.jumps!.ref})` : '';
      out.set(u.id, {
        unit: u.id,
        supplied: true,
        how: 'path',
        path,
        length: len,
        source: src,
        inPlace: ip,
        reason: `${rules.ref}: path of ${len} (limit ${rules.maxLength})${netNote}${jumpNote} to ${label.get(src) ?? src}`,
      });
    } else if (inPlace.length > 0) {
      const r = inPlace[0]!;
      out.set(u.id, { unit: u.id, supplied: true, how: r.id, inPlace: ip, reason: `${r.ref}: ${r.reason}` });
    } else {
      const alt = loose?.pathFrom(u.node) ?? null;
      const through = alt ? alt.slice(1).filter((n) => avoid!.test(n)) : [];
      out.set(u.id, {
        unit: u.id,
        supplied: false,
        how: 'none',
        inPlace: [],
        reason:
          `${rules.ref}: no path of at most ${rules.maxLength} to a source${rules.network ? ` or its ${rules.network.label}` : ''}` +
          (alt ? `; one exists through ${avoid!.label} (${avoid!.ref})` : ''),
        ...(alt ? { conditional: { path: alt, through } } : {}),
      });
    }
  }
  return out;
}
