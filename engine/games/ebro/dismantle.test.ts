import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState, JsonObject } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { countersOf } from '../ourwar/engineering.js';
import { marksOf, NAT, REP, sideKey } from '../ourwar/state.js';
import { stackLimit, stackUsed } from '../ourwar/stacking.js';
import { act, ebroModule, listed, only, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { type EbroVars, varsOf } from './state.js';
import { progressWorks } from './works.js';

// A Republican footbridge at the Ascó site, its engineers on the left bank (A:2217), nobody else on the map.
const [A, B] = ['A:2117', 'A:2217'];
const KEY = sideKey(A, B);
const bridge = (more: Record<string, unknown> = {}) => ({
  kind: 'footbridge',
  a: A,
  b: B,
  side: REP,
  damage: 0,
  ...more,
});

function ascó(crossing: Record<string, unknown> = {}, seed = '1', keep: string[] = []): GameState {
  const s = segment('engineer', REP, { crossings: { [KEY]: bridge(crossing) }, marks: {} }, seed);
  const ids = ['R-EE-E1', 'R-XV-E1', 'R-PONT-Ascó', ...keep];
  return placed(only(s, ids), { 'R-EE-E1': B, 'R-XV-E1': B, 'R-PONT-Ascó': 'A:2216' });
}
const refused = (s: GameState, args: JsonObject) =>
  ebroRules.check(ebroModule, s, { side: REP, verb: 'dismantle', args });
const rollOf = (events: { type: string; purpose?: unknown; dice?: unknown }[]) =>
  (events.find((e) => e.type === 'roll' && e.purpose === 'dismantling')!.dice as number[])[0]!;

/** A seed whose dismantling roll by one plain engineer meets `want`. */
function seedFor(want: (die: number) => boolean): string {
  for (let i = 1; i < 80; i++) {
    const r = act(ascó({}, String(i)), REP, 'dismantle', { pieces: ['R-EE-E1'], a: A, b: B });
    if (want(rollOf(r.events))) return String(i);
  }
  throw new Error('no seed');
}

describe('dismantling and transporting crossings', () => {
  it('X.II.7 an engineer dismantles a pontoon bridge it may emplace: on 2+ at once, its counter in its hex', () => {
    const seed = seedFor((d) => d >= 2);
    const s = ascó({ kind: 'pontoon-bridge' }, seed);
    expect(listed(s, REP, 'dismantle').map((a) => a.args)).toContainEqual({ pieces: ['R-EE-E1'], a: A, b: B });
    const r = act(s, REP, 'dismantle', { pieces: ['R-EE-E1'], a: A, b: B });
    expect(varsOf(r.state).crossings[KEY]).toBeUndefined();
    expect(countersOf(varsOf(r.state)).counters).toEqual([{ kind: 'pontoon-bridge', side: REP, hex: B, turn: s.turn }]);
    expect(marksOf(varsOf(r.state), 'R-EE-E1').act).toBe('done');
    expect(r.events.find((e) => e.type === 'dismantled')).toMatchObject({ now: true, modified: rollOf(r.events) });
  });

  it('X.II.7 on a modified 1 the crossing comes off at the turn’s end, the engineer activated all the same', () => {
    const seed = seedFor((d) => d === 1);
    const r = act(ascó({}, seed), REP, 'dismantle', { pieces: ['R-EE-E1'], a: A, b: B, at: A });
    expect(varsOf(r.state).crossings[KEY]).toMatchObject({ kind: 'footbridge' });
    expect(marksOf(varsOf(r.state), 'R-EE-E1').act).toBe('done');
    expect(refused(r.state, { pieces: ['R-XV-E1'], a: A, b: B })[0]!.rule).toBe('ebro.dismantle.crossing');
    const d = draftState<EbroVars>(r.state);
    progressWorks(ebroModule, d);
    expect(d.vars.crossings[KEY]).toBeUndefined();
    expect(countersOf(d.vars).counters).toEqual([{ kind: 'footbridge', side: REP, hex: A, turn: r.state.turn + 1 }]);
  });

  it('X.II.7 a bridge engineer or a second engineer adds one: a roll of 1 dismantles at once', () => {
    const seed = seedFor((d) => d === 1);
    const two = act(ascó({}, seed), REP, 'dismantle', { pieces: ['R-EE-E1', 'R-XV-E1'], a: A, b: B });
    expect(two.events.find((e) => e.type === 'dismantled')).toMatchObject({ roll: 1, modified: 2, now: true });
    const pont = placed(ascó({}, seed), { 'R-PONT-Ascó': B });
    const r = act(pont, REP, 'dismantle', { pieces: ['R-PONT-Ascó'], a: A, b: B });
    expect(r.events.find((e) => e.type === 'dismantled')).toMatchObject({ roll: 1, modified: 2, now: true });
    expect(varsOf(r.state).crossings[KEY]).toBeUndefined();
  });

  it('X.II.7 a printed crossing cannot be dismantled, nor a major bridge engineers never emplace', () => {
    const printed = ascó({ printed: true });
    expect(refused(printed, { pieces: ['R-EE-E1'], a: A, b: B })[0]!.rule).toBe('ebro.dismantle.crossing');
    expect(listed(printed, REP, 'dismantle')).toEqual([]);
    expect(refused(ascó({ kind: 'major-bridge' }), { pieces: ['R-EE-E1'], a: A, b: B })[0]!.rule).toBe(
      'ebro.dismantle.crossing',
    );
  });

  it('X.II.7 no enemy, damaged, destroyed or unfinished crossing is dismantled', () => {
    for (const more of [{ side: NAT }, { damage: 1 }, { destroyed: true, damage: 3 }, { building: 1 }])
      expect(refused(ascó(more), { pieces: ['R-EE-E1'], a: A, b: B })[0]!.rule, JSON.stringify(more)).toBe(
        'ebro.dismantle.crossing',
      );
  });

  it('X.II.7 the engineer is in supply, organised and not activated, beside the crossing', () => {
    const s = ascó();
    const tired = { ...s, vars: { ...s.vars, marks: { 'R-EE-E1': { act: 'moved' } } } } as GameState;
    expect(refused(tired, { pieces: ['R-EE-E1'], a: A, b: B })[0]!.rule).toBe('ebro.dismantle.unit');
    const dso = { ...s, vars: { ...s.vars, marks: { 'R-EE-E1': { dso: true } } } } as GameState;
    expect(refused(dso, { pieces: ['R-EE-E1'], a: A, b: B })[0]!.rule).toBe('ebro.dismantle.unit');
    expect(refused(s, { pieces: ['R-PONT-Ascó'], a: A, b: B })[0]!.rule).toBe('ebro.dismantle.unit');
  });

  it('X.II.7 the other hex must be free of enemy units and their zone of control', () => {
    const s = ascó({}, '1', ['N-50D-E1']);
    // a Nationalist unit next to the far hex puts it in its ZOC; in it, it holds it
    const near = placed(s, { 'N-50D-E1': 'A:2017' });
    expect(refused(near, { pieces: ['R-EE-E1'], a: A, b: B })[0]!.message).toMatch(/enemy units or ZOC/);
    const inIt = placed(s, { 'N-50D-E1': A });
    expect(refused(inIt, { pieces: ['R-EE-E1'], a: A, b: B })[0]!.rule).toBe('ebro.dismantle.unit');
    expect(refused(placed(s, { 'N-50D-E1': 'A:0101' }), { pieces: ['R-EE-E1'], a: A, b: B })).toEqual([]);
  });

  it('X.II.7 in that turn’s movement the counter moves with an engineer that stood with it, its stacking counted', () => {
    const seed = seedFor((d) => d >= 2);
    const off = act(ascó({}, seed), REP, 'dismantle', { pieces: ['R-EE-E1'], a: A, b: B }).state;
    const move = act(act(off, REP, 'done', {}).state, REP, 'done', {}).state;
    expect(varsOf(move).step).toBe('move');
    expect(countersOf(varsOf(move)).counters![0]!.carriers).toEqual(['R-XV-E1']);
    const step = listed(move, REP, 'move').find(
      (a) => a.args!.piece === 'R-XV-E1' && (a.args!.to as { hex?: string }).hex !== undefined,
    )!;
    const to = (step.args!.to as { hex: string }).hex;
    // not before the engineer has gone there, nor with the activated engineer that dismantled it
    expect(ebroRules.check(ebroModule, move, { side: REP, verb: 'carry', args: { hex: B, to } })[0]!.rule).toBe(
      'ebro.carry',
    );
    const moved = act(move, REP, 'move', step.args!).state;
    expect(listed(moved, REP, 'carry').map((a) => a.args)).toEqual([{ hex: B, to }]);
    const r = act(moved, REP, 'carry', { hex: B, to });
    expect(countersOf(varsOf(r.state)).counters![0]).toMatchObject({ hex: to, kind: 'footbridge' });
    // XI.1 a hex without room for its two stacking points takes no counter: fill it with other counters first
    const room = stackLimit(ebroModule, moved, to) - stackUsed(ebroModule, moved, REP, to);
    const others = Array.from({ length: Math.ceil((room - 1) / 4) }, () => ({
      kind: 'pontoon-ferry',
      side: REP,
      hex: to,
      turn: 0,
    }));
    const counters = [...countersOf(varsOf(moved)).counters!, ...others];
    const full = { ...moved, vars: { ...moved.vars, counters } } as GameState;
    const no = ebroRules.check(ebroModule, full, { side: REP, verb: 'carry', args: { hex: B, to } });
    expect(no.map((v) => v.section)).toEqual(['XI.1']);
  });

  it('X.II.7 option crossingCarrier "engineer": a counter moves with no other unit; "unit": with any ground unit', () => {
    const seed = seedFor((d) => d >= 2);
    const base = ascó({}, seed, ['R-35D-XI-1']);
    const withInf = placed(base, { 'R-XV-E1': 'A:0101', 'R-35D-XI-1': B });
    const off = act(withInf, REP, 'dismantle', { pieces: ['R-EE-E1'], a: A, b: B }).state;
    const move = act(act(off, REP, 'done', {}).state, REP, 'done', {}).state;
    expect(countersOf(varsOf(move)).counters![0]!.carriers).toEqual([]);
    const opt = { ...off, vars: { ...off.vars, options: { crossingCarrier: 'unit' } } } as GameState;
    const move2 = act(act(opt, REP, 'done', {}).state, REP, 'done', {}).state;
    expect(countersOf(varsOf(move2)).counters![0]!.carriers).toEqual(['R-35D-XI-1']);
  });

  it('X.II.3 X.II.7 a counter is re-emplaced by building a crossing of its kind from its hex', () => {
    const seed = seedFor((d) => d >= 2);
    const off = act(ascó({}, seed), REP, 'dismantle', { pieces: ['R-EE-E1'], a: A, b: B }).state;
    const r = act(off, REP, 'build', { pieces: ['R-XV-E1'], kind: 'footbridge', a: B, b: A });
    expect(countersOf(varsOf(r.state)).counters).toEqual([]);
    expect(varsOf(r.state).crossings[KEY]).toMatchObject({ kind: 'footbridge', side: REP });
    expect(r.events.find((e) => e.type === 'built')).toMatchObject({ counter: true });
  });
});

describe('a dismantling the rules forbid, by mode', () => {
  const apply = (s: GameState, mode: GameState['mode'], args: JsonObject) =>
    applyAction(ebroRules, ebroModule, { ...s, mode }, { side: REP, verb: 'dismantle', args });

  it('I.1, X.II.7 advisory play dismantles a damaged crossing as asked, recording the broken rule', () => {
    const s = ascó({ damage: 1 });
    const args = { pieces: ['R-EE-E1'], a: A, b: B };
    expect(apply(s, 'enforced', args).ok).toBe(false);
    const r = apply(s, 'advisory', args);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.dismantle.crossing']);
    expect(r.events.find((e) => e.type === 'dismantled')).toMatchObject({ a: A, b: B, at: B });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'dismantle' }));
    expect(marksOf(varsOf(r.state), 'R-EE-E1').act).toBe('done');
  });

  it('I.1, X.II.7 honor play dismantles as asked by an engineer not beside the crossing, its counter in a crossing hex', () => {
    const r = apply(ascó(), 'honor', { pieces: ['R-PONT-Ascó'], a: A, b: B });
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    expect(r.events.find((e) => e.type === 'dismantled')).toMatchObject({ at: A });
  });

  it('I.1 a printed crossing, or a hexside with none, is refused in every mode', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const none = apply(ascó(), mode, { pieces: ['R-EE-E1'], a: B, b: 'A:2218' });
      expect(none.ok ? [] : none.violations.map((v) => v.rule), mode).toEqual(['ebro.dismantle.none']);
      const printed = apply(ascó({ printed: true }), mode, { pieces: ['R-EE-E1'], a: A, b: B });
      expect(printed.ok ? [] : printed.violations.map((v) => v.rule), mode).toEqual(['ebro.dismantle.crossing']);
    }
  });
});
