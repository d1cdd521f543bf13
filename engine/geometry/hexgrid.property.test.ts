// Property tests over every grid variant (orientation, shifted parity, first numbers, descending numbering).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GridDef } from '../core/module.js';
import { HexGrid } from './hexgrid.js';

const gridArb: fc.Arbitrary<GridDef> = fc.record({
  orientation: fc.constantFrom('flat' as const, 'pointy' as const),
  shifted: fc.constantFrom('odd' as const, 'even' as const),
  firstCol: fc.integer({ min: 0, max: 20 }),
  firstRow: fc.integer({ min: 0, max: 20 }),
  cols: fc.integer({ min: 1, max: 12 }),
  rows: fc.integer({ min: 1, max: 12 }),
  digits: fc.constant(2),
  descendingCols: fc.boolean(),
  descendingRows: fc.boolean(),
  size: fc.integer({ min: 5, max: 60 }),
});

describe('HexGrid properties', () => {
  it('labels, offsets, axial and pixels round-trip on every variant', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), (def, ox, oy) => {
        const g = new HexGrid(def, { origin: { x: ox, y: oy } });
        const ids = g.all();
        expect(new Set(ids).size).toBe(def.cols * def.rows);
        for (const id of ids) {
          const o = g.parse(id)!;
          expect(g.label(o.col, o.row)).toBe(id);
          expect(g.fromAxial(g.toAxial(id))).toBe(id);
          expect(g.hexAt(g.center(id))).toBe(id);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('neighbours are symmetric, at distance 1, share a hexside of length size, and distance is BFS distance', () => {
    fc.assert(
      fc.property(gridArb, (def) => {
        const g = new HexGrid(def);
        const ids = g.all();
        for (const id of ids) {
          for (const n of g.neighbors(id)) {
            expect(g.neighbors(n)).toContain(id);
            expect(g.distance(id, n)).toBe(1);
            const [p, q] = g.sideSegment(id, n);
            expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(def.size);
            // neighbours' centres are one hex height apart
            const a = g.center(id);
            const b = g.center(n);
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3) * def.size);
          }
        }
        const from = ids[0]!;
        const dist = new Map([[from, 0]]);
        const queue = [from];
        while (queue.length) {
          const h = queue.shift()!;
          for (const n of g.neighbors(h))
            if (!dist.has(n)) {
              dist.set(n, dist.get(h)! + 1);
              queue.push(n);
            }
        }
        for (const id of ids) expect(g.distance(from, id)).toBe(dist.get(id));
      }),
      { numRuns: 60 },
    );
  });

  it('the shifted columns (flat) or rows (pointy) are the ones the definition names', () => {
    fc.assert(
      fc.property(
        gridArb.filter((d) => d.cols > 1 && d.rows > 1),
        (def) => {
          const g = new HexGrid(def);
          const a = g.center(g.label(0, 0));
          const b = g.center(g.label(1, 0));
          const firstShifted = def.shifted === 'odd'; // the first line counts as odd
          if (def.orientation === 'flat') expect(a.y > b.y).toBe(firstShifted);
          else {
            const c = g.center(g.label(0, 1));
            expect(a.x > c.x).toBe(firstShifted);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
