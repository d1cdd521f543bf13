import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { combatModule as M, stateOf, UNITS, unit, vars } from './combat.fixture.js';
import {
  type FireSetting,
  fireDrms,
  fireEffects,
  fireShifts,
  fireTotal,
  mayBeFiredAt,
  mayCombine,
  mayFire,
  resolveFire,
} from './fire.js';
import { parseFireCell } from './results.js';
import { NAT, type OurWarVars, REP } from './state.js';

const target = unit('t', 'inf', NAT, 'A:0505');
function fire(firers: Piece[], targets: Piece[] = [target], v: OurWarVars = vars(), over: Partial<FireSetting> = {}) {
  const c: FireSetting = {
    module: M,
    state: stateOf([...firers, ...targets], v),
    firers: firers.map((p) => p.id),
    targets: targets.map((p) => p.id),
    ...over,
  };
  return c;
}
const why = (mods: { why: string; value: number }[]) => mods.map((m) => `${m.why} ${m.value}`);

describe('fire against units', () => {
  const g = unit('g', 'art', REP, 'A:0502');

  it('XIV.1 only ground units with fire power, in supply, organised, not finished and not fired, fire', () => {
    expect(mayFire(M, vars(), g, true).ok).toBe(true);
    expect(mayFire(M, vars(), g, false).ok).toBe(false);
    expect(mayFire(M, vars({ marks: { g: { dso: true } } }), g, true).ok).toBe(false);
    expect(mayFire(M, vars({ marks: { g: { fired: true } } }), g, true).ok).toBe(false);
    expect(mayFire(M, vars({ marks: { g: { act: 'done' } } }), g, true).ok).toBe(false);
    expect(mayFire(M, vars({ marks: { g: { act: 'moved' } } }), g, true).ok).toBe(true);
    expect(mayFire(M, vars({ marks: { g: { intensive: true } } }), g, true).ok).toBe(false);
    expect(mayFire(M, vars(), unit('e', 'eng', REP, 'A:0101'), true).ok).toBe(false);
  });

  it('XVIII.2.3 guerrillas may not be fired at', () => {
    expect(mayBeFiredAt(M, [target]).ok).toBe(true);
    expect(mayBeFiredAt(M, [target, unit('q', 'guerrilla', NAT, 'A:0505')]).ok).toBe(false);
  });

  it('XIV.1 one corps stacked in one hex combines; otherwise only with an HQ coordinating', () => {
    const same = () => true;
    const s = [unit('g1', 'art', REP, 'A:0502'), unit('g2', 'art5', REP, 'A:0502')];
    expect(mayCombine(M, s, same).ok).toBe(true);
    expect(mayCombine(M, s, () => false).ok).toBe(false);
    expect(mayCombine(M, [s[0]!, unit('g3', 'art', REP, 'A:0402')], same).ok).toBe(false);
    // XVI.1 attackers of one stack combine from different hexes when of one corps.
    expect(mayCombine(M, [s[0]!, unit('g3', 'art', REP, 'A:0402')], same, undefined, false).ok).toBe(true);
  });

  it('VII.6 EX-7 (Fig. 19) an HQ coordinates 4 + 5 + 4 into one fire of 13 and is spent by it', () => {
    const hq = unit('hq', 'hq', NAT, 'A:0203');
    const batteries = [
      unit('b1', 'art', NAT, 'A:0202'),
      unit('b2', 'art5', NAT, 'A:0303'),
      unit('b3', 'art', NAT, 'A:0104'),
    ];
    const co = { hq, usable: true, inRange: () => true };
    expect(mayCombine(M, batteries, () => false, co)).toEqual({ ok: true, spends: 'hq' });
    const c = fire(batteries, [unit('r', 'inf', REP, 'A:0505')]);
    expect(fireTotal(c).value).toBe(13);
    expect(mayCombine(M, batteries, () => false, { ...co, inRange: (id) => id !== 'b3' }).ok).toBe(false);
    expect(mayCombine(M, batteries, () => false, { ...co, usable: false }).ok).toBe(false);
    const big: GameModule = {
      ...M,
      units: [...UNITS, { ...UNITS.find((u) => u.id === 'art')!, id: 'army-art', size: 'army' }],
    };
    expect(
      mayCombine(big, [...batteries, { ...unit('b4', 'art', NAT, 'A:0204'), def: 'army-art' }], () => false, co).ok,
    ).toBe(false);
  });

  it('XIV.9.1 at night fire is halved rounding up, night specialists excepted', () => {
    const night = vars({ part: 'night' });
    expect(fireTotal(fire([g, unit('h', 'art5', REP, 'A:0402')], [target], night)).value).toBe(5);
    expect(fireTotal(fire([g, unit('n', 'night-art', REP, 'A:0402')], [target], night)).value).toBe(2 + 3);
  });

  it('XVIII.2.7 mountain artillery doubles against a target in rough ground', () => {
    const m = unit('m', 'mtn-art', REP, 'A:0301');
    expect(fireTotal(fire([m], [unit('r', 'inf', NAT, 'A:0303')])).value).toBe(6);
    expect(fireTotal(fire([m])).value).toBe(3);
  });

  it('XIV.9.1 fire into or out of a box is halved (interior) or quartered (exterior), rounding up', () => {
    expect(fireTotal(fire([g, unit('h', 'art5', REP, 'A:0402')], [target], vars(), { box: 'interior' })).value).toBe(5);
    expect(fireTotal(fire([g, unit('h', 'art5', REP, 'A:0402')], [target], vars(), { box: 'exterior' })).value).toBe(3);
  });

  it('XIV.8 aircraft ground attack adds at most half the total', () => {
    expect(fireTotal(fire([g], [target], vars(), { air: 10 })).value).toBe(8);
    expect(fireTotal(fire([g], [target], vars(), { air: 2 })).value).toBe(6);
  });

  it('XIV.9.1 mud shifts fire against clear or marsh 2L, not against woods', () => {
    expect(why(fireShifts(fire([g], [target], vars({ terrainState: 'mud' }))))).toEqual(['mud: target in clear -2']);
    expect(fireShifts(fire([g], [unit('w', 'inf', NAT, 'A:0705')], vars({ terrainState: 'mud' })))).toEqual([]);
    expect(fireShifts(fire([g]))).toEqual([]);
  });

  it('XIV.9.2 DRMs: HQ support, the target terrain and its works, reconnaissance points', () => {
    const v = vars({ works: { 'A:0505': { trench: { side: NAT, building: 0, damage: 0 } } } });
    expect(why(fireDrms(fire([g], [target], v, { hqSupport: 2, recon: 3 })))).toEqual([
      'HQ support 2',
      'target in clear 2',
      'target in a trench -2',
      'reconnaissance points 3',
    ]);
    expect(why(fireDrms(fire([g], [unit('c', 'inf', NAT, 'A:0608')])))).toEqual(['target in major-city -3']);
    expect(why(fireDrms(fire([g], [unit('c', 'inf', NAT, 'A:0303')])))).toEqual(['target in rough -3']);
  });

  it('XIV.8 the total reads its bracket and the modified roll its row', () => {
    const out = resolveFire(fire([g, unit('h', 'art5', REP, 'A:0402')]), 4)!;
    const chart = M.charts.find((c) => c.id === 'fire-units')!;
    expect(out.total.value).toBe(9);
    expect(out.drm).toBe(2);
    expect(chart.columns[out.col]).toBe('7-9');
    expect(out.result.text).toBe(chart.rows[6]!.cells[4]);
  });

  it('XIV.8 / XVIII.2.6 D disorganises the stack, X takes levels, italics cost rigid artillery a level', () => {
    const r = unit('r', 'rigid', REP, 'A:0502');
    const r1 = unit('r1', 'rigid', REP, 'A:0502', 1);
    const t2 = unit('t2', 'inf', NAT, 'A:0505');
    const c = fire([r, r1, g], [target, t2]);
    const fx = fireEffects(c, parseFireCell('XDi'));
    expect(fx.targets.levels).toEqual({ t: 1 });
    expect(fx.targets.dso).toEqual(['t', 't2']);
    expect(fx.firers.levels).toEqual({ r: 1, r1: 1 });
    expect(fx.firers.eliminated).toEqual(['r1']);
    expect(fireEffects(c, parseFireCell('XD')).firers.levels).toEqual({});
  });
});
