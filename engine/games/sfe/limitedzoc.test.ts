import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { moveSearch, reach } from './movement.js';
import { move } from './moves.js';
import { exploitReach } from './exploitation.js';
import { overrun } from './overrun.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, hexDef, type SfeVars, SOVIET, varsOf } from './state.js';
import { graphOf, sideFeatures } from './terrain.js';
import { limitedZocSurcharge, type ZocKind, zocKindOf, zocKinds } from './zoc.js';

/** The MPs spent along a path of clear hexes (1 MP each) under §28.01b, cumulative after each step. */
function spent(kinds: Map<string, ZocKind>, path: string[]): number[] {
  const out: number[] = [];
  let mp = 0;
  for (let i = 1; i < path.length; i++) {
    mp += 1 + limitedZocSurcharge(kinds, path[i - 1]!, path[i]!, i === 1);
    out.push(mp);
  }
  return out;
}

describe('ZOC limitations (optional §28.01)', () => {
  it('§28.01 T39 cases 1-3: a 16-16-6 Pz moving through limited ZOCs (B, C, F, G) spends 1-4-6, 3-5 and 3-6', () => {
    const kinds = new Map<string, ZocKind>([
      ['B', 'limited'],
      ['C', 'limited'],
      ['F', 'limited'],
      ['G', 'limited'],
    ]);
    expect(spent(kinds, ['A', 'B', 'C', 'D'])).toEqual([1, 4, 6]);
    expect(spent(kinds, ['B', 'C', 'D'])).toEqual([3, 5]);
    expect(spent(kinds, ['B', 'F', 'G'])).toEqual([3, 6]);
  });

  it('§28.01d T40: three 2-4-3 INF corps stacked together project only a limited ZOC', () => {
    const three = ['a', 'b', 'c'].map((id) => piece(id, 'sov-inf', SOVIET, 'C:4030', 1));
    const s = position(three);
    for (const p of three) expect(zocKindOf(testModule, varsOf(s), p)).toBe('limited');
    const kinds = zocKinds(testModule, s, SOVIET);
    expect(kinds.size).toBe(6);
    expect([...kinds.values()].every((k) => k === 'limited')).toBe(true);
    // One full 4-6-3 corps with them makes the stack's ZOC normal.
    const four = position([...three.slice(0, 2), piece('d', 'sov-inf', SOVIET, 'C:4030')]);
    expect([...zocKinds(testModule, four, SOVIET).values()].every((k) => k === 'normal')).toBe(true);
  });

  it('§28.01a infantry-type brigades and units of 1 attack factor or less project no ZOC; unsupplied: half', () => {
    const s = position([piece('b', 'ger-brig', AXIS, 'C:4032'), piece('c', 'sov-cav', SOVIET, 'C:4030')], {
      unsupplied: { c: 1 },
    });
    expect(zocKindOf(testModule, varsOf(s), s.pieces[0]!)).toBeNull();
    // A 3-3-5 cavalry corps unsupplied attacks at ×½: 1.5 factors, a limited ZOC.
    expect(zocKindOf(testModule, varsOf(s), s.pieces[1]!)).toBe('limited');
  });

  it('§28.01b a limited ZOC does not stop a move; the option off, every ZOC does', () => {
    const pieces = [
      piece('p', 'ger-pz', AXIS, 'C:4032'),
      ...['a', 'b'].map((id) => piece(id, 'sov-inf', SOVIET, 'C:3830', 1)),
    ];
    const on = position(pieces, { control: controlBy1941(), options: { limitedZoc: true } });
    const off = position(pieces, { control: controlBy1941() });
    const pz = pieces[0]!;
    const rOn = reach(testModule, on, pz, moveSearch(testModule, on, pz, false));
    const rOff = reach(testModule, off, pz, moveSearch(testModule, off, pz, false));
    const zoc = moveSearch(testModule, off, pz, false).enemyZoc;
    expect([...rOff.values()].some((r) => r.path.slice(0, -1).some((h) => zoc.has(h)))).toBe(false);
    expect([...rOn.values()].some((r) => r.path.slice(0, -1).some((h) => zoc.has(h)))).toBe(true);
    expect([...rOn.values()].every((r) => !r.zoc)).toBe(true);
  });
});

