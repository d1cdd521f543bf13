import { describe, expect, it } from 'vitest';
import { computeOdds, ladderStep, parseRatio, placeOnColumns } from './odds.js';
import { combine, explainShifts, strength, type Shift } from './modifiers.js';
import { allAcrossShift, concentricShift, isConcentric, terrainShift } from './shift-sources.js';

const isabellaCols = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1', '8:1'].map(parseRatio);

describe("odds (rounded in the defender's favour)", () => {
  it('Isabella 13.5 example: 26 attack factors against 7 defence factors is 3:1', () => {
    const o = computeOdds(26, 7);
    expect(o.label).toBe('3:1');
    expect(o.explanation).toMatch(/3\.714.*rounded down.*3:1/);
  });
  it('SFE 9.03 example: 20 vs 10 is 2-1, 4 vs 10 is 1-3, the breakthrough 24 vs 20 is 1-1', () => {
    expect(computeOdds(20, 10, 'defender', '-').label).toBe('2-1');
    expect(computeOdds(4, 10, 'defender', '-').label).toBe('1-3');
    expect(computeOdds(24, 20, 'defender', '-').label).toBe('1-1');
  });
  it('below 1:1 the two roundings differ: defender 5 vs 7 -> 1:2, attacker -> 1:1; 5 vs 11 -> 1:3 vs 1:2', () => {
    expect(computeOdds(5, 7, 'defender').label).toBe('1:2');
    expect(computeOdds(5, 7, 'attacker').label).toBe('1:1');
    expect(computeOdds(5, 11, 'defender').label).toBe('1:3');
    expect(computeOdds(5, 11, 'attacker').label).toBe('1:2');
    expect(computeOdds(5, 10, 'defender').label).toBe('1:2'); // exact: no remainder to round
  });
  it('handles fractions (SFE keeps them), zero defence and zero attack; rejects negatives', () => {
    expect(computeOdds(6.5, 2).label).toBe('3:1');
    expect(computeOdds(0.3, 0.1).label).toBe('3:1'); // floating point must not give 2:1
    expect(computeOdds(5, 0).ratio.a).toBe(Infinity);
    expect(computeOdds(0, 5).ratio.d).toBe(Infinity);
    expect(() => computeOdds(-1, 3)).toThrow(/>= 0/);
  });
  it('parses odds columns and rejects bad ones', () => {
    expect(parseRatio('3-2')).toEqual({ a: 3, d: 2 });
    expect(() => parseRatio('three')).toThrow(/not an odds column/);
  });
});

describe("odds on a table's columns, with an unbounded ladder beyond the edges", () => {
  it('whole odds: 1:3 = -1, 1:2 = 0, 1:1 = 1, 3:1 = 3', () => {
    expect(
      [
        { a: 1, d: 3 },
        { a: 1, d: 2 },
        { a: 1, d: 1 },
        { a: 3, d: 1 },
      ].map(ladderStep),
    ).toEqual([-1, 0, 1, 3]);
  });
  it('places odds on the Isabella columns and counts columns beyond both edges', () => {
    expect(placeOnColumns(computeOdds(26, 7), isabellaCols)).toBe(4); // 3:1
    expect(placeOnColumns(computeOdds(1, 3), isabellaCols)).toBe(0); // 1:3
    expect(placeOnColumns(computeOdds(1, 5), isabellaCols)).toBe(-2); // 1:5 is two left of 1:3
    expect(placeOnColumns(computeOdds(10, 1), isabellaCols)).toBe(11); // 10:1 is two right of 8:1
  });
  it('a table with a 3:2 column (SFE 17 air combat example: 15 vs 9 is 3:2)', () => {
    const cols = ['1:2', '1:1', '3:2', '2:1', '3:1'].map(parseRatio);
    expect(cols[placeOnColumns(computeOdds(15, 9), cols)]).toEqual({ a: 3, d: 2 });
    expect(cols[placeOnColumns(computeOdds(12, 6), cols)]).toEqual({ a: 2, d: 1 });
    expect(cols[placeOnColumns(computeOdds(6, 12), cols)]).toEqual({ a: 1, d: 2 });
  });
});

