// A tiny flat-topped hex field for the systems' tests: ids "CCRR" (1-based column and row), even columns
// (02, 04, ...) sit half a hex higher than odd ones, like a printed XXYY map. Not a map implementation:
// the real grids live in engine/geometry (helper A); this only lets supply/combat tests build fixtures.

import type { MapGraph } from '../../geometry/graph.js';

/** Id of column c, row r (1-based), e.g. hexId(14, 21) = "1421". */
export function hexId(c: number, r: number): string {
  return String(c).padStart(2, '0') + String(r).padStart(2, '0');
}

/** Parses "CCRR" into its column and row. */
export function parseHex(id: string): { c: number; r: number } {
  return { c: Number(id.slice(0, 2)), r: Number(id.slice(2)) };
}

function toCube(id: string): [number, number, number] {
  const { c, r } = parseHex(id);
  const q = c - 1;
  // Even printed columns (q odd) sit higher: the offset row converts with floor((q + (q&1)) / 2).
  const z = r - 1 - Math.floor((q + (q & 1)) / 2);
  return [q, z, -q - z];
}

const DIRS: [number, number][] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

/** A MapGraph over a cols x rows hex rectangle, minus `holes`. Neighbour order: N, NE, SE, S, SW, NW. */
export function hexField(cols: number, rows: number, holes: readonly string[] = []): MapGraph & { dirTo(a: string, b: string): number } {
  const all: string[] = [];
  const hole = new Set(holes);
  for (let c = 1; c <= cols; c++) for (let r = 1; r <= rows; r++) if (!hole.has(hexId(c, r))) all.push(hexId(c, r));
  const set = new Set(all);
  const byCube = new Map<string, string>();
  for (const id of all) byCube.set(toCube(id).slice(0, 2).join(','), id);
  const neighbors = (id: string): string[] => {
    const [q, z] = toCube(id);
    const out: string[] = [];
    for (const [dq, dz] of DIRS) {
      const n = byCube.get(`${q + dq},${z + dz}`);
      if (n) out.push(n);
    }
    return out;
  };
  const cache = new Map<string, string[]>();
  return {
    nodes: () => all,
    neighbors: (id) => {
      let v = cache.get(id);
      if (!v) cache.set(id, (v = neighbors(id)));
      return v;
    },
    edgeKey: (a, b) => (a < b ? `${a}/${b}` : `${b}/${a}`),
    distance: (a, b) => {
      const x = toCube(a);
      const y = toCube(b);
      return Math.max(Math.abs(x[0] - y[0]), Math.abs(x[1] - y[1]), Math.abs(x[2] - y[2]));
    },
    has: (id) => set.has(id),
    dirTo: (a, b) => {
      const x = toCube(a);
      const y = toCube(b);
      return DIRS.findIndex(([dq, dz]) => x[0] + dq === y[0] && x[1] + dz === y[1]);
    },
  };
}
