// Maps of several sheets: a whole grid cut into two sheets, joined by its join table, must be the whole grid again
// (the same neighbours, the same distances); sheets off one lattice keep Infinity; bad joins are refused by name;
// the stress module's and Isabella's maps are measured as before.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GridDef, MapDef, SheetDef } from '../core/module.js';
import { SQRT3 } from './coords.js';
import { HexGrid, createHexMapGraph } from './hexgrid.js';
import { commonFrame } from './sheets.js';

const SIZE = 10;
const mapOf = (over: Partial<MapDef>): MapDef => ({
  kind: 'hex',
  terrain: [],
  hexes: [],
  hexsides: [],
  boxes: [],
  prov: { source: 'reconstructed', reason: 'test' },
  ...over,
});

/**
 * A whole grid cut in two after `at` raw rows or columns, each part a sheet whose origin continues the whole grid
 * (a cut through the lines that carry the shift, after an odd count, flips the second sheet's `shifted`), with
 * the join table of the hexes that touch across the cut, and the sheet id of every whole-grid hex.
 */
function cut(whole: GridDef, axis: 'rows' | 'cols', at: number) {
  const w = new HexGrid(whole);
  const byRows = axis === 'rows';
  const flat = whole.orientation === 'flat';
  const flips = flat !== byRows && at % 2 === 1;
  const first: GridDef = { ...whole, [axis]: at };
  const second: GridDef = { ...whole, [axis]: whole[axis] - at };
  if (flips) second.shifted = whole.shifted === 'odd' ? 'even' : 'odd';
  const along = flat === byRows ? SQRT3 * SIZE : 1.5 * SIZE; // between rows (flat) or columns (pointy), or across
  const sheets: SheetDef[] = [
    { id: 'N', name: 'first', grid: first, origin: { x: 0, y: 0 } },
    { id: 'S', name: 'second', grid: second, origin: byRows ? { x: 0, y: at * along } : { x: at * along, y: 0 } },
  ];
  const gN = new HexGrid(first, { sheet: 'N' });
  const gS = new HexGrid(second, { sheet: 'S' });
  const toSheet = new Map<string, string>();
  for (let c = 0; c < whole.cols; c++)
    for (let r = 0; r < whole.rows; r++) {
      const inFirst = byRows ? r < at : c < at;
      toSheet.set(w.label(c, r), inFirst ? gN.label(c, r) : gS.label(byRows ? c : c - at, byRows ? r - at : r));
    }
  const joins: { a: string; b: string }[] = [];
  for (const id of w.all())
    for (const n of w.neighbors(id)) {
      const [a, b] = [toSheet.get(id)!, toSheet.get(n)!];
      if (a.startsWith('N') && b.startsWith('S')) joins.push({ a, b });
    }
  const hexes = [...toSheet.values()].map((id) => ({ id, terrain: 'clear' }));
  return { w, toSheet, map: mapOf({ sheets, joins, hexes }) };
}

const CUTS = [
  ['flat, shifted even, cut after 4 rows', { orientation: 'flat', shifted: 'even' }, 'rows', 4],
  ['flat, shifted odd, cut after 3 rows', { orientation: 'flat', shifted: 'odd' }, 'rows', 3],
  ['flat, shifted even, cut after 3 columns', { orientation: 'flat', shifted: 'even' }, 'cols', 3],
  ['pointy, shifted even, cut after 4 columns', { orientation: 'pointy', shifted: 'even' }, 'cols', 4],
  ['pointy, shifted odd, cut after 3 rows', { orientation: 'pointy', shifted: 'odd' }, 'rows', 3],
] as const;

