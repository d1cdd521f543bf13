import { describe, expect, it } from 'vitest';
import type { ChartDef } from '../../core/module.js';
import { crtFromChart, parseRowKey, rowFor } from './crt.js';
import { columnLabel, resolveOddsBattle, type ResultConversion } from './resolve.js';
import type { Shift } from './modifiers.js';

// A TEST placeholder shaped like the Isabella CRT (the printed table is missing from the rulebook): only
// the facts the text gives are real — 1:3 all AL1 (13.6), 8:1 all DE (13.7), 3:1 with a 3 is DL1 (13.14).
// Every other cell is a distinct code "c<column>r<row>" so a test can see exactly which cell was read.
const cols = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1', '8:1'];
const placeholder: ChartDef = {
  id: 'crt',
  name: 'Combat Results Table (test placeholder)',
  kind: 'crt',
  columns: cols,
  rows: [1, 2, 3, 4, 5, 6].map((r) => ({
    key: String(r),
    cells: cols.map((c, i) => (i === 0 ? 'AL1' : i === 9 ? 'DE' : c === '3:1' && r === 3 ? 'DL1' : `c${c}r${r}`)),
  })),
  data: {
    automatic: [
      { atOrBelow: '1:3', result: 'AL1', ref: 'Isabella 13.6' },
      { atOrAbove: '8:1', result: 'DE', ref: 'Isabella 13.7' },
    ],
  },
  prov: { source: 'reconstructed', reason: 'test placeholder: the printed CRT is not in the rulebook text' },
};
const crt = crtFromChart(placeholder);
const die = (n: number) => () => n;
const noRoll = () => {
  throw new Error('no roll expected');
};
const mountain: Shift = {
  source: 'terrain.mountain',
  amount: -2,
  ref: 'Isabella 13.10',
  reason: 'defender in a mountain hex',
};
const city: Shift = { source: 'terrain.city', amount: -2, ref: 'Isabella 13.11', reason: 'defender in a city hex' };
const cityConversion: ResultConversion = {
  from: ['DR', 'DL1', 'AS'],
  to: 'EX',
  ref: 'Isabella 13.11',
  reason: 'defender in a city',
};

describe('CRT adapter (ChartDef -> Crt)', () => {
  it('reads columns, rows and automatic results', () => {
    expect(crt.columns.map((c) => c.label)).toEqual(cols);
    expect(crt.rows).toHaveLength(6);
    expect(crt.automatic.map((a) => a.result)).toEqual(['AL1', 'DE']);
  });
  it('parses row keys and clamps modified rolls beyond the rows', () => {
    expect(parseRowKey('0-1')).toEqual({ min: 0, max: 1 });
    expect(parseRowKey('7+')).toEqual({ min: 7, max: Infinity });
    expect(parseRowKey('<=0')).toEqual({ min: -Infinity, max: 0 });
    expect(parseRowKey('−1')).toEqual({ min: -1, max: -1 });
    expect(rowFor(crt, 9).key).toBe('6');
    expect(rowFor(crt, -2).key).toBe('1');
  });
  it('names the problem in a malformed chart', () => {
    expect(() => crtFromChart({ ...placeholder, kind: 'tec' })).toThrow(/not a CRT/);
    expect(() => crtFromChart({ ...placeholder, rows: [{ key: '1', cells: ['AL1'] }] })).toThrow(
      /row "1" has 1 cells for 10 columns/,
    );
    expect(() => crtFromChart({ ...placeholder, columns: ['2:1', ...cols.slice(1)] })).toThrow(/higher odds/);
    expect(() => crtFromChart({ ...placeholder, rows: [{ key: 'x', cells: cols.map(() => 'AS') }] })).toThrow(
      /row key "x"/,
    );
    expect(() => crtFromChart({ ...placeholder, data: { automatic: [{ atOrBelow: '1:9', result: 'AL1' }] } })).toThrow(
      /automatic/,
    );
  });
});

