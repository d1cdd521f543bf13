// Zones of control: which nodes a side's units exert ZOC into, as a mask over the map's node indices.
// The rules differ per game, so every difference is a parameter (each cites the rule it serves).

import type { MapDef } from '../core/module.js';
import type { Piece } from '../core/types.js';
import type { MapGraph } from '../geometry/graph.js';
import { compileMovementMap, type MovementMap } from './movement-costs.js';

/** A unit as ZOC and stacking see it: where it stands and what it exerts. */
export interface MapUnit {
  id: string;
  /** Hex or space id. */
  node: string;
  side: string;
  /** False for units that exert no ZOC (Isabella 7.2 markers; SFE §6.1 leaders, supply; Ebro VI disorganised...). */
  zoc?: boolean;
  /** ZOC radius in steps (default 1; Ebro VI: guerrillas 2). */
  zocRadius?: number;
  /** ZOC only into these nodes (Isabella 7.3: the unit in 1422 exerts ZOC only into 1421). */
  zocOnlyInto?: readonly string[];
  /** Stacking points (default 1; Isabella 6.1: every ground unit counts 1; Ebro XI: stacking points). */
  stackPoints?: number;
  /** Markers never count for stacking (Isabella 6.5) nor exert ZOC (Isabella 7.2). */
  marker?: boolean;
}

/** How ZOC projects on this game's map. */
export interface ZocRules {
  /** Edge features across which no ZOC projects (Isabella 7.3: all-sea; SFE §6.1: sea, strait, lake, Qattara). */
  blockingEdges?: readonly string[];
  /** Edge features that cancel a blocking one (Ebro VI: an undamaged fixed crossing over a water course). */
  unblockingEdges?: readonly string[];
  /** Terrains no ZOC projects into (Isabella TEC: no ZOC into all-sea hexes). */
  blockingTerrain?: readonly string[];
  /** The unit's own node is in its ZOC (Ebro VI: "a unit's ZOC covers its own hex"). Default false. */
  includeOwnNode?: boolean;
  /** Per-node override: a unit in that node exerts ZOC only into the listed nodes (Isabella 7.3 Gibraltar). */
  onlyInto?: Readonly<Record<string, readonly string[]>>;
}

/** The set of nodes in some side's ZOC, as a mask over the movement map's node indices. */
export interface ZocField {
  mm: MovementMap;
  mask: Uint8Array;
  has(node: string): boolean;
  nodes(): string[];
}

/** Build a ZocField from a mask. */
export function zocField(mm: MovementMap, mask: Uint8Array): ZocField {
  return {
    mm,
    mask,
    has: (node) => {
      const i = mm.g.index.get(node);
      return i !== undefined && mask[i] === 1;
    },
    nodes: () => {
      const out: string[] = [];
      for (let i = 0; i < mask.length; i++) if (mask[i]) out.push(mm.g.ids[i]!);
      return out;
    },
  };
}

/**
 * Nodes in the ZOC of `units` (all of them; filter by side first). Isabella 7.3: one unit or many make the
 * same ZOC, and both sides' ZOCs may cover a node, so this is a plain union.
 */
export function zocOf(graph: MapGraph, map: MapDef, units: readonly MapUnit[], rules: ZocRules = {}): ZocField {
  const mm = compileMovementMap(graph, map);
  const { g } = mm;
  const mask = new Uint8Array(g.ids.length);
  const { blockedSet, blockedTerrain } = blockMasks(mm, rules);
  const canReceive = (j: number): boolean => blockedTerrain[mm.terrainOf[j]!] === 0;
  // scratch for radius > 1 searches
  let seen: Int32Array | null = null;
  let stamp = 0;
  for (const u of units) {
    if (u.marker || u.zoc === false) continue;
    const i = g.index.get(u.node);
    if (i === undefined) throw new Error(`ZOC: unit ${u.id} stands on "${u.node}", which is not on the map`);
    if (rules.includeOwnNode) mask[i] = 1;
    const only = u.zocOnlyInto ?? rules.onlyInto?.[u.node];
    if (only) {
      // Isabella 7.3: explicit list (still only adjacent nodes, still subject to terrain blocking)
      for (const id of only) {
        const j = g.index.get(id);
        if (j === undefined) throw new Error(`ZOC: "${id}" (ZOC of ${u.id}) is not on the map`);
        if (canReceive(j)) mask[j] = 1;
      }
      continue;
    }
    const radius = u.zocRadius ?? 1;
    if (radius === 1) {
      for (let k = g.start[i]!; k < g.start[i + 1]!; k++) {
        const j = g.adj[k]!;
        if (blockedSet[mm.slotSet[k]!] === 0 && canReceive(j)) mask[j] = 1;
      }
      continue;
    }
    // Ebro VI (guerrillas, radius 2): a breadth-first ring walk that stops at blocking edges and terrain
    if (!seen) seen = new Int32Array(g.ids.length);
    stamp++;
    let frontier = [i];
    seen[i] = stamp;
    for (let step = 0; step < radius; step++) {
      const next: number[] = [];
      for (const a of frontier) {
        for (let k = g.start[a]!; k < g.start[a + 1]!; k++) {
          const j = g.adj[k]!;
          if (seen[j] === stamp || blockedSet[mm.slotSet[k]!] === 1 || !canReceive(j)) continue;
          seen[j] = stamp;
          mask[j] = 1;
          next.push(j);
        }
      }
      frontier = next;
    }
  }
  return zocField(mm, mask);
}

