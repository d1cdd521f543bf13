import { describe, expect, it } from 'vitest';
import {
  airReplacements,
  cutOffPoints,
  mayPlace,
  monthly,
  perCity,
  quarterly,
  rebuildCost,
  replaceable,
  specialReplacements,
} from './replace.js';
import { TEST_UNITS } from './sfe.fixture.js';

const def = (id: string) => TEST_UNITS.find((u) => u.id === id)!;
const barbarossa = { year: 1941, month: 6, half: 2 as const };

describe('replacements (§27.2)', () => {
  it("§27.2 monthly RPs on a month's first turn, quarterly ones on a quarter's", () => {
    expect(monthly({ year: 1941, month: 7, half: 1 })).toBe(true);
    expect(monthly({ year: 1941, month: 7, half: 2 })).toBe(false);
    expect(quarterly({ year: 1941, month: 7, half: 1 })).toBe(true);
    expect(quarterly({ year: 1941, month: 8, half: 1 })).toBe(false);
  });

  it('†§27.21 T33: Barbarossa: two units a Soviet replacement city from 10/41, three from the 7th month, 1/42', () => {
    expect(perCity(true, { year: 1941, month: 9, half: 2 }, barbarossa)).toBe(1);
    expect(perCity(true, { year: 1941, month: 10, half: 1 }, barbarossa)).toBe(2);
    expect(perCity(true, { year: 1941, month: 12, half: 2 }, barbarossa)).toBe(2);
    expect(perCity(true, { year: 1942, month: 1, half: 1 }, barbarossa)).toBe(3);
    expect(perCity(false, { year: 1942, month: 1, half: 1 }, barbarossa)).toBe(1);
  });

  it('†§27.21 T33: every city must have N units before any gets N+1, and one armor unit a city at most', () => {
    const cities = ['Moscow', 'Gorky'];
    expect(mayPlace('Moscow', false, cities, {}, {}, 2)).toBe(true);
    expect(mayPlace('Moscow', false, cities, { Moscow: 1 }, {}, 2)).toBe(false);
    expect(mayPlace('Moscow', false, cities, { Moscow: 1, Gorky: 1 }, {}, 2)).toBe(true);
    expect(mayPlace('Moscow', true, cities, { Moscow: 1, Gorky: 1 }, { Moscow: 1 }, 2)).toBe(false);
    expect(mayPlace('Moscow', false, cities, { Moscow: 2, Gorky: 2 }, {}, 2)).toBe(false);
  });

  it('§27.21a infantry costs 1 infantry RP an attack factor, armor 1 armor RP, motorized half (up) armor', () => {
    expect(rebuildCost(def('ger-inf'), 10)).toEqual({ infantry: 10, armor: 0, air: 0 });
    expect(rebuildCost(def('ger-pz'), 16)).toEqual({ infantry: 0, armor: 16, air: 0 });
    expect(rebuildCost(def('ger-mot'), 5)).toEqual({ infantry: 2, armor: 3, air: 0 });
  });

  it('§27.21b Leningrad supplied only over Lake Ladoga: its RPs are halved', () => {
    expect(cutOffPoints({ infantry: 5, armor: 3, air: 0 })).toEqual({ infantry: 2.5, armor: 1.5, air: 0 });
  });

  it('§27.22 special replacements are a quarter of the attack factors lost, fractions kept', () => {
    expect(specialReplacements(10)).toBe(2.5);
  });

  it('§27.23 units with a movement factor of 2 or less cannot be replaced', () => {
    expect(replaceable(def('ger-inf'))).toBe(true);
    expect(replaceable({ ...def('ger-inf'), full: { attack: 2, defense: 2, movement: 2 } })).toBe(false);
  });

  it('†§27.24(2) T36: 10 air RPs: one unit automatically, a second on a 1-4 spending the remaining 4', () => {
    expect(airReplacements(10, 4)).toEqual({ units: 2, spent: 10 });
    expect(airReplacements(10, 5)).toEqual({ units: 1, spent: 6 });
    expect(airReplacements(3, 3)).toEqual({ units: 1, spent: 3 });
    expect(airReplacements(6, 6)).toEqual({ units: 1, spent: 6 });
  });
});
