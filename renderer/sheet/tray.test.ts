import { describe, expect, it } from 'vitest';
import type { MarkerDef } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { layoutTray, markerStock } from './tray.js';

const M = (id: string, count: number): MarkerDef => ({
  id,
  name: id,
  front: id,
  color: '#ffffff',
  count,
  prov: { source: 'rulebook', ref: '2.11' },
});
const P = (id: string, def: string, kind: Piece['kind'] = 'marker'): Piece => ({
  id,
  def,
  kind,
  side: 'allied',
  at: { kind: 'hex', hex: '2816' },
  steps: 1,
  disrupted: false,
});

describe('markers tray', () => {
  const defs = [M('airpower', 5), M('turn', 1), M('control', 40)];

  it('counts what is left: the counter mix minus the markers of that def in the game', () => {
    const pieces = [
      P('m1:airpower', 'airpower'),
      P('m2:airpower', 'airpower'),
      P('turn', 'turn'),
      P('u1', 'airpower', 'unit'),
    ];
    expect(markerStock(defs, pieces).map((s) => [s.def.id, s.placed, s.available])).toEqual([
      ['airpower', 2, 3],
      ['turn', 1, 0],
      ['control', 0, 40],
    ]);
  });

  it('never goes below zero, even when more are in play than the mix holds', () => {
    const pieces = [P('a', 'turn'), P('b', 'turn')];
    expect(markerStock([M('turn', 1)], pieces)[0]).toMatchObject({ placed: 2, available: 0 });
    expect(markerStock([M('bad', Number.NaN)], [])[0].available).toBe(0);
  });

  it('lays the markers out in rows below the given top, in module order', () => {
    const stock = markerStock([...defs, M('a', 1), M('b', 1), M('c', 1)], []);
    const t = layoutTray(stock, 100, { width: 250, counter: 40, gap: 5, header: 20, countLine: 14 });
    expect(t.cells.map((c) => c.def)).toEqual(['airpower', 'turn', 'control', 'a', 'b', 'c']);
    // 5 per row at width 250: the sixth starts a second row under the first.
    expect(t.cells[5].x).toBe(t.cells[0].x);
    expect(t.cells[5].y).toBe(t.cells[0].y + 40 + 14 + 5);
    expect(t.cells[0].rect.y).toBe(120);
    expect(t.rect.y).toBe(100);
    expect(t.bottom).toBe(120 + 2 * (40 + 14 + 5) + 5);
    expect(t.cells[2].available).toBe(40);
  });
});
