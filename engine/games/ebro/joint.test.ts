import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { missionTotal } from '../ourwar/airmission.js';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { isAir } from '../ourwar/units.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/** The position without the Republican aircraft (nothing intercepts). */
const grounded = (s: GameState): GameState => ({
  ...s,
  pieces: s.pieces.map((p) =>
    p.side === REP && isAir(ebroModule, p) ? { ...p, at: { kind: 'box', box: 'dead' } } : p,
  ),
});
const check = (s: GameState, verb: string, args: JsonObject) =>
  ebroRules.check(ebroModule, s, { side: NAT, verb, args });
/** The factor aircraft bring from where they stand (boxes and night cut it, XII.9). */
const airOf = (s: GameState, ids: string[], f: 'bombard' | 'groundAttack') => missionTotal(ebroModule, s, ids, f).value;

describe('joint preparation', () => {
  // A Nationalist battalion (fire 2) at A:1524 beside a Republican one at A:1523; the Nationalist aircraft at their
  // bases; no Republican aircraft, so nothing intercepts (the target's AA may fire).
  const base = (seed = '1') =>
    placed(grounded(segment('prepare', NAT, { first: NAT }, seed)), {
      'N-50D-13': 'A:1524',
      'R-35D-XV-2': 'A:1523',
      'N-50D-ART1': { box: 'dead' },
    });
  /** A seed whose AA fire leaves all the aircraft named flying over A:1523. */
  const allFly = (args: JsonObject) => {
    for (let i = 1; i < 40; i++) {
      const r = act(base(String(i)), NAT, 'fire', args);
      const e = r.events.find((x) => x.type === 'fire')!;
      if ((e.raid as { flying: string[] }).flying.length === (args.air as string[]).length) return { r, e };
    }
    throw new Error('no seed');
  };

  it('VI.3.3c ground fire and aircraft’s ground attack in one attack, the air share at most half the total', () => {
    const s = base();
    const air = airOf(s, ['N-AIR-1G2'], 'groundAttack');
    expect(air).toBeGreaterThan(0);
    const { r, e } = allFly({ pieces: ['N-50D-13'], hex: 'A:1523', air: ['N-AIR-1G2'] });
    expect(e.total).toBe(2 + Math.min(air, 2));
    expect(e).toMatchObject({ air: ['N-AIR-1G2'] });
    expect((e.raid as { flying: string[] }).flying).toEqual(['N-AIR-1G2']);
    // XII.6.6 the aircraft flew the mission: home activated; the battalion fired
    expect(marksOf(varsOf(r.state), 'N-AIR-1G2').act).toBe('done');
    expect(marksOf(varsOf(r.state), 'N-50D-13').fired).toBe(true);
    // two aircraft bring more than the battalion's 2: the total stops at twice the ground fire
    const two = allFly({ pieces: ['N-50D-13'], hex: 'A:1523', air: ['N-AIR-1G2', 'N-AIR-JU87'] });
    expect(airOf(s, ['N-AIR-1G2', 'N-AIR-JU87'], 'groundAttack')).toBeGreaterThan(2);
    expect(two.e.total).toBe(4);
  });

  it('VI.3.3c only aircraft with a ground attack factor able to fly join; each flies once', () => {
    const s = base();
    expect(check(s, 'fire', { pieces: ['N-50D-13'], hex: 'A:1523', air: ['R-35D-XV-2'] })[0]!.rule).toBe(
      'ebro.air.unit',
    );
    const flown = { ...s, vars: { ...s.vars, marks: { 'N-AIR-1G2': { act: 'done' } } } } as GameState;
    expect(check(flown, 'fire', { pieces: ['N-50D-13'], hex: 'A:1523', air: ['N-AIR-1G2'] })[0]!.rule).toBe(
      'ebro.air.unit',
    );
    // the fire at A:1523 is offered with each aircraft that may join it, every one accepted
    const joint = listed(s, NAT, 'fire').filter((a) => a.args!.air && a.args!.hex === 'A:1523');
    const ids = joint.map((a) => (a.args!.air as string[])[0]!);
    expect(ids).toEqual(expect.arrayContaining(['N-AIR-1G2', 'N-AIR-JU87']));
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of joint) expect(check(s, 'fire', a.args!)).toEqual([]);
    expect(ids.every((id) => airOf(s, [id], 'groundAttack') > 0)).toBe(true);
  });

  // A Republican footbridge over the Sec (A:1525|A:1625) and Nationalist artillery (fire 5) at A:1526.
  const KEY = 'A:1525|A:1625';
  const riba = () => {
    const footbridge = { kind: 'footbridge', a: 'A:1525', b: 'A:1625', side: REP, damage: 0 };
    const s = segment('prepare', NAT, { first: NAT, crossings: { [KEY]: footbridge } });
    return placed(grounded(s), { 'N-50D-ART1': 'A:1526' });
  };

  it('VI.3.2c destruction fire and bombardment in one attack, the bombardment at most half the total', () => {
    const s = riba();
    const he = airOf(s, ['N-AIR-K88-1', 'N-AIR-K88-2'], 'bombard');
    expect(he).toBeGreaterThan(5);
    const args = { pieces: ['N-50D-ART1'], a: 'A:1525', b: 'A:1625', air: ['N-AIR-K88-1', 'N-AIR-K88-2'] };
    const r = act(s, NAT, 'shell', args);
    const e = r.events.find((x) => x.type === 'shelled')!;
    expect((e.raid as { flying: string[] }).flying).toEqual(args.air);
    expect(e.total).toBe(10);
    expect(marksOf(varsOf(r.state), 'N-AIR-K88-1').act).toBe('done');
    const one = airOf(s, ['N-AIR-JU87'], 'bombard');
    const ju = act(s, NAT, 'shell', { pieces: ['N-50D-ART1'], a: 'A:1525', b: 'A:1625', air: ['N-AIR-JU87'] });
    expect((ju.events.find((x) => x.type === 'shelled')!.raid as { flying: string[] }).flying).toEqual(['N-AIR-JU87']);
    expect(ju.events.find((x) => x.type === 'shelled')!.total).toBe(5 + Math.min(one, 5));
    // a fighter with no bombardment factor does not join
    const fighter = { pieces: ['N-50D-ART1'], a: 'A:1525', b: 'A:1625', air: ['N-AIR-J88-1'] };
    expect(check(s, 'shell', fighter)[0]!.rule).toBe('ebro.air.unit');
    expect(listed(s, NAT, 'shell').some((a) => (a.args!.air as string[] | undefined)?.[0] === 'N-AIR-K88-1')).toBe(
      true,
    );
  });
});
