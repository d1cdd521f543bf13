// Crusade's sample for the search bot (§8.1: a side sees its own hand, of the other only its size, of the piles
// their sizes and the discard piles' top cards): on positions of real games, every sample shows its side exactly
// the view it was drawn from, keeps every card in one pile (§15.1), and deals the other hand anew for another seed.

import { describe, expect, it } from 'vitest';
import type { GameState, SideId } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { sideView } from '../../core/sideview.js';
import { playMatch } from '../../ai/match.js';
import { scriptedBot } from '../../ai/scripted.js';
import { crusadeModule as module } from './crusade.fixture.js';
import { crusade } from './index.js';
import { crusadeInvariants } from './invariants.js';
import { crusadeRules as rules } from './rules.js';
import { crusadeSample } from './sample.js';
import { NAT, REP, varsOf } from './state.js';

/** Every `every`-th position of a game between the scripted players. */
function positions(seed: number, every: number): GameState[] {
  const out: GameState[] = [];
  const bot = scriptedBot(crusade)!;
  let n = 0;
  playMatch(rules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, { NAT: bot, REP: bot }, seed, {
    over: (s) => crusade.fuzz!.over(s) || (n++ % every === 0 && out.push(s) > 30),
    result: () => null,
  });
  return out;
}

describe("Crusade's sample of the cards a side cannot see", () => {
  it('§8.1 every sample shows its side the view it was drawn from, every card in one pile (§15.1)', () => {
    let dealtAnew = 0;
    for (const state of positions(3, 9)) {
      for (const side of [NAT, REP] as SideId[]) {
        const view = sideView(rules, module, state, side);
        const samples = [1, 2, 3].map((k) => crusadeSample(module, view, seededRandom(k)));
        for (const s of samples) {
          expect(sideView(rules, module, s, side)).toEqual(view);
          expect(crusadeInvariants(module, s)).toEqual(crusadeInvariants(module, state));
        }
        const other = side === NAT ? REP : NAT;
        const hands = samples.map((s) => varsOf(s).decks[other].hand.join(','));
        if (new Set(hands).size > 1) dealtAnew++;
      }
    }
    expect(dealtAnew).toBeGreaterThan(20);
  });

  it('§8.1 the other hand is dealt among the unseen cards only: never one the side holds, sees or knows gone', () => {
    const state = positions(4, 9)[6]!;
    const view = sideView(rules, module, state, NAT);
    const mine = varsOf(state).decks.NAT;
    const theirs = varsOf(state).decks.REP;
    const shown = new Set([...theirs.removed, ...theirs.retained, ...theirs.discard.slice(-1)]);
    for (let k = 0; k < 20; k++) {
      const s = varsOf(crusadeSample(module, view, seededRandom(k)));
      expect(s.decks.NAT.hand).toEqual(mine.hand);
      expect(s.decks.REP.hand).toHaveLength(theirs.hand.length);
      for (const c of s.decks.REP.hand) expect(shown.has(c)).toBe(false);
      expect(s.decks.REP.discard.at(-1)).toBe(theirs.discard.at(-1));
    }
  });
});
