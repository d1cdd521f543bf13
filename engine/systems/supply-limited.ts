// Limited supply sources: sources whose capacity depends on their surroundings (SFE 23.11(4)).

import type { MapGraph } from '../geometry/graph.js';

/**
 * Capacity of a limited supply source counted from its neighbours (SFE 23.11(4): a major city supplies one
 * corps per friendly clear adjacent hex not in an enemy ZOC). `counts(n)` says whether a neighbour counts.
 * Allocating units to the capacity is the owner's choice when it is oversubscribed.
 */
export function limitedSourceCapacity(
  graph: MapGraph,
  source: string,
  counts: (node: string) => boolean,
): { capacity: number; hexes: string[] } {
  if (!graph.has(source)) throw new Error(`supply: source "${source}" is not a node of the map`);
  const hexes = graph.neighbors(source).filter(counts);
  return { capacity: hexes.length, hexes: [...hexes] };
}