describe('a map of two sheets cut from one whole grid', () => {
  it.each(CUTS)('%s: neighbours and distances are the whole grid’s, from map.joins alone', (_, kind, axis, at) => {
    const whole: GridDef = { ...kind, firstCol: 1, firstRow: 1, cols: 7, rows: 7, digits: 2, size: SIZE };
    const { w, toSheet, map } = cut(whole, axis, at);
    const g = createHexMapGraph(map);
    expect(createHexMapGraph(map)).toBe(g); // the common call keeps its cache
    expect(map.joins!.length).toBeGreaterThan(0);
    for (const id of w.all()) {
      const s = toSheet.get(id)!;
      expect([...g.neighbors(s)].sort(), s).toEqual(
        w
          .neighbors(id)
          .map((n) => toSheet.get(n)!)
          .sort(),
      );
      expect(g.center(s).x, s).toBeCloseTo(w.center(id).x, 9);
      expect(g.center(s).y, s).toBeCloseTo(w.center(id).y, 9);
      // the common frame is the first sheet's, which starts where the whole grid does
      expect(g.commonAxial(s), s).toEqual(w.toAxial(id));
      expect(g.atCommonAxial(w.toAxial(id)), s).toBe(s);
      for (const other of w.all())
        expect(g.distance(s, toSheet.get(other)!), `${s}–${other}`).toBe(w.distance(id, other));
    }
  });

  it.each(CUTS)('%s: a hexside across the cut is the edge the whole grid draws there', (_, kind, axis, at) => {
    const whole: GridDef = { ...kind, firstCol: 1, firstRow: 1, cols: 7, rows: 7, digits: 2, size: SIZE };
    const { w, toSheet, map } = cut(whole, axis, at);
    const g = createHexMapGraph(map);
    let across = 0;
    for (const id of w.all())
      for (const n of w.neighbors(id)) {
        const [a, b] = [toSheet.get(id)!, toSheet.get(n)!];
        const seg = g.sideSegment(a, b);
        const want = w.sideSegment(id, n);
        // the same two corners (in either order: the ids that order them differ between the frames)
        const same = (i: number, j: number) => Math.hypot(seg[i].x - want[j].x, seg[i].y - want[j].y) < 1e-9 * SIZE;
        expect((same(0, 0) && same(1, 1)) || (same(0, 1) && same(1, 0)), `${a}/${b}`).toBe(true);
        expect(g.sideSegment(b, a)).toEqual(seg);
        if (a[0] !== b[0]) across++;
      }
    expect(across).toBeGreaterThan(0);
  });

  it('adds opts.joins to the map’s own, and without map.joins the sheets do not touch', () => {
    const whole: GridDef = {
      orientation: 'flat',
      shifted: 'even',
      firstCol: 1,
      firstRow: 1,
      cols: 4,
      rows: 4,
      digits: 2,
      size: SIZE,
    };
    const { map } = cut(whole, 'rows', 2);
    const none = createHexMapGraph({ ...map, joins: undefined });
    expect(none.neighbors('N:0102')).not.toContain('S:0101');
    // the distance is a property of the lattice, not of the joins
    expect(none.distance('N:0102', 'S:0101')).toBe(1);
    expect(() => none.sideSegment('N:0102', 'S:0101')).toThrow(/do not share a hexside/);
    expect(() => createHexMapGraph(map).sideSegment('N:0101', 'S:0101')).toThrow(/do not share a hexside/);
    const more = createHexMapGraph({ ...map, joins: undefined }, { joins: [{ a: 'N:0102', b: 'S:0101' }] });
    expect(more.neighbors('N:0102')).toContain('S:0101');
    expect(more.neighbors('S:0101')).toContain('N:0102');
  });
});

describe('sheets that share no lattice', () => {
  const grid: GridDef = {
    orientation: 'flat',
    shifted: 'even',
    firstCol: 1,
    firstRow: 1,
    cols: 3,
    rows: 3,
    digits: 2,
    size: SIZE,
  };
  const two = (second: Partial<SheetDef> & { origin: { x: number; y: number } }) =>
    mapOf({
      sheets: [
        { id: 'N', name: 'N', grid, origin: { x: 0, y: 0 } },
        { id: 'S', name: 'S', grid, ...second },
      ],
      hexes: ['N:0101', 'S:0101'].map((id) => ({ id, terrain: 'clear' })),
    });
  it.each([
    ['an origin a fraction of a hex off the lattice', two({ origin: { x: 0, y: 3 * SQRT3 * SIZE + 0.08 } })],
    ['another hex size', two({ grid: { ...grid, size: 12 }, origin: { x: 0, y: 3 * SQRT3 * SIZE } })],
    ['pointy tops beside flat ones', two({ grid: { ...grid, orientation: 'pointy' }, origin: { x: 100, y: 0 } })],
    ['a column shift that breaks the lattice', two({ origin: { x: 45, y: 0 } })],
  ])('keep Infinity across sheets: %s', (_, map) => {
    const g = createHexMapGraph(map);
    expect(commonFrame(g.grids)).toBeNull();
    expect(g.distance('N:0101', 'S:0101')).toBe(Infinity);
    expect(g.commonAxial('S:0101')).toBeNull();
    expect(g.atCommonAxial({ q: 0, r: 0 })).toBeNull();
    expect(g.distance('N:0101', 'N:0101')).toBe(0);
  });

  it('three columns further on, with the shift the lattice needs there, is on it', () => {
    // N's raw column 3 would be a shifted one: only a sheet that shifts its own column 0 ('odd') continues it.
    const g = createHexMapGraph(two({ grid: { ...grid, shifted: 'odd' }, origin: { x: 45, y: 0 } }));
    expect(commonFrame(g.grids)).not.toBeNull();
    expect(g.distance('N:0101', 'S:0101')).toBe(3);
    expect(g.distance('N:0103', 'S:0101')).toBe(3);
    expect(g.distance('N:0101', 'S:0103')).toBe(4);
  });
});

