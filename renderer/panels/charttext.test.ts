import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ChartDef } from '../../engine/core/module.js';
import { chartText } from './charttext.js';

const chart = {
  columns: ['Movement', 'Combat'],
  rows: [
    { key: 'Clear', cells: ['1 MP', 'No effect'] },
    { key: 'Rough', cells: ['2 MP', '1L'] },
  ],
  notes: 'Costs add up.',
  translations: {
    es: {
      columns: ['Movimiento'],
      rows: [{ key: 'Despejado', cells: ['1 PM', 'Sin efecto'] }],
      notes: 'Los costes se suman.',
    },
  },
};

describe('chart text in a language', () => {
  it('takes the translation where it has one and the module text elsewhere', () => {
    expect(chartText(chart, 'es')).toEqual({
      columns: ['Movimiento', 'Combat'],
      rows: [
        { key: 'Despejado', cells: ['1 PM', 'Sin efecto'] },
        { key: 'Rough', cells: ['2 MP', '1L'] },
      ],
      notes: 'Los costes se suman.',
    });
    expect(chartText(chart, 'en')).toEqual({ columns: chart.columns, rows: chart.rows, notes: chart.notes });
  });

  it('Isabella has every TEC heading, row, cell and the notes of both charts in Spanish', () => {
    const file = new URL('../../assets/modules/isabella/charts.json', import.meta.url);
    const charts = JSON.parse(readFileSync(file, 'utf8')) as ChartDef[];
    for (const c of charts) {
      const es = c.translations?.es;
      expect(es?.notes, c.id).toBeTruthy();
      expect(es!.notes).not.toBe(c.notes);
      if (c.kind !== 'tec') continue;
      expect(es!.columns).toHaveLength(c.columns.length);
      expect(es!.rows).toHaveLength(c.rows.length);
      es!.rows!.forEach((r, i) => {
        expect(r.key).not.toBe(c.rows[i].key);
        expect(r.cells).toHaveLength(c.rows[i].cells.length);
      });
    }
  });
});
