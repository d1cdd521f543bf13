import { describe, expect, it } from 'vitest';
import type { GridDef } from '../core/module.js';
import {
  axialDistance,
  axialToOffset,
  axialToPixel,
  cubeRound,
  isShifted,
  labelToOffset,
  numbersToOffset,
  offsetToAxial,
  offsetToLabel,
  offsetToNumbers,
  offsetToPixel,
  pixelToAxial,
} from './coords.js';

const g: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 1,
  firstRow: 1,
  cols: 42,
  rows: 30,
  digits: 2,
  size: 20,
};

describe('coordinate conversions', () => {
  it('labels <-> offsets, with first numbers and descending numbering', () => {
    expect(offsetToLabel(g, 0, 0)).toBe('0101');
    expect(offsetToLabel(g, 41, 29)).toBe('4230');
    expect(labelToOffset(g, '1422')).toEqual({ col: 13, row: 21 }); // Gibraltar
    expect(labelToOffset(g, '4301')).toBeNull();
    expect(labelToOffset(g, '14-2')).toBeNull();
    const d = { ...g, descendingCols: true, firstCol: 5 };
    expect(offsetToNumbers(d, 0, 0)).toEqual({ x: 46, y: 1 });
    expect(numbersToOffset(d, 46, 1)).toEqual({ col: 0, row: 0 });
  });

  it('which lines are shifted: the first line counts as odd', () => {
    expect([0, 1, 2, 3].map((i) => isShifted({ shifted: 'odd' }, i))).toEqual([true, false, true, false]);
    expect([0, 1, 2, 3].map((i) => isShifted({ shifted: 'even' }, i))).toEqual([false, true, false, true]);
  });

  it('offset <-> axial <-> pixel agree for every parity and orientation', () => {
    for (const orientation of ['flat', 'pointy'] as const) {
      for (const shifted of ['odd', 'even'] as const) {
        const grid = { ...g, orientation, shifted };
        for (let col = 0; col < 6; col++) {
          for (let row = 0; row < 6; row++) {
            const a = offsetToAxial(grid, col, row);
            expect(axialToOffset(grid, a)).toEqual({ col, row });
            const p = offsetToPixel(grid, col, row);
            const q = axialToPixel(grid, a);
            expect(q.x).toBeCloseTo(p.x);
            expect(q.y).toBeCloseTo(p.y);
            expect(pixelToAxial(grid, p)).toEqual(a);
          }
        }
      }
    }
  });

  it('cube rounding and distance', () => {
    expect(cubeRound(0.4, 0.4)).toEqual({ q: 0, r: 1 }); // q and r round worst (0.4); r is rebuilt from q and s
    expect(cubeRound(0.1, -0.1)).toEqual({ q: 0, r: 0 });
    expect(cubeRound(-0.0, -0.0)).toEqual({ q: 0, r: 0 });
    expect(axialDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
    expect(axialDistance({ q: -2, r: 2 }, { q: 2, r: -2 })).toBe(4);
  });
});
