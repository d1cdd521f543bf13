// A working copy of a state for one action: the reducers change it in place, the input state stays untouched.
// Pieces are replaced, never changed, so the copy shares the untouched piece objects with the input.

import type { GameEvent, GameState, JsonObject, Location, Piece } from '../../core/types.js';
import { rollDice } from '../../core/dice.js';
import { varsOf, type IsabellaVars } from './state.js';
import { markerId } from '../table/verbs.js';

/** The state being built by one action and the events it produced. */
export interface Draft {
  state: GameState;
  vars: IsabellaVars;
  events: GameEvent[];
}

/** A draft of `state`: its own pieces array and vars (deep), sharing piece objects. */
export function draftOf(state: GameState): Draft {
  const vars = JSON.parse(JSON.stringify(state.vars)) as JsonObject;
  const next: GameState = { ...state, pieces: state.pieces.slice(), vars };
  return { state: next, vars: varsOf(next), events: [] };
}

/** The draft's piece with this id (throws when there is none: reducers check ids first). */
export function pieceOf(d: Draft, id: string): Piece {
  const p = d.state.pieces.find((x) => x.id === id);
  if (!p) throw new Error(`No piece "${id}"`);
  return p;
}

/** Replace a piece's fields; with `at`, the piece goes on top of its new stack. */
export function setPiece(d: Draft, id: string, change: Partial<Omit<Piece, 'id'>>): Piece {
  const pieces = d.state.pieces;
  const i = pieces.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`No piece "${id}"`);
  const next = { ...pieces[i], ...change };
  if (change.at) {
    pieces.splice(i, 1);
    pieces.push(next);
  } else {
    pieces[i] = next;
  }
  return next;
}

/** Move a piece to a location (on top of the stack there). */
export function moveTo(d: Draft, id: string, at: Location): Piece {
  return setPiece(d, id, { at });
}

/** Roll `count` d6 with the game's seeded dice, logging a 'roll' event with its purpose and roller. */
export function roll(d: Draft, count: number, purpose: string, by: string, rule: string): number[] {
  const r = rollDice(d.state.rng, count, 6);
  d.state.rng = r.rng;
  d.events.push({ type: 'roll', dice: r.dice, sides: 6, total: r.dice.reduce((a, b) => a + b, 0), purpose, by, rule });
  return r.dice;
}

/** Add an event. */
export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event);
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
