// The printed map's paper plan (issue 26 §5) on the shipped maps and the stress module's 10,000 hexes: the whole
// map on one page at its own proportions with its key clear of it; the sheets of a tiled map cover the map's whole
// extent, neighbours sharing a strip, each fitting its page at a readable scale; the limits hold (sheets, pixels).
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../engine/core/module.js';
import crusadeMap from '../../assets/modules/crusade/map.json';
import isabellaMap from '../../assets/modules/isabella/map.json';
import stressMap from '../../assets/modules/stress/map.json';
import { Board } from '../../renderer/map/board.js';
import { numberSize } from '../../renderer/map/lod.js';
import { boardReadableScale } from '../../renderer/map/paperscale.js';
import {
  type Box,
  mapArea,
  MAX_IMAGE_PX,
  MAX_SHEET_PIXELS,
  MAX_SHEETS,
  MIN_COUNTER_PT,
  MIN_TEXT_PT,
  pageSize,
  sheetDpi,
  sheetName,
  sheetPage,
  sheetPlan,
  wholeDpi,
  wholePlan,
} from './positions-paper.js';

const boards = {
  isabella: new Board(isabellaMap as unknown as MapDef),
  crusade: new Board(crusadeMap as unknown as MapDef),
  stress: new Board(stressMap as unknown as MapDef),
};

/** Whether box `inner` lies inside `outer` (to a hundredth of a point). */
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.w <= outer.x + outer.w + 0.01 &&
  inner.y + inner.h <= outer.y + outer.h + 0.01;
const apart = (a: Box, b: Box) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

describe('the whole map on one page', () => {
  it.each(Object.entries(boards))('%s: at its own proportions, in the page, its key clear of it', (_id, board) => {
    const extent = board.bounds();
    for (const key of [null, { w: 140, h: 360 }, { w: 300, h: 200 }]) {
      const plan = wholePlan(extent, key);
      const area = mapArea(plan.orientation);
      expect(inside(plan.map, area)).toBe(true);
      expect(plan.map.w / plan.map.h).toBeCloseTo(extent.w / extent.h, 6);
      expect(plan.map.w).toBeCloseTo(extent.w * plan.scale, 6);
      if (plan.key) {
        expect(inside(plan.key, area)).toBe(true);
        expect(apart(plan.key, plan.map)).toBe(true);
      } else if (key) expect(inside(plan.keyPage!.key, mapArea(plan.keyPage!.orientation))).toBe(true);
      // The page it picks is the one the map is largest on, or nearly (a key beside it costs at most 15%).
      const best = Math.max(
        ...(['portrait', 'landscape'] as const).map((o) => {
          const a = mapArea(o);
          return Math.min(a.w / extent.w, a.h / extent.h);
        }),
      );
      expect(plan.scale).toBeGreaterThanOrEqual(best * 0.85 - 1e-9);
      expect(wholeDpi(plan.map.w, plan.map.h) * (Math.max(plan.map.w, plan.map.h) / 72)).toBeLessThanOrEqual(
        MAX_IMAGE_PX,
      );
    }
  });

  it('puts a key too large to share the page on a page of its own', () => {
    const plan = wholePlan(boards.isabella.bounds(), { w: 500, h: 500 });
    expect(plan.key).toBeNull();
    expect(plan.keyPage).not.toBeNull();
    const size = pageSize(plan.orientation);
    expect(plan.map.x + plan.map.w).toBeLessThanOrEqual(size.w);
  });
});

