// Isabella's working copy of a state for one action (engine/systems/draft.ts) and its marker helpers.

import type { GameState, Location, Piece } from '../../core/types.js';
import type { ReduceContext } from '../../core/rules.js';
import { type Draft as DraftOf, draftState } from '../../systems/draft.js';
import type { IsabellaVars } from './state.js';
import { markerId } from '../table/verbs.js';

export { emit, moveTo, pieceOf, roll, setPiece } from '../../systems/draft.js';

/**
 * The state being built by one action and the events it produced; draftOf adds the state it was made from and
 * whether that state is the reducer's own (sourceOf, ownsControl).
 */
export type Draft = DraftOf<IsabellaVars> & { readonly source?: GameState; readonly owned?: boolean };

/**
 * A draft of `state`: its own pieces array and vars (deep), sharing piece objects and the map of hex control,
 * which the rules replace whole (7.7: control.ts controlUpdate, victory.ts enterPortugal), or change in place
 * only when the state is the reducer's own (ownsControl).
 */
export function draftOf(state: GameState, ctx?: ReduceContext): Draft {
  const d = draftState<IsabellaVars>(state, SHARED);
  return { state: d.state, vars: d.vars, events: d.events, source: state, owned: ctx?.owned === true };
}
const SHARED = ['control'] as const;

/**
 * The state the draft was made from. Until the draft is changed it has the same content, so a reducer may ask
 * the per-state searches (moves, supply) of that state, which its check has usually asked already.
 */
export function sourceOf(d: Draft): GameState {
  return d.source ?? d.state;
}

/**
 * Whether the draft's map of control, shared with the state it was made from, may be changed in place: that state
 * was handed over to the reducer (ReduceContext.owned, replay's own states), so no one will look at it again.
 */
export function ownsControl(d: Draft): boolean {
  return d.owned === true;
}

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
