// One unit's supply, searched from the unit rather than from the sources over the whole map: a unit that starts to
// move asks whether it is in supply (Isabella 11.2, 11.6), and that question needs only the network its sources
// reach and the few hexes around the unit. The answer is the one suppliedUnits gives for that unit (supply.ts).

import type { MapGraph } from '../geometry/graph.js';
import { type IndexedGraph, indexGraph, reverseSlots } from './supply-graph.js';
import {
  type SupplyFound,
  type SupplyMasks,
  type SupplyRules,
  type SupplySource,
  type SupplyUnit,
  checkMasks,
  suppliedUnits,
} from './supply.js';

/** Stamp arrays reused by every search over one map (a search never runs inside another). */
interface Scratch {
  /** stamp: the node is on the network the sources reach (or a source). */
  net: Uint32Array;
  /** stamp: the node was reached from the unit. */
  seen: Uint32Array;
  stamp: number;
  queue: Int32Array;
}
const scratches = new WeakMap<IndexedGraph, Scratch>();

function scratchOf(g: IndexedGraph): Scratch {
  let s = scratches.get(g);
  if (!s) {
    const n = g.ids.length;
    s = { net: new Uint32Array(n), seen: new Uint32Array(n), stamp: 0, queue: new Int32Array(n) };
    scratches.set(g, s);
  }
  if (s.stamp === 0xffffffff) {
    s.net.fill(0);
    s.seen.fill(0);
    s.stamp = 0;
  }
  s.stamp += 1;
  return s;
}

/**
 * suppliedUnits(graph, sources, [unit], rules).get(unit.id): whether the unit is in supply and whether by a path.
 * When the rules are answered by masks alone (no costs, jumps nor avoided nodes), the search walks the network
 * out from the sources, then at most `maxLength` hexes out from the unit, until it meets a source or that network;
 * otherwise it asks suppliedUnits.
 */
export function supplyOfOne(
  graph: MapGraph,
  sources: readonly SupplySource[],
  unit: SupplyUnit,
  rules: SupplyRules,
): SupplyFound {
  const m = maskedRules(rules);
  const g = indexGraph(graph);
  // The side search crosses a hexside toward its sources, this one away from the unit: the same hexsides only where
  // every link of the map has its way back.
  if (!m || !(rules.maxLength >= 0) || !twoWay(g)) return suppliedUnits(graph, sources, [unit], rules).get(unit.id)!;
  const u = g.index.get(unit.node);
  if (u === undefined) throw new Error(`supply: node "${unit.node}" is not a node of the map`);
  const { blockedNode: bn, enemyOccupied: eo, enemyZoc: ez, friendlyOccupied: fo, blockedEdge: be } = m;
  checkMasks(g, rules.masks!); // as singleReach: a mask made over another map is an error, not a misread
  const negates = rules.friendlyNegatesZoc ?? true;
  // supply.ts singleReach: may a path enter node i (Isabella 11.3, 7.4: an EZOC hex only where a friendly unit is)
  const passable = (i: number) => bn[i] !== 1 && eo[i] !== 1 && (ez[i] !== 1 || (negates && fo[i] === 1));
  const s = scratchOf(g);
  const { net: onNet, seen, stamp, queue } = s;
  const { start, adj } = g;
  // The sources, then every network node linked to one through enterable network nodes (Isabella 11.3: "any
  // number of contiguous road hexes back to the beachhead").
  let tail = 0;
  for (const src of sources) {
    const i = g.index.get(src.node);
    if (i === undefined) throw new Error(`supply: source "${src.node}" is not a node of the map`);
    if (!(rules.sourceNeverBlocks ?? true) && !passable(i)) continue;
    if (onNet[i] === stamp) continue;
    onNet[i] = stamp;
    queue[tail++] = i;
  }
  const netMask = m.networkEdge;
  if (netMask) {
    for (let q = 0; q < tail; q++) {
      const x = queue[q]!;
      for (let k = start[x]!, end = start[x + 1]!; k < end; k++) {
        if (netMask[k] !== 1 || be[k] !== 0) continue;
        const y = adj[k]!;
        if (onNet[y] === stamp || !passable(y)) continue;
        onNet[y] = stamp;
        queue[tail++] = y;
      }
    }
  }
  let path = onNet[u] === stamp;
  const limit = rules.maxLength + 1e-9; // as singleReach: a path of at most maxLength hexes entered
  if (!path && 1 <= limit) {
    // Out from the unit, one hex a step: the unit's own hex need not be enterable, every hex after it must be
    // (a source or network hex ends the path wherever it is); a hexside is crossed in the path's direction.
    let head = 0;
    tail = 0;
    seen[u] = stamp;
    queue[tail++] = u;
    let depth = 0;
    let layerEnd = tail;
    search: while (head < tail && depth + 1 <= limit) {
      for (; head < layerEnd; head++) {
        const x = queue[head]!;
        for (let k = start[x]!, end = start[x + 1]!; k < end; k++) {
          if (be[k] !== 0) continue;
          const y = adj[k]!;
          if (onNet[y] === stamp) {
            path = true;
            break search;
          }
          if (seen[y] === stamp || !passable(y)) continue;
          seen[y] = stamp;
          queue[tail++] = y;
        }
      }
      depth += 1;
      layerEnd = tail;
    }
  }
  const inPlace = !path && (rules.inPlace ?? []).some((r) => r.applies(unit));
  return { supplied: path || inPlace, path };
}

const twoWays = new WeakMap<IndexedGraph, boolean>();

/** Whether every link of the map has its way back (hex maps do; a map of one-way links is searched as a side). */
function twoWay(g: IndexedGraph): boolean {
  let hit = twoWays.get(g);
  if (hit === undefined) {
    hit = reverseSlots(g).every((r) => r >= 0);
    twoWays.set(g, hit);
  }
  return hit;
}

/** Masks every node test and hexside test of the search reads. */
type Masked = Required<Omit<SupplyMasks, 'networkEdge'>> & { networkEdge: Uint8Array | null };

/** The rules' masks when they alone decide the search (no costs, jumps nor avoided nodes), else null. */
function maskedRules(rules: SupplyRules): Masked | null {
  const m = rules.masks;
  const net = rules.network;
  if (!m?.blockedNode || !m.enemyOccupied || !m.enemyZoc || !m.friendlyOccupied || !m.blockedEdge) return null;
  if (rules.enterCost || rules.jumps || rules.avoid) return null;
  if (net && (!m.networkEdge || net.node)) return null;
  const { blockedNode, enemyOccupied, enemyZoc, friendlyOccupied, blockedEdge } = m;
  return {
    blockedNode,
    enemyOccupied,
    enemyZoc,
    friendlyOccupied,
    blockedEdge,
    networkEdge: net ? m.networkEdge! : null,
  };
}
