// The random player's draw (Rules.drawAction: a verb, then a corps, a space, a stack or a unit, then one of its
// actions) against the whole list of legal actions, at positions of seeded fuzzed Campaign games: every drawn action
// is one the list holds, none is drawn when the list is empty, and every verb listed is drawn
// (engine/fuzz/drawcheck.ts).

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/random-player.js';
import { type DrawTally, drawProblems, fuzzedPositions } from '../../fuzz/drawcheck.js';
import { crusadeModule } from './crusade.fixture.js';
import { crusadeRules } from './rules.js';
import { varsOf } from './state.js';
import { FLOW, type Step } from './flow.js';

/** The verbs that draw their own actions. */
const DRAWING = ['activate', 'deployCorps', 'moveStack', 'play', 'redeploy'];

describe('drawing a legal action without listing them all', () => {
  it('§8.2, §12.1, §15.2.1 every drawn action is listed, none when none is, and every verb listed is drawn', {
    timeout: 240_000,
  }, () => {
    const random = seededRandom(29);
    const tally: DrawTally = { verbs: new Set(), empty: 0, whole: new Map() };
    const over = (s: Parameters<typeof varsOf>[0]) => varsOf(s).step === 'over';
    for (const seed of [3, 4]) {
      for (const state of fuzzedPositions(crusadeRules, crusadeModule, 'campaign', over, seed, 3)) {
        const side = crusadeRules.toAct(crusadeModule, state)[0] ?? 'NAT';
        const step = varsOf(state).step as Step;
        const draws = Object.fromEntries(Object.entries(FLOW[step]?.verbs ?? {}).map(([n, v]) => [n, v.draw]));
        for (const who of [side, side === 'NAT' ? 'REP' : 'NAT'])
          expect(drawProblems(crusadeRules, crusadeModule, state, who, random, draws, tally, step)).toEqual([]);
      }
    }
    // The positions are real ones: cards are played, spaces activated, stacks moved, units redeployed, corps deployed.
    for (const v of ['play', 'activate', 'moveStack', 'redeploy', 'deployCorps'])
      expect(tally.verbs.has(v), v).toBe(true);
    expect(tally.empty).toBeGreaterThan(0);
    expect([...tally.whole.keys()].sort()).toEqual(DRAWING);
  });
});
