import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { between, crossing, fixtureMap, fixtureModule, game, moveModule, unit } from './move.fixture.js';
import { allowance, crossingRoom, READINGS, roadStep, type Step, surpriseMoveCap, unitStep } from './movement.js';
import type { OurWarVars } from './state.js';
import { zocView } from './zoc.js';

const all = () => true;
/** The MP of one unit's step (its levels alone), or the section that refuses it. */
function cost(
  p: Piece,
  from: string,
  to: string,
  vars: Partial<OurWarVars> = {},
  module = moveModule,
  more: Piece[] = [],
) {
  const s: Step = unitStep(zocView(module, game([p, ...more], vars), all), p, from, to, p.steps);
  return 'refused' in s ? s.section : s.mp;
}
const mpOf = (p: Piece, vars: Partial<OurWarVars> = {}, supplied = true, readings = READINGS) =>
  allowance(moveModule, { state: game([p], vars) }, p, supplied, readings);

describe('movement allowance (IX.4)', () => {
  it('IX.4.2 hot weather takes 1 MP from every ground unit but the Army of Africa', () => {
    expect(mpOf(unit('inf', '0101'))).toBe(6);
    expect(mpOf(unit('inf', '0101'), { weather: 'hot' })).toBe(5);
    expect(mpOf(unit('afr', '0101'), { weather: 'hot' })).toBe(6);
  });

  it('IX.4.4 at night the allowance is halved rounding up, except for the side with surprise (A28)', () => {
    expect(mpOf(unit('mot', '0101'), { part: 'night' })).toBe(4);
    expect(mpOf(unit('inf', '0101'), { part: 'night', weather: 'hot' })).toBe(3);
    const surprise = { part: 'night' as const, surprise: { side: 'nationalist' as const, turn: 1 } };
    expect(mpOf(unit('n-inf', '0101'), surprise)).toBe(6);
    expect(mpOf(unit('inf', '0101'), surprise)).toBe(3);
    expect(mpOf(unit('n-inf', '0101'), surprise, true, { ...READINGS, surpriseNight: false })).toBe(3);
  });

  it('IX.4.8 IX.4.9 disorganised and out-of-supply units move at half, rounding up, each halving in turn', () => {
    const dso = { marks: { inf: { dso: true } } };
    expect(mpOf(unit('inf', '0101'), dso)).toBe(3);
    expect(mpOf(unit('inf', '0101'), {}, false)).toBe(3);
    expect(mpOf(unit('inf', '0101'), dso, false)).toBe(2);
  });
});

