import type { Side } from './state.js';
import { describe, expect, it } from 'vitest';
import { stateOf, unit, vars } from './combat.fixture.js';
import { airModule as M, piece } from './air.fixture.js';
import { airStackLimit, displaced, hexesFromBox, mayLand, mayRebase, mayTakeOff } from './airbase.js';
import { rebasePlaces, rebaseReaches } from './airbase.js';
import { NAT, REP } from './state.js';

describe('air bases', () => {
  const s = stateOf([], vars({ works: { 'A:0506': { trench: { side: NAT, building: 0, damage: 0 } } } }));

  it('XI.3 air stacking: clear 8, city 4, major city 8, rough 0, a construction 0, a major airfield 20', () => {
    expect(airStackLimit(M, s, 'A:0505')).toBe(8);
    expect(airStackLimit(M, s, 'A:0607')).toBe(4);
    expect(airStackLimit(M, s, 'A:0608')).toBe(8);
    expect(airStackLimit(M, s, 'A:0303')).toBe(0);
    expect(airStackLimit(M, s, 'A:0506')).toBe(0);
    expect(airStackLimit(M, s, 'A:0202')).toBe(20);
  });

  it('XI.6 an interior box holds 60 air stacking points, exterior and remote boxes any number', () => {
    expect(airStackLimit(M, s, 'west-int')).toBe(60);
    expect(airStackLimit(M, s, 'west-ext')).toBe(Number.POSITIVE_INFINITY);
    expect(airStackLimit(M, s, 'nat-remote')).toBe(Number.POSITIVE_INFINITY);
  });

  it('XI.3 aircraft land only where the air stacking has room; never among enemy ground units', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => piece(id, 'sm79', NAT, 'A:0404'));
    const st = stateOf([a!, b!, c!, piece('r', 'inf', REP, 'A:0707')]);
    expect(mayLand(M, st, [a!, b!], 'A:0505').ok).toBe(true);
    expect(mayLand(M, st, [a!, b!, c!], 'A:0505').ok).toBe(false);
    expect(mayLand(M, st, [a!], 'A:0707')).toMatchObject({ ok: false, rule: 'VI.7' });
  });

  it('XII.5.1 in mud aircraft take off and land only at a major airfield; XII.4.3 nothing flies in a storm', () => {
    const mud = stateOf([], vars({ terrainState: 'mud' }));
    expect(mayTakeOff(M, mud, piece('a', 'sm79', NAT, 'A:0505'))).toMatchObject({ ok: false, rule: 'XII.5.1' });
    expect(mayTakeOff(M, mud, piece('a', 'sm79', NAT, 'A:0202')).ok).toBe(true);
    expect(mayTakeOff(M, mud, piece('a', 'sm79', NAT, { box: 'west-int' })).ok).toBe(true);
    expect(mayLand(M, mud, [piece('a', 'sm79', NAT, 'A:0202')], 'A:0505').ok).toBe(false);
    const storm = stateOf([], vars({ weather: 'stormy' }));
    expect(mayTakeOff(M, storm, piece('a', 'sm79', NAT, 'A:0202'))).toMatchObject({ ok: false, rule: 'XII.4.3' });
  });

  it('XII.3.1 on the map aircraft rebase any distance', () => {
    const a = piece('a', 'sm79', NAT, 'A:1010');
    expect(rebaseReaches(M, stateOf([a]), a, 'A:0101').ok).toBe(true);
    expect(rebasePlaces(M, stateOf([a]), a)).toContain('A:0101');
  });

  it('XII.3.2 between boxes only to a connected box', () => {
    const a = piece('a', 'sm79', NAT, { box: 'nat-remote' });
    const st = stateOf([a]);
    expect(rebaseReaches(M, st, a, 'west-ext').ok).toBe(true);
    expect(rebaseReaches(M, st, a, 'west-int')).toMatchObject({ ok: false, rule: 'XII.3.2' });
    expect(rebasePlaces(M, st, a)).toEqual(['west-ext']);
  });

  it('XII.3.3 from an interior box to a map hex at most six hexes from it, and back', () => {
    const a = piece('a', 'sm79', NAT, { box: 'west-int' });
    const st = stateOf([a]);
    expect(hexesFromBox(M, st, 'west-int', 'A:0105')).toBe(1);
    expect(hexesFromBox(M, st, 'west-int', 'A:0605')).toBe(6);
    expect(rebaseReaches(M, st, a, 'A:0605').ok).toBe(true);
    expect(rebaseReaches(M, st, a, 'A:0705')).toMatchObject({ ok: false, rule: 'XII.3.3' });
    const back = piece('b', 'sm79', NAT, 'A:0705');
    expect(rebaseReaches(M, stateOf([back]), back, 'west-int').ok).toBe(false);
    expect(rebaseReaches(M, stateOf([back]), back, 'west-ext').ok).toBe(false);
  });

  it('XII.3 VIII.8 an aircraft out of supply or already activated does not rebase', () => {
    const a = piece('a', 'sm79', NAT, 'A:0505');
    expect(mayRebase(M, stateOf([a]), a, true).ok).toBe(true);
    expect(mayRebase(M, stateOf([a]), a, false)).toMatchObject({ ok: false, rule: 'VIII.8' });
    const done = stateOf([a], vars({ marks: { a: { act: 'done' } } }));
    expect(mayRebase(M, done, a, true).ok).toBe(false);
  });

  it('XII.3 XI.3 the bases listed are exactly those rebaseReaches and mayLand allow', () => {
    const crowd = ['x', 'y'].map((id) => piece(id, 'sm79', NAT, 'A:0303'));
    const foe = unit('r', 'inf', REP, 'A:0707');
    const wrks = { 'A:0506': { trench: { side: NAT as Side, building: 0, damage: 0 } } };
    for (const v of [vars({ works: wrks }), vars({ terrainState: 'mud' })])
      for (const a of [piece('a', 'sm79', NAT, 'A:0909'), piece('a', 'sm79', NAT, { box: 'west-int' })]) {
        const st = stateOf([a, ...crowd, foe], v);
        const all = [...M.map.hexes.map((h) => h.id), 'west-int', 'west-ext', 'nat-remote'];
        const slow = all.filter((to) => rebaseReaches(M, st, a, to).ok && mayLand(M, st, [a], to).ok);
        expect(new Set(rebasePlaces(M, st, a))).toEqual(new Set(slow));
      }
  });

  it('VI.7 an aircraft whose base enemy ground units enter must move, even activated or out of supply', () => {
    const a = piece('a', 'sm79', NAT, 'A:0505');
    const done = vars({ marks: { a: { act: 'done' } } });
    const overrun = stateOf([a, unit('r', 'inf', REP, 'A:0505')], done);
    expect(displaced(M, overrun, a)).toBe(true);
    expect(displaced(M, stateOf([a, unit('r', 'inf', REP, 'A:0506')], done), a)).toBe(false);
    expect(mayRebase(M, overrun, a, false).ok).toBe(true);
    expect(mayRebase(M, stateOf([a, unit('r', 'inf', REP, 'A:0506')], done), a, true).ok).toBe(false);
  });
});
