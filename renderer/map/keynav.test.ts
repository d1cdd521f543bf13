import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../engine/core/module.js';
import { createHexMapGraph, HexGrid } from '../../engine/geometry/hexgrid.js';
import { type NavPlace, nearestTo, nearestToward, placeKey, stepIndex } from './keynav.js';

/** Spaces of a point-to-point map, at uneven places. */
const SPACES: NavPlace[] = [
  { at: { kind: 'space', space: 'madrid' }, p: { x: 500, y: 500 } },
  { at: { kind: 'space', space: 'toledo' }, p: { x: 470, y: 580 } },
  { at: { kind: 'space', space: 'guadalajara' }, p: { x: 590, y: 470 } },
  { at: { kind: 'space', space: 'segovia' }, p: { x: 460, y: 410 } },
  { at: { kind: 'space', space: 'cuenca' }, p: { x: 720, y: 540 } },
  { at: { kind: 'space', space: 'avila' }, p: { x: 380, y: 460 } },
];
const name = (q: NavPlace | null) => (q?.at.kind === 'space' ? q.at.space : null);

describe('nearestToward', () => {
  it('goes from a space to the nearest one each arrow points at, none where nothing lies', () => {
    const from = SPACES[0]!.p;
    expect(name(nearestToward(from, 'ArrowRight', SPACES))).toBe('guadalajara');
    expect(name(nearestToward(from, 'ArrowDown', SPACES))).toBe('toledo');
    expect(name(nearestToward(from, 'ArrowUp', SPACES))).toBe('segovia');
    expect(name(nearestToward(from, 'ArrowLeft', SPACES))).toBe('avila');
    expect(nearestToward(SPACES[4]!.p, 'ArrowRight', SPACES)).toBeNull();
  });

  for (const orientation of ['flat', 'pointy'] as const)
    it(`walks a ${orientation}-topped hex grid to a neighbour each press`, () => {
      const grid = { orientation, shifted: 'odd', firstCol: 1, firstRow: 1, cols: 9, rows: 9, digits: 2, size: 30 };
      const hexes = new HexGrid(grid as never).all().map((id) => ({ id, terrain: 'clear' }));
      const map = { kind: 'hex', grid, terrain: [], hexsides: [], boxes: [], hexes, prov: {} } as unknown as MapDef;
      const g = createHexMapGraph(map);
      const places: NavPlace[] = g.nodes().map((hex) => ({ at: { kind: 'hex', hex }, p: g.center(hex) }));
      const start = places.find((q) => q.at.kind === 'hex' && q.at.hex === '0505')!;
      for (const arrow of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const) {
        const next = nearestToward(start.p, arrow, places);
        expect(next, arrow).not.toBeNull();
        // One press moves to an adjacent hex, on the side the arrow points to.
        expect(g.neighbors('0505')).toContain(next!.at.kind === 'hex' ? next!.at.hex : '');
        const d = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[arrow];
        expect((next!.p.x - start.p.x) * d[0]! + (next!.p.y - start.p.y) * d[1]!).toBeGreaterThan(0);
      }
    });
});

describe('nearestTo, stepIndex, placeKey', () => {
  it('finds the place nearest a point, steps a list both ways with wrapping, keys places', () => {
    expect(name(nearestTo({ x: 710, y: 560 }, SPACES))).toBe('cuenca');
    expect(stepIndex(0, 3, 'ArrowRight')).toBe(1);
    expect(stepIndex(0, 3, 'p')).toBe(2);
    expect(stepIndex(2, 3, 'n')).toBe(0);
    expect(stepIndex(1, 3, 'x')).toBeNull();
    expect(stepIndex(0, 0, 'n')).toBeNull();
    expect(placeKey({ kind: 'hex', hex: '1420' })).toBe('hex:1420');
    expect(placeKey({ kind: 'space', space: 'madrid' })).toBe('space:madrid');
  });
});
