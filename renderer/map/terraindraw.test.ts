// The hexside drawing (terraindraw.ts drawHexside) on a map of two sheets: a river on a hexside whose two hexes
// are on different sheets is drawn on the edge they share, a road from centre to centre, as on one sheet; the
// Ebro map's Miravet crossing site, which lies on the seam, is drawn there.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Graphics } from 'pixi.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GridDef, HexsideDef, MapDef } from '../../engine/core/module.js';
import { SQRT3 } from '../../engine/geometry/coords.js';
import { Board } from './board.js';

type Pt = { x: number; y: number };
let drawHexside: typeof import('./terraindraw.js').drawHexside;

beforeAll(async () => {
  // terraindraw.ts draws with PixiJS, which asks for a browser's navigator when it loads.
  vi.stubGlobal('navigator', { userAgent: 'node' });
  ({ drawHexside } = await import('./terraindraw.js'));
});
afterAll(() => vi.unstubAllGlobals());

/** A Graphics stand-in that keeps the straight lines drawn (moveTo then lineTo), and nothing else. */
function pen() {
  const lines: [Pt, Pt][] = [];
  let from: Pt | null = null;
  const g = {
    moveTo(x: number, y: number) {
      from = { x, y };
      return g;
    },
    lineTo(x: number, y: number) {
      lines.push([from!, { x, y }]);
      from = { x, y };
      return g;
    },
    stroke: () => g,
  };
  return { gfx: g as unknown as Graphics, lines };
}

/** Whether p is one of the corners of hex `id` (to a millionth of a pixel). */
const isCorner = (board: Board, id: string, p: Pt): boolean =>
  board
    .hex!.gridOf(id)
    .corners(id)
    .some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 1e-6);

const prov = { source: 'reconstructed' as const, reason: 'test' };
const SIZE = 20;
const grid: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 1,
  firstRow: 1,
  cols: 3,
  rows: 2,
  digits: 2,
  size: SIZE,
};
/** Sheet S continues sheet N's rows: its row 01 lies under N's row 02, joined where they touch. */
const twoSheets = (joins: MapDef['joins'], hexsides: HexsideDef[]): MapDef => ({
  kind: 'hex',
  sheets: [
    { id: 'N', name: 'North', grid, origin: { x: 0, y: 0 } },
    { id: 'S', name: 'South', grid, origin: { x: 0, y: 2 * SQRT3 * SIZE } },
  ],
  joins,
  terrain: [{ id: 'clear', name: 'Clear', color: '#eee', prov }],
  hexes: ['N', 'S'].flatMap((s) =>
    ['0101', '0201', '0301', '0102', '0202', '0302'].map((h) => ({ id: `${s}:${h}`, terrain: 'clear' })),
  ),
  hexsides,
  boxes: [],
  prov,
});

describe('a hexside across two sheets', () => {
  const joins = [
    { a: 'N:0102', b: 'S:0101' },
    { a: 'N:0202', b: 'S:0101' },
  ];
  it('is drawn on the edge its two hexes share when it carries a river', () => {
    const side = { a: 'N:0102', b: 'S:0101', features: ['river'] };
    const board = new Board(twoSheets(joins, [side]));
    const { gfx, lines } = pen();
    drawHexside(gfx, board, side, SIZE);
    expect(lines).toHaveLength(1);
    const [p, q] = lines[0];
    for (const end of [p, q]) {
      expect(isCorner(board, 'N:0102', end), `${end.x},${end.y}`).toBe(true);
      expect(isCorner(board, 'S:0101', end), `${end.x},${end.y}`).toBe(true);
    }
    expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(SIZE, 9);
    // the bottom edge of N:0102, which is flat (flat-topped hexes), one hex height below N:0101's centre
    expect(p.y).toBeCloseTo(1.5 * SQRT3 * SIZE, 9);
    expect(q.y).toBeCloseTo(1.5 * SQRT3 * SIZE, 9);
  });

  it('is drawn from centre to centre when it carries a road, and a diagonal river too', () => {
    const road = { a: 'S:0101', b: 'N:0202', features: ['road'] };
    const river = { a: 'N:0202', b: 'S:0101', features: ['river'] };
    const board = new Board(twoSheets(joins, [road, river]));
    const r = pen();
    drawHexside(r.gfx, board, road, SIZE);
    expect(r.lines).toEqual([[board.hex!.center('S:0101'), board.hex!.center('N:0202')]]);
    const w = pen();
    drawHexside(w.gfx, board, river, SIZE);
    expect(w.lines).toHaveLength(1);
    for (const end of w.lines[0]) expect(isCorner(board, 'N:0202', end) && isCorner(board, 'S:0101', end)).toBe(true);
  });

  it('is left out when the sheets have no join there (bad data does not stop the map)', () => {
    const side = { a: 'N:0102', b: 'S:0101', features: ['river'] };
    const board = new Board(twoSheets([], [side]));
    const { gfx, lines } = pen();
    drawHexside(gfx, board, side, SIZE);
    expect(lines).toEqual([]);
  });
});

describe('the Ebro map', () => {
  it('draws the Miravet crossing site, on the seam of sheets A and B, on the edge A:2328 and B:2301 share', () => {
    const map = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../assets/modules/ebro/map.json'), 'utf8'),
    ) as MapDef;
    const board = new Board(map);
    const seam = map.hexsides.filter((s) => s.a[0] !== s.b[0]);
    expect(seam.map((s) => s.name)).toContain('Miravet');
    let drawn = 0;
    for (const side of seam)
      for (const f of side.features.filter((x) => ['major-river', 'river', 'road'].includes(x))) {
        const { gfx, lines } = pen();
        drawHexside(gfx, board, { ...side, features: [f] }, map.sheets![0].grid.size);
        expect(lines, `${f} ${side.a}/${side.b}`).toHaveLength(1);
        if (f === 'road') expect(lines[0]).toEqual([board.hex!.center(side.a), board.hex!.center(side.b)]);
        else
          for (const end of lines[0]) expect(isCorner(board, side.a, end) && isCorner(board, side.b, end)).toBe(true);
        drawn++;
      }
    expect(drawn).toBeGreaterThan(0);
  });
});
