import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { combatModule as M, sheet, stateOf, unit, vars } from './combat.fixture.js';
import { type AaFire, aaDrms, aaEffects, aaShifts, aaTotal, mayFireAA, resolveAA } from './antiaircraft.js';
import { parseAirCell } from './results.js';
import { NAT, type OurWarVars, REP } from './state.js';

const dist = (a: string, b: string) => {
  const [x, y] = [sheet.toAxial(a), sheet.toAxial(b)];
  return (Math.abs(x.q - y.q) + Math.abs(x.r - y.r) + Math.abs(x.q + x.r - y.q - y.r)) / 2;
};
const bomber = unit('b', 'bomber', NAT, 'A:0505');
function aa(firers: Piece[], targets: Piece[] = [bomber], hex = 'A:0505', v: OurWarVars = vars()): AaFire {
  return {
    module: M,
    state: stateOf([...firers, ...targets], v),
    firers: firers.map((p) => p.id),
    targets: targets.map((p) => p.id),
    at: { kind: 'hex', hex },
    distance: dist,
    supplied: () => true,
  };
}
const why = (mods: { why: string; value: number }[]) => mods.map((m) => `${m.why} ${m.value}`);

describe('anti-aircraft fire', () => {
  const gun = unit('g', 'aa-gun', REP, 'A:0504');

  it('XIII.2 units fire at missions in their hex or the six around it, never in storms', () => {
    expect(mayFireAA(aa([gun]), gun).ok).toBe(true);
    const far = unit('f', 'aa-gun', REP, 'A:0502');
    expect(mayFireAA(aa([far]), far).ok).toBe(false);
    expect(mayFireAA(aa([gun], [bomber], 'A:0505', vars({ weather: 'stormy' })), gun).ok).toBe(false);
    expect(mayFireAA(aa([gun], [bomber], 'A:0505', vars({ marks: { g: { dso: true } } })), gun).ok).toBe(false);
  });

  it('XVIII.2.8 AA units double their fire power against aircraft', () => {
    expect(aaTotal(aa([gun, unit('i', 'inf', REP, 'A:0505')])).value).toBe(2 * 2 + 1);
  });

  it('XIII.5 intrinsic AA: a city 1R, a major city 2R, an airfield or port as the caller says', () => {
    expect(why(aaShifts(aa([gun], [bomber], 'A:0607')))).toEqual(['city 1']);
    expect(why(aaShifts(aa([gun], [bomber], 'A:0608')))).toEqual(['major city 2']);
    expect(why(aaShifts({ ...aa([gun]), intrinsic: 2 }))).toEqual(['airfield or port 2']);
  });

  it("XIII.4 DRMs: levels after the first, the firers' own hex, night, strike aircraft, weather", () => {
    const two = [bomber, unit('s', 'stuka', NAT, 'A:0505')];
    const here = unit('h', 'aa-gun', REP, 'A:0505');
    expect(why(aaDrms(aa([here], two, 'A:0505', vars({ part: 'night', weather: 'rainy' }))))).toEqual([
      'levels attacked after the first 2',
      "in the firers' hex 2",
      'night -3',
      'ground attack or dive bombers -2',
      'rainy weather -2',
    ]);
    const nb = unit('n', 'night-bomber', NAT, 'A:0505');
    expect(why(aaDrms(aa([gun], [nb], 'A:0505', vars({ part: 'night' }))))).toEqual(['night specialists at night -5']);
  });

  it('XIII.3 the total reads its bracket; the result hits the aircraft and, shaded, costs the firers a level', () => {
    const out = resolveAA(aa([gun, unit('g2', 'aa-gun', REP, 'A:0404')]), 3)!;
    const chart = M.charts.find((c) => c.id === 'anti-aircraft')!;
    expect(chart.columns[out.col]).toBe('6-9');
    expect(out.result.text).toBe(chart.rows[4]!.cells[2]);
    const fx = aaEffects(aa([gun, unit('g2', 'aa-gun', REP, 'A:0404')]), parseAirCell('XAs'), { firers: ['g2'] });
    expect(fx).toEqual({ targets: { b: 1 }, abort: ['b'], firers: { g2: 1 } });
    expect(aaEffects(aa([gun]), parseAirCell('-')).firers).toEqual({});
  });
});
