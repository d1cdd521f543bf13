import { describe, expect, it } from 'vitest';
import type { GridDef, MapDef } from '../core/module.js';
import { HexGrid, createHexMapGraph, hexsideKey } from './hexgrid.js';

const base = { firstCol: 1, firstRow: 1, cols: 10, rows: 8, digits: 2, size: 10 } as const;
const flatEven: GridDef = { ...base, orientation: 'flat', shifted: 'even' }; // VASSAL default: column 02 lower
const flatOdd: GridDef = { ...base, orientation: 'flat', shifted: 'odd' }; // column 01 lower
const pointyEven: GridDef = { ...base, orientation: 'pointy', shifted: 'even' }; // row 02 further right
const pointyOdd: GridDef = { ...base, orientation: 'pointy', shifted: 'odd' }; // row 01 further right
const ALL = { flatEven, flatOdd, pointyEven, pointyOdd };

describe('HexGrid labels and axial coordinates', () => {
  it.each([
    ['flatEven', '0101', 0, 0],
    ['flatEven', '0201', 1, 0],
    ['flatEven', '0301', 2, -1],
    ['flatEven', '0302', 2, 0],
    ['flatEven', '0202', 1, 1],
    ['flatEven', '0505', 4, 2],
    ['flatOdd', '0101', 0, 0],
    ['flatOdd', '0201', 1, -1],
    ['flatOdd', '0301', 2, -1],
    ['flatOdd', '0401', 3, -2],
    ['flatOdd', '0102', 0, 1],
    ['pointyEven', '0101', 0, 0],
    ['pointyEven', '0102', 0, 1],
    ['pointyEven', '0103', -1, 2],
    ['pointyEven', '0201', 1, 0],
    ['pointyOdd', '0101', 0, 0],
    ['pointyOdd', '0102', -1, 1],
    ['pointyOdd', '0103', -1, 2],
    ['pointyOdd', '0104', -2, 3],
  ] as const)('%s %s <-> axial (%i,%i)', (g, id, q, r) => {
    const grid = new HexGrid(ALL[g]);
    expect(grid.toAxial(id)).toEqual({ q, r });
    expect(grid.fromAxial({ q, r })).toBe(id);
  });

  it('round-trips every hex of every variant through offset, label and axial', () => {
    for (const def of Object.values(ALL)) {
      const g = new HexGrid(def);
      const ids = g.all();
      expect(ids).toHaveLength(80);
      expect(new Set(ids).size).toBe(80);
      for (const id of ids) {
        const o = g.parse(id)!;
        expect(g.label(o.col, o.row)).toBe(id);
        expect(g.fromAxial(g.toAxial(id))).toBe(id);
      }
    }
  });

  it('rejects ids that are not on the grid', () => {
    const g = new HexGrid(flatEven);
    expect(g.parse('1101')).toBeNull(); // column 11 of 10
    expect(g.parse('0109')).toBeNull();
    expect(g.parse('0100')).toBeNull();
    expect(g.parse('101')).toBeNull();
    expect(g.parse('01a1')).toBeNull();
    expect(g.fromAxial({ q: -1, r: 0 })).toBeNull();
    expect(() => g.toAxial('9999')).toThrow(/not a hex/);
  });

  it('handles descending numbering, firstCol/firstRow and more digits', () => {
    const g = new HexGrid({ ...flatEven, descendingCols: true, descendingRows: true });
    expect(g.label(0, 0)).toBe('1008'); // leftmost column is 10, top row is 08
    expect(g.parse('0101')).toEqual({ col: 9, row: 7 });
    expect(g.parse('1008')).toEqual({ col: 0, row: 0 });
    const h = new HexGrid({ ...flatEven, firstCol: 0, firstRow: 5, digits: 3 });
    expect(h.label(0, 0)).toBe('000005');
    expect(h.parse('009012')).toEqual({ col: 9, row: 7 });
    expect(() => new HexGrid({ ...flatEven, cols: 100 })).toThrow(/do not fit in 2 digits/);
    expect(() => new HexGrid({ ...flatEven, orientation: 'round' as never })).toThrow(/orientation/);
  });
});

