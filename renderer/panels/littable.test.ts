import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartDef } from '../../engine/core/module.js';
import { initI18n } from '../i18n/index.js';
import { type FakeEl, fakeDocument } from './fake-dom.js';
import { cellClass, litTable } from './littable.js';

/** A chart of three columns and four rows, each cell naming its column and row. */
const CHART = {
  id: 'test-crt',
  name: 'Test chart',
  columns: ['1-1', '2-1', '3-1'],
  rows: ['1', '2', '3', '4'].map((key) => ({ key, cells: ['1-1', '2-1', '3-1'].map((c) => `${c}/${key}`) })),
} as unknown as ChartDef;

let restore: () => void = () => {};

describe('A result read on its chart', () => {
  beforeAll(() => {
    restore = fakeDocument();
    initI18n('en');
  });
  afterAll(() => restore());

  it('marks the column read, lights the cell where it crosses the row read, and no other', () => {
    expect(cellClass(2, 1, 2, 1)).toBe('cell');
    expect(cellClass(0, 1, 2, 1)).toBe('lit');
    expect(cellClass(2, 0, 2, 1)).toBe('');
    expect(cellClass(0, 0, -1, -1)).toBe('');
  });

  it('draws every row and column, with the one cell read lit under the game prefix\u2019s test id', () => {
    const box = litTable(CHART, 1, 2, 'game') as unknown as FakeEl;
    expect(box.attrs.class).toBe('game-chart');
    const table = box.all('table')[0]!;
    expect(table.attrs.class).toBe('lit-table game-crt');
    expect(table.attrs['data-chart']).toBe('test-crt');
    expect(table.attrs['aria-label']).toBe('Test chart');
    const heads = table.all('thead')[0]!.all('th');
    expect(heads.map((h) => h.textContent)).toEqual(['', '1-1', '2-1', '3-1']);
    expect(heads.map((h) => h.attrs.class ?? '')).toEqual(['', '', 'lit', '']);
    const rows = table.all('tbody')[0]!.all('tr');
    expect(rows.map((r) => r.attrs.class ?? '')).toEqual(['', '', 'lit', '']);
    const lit = table.all('td').filter((c) => c.attrs['data-testid'] === 'game-result-lit');
    expect(lit.map((c) => [c.textContent, c.attrs.class])).toEqual([['2-1/3', 'cell']]);
    expect(
      table
        .all('td')
        .filter((c) => c.attrs.class === 'lit')
        .map((c) => c.textContent),
    ).toEqual(['2-1/1', '2-1/2', '2-1/4']);
  });

  it('lights nothing when the roll reads no row of the chart', () => {
    const table = (litTable(CHART, 0, -1, 'game') as unknown as FakeEl).all('table')[0]!;
    expect(table.all('td').some((c) => c.attrs['data-testid'])).toBe(false);
    expect(table.all('td').filter((c) => c.attrs.class === 'lit')).toHaveLength(4);
  });
});
