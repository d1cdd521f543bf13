// Rivers become connected chains of hexsides; roads become connected chains of passable hexes.

import { describe, expect, it } from 'vitest';
import type { GridDef } from '../../../engine/core/module.js';
import { HexGrid } from '../../../engine/geometry/hexgrid.js';
import { cheapestPath, CornerGraph, routeRoad, segmentDistance } from './routing.js';

const G: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 1,
  firstRow: 1,
  cols: 12,
  rows: 10,
  digits: 2,
  size: 20,
};
const grid = new HexGrid(G);
const key = (p: { x: number; y: number }) => `${Math.round(p.x * 10)},${Math.round(p.y * 10)}`;

describe('CornerGraph.follow', () => {
  const corners = new CornerGraph(grid);
  const line = [grid.center('0203'), grid.center('0605'), grid.center('1008')].map((p) => ({ x: p.x + 3, y: p.y + 2 }));
  const sides = corners.follow(line);

  it('returns hexsides between adjacent hexes, each once', () => {
    expect(sides.length).toBeGreaterThan(8);
    const seen = new Set<string>();
    for (const s of sides) {
      expect(s.b).not.toBeNull();
      expect(grid.adjacent(s.a, s.b!)).toBe(true);
      const k = `${s.a}/${s.b}`;
      expect(seen.has(k)).toBe(false);
      seen.add(k);
    }
  });

  it('forms one connected chain: each hexside shares a corner with the next', () => {
    for (let i = 1; i < sides.length; i++) {
      const [p, q] = grid.sideSegment(sides[i - 1].a, sides[i - 1].b!);
      const [r, s] = grid.sideSegment(sides[i].a, sides[i].b!);
      const shared = [key(p), key(q)].filter((k) => k === key(r) || k === key(s));
      expect(shared.length, `${i}`).toBe(1);
    }
  });

  it('stays near the line it follows', () => {
    for (const s of sides) {
      const [p, q] = grid.sideSegment(s.a, s.b!);
      const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      let best = Infinity;
      for (let i = 1; i < line.length; i++) {
        const a = line[i - 1],
          b = line[i];
        const dx = b.x - a.x,
          dy = b.y - a.y;
        const t = Math.max(0, Math.min(1, ((m.x - a.x) * dx + (m.y - a.y) * dy) / (dx * dx + dy * dy)));
        best = Math.min(best, Math.hypot(m.x - a.x - t * dx, m.y - a.y - t * dy));
      }
      expect(best).toBeLessThan(1.5 * G.size);
    }
  });
});

describe('routeRoad', () => {
  it('joins two hexes by a chain of adjacent hexes and avoids impassable ones', () => {
    const wall = new Set(['0603', '0604', '0605', '0606', '0607']);
    const path = routeRoad(
      grid,
      '0205',
      '1005',
      (_a, b) => !wall.has(b),
      () => 1,
    );
    expect(path).not.toBeNull();
    expect(path![0]).toBe('0205');
    expect(path![path!.length - 1]).toBe('1005');
    for (let i = 1; i < path!.length; i++) expect(grid.adjacent(path![i - 1], path![i])).toBe(true);
    for (const id of path!) expect(wall.has(id)).toBe(false);
  });

  it('returns null when no route exists', () => {
    const col6 = new Set(grid.all().filter((id) => id.startsWith('06')));
    expect(
      routeRoad(
        grid,
        '0205',
        '1005',
        (_a, b) => !col6.has(b),
        () => 1,
      ),
    ).toBeNull();
  });
});

describe('cheapestPath and segmentDistance', () => {
  // A square a-b-d / a-c-d: both ways cost 2, so the tie goes to the smaller id (b).
  const edges: Record<string, [string, number][]> = {
    a: [
      ['c', 1],
      ['b', 1],
    ],
    b: [['d', 1]],
    c: [['d', 1]],
    d: [],
  };
  const next = (v: string, dv: number): [string, number][] => edges[v].map(([w, c]) => [w, dv + c]);

  it('takes the cheaper way, breaking ties by id, and gives null when the end is out of reach', () => {
    expect(cheapestPath('a', 'd', next)).toEqual(['a', 'b', 'd']);
    edges.b = [['d', 5]];
    expect(cheapestPath('a', 'd', next)).toEqual(['a', 'c', 'd']);
    expect(cheapestPath('d', 'a', next)).toBeNull();
    expect(cheapestPath('a', 'a', next)).toEqual(['a']);
  });

  it('measures to the nearest point of a segment, its ends included', () => {
    expect(segmentDistance({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(segmentDistance({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(segmentDistance({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });
});
