import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { emptyAir } from '../ourwar/airstate.js';
import { reconAt } from '../ourwar/airrecon.js';
import { NAT, REP } from '../ourwar/state.js';
import { act, listed, segment } from './ebro.fixture.js';
import { recon } from './recon.js';
import { ebroModule as M } from './ebro.fixture.js';

/** The Republican preparation segment by day, the Nationalists neither intercepting nor firing AA. */
const quiet = (): GameState => {
  const s = segment('prepare', REP);
  return { ...s, vars: { ...s.vars, air: { ...emptyAir(), noIntercept: [NAT], holdFire: [NAT] } } };
};
const drmsOf = (ev: Record<string, unknown>) => ev.drms as { rule: string; value: number }[];

describe('air reconnaissance on the Ebro', () => {
  it('XII.6.2 XIV.9.2 an SB spends its two points over a hex under fire: +2 to that fire, then the markers go', () => {
    const s0 = quiet();
    const shot = listed(s0, REP, 'fire')[0]!;
    const hex = shot.args!.hex as string;
    const flights = listed(s0, REP, 'recon');
    expect(flights).toContainEqual(expect.objectContaining({ args: { piece: 'R-AIR-G24', hexes: [hex, hex] } }));
    const s1 = act(s0, REP, 'recon', { piece: 'R-AIR-G24', hexes: [hex, hex] }).state;
    expect(reconAt(s1, REP, hex)).toBe(2);
    expect((s1.vars as { marks: Record<string, { act?: string }> }).marks['R-AIR-G24']?.act).toBe('done');
    const before = act(s0, REP, 'fire', shot.args!).events.find((e) => e.type === 'fire')!;
    const after = act(s1, REP, 'fire', shot.args!);
    const ev = after.events.find((e) => e.type === 'fire')!;
    expect(drmsOf(ev).filter((m) => m.rule === 'XII.6.2')).toEqual([expect.objectContaining({ value: 2 })]);
    expect(drmsOf(before).some((m) => m.rule === 'XII.6.2')).toBe(false);
    expect(reconAt(after.state, REP, hex)).toBe(0);
  });

  it('XII.6.2 no more points than the factor, nor beyond four over a hex in a turn; only aircraft with points', () => {
    const s0 = quiet();
    const hex = listed(s0, REP, 'fire')[0]!.args!.hex as string;
    const check = (s: GameState, piece: string, hexes: string[]) =>
      recon.check(M, s, { side: REP, verb: 'recon', args: { piece, hexes } }).map((v) => v.rule);
    expect(check(s0, 'R-AIR-G24', [hex, hex, hex])).toEqual(['ebro.recon.points']);
    expect(check(s0, 'R-AIR-G24', [])).toEqual(['ebro.recon.points']);
    expect(check(s0, 'R-AIR-G24', ['nowhere'])).toEqual(['ebro.recon.hex']);
    expect(check(s0, 'R-BOATS-Flix', [hex])).toEqual(['ebro.recon.unit']);
    let s = act(s0, REP, 'recon', { piece: 'R-AIR-G24', hexes: [hex, hex] }).state;
    s = act(s, REP, 'recon', { piece: 'R-AIR-G30', hexes: [hex] }).state;
    expect(check(s, 'R-AIR-G28', [hex])).toEqual([]);
    s = act(s, REP, 'recon', { piece: 'R-AIR-G28', hexes: [hex] }).state;
    expect(reconAt(s, REP, hex)).toBe(4);
    expect(check(s, 'R-AIR-G26-1', [hex])).toEqual(['ebro.recon.points']);
    expect(listed(s, REP, 'recon').some((a) => (a.args!.hexes as string[]).includes(hex))).toBe(false);
  });

  it('XII.6.2 XII.6.8 a reconnaissance flight meets interception like any mission', () => {
    const s0 = segment('prepare', REP);
    const hex = listed(s0, REP, 'fire')[0]!.args!.hex as string;
    const nat = s0.pieces.find((p) => p.id === 'N-AIR-J88-1')!;
    const s = { ...s0, pieces: s0.pieces.map((p) => (p.id === nat.id ? { ...p, at: { kind: 'hex', hex } } : p)) };
    const r = act(s as GameState, REP, 'recon', { piece: 'R-AIR-G24', hexes: [hex, hex] });
    const ev = r.events.find((e) => e.type === 'recon')!;
    const stop = (ev.stops as { interception: { units: string[] }[] }[])[0]!;
    expect(stop.interception.flatMap((x) => x.units)).toContain('N-AIR-J88-1');
    expect(reconAt(r.state, REP, hex)).toBe((ev.reached as string[]).length);
  });

  it('XII.6.2 option reconCapShared: the Nationalists’ points over a hex count toward the Republicans’ four', () => {
    const s0 = quiet();
    const hex = listed(s0, REP, 'fire')[0]!.args!.hex as string;
    const air = { ...(s0.vars as { air: object }).air, reconSpent: { [`${NAT}|${hex}`]: 3 } };
    const spent = { ...s0, vars: { ...s0.vars, air } } as GameState;
    const shared = { ...spent, vars: { ...spent.vars, options: { reconCapShared: true } } } as GameState;
    const check = (s: GameState) =>
      recon.check(M, s, { side: REP, verb: 'recon', args: { piece: 'R-AIR-G24', hexes: [hex, hex] } });
    expect(check(spent)).toEqual([]);
    expect(check(shared).map((v) => v.rule)).toEqual(['ebro.recon.points']);
  });
});
