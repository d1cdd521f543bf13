// A playable state built from a side's view: what a bot may think with. The hidden parts are simply absent (the
// units under an enemy stack, the other hand) and the dice are a fresh generator from the bot's own random source,
// so no bot can learn the real dice by previewing or simulating on it. A search samples the hidden parts on top.

import { seedRng } from '../core/dice.js';
import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { GameState, View } from '../core/types.js';

/** The view's state as a game state the rules can preview and play on, with dice from `random`. */
export function stateOfView(view: View, random: () => number): GameState {
  const seed = Math.floor(random() * 2 ** 32).toString(16);
  return { ...view.state, rng: seedRng(`bot-${view.side}-${seed}`) } as GameState;
}

/** The items in a random order (Fisher-Yates), for a sample's draw of the hidden parts. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A state consistent with the view: the rules' sample of the hidden parts, else the view with them absent. */
export function sampleOf(rules: Rules, module: GameModule, view: View, random: () => number): GameState {
  return rules.sample ? rules.sample(module, view, random) : stateOfView(view, random);
}
