import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { mayStartCombat } from '../ourwar/combat.js';
import { marksOf, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

const POOL = 'R-EE-MP1';
const MORA_LA_NOVA = 'A:2623';
const BNS = ['R-35D-XV-1', 'R-35D-XV-2', 'R-35D-XV-3'];
const at = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.at;
const poolMoves = (s: GameState) => listed(s, REP, 'move').filter((a) => a.args?.mode === 'pool');
const natural = (s: GameState, id: string) =>
  listed(s, REP, 'move').filter((a) => a.args?.piece === id && a.args.mode === undefined && !a.args.with);

describe('motor pools (IX.2.2)', () => {
  const start = () => placed(segment('move', REP), Object.fromEntries(BNS.map((b) => [b, MORA_LA_NOVA])));

  it('IX.2.2 a motor pool carries the units stacked with it, as many levels as it prints, by its own movement', () => {
    const s = start();
    const moves = poolMoves(s);
    expect(moves.length).toBeGreaterThan(0);
    // 4 levels: two battalions of two levels each, never the third
    for (const m of moves) expect(m.args).toMatchObject({ piece: POOL, with: BNS.slice(0, 2) });
    // the pool goes where it could go alone (its own MP at motorised costs), and no farther
    const alone = new Set(
      listed(s, REP, 'move')
        .filter((a) => a.args?.piece === POOL && !a.args.mode && !a.args.with)
        .map((a) => JSON.stringify(a.args!.to)),
    );
    for (const m of moves) expect(alone.has(JSON.stringify(m.args!.to))).toBe(true);
    const far = moves.reduce((a, b) => ((b.info?.mp as number) > (a.info?.mp as number) ? b : a));
    expect(far.info?.mp as number).toBeGreaterThan(6);
    const r = act(s, REP, 'move', far.args!);
    for (const id of [POOL, ...BNS.slice(0, 2)]) expect(at(r.state, id)).toEqual(far.args!.to);
    expect(at(r.state, BNS[2]!)).toEqual({ kind: 'hex', hex: MORA_LA_NOVA });
    expect(marksOf(varsOf(r.state), POOL).act).toBe('done');
    expect(marksOf(varsOf(r.state), BNS[0]!)).toMatchObject({ pooled: true, act: 'done' });
  });

  it('IX.2.2 a carried unit then makes its own natural movement with its full MP and has finished for the turn', () => {
    const s = start();
    const r = act(s, REP, 'move', poolMoves(s)[0]!.args!);
    const own = natural(r.state, BNS[0]!);
    expect(own.length).toBeGreaterThan(0);
    expect(Math.max(...own.map((a) => a.info?.mp as number))).toBe(6);
    // no rail, road or boat move for it: forms do not combine (IX.2)
    expect(listed(r.state, REP, 'move').some((a) => a.args?.piece === BNS[0] && a.args.mode)).toBe(false);
    const moved = act(r.state, REP, 'move', own[0]!.args!).state;
    expect(marksOf(varsOf(moved), BNS[0]!).act).toBe('done');
    // it may not attack (an activation marker on top), whether it moved on or not
    for (const [state, id] of [
      [moved, BNS[0]!],
      [r.state, BNS[1]!],
    ] as const) {
      const p = state.pieces.find((x) => x.id === id)!;
      expect(mayStartCombat(ebroModule, varsOf(state), p, true)).toMatchObject({ ok: false, rule: 'XVI.1' });
    }
  });

  it('XVI.14, IX.2.2 the pool and its load count once against the surprise cap: the load may still move on', () => {
    const s = { ...start(), vars: { ...start().vars, moveCap: 3 } };
    const r = act(s, REP, 'move', poolMoves(s)[0]!.args!).state;
    expect(varsOf(r).moveCap).toBe(0);
    const own = natural(r, BNS[0]!);
    expect(own.length).toBeGreaterThan(0);
    expect(varsOf(act(r, REP, 'move', own[0]!.args!).state).moveCap).toBe(0);
    expect(natural(r, BNS[2]!)).toEqual([]);
  });

  it('IX.2.2 a unit that has moved may not be carried, and a pool moves a load only once a turn', () => {
    const s = start();
    const one = act(s, REP, 'move', natural(s, BNS[0]!)[0]!.args!).state;
    for (const m of poolMoves(one)) expect(m.args!.with).not.toContain(BNS[0]);
    const v = ebroRules.check(ebroModule, one, {
      side: REP,
      verb: 'move',
      args: { ...poolMoves(s)[0]!.args!, with: BNS.slice(0, 2) },
    });
    expect(v[0]).toMatchObject({ section: 'IX.2.2' });
    const carried = act(s, REP, 'move', poolMoves(s)[0]!.args!).state;
    expect(poolMoves(carried)).toEqual([]);
  });
});
