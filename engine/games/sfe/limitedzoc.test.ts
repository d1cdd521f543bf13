import { describe, expect, it } from 'vitest';
import { moveSearch, reach } from './movement.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, SOVIET, varsOf } from './state.js';
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
