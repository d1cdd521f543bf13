// Views per side: what the core guarantees whatever a game's rules return. The dice generator never reaches
// a view, so no player can compute the next roll by trying an action and undoing it.

import type { GameState, SideId, View, VisibleState } from './types.js';
import type { GameModule } from './module.js';
import type { Rules } from './rules.js';

/** The state without the dice generator. */
export function withoutRng(state: GameState | VisibleState): VisibleState {
  const { rng: _hidden, ...visible } = state as GameState;
  return visible;
}

/** What `side` may see: the rules' view, with the dice generator removed whatever the rules returned. */
export function sideView(rules: Rules, module: GameModule, state: GameState, side: SideId): View {
  const v = rules.view(module, state, side);
  return 'rng' in v.state ? { ...v, state: withoutRng(v.state) } : v;
}
