// Isabella's sample for the search bot (6.8 fog of war): on positions of real games, every sample shows its side
// exactly the view it was drawn from, holds every unit of the scenario once, and draws the hidden units anew for
// another seed.

import { describe, expect, it } from 'vitest';
import type { GameState, SideId, View } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { sideView } from '../../core/sideview.js';
import { playMatch } from '../../ai/match.js';
import { randomBot } from '../../ai/random.js';
import { scriptedBot } from '../../ai/scripted.js';
import { isabellaModule as module } from './isabella.fixture.js';
import { isabella } from './index.js';
import { isabellaRules as rules } from './rules.js';
import { isabellaSample } from './sample.js';
import { overstackedHexes } from './stacking.js';

/** Every `every`-th position of a game of the scripted Allies against a random Axis, stack heights shown or not. */
function positions(seed: number, every: number, stackHeightVisible: boolean): GameState[] {
  const out: GameState[] = [];
  const bots = { allied: scriptedBot(isabella)!, axis: randomBot };
  const setup = { scenarioId: 'campaign', mode: 'enforced' as const, options: { stackHeightVisible } };
  let n = 0;
  playMatch(rules, module, setup, bots, seed, {
    over: (s) => isabella.fuzz!.over(s) || (n++ % every === 0 && out.push(s) > 40),
    result: () => null,
  });
  return out;
}

/** Where each unit the view does not show stands in a sample (id → place). */
function hiddenPlaces(view: View, sample: GameState): string {
  const seen = new Set(view.state.pieces.map((p) => p.id));
  return sample.pieces
    .filter((p) => !seen.has(p.id))
    .map((p) => `${p.id}@${p.at.kind === 'hex' ? p.at.hex : p.at.kind === 'box' ? p.at.box : ''}`)
    .sort()
    .join(' ');
}

describe("Isabella's sample of what a side cannot see", () => {
  for (const heights of [true, false]) {
    const label = heights ? 'shown' : 'hidden';
    it(`6.8 every sample shows its side the view it was drawn from (stack heights ${label})`, () => {
      const units = (s: GameState) => s.pieces.filter((p) => p.kind === 'unit').map((p) => p.id);
      let differed = 0;
      let underStacks = 0;
      for (const state of positions(heights ? 2 : 5, 7, heights)) {
        for (const side of ['allied', 'axis'] as SideId[]) {
          const view = sideView(rules, module, state, side);
          const samples = [1, 2, 3, 4].map((k) => isabellaSample(module, view, seededRandom(k)));
          for (const s of samples) {
            expect(sideView(rules, module, s, side)).toEqual(view);
            // No stack over its limit (6.3) that the game did not have; every unit of the game once.
            expect(overstackedHexes(module, s)).toEqual(overstackedHexes(module, state));
            expect(units(s).sort()).toEqual(units(state).sort());
            underStacks += s.pieces.filter((p) => p.at.kind === 'hex' && !view.state.pieces.includes(p)).length;
          }
          if (new Set(samples.map((s) => hiddenPlaces(view, s))).size > 1) differed++;
        }
      }
      // The positions had hidden units, drawn differently by different seeds, some of them under stacks.
      expect(differed).toBeGreaterThan(10);
      expect(underStacks).toBeGreaterThan(10);
    });
  }

  it('6.8 with the stack heights shown, each enemy stack hides exactly the units the view counts under it', () => {
    const state = positions(2, 7, true).find((s) => {
      const v = sideView(rules, module, s, 'axis');
      return Object.values((v.state.vars.hiddenUnits ?? {}) as Record<string, number>).some((n) => n > 0);
    })!;
    const view = sideView(rules, module, state, 'axis');
    const counts = view.state.vars.hiddenUnits as Record<string, number>;
    const sample = isabellaSample(module, view, seededRandom(8));
    const shown = new Set(view.state.pieces.map((p) => p.id));
    for (const [hex, n] of Object.entries(counts)) {
      const hidden = sample.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === hex && !shown.has(p.id));
      expect(hidden).toHaveLength(n);
      expect(hidden.every((p) => p.side === 'allied')).toBe(true);
    }
  });
});
