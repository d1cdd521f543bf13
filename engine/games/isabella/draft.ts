// Isabella's working copy of a state for one action (engine/systems/draft.ts) and its marker helpers.

import type { GameState, Location, Piece } from '../../core/types.js';
import { type Draft as DraftOf, draftState } from '../../systems/draft.js';
import type { IsabellaVars } from './state.js';
import { markerId } from '../table/verbs.js';

export { emit, moveTo, pieceOf, roll, setPiece } from '../../systems/draft.js';

/** The state being built by one action and the events it produced. */
export type Draft = DraftOf<IsabellaVars>;

/**
 * A draft of `state`: its own pieces array and vars (deep), sharing piece objects and the map of hex control,
 * which the rules only ever replace whole (7.7: control.ts updateControl, victory.ts enterPortugal).
 */
export function draftOf(state: GameState): Draft {
  return draftState<IsabellaVars>(state, SHARED);
}
const SHARED = ['control'] as const;

/** Put a new marker of `def` on the map or a box (its id from the state's marker counter, as table play does). */
export function addMarker(d: Draft, def: string, side: string, at: Location, disrupted = false): Piece {
  d.vars.markerSeq += 1;
  const piece: Piece = { id: markerId(d.vars.markerSeq, def), def, kind: 'marker', side, at, steps: 1, disrupted };
  d.state.pieces.push(piece);
  return piece;
}

/** Take markers of `def` off the game. */
export function removeMarkers(d: Draft, def: string): void {
  d.state.pieces = d.state.pieces.filter((p) => !(p.kind === 'marker' && p.def === def));
}
