// The ground CRT read as data: the cells the rulebook gives (§10.01, §14.01, §19 example step 16), a module's chart
// read in their place, and the guaranteed DE an overrun needs.
import { describe, expect, it } from 'vitest';
import type { ChartDef, GameModule } from '../../core/module.js';
import { BOOK_CELLS, cellAt, groundCrt, guaranteesDE, isResult } from './crt.js';

const book = groundCrt();

describe('ground CRT', () => {
  it('§10.01 the eight results are the only cells read; an unknown cell reads null', () => {
    expect(['AE', 'AX', 'AR', 'NE', 'EX', 'HX', 'DR', 'DE'].every(isResult)).toBe(true);
    expect(isResult('?')).toBe(false);
    expect(cellAt(book, '1-1', 4)).toBeNull();
    expect(cellAt(book, '9-1', 4)).toBeNull();
  });

  it('§19 T23 (example step 16): at 3-1 a modified 3 is EX, and no other 3-1 cell is invented', () => {
    expect(cellAt(book, '3-1', 3)).toBe('EX');
    expect(cellAt(book, '3-1', 2)).toBeNull();
    expect(cellAt(book, '3-1', 4)).toBeNull();
  });

  it('§14.01 T13: 7-1 with +1 and 6-1 with +2 guarantee DE; one less does not', () => {
    expect(guaranteesDE(book, '7-1', 1)).toBe(true);
    expect(guaranteesDE(book, '6-1', 2)).toBe(true);
    expect(guaranteesDE(book, '7-1', 0)).toBe(false);
    expect(guaranteesDE(book, '6-1', 1)).toBe(false);
    expect(guaranteesDE(book, '3-1', 6)).toBe(false);
  });

  it('§14.01 rolls beyond the rows read the edge row: 7-1 with +4 is still DE', () => {
    expect(cellAt(book, '7-1', 10)).toBe('DE');
    expect(guaranteesDE(book, '7-1', 4)).toBe(true);
  });

  it("§9.01 the module's own chart is read when it has one, in place of the book's cells", () => {
    const chart: ChartDef = {
      ...BOOK_CELLS,
      columns: ['1-1', '2-1'],
      rows: ['1', '2', '3', '4', '5', '6'].map((key, i) => ({ key, cells: [i < 3 ? 'AR' : 'DR', 'DE'] })),
      prov: { source: 'reconstructed', reason: 'test chart' },
    };
    const crt = groundCrt({ charts: [chart] } as Pick<GameModule, 'charts'>);
    expect(cellAt(crt, '1-1', 2)).toBe('AR');
    expect(cellAt(crt, '1-1', 5)).toBe('DR');
    expect(guaranteesDE(crt, '2-1', 0)).toBe(true);
    expect(guaranteesDE(crt, '1-1', 3)).toBe(false);
  });
});
