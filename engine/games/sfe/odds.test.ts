// Odds and effective attack (§9.01, §9.03) with the rulebook's own numbers, and air support's cap (§16.12).
import { describe, expect, it } from 'vitest';
import { groundCrt } from './crt.js';
import {
  airSupportAdded,
  combatOdds,
  effectiveAttack,
  type Multiplier,
  netDrm,
  reachesAttritionFloor,
  totalAttack,
} from './odds.js';

const crt = groundCrt();
const river: Multiplier = { factor: 1 / 2, reason: 'river', rule: '§9.01' };
const majorCity: Multiplier = { factor: 1 / 2, reason: 'major city', rule: '§9.01' };

describe('odds', () => {
  it('§9.01 T04: attacking across a river into a major city halves twice (×¼), fractions kept', () => {
    expect(effectiveAttack(10, [river, majorCity])).toBe(2.5);
    expect(effectiveAttack(4, [river, majorCity])).toBe(1);
    expect(effectiveAttack(7, [river])).toBe(3.5);
  });

  it('§9.03 T05: five 4-6-3s on one 10-10-4 are 2-1, one on the other 1-3, all six on both 1-1', () => {
    expect(combatOdds(crt, 5 * 4, 10).column).toBe('2-1');
    expect(combatOdds(crt, 4, 10).column).toBe('1-3');
    expect(combatOdds(crt, 6 * 4, 20).column).toBe('1-1');
  });

  it('§9.01 odds round down: 26 vs 7 is 3-1, 13.5 vs 7 is 1-1, and below 1-1 in the defender favour', () => {
    expect(combatOdds(crt, 26, 7).column).toBe('3-1');
    expect(combatOdds(crt, 13.5, 7).column).toBe('1-1');
    // 1-2.5 is read 1-3 (§9.03: 4 vs 10)
    expect(combatOdds(crt, 6, 15).column).toBe('1-3');
    // 4-1 and 5-1 are not columns of the book's cells: they read the highest column below
    expect(combatOdds(crt, 50, 10).column).toBe('3-1');
    expect(combatOdds(crt, 90, 10).column).toBe('7-1');
  });

  it('§9.01 odds below the lowest column are no attack; 1-1 or better is marked for EX (§10.01)', () => {
    expect(combatOdds(crt, 1, 7).column).toBeNull();
    expect(combatOdds(crt, 10, 10).atLeastEven).toBe(true);
    expect(combatOdds(crt, 9.5, 10).atLeastEven).toBe(false);
  });

  it('§9.03 every attrition attack is at 1-6 or better', () => {
    expect(reachesAttritionFloor(4, 10)).toBe(true);
    expect(reachesAttritionFloor(1, 6)).toBe(true);
    expect(reachesAttritionFloor(1, 7)).toBe(false);
  });

  it('§9.01 the net DRM is the sum of every DRM', () => {
    const drms = [
      { amount: 1, reason: 'armor', rule: '§12.01' },
      { amount: -1, reason: 'fort', rule: '§24.12' },
      { amount: -1, reason: 'leader', rule: '§13.03' },
    ];
    expect(netDrm(drms)).toBe(-1);
    expect(netDrm([])).toBe(0);
  });

  it('§16.12 T15: 12 Axis factors into a major city (6) with 10 bombing factors after flak add 6, not 10', () => {
    const ground = effectiveAttack(12, [majorCity]);
    expect(ground).toBe(6);
    expect(airSupportAdded(ground, 10)).toBe(6);
    expect(totalAttack([{ effective: ground, air: 10 }])).toBe(12);
    expect(combatOdds(crt, totalAttack([{ effective: ground, air: 10 }]), 4).column).toBe('3-1');
    expect(airSupportAdded(6, 4)).toBe(4);
  });
});
