// Point-to-point maps: named spaces joined by typed connections (Crusade and Revolution §2.1). The graph holds
// every connection; which types a unit may use is a movement / supply parameter (a movement profile prohibits
// 'border' edges, supply may allow them: Crusade §2.1.2, §13.4).

import type { ConnectionDef, MapDef, SpaceDef } from '../core/module.js';
import { edgeKeyOf, type MapGraph } from './graph.js';
import type { Point } from './coords.js';

/** A point-to-point map as a MapGraph, with its spaces and connection types. */
export interface PointGraph extends MapGraph {
  /** The space's definition; throws on an unknown id. */
  space(id: string): SpaceDef;
  /** Every space, in map order. */
  spaces(): readonly SpaceDef[];
  /** Where the space is drawn, in map pixels. */
  center(id: string): Point;
  /** The types of the connection(s) between two spaces, sorted; [] when not connected. */
  connectionTypes(a: string, b: string): readonly string[];
  /** Neighbours joined by at least one connection of the given types (Crusade §2.1.2 "Adjacent"). */
  neighborsVia(id: string, types: readonly string[]): string[];
  /** Fewest connections from a to b using the given types (all types if omitted); Infinity if unreachable. */
  steps(a: string, b: string, types?: readonly string[]): number;
}

/** Canonical connection key: the two space ids sorted, joined by "/"; the map graph's edge key. */
export const connectionKey: (a: string, b: string) => string = edgeKeyOf;

/** The graph of a point-to-point map (map.spaces and map.connections), cached per MapDef object. */
export function createPointGraph(map: MapDef): PointGraph {
  // cached per MapDef object, like createHexMapGraph, so graph-keyed caches downstream are built once
  const hit = pointCache.get(map);
  if (hit) return hit;
  const built = buildPointGraph(map);
  pointCache.set(map, built);
  return built;
}

const pointCache = new WeakMap<MapDef, PointGraph>();

function buildPointGraph(map: MapDef): PointGraph {
  if (map.kind !== 'points') throw new Error(`createPointGraph: map kind is "${map.kind}", not "points"`);
  const spaceList = map.spaces ?? [];
  const byId = new Map<string, SpaceDef>();
  for (const s of spaceList) {
    if (byId.has(s.id)) throw new Error(`point map: space "${s.id}" is defined twice`);
    byId.set(s.id, s);
  }
  const types = new Map<string, string[]>();
  const adj = new Map<string, string[]>(spaceList.map((s) => [s.id, []]));
  for (const c of map.connections ?? []) addConnection(c);

  function addConnection(c: ConnectionDef): void {
    if (!byId.has(c.a) || !byId.has(c.b)) {
      throw new Error(
        `point map: connection ${c.a}–${c.b} names a space that does not exist (${byId.has(c.a) ? c.b : c.a})`,
      );
    }
    if (c.a === c.b) throw new Error(`point map: connection from "${c.a}" to itself`);
    const key = connectionKey(c.a, c.b);
    let list = types.get(key);
    if (!list) {
      list = [];
      types.set(key, list);
      adj.get(c.a)!.push(c.b);
      adj.get(c.b)!.push(c.a);
    }
    if (!list.includes(c.type)) {
      list.push(c.type);
      list.sort();
    }
  }

  const ids = spaceList.map((s) => s.id);
  const must = (id: string): SpaceDef => {
    const s = byId.get(id);
    if (!s) throw new Error(`point map: "${id}" is not a space of this map`);
    return s;
  };
  const connectionTypes = (a: string, b: string): readonly string[] => types.get(connectionKey(a, b)) ?? [];
  const neighborsVia = (id: string, allowed: readonly string[]): string[] => {
    must(id);
    return adj.get(id)!.filter((n) => connectionTypes(id, n).some((t) => allowed.includes(t)));
  };

  return {
    nodes: () => ids,
    has: (id) => byId.has(id),
    neighbors: (id) => {
      must(id);
      return adj.get(id)!;
    },
    edgeKey: connectionKey,
    space: must,
    spaces: () => spaceList,
    center: (id) => {
      const s = must(id);
      return { x: s.x, y: s.y };
    },
    connectionTypes,
    neighborsVia,
    steps(a, b, allowed) {
      must(a);
      must(b);
      if (a === b) return 0;
      // breadth-first: every connection counts one step (Crusade §10.1: every space costs 1 MP)
      const seen = new Map<string, number>([[a, 0]]);
      let frontier = [a];
      while (frontier.length > 0) {
        const next: string[] = [];
        for (const s of frontier) {
          const d = seen.get(s)! + 1;
          for (const n of allowed ? neighborsVia(s, allowed) : adj.get(s)!) {
            if (seen.has(n)) continue;
            if (n === b) return d;
            seen.set(n, d);
            next.push(n);
          }
        }
        frontier = next;
      }
      return Infinity;
    },
  };
}
