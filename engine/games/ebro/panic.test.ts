import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../core/types.js';
import { NAT, REP } from '../ourwar/state.js';
import { hexsidesOf, mapGraph } from '../ourwar/terrain.js';
import { zocView } from '../ourwar/zoc.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { panicking } from './panic.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/** The turn's unit reconstruction phase, nothing to rebuild: the Republican battalion at `rep`, the Nationalist one at
 *  `nat` (Corbera's guns gone), with the options and the units' marks given. */
function turnEnd(rep: string, nat: string, options: Record<string, unknown>, marks: Record<string, object>) {
  const s = segment('rebuild', REP, { options, rebuilding: {} });
  const v = varsOf(s);
  const at = placed(s, { 'N-50D-13': nat, 'N-50D-ART1': { box: 'dead' }, 'R-35D-XV-3': rep });
  return { ...at, vars: { ...at.vars, marks: { ...v.marks, ...marks } } as GameState['vars'] };
}

/** Ends the phase and answers every panic choice with the first hex offered; the events and the steps' actors. */
function endTurn(s: GameState) {
  let r = act(s, REP, 'done', {});
  const events: GameEvent[] = [...r.events];
  const actors: string[] = [];
  while (varsOf(r.state).step === 'panic') {
    const side = ebroRules.toAct(ebroModule, r.state)[0]!;
    actors.push(side);
    const [first] = listed(r.state, side, 'retreat');
    r = act(r.state, side, 'retreat', first!.args!);
    events.push(...r.events);
  }
  return { state: r.state, events, actors };
}

describe('XX.2.5 panic', () => {
  it('XX.2.5 a disorganised unit next to an organised enemy retreats three hexes at the end of the turn', () => {
    const s = turnEnd('A:1523', 'A:1524', { panic: true }, { 'R-35D-XV-3': { dso: true } });
    const { state, events, actors } = endTurn(s);
    expect(events.find((e) => e.type === 'panic')).toMatchObject({ side: REP, pieces: ['R-35D-XV-3'], hex: 'A:1523' });
    const steps = events.filter((e) => e.type === 'retreated').map((e) => e.to as string);
    expect(steps).toHaveLength(3);
    // XVI.7 every hex of the way is free of the enemy's ZOC, and it never steps back into a hex it left
    const zoc = zocView(ebroModule, s).zoc[NAT];
    for (const h of steps) expect(zoc.has(h)).toBe(false);
    expect(new Set(['A:1523', ...steps]).size).toBe(4);
    const g = mapGraph(ebroModule);
    for (const [i, h] of steps.entries()) expect(g.neighbors(i === 0 ? 'A:1523' : steps[i - 1]!)).toContain(h);
    const at = state.pieces.find((p) => p.id === 'R-35D-XV-3')!.at;
    expect(at).toEqual({ kind: 'hex', hex: steps[2] });
    // the owner chose where the way forked; then the turn went on
    expect(actors.every((a) => a === REP)).toBe(true);
    expect(varsOf(state).step).toBe('initiative');
  });

  it('XX.2.5 the owner picks the way among the hexes offered; another hex is refused', () => {
    const s = turnEnd('A:1523', 'A:1524', { panic: true }, { 'R-35D-XV-3': { dso: true } });
    const r = act(s, REP, 'done', {});
    expect(varsOf(r.state).step).toBe('panic');
    expect(ebroRules.toAct(ebroModule, r.state)).toEqual([REP]);
    const offered = listed(r.state, REP, 'retreat').map((a) => a.args!.hex);
    expect(offered.length).toBeGreaterThan(1);
    const v = ebroRules.check(ebroModule, r.state, { side: REP, verb: 'retreat', args: { hex: 'A:1524' } });
    expect(v[0]).toMatchObject({ rule: 'ebro.retreat.hex', section: 'XX.2.5' });
  });

  it('XX.2.5 no panic with the option off, for an organised unit, or next to a disorganised enemy', () => {
    const dso = { 'R-35D-XV-3': { dso: true } };
    expect(panicking(ebroModule, turnEnd('A:1523', 'A:1524', { panic: true }, dso))).toEqual([['R-35D-XV-3']]);
    expect(panicking(ebroModule, turnEnd('A:1523', 'A:1524', {}, dso))).toEqual([]);
    expect(panicking(ebroModule, turnEnd('A:1523', 'A:1524', { panic: true }, {}))).toEqual([]);
    const both = { ...dso, 'N-50D-13': { dso: true } };
    expect(panicking(ebroModule, turnEnd('A:1523', 'A:1524', { panic: true }, both))).toEqual([]);
    // two hexes away: not adjacent
    expect(panicking(ebroModule, turnEnd('A:1522', 'A:1524', { panic: true }, dso))).toEqual([]);
    const { events } = endTurn(turnEnd('A:1523', 'A:1524', {}, dso));
    expect(events.some((e) => e.type === 'panic' || e.type === 'retreated')).toBe(false);
  });

  it('XX.2.5 an enemy across the Ebro with no crossing is not accessible: no panic', () => {
    const s = segment('rebuild', REP);
    const v = varsOf(s);
    const taken = new Set(s.pieces.flatMap((p) => (p.at.kind === 'hex' ? [p.at.hex] : [])));
    const bridged = new Set(Object.keys(v.crossings));
    const g = mapGraph(ebroModule);
    const river = g
      .nodes()
      .flatMap((h) => hexsidesOf(ebroModule, h).map((hs) => ({ h, hs })))
      .find(({ h, hs }) => hs.water === 'primary' && !bridged.has(hs.key) && !taken.has(h) && !taken.has(hs.to));
    expect(river).toBeDefined();
    const dso = { 'R-35D-XV-3': { dso: true } };
    const across = turnEnd(river!.h, river!.hs.to, { panic: true }, dso);
    expect(panicking(ebroModule, across)).toEqual([]);
  });
});
