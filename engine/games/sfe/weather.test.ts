import { describe, expect, it } from 'vitest';
import { weatherCell } from './charts.js';
import { testModule } from './sfe.fixture.js';
import { frozen, railheadReach, rollWeather, severeWinterDrm, weatherFor, weatherMp, worstWeather } from './weather.js';

const jul = { year: 1941, month: 7, half: 1 as const };
describe('weather (§25)', () => {
  it('§4.01 one die sets Zones A and B, another C and D, from the month’s row; Zone E is always clear', () => {
    const dec = { year: 1941, month: 12, half: 1 as const };
    const w = rollWeather(testModule, dec, 6, 1);
    expect([w.A, w.B]).toEqual(weatherCell(testModule, 'AB', 12, 6));
    expect([w.C, w.D]).toEqual(weatherCell(testModule, 'CD', 12, 1));
    expect(w.E).toBe('clear');
    expect(w.A).toBe('heavy-snow');
    expect(rollWeather(testModule, jul, 1, 1).A).toBe('clear');
  });

  it('§25.1 a move across zones uses the most restrictive weather', () => {
    const w = { A: 'clear', B: 'mud', C: 'clear', D: 'clear', E: 'clear' } as const;
    const b = testModule.map.hexes.find((h) => h.features?.includes('weather-zone-B'))!.id;
    expect(worstWeather(testModule, w, ['C:4032'])).toBe('clear');
    expect(worstWeather(testModule, w, ['C:4032', b])).toBe('mud');
  });

  it('§28.04 severe winters add 1 from NOV 2 to MAR 1 of 1941-42, in the East to APR 1; Frost in C/D is Snow', () => {
    expect(severeWinterDrm({ year: 1941, month: 11, half: 1 }, true)).toBe(0);
    expect(severeWinterDrm({ year: 1941, month: 11, half: 2 }, false)).toBe(1);
    expect(severeWinterDrm({ year: 1942, month: 3, half: 1 }, false)).toBe(1);
    expect(severeWinterDrm({ year: 1942, month: 3, half: 2 }, false)).toBe(0);
    expect(severeWinterDrm({ year: 1942, month: 4, half: 1 }, true)).toBe(1);
    expect(severeWinterDrm({ year: 1942, month: 4, half: 2 }, true)).toBe(0);
    expect(severeWinterDrm({ year: 1943, month: 1, half: 1 }, true)).toBe(0);
    const dec = { year: 1941, month: 12, half: 1 as const };
    expect(weatherFor(testModule, dec, 'AB', 6, true)).toEqual(weatherCell(testModule, 'AB', 12, 7));
    expect(weatherFor(testModule, jul, 'AB', 6, true)).toEqual(weatherFor(testModule, jul, 'AB', 6));
    // A roll whose plain result holds Frost in C or D reads Snow in a severe winter.
    for (let die = 1; die <= 6; die++) {
      const plain = weatherCell(testModule, 'CD', 12, die + 1);
      const severe = weatherFor(testModule, dec, 'CD', die, true);
      expect(severe).toEqual(plain.map((w) => (w === 'frost' ? 'snow' : w)));
    }
    expect(weatherCell(testModule, 'CD', 12, 2)).toContain('frost');
  });

  it('§8.06 a railhead goes 6 hexes in clear weather, 3 in any other', () => {
    expect(railheadReach(testModule, 'clear')).toBe(6);
    expect(railheadReach(testModule, 'frost')).toBe(3);
    expect(railheadReach(testModule, 'mud')).toBe(3);
  });

  it('§7.11 mud and snow halve movement points (rounded up)', () => {
    expect(weatherMp(testModule, 4, 'clear')).toBe(4);
    expect(weatherMp(testModule, 5, 'mud')).toBe(3);
    expect(weatherMp(testModule, 6, 'snow')).toBe(3);
  });

  it('§25.3 rivers freeze only if both adjacent hexes are in Zone A', () => {
    const snow = { A: 'snow', B: 'heavy-snow', C: 'snow', D: 'snow', E: 'clear' } as const;
    expect(frozen(testModule, snow, 'C:4132', 'C:4032').rivers).toBe(true);
    const b = testModule.map.hexes.find((h) => h.features?.includes('weather-zone-B'))!.id;
    expect(frozen(testModule, snow, b, b).rivers).toBe(false);
    expect(frozen(testModule, snow, b, b).swamps).toBe(true);
    expect(frozen(testModule, { ...snow, A: 'mud' }, 'C:4132', 'C:4032').rivers).toBe(false);
  });
});
