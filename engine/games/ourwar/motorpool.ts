// Motor pools (IX.2.2): a unit that begins its movement stacked with a motor pool is carried by the pool, which moves
// with its own movement allowance at motorised costs; the pool is then activated, and the unit may make its own
// natural movement with its full allowance, after which it has finished for the turn (no attack, no other action).
// A pool carries as many levels as its counter prints (its transport factor).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Reach } from './reach.js';
import { canStack } from './stacking.js';
import { marksOf, ourWarOf } from './state.js';
import { factorsOf, hasFlag, isAir, isBoats, levelsOf } from './units.js';
import { placeOf } from './zoc.js';

/** IX.2.2 a motor pool counter. */
export const isMotorPool = (module: GameModule, p: Pick<Piece, 'def'>): boolean => hasFlag(module, p, 'motor-pool');

/** IX.2.2 whether a unit may be carried: a ground unit of the pool's side in its place, not a pool or boats, that
 *  has neither moved nor been activated this turn (it must begin its movement with the pool). */
export function carriable(module: GameModule, state: GameState, pool: Piece, p: Piece): boolean {
  const m = marksOf(ourWarOf(state), p.id);
  return (
    p.id !== pool.id &&
    p.kind === 'unit' &&
    p.side === pool.side &&
    placeOf(p) !== null &&
    placeOf(p) === placeOf(pool) &&
    !isAir(module, p) &&
    !isBoats(module, p) &&
    !isMotorPool(module, p) &&
    !m.act &&
    !m.mp &&
    !m.redeployed
  );
}

/** IX.2.2 whether a pool may move a load: it has not moved or been activated, and the load fits its capacity. */
export function mayCarry(module: GameModule, state: GameState, pool: Piece, load: readonly Piece[]): boolean {
  const m = marksOf(ourWarOf(state), pool.id);
  if (!isMotorPool(module, pool) || m.act || m.mp || m.redeployed || load.length === 0) return false;
  if (!load.every((p) => carriable(module, state, pool, p))) return false;
  return load.reduce((n, p) => n + levelsOf(p), 0) <= factorsOf(module, pool).transport;
}

/** IX.2.2 the load a pool takes from its place: the units it may carry, in the order given, while they fit. */
export function poolLoad(module: GameModule, state: GameState, pool: Piece): Piece[] {
  const room = factorsOf(module, pool).transport;
  const out: Piece[] = [];
  let levels = 0;
  for (const p of state.pieces)
    if (carriable(module, state, pool, p) && levels + levelsOf(p) <= room) {
      out.push(p);
      levels += levelsOf(p);
    }
  return out;
}

/**
 * IX.2.2 where a pool takes its load: the places the pool alone reaches by natural movement (`alone`, its own MP at
 * motorised costs) where the pool and its load stack (XI).
 */
export function poolReach(
  module: GameModule,
  state: GameState,
  pool: Piece,
  load: readonly Piece[],
  alone: Map<string, Reach>,
): Map<string, Reach> {
  if (!mayCarry(module, state, pool, load)) return new Map();
  return new Map([...alone].filter(([place]) => canStack(module, state, [pool, ...load], place)));
}