describe('shifts and DRMs from named sources', () => {
  const mountain: Shift = {
    source: 'terrain.mountain',
    amount: -2,
    ref: 'Isabella 13.10',
    reason: 'defender in a mountain hex',
  };
  const concentric: Shift = { source: 'concentric', amount: 1, ref: 'Isabella 13.13', reason: 'concentric attack' };
  it('Isabella 13.8: all shifts combine into one net shift', () => {
    const n = combine([mountain, concentric]);
    expect(n.net).toBe(-1);
    expect(explainShifts(n)).toBe(
      '2L defender in a mountain hex (Isabella 13.10); 1R concentric attack (Isabella 13.13) -> net 1L',
    );
  });
  it('Isabella 9.6/9.8: at most one airpower-type shift per side (partisan and airpower do not add up)', () => {
    const air: Shift = {
      source: 'air.allied',
      amount: 1,
      ref: 'Isabella 9.6',
      reason: 'Allied airpower in range',
      group: 'air-allied',
    };
    const partisan: Shift = {
      source: 'partisan',
      amount: 1,
      ref: 'Isabella 9.8',
      reason: 'partisan in range',
      group: 'air-allied',
    };
    const axisAir: Shift = {
      source: 'air.axis',
      amount: -1,
      ref: 'Isabella 9.6',
      reason: 'Axis airpower in range',
      group: 'air-axis',
    };
    const n = combine([air, partisan, axisAir]);
    expect(n.net).toBe(0);
    expect(n.dropped.map((d) => d.shift.source)).toEqual(['partisan']);
  });
  it('Our War XVI.4 / XVI.5.2: net shifts capped at 3, net DRM at 5', () => {
    const big = [-3, -2].map(
      (amount, i): Shift => ({ source: `s${i}`, amount, ref: 'Our War XVI.5.1', reason: 'terrain' }),
    );
    expect(combine(big, { cap: 3 })).toMatchObject({ net: -3, raw: -5 });
    const drms = [3, 2, 2].map(
      (amount, i): Shift => ({ source: `d${i}`, amount, ref: 'Our War XVI.5.2', reason: 'x' }),
    );
    expect(combine(drms, { cap: 5 }).net).toBe(5);
  });
  it('SFE 9.05 example: attacking Strasbourg from 4715 gives a net terrain DRM of -2 (fort -1, city -1)', () => {
    const n = combine([
      { source: 'fort.major', amount: -1, ref: 'SFE 24.12', reason: "major fort in the defender's hex" },
      { source: 'terrain.city', amount: -1, ref: 'SFE 9.05', reason: 'city (reconstructed TEC value)' },
    ]);
    expect(n.net).toBe(-2);
  });
});

