// VIII the supply status of every unit in a position, as one function per state: the ZOC, movement and combat
// modules memoise their work on the state and on this function, so every question about one position shares it.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { suppliedIn } from '../ourwar/supply.js';
import type { Supplied } from '../ourwar/zoc.js';
import { bridgeheadSupply } from './bridgehead.js';

const memo = new WeakMap<GameState, Supplied>();

/** VIII whether each unit is in supply in this position (the same function for the same state). */
export function supplied(module: GameModule, state: GameState): Supplied {
  let f = memo.get(state);
  if (!f) {
    // XX.2.3 (optional) units in a bridgehead: in supply while their side traces a line to the hex
    f = bridgeheadSupply(module, state, suppliedIn(module, state));
    memo.set(state, f);
  }
  return f;
}
