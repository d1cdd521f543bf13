// A tiny flat-topped hex field for the systems' tests: ids "CCRR" (1-based column and row), even columns
// (02, 04, ...) sit half a hex higher than odd ones, like a printed XXYY map. The hex arithmetic is the
// engine's own (engine/geometry/coords.ts, shifted 'odd'); only the free id scheme is the fixture's, so that a
// field may also have a column or row 100 (a HexGrid with two digits stops at 99).

import type { MapGraph } from '../../geometry/graph.js';
import { edgeKeyOf } from '../../geometry/graph.js';
import { FLAT_DIRECTIONS, axialDistance, offsetToAxial, type Axial } from '../../geometry/coords.js';

/** Id of column c, row r (1-based), e.g. hexId(14, 21) = "1421". */
export function hexId(c: number, r: number): string {
  return String(c).padStart(2, '0') + String(r).padStart(2, '0');
}

// Odd printed columns (raw 0, 2, ...) sit lower: GridDef shifted 'odd'.
const LAYOUT = { orientation: 'flat', shifted: 'odd' } as const;

/** A MapGraph over a cols x rows hex rectangle, minus `holes`. Neighbour order: N, NE, SE, S, SW, NW. */
export function hexField(
  cols: number,
  rows: number,
  holes: readonly string[] = [],
): MapGraph & { dirTo(a: string, b: string): number } {
  const all: string[] = [];
  const hole = new Set(holes);
  // Axial coordinates by id, kept from construction: ids like "10001" (column 100) cannot be parsed back.
  const axial = new Map<string, Axial>();
  const byAxial = new Map<string, string>();
  for (let c = 1; c <= cols; c++) {
    for (let r = 1; r <= rows; r++) {
      const id = hexId(c, r);
      if (hole.has(id)) continue;
      const a = offsetToAxial(LAYOUT, c - 1, r - 1);
      all.push(id);
      axial.set(id, a);
      byAxial.set(`${a.q},${a.r}`, id);
    }
  }
  const at = (id: string): Axial => {
    const a = axial.get(id);
    if (!a) throw new Error(`hexField: "${id}" is not a hex of this field`);
    return a;
  };
  const cache = new Map<string, string[]>();
  return {
    nodes: () => all,
    neighbors: (id) => {
      let v = cache.get(id);
      if (!v) {
        const a = at(id);
        v = [];
        for (const d of FLAT_DIRECTIONS) {
          const n = byAxial.get(`${a.q + d.q},${a.r + d.r}`);
          if (n) v.push(n);
        }
        cache.set(id, v);
      }
      return v;
    },
    edgeKey: edgeKeyOf,
    distance: (a, b) => axialDistance(at(a), at(b)),
    has: (id) => axial.has(id),
    dirTo: (a, b) => {
      const x = at(a);
      const y = at(b);
      return FLAT_DIRECTIONS.findIndex((d) => x.q + d.q === y.q && x.r + d.r === y.r);
    },
  };
}
