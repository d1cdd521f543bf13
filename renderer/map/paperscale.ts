// The scale a board prints readably at (issue 26 §5): its smallest text (the hex numbers, or a point-to-point
// map's space names) and its counters at the sizes positions-paper.ts calls readable. Pure, so tests use it.

import { readableScale } from '../../electron/services/positions-paper.js';
import type { Board } from './board.js';
import { numberSize } from './lod.js';

/** A space name's size on a point-to-point map, as a fraction of the space radius (spaces.ts spaceLabel). */
const SPACE_NAME = 0.55;

/** The readable scale of a board, in points per map pixel. */
export function boardReadableScale(board: Board): number {
  const size = board.hex?.grids[0]?.grid.size;
  const text = size ? numberSize(size) : Math.round(board.spaceSize * SPACE_NAME);
  return readableScale(text, board.counterSize);
}
