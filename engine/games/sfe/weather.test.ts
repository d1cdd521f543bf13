import { describe, expect, it } from 'vitest';
import { testModule } from './sfe.fixture.js';
import { frozen, railheadReach, rollWeather, severeWinterDrm, weatherFor, weatherMp, worstWeather } from './weather.js';

const jul = { year: 1941, month: 7, half: 1 as const };
describe('weather (§25)', () => {
  it('§4.01 one die sets Zones A and B, another C and D; Zone E is always clear', () => {
    const w = rollWeather({ year: 1941, month: 12, half: 1 }, 6, 1);
    expect(w.A).toBe(w.B);
    expect(w.C).toBe(w.D);
    expect(w.E).toBe('clear');
    expect(w.A).toBe('heavy-snow');
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
    expect(weatherFor(dec, 'CD', 1)).toBe('frost');
    expect(weatherFor(dec, 'CD', 1, true)).toBe('snow');
    expect(weatherFor({ year: 1942, month: 12, half: 1 }, 'CD', 1, true)).toBe('frost');
    expect(weatherFor({ year: 1942, month: 1, half: 1 }, 'CD', 1, true)).toBe('snow');
    expect(weatherFor(jul, 'AB', 6, true)).toBe(weatherFor(jul, 'AB', 6));
  });

  it('§8.06 a railhead goes 6 hexes in clear weather, 3 in any other', () => {
    expect(railheadReach('clear')).toBe(6);
    expect(railheadReach('frost')).toBe(3);
    expect(railheadReach('mud')).toBe(3);
  });

  it('§7.11 mud halves movement points', () => {
    expect(weatherMp(4, 'clear')).toBe(4);
    expect(weatherMp(5, 'mud')).toBe(3);
  });

  it('§25.3 rivers freeze only if both adjacent hexes are in Zone A', () => {
    const snow = { A: 'snow', B: 'snow', C: 'snow', D: 'snow', E: 'clear' } as const;
    expect(frozen(testModule, snow, 'C:4132', 'C:4032').rivers).toBe(true);
    const b = testModule.map.hexes.find((h) => h.features?.includes('weather-zone-B'))!.id;
    expect(frozen(testModule, snow, b, b).rivers).toBe(false);
    expect(frozen(testModule, { ...snow, A: 'mud' }, 'C:4132', 'C:4032').rivers).toBe(false);
  });
});
