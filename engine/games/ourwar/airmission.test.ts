import { describe, expect, it } from 'vitest';
import { stateOf, unit, vars } from './combat.fixture.js';
import { airModule as M, piece } from './air.fixture.js';
import { groundSupport, mayFly, mayFlyTogether, missionTotal } from './airmission.js';
import { resolveBombing, resolveGroundAttack } from './airmission.js';
import { NAT, type OurWarVars, REP } from './state.js';

describe('bombardment and ground attack', () => {
  const sm = piece('sm', 'sm79', NAT, 'A:0404');

  it('XII.6 VIII.8 XII.6.1 XII.9 aircraft fly in supply, not activated, not on patrol, not from a remote box', () => {
    const s = stateOf([sm]);
    expect(mayFly(M, s, sm, true, false).ok).toBe(true);
    expect(mayFly(M, s, sm, false, false)).toMatchObject({ rule: 'VIII.8' });
    expect(mayFly(M, s, sm, true, true)).toMatchObject({ rule: 'XII.6.1' });
    expect(mayFly(M, stateOf([sm], vars({ marks: { sm: { act: 'done' } } })), sm, true, false).ok).toBe(false);
    const far = piece('far', 'sm79', NAT, { box: 'nat-remote' });
    expect(mayFly(M, stateOf([far]), far, true, false)).toMatchObject({ rule: 'XII.9' });
    expect(mayFly(M, stateOf([sm], vars({ weather: 'stormy' })), sm, true, false)).toMatchObject({ rule: 'XII.4.3' });
  });

  it('XII.9 II.4 factors: from an interior box ½, an exterior box ¼, by night ½ but for night specialists', () => {
    const total = (p: ReturnType<typeof piece>, v: Partial<OurWarVars> = {}) =>
      missionTotal(M, stateOf([p], vars(v)), [p.id], 'bombard').value;
    expect(total(sm)).toBe(5);
    expect(total(piece('a', 'sm79', NAT, { box: 'west-int' }))).toBe(3);
    expect(total(piece('a', 'sm79', NAT, { box: 'west-ext' }))).toBe(2);
    expect(total(sm, { part: 'night' })).toBe(3);
    expect(total(piece('n', 'night-bomber', NAT, 'A:0404'), { part: 'night' })).toBe(4);
  });

  it('XII.6.5 XV.8 bombardment reads the structures table: a major bridge 2L, the clear hex +2', () => {
    const v = vars({
      crossings: { 'A:0805|A:0905': { kind: 'major-bridge', a: 'A:0805', b: 'A:0905', damage: 0 } },
    });
    const two = [sm, piece('sm2', 'sm79', NAT, 'A:0404')];
    const out = resolveBombing(
      M,
      stateOf(two, v),
      ['sm', 'sm2'],
      { kind: 'crossing', key: 'A:0805|A:0905', hex: 'A:0805' },
      4,
    )!;
    expect([out.total.value, out.base, out.col, out.shift, out.drm]).toEqual([10, 2, 0, -2, 2]);
    expect(out.result.text).toBe('1');
  });

  it('XII.6.6 XII.5.1 ground attack reads the fire against units table; in mud 2L against a clear hex', () => {
    const he = piece('he', 'he51', NAT, 'A:0404');
    const inf = unit('r', 'inf', REP, 'A:0505');
    const dry = resolveGroundAttack(M, stateOf([he, inf]), ['he'], ['r'], 4)!;
    expect([dry.total.value, dry.col, dry.drm, dry.result.text]).toEqual([3, 2, 2, 'X']);
    const mud = resolveGroundAttack(M, stateOf([he, inf], vars({ terrainState: 'mud' })), ['he'], ['r'], 4)!;
    expect([mud.col, mud.shift, mud.result.text]).toEqual([0, -2, 'D']);
  });

  it('XII.6 XII.6.10 XII.9 a mission names each aircraft once; its escorts are fighters, from any base', () => {
    const s = stateOf([sm, piece('bf', 'bf109', NAT, 'A:0404'), piece('sm2', 'sm79', NAT, 'A:0404')]);
    const ok = (ids: string[], escort: string[]) => mayFlyTogether(M, s, NAT, ids, escort, () => true);
    expect(ok(['sm'], ['bf']).ok).toBe(true);
    expect(ok(['sm'], ['sm'])).toMatchObject({ ok: false, rule: 'XII.6' });
    expect(ok(['sm'], ['sm2'])).toMatchObject({ ok: false, rule: 'XVIII.2.17', piece: 'sm2' });
    const far = piece('far', 'bf109', NAT, { box: 'nat-remote' });
    const withFar = stateOf([sm, far]);
    expect(mayFlyTogether(M, withFar, NAT, ['sm'], ['far'], () => true).ok).toBe(true);
    expect(mayFlyTogether(M, withFar, NAT, ['far'], [], () => true)).toMatchObject({ rule: 'XII.9', piece: 'far' });
    expect(mayFlyTogether(M, s, REP, ['sm'], [], () => true)).toMatchObject({ ok: false, piece: 'sm' });
  });

  it('XII.8 ground support adds the ground attack factors, at most half the friendly total', () => {
    const he = piece('he', 'he51', NAT, 'A:0404');
    const s = stateOf([he]);
    expect(groundSupport(M, s, ['he'], 10).value).toBe(3);
    const capped = groundSupport(M, s, ['he'], 2);
    expect(capped.value).toBe(2);
    expect(capped.items.at(-1)).toMatchObject({ rule: 'XII.8', value: -1 });
    expect(groundSupport(M, stateOf([he], vars({ part: 'night' })), ['he'], 10).value).toBe(2);
  });
});
