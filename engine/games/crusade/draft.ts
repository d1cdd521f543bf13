// Crusade's working copy of a state for one action (engine/systems/draft.ts).

import type { GameState } from '../../core/types.js';
import { type Draft as DraftOf, draftState } from '../../systems/draft.js';
import type { CrusadeVars } from './state.js';

export { emit, moveTo, pieceOf, roll, setPiece } from '../../systems/draft.js';

/** The state being built by one action and the events it produced. */
export type Draft = DraftOf<CrusadeVars>;

/** A draft of `state`: its own pieces array and vars (deep), sharing piece objects. */
export function draftOf(state: GameState): Draft {
  return draftState<CrusadeVars>(state);
}