describe('HexGrid neighbours and distance', () => {
  it('lists neighbours in clockwise direction order', () => {
    // flat: N, NE, SE, S, SW, NW; column 02 is lower, so 0202's east neighbours are 0302 and 0303
    expect(new HexGrid(flatEven).neighbors('0202')).toEqual(['0201', '0302', '0303', '0203', '0103', '0102']);
    // column 01 lower: 0102 sits lower than 0202, so its NE is 0202 and its SE 0203; no western neighbours
    expect(new HexGrid(flatOdd).neighbors('0102')).toEqual(['0101', '0202', '0203', '0103']);
    // pointy: NE, E, SE, SW, W, NW; row 02 further right
    expect(new HexGrid(pointyEven).neighbors('0102')).toEqual(['0201', '0202', '0203', '0103', '0101']);
    expect(new HexGrid(pointyEven).neighborInDirection('0102', 4)).toBeNull(); // W is off the map
    expect(new HexGrid(pointyOdd).neighbors('0202')).toEqual(['0201', '0302', '0203', '0103', '0102', '0101']);
  });

  it('neighbourhood is symmetric and distance matches breadth-first search', () => {
    for (const def of Object.values(ALL)) {
      const g = new HexGrid(def);
      for (const id of g.all()) for (const n of g.neighbors(id)) expect(g.neighbors(n)).toContain(id);
      const from = '0304';
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
      for (const id of g.all()) expect(g.distance(from, id)).toBe(dist.get(id));
    }
  });

  it('lists hexes within a radius and the direction to a neighbour', () => {
    const g = new HexGrid(flatEven);
    expect(g.within('0404', 0)).toEqual(['0404']);
    expect(g.within('0404', 1).slice(1).sort()).toEqual(g.neighbors('0404').slice().sort());
    const two = g.within('0404', 2);
    expect(two).toHaveLength(19);
    for (const h of two) expect(g.distance('0404', h)).toBeLessThanOrEqual(2);
    expect(g.within('0101', 1).sort()).toEqual(['0101', '0102', '0201']); // clipped at the map edge
    expect(g.directionTo('0202', '0303')).toBe(2); // SE
    expect(g.directionTo('0202', '0102')).toBe(5); // NW
    expect(g.directionTo('0202', '0404')).toBe(-1);
  });

  it('draws hex lines, and both variants where a line runs along a hexside', () => {
    const g = new HexGrid(flatEven);
    const [line, alt] = g.lineVariants('0101', '0105');
    expect(line).toEqual(['0101', '0102', '0103', '0104', '0105']);
    expect(alt).toEqual(line);
    for (const [a, b] of [
      ['0101', '0808'],
      ['0305', '1001'],
      ['0707', '0202'],
    ] as const) {
      for (const l of g.lineVariants(a, b)) {
        expect(l[0]).toBe(a);
        expect(l.at(-1)).toBe(b);
        expect(l).toHaveLength(g.distance(a, b) + 1);
        for (let i = 1; i < l.length; i++) expect(g.distance(l[i - 1]!, l[i]!)).toBe(1);
      }
    }
    // 0202 (axial 1,1) to 0402 (axial 3,0): the midpoint lies on the hexside between 0302 and 0303
    const spine = g.lineVariants('0202', '0402');
    expect(g.distance('0202', '0402')).toBe(2);
    expect(spine[0]).not.toEqual(spine[1]);
    expect(new Set([spine[0][1], spine[1][1]])).toEqual(new Set(['0302', '0303']));
  });

  it('gives golden distances', () => {
    const g = new HexGrid(flatEven);
    expect(g.distance('0101', '0505')).toBe(6);
    expect(g.distance('0101', '0101')).toBe(0);
    expect(g.distance('0101', '1001')).toBe(9);
  });
});

