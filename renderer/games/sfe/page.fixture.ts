// Barbarossa's opening for the page's tests: the view of the side to act, and the game played with each phase
// ended at once up to a step. Tests only.

import type { GameState, View } from '../../../engine/core/types.js';
import { barbarossa, barbarossaModule } from '../../../engine/games/sfe/barbarossa.fixture.js';
import { sfeRules } from '../../../engine/games/sfe/rules.js';

/** The view of the side to act. */
export const viewOf = (s: GameState): View => {
  const side = sfeRules.toAct(barbarossaModule, s)[0]!;
  return sfeRules.view(barbarossaModule, s, side);
};

/** Barbarossa's opening played with each phase ended at once until the step `until`. */
export function reach(until: string, seed = '1'): GameState {
  let s = barbarossa(seed);
  for (let i = 0; i < 16 && (s.vars as { step: string }).step !== until; i++) {
    const v = viewOf(s);
    const a = v.legalActions.find((x) => x.verb === 'rollWeather' || x.verb === 'done')!;
    const r = sfeRules.reduce(barbarossaModule, s, { side: v.side, verb: a.verb, args: a.args ?? {} });
    if ('violations' in r) throw new Error(JSON.stringify(r.violations));
    s = r.state;
  }
  return s;
}
