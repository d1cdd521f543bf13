// Grouping pieces into stacks by where they stand. Pure, so it is unit-tested.

import type { Location, Piece } from '../../engine/core/types.js';
import { locationKey } from '../../engine/core/view.js';

/** Pieces at one location, bottom first (state order: the last is on top). */
export interface Stack {
  key: string;
  at: Location;
  pieces: Piece[];
}

/** Every stack, in the order their first piece appears in the state. */
export function groupStacks(pieces: readonly Piece[]): Stack[] {
  const byKey = new Map<string, Stack>();
  for (const p of pieces) {
    const key = locationKey(p.at);
    let s = byKey.get(key);
    if (!s) {
      s = { key, at: p.at, pieces: [] };
      byKey.set(key, s);
    }
    s.pieces.push(p);
  }
  return [...byKey.values()];
}

/** The piece a press on a stack picks up: the selected one when it is in this stack, else the top one. */
export function pickPiece(stack: Stack, selected: string | null): Piece | undefined {
  if (selected) {
    const sel = stack.pieces.find((p) => p.id === selected);
    if (sel) return sel;
  }
  return stack.pieces[stack.pieces.length - 1];
}