/** What blocks ZOC on a map under some rules: by feature set (edgeBlockMask) and by terrain, 1 where it blocks. */
interface BlockMasks {
  blockedSet: Uint8Array;
  blockedTerrain: Uint8Array;
}
/** Per compiled map, the block masks by the rules' blocking lists (a game asks with the same few every time). */
const blockCache = new WeakMap<MovementMap, Map<string, BlockMasks>>();

/** The block masks of `rules` on `mm`, made once per map and list of blocking edges and terrain (never changed). */
function blockMasks(mm: MovementMap, rules: ZocRules): BlockMasks {
  let byRules = blockCache.get(mm);
  if (!byRules) {
    byRules = new Map();
    blockCache.set(mm, byRules);
  }
  const key = JSON.stringify([rules.blockingEdges ?? [], rules.unblockingEdges ?? [], rules.blockingTerrain ?? []]);
  let hit = byRules.get(key);
  if (!hit) {
    const blockedTerrain = new Uint8Array(mm.terrains.length);
    for (const t of rules.blockingTerrain ?? []) {
      const i = mm.terrains.indexOf(t);
      if (i >= 0) blockedTerrain[i] = 1;
    }
    hit = { blockedSet: edgeBlockMask(mm, rules), blockedTerrain };
    byRules.set(key, hit);
  }
  return hit;
}

/** 1 per feature set across which ZOC does not project. */
function edgeBlockMask(mm: MovementMap, rules: ZocRules): Uint8Array {
  const block = new Set(rules.blockingEdges ?? []);
  const unblock = new Set(rules.unblockingEdges ?? []);
  const out = new Uint8Array(mm.featureSets.length);
  mm.featureSets.forEach((fs, i) => {
    if (fs.some((f) => block.has(f)) && !fs.some((f) => unblock.has(f))) out[i] = 1;
  });
  return out;
}

/**
 * The EZOC a moving unit must respect. Isabella 7.5: friendly units do not negate EZOC for movement (the
 * default). Ebro VI: ZOCs of opposite sides cancel, except the mover's own: pass `cancelBy` = the ZOC of the
 * mover's other friendly units.
 */
export function effectiveEZOC(enemy: ZocField, cancelBy?: ZocField): ZocField {
  if (!cancelBy) return enemy;
  if (cancelBy.mm !== enemy.mm) throw new Error('effectiveEZOC: the two ZOC fields belong to different maps');
  const mask = new Uint8Array(enemy.mask.length);
  for (let i = 0; i < mask.length; i++) mask[i] = enemy.mask[i]! & (cancelBy.mask[i]! ^ 1);
  return zocField(enemy.mm, mask);
}

/** A ZocField from an explicit list of nodes (scenario fixtures, rules that place ZOC by hand). */
export function zocFromNodes(graph: MapGraph, map: MapDef, nodes: Iterable<string>): ZocField {
  const mm = compileMovementMap(graph, map);
  const mask = new Uint8Array(mm.g.ids.length);
  for (const id of nodes) {
    const i = mm.g.index.get(id);
    if (i === undefined) throw new Error(`ZOC: "${id}" is not on the map`);
    mask[i] = 1;
  }
  return zocField(mm, mask);
}

/**
 * The one side whose ZOC alone covers `node`, or null when no side's does or several do (contested). Hex control
 * by ZOC reads this: Isabella 7.7 (an uncontested ZOC captures an empty hex), Ebro VI (opposite ZOCs cancel).
 * `occupants`: the sides with units standing in the node; Isabella 7.7 "or the presence of an actual enemy unit"
 * contests a ZOC just as an enemy ZOC does.
 */
export function soleZoc(
  node: string,
  fields: Readonly<Record<string, ZocField>>,
  occupants: readonly string[] = [],
): string | null {
  let found: string | null = null;
  for (const [side, f] of Object.entries(fields)) {
    if (!f.has(node)) continue;
    if (found !== null) return null;
    found = side;
  }
  if (found !== null && occupants.some((s) => s !== found)) return null; // Isabella 7.7: an enemy unit there
  return found;
}

/**
 * The pieces standing on the map (hexes or spaces) as MapUnits; pieces in boxes are left out. Markers are
 * flagged (no ZOC, no stacking: Isabella 6.5, 7.2); `extra` adds game facts (no ZOC, stacking points, radius...).
 */
export function mapUnitsOf(pieces: readonly Piece[], extra?: (p: Piece) => Partial<MapUnit>): MapUnit[] {
  const out: MapUnit[] = [];
  for (const p of pieces) {
    const node = p.at.kind === 'hex' ? p.at.hex : p.at.kind === 'space' ? p.at.space : null;
    if (node === null) continue;
    out.push({ id: p.id, node, side: p.side, ...(p.kind === 'marker' ? { marker: true } : {}), ...extra?.(p) });
  }
  return out;
}
