// The combat systems on the Isabella module's own CRT data (assets/modules/isabella/charts.json, helper E).
import { describe, expect, it } from 'vitest';
import type { ChartDef } from '../../core/module.js';
import charts from '../../../assets/modules/isabella/charts.json';
import { crtFromChart } from './crt.js';
import { resolveOddsBattle, type ResultConversion } from './resolve.js';

const chart = (charts as unknown as ChartDef[]).find((c) => c.id === 'crt')!;
const crt = crtFromChart(chart);
const noRoll = () => {
  throw new Error('no roll expected');
};

describe('Isabella module CRT read through the adapter', () => {
  it('has the 1:3..8:1 columns and the automatic edge results from its data', () => {
    expect(crt.columns.map((c) => c.label)).toEqual([
      '1:3',
      '1:2',
      '1:1',
      '2:1',
      '3:1',
      '4:1',
      '5:1',
      '6:1',
      '7:1',
      '8:1',
    ]);
    expect(crt.automatic.map((a) => [a.when, a.column, a.result])).toEqual([
      ['atOrBelow', '1:3', 'AL1'],
      ['atOrAbove', '8:1', 'DE'],
    ]);
  });
  it('13.5 + 13.14 examples: 26 vs 7 is 3:1, and a 3 rolled there is DL1', () => {
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 26 }],
      defenders: [{ id: 'D', factor: 7 }],
      rollDie: () => 3,
    });
    expect([out.final.label, out.result]).toEqual(['3:1', 'DL1']);
  });
  it('13.6 / 13.7: 1:3 or less is AL1 and 8:1 or more is DE, without a roll', () => {
    expect(
      resolveOddsBattle({
        crt,
        attackers: [{ id: 'A', factor: 2 }],
        defenders: [{ id: 'D', factor: 6 }],
        rollDie: noRoll,
      }).result,
    ).toBe('AL1');
    expect(
      resolveOddsBattle({
        crt,
        attackers: [{ id: 'A', factor: 1 }],
        defenders: [{ id: 'D', factor: 9 }],
        rollDie: noRoll,
      }).result,
    ).toBe('AL1');
    expect(
      resolveOddsBattle({
        crt,
        attackers: [{ id: 'A', factor: 16 }],
        defenders: [{ id: 'D', factor: 2 }],
        rollDie: noRoll,
      }).result,
    ).toBe('DE');
  });
  it("13.11: the module's city conversion turns a rolled DL1 into EX", () => {
    const conv = chart.data!['cityConversion'] as Record<string, string>;
    const conversions: ResultConversion[] = [
      { from: Object.keys(conv), to: 'EX', ref: 'Isabella 13.11', reason: 'defender in a city' },
    ];
    const city = { source: 'terrain.city', amount: -2, ref: 'Isabella 13.11', reason: 'defender in a city hex' };
    // 5:1 with the city's 2L is 3:1; a 3 there is DL1 -> EX.
    const out = resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: 10 }],
      defenders: [{ id: 'D', factor: 2 }],
      shifts: [city],
      conversions,
      rollDie: () => 3,
    });
    expect([out.read, out.result]).toEqual(['DL1', 'EX']);
  });
});