describe('the map in sheets', () => {
  it.each(Object.entries(boards))('%s: the sheets cover the whole extent, each on its page', (id, board) => {
    const extent = board.bounds();
    const overlap = board.counterSize;
    const readable = boardReadableScale(board);
    const plan = sheetPlan(extent, readable, overlap);
    expect(plan.tiles).toHaveLength(plan.cols * plan.rows);
    expect(plan.tiles.length).toBeLessThanOrEqual(MAX_SHEETS);
    const at = (col: number, row: number) => plan.tiles.find((t) => t.col === col && t.row === row)!.rect;
    const first = at(0, 0);
    const last = at(plan.cols - 1, plan.rows - 1);
    expect(first.x).toBeCloseTo(extent.x, 6);
    expect(first.y).toBeCloseTo(extent.y, 6);
    expect(last.x + last.w).toBeCloseTo(extent.x + extent.w, 6);
    expect(last.y + last.h).toBeCloseTo(extent.y + extent.h, 6);
    for (const t of plan.tiles) {
      // Neighbours share a strip a counter wide: nothing falls between two sheets.
      if (t.col > 0) expect(at(t.col - 1, t.row).x + at(t.col - 1, t.row).w - t.rect.x).toBeCloseTo(overlap, 6);
      if (t.row > 0) expect(at(t.col, t.row - 1).y + at(t.col, t.row - 1).h - t.rect.y).toBeCloseTo(overlap, 6);
      const page = sheetPage(t.rect.w * plan.scale, t.rect.h * plan.scale);
      expect(page.box.w).toBeCloseTo(t.rect.w * plan.scale, 6); // printed at the plan's scale, not shrunk
      expect(inside(page.box, mapArea(page.orientation))).toBe(true);
    }
    // Readable: hex numbers (space names) and counters at their sizes, or within 10% where that saves sheets.
    const text = board.hex ? numberSize(board.hex.grids[0]!.grid.size) : Math.round(board.spaceSize * 0.55);
    if (id === 'stress') {
      expect(plan.reduced).toBe(true);
      expect(plan.scale).toBeLessThan(readable * 0.9);
    } else {
      expect(plan.reduced).toBe(false);
      expect(text * plan.scale).toBeGreaterThanOrEqual(MIN_TEXT_PT * 0.9 - 1e-9);
      expect(board.counterSize * plan.scale).toBeGreaterThanOrEqual(MIN_COUNTER_PT * 0.9 - 1e-9);
    }
    // The images: none larger than a texture may be, all of them together within the pixel budget.
    const dpi = sheetDpi(plan);
    const px = (b: Box) => [Math.round((b.w * plan.scale * dpi) / 72), Math.round((b.h * plan.scale * dpi) / 72)];
    expect(Math.max(...plan.tiles.flatMap((t) => px(t.rect)))).toBeLessThanOrEqual(MAX_IMAGE_PX);
    const pixels = plan.tiles.reduce((n, t) => n + px(t.rect)[0]! * px(t.rect)[1]!, 0);
    expect(pixels).toBeLessThanOrEqual(MAX_SHEET_PIXELS * 1.01);
  });

  it.each(['isabella', 'crusade'] as const)('%s: on the fewest sheets that keep it readable, 12 at most', (id) => {
    const board = boards[id];
    const extent = board.bounds();
    const readable = boardReadableScale(board);
    const overlap = board.counterSize;
    const plan = sheetPlan(extent, readable, overlap);
    expect(plan.tiles.length).toBeLessThanOrEqual(12);
    // No grid of fewer sheets, in either orientation, holds the map at 90% of the readable scale.
    for (const o of ['portrait', 'landscape'] as const) {
      const a = mapArea(o);
      for (let cols = 1; cols < plan.tiles.length; cols++) {
        for (let rows = 1; cols * rows < plan.tiles.length; rows++) {
          const fit = Math.min(
            (a.w * cols) / (extent.w + (cols - 1) * overlap),
            (a.h * rows) / (extent.h + (rows - 1) * overlap),
          );
          expect(fit, `${o} ${cols} × ${rows}`).toBeLessThan(readable * 0.9);
        }
      }
    }
  });

  it('names sheets by column letters and row numbers', () => {
    expect([sheetName(0, 0), sheetName(1, 1), sheetName(25, 2), sheetName(26, 0), sheetName(27, 3)]).toEqual([
      'A1',
      'B2',
      'Z3',
      'AA1',
      'AB4',
    ]);
  });
});
