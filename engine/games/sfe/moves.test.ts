import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { move, rail } from './moves.js';
import { availableMp, moveSearch, mpLeft, reach } from './movement.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';
import { graphOf, railNeighbors } from './terrain.js';

/** Apply a verb, throwing on a refusal. */
function play(state: GameState, verb: typeof move, action: Action): GameState {
  const d = draftState<SfeVars>(state);
  const r = verb.apply(testModule, d, action);
  if (Array.isArray(r)) throw new Error(r.map((v) => v.message).join('; '));
  return d.state;
}
const axisAll = () => {
  const c = controlBy1941();
  for (const k of Object.keys(c)) c[k] = AXIS;
  return c;
};
/** Rail hexes within n of a hex. */
function ring(from: string, n: number): string[] {
  const d = new Map([[from, 0]]);
  const q = [from];
  while (q.length > 0) {
    const h = q.shift()!;
    if (d.get(h)! >= n) continue;
    for (const x of railNeighbors(testModule, h)) {
      if (d.has(x)) continue;
      d.set(x, d.get(h)! + 1);
      q.push(x);
    }
  }
  return [...d.keys()];
}
const railVars = (n = 10): Partial<SfeVars> => ({
  control: axisAll(),
  rail: { axis: ring('C:4032', n), soviet: [] },
  railCapacity: { axis: 5, soviet: 5 },
});
const act = (verb: string, args: Record<string, string>): Action => ({ side: AXIS, verb, args });

describe('ground movement (§7)', () => {
  it('§7.1 a unit enters a hex only if it can pay its full cost; the cheapest path is taken', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032')], { control: axisAll() });
    const p = s.pieces[0]!;
    const r = reach(testModule, s, p, moveSearch(testModule, s, p, false));
    expect([...r.values()].every((x) => x.cost <= 4)).toBe(true);
    expect(r.get('C:4031')?.cost).toBe(1);
    const after = play(s, move, act('move', { piece: 'g', to: 'C:4031' }));
    expect(varsOf(after).moved.g!.mp).toBe(1);
    expect(after.pieces[0]!.at).toEqual({ kind: 'hex', hex: 'C:4031' });
  });

  it('§7.11 mud halves the MPs before supply cuts them', () => {
    const s = position([piece('g', 'ger-pz', AXIS, 'C:4032')], {
      weather: { A: 'mud', B: 'mud', C: 'clear', D: 'clear', E: 'clear' },
      unsupplied: { g: 2 },
    });
    expect(availableMp(testModule, varsOf(s), s.pieces[0]!)).toBe(2);
  });

  it('§6.11 a unit stops when it enters an enemy ZOC', () => {
    const s = position([piece('g', 'ger-pz', AXIS, 'C:4032'), piece('r', 'sov-inf', SOVIET, 'C:3830')], {
      control: axisAll(),
    });
    const p = s.pieces[0]!;
    const search = moveSearch(testModule, s, p, false);
    const r = reach(testModule, s, p, search);
    for (const x of r.values()) expect(x.path.slice(0, -1).some((h) => search.enemyZoc.has(h))).toBe(false);
    expect([...r.values()].some((x) => x.zoc)).toBe(true);
    expect(r.has('C:3830')).toBe(false);
    // Having entered it, the unit moves no more this phase.
    const [to] = [...r].find(([, x]) => x.zoc)!;
    const after = play(s, move, act('move', { piece: 'g', to }));
    const next = graphOf(testModule).neighbors(to)[0]!;
    expect(move.check(testModule, after, act('move', { piece: 'g', to: next }))[0]?.section).toBe('6.11');
  });

  it('§7.12 a unit may always move one hex, even from one enemy ZOC to another', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032'), piece('r', 'sov-inf', SOVIET, 'C:4030')], {
      control: axisAll(),
      unsupplied: { g: 3 },
      weather: { A: 'heavy-mud', B: 'clear', C: 'clear', D: 'clear', E: 'clear' },
    });
    expect(availableMp(testModule, varsOf(s), s.pieces[0]!)).toBe(1);
    // 4132 costs 3 (a major river): too dear, but one hex may always be moved.
    const after = play(s, move, act('move', { piece: 'g', to: 'C:4132' }));
    expect(after.pieces.find((x) => x.id === 'g')!.at).toEqual({ kind: 'hex', hex: 'C:4132' });
    expect(move.check(testModule, after, act('move', { piece: 'g', to: 'C:4032' }))).not.toEqual([]);
  });

  it('§7.2 strategic movement only through hexes controlled at the start of the phase and free of enemy ZOC', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032'), piece('r', 'sov-inf', SOVIET, 'C:3830')], {
      control: axisAll(),
    });
    const p = s.pieces[0]!;
    const search = moveSearch(testModule, s, p, true);
    const r = reach(testModule, s, p, search);
    expect([...r.keys()].some((h) => search.enemyZoc.has(h))).toBe(false);
    expect(Math.max(...[...r.values()].map((x) => x.cost))).toBe(6);
    const taken = position(s.pieces, { control: axisAll(), controlBefore: { 'C:4031': SOVIET } });
    expect(reach(testModule, taken, p, moveSearch(testModule, taken, p, true)).has('C:4031')).toBe(false);
  });

  it('§7.2 T01: a 4 MP infantry unit entrains (1), detrains (1), then has 3 MPs of strategic movement', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032')], railVars());
    const after = play(s, rail, act('rail', { piece: 'g', to: 'C:4030' }));
    const g = after.pieces[0]!;
    expect(varsOf(after).moved.g!.mp).toBe(2);
    expect(mpLeft(testModule, varsOf(after), g, false)).toBe(2);
    expect(mpLeft(testModule, varsOf(after), g, true)).toBe(3);
    const sm = reach(testModule, after, g, moveSearch(testModule, after, g, true));
    const far = [...sm].find(([, r]) => r.cost === 3)![0];
    expect(move.check(testModule, after, act('move', { piece: 'g', to: far }))).not.toEqual([]);
    const done = play(after, move, act('move', { piece: 'g', to: far, sm: 'yes' }));
    expect(varsOf(done).moved.g!.mp).toBe(4);
  });

  it('§23.22 a supply unit enters an enemy ZOC only together with a friendly ground unit', () => {
    const s = position([piece('s', 'ger-supply', AXIS, 'C:4032'), piece('r', 'sov-inf', SOVIET, 'C:4030')], {
      control: axisAll(),
    });
    expect(move.check(testModule, s, act('move', { piece: 's', to: 'C:4031' }))[0]?.section).toBe('23.22');
    const w = position([...s.pieces, piece('g', 'ger-inf', AXIS, 'C:4031')], { control: axisAll() });
    expect(move.check(testModule, w, act('move', { piece: 's', to: 'C:4031' }))).toEqual([]);
  });

  it('§6.2 a ground unit takes control of the hexes it enters', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032')], { control: controlBy1941() });
    const after = play(s, move, act('move', { piece: 'g', to: 'C:4031' }));
    expect(varsOf(after).control['C:4031']).toBe(AXIS);
    expect(varsOf(after).controlBefore['C:4031']).toBe(SOVIET);
  });
});