describe('a sheet join table that is wrong', () => {
  const whole: GridDef = {
    orientation: 'flat',
    shifted: 'even',
    firstCol: 1,
    firstRow: 1,
    cols: 3,
    rows: 4,
    digits: 2,
    size: SIZE,
  };
  const { map } = cut(whole, 'rows', 2);
  it.each([
    ['names a hex the map lacks', { a: 'N:0102', b: 'S:0901' }, /sheet join N:0102–S:0901: "S:0901" is not a hex/],
    [
      'joins a hex with itself',
      { a: 'N:0102', b: 'N:0102' },
      /sheet join N:0102–N:0102 joins the hex "N:0102" with itself/,
    ],
    [
      'joins two hexes of one sheet',
      { a: 'N:0101', b: 'N:0301' },
      /sheet join N:0101–N:0301 joins two hexes of the same sheet "N"/,
    ],
  ])('is refused when it %s, naming the join', (_, bad, message) => {
    expect(() => createHexMapGraph({ ...map, joins: [...map.joins!, bad] })).toThrow(message);
    expect(() => createHexMapGraph({ ...map, joins: undefined }, { joins: [bad] })).toThrow(message);
  });

  it('is refused on a map of one grid', () => {
    const one = mapOf({ grid: whole, hexes: ['0101', '0102'].map((id) => ({ id, terrain: 'clear' })) });
    expect(() => createHexMapGraph({ ...one, joins: [{ a: '0101', b: '0102' }] })).toThrow(/same grid/);
  });
});

describe('the maps that were there before', () => {
  const load = (id: string) =>
    JSON.parse(readFileSync(new URL(`../../assets/modules/${id}/map.json`, import.meta.url), 'utf8')) as MapDef;

  it('the stress module: its four sheets are off one lattice, so no distance and no neighbour crosses a sheet', () => {
    const map = load('stress');
    const g = createHexMapGraph(map);
    expect(commonFrame(g.grids)).toBeNull(); // sheets C and D sit 4157 px down, not a whole number of rows
    expect(g.distance('A:5050', 'C:5001')).toBe(Infinity);
    expect(g.distance('A:5001', 'B:0101')).toBe(Infinity);
    expect(g.distance('A:0101', 'A:5050')).toBe(g.grids[0].distance('A:0101', 'A:5050'));
    // a join between sheets laid apart has no edge to draw
    const apart = createHexMapGraph(map, { joins: [{ a: 'A:0150', b: 'C:0101' }] });
    expect(apart.neighbors('A:0150')).toContain('C:0101');
    expect(() => apart.sideSegment('A:0150', 'C:0101')).toThrow(/do not share a hexside on the page/);
    for (const id of ['A:5050', 'B:0101', 'C:0150', 'D:2525'])
      for (const n of g.neighbors(id)) expect(n[0], `${id} → ${n}`).toBe(id[0]);
  });

  it('Isabella: one grid, its neighbours and distances those of the grid', () => {
    const map = load('isabella');
    const g = createHexMapGraph(map);
    const grid = g.grids[0];
    expect(g.grids).toHaveLength(1);
    const ids = map.hexes.map((h) => h.id);
    for (const id of ids) expect(g.neighbors(id)).toEqual(grid.neighbors(id).filter((n) => g.has(n)));
    for (let i = 0; i < ids.length; i += 97) {
      expect(g.distance(ids[0], ids[i])).toBe(grid.distance(ids[0], ids[i]));
      expect(g.commonAxial(ids[i])).toEqual(grid.toAxial(ids[i]));
    }
  });
});
