// A point-to-point MapGraph from a list of connections, for the systems' tests (Crusade-style spaces).

import type { MapGraph } from '../../geometry/graph.js';

/** A MapGraph whose nodes are the spaces named in `edges`, adjacent along each connection. */
export function pointGraph(edges: readonly [string, string][]): MapGraph {
  const adj = new Map<string, string[]>();
  const add = (a: string, b: string) => {
    if (!adj.has(a)) adj.set(a, []);
    if (!adj.get(a)!.includes(b)) adj.get(a)!.push(b);
  };
  for (const [a, b] of edges) {
    add(a, b);
    add(b, a);
  }
  const nodes = [...adj.keys()];
  return {
    nodes: () => nodes,
    neighbors: (n) => adj.get(n) ?? [],
    edgeKey: (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`),
    has: (n) => adj.has(n),
  };
}
