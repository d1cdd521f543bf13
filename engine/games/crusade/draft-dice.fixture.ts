// Tests only: draft.ts with scripted dice (vi.mock('./draft.js', () => import('./draft-dice.fixture.js'))): each roll
// takes the next numbers of `dice` (in a combat the attacker's fire first, then the defender's), and the game's
// own dice once the script is used up. Each test file empties `dice` before each test.

import { vi } from 'vitest';
import type * as Draft from './draft.js';

const real = await vi.importActual<typeof Draft>('./draft.js');

/** The scripted rolls still to come. */
export const dice: number[] = [];
export const { draftOf, emit, moveTo, pieceOf, setPiece } = real;
/** A roll from the script when it holds enough numbers, else from the game's dice. */
export const roll: typeof real.roll = (d, n, ...rest) =>
  dice.length >= n ? dice.splice(0, n) : real.roll(d, n, ...rest);
