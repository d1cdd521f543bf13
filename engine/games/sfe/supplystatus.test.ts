import { describe, expect, it } from 'vitest';
import { supplyEffects } from './charts.js';
import { testModule } from './sfe.fixture.js';
import {
  effectiveLevel,
  rollsForSurrender,
  supplyAttack,
  supplyMp,
  surrenderDrm,
  surrenderOn,
  surrenders,
} from './supplystatus.js';

describe('out of supply (§23.5)', () => {
  it('§23.51 T31: in a major city turn 1 has no effect, turn N+1 the turn-N effects; first surrender turn 5', () => {
    expect([1, 2, 3, 4, 5].map((t) => effectiveLevel(t, true))).toEqual([0, 1, 2, 3, 3]);
    expect([1, 2, 3, 4, 5].map((t) => effectiveLevel(t, false))).toEqual([1, 2, 3, 3, 3]);
    expect(rollsForSurrender(4, true)).toBe(false);
    expect(rollsForSurrender(5, true)).toBe(true);
    expect(rollsForSurrender(4, false)).toBe(true);
    expect(rollsForSurrender(3, false)).toBe(false);
  });

  it('§23.52 T32: 5th turn out of supply, not in a major city, snow, MF 3: DRM -3, surrenders on 5 or less', () => {
    const c = { turns: 5, majorCity: false, snow: true, mf: 3 };
    expect(surrenderDrm(c)).toBe(-3);
    expect(surrenderOn(c)).toBe(5);
    expect(surrenders(5, c)).toBe(true);
    expect(surrenders(6, c)).toBe(false);
  });

  it('§23.52 a 4th turn in clear weather, MF 4, in a major city: +1, it surrenders on a 1 only', () => {
    const c = { turns: 4, majorCity: true, snow: false, mf: 4 };
    expect(surrenderDrm(c)).toBe(1);
    expect(surrenderOn(c)).toBe(1);
  });

  it('§7.11 supply effects on movement come after weather: the chart’s -1 on turn 1, ×½ from turn 2', () => {
    expect(supplyMp(testModule, 4, 0)).toBe(4);
    expect(supplyMp(testModule, 4, 1)).toBe(3);
    expect(supplyMp(testModule, 5, 2)).toBe(3);
    expect(supplyMp(testModule, 1, 3)).toBe(1);
  });

  it('§9.01 an unsupplied unit attacks at ×½ on its first and second turns out of supply, ×¼ from its third', () => {
    expect([0, 1, 2, 3, 4].map((level) => supplyAttack(level, testModule))).toEqual([1, 0.5, 0.5, 0.25, 0.25]);
  });

  it('§23.51 the first turn out of supply already costs movement and attack; in a major city it costs nothing', () => {
    // "penalties each of the first three turns": the chart's turn-1 row, not a free first turn.
    const first = supplyEffects(testModule, effectiveLevel(1, false));
    expect(first.mp).toBeLessThan(0);
    expect(supplyMp(testModule, 4, effectiveLevel(1, false))).toBe(3);
    expect(first.attack).toBe(0.5);
    // §23.51 EXAMPLE: a unit in a major city ignores its 1st turn.
    expect(supplyMp(testModule, 4, effectiveLevel(1, true))).toBe(4);
    expect(supplyAttack(effectiveLevel(1, true), testModule)).toBe(1);
    // the defence holds until the third turn (the chart's design, TABLES.md)
    expect([1, 2, 3].map((l) => supplyEffects(testModule, l).defense)).toEqual([1, 1, 0.5]);
  });
});