describe('odds battle resolution with explanations (Isabella 13.5-13.14)', () => {
  it('Isabella 13.14 example: a 3 rolled on the 3:1 column is DL1 (26 vs 7 in clear terrain)', () => {
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 26 }],
      defenders: [{ id: 'D', factor: 7 }],
      rollDie: die(3),
    });
    expect(out.final.label).toBe('3:1');
    expect(out.roll).toEqual({ die: 3, modified: 3, row: '3' });
    expect(out.result).toBe('DL1');
    expect(out.explanation.join('\n')).toMatch(/26 \/ 7 = 3\.714, rounded down -> 3:1[\s\S]*roll 3 = 3 on 3:1: DL1/);
  });
  it('Isabella 13.10: a mountain hex shifts 3:1 two columns left to 1:1', () => {
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 26 }],
      defenders: [{ id: 'D', factor: 7 }],
      shifts: [mountain],
      rollDie: die(2),
    });
    expect(out.start.label).toBe('3:1');
    expect(out.final.label).toBe('1:1');
    expect(out.result).toBe('c1:1r2');
    expect(out.explanation.some((l) => l.includes('2L defender in a mountain hex (Isabella 13.10)'))).toBe(true);
  });
  it('Isabella 13.6: odds of 1:3 or less are an automatic AL1 with no roll', () => {
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 3 }],
      defenders: [{ id: 'D', factor: 9 }],
      rollDie: noRoll,
    });
    expect(out.result).toBe('AL1');
    expect(out.roll).toBeUndefined();
    expect(out.automatic!.ref).toBe('Isabella 13.6');
    // 2:1 shifted 4 left (mountain + city) falls to 1:4, beyond the table's left edge: automatic AL1.
    const shifted = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 8 }],
      defenders: [{ id: 'D', factor: 4 }],
      shifts: [mountain, city],
      rollDie: noRoll,
    });
    expect(shifted.final.label).toBe('1:4');
    expect(shifted.result).toBe('AL1');
  });
  it('Isabella 13.7: final odds of 8:1 or more are an automatic DE, counted after shifts', () => {
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 30 }],
      defenders: [{ id: 'D', factor: 3 }],
      shifts: [mountain],
      rollDie: noRoll,
    });
    expect(out.start.label).toBe('10:1');
    expect(out.final.label).toBe('8:1');
    expect(out.result).toBe('DE');
  });
  it('Isabella ambiguity 5: on the unbounded ladder 12:1 with 2L is still 10:1 (DE); clamping first gives 6:1', () => {
    const b = {
      crt,
      attackers: [{ id: 'A', factor: 24 }],
      defenders: [{ id: 'D', factor: 2 }],
      shifts: [mountain],
      rollDie: die(4),
    };
    expect(resolveOddsBattle(b).result).toBe('DE');
    const first = resolveOddsBattle({ ...b, options: { beyondEdge: 'clampFirst' } });
    expect(first.final.label).toBe('6:1');
    expect(first.result).toBe('c6:1r4');
  });
  it('Isabella 13.11: rolled DL1 in a city becomes EX, and the reason is given', () => {
    // 20 vs 2 = 10:1, city 2L -> 8:1 would be automatic; use 10 vs 2 = 5:1 - 2L = 3:1, roll 3 -> DL1 -> EX.
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 10 }],
      defenders: [{ id: 'D', factor: 2 }],
      shifts: [city],
      conversions: [cityConversion],
      rollDie: die(3),
    });
    expect(out.read).toBe('DL1');
    expect(out.result).toBe('EX');
    expect(out.explanation[out.explanation.length - 1]).toBe('DL1 becomes EX: defender in a city (Isabella 13.11)');
    // Automatic results are not "rolled": no conversion.
    const auto = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 2 }],
      defenders: [{ id: 'D', factor: 2 }],
      shifts: [city],
      conversions: [{ ...cityConversion, from: ['AL1'] }],
    });
    expect(auto.result).toBe('AL1');
  });
  it('DRMs move the row; a modified roll beyond the rows reads the last row', () => {
    const plus: Shift = { source: 'leader', amount: 3, ref: 'SFE 13.01', reason: 'leader with the attackers' };
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 4 }],
      defenders: [{ id: 'D', factor: 2 }],
      drms: [plus],
      rollDie: die(5),
    });
    expect(out.roll).toEqual({ die: 5, modified: 8, row: '6' });
    expect(out.result).toBe('c2:1r6');
  });
  it('Our War XIX.1: odds capped at 3:1 before shifts', () => {
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 30 }],
      defenders: [{ id: 'D', factor: 5 }],
      options: { oddsCap: '3:1' },
      rollDie: die(1),
    });
    expect(out.start.label).toBe('3:1');
  });
  it('a table whose edges forbid the attack returns no result (SFE 9.03: attrition attacks need 1-6 or better)', () => {
    const sfe = crtFromChart({ ...placeholder, data: { beyond: 'noAttack' } });
    const out = resolveOddsBattle({
      crt: sfe,
      attackers: [{ id: 'A', factor: 1 }],
      defenders: [{ id: 'D', factor: 9 }],
      rollDie: noRoll,
    });
    expect(out.result).toBeNull();
    expect(out.final.label).toBe('1:9');
  });
  it('asks for a die when one is needed and none was given', () => {
    expect(() =>
      resolveOddsBattle({ crt, attackers: [{ id: 'A', factor: 4 }], defenders: [{ id: 'D', factor: 2 }] }),
    ).toThrow(/rollDie/);
  });
  it('labels virtual columns beyond the edges', () => {
    expect(columnLabel(crt, -1)).toBe('1:4');
    expect(columnLabel(crt, 10)).toBe('9:1');
  });
});

