// A working copy of a state for one action, shared by every game's reducers: they change it in place, the input
// state stays untouched. Pieces are replaced, never changed, so the copy shares untouched piece objects.

import type { GameEvent, GameState, JsonObject, Location, Piece } from '../core/types.js';
import { rollDice } from '../core/dice.js';
import { jsonCopy } from '../core/json-copy.js';

/** The state being built by one action, its game vars (typed by the game) and the events it produced. */
export interface Draft<V = JsonObject> {
  state: GameState;
  vars: V;
  events: GameEvent[];
  /** The state the draft was made from, unchanged: what a verb checks against, sharing its memoised work. */
  from?: GameState;
}

/**
 * A draft of `state`: its own pieces array and vars (deep), sharing piece objects. The vars named in `shared`
 * are objects the game's reducers replace whole, and change in place only in a state that is theirs
 * (ReduceContext.owned): Isabella's hex control, a few thousand characters that every action would otherwise
 * copy. The draft shares them with `state`.
 */
export function draftState<V>(state: GameState, shared: readonly string[] = []): Draft<V> {
  const src = state.vars;
  const keep = shared.filter((k) => typeof src?.[k] === 'object' && src[k] !== null);
  let vars: JsonObject;
  if (keep.length === 0) vars = jsonCopy(src) as JsonObject;
  else {
    // The same keys in the same order, the shared ones put back after the copy.
    const stub: JsonObject = { ...src };
    for (const k of keep) stub[k] = 0;
    vars = jsonCopy(stub) as JsonObject;
    for (const k of keep) vars[k] = src[k]!;
  }
  const next: GameState = { ...state, pieces: state.pieces.slice(), vars };
  return { state: next, vars: vars as unknown as V, events: [], from: state };
}

/** The draft's piece with this id (throws when there is none: reducers check ids first). */
export function pieceOf(d: Draft<unknown>, id: string): Piece {
  const p = d.state.pieces.find((x) => x.id === id);
  if (!p) throw new Error(`No piece "${id}"`);
  return p;
}

/** Replace a piece's fields; with `at`, the piece goes on top of its new stack. */
export function setPiece(d: Draft<unknown>, id: string, change: Partial<Omit<Piece, 'id'>>): Piece {
  const pieces = d.state.pieces;
  const i = pieces.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`No piece "${id}"`);
  const next = { ...pieces[i], ...change } as Piece;
  if (change.at) {
    pieces.splice(i, 1);
    pieces.push(next);
  } else {
    pieces[i] = next;
  }
  return next;
}

/** Move a piece to a location (on top of the stack there). */
export function moveTo(d: Draft<unknown>, id: string, at: Location): Piece {
  return setPiece(d, id, { at });
}

/** Roll `count` dice of `sides` with the game's seeded dice, logging a 'roll' event with its purpose and roller. */
export function roll(d: Draft<unknown>, count: number, purpose: string, by: string, rule: string, sides = 6): number[] {
  const r = rollDice(d.state.rng, count, sides);
  d.state.rng = r.rng;
  d.events.push({ type: 'roll', dice: r.dice, sides, total: r.dice.reduce((a, b) => a + b, 0), purpose, by, rule });
  return r.dice;
}

/** Add an event. */
export function emit(d: Draft<unknown>, event: GameEvent): void {
  d.events.push(event);
}