describe('HexGrid pixels and hexsides', () => {
  it('places centres by the flat and pointy formulas, origin included', () => {
    const g = new HexGrid(flatEven, { origin: { x: 100, y: 50 } });
    expect(g.center('0101')).toEqual({ x: 100, y: 50 });
    const c = g.center('0201');
    expect(c.x).toBeCloseTo(115); // size*3/2*col
    expect(c.y).toBeCloseTo(50 + Math.sqrt(3) * 10 * 0.5); // shifted half a hex down
    const p = new HexGrid(pointyEven).center('0102');
    expect(p.x).toBeCloseTo(Math.sqrt(3) * 10 * 0.5);
    expect(p.y).toBeCloseTo(15);
  });

  it('hexAt(center(id)) === id for every hex, and near corners too', () => {
    for (const def of Object.values(ALL)) {
      const g = new HexGrid(def, { origin: { x: -37, y: 12 } });
      for (const id of g.all()) {
        const c = g.center(id);
        expect(g.hexAt(c)).toBe(id);
        for (const k of g.corners(id))
          expect(g.hexAt({ x: c.x + (k.x - c.x) * 0.9, y: c.y + (k.y - c.y) * 0.9 })).toBe(id);
      }
      const b = g.bounds();
      expect(g.hexAt({ x: b.x - 50, y: b.y - 50 })).toBeNull();
    }
  });

  it('bounds enclose every corner exactly', () => {
    for (const def of Object.values(ALL)) {
      const g = new HexGrid(def, { origin: { x: 5, y: 7 } });
      const b = g.bounds();
      const xs = g.all().flatMap((id) => g.corners(id).map((k) => k.x));
      const ys = g.all().flatMap((id) => g.corners(id).map((k) => k.y));
      expect(b.x).toBeCloseTo(Math.min(...xs));
      expect(b.y).toBeCloseTo(Math.min(...ys));
      expect(b.x + b.width).toBeCloseTo(Math.max(...xs));
      expect(b.y + b.height).toBeCloseTo(Math.max(...ys));
    }
  });

  it('identifies a hexside the same from both sides and draws it on shared corners', () => {
    const g = new HexGrid(flatEven);
    expect(g.sideKey('0302', '0303')).toBe('0302/0303');
    expect(g.sideKey('0303', '0302')).toBe('0302/0303');
    expect(hexsideKey('0202', '0201')).toBe('0201/0202');
    for (const n of g.neighbors('0404')) {
      const s1 = g.sideSegment('0404', n);
      const s2 = g.sideSegment(n, '0404');
      expect(s1).toEqual(s2);
      expect(Math.hypot(s1[0].x - s1[1].x, s1[0].y - s1[1].y)).toBeCloseTo(10);
      for (const end of s1) {
        for (const h of ['0404', n]) {
          const near = g.corners(h).some((k) => Math.hypot(k.x - end.x, k.y - end.y) < 1e-9);
          expect(near).toBe(true);
        }
      }
    }
    expect(() => g.sideSegment('0101', '0303')).toThrow(/not adjacent/);
  });
});

