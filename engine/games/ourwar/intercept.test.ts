import { describe, expect, it } from 'vitest';
import { sheet, stateOf, vars } from './combat.fixture.js';
import { airModule as M, piece } from './air.fixture.js';
import { type AirVars, emptyAir } from './airstate.js';
import {
  interceptDrms,
  interceptFactor,
  interceptRows,
  intercepts,
  mayIntercept,
  mayPatrol,
  resolveInterception,
} from './intercept.js';
import { NAT, type OurWarVars, REP } from './state.js';

const distance = (a: string, b: string) => sheet.distance(a, b);
const dice = (...rolls: number[]) => {
  const left = [...rolls];
  return () => left.shift()!;
};
const at = (hex: string) => ({ kind: 'hex', hex }) as const;
const why = (mods: { why: string; value: number }[]) => mods.map((m) => `${m.why} ${m.value}`);

describe('interception', () => {
  const sm = piece('sm', 'sm79', NAT, 'A:0505');
  const he = piece('he', 'he51', NAT, 'A:0505');

  it('XII.6.8 the table: rows the aircraft intercepted, columns the interceptor; an unlisted type has none', () => {
    expect(interceptFactor(M, REP, piece('i', 'i152', REP, 'A:0504'), sm)).toBe(3);
    expect(interceptFactor(M, REP, piece('f', 'fk51', REP, 'A:0504'), he)).toBe(-2);
    expect(interceptFactor(M, REP, piece('b', 'bf109', REP, 'A:0504'), sm)).toBeNull();
  });

  it('XII.6.8 EX-4 a modified roll of 7 intercepts every aircraft whose factor is 7 or more', () => {
    expect(intercepts(7, 7)).toBe(true);
    expect(intercepts(7, 6)).toBe(false);
  });

  it('XII.6.8 EX-3 (Fig. 14) FK-51 and DW-371 roll 2 (1 with -1) and fail; the I-152 rolls 4 (3): both caught', () => {
    const fk = piece('fk', 'fk51', REP, 'A:0504');
    const dw = piece('dw', 'dw371', REP, 'A:0506');
    const i = piece('i', 'i152', REP, 'A:0604');
    const s = stateOf([sm, he, fk, dw, i]);
    const reach = { patrol: null, box: false };
    const rows = interceptRows(
      M,
      s,
      [fk, dw, i].map((p) => ({ piece: p, reach })),
      2,
    );
    expect(rows.map((r) => r.drm)).toEqual([-1, -1, -1]);
    const out = resolveInterception(M, REP, s, rows, [sm, he], dice(2, 2, 4));
    expect(out.map((r) => [r.type, r.roll, r.modified, r.caught])).toEqual([
      ['FK-51', 2, 1, []],
      ['DW-371', 2, 1, []],
      ['I-152', 4, 3, ['sm', 'he']],
    ]);
  });

  it('XII.6.8 rows roll from the least likely to succeed; an aircraft caught is not caught again', () => {
    const [i1, i2] = [piece('i1', 'i152', REP, 'A:0504'), piece('i2', 'i152', REP, 'A:0505')];
    const s = stateOf([sm, i1, i2]);
    const near = { piece: i1, reach: { patrol: null, box: false } };
    const patrol = { piece: i2, reach: { patrol: 0, box: false } };
    const rows = interceptRows(M, s, [patrol, near], 1);
    const out = resolveInterception(M, REP, s, rows, [sm], dice(1, 1));
    expect(out.map((r) => [r.units, r.modified, r.caught])).toEqual([
      [['i1'], 1, ['sm']],
      [['i2'], -5, []],
    ]);
  });

  const o = (air: AirVars = emptyAir(), supplied = true) => ({ supplied, air, step: '1:1:prepare', distance });

  it('XII.6.8 a fighter intercepts aircraft stopping in or next to its base, in supply and not activated', () => {
    const i = piece('i', 'i152', REP, 'A:0504');
    expect(mayIntercept(M, stateOf([i]), i, at('A:0505'), o())).toMatchObject({ ok: true });
    expect(mayIntercept(M, stateOf([i]), i, at('A:0507'), o()).ok).toBe(false);
    expect(mayIntercept(M, stateOf([i]), i, at('A:0505'), o(emptyAir(), false)).ok).toBe(false);
    const done = stateOf([i], vars({ marks: { i: { act: 'done' } } }));
    expect(mayIntercept(M, done, i, at('A:0505'), o()).ok).toBe(false);
    const bomber = piece('b', 'sm79', REP, 'A:0504');
    expect(mayIntercept(M, stateOf([bomber]), bomber, at('A:0505'), o())).toMatchObject({ rule: 'XVIII.2.17' });
  });

  it('XII.6.1 a patrol reaches six hexes with -6 to 0 by distance, and tries once a step', () => {
    const i = piece('i', 'i152', REP, 'A:0101');
    const air = { ...emptyAir(), patrol: ['i'] };
    const r = mayIntercept(M, stateOf([i]), i, at('A:0104'), o(air));
    expect(r).toMatchObject({ ok: true, reach: { patrol: 3, box: false } });
    expect(mayIntercept(M, stateOf([i]), i, at('A:0108'), o(air)).ok).toBe(false);
    expect(why(interceptDrms(M, stateOf([i]), [i], 1, r.reach!))).toEqual(['patrol 3 hexes away -3']);
    const tried = { ...air, tried: { i: '1:1:prepare' } };
    expect(mayIntercept(M, stateOf([i]), i, at('A:0104'), o(tried))).toMatchObject({ ok: false, rule: 'XII.6.1' });
  });

  it('XII.9 in a box only aircraft in that box are intercepted, -1; a patrol there -3', () => {
    const i = piece('i', 'bf109', NAT, { box: 'west-int' });
    const s = stateOf([i]);
    const box = { kind: 'box', box: 'west-int' } as const;
    const r = mayIntercept(M, s, i, box, o());
    expect(r.reach).toEqual({ patrol: null, box: true });
    expect(mayIntercept(M, s, i, { kind: 'box', box: 'west-ext' }, o()).ok).toBe(false);
    expect(mayIntercept(M, s, i, at('A:0105'), o()).ok).toBe(false);
    expect(why(interceptDrms(M, s, [i], 1, r.reach!))).toEqual(['interception in its box -1']);
    expect(why(interceptDrms(M, s, [i], 1, { patrol: 0, box: true }))).toEqual(['patrol in its box -3']);
  });

  it('XII.4 II.4.6 interception DRMs: rain +3, cold +2, heat +1, night +3 (+1 for night specialists)', () => {
    const reach = { patrol: null, box: false };
    const d = (v: Partial<OurWarVars>, def = 'bf109') => {
      const p = piece('p', def, NAT, 'A:0505');
      return why(interceptDrms(M, stateOf([p], vars(v)), [p], 3, reach));
    };
    expect(d({ weather: 'rainy' })).toEqual(['aircraft intercepted after the first -2', 'rainy weather 3']);
    expect(d({ weather: 'cold' })).toContain('cold weather 2');
    expect(d({ weather: 'hot' })).toContain('hot weather 1');
    expect(d({ part: 'night' })).toContain('night 3');
    expect(d({ part: 'night' }, 'nf')).toContain('night, night specialists 1');
  });

  it('XII.6.1 II.4 a fighter on its table patrols, in supply and not activated; at night only night fighters', () => {
    const bf = piece('bf', 'bf109', NAT, 'A:0505');
    const nf = piece('nf', 'nf', NAT, 'A:0505');
    expect(mayPatrol(M, stateOf([bf]), bf, true).ok).toBe(true);
    expect(mayPatrol(M, stateOf([bf]), bf, false)).toMatchObject({ rule: 'VIII.8' });
    expect(mayPatrol(M, stateOf([sm]), sm, true)).toMatchObject({ rule: 'XII.6.1' });
    const on = { ...vars(), air: { ...emptyAir(), patrol: ['bf'] } } as OurWarVars;
    expect(mayPatrol(M, stateOf([bf], on), bf, true)).toMatchObject({ rule: 'XII.6.1' });
    expect(mayPatrol(M, stateOf([bf], vars({ part: 'night' })), bf, true)).toMatchObject({ rule: 'II.4' });
    expect(mayPatrol(M, stateOf([nf], vars({ part: 'night' })), nf, true).ok).toBe(true);
  });
});
