import { describe, expect, it } from 'vitest';
import { counterLevel, detailAt, keptAround, overlaps, pickLevel, TILE_PX, tileLevels, tilesInView } from './lod.js';

describe('level of detail', () => {
  it('shows hex numbers, grid and small labels only when they are big enough on screen', () => {
    // Hexes of 48 map pixels: numbers are 12 px tall, so readable from about 0.42 device px per map px.
    expect(detailAt(48, 1)).toEqual({ grid: true, numbers: true, smallLabels: true });
    expect(detailAt(48, 0.5)).toEqual({ grid: true, numbers: true, smallLabels: true });
    expect(detailAt(48, 0.3)).toEqual({ grid: false, numbers: false, smallLabels: false });
    expect(detailAt(48, 0.25)).toEqual({ grid: false, numbers: false, smallLabels: false });
    expect(detailAt(48, 0.4).numbers).toBe(false);
  });

  it('paints counter faces at least 2.5 times as sharp as they are drawn, up to 256 pixels', () => {
    expect(counterLevel(13)).toBe(64);
    expect(counterLevel(40)).toBe(128);
    // Up to 28 px the simplified faces' level (two and a bit times as sharp), then the full faces.
    expect(counterLevel(28)).toBe(64);
    expect(counterLevel(29)).toBe(128);
    expect(counterLevel(60)).toBe(256);
    expect(counterLevel(400)).toBe(256);
  });

  it('overlaps: shared area only (touching edges do not count)', () => {
    const a = { x: 0, y: 0, w: 10, h: 10 };
    expect(overlaps(a, { x: 5, y: 5, w: 10, h: 10 })).toBe(true);
    expect(overlaps(a, { x: 10, y: 0, w: 5, h: 5 })).toBe(false);
    expect(overlaps(a, { x: -5, y: -5, w: 30, h: 30 })).toBe(true);
  });
});

describe('terrain tiles', () => {
  it('a map that fits one texture at full size keeps a single level; a bigger one gets powers of two', () => {
    expect(tileLevels({ x: 0, y: 0, w: 2700, h: 2400 })).toEqual([4096 / 2700]);
    expect(tileLevels({ x: 0, y: 0, w: 1000, h: 800 })).toEqual([2]);
    expect(tileLevels({ x: 0, y: 0, w: 4096, h: 3000 })).toEqual([1]);
    // a map of about 4,500 map pixels each way: tiles, not one texture at 0.9
    expect(tileLevels({ x: 0, y: 0, w: 4526, h: 4475 })).toEqual([1 / 16, 1 / 8, 1 / 4, 1 / 2, 1]);
    expect(tileLevels({ x: 0, y: 0, w: 7300, h: 8400 })).toEqual([1 / 16, 1 / 8, 1 / 4, 1 / 2, 1]);
  });

  it('keeps the detail of the view and as much again on every side, and no farther', () => {
    const view = { x: 1000, y: 2000, w: 1600, h: 1000 };
    const kept = keptAround(view);
    expect(kept).toEqual({ x: -600, y: 1000, w: 4800, h: 3000 });
    // a chunk a screen away is kept (a pan back builds nothing again); one two screens away is not
    expect(overlaps({ x: 2600 + 1500, y: 2000, w: 480, h: 480 }, kept)).toBe(true);
    expect(overlaps({ x: 2600 + 1700, y: 2000, w: 480, h: 480 }, kept)).toBe(false);
    expect(overlaps({ x: 1000, y: 3000 + 1000, w: 480, h: 480 }, kept)).toBe(false);
  });

  it('picks the least sharp level at least as sharp as the screen, or none (live) when closer', () => {
    const levels = [1 / 16, 1 / 8, 1 / 4, 1 / 2, 1];
    expect(pickLevel(levels, 0.09)).toBe(1 / 8);
    expect(pickLevel(levels, 0.5)).toBe(1 / 2);
    expect(pickLevel(levels, 1.2)).toBeNull();
  });

  it('lists the tiles a view touches, each 1024 texture pixels, clipped to the map', () => {
    const bounds = { x: -50, y: -50, w: 8000, h: 9000 };
    const level = 0.5; // tiles of 2048 map pixels
    const tiles = tilesInView(bounds, level, { x: 1000, y: 1000, w: 1500, h: 900 });
    expect(tiles.map((t) => t.key)).toEqual(['0.5:0:0', '0.5:1:0']);
    expect(tiles[1].rect).toEqual({ x: -50 + TILE_PX / level, y: -50, w: 2048, h: 2048 });
    // The whole map and beyond: every tile once, none outside.
    const all = tilesInView(bounds, level, { x: -1e5, y: -1e5, w: 2e5, h: 2e5 });
    expect(all).toHaveLength(Math.ceil(8000 / 2048) * Math.ceil(9000 / 2048));
    // A view off the map touches nothing.
    expect(tilesInView(bounds, level, { x: 20000, y: 0, w: 100, h: 100 })).toEqual([]);
  });
});
