import { describe, expect, it, vi } from 'vitest';
import type { MapDef } from '../../engine/core/module.js';
import { Board } from './board.js';

const prov = { source: 'reconstructed' as const, reason: 'test' };
const hexMap: MapDef = {
  kind: 'hex',
  grid: { orientation: 'flat', shifted: 'odd', firstCol: 1, firstRow: 1, cols: 4, rows: 3, digits: 2, size: 30 },
  terrain: [{ id: 'clear', name: 'Clear', color: '#eee', prov }],
  hexes: ['0101', '0102', '0201', '0202', '0301'].map((id) => ({ id, terrain: 'clear' })),
  hexsides: [],
  boxes: [
    { id: 'turn', name: 'Turns', kind: 'track', place: 'map', x: 0, y: 200, w: 300, h: 30, slots: ['1', '2', '3'] },
    { id: 'dead', name: 'Dead', kind: 'box', place: 'sheet', x: 0, y: 0, w: 0, h: 0 },
  ],
  prov,
};

describe('board geometry', () => {
  const b = new Board(hexMap);

  it('locates hexes and round-trips through hitTest', () => {
    for (const id of ['0101', '0202', '0301']) {
      const c = b.locate({ kind: 'hex', hex: id })!;
      expect(b.hitTest(c)).toEqual({ kind: 'hex', hex: id });
    }
    expect(b.locate({ kind: 'hex', hex: '0403' })).toBeNull(); // on the grid but not listed in map.hexes
  });

  it('hits map track slots by index and ignores sheet boxes', () => {
    expect(b.hitTest({ x: 150, y: 215 })).toEqual({ kind: 'box', box: 'turn', index: 1 });
    expect(b.locate({ kind: 'box', box: 'turn', index: 2 })).toEqual({ x: 250, y: 215 });
    expect(b.locate({ kind: 'box', box: 'dead' })).toBeNull();
    expect(b.mapBoxes.map((x) => x.id)).toEqual(['turn']);
  });

  it('bounds cover every hex and box', () => {
    const r = b.bounds();
    expect(r.x).toBeLessThan(0);
    expect(r.y + r.h).toBeGreaterThanOrEqual(230);
    expect(b.counterSize).toBeGreaterThan(20);
  });

  // Slot rectangles (split along the long side) are the engine's slotRects: engine/geometry/boxes.test.ts.

  it('finds spaces on point-to-point maps', () => {
    const pts = new Board({
      kind: 'points',
      terrain: [],
      hexes: [],
      hexsides: [],
      boxes: [],
      prov,
      spaces: [
        { id: 'madrid', name: 'Madrid', x: 100, y: 100 },
        { id: 'toledo', name: 'Toledo', x: 220, y: 100 },
      ],
      connections: [{ a: 'madrid', b: 'toledo', type: 'road' }],
    });
    expect(pts.hitTest({ x: 105, y: 98 })).toEqual({ kind: 'space', space: 'madrid' });
    expect(pts.hitTest({ x: 160, y: 100 })).toBeNull();
    expect(pts.locate({ kind: 'space', space: 'toledo' })).toEqual({ x: 220, y: 100 });
  });
});

describe('counters on a point-to-point map', () => {
  it("leave the space's name readable: a counter's lower edge (and its selection ring) stops above it", async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    // spaces.ts draws with PixiJS, which asks for a browser's navigator when it loads.
    vi.stubGlobal('navigator', { userAgent: 'node' });
    const { RING } = await import('./spaces.js');
    vi.unstubAllGlobals();
    const map = JSON.parse(readFileSync(join(import.meta.dirname, '../../assets/modules/crusade/map.json'), 'utf8'));
    const b = new Board(map as MapDef);
    const r = b.spaceSize;
    // spaces.ts writes the name from r·(1+RING)+1 under the centre; a stack's top counter is centred there, its
    // lower counters peek out above it (stackview.ts `up`), its selection ring 3 px out.
    const nameTop = r * (1 + RING) + 1;
    expect(b.counterSize / 2 + 3).toBeLessThan(nameTop);
    // Readable: the counter is most of the space's disc across (its factors are printed in its lower third).
    expect(b.counterSize).toBeGreaterThanOrEqual(1.6 * r);
  });
});
