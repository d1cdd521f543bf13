import { describe, expect, it } from 'vitest';
import { combatModule } from './combat.fixture.js';
import { parseAirCell, parseFireCell, parseGroundCell, parseStructureCell } from './results.js';
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

  it('XVI Fig. 22 a ground cell splits into the attacker and defender parts, "*" shaded', () => {
    const r = parseGroundCell('X/2XDR*');
    expect(r.shaded).toBe(true);
    expect(r.attacker).toMatchObject({ levels: 1, dso: false, retreat: false });
    expect(r.defender).toMatchObject({ levels: 2, dso: true, retreat: true, captured: false });
    const f = parseGroundCell('F.AT/XRF.DF');
    expect(f.attacker.fanatic).toBe(true);
    expect(f.defender).toMatchObject({ levels: 1, retreat: true, fanatic: true });
    expect(parseGroundCell('-/P').defender.captured).toBe(true);
    expect(() => parseGroundCell('F.DF/-')).toThrow(/wrong side/);
    expect(() => parseGroundCell('XQ/-')).toThrow(/cannot read "Q"/);
    expect(() => parseGroundCell('X')).toThrow(/attacker\/defender/);
  });

  it('XIV Fig. 20 fire cells: levels, D and italics', () => {
    expect(parseFireCell('-')).toMatchObject({ levels: 0, dso: false, italic: false });
    expect(parseFireCell('D')).toMatchObject({ levels: 0, dso: true });
    expect(parseFireCell('2XDi')).toMatchObject({ levels: 2, dso: true, italic: true });
    expect(parseFireCell('Xi')).toMatchObject({ levels: 1, dso: false, italic: true });
    expect(() => parseFireCell('R')).toThrow(/Fig. 20/);
  });

  it('XV Fig. 21 structure cells: turns of damage, X, italic, light and heavy shading', () => {
    expect(parseStructureCell('3s')).toMatchObject({ turns: 3, destroyed: false, light: true, heavy: false });
    expect(parseStructureCell('XSi')).toMatchObject({ turns: 0, destroyed: true, heavy: true, italic: true });
    expect(parseStructureCell('-').turns).toBe(0);
    expect(() => parseStructureCell('D')).toThrow(/Fig. 21/);
  });

  it('XIII Fig. 16 AA and air cells: levels, abort, shaded firer loss', () => {
    expect(parseAirCell('2XAs')).toEqual({ levels: 2, abort: true, firerLoses: true, text: '2XAs' });
    expect(parseAirCell('A')).toMatchObject({ levels: 0, abort: true, firerLoses: false });
    expect(() => parseAirCell('D')).toThrow(/Fig. 16/);
  });

  it('XVI the fixture charts parse cell by cell', () => {
    for (const row of crt.rows) for (const c of row.cells) expect(() => parseGroundCell(String(c))).not.toThrow();
  });
});