describe('ZOC limitations in the Exploitation Phase (optional §28.01b, §11.01)', () => {
  it('§28.01b a limited ZOC does not stop an exploiting panzer corps, as in movement; the option off, every ZOC does', () => {
    const pieces = [
      piece('p', 'ger-pz', AXIS, 'C:4032'),
      ...['a', 'b'].map((id) => piece(id, 'sov-inf', SOVIET, 'C:3830', 1)),
    ];
    const at = (options: Record<string, boolean>) =>
      position(pieces, { control: controlBy1941(), options, phase: 'exploitation' } as Partial<SfeVars>);
    const pz = pieces[0]!;
    const zoc = moveSearch(testModule, at({}), pz, false).enemyZoc;
    // The hexes it reaches in the enemy's ZOC: a stop there with the option off, none with it on.
    const inZoc = (s: GameState) => [...exploitReach(testModule, s, pz).entries()].filter(([h]) => zoc.has(h));
    expect(inZoc(at({})).length).toBeGreaterThan(0);
    expect(inZoc(at({})).every(([, r]) => r.zoc)).toBe(true);
    expect(inZoc(at({ limitedZoc: true })).length).toBeGreaterThan(0);
    expect(inZoc(at({ limitedZoc: true })).every(([, r]) => !r.zoc)).toBe(true);
  });
});

describe('ZOC limitations and overruns (optional §28.01e)', () => {
  const graph = graphOf(testModule);
  const adj = (a: string, b: string) => graph.neighbors(a).includes(b);
  const open = (a: string, b: string) =>
    hexDef(testModule, b)?.terrain === 'clear' &&
    !hexDef(testModule, b)?.city &&
    sideFeatures(testModule, a, b).length === 0;
  // Clear hexes, no river: the target T, the hex Y beside it, the hex X the stack starts from (beside Y, not T), and A,
  // a second Soviet unit whose limited ZOC covers X but not Y.
  const [T, Y, X, A] = (() => {
    for (const t of ['C:4132', 'C:4232', 'C:4034', 'C:4335'])
      for (const y of graph.neighbors(t).filter((y) => open(t, y)))
        for (const x of graph.neighbors(y).filter((x) => x !== t && !adj(x, t) && open(y, x)))
          for (const a of graph.neighbors(x).filter((a) => a !== y && !adj(a, y) && !adj(a, t) && open(x, a)))
            return [t, y, x, a];
    throw new Error('no clear ground');
  })();
  const stack = ['p1', 'p2', 'g1'];
  const play = (state: GameState, verb: typeof move, action: Action) => {
    const d = draftState<SfeVars>(state);
    const r = verb.apply(testModule, d, action);
    if (r) throw new Error(JSON.stringify(r));
    return d.state;
  };
  /** The stack (two 16-16-6 Pz and a 10-10-4, 42 factors) moves from X to Y, then may overrun T's reduced 4-6-3. */
  function drive(extra: ReturnType<typeof piece>[] = []): GameState {
    const germans = [piece('p1', 'ger-pz', AXIS, X), piece('p2', 'ger-pz', AXIS, X), piece('g1', 'ger-inf', AXIS, X)];
    const soviets = [piece('t', 'sov-inf', SOVIET, T, 1), piece('a', 'sov-inf', SOVIET, A, 1), ...extra];
    let s = position([...germans, ...soviets], { control: controlBy1941(), options: { limitedZoc: true } });
    for (const id of stack) s = play(s, move, { side: AXIS, verb: 'move', args: { piece: id, to: Y } });
    return s;
  }
  const over = { side: AXIS, verb: 'overrun', args: { pieces: stack, hex: T } };

  it('§28.01e T41: into a hex only in the ZOC of the unit overrun next, the move costs as leaving all ZOCs', () => {
    const s = drive();
    // §28.01b(2) from X (in A's limited ZOC) into T's limited ZOC: 1 + 2 MPs, as long as no overrun follows
    expect(varsOf(s).moved.g1).toEqual({ mp: 3, zocBack: { hex: Y, mp: 2 } });
    // the overrun gives the 2 back: the step cost 1, the overrun 1 + 1: the 10-10-4 (4 MPs) has spent 3
    expect(overrun.check(testModule, s, over)).toEqual([]);
    const after = play(s, overrun as unknown as typeof move, over);
    expect(varsOf(after).moved.g1!.mp).toBe(3);
    expect(varsOf(after).moved.p1!.mp).toBe(3);
    expect(after.pieces.find((p) => p.id === 't')!.at).toEqual({ kind: 'box', box: 'dead' });
  });

  it('§28.01e another enemy ZOC on that hex: the surcharge stands, and the 10-10-4 has not the MPs to overrun', () => {
    const b = graph
      .neighbors(Y)
      .find((h) => h !== T && h !== X && !adj(h, T) && !adj(h, X) && !adj(h, A) && hexDef(testModule, h)?.terrain);
    if (!b) throw new Error('no hex for a third Soviet unit');
    const s = drive([piece('b', 'sov-inf', SOVIET, b, 1)]);
    expect(varsOf(s).moved.g1!.mp).toBe(3);
    expect(overrun.check(testModule, s, over).map((v) => v.section)).toEqual(['†§14.04']);
  });
});
