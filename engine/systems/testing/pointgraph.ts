// A point-to-point MapGraph from a list of connections, for the systems' tests (Crusade-style spaces): the
// engine's own point graph (engine/geometry/points.ts) over a map made of just those spaces and connections.

import type { MapDef } from '../../core/module.js';
import { createPointGraph, type PointGraph } from '../../geometry/points.js';

/** A MapGraph whose nodes are the spaces named in `edges` (in order of first mention), adjacent along each connection. */
export function pointGraph(edges: readonly [string, string][]): PointGraph {
  const ids = [...new Set(edges.flat())];
  const map: MapDef = {
    kind: 'points',
    terrain: [],
    hexes: [],
    hexsides: [],
    boxes: [],
    spaces: ids.map((id) => ({ id, name: id, x: 0, y: 0 })),
    connections: edges.map(([a, b]) => ({ a, b, type: 'road' })),
    prov: { source: 'reconstructed', reason: 'test fixture' },
  };
  return createPointGraph(map);
}
