import { describe, expect, it } from 'vitest';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { emptyAir } from '../ourwar/airstate.js';
import { NAT, REP } from '../ourwar/state.js';
import { mapGraph, terrainOf } from '../ourwar/terrain.js';
import { hasFlag, isGround } from '../ourwar/units.js';
import { strafe } from './air.js';
import { crossingStart, ebroModule as M, inStep, placed } from './ebro.fixture.js';
import type { EbroVars } from './state.js';

/** Carries a strafe out on a draft of the state: its events (throws when refused). */
function strafed(state: GameState, args: JsonObject) {
  const d = draftState<EbroVars>(state);
  const r = strafe.apply(M, d, { side: REP, verb: 'strafe', args } as Action);
  if (Array.isArray(r)) throw new Error(r.map((v) => v.message).join('; '));
  return d.events;
}

/** Clear hexes free of units at a distance from a hex. */
function clearAt(s: GameState, from: string, distance: number): string[] {
  const g = mapGraph(M);
  const taken = new Set(s.pieces.flatMap((p) => (p.at.kind === 'hex' ? [p.at.hex] : [])));
  return g.nodes().filter((h) => g.distance(from, h) === distance && terrainOf(M, h).cls === 'clear' && !taken.has(h));
}

describe('XII.6.8 counter-interception on the Ebro', () => {
  it('XII.6.8 counter-interception: a Republican patrol counter-intercepts the Bf 109 that caught the R-Z, rolled by the Republicans', () => {
    let countered = 0;
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const start = inStep(crossingStart(seed), 'prepare', REP, { part: 'day', first: REP, phase: 1 });
      const target = start.pieces.find(
        (p) => p.side === NAT && p.at.kind === 'hex' && isGround(M, p) && !hasFlag(M, p, 'guerrilla'),
      )!;
      const hex = (target.at as { hex: string }).hex;
      const s0 = placed(start, {
        'R-AIR-G30': clearAt(start, hex, 3)[0]!,
        'N-AIR-J88-1': clearAt(start, hex, 1)[0]!,
        'R-AIR-G21-1': clearAt(start, hex, 2)[0]!,
      });
      const s = { ...s0, vars: { ...s0.vars, air: { ...emptyAir(), patrol: ['R-AIR-G21-1'] } } as GameState['vars'] };
      const events = strafed(s, { pieces: ['R-AIR-G30'], hex });
      const ev = events.find((e) => e.type === 'strafe')!;
      const caught = (ev.interception as { caught: string[] }[]).flatMap((r) => r.caught);
      const counter = ev.counter as { side: string; interception: { units: string[]; caught: string[] }[] }[];
      const rolls = events.filter((e) => e.type === 'roll');
      if (caught.length === 0) {
        expect(counter).toEqual([]);
        continue;
      }
      countered += 1;
      expect(counter).toHaveLength(1);
      expect(counter[0]).toMatchObject({ side: REP, interception: [{ units: ['R-AIR-G21-1'] }] });
      // the interception is the Nationalists' roll, the counter-interception the Republicans', and it comes next
      expect(rolls.slice(0, 2).map((e) => [e.purpose, e.by])).toEqual([
        ['interception', NAT],
        ['counter-interception', REP],
      ]);
    }
    expect(countered).toBeGreaterThan(0);
  });
});
