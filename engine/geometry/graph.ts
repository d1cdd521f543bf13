// The map as a graph: what movement, ZOC and supply need to know, whatever the map's kind.
// Hex grids (engine/geometry/hexgrid.ts) and point-to-point maps (engine/geometry/points.ts) both provide it.

/** Nodes are hex ids or space ids; edges are hexsides or connections, each with a canonical key. */
export interface MapGraph {
  /** Every node of the map. */
  nodes(): readonly string[];
  /** The nodes adjacent to `node` (hexes across a hexside, spaces along a connection). */
  neighbors(node: string): readonly string[];
  /** The canonical id of the hexside / connection between two adjacent nodes (the same from both sides). */
  edgeKey(a: string, b: string): string;
  /** Distance in steps (hexes), or undefined where the map has no metric (point-to-point). */
  distance?(a: string, b: string): number;
  /** Whether the node exists on the map. */
  has(node: string): boolean;
}

/** The canonical key of the edge between two nodes, the same from both ends: the ids sorted, joined by "/". */
export function edgeKeyOf(a: string, b: string): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}
