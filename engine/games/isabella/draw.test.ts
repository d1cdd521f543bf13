// The random player's draw (Rules.drawAction: a verb, then a unit, then one of its destinations) against the whole
// list of legal actions, at positions of seeded fuzzed Campaign games: every drawn action is one the list holds,
// none is drawn when the list is empty, and every verb listed is drawn (engine/fuzz/drawcheck.ts).

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/random-player.js';
import { type DrawTally, drawProblems, fuzzedPositions } from '../../fuzz/drawcheck.js';
import { isabellaModule } from './isabella.fixture.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { FLOW, type Step } from './flow.js';

/** The verbs that draw their own actions. */
const DRAWING = ['move', 'placeAir'];

describe('drawing a legal action without listing them all', () => {
  it('5.7, 12.2, 13.1 every drawn action is listed, none when none is, and every verb listed is drawn', {
    timeout: 240_000,
  }, () => {
    const random = seededRandom(29);
    const tally: DrawTally = { verbs: new Set(), empty: 0, whole: new Map() };
    const over = (s: Parameters<typeof varsOf>[0]) => varsOf(s).step === 'over';
    for (const seed of [3, 4, 5]) {
      for (const state of fuzzedPositions(isabellaRules, isabellaModule, 'campaign', over, seed, 3)) {
        const side = isabellaRules.toAct(isabellaModule, state)[0] ?? 'axis';
        const step = varsOf(state).step as Step;
        const draws = Object.fromEntries(Object.entries(FLOW[step]?.verbs ?? {}).map(([n, v]) => [n, v.draw]));
        for (const who of [side, side === 'axis' ? 'allied' : 'axis'])
          expect(drawProblems(isabellaRules, isabellaModule, state, who, random, draws, tally, step)).toEqual([]);
      }
    }
    // The positions are real ones: units set up, land, move, attack and flip, phases end.
    for (const v of ['move', 'attack', 'disrupt', 'endPhase']) expect(tally.verbs.has(v), v).toBe(true);
    expect(tally.empty).toBeGreaterThan(0);
    expect([...tally.whole.keys()].sort()).toEqual(DRAWING);
  });
});