describe('createHexMapGraph', () => {
  const hexes = (ids: string[]) => ids.map((id) => ({ id, terrain: 'clear' }));
  const mapOf = (over: Partial<MapDef>): MapDef => ({
    kind: 'hex',
    terrain: [],
    hexes: [],
    hexsides: [],
    boxes: [],
    prov: { source: 'reconstructed', reason: 'test' },
    ...over,
  });

  it('builds the graph of listed hexes only, once per map object', () => {
    const def = mapOf({ grid: flatEven, hexes: hexes(['0101', '0201', '0102', '0303']) });
    const m = createHexMapGraph(def);
    expect(createHexMapGraph(def)).toBe(m);
    expect(createHexMapGraph({ ...def })).not.toBe(m);
    expect(m.nodes()).toEqual(['0101', '0201', '0102', '0303']);
    expect(m.neighbors('0101')).toEqual(['0201', '0102']);
    expect(m.neighbors('0303')).toEqual([]);
    expect(m.has('0202')).toBe(false);
    expect(m.edgeKey('0201', '0101')).toBe('0101/0201');
    expect(m.distance('0101', '0303')).toBe(3);
    expect(m.center('0201')).toEqual(m.grids[0]!.center('0201'));
    expect(() => m.neighbors('0202')).toThrow(/not a hex of this map/);
    expect(() => createHexMapGraph(mapOf({ grid: flatEven, hexes: hexes(['1201']) }))).toThrow(/"1201" is not on/);
    expect(() => createHexMapGraph(mapOf({ grid: flatEven, hexes: hexes(['0101', '0101']) }))).toThrow(/twice/);
    expect(() => createHexMapGraph(mapOf({}))).toThrow(/grid/);
  });

  it('keeps repeated numbers on different sheets apart', () => {
    const m = createHexMapGraph(
      mapOf({
        sheets: [
          { id: 'W', name: 'West', grid: flatEven, origin: { x: 0, y: 0 } },
          { id: 'E', name: 'East', grid: flatEven, origin: { x: 1000, y: 0 } },
        ],
        hexes: hexes(['W:0101', 'W:0201', 'E:0101', 'E:0201']),
      }),
    );
    expect(m.neighbors('W:0101')).toEqual(['W:0201']);
    expect(m.neighbors('E:0101')).toEqual(['E:0201']);
    expect(m.gridOf('E:0101').sheet).toBe('E');
    expect(m.center('E:0101')).toEqual({ x: 1000, y: 0 });
    expect(m.grids[1]!.hexAt({ x: 1015, y: 8 })).toBe('E:0201');
    expect(m.distance('W:0101', 'E:0101')).toBe(Infinity); // 1000 px is no whole number of columns
    expect(m.edgeKey('E:0201', 'E:0101')).toBe('E:0101/E:0201');
    expect(() => m.gridOf('0101')).toThrow(/not a hex/);
    expect(() =>
      createHexMapGraph(
        mapOf({
          sheets: [{ id: 'W', name: 'W', grid: flatEven, origin: { x: 0, y: 0 } }],
          hexes: hexes(['0101']),
        }),
      ),
    ).toThrow(/"0101" is not on the map's grids/);
  });

  it('joins sheets where a join table says so, finds hexes by pixel on any sheet, bounds all sheets', () => {
    const map = mapOf({
      sheets: [
        { id: 'W', name: 'West', grid: { ...flatEven, cols: 2, rows: 2 }, origin: { x: 0, y: 0 } },
        { id: 'E', name: 'East', grid: { ...flatEven, cols: 2, rows: 2 }, origin: { x: 30, y: 0 } },
      ],
      hexes: hexes(['W:0101', 'W:0201', 'W:0102', 'W:0202', 'E:0101', 'E:0201', 'E:0102', 'E:0202']),
    });
    const plain = createHexMapGraph(map);
    expect(plain.neighbors('W:0201')).toEqual(['W:0202', 'W:0102', 'W:0101']); // S, SW, NW
    const m = createHexMapGraph(map, {
      joins: [
        { a: 'W:0201', b: 'E:0101' },
        { a: 'W:0202', b: 'E:0102' },
        { a: 'E:0101', b: 'W:0201' },
      ],
    });
    expect(m.neighbors('W:0201')).toEqual(['W:0202', 'W:0102', 'W:0101', 'E:0101']); // joins last
    expect(m.neighbors('E:0101')).toEqual(['E:0201', 'E:0102', 'W:0201']);
    expect(m.edgeKey('E:0101', 'W:0201')).toBe('E:0101/W:0201');
    expect(m.hexAt({ x: 30, y: 0 })).toBe('E:0101');
    expect(m.hexAt({ x: 15, y: 9 })).toBe('W:0201');
    expect(m.hexAt({ x: 500, y: 500 })).toBeNull();
    const b = m.bounds();
    expect(b.x).toBeCloseTo(-10);
    expect(b.x + b.width).toBeCloseTo(30 + 15 + 10);
    expect(() => createHexMapGraph(map, { joins: [{ a: 'W:0101', b: 'X:0101' }] })).toThrow(/"X:0101" is not a hex/);
  });
});
