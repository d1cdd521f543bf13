import { describe, expect, it } from 'vitest';
import { combatModule } from './combat.fixture.js';
import { isNegative, parseAirCell, parseFireCell, parseGroundCell, parseStructureCell } from './results.js';
import { chartOf } from './tables.js';

describe('results', () => {
  const crt = chartOf(combatModule, 'ground-combat');

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

  it('XVI.12 a negative part: a loss, D, R or P, not a fanatic result alone', () => {
    expect(isNegative(parseGroundCell('-/D').defender)).toBe(true);
    expect(isNegative(parseGroundCell('F/-').attacker)).toBe(false);
    expect(isNegative(parseGroundCell('-/-').defender)).toBe(false);
  });
});
