// What a side sees of a game of La Batalla del Ebro: the whole table but the dice generator. The series never
// defines hidden units (digest §9.5): a stack's contents are seen as across a table, and air reconnaissance's
// identification (XII.6.2) is not yet a rule of this game.

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId, VisibleState } from '../../core/types.js';
import { withoutRng } from '../../core/sideview.js';

/** A side's view of the state: no dice generator (it would foretell every roll). */
export function ebroView(_module: GameModule, state: GameState, _side: SideId): VisibleState {
  return withoutRng(state);
}