describe('SFE 23.52 example (T32): surrender DRMs add up', () => {
  it('snow -1, one turn past the 4th -1, printed MF <= 3 -1: net -3, so a modified 2 or less is a die of 5 or less', () => {
    const n = combine([
      { source: 'snow', amount: -1, ref: 'SFE 23.52', reason: 'Snow this turn' },
      { source: 'turns', amount: -1, ref: 'SFE 23.52', reason: 'one turn out of supply beyond the 4th' },
      { source: 'mf', amount: -1, ref: 'SFE 23.52', reason: 'printed MF of 3 or less' },
    ]);
    expect(n.net).toBe(-3);
    const surrenders = [1, 2, 3, 4, 5, 6].filter((die) => die + n.net <= 2);
    expect(surrenders).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('combat strength: per-unit multipliers and caps', () => {
  it("Isabella 11.6: an OOS attacker's factor is halved, remainder rounded up, per unit", () => {
    const oos = { source: 'oos', multiply: 0.5, round: 'up' as const, ref: 'Isabella 11.6', reason: 'out of supply' };
    const t = strength([
      { id: 'a', factor: 7, modifiers: [oos] },
      { id: 'b', factor: 5, modifiers: [oos] },
    ]);
    expect(t.total).toBe(4 + 3);
    expect(t.parts[0]!.notes[0]).toMatch(/rounded up.*11\.6/);
  });
  it('SFE 9.01 example: across a river into a major city the attack is halved twice (x1/4), fractions kept', () => {
    const river = { source: 'river', multiply: 0.5, ref: 'SFE 9.01', reason: 'across a river' };
    const city = { source: 'city', multiply: 0.5, ref: 'SFE 9.01', reason: 'into a major city' };
    expect(strength([{ id: 'x', factor: 10, modifiers: [river, city] }]).total).toBe(2.5);
  });
  it('SFE 16.12 example: 12 ground factors into a major city (6) plus 10 bombing factors add only 6', () => {
    const city = { source: 'city', multiply: 0.5, ref: 'SFE 9.01', reason: 'into a major city' };
    const t = strength([
      { id: 'ground', factor: 12, modifiers: [city] },
      {
        id: 'air',
        factor: 10,
        cap: { max: 6, ref: 'SFE 16.12', reason: 'air support up to the effective ground factors' },
      },
    ]);
    expect(t.parts.map((p) => p.effective)).toEqual([6, 6]);
    expect(t.total).toBe(12);
  });
  it('rejects a negative factor', () => {
    expect(() => strength([{ id: 'bad', factor: -2 }])).toThrow(/"bad"/);
  });
});

describe('named shift sources (Isabella 13.9-13.13) and night factors (Our War XVI.5.1)', () => {
  const tec = {
    clear: { amount: 0, ref: 'Isabella 13.9', reason: 'clear' },
    rough: { amount: -1, ref: 'Isabella 13.10', reason: 'defender in a rough hex' },
    mountain: { amount: -2, ref: 'Isabella 13.10', reason: 'defender in a mountain hex' },
  };
  it('13.9-13.10: clear gives nothing, rough 1L, mountain 2L', () => {
    expect(terrainShift(tec, 'clear')).toEqual([]);
    expect(terrainShift(tec, 'rough')[0]!.amount).toBe(-1);
    expect(terrainShift(tec, 'mountain')[0]).toMatchObject({ amount: -2, ref: 'Isabella 13.10' });
  });
  it('13.12: the river 1L only when every attacker is across a river hexside', () => {
    const river = { amount: -1, ref: 'Isabella 13.12', reason: 'every attacker across a river', source: 'river' };
    expect(allAcrossShift([true, true], river)).toHaveLength(1);
    expect(allAcrossShift([true, false], river)).toEqual([]);
  });
  it('13.13: opposite hexes, an alternating three, or four or more hexes are concentric; 13.11 never against a city', () => {
    expect(isConcentric([0, 3])).toBe(true);
    expect(isConcentric([1, 3, 5])).toBe(true);
    expect(isConcentric([0, 1, 2, 4])).toBe(true);
    expect(isConcentric([0, 1, 3])).toBe(true); // contains an opposite pair
    expect(isConcentric([0, 1, 2])).toBe(false);
    expect(isConcentric([0, 2])).toBe(false);
    expect(concentricShift([0, 3], true)).toEqual([]);
    expect(concentricShift([0, 3], false)[0]!.amount).toBe(1);
    expect(() => isConcentric([6])).toThrow(/0\.\.5/);
  });
  it('Our War XVI.5.1: at night attack factors are halved rounding down, defence halved rounding up', () => {
    const night = (round: 'up' | 'down') => ({
      source: 'night',
      multiply: 0.5,
      round,
      ref: 'Our War XVI.5.1',
      reason: 'night turn',
    });
    expect(strength([{ id: 'a', factor: 5, modifiers: [night('down')] }]).total).toBe(2);
    expect(strength([{ id: 'd', factor: 5, modifiers: [night('up')] }]).total).toBe(3);
  });
});
