import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { weatherFor } from '../ourwar/initiative.js';
import { NAT, REP } from '../ourwar/state.js';
import { crossingStart, ebroModule, inStep, playAll } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

const reduce = (s: GameState, side: string, verb: string, args = {}) => {
  const r = ebroRules.reduce(ebroModule, s, { side, verb, args });
  if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r;
};

/** The side to act answers "done" (or declines to react) until the flow reaches `step`; IX.4.9 a unit out of
 *  supply that must move first moves (the first move listed). */
function doneUntil(state: GameState, step: string): GameState {
  let s = state;
  for (let i = 0; i < 200 && varsOf(s).step !== step; i++) s = next(s);
  expect(varsOf(s).step).toBe(step);
  return s;
}

/** The side to act ends its segment, or makes the move IX.4.9 requires first. */
function next(s: GameState): GameState {
  const side = ebroRules.toAct(ebroModule, s)[0]!;
  const acts = ebroRules.view(ebroModule, s, side).legalActions;
  const a = acts.find((x) => x.verb === 'done') ?? acts.find((x) => x.verb === 'move')!;
  return reduce(s, side, a.verb, a.args).state;
}

describe('the sequence of play', () => {
  it('III.4 the initiative holder rolls for both sides; on surprise turn 1 the Republic gains 3 steps', () => {
    const s = crossingStart('3');
    expect(varsOf(s).step).toBe('initiative');
    const r = reduce(s, REP, 'rollInitiative');
    const e = r.events.find((x) => x.type === 'initiative')!;
    const steps = e.steps as { rule: string; side: string; steps: number }[];
    expect(steps).toContainEqual(expect.objectContaining({ rule: 'III.4.2', side: REP, steps: 3 }));
    expect(varsOf(r.state).initiative).toBe(e.to);
    expect(e.to).toBeLessThanOrEqual(1);
    expect(r.state.activeSide).toBe(REP);
    expect(varsOf(r.state).step).toBe('first');
  });

  it('IV the weather is read on the weather chart with the turn record’s DRM, and the ground follows it', () => {
    const r = reduce(crossingStart('5'), REP, 'rollInitiative');
    const w = r.events.find((x) => x.type === 'weather')!;
    expect(weatherFor(ebroModule, w.roll as number, w.drm as number)).toBe(w.weather);
    expect(varsOf(r.state).weather).toBe(w.weather);
  });

  it('III.6 the holder names either side first; XVII.2 the current-turn VP marker starts at 0 on its side', () => {
    let s = reduce(crossingStart('3'), REP, 'rollInitiative').state;
    expect(ebroRules.toAct(ebroModule, s)).toEqual([REP]);
    s = reduce(s, REP, 'first', { side: NAT }).state;
    expect(varsOf(s).first).toBe(NAT);
    expect(varsOf(s).cvp).toEqual({ side: NAT, value: 0 });
    expect(s.activeSide).toBe(NAT);
    expect(varsOf(s).step).toBe('engineer');
  });

  it('I.2 the first player’s segments run in order, then the second player’s phase begins', () => {
    let s = playAll(crossingStart('3'), [
      { side: REP, verb: 'rollInitiative', args: {} },
      { side: REP, verb: 'first', args: { side: REP } },
    ]);
    for (const step of ['prepare', 'move']) {
      s = doneUntil(s, step);
      expect(s.activeSide).toBe(REP);
    }
    // the Republicans' movement done: the Nationalists react or not, then the Republican combat segment
    s = doneUntil(s, 'combat');
    expect(s.activeSide).toBe(REP);
    s = reduce(s, REP, 'done').state;
    expect(varsOf(s).phase).toBe(2);
    expect(s.activeSide).toBe(NAT);
  });

  it('XII the final adjustment clears the turn’s markers but not disorganisation, and the next turn opens', () => {
    let s = playAll(crossingStart('3'), [
      { side: REP, verb: 'rollInitiative', args: {} },
      { side: REP, verb: 'first', args: { side: NAT } },
    ]);
    const unit = s.pieces.find((p) => p.side === REP && p.at.kind === 'hex')!;
    const other = s.pieces.find((p) => p.side === NAT && p.at.kind === 'hex')!;
    s = inStep(s, 'engineer', NAT, {
      marks: { [unit.id]: { act: 'done', fired: true }, [other.id]: { dso: true, act: 'moved' } },
    });
    for (let i = 0; i < 400 && s.turn === 1; i++) s = next(s);
    expect(s.turn).toBe(2);
    expect(varsOf(s).step).toBe('initiative');
    expect(varsOf(s).marks[unit.id]).toBeUndefined();
    const kept = varsOf(s).marks[other.id];
    // reorganisation may have removed the marker (a roll of 4 or more); nothing but dso or fanatics can remain
    expect(Object.keys(kept ?? {}).every((k) => ['dso', 'fanAtt', 'fanDef'].includes(k))).toBe(true);
    expect(varsOf(s).part).toBe('day');
    expect(varsOf(s).surprise).toEqual({ side: REP, turn: 2 });
  });
});
