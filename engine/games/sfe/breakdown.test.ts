import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { BREAKDOWN_BOX, breakDown, breaksInto, mayBreakDown, recombine } from './breakdown.js';
import { boxed, piece, position, TEST_UNITS, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';

const def = (id: string) => TEST_UNITS.find((u) => u.id === id)!;
function play(state: GameState, verb: typeof breakDown, action: Action): GameState {
  const d = draftState<SfeVars>(state);
  const r = verb.apply(testModule, d, action);
  if (Array.isArray(r)) throw new Error(r.map((v) => v.message).join('; '));
  return d.state;
}
const spare = [
  boxed('d1', 'ger-inf-div', AXIS, BREAKDOWN_BOX),
  boxed('d2', 'ger-inf-div3', AXIS, BREAKDOWN_BOX),
  boxed('d3', 'ger-inf-div3', AXIS, BREAKDOWN_BOX),
  boxed('p1', 'ger-pz-div', AXIS, BREAKDOWN_BOX),
  boxed('p2', 'ger-pz-div', AXIS, BREAKDOWN_BOX),
];
const act = (verb: string, args: Action['args']): Action => ({ side: AXIS, verb, args });

describe('breakdown (§26)', () => {
  it('§26.01 German corps with a reduced side break down; Soviet corps do not', () => {
    expect(mayBreakDown(def('ger-inf'))).toBe(true);
    expect(mayBreakDown(def('sov-inf'))).toBe(false);
    expect(mayBreakDown(def('ger-inf-div'))).toBe(false);
  });

  it('§26.02 an armor corps becomes 2 divisions, an infantry corps 3, their attack adding up to its own', () => {
    expect(breaksInto(def('ger-pz'))).toEqual({ count: 2, size: 'division' });
    expect(breaksInto(def('ger-mot'))).toEqual({ count: 2, size: 'division' });
    expect(breaksInto(def('ger-inf'))).toEqual({ count: 3, size: 'division' });
    const s = position([piece('c', 'ger-inf', AXIS, 'C:4032'), ...spare]);
    expect(breakDown.check(testModule, s, act('breakDown', { piece: 'c', into: ['d1', 'd2', 'd3'] }))).toEqual([]);
    const wrong = breakDown.check(testModule, s, act('breakDown', { piece: 'c', into: ['d1', 'd2', 'p1'] }));
    expect(wrong[0]?.section).toBe('26.02');
    const z = position([piece('z', 'ger-pz', AXIS, 'C:4032'), ...spare]);
    expect(breakDown.list(testModule, z, AXIS)).toEqual([
      { verb: 'breakDown', args: { piece: 'z', into: ['p1', 'p2'] } },
    ]);
  });

  it('§26.03 break down at the start of the Movement Phase, not after moving nor in the Combat Phase', () => {
    const s = position([piece('c', 'ger-inf', AXIS, 'C:4032'), ...spare], { moved: { c: { mp: 1 } } });
    expect(breakDown.check(testModule, s, act('breakDown', { piece: 'c', into: ['d1', 'd2', 'd3'] }))[0]?.section).toBe(
      '26.03',
    );
    const c = position([piece('c', 'ger-inf', AXIS, 'C:4032'), ...spare], { phase: 'combat' });
    expect(breakDown.list(testModule, c, AXIS)).toEqual([]);
  });

  it('§26.05 a recombined unit takes the worst unsupplied level of its parts', () => {
    const s = position([piece('c', 'ger-inf', AXIS, 'C:4032'), ...spare, piece('r', 'sov-inf', SOVIET, 'C:3830')], {
      unsupplied: { c: 1 },
    });
    const broken = play(s, breakDown, act('breakDown', { piece: 'c', into: ['d1', 'd2', 'd3'] }));
    expect(broken.pieces.find((p) => p.id === 'c')!.at).toEqual({ kind: 'box', box: BREAKDOWN_BOX });
    expect(varsOf(broken).unsupplied).toEqual({ d1: 1, d2: 1, d3: 1 });
    varsOf(broken).unsupplied.d2 = 3;
    const back = play(broken, recombine, act('recombine', { piece: 'c' }));
    expect(back.pieces.find((p) => p.id === 'c')!.at).toEqual({ kind: 'hex', hex: 'C:4032' });
    expect(varsOf(back).unsupplied).toEqual({ c: 3 });
    expect(varsOf(back).brokenDown).toEqual({});
  });

  it('§26.03 the parts recombine only when stacked together', () => {
    const s = position([piece('c', 'ger-inf', AXIS, 'C:4032'), ...spare]);
    const broken = play(s, breakDown, act('breakDown', { piece: 'c', into: ['d1', 'd2', 'd3'] }));
    broken.pieces = broken.pieces.map((p) => (p.id === 'd3' ? { ...p, at: { kind: 'hex', hex: 'C:4031' } } : p));
    expect(recombine.check(testModule, broken, act('recombine', { piece: 'c' }))[0]?.section).toBe('26.03');
  });
});
