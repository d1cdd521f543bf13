// Finding a piece fast during replay. Replay hands reducers one pieces array it owns and lets them change it
// in place (ReduceContext.owned); for that array we keep id -> piece object, so a lookup is one Map get plus
// an identity indexOf instead of comparing the id with up to 2,000 other ids. Every answer is checked
// against the array itself, so a stale or missing entry can only cost a linear scan, never a wrong piece.

import type { GameState, Piece } from '../../core/types.js';
import type { ReduceContext } from '../../core/rules.js';
import { pieceIndex } from '../../core/view.js';

const byArray = new WeakMap<Piece[], Map<string, Piece>>();

/** Index of piece `id` in state.pieces (-1 if none); uses the owned-array cache when ctx.owned. */
export function findIndex(state: GameState, id: string, ctx?: ReduceContext): number {
  if (!ctx?.owned) return pieceIndex(state, id);
  const pieces = state.pieces;
  let map = byArray.get(pieces);
  if (map) {
    const obj = map.get(id);
    if (obj) {
      const i = pieces.indexOf(obj);
      if (i >= 0 && pieces[i].id === id) return i;
    }
  } else {
    map = new Map();
    for (const p of pieces) map.set(p.id, p);
    byArray.set(pieces, map);
    const obj = map.get(id);
    const i = obj ? pieces.indexOf(obj) : -1;
    if (i >= 0) return i;
  }
  const i = pieceIndex(state, id);
  if (i >= 0) map.set(id, pieces[i]);
  return i;
}

/** Record that `piece` is now in the owned array (placed, moved or replaced). */
export function noteSet(pieces: Piece[], piece: Piece, ctx?: ReduceContext): void {
  if (ctx?.owned) byArray.get(pieces)?.set(piece.id, piece);
}

/** Record that the piece `id` left the owned array. */
export function noteRemoved(pieces: Piece[], id: string, ctx?: ReduceContext): void {
  if (ctx?.owned) byArray.get(pieces)?.delete(id);
}