describe('the cost of a step (IX.3, IX.4)', () => {
  const inf = unit('inf', '0204');

  it('IX.3 entering clear costs 1, a village 2, rough 3, marsh 3; nobody enters a lake', () => {
    expect(cost(inf, '0204', '0205')).toBe(1);
    expect(cost(unit('inf', '0304'), '0304', '0305')).toBe(2);
    expect(cost(inf, '0204', '0203')).toBe(3);
    expect(cost(unit('inf', '0606'), '0606', '0607')).toBe(3);
    expect(cost(unit('inf', '1209'), '1209', '1210')).toBe('IX.3');
  });

  it('IX.4.1 mud doubles clear and marsh; ice doubles every hex and hexside but water', () => {
    expect(cost(inf, '0204', '0205', { terrainState: 'mud' })).toBe(2);
    expect(cost(unit('inf', '0606'), '0606', '0607', { terrainState: 'mud' })).toBe(6);
    expect(cost(inf, '0204', '0203', { terrainState: 'mud' })).toBe(3);
    expect(cost(unit('inf', '0304'), '0304', '0305', { terrainState: 'ice' })).toBe(4);
  });

  it('IX.3 a primary river costs +5 and a secondary +3 to ford', () => {
    expect(cost(unit('inf', '0805'), '0805', '0905')).toBe(6);
    expect(cost(unit('inf', '0405'), '0405', '0505')).toBe(4);
  });

  it('IX.4.1 on ice fording costs 3 (primary) or 2 (secondary), guerrillas 2 or 1', () => {
    const ice = { terrainState: 'ice' as const };
    expect(cost(unit('inf', '0805'), '0805', '0905', ice)).toBe(2 + 3);
    expect(cost(unit('inf', '0405'), '0405', '0505', ice)).toBe(2 + 2);
    expect(cost(unit('guer', '0805'), '0805', '0905', ice)).toBe(2 + 2);
    expect(cost(unit('guer', '0405'), '0405', '0505', ice)).toBe(2 + 1);
  });

  it('IX.3 A1 a usable fixed crossing replaces the river: +1 major, +2 minor (or adds to it)', () => {
    const inf4 = unit('inf', '0405');
    expect(cost(inf4, '0405', '0505', { crossings: crossing('0405', '0505', 'footbridge') })).toBe(3);
    expect(cost(inf4, '0405', '0505', { crossings: crossing('0405', '0505', 'major-bridge') })).toBe(2);
    const v = zocView(moveModule, game([inf4], { crossings: crossing('0405', '0505', 'footbridge') }), all);
    expect(unitStep(v, inf4, '0405', '0505', 2, { ...READINGS, bridgeCost: 'adds' })).toEqual({ mp: 1 + 2 + 3 });
  });

  it('IX.3 armour and artillery never ford; motorised units ford a secondary river but not the primary', () => {
    expect(cost(unit('tank', '0405'), '0405', '0505')).toBe('IX.3');
    expect(cost(unit('art', '0405'), '0405', '0505')).toBe('IX.3');
    expect(cost(unit('mot', '0405'), '0405', '0505')).toBe(4);
    expect(cost(unit('mot', '0805'), '0805', '0905')).toBe('IX.3');
  });

  it('IX.3 X.II.2 a minor crossing carries no armour, motorised or artillery; a major one carries all', () => {
    const foot = { crossings: crossing('0805', '0905', 'footbridge') };
    const major = { crossings: crossing('0805', '0905', 'major-bridge') };
    expect(cost(unit('mot', '0805'), '0805', '0905', foot)).toBe('IX.3');
    expect(cost(unit('art', '0805'), '0805', '0905', foot)).toBe('IX.3');
    expect(cost(unit('tank', '0805'), '0805', '0905', major)).toBe(2);
    expect(cost(unit('corps-v', '0805'), '0805', '0905', foot)).toBe(3);
  });

  it('X.II.4 a damaged crossing carries 4/3/2/1 levels a turn; beyond, the unit fords', () => {
    expect(crossingRoom({ kind: 'footbridge', a: 'x', b: 'y', damage: 2 })).toBe(3);
    expect(crossingRoom({ kind: 'footbridge', a: 'x', b: 'y', damage: 1, used: 3 })).toBe(1);
    const p = unit('inf', '0405');
    const hurt = { crossings: crossing('0405', '0505', 'footbridge', { damage: 2 }) };
    const v = zocView(moveModule, game([p], hurt), all);
    expect(unitStep(v, p, '0405', '0505', 2)).toEqual({ mp: 3 });
    expect(unitStep(v, p, '0405', '0505', 4)).toEqual({ mp: 4 });
  });

  it('IX.4.2 in a storm rivers are crossed only by fixed crossings; in the heat a secondary river is dry', () => {
    expect(cost(unit('inf', '0405'), '0405', '0505', { weather: 'stormy' })).toBe('IX.4.2');
    const bridged = { weather: 'stormy' as const, crossings: crossing('0405', '0505', 'footbridge') };
    expect(cost(unit('inf', '0405'), '0405', '0505', bridged)).toBe(3);
    expect(cost(unit('inf', '0405'), '0405', '0505', { weather: 'hot' })).toBe(1);
    expect(cost(unit('inf', '0805'), '0805', '0905', { weather: 'hot' })).toBe(4);
  });

  it('IX.3 marsh and rough are closed to motorised, armour and artillery; mountain units enter rough', () => {
    expect(cost(unit('art', '0606'), '0606', '0607')).toBe('IX.3');
    expect(cost(unit('mot', '0204'), '0204', '0203')).toBe('IX.3');
    expect(cost(unit('mtn', '0204'), '0204', '0203')).toBe(3);
  });

  it('XVIII.2.9 armour enters rough only along a road', () => {
    expect(cost(unit('tank', '0905'), '0905', '1005')).toBe(3);
    expect(cost(unit('tank', '1004'), '1004', '1005')).toBe('IX.3');
  });

  it('IX.3 an impassable hexside is closed to all but mountain units, which pay +3', () => {
    const module = fixtureModule(fixtureMap(12, 10, {}, between(6, 10, ['impassable'])));
    expect(cost(unit('inf', '0605'), '0605', '0705', {}, module)).toBe('IX.3');
    expect(cost(unit('mtn', '0605'), '0605', '0705', {}, module)).toBe(4);
  });

  it('IX.3 a devastated hex costs +1, a destroyed one +2; an empty enemy trench +1, fort +2, ours nothing', () => {
    const works = (w: object) => ({ works: { '0205': w } }) as Partial<OurWarVars>;
    expect(cost(inf, '0204', '0205', works({ ruin: 'devastated' }))).toBe(2);
    expect(cost(inf, '0204', '0205', works({ ruin: 'destroyed' }))).toBe(3);
    expect(cost(inf, '0204', '0205', works({ trench: { side: 'nationalist', building: 0, damage: 0 } }))).toBe(2);
    expect(cost(inf, '0204', '0205', works({ fort: { side: 'nationalist', building: 0, damage: 0 } }))).toBe(3);
    expect(cost(inf, '0204', '0205', works({ fort: { side: 'republican', building: 0, damage: 0 } }))).toBe(1);
  });

  it('IX.4.5 no unit enters a hex holding an enemy unit', () => {
    expect(cost(inf, '0204', '0205', {}, moveModule, [unit('n-inf', '0205')])).toBe('IX.4.5');
  });

  it('VI.7 a hex holding only enemy air units may be entered (they must rebase or fight)', () => {
    expect(cost(inf, '0204', '0205', {}, moveModule, [unit('n-plane', '0205')])).toBe(1);
  });
});

