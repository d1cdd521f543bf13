// Stacking limits: by unit count or by stacking points, with per-node and per-terrain limits, free classes of
// pieces (markers, leaders, supply units) and the "never with the enemy" rule.

import type { MapDef } from '../core/module.js';
import type { MapGraph } from '../geometry/graph.js';
import { compileMovementMap } from './movement-costs.js';
import type { MapUnit } from './zoc.js';

/** A game's stacking rules. */
export interface StackingRules {
  /** Default limit per node, in stacking points (Isabella 6.3: 4 units; SFE §5.01: 3; Crusade §9.1.4: 3). */
  limit: number;
  /** Per-node overrides (Isabella 6.3: Gibraltar 1422 limit 1). Win over `byTerrain`. */
  perNode?: Readonly<Record<string, number>>;
  /** Per-terrain limits (Ebro XI: lake 0; marsh, rough, village 8; other 12). */
  byTerrain?: Readonly<Record<string, number>>;
  /** Pieces of a class that stack free, per node (SFE §5.04: 1 leader, any number of supply units). */
  freePerNode?: Readonly<Record<string, number>>;
  /** Units may never share a node with enemy units (Isabella 6.1; Crusade §9.1.3). Default true. */
  neverWithEnemy?: boolean;
}

/** A unit as stacking sees it (MapUnit plus an optional class for `freePerNode`). */
export interface StackUnit extends MapUnit {
  /** Class for free stacking (e.g. 'leader', 'supply'). */
  stackClass?: string;
}

/** Stacking points one unit costs: markers 0 (Isabella 6.5), else its stackPoints (default 1, Isabella 6.1). */
export function stackPointsOf(u: MapUnit): number {
  return u.marker ? 0 : (u.stackPoints ?? 1);
}

/** The occupancy of every node for one side, and the limits to check it against. */
export interface StackingState {
  side: string;
  /** Stacking points the side has in a node (free pieces excluded). */
  used(node: string): number;
  /** The node's limit. */
  limit(node: string): number;
  /** Whether enemy units (not markers) are in the node. */
  enemyIn(node: string): boolean;
  /** Whether `points` more of this side fit (respecting the enemy rule). */
  canAdd(node: string, points: number): boolean;
}

/** Build the stacking state of `side` from every unit on the map. */
export function stackingState(
  graph: MapGraph,
  map: MapDef,
  units: readonly StackUnit[],
  side: string,
  rules: StackingRules,
): StackingState {
  const mm = compileMovementMap(graph, map);
  const used = new Map<string, number>();
  const enemy = new Set<string>();
  const freeUsed = new Map<string, number>();
  for (const u of units) {
    if (!graph.has(u.node)) throw new Error(`stacking: unit ${u.id} stands on "${u.node}", which is not on the map`);
    if (u.side !== side) {
      if (!u.marker) enemy.add(u.node);
      continue;
    }
    const pts = stackPointsOf(u);
    if (pts === 0) continue;
    const free = u.stackClass !== undefined ? rules.freePerNode?.[u.stackClass] : undefined;
    if (free !== undefined) {
      const key = `${u.node}\u0000${u.stackClass}`;
      const n = freeUsed.get(key) ?? 0;
      if (n < free) {
        freeUsed.set(key, n + 1);
        continue;
      } // SFE §5.04: the first leader is free, further ones count
    }
    used.set(u.node, (used.get(u.node) ?? 0) + pts);
  }
  const limit = (node: string): number => {
    const p = rules.perNode?.[node];
    if (p !== undefined) return p;
    if (rules.byTerrain) {
      const i = mm.g.index.get(node);
      if (i === undefined) throw new Error(`stacking: "${node}" is not on the map`);
      const t = rules.byTerrain[mm.terrains[mm.terrainOf[i]!]!];
      if (t !== undefined) return t;
    }
    return rules.limit;
  };
  const neverWithEnemy = rules.neverWithEnemy ?? true;
  return {
    side,
    used: (node) => used.get(node) ?? 0,
    limit,
    enemyIn: (node) => enemy.has(node),
    canAdd: (node, points) => !(neverWithEnemy && enemy.has(node)) && (used.get(node) ?? 0) + points <= limit(node),
  };
}

/** Nodes over their limit for `side` (Isabella 6.6: checked at the end of each move and each battle). */
export function overstacked(
  state: StackingState,
  nodes: Iterable<string>,
): { node: string; used: number; limit: number }[] {
  const out: { node: string; used: number; limit: number }[] = [];
  for (const node of nodes) {
    const used = state.used(node);
    const limit = state.limit(node);
    if (used > limit) out.push({ node, used, limit });
  }
  return out;
}

/**
 * Stacking checks for one moving unit, for `reachable()`. The mover has left its start node.
 * passThrough: the limit also holds in every node entered on the way (Isabella 6.2 "at every instant";
 * Ebro IX.4.6); false lets the unit pass through full nodes and only checks where it ends (Crusade §9).
 */
export function moveStackChecks(
  state: StackingState,
  mover: MapUnit,
  passThrough: boolean,
): { canEnter: (node: string) => boolean; canEnd: (node: string) => boolean } {
  const pts = stackPointsOf(mover);
  // the mover is already counted in its start node
  const fits = (node: string): boolean => state.canAdd(node, node === mover.node ? 0 : pts);
  return { canEnter: passThrough ? fits : () => true, canEnd: fits };
}