describe('rerolls (Isabella 13.25)', () => {
  // 4 vs 2 = 2:1; rows 1..6 on 2:1 read c2:1r1.. ; make row 2 an AS for this test.
  const withAs = crtFromChart({
    ...placeholder,
    rows: placeholder.rows.map((r) =>
      r.key === '2' ? { ...r, cells: r.cells.map((c, i) => (i === 3 ? 'AS' : c)) } : r,
    ),
  });
  it('the Axis may reroll AS against the 1/2GGB as often as he likes; each reroll is explained', () => {
    const dice = [2, 2, 5];
    const out = resolveOddsBattle({
      crt: withAs,
      attackers: [{ id: 'A', factor: 4 }],
      defenders: [{ id: '1/2GGB', factor: 2 }],
      rollDie: () => dice.shift()!,
      reroll: { on: ['AS'], ref: 'Isabella 13.25', reason: 'Axis attack on the 1/2GGB', wants: () => true },
    });
    expect(out.result).toBe('c2:1r5');
    expect(out.roll!.die).toBe(5);
    expect(out.explanation.filter((l) => l.includes('rerolled'))).toHaveLength(2);
  });
  it('declining the reroll keeps the AS', () => {
    const out = resolveOddsBattle({
      crt: withAs,
      attackers: [{ id: 'A', factor: 4 }],
      defenders: [{ id: '1/2GGB', factor: 2 }],
      rollDie: () => 2,
      reroll: { on: ['AS'], ref: 'Isabella 13.25', reason: 'x', wants: () => false },
    });
    expect(out.result).toBe('AS');
  });
});

describe("CRT adapter: the module files' automatic-result form (automaticColumns, below/above)", () => {
  it('edge columns become automatic at-or-beyond; a middle column is refused', () => {
    const c = crtFromChart({
      ...placeholder,
      data: { automaticColumns: { '1:3': 'AL1', '8:1': 'DE' }, belowRef: '13.6', aboveRef: '13.7' },
    });
    expect(c.automatic.map((a) => [a.when, a.index, a.ref])).toEqual([
      ['atOrBelow', 0, '13.6'],
      ['atOrAbove', 9, '13.7'],
    ]);
    expect(() => crtFromChart({ ...placeholder, data: { automaticColumns: { '3:1': 'DE' } } })).toThrow(
      /not at an edge/,
    );
  });
  it('below / above alone apply only beyond the edges', () => {
    const c = crtFromChart({ ...placeholder, data: { below: 'AL1', above: 'DE' } });
    const low = resolveOddsBattle({
      crt: c,
      attackers: [{ id: 'A', factor: 1 }],
      defenders: [{ id: 'D', factor: 3 }],
      rollDie: die(5),
    });
    expect(low.result).toBe('AL1'); // the 1:3 column of the placeholder is AL1 when rolled
    expect(low.roll!.die).toBe(5);
    const lower = resolveOddsBattle({
      crt: c,
      attackers: [{ id: 'A', factor: 1 }],
      defenders: [{ id: 'D', factor: 4 }],
      rollDie: noRoll,
    });
    expect([lower.result, lower.automatic!.column]).toEqual(['AL1', 'below 1:3']);
  });
});
