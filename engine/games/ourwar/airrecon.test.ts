import { describe, expect, it } from 'vitest';
import { stateOf, vars } from './combat.fixture.js';
import { airModule as M, piece } from './air.fixture.js';
import { clearRecon, mayPlaceRecon, mayReconnoitre, placeRecon, reconAt, useRecon } from './airrecon.js';
import { NAT, REP } from './state.js';

const onMap = (x: string) => x.startsWith('A:');

describe('air reconnaissance', () => {
  const ro = piece('ro', 'ro37', NAT, 'A:0404');
  const sm = piece('sm', 'sm79', NAT, 'A:0404');

  it('XII.6.2 only aircraft with a reconnaissance factor reconnoitre, and only when they may fly a mission', () => {
    const s = stateOf([ro, sm]);
    expect(mayReconnoitre(M, s, ro, true).ok).toBe(true);
    expect(mayReconnoitre(M, s, sm, true)).toMatchObject({ ok: false, rule: 'XII.6.2' });
    expect(mayReconnoitre(M, s, ro, false)).toMatchObject({ ok: false, rule: 'VIII.8' });
    const done = stateOf([ro], vars({ marks: { ro: { act: 'done' } } }));
    expect(mayReconnoitre(M, done, ro, true)).toMatchObject({ ok: false, rule: 'XII.6' });
    const far = piece('far', 'ro37', NAT, { box: 'nat-remote' });
    expect(mayReconnoitre(M, stateOf([far]), far, true).ok).toBe(true);
  });

  it('XII.6.2 a flight spends no more points than its factor, and a side at most four over a hex in a turn', () => {
    const s = stateOf([ro]);
    expect(mayPlaceRecon(M, s, ro, ['A:0505', 'A:0505', 'A:0606'], onMap).ok).toBe(true);
    expect(mayPlaceRecon(M, s, ro, ['A:0505', 'A:0505', 'A:0505', 'A:0606'], onMap)).toMatchObject({ ok: false });
    expect(mayPlaceRecon(M, s, ro, [], onMap).ok).toBe(false);
    const v = vars();
    placeRecon(v, NAT, ['A:0505', 'A:0505'], onMap);
    const after = stateOf([ro], v);
    expect(mayPlaceRecon(M, after, ro, ['A:0505', 'A:0505'], onMap).ok).toBe(true);
    expect(mayPlaceRecon(M, after, ro, ['A:0505', 'A:0505', 'A:0505'], onMap)).toMatchObject({ rule: 'XII.6.2' });
    // the other side's points over the hex are its own
    const rep = piece('rep', 'ro37', REP, 'A:0909');
    expect(mayPlaceRecon(M, stateOf([rep], v), rep, ['A:0505', 'A:0505', 'A:0505'], onMap).ok).toBe(true);
    // with the points shared, the Nationalists' two leave the Republicans two
    expect(mayPlaceRecon(M, stateOf([rep], v), rep, ['A:0505', 'A:0505', 'A:0505'], onMap, true).ok).toBe(false);
    expect(mayPlaceRecon(M, stateOf([rep], v), rep, ['A:0505', 'A:0505'], onMap, true).ok).toBe(true);
  });

  it('XII.9 over an off-map box each point costs two, at most eight a turn', () => {
    const s = stateOf([ro]);
    expect(mayPlaceRecon(M, s, ro, ['west-int'], onMap).ok).toBe(true);
    expect(mayPlaceRecon(M, s, ro, ['west-int', 'west-int'], onMap)).toMatchObject({ ok: false, rule: 'XII.6.2' });
    const v = vars();
    placeRecon(v, NAT, ['west-int', 'west-int', 'west-int'], onMap);
    expect(reconAt(stateOf([], v), NAT, 'west-int')).toBe(3);
    expect(mayPlaceRecon(M, stateOf([ro], v), ro, ['west-int'], onMap).ok).toBe(true);
    placeRecon(v, NAT, ['west-int'], onMap);
    expect(mayPlaceRecon(M, stateOf([ro], v), ro, ['west-int'], onMap).ok).toBe(false);
  });

  it('XII.6.2 markers add to the side’s fire over the hex until it is resolved, and are lost at the phase end', () => {
    const v = vars();
    placeRecon(v, NAT, ['A:0505', 'A:0505', 'A:0606'], onMap);
    placeRecon(v, REP, ['A:0505'], onMap);
    const s = stateOf([], v);
    expect([reconAt(s, NAT, 'A:0505'), reconAt(s, NAT, 'A:0606'), reconAt(s, REP, 'A:0505')]).toEqual([2, 1, 1]);
    useRecon(v, NAT, 'A:0505');
    expect(reconAt(stateOf([], v), NAT, 'A:0505')).toBe(0);
    expect(reconAt(stateOf([], v), NAT, 'A:0606')).toBe(1);
    clearRecon(v, NAT);
    expect(reconAt(stateOf([], v), NAT, 'A:0606')).toBe(0);
    expect(reconAt(stateOf([], v), REP, 'A:0505')).toBe(1);
  });
});