describe('strategic redeployment steps (IX.2.5)', () => {
  const road = (p: Piece, from: string, to: string, vars: Partial<OurWarVars> = {}, more: Piece[] = []) => {
    const s = roadStep(zocView(moveModule, game([p, ...more], vars), all), p, new Set([p.id]), from, to);
    return 'refused' in s ? s.section : s.mp;
  };

  it('IX.2.5 along a road every hex costs 1 MP whatever its terrain, off the road nothing', () => {
    expect(road(unit('inf', '0205'), '0205', '0305')).toBe(1);
    expect(road(unit('inf', '0205'), '0205', '0206')).toBe('IX.2.5');
  });

  it('IX.2.5 the terrain state still counts: mud doubles a road through clear ground, ice every road', () => {
    expect(road(unit('inf', '0105'), '0105', '0205', { terrainState: 'mud' })).toBe(2);
    expect(road(unit('inf', '0205'), '0205', '0305', { terrainState: 'mud' })).toBe(1);
    expect(road(unit('inf', '0205'), '0205', '0305', { terrainState: 'ice' })).toBe(2);
  });

  it('IX.2.5 X.II.4 a road crosses water only over an undamaged fixed crossing', () => {
    expect(road(unit('inf', '0405'), '0405', '0505')).toBe('X.II.4');
    const ok = { crossings: crossing('0405', '0505', 'footbridge') };
    expect(road(unit('inf', '0405'), '0405', '0505', ok)).toBe(1);
    const hurt = { crossings: crossing('0405', '0505', 'footbridge', { damage: 1 }) };
    expect(road(unit('inf', '0405'), '0405', '0505', hurt)).toBe('X.II.4');
  });

  it('IX.2.5 redeployment never enters an enemy-controlled hex', () => {
    expect(road(unit('inf', '0105'), '0105', '0205', {}, [unit('n-inf', '0206')])).toBe('IX.2.5');
  });
});

describe('surprise (XVI.14)', () => {
  const capOf = (side: 'nationalist' | 'republican', turn: number, kind: 'ground' | 'air') =>
    surpriseMoveCap({ state: game([], { surprise: { side: 'republican', turn } }) }, side, kind);

  it('XVI.14 the side without surprise moves 1d6, 1d6+6, 2d6+6, 2d6+12 ground units on surprise turns 1-4', () => {
    expect([1, 2, 3, 4].map((t) => capOf('nationalist', t, 'ground'))).toEqual([
      { dice: 1, plus: 0 },
      { dice: 1, plus: 6 },
      { dice: 2, plus: 6 },
      { dice: 2, plus: 12 },
    ]);
  });

  it('XVI.14 and 1d6, 2d6, 2d6+3, 2d6+6 air units; the side with surprise moves freely', () => {
    expect([1, 2, 3, 4].map((t) => capOf('nationalist', t, 'air'))).toEqual([
      { dice: 1, plus: 0 },
      { dice: 2, plus: 0 },
      { dice: 2, plus: 3 },
      { dice: 2, plus: 6 },
    ]);
    expect(capOf('republican', 1, 'ground')).toBeNull();
    expect(capOf('nationalist', 5, 'ground')).toBeNull();
    expect(surpriseMoveCap({ state: game([]) }, 'nationalist', 'ground')).toBeNull();
  });
});