describe('rail movement verbs (§8)', () => {
  it('§8.01 a unit detraining with no MPs left ends its move there', () => {
    const s = position([piece('s', 'ger-supply', AXIS, 'C:4032')], railVars());
    const after = play(s, rail, act('rail', { piece: 's', to: 'C:4030' }));
    expect(varsOf(after).moved.s!.done).toBe(true);
    expect(
      move.check(testModule, after, act('move', { piece: 's', to: graphOf(testModule).neighbors('C:4030')[0]! }))[0]
        ?.section,
    ).toBe('8.01');
  });

  it('§8.03 the rail capacity of the segment limits the corps moved by rail', () => {
    const s = position([piece('p', 'ger-pz', AXIS, 'C:4032'), piece('q', 'ger-pz', AXIS, 'C:4032')], {
      ...railVars(),
      railCapacity: { axis: 3, soviet: 0 },
    });
    const after = play(s, rail, act('rail', { piece: 'p', to: 'C:4030' }));
    expect(varsOf(after).railUsed).toBe(2);
    expect(rail.check(testModule, after, act('rail', { piece: 'q', to: 'C:4030' }))[0]?.section).toBe('8.03');
  });

  it('§8.04 extended rail goes 48 hexes for a unit that spent no MP, marked so it may not attack this segment', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032')], railVars(40));
    const far = rail.list(testModule, s, AXIS).filter((a) => a.args?.extended === 'yes');
    expect(far.length).toBeGreaterThan(0);
    expect(far.every((a) => (a.info?.hexes as number) > 24)).toBe(true);
    const moved = play(s, move, act('move', { piece: 'g', to: 'C:4031' }));
    expect(rail.check(testModule, moved, act('rail', { piece: 'g', to: 'C:4030', extended: 'yes' }))[0]?.section).toBe(
      '8.04',
    );
    const after = play(s, rail, { side: AXIS, verb: 'rail', args: far[0]!.args! });
    expect(varsOf(after).extendedRail).toEqual(['g']);
  });
});

describe('railhead passages (§8.06)', () => {
  it('§8.06 a supplied ground unit records the hexes it passes while they are joined to its railhead', () => {
    const vars = { control: axisAll(), railheads: { axis: ['C:4032'], soviet: [] } };
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4032')], vars);
    const after = play(s, move, act('move', { piece: 'g', to: 'C:4031' }));
    expect(varsOf(after).passages).toContain('C:4031');
    const cut = position([piece('g', 'ger-inf', AXIS, 'C:4032')], { ...vars, unsupplied: { g: 1 } });
    expect(varsOf(play(cut, move, act('move', { piece: 'g', to: 'C:4031' }))).passages).toEqual([]);
    const leader = position([piece('l', 'ger-leader', AXIS, 'C:4032')], vars);
    expect(varsOf(play(leader, move, act('move', { piece: 'l', to: 'C:4031' }))).passages).toEqual([]);
  });
});
