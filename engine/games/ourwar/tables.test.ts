import { describe, expect, it } from 'vitest';
import { combatModule } from './combat.fixture.js';
import { cellAt, chartOf, columnFor, columnMinimums, lookup, rowFor, shiftColumn } from './tables.js';

describe('results tables', () => {
  const crt = chartOf(combatModule, 'ground-combat');

  it('XVI.4 a missing chart is named in the error', () => {
    expect(() => chartOf(combatModule, 'interception')).toThrow(/ourwar-test.*interception/);
  });

  it('XVI.4 the ratio is rounded down to its column: 5:8 reads 1:2, 2.9:1 reads 2:1, below 1:2 no column', () => {
    const mins = columnMinimums(crt, 'ratios');
    expect(crt.columns[columnFor(mins, 5 / 8)]).toBe('1:2');
    expect(crt.columns[columnFor(mins, 29 / 10)]).toBe('2:1');
    expect(crt.columns[columnFor(mins, 9)]).toBe('6:1');
    expect(columnFor(mins, 1 / 3)).toBe(-1);
  });

  it('XIV.8 a total reads its bracket, labels such as "22-28" and "46+" by their first number', () => {
    const fs = chartOf(combatModule, 'fire-structures');
    const mins = columnMinimums(fs, 'brackets');
    expect(fs.columns[columnFor(mins, 22)]).toBe('22-28');
    expect(fs.columns[columnFor(mins, 21)]).toBe('14-21');
    expect(fs.columns[columnFor(mins, 60)]).toBe('46+');
  });

  it('XVI.5 shifts stay on the chart and modified rolls beyond it read its first or last row', () => {
    expect(shiftColumn(crt, 1, -3)).toBe(0);
    expect(shiftColumn(crt, 5, 3)).toBe(crt.columns.length - 1);
    expect(rowFor(crt, -7)).toBe(0);
    expect(rowFor(crt, 20)).toBe(crt.rows.length - 1);
    expect(cellAt(crt, 2, 4)).toBe(crt.rows[5]!.cells[2]);
    const l = lookup(crt, 'ratios', 3.5, -1, 4);
    expect(l).toEqual({ base: 3, col: 2, row: 5, cell: crt.rows[5]!.cells[2], overflow: 0 });
  });

  it('XVI.5 a shift past the edge is lost, or read as die pips where the chart says "drm" for that edge', () => {
    expect(lookup(crt, 'ratios', 1, -3, 4)).toMatchObject({ col: 0, row: 5, overflow: 0 });
    const pips = { ...crt, data: { ...crt.data, leftOfFirst: 'drm', rightOfLast: 'drm' } };
    expect(lookup(pips, 'ratios', 1, -3, 4)).toMatchObject({ col: 0, row: 3, overflow: -2 });
    expect(lookup(pips, 'ratios', 6, 2, 4)).toMatchObject({ col: 6, row: 7, overflow: 2 });
    expect(lookup(pips, 'ratios', 0.2, 3, 4)).toBeNull();
  });
});
