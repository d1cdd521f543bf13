import { describe, expect, it } from 'vitest';
import type { ChartDef } from '../../core/module.js';
import {
  fireOn,
  fireRetreatSpaces,
  fireTableFromChart,
  fireWinner,
  resolveFireCombat,
  strengthColumn,
  type FireUnit,
} from './fire.js';
import type { Shift } from './modifiers.js';

// TEST placeholders: the Crusade fire tables are printed on the play aid, not in the rulebook. Only the column
// headings the text names are real ("6" on the Division table, "2" and "6-8" on the Corps table). Each cell
// encodes column and row (10 * column index + die) so a test sees which cell was read.
const prov = { source: 'reconstructed' as const, reason: 'test placeholder: fire tables missing from the rulebook' };
const table = (id: string, name: string, columns: string[]): ChartDef => ({
  id,
  name,
  kind: 'table',
  columns,
  prov,
  rows: [1, 2, 3, 4, 5, 6].map((d) => ({ key: String(d), cells: columns.map((_, i) => 10 * i + d) })),
});
const division = fireTableFromChart(
  table('div', 'Division-sized Units Table', ['0', '1', '2', '3', '4', '5', '6', '7-8', '9+']),
);
const corps = fireTableFromChart(table('corps', 'Corps-sized Units Table', ['0-1', '2', '3-5', '6-8', '9-11', '12+']));
const tables = { division, corps };
const inf = (id: string, cf: number): FireUnit => ({ id, cf, corps: false });
const cor = (id: string, cf: number): FireUnit => ({ id, cf, corps: true });
const mountain: Shift = {
  source: 'terrain.mountain',
  amount: -1,
  ref: 'Crusade 11.2.6',
  reason: 'defending space is Mountain',
};
const sierra: Shift = {
  source: 'terrain.sierra',
  amount: -1,
  ref: 'Crusade 11.2.6',
  reason: 'attack into or out of the Sierra of Madrid',
};
const river: Shift = { source: 'terrain.river', amount: -1, ref: 'Crusade 11.2.6', reason: 'attack across a river' };

describe('fire tables (Crusade 11.2.6-11.2.9)', () => {
  it('reads strength columns, including ranges and open ends', () => {
    expect(corps.columns.map((c) => [c.min, c.max])).toEqual([
      [0, 1],
      [2, 2],
      [3, 5],
      [6, 8],
      [9, 11],
      [12, Infinity],
    ]);
    expect(strengthColumn(division, 6)).toBe(6);
    expect(strengthColumn(division, 40)).toBe(8);
    expect(strengthColumn(corps, 7)).toBe(3);
  });
  it('names the problem in a malformed table', () => {
    expect(() =>
      fireTableFromChart({ ...table('x', 'x', ['1', '2']), rows: [{ key: '1', cells: [1, 'DE'] }] }),
    ).toThrow(/Loss Number/);
    expect(() => fireTableFromChart(table('x', 'x', ['1-3', '2-4']))).toThrow(/overlaps/);
  });
  it('11.2.6 example 1 (T-19): three 2-1-3 divisions fire on Division "6"; a reduced 2-3-3 corps on Corps "2"', () => {
    const c = resolveFireCombat({
      attacker: { units: [inf('a', 2), inf('b', 2), inf('c', 2)] },
      defender: { units: [cor('rep', 2)] },
      tables,
      rollDie: () => 4,
    });
    expect([c.attacker.table, c.attacker.column]).toEqual(['div', '6']);
    expect([c.defender.table, c.defender.column]).toEqual(['corps', '2']);
    expect(c.attacker.ln).toBe(64);
  });
  it('11.2.6 example 2 (T-20): one reduced 2-2-3 corps upgrades the whole stack to Corps "6-8"', () => {
    const c = resolveFireCombat({
      attacker: { units: [inf('a', 2), inf('b', 2), inf('c', 2), cor('k', 2)] },
      defender: { units: [cor('rep', 2)] },
      tables,
      rollDie: () => 1,
    });
    expect([c.attacker.table, c.attacker.strength, c.attacker.column]).toEqual(['corps', 8, '6-8']);
  });
  it('11.2.6 Sierra of Madrid example (T-21): Segovia->Somosierra 2 CL (Mountain + Sierra); Somosierra->Aranda 2 CL (River + Sierra)', () => {
    const into = fireOn(corps, { units: [cor('k', 8)], shifts: [mountain, sierra] }, 3);
    expect(into.shift.net).toBe(-2);
    expect(into.column).toBe('2'); // "6-8" two columns left
    const out = fireOn(corps, { units: [cor('k', 8)], shifts: [river, sierra] }, 3);
    expect(out.column).toBe('2');
  });
  it('shifts past the table edge are ignored (11.2.6) and modified rolls stay within 1..6 (11.2.7)', () => {
    const f = fireOn(
      corps,
      {
        units: [cor('k', 2)],
        shifts: [mountain, sierra, river],
        drms: [{ source: 'card', amount: -3, ref: 'Crusade 11.2.5', reason: 'card' }],
      },
      2,
    );
    expect(f.column).toBe('0-1');
    expect(f.modified).toBe(1);
    expect(f.explanation.join(' ')).toMatch(/shift past the edge ignored/);
    const g = fireOn(
      division,
      { units: [inf('a', 3)], drms: [{ source: 'armor', amount: 1, ref: 'Crusade 16.6.2', reason: 'armor' }] },
      6,
    );
    expect(g.modified).toBe(6);
  });
  it('11.2.9 examples (T-11..T-13): higher Loss Number wins, equal means both lose, absorbed losses do not matter', () => {
    expect(fireWinner(3, 1)).toBe('attacker');
    expect(fireWinner(2, 2)).toBe('none');
    expect(fireWinner(2, 1)).toBe('attacker'); // T-13: only one step could be absorbed, still a win
  });
  it('11.4.1-11.4.2: retreat 1 space when the Loss Numbers differ by one, 2 otherwise; none without a win or survivors', () => {
    expect(fireRetreatSpaces(3, 2, true)).toBe(1);
    expect(fireRetreatSpaces(4, 1, true)).toBe(2);
    expect(fireRetreatSpaces(2, 0, true)).toBe(2); // 11.4.3 example: LN 2 against 0 -> 2 spaces
    expect(fireRetreatSpaces(2, 2, true)).toBe(0); // T-12: a tie means no retreat
    expect(fireRetreatSpaces(3, 1, false)).toBe(0);
    expect(fireRetreatSpaces(1, 3, true)).toBe(0);
  });
});
