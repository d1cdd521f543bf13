// The nine phases of a turn (5.2) and what the flow and the verbs ask of the alternating ones (5.6-5.8).

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { frozen, varsOf } from './state.js';
import { enemyOf } from './units.js';

/** The nine phases of a turn (5.2), as the scenario names them. */
export const PHASES = [
  'air',
  'partisans',
  'sequence',
  'actions-1',
  'recovery-1',
  'actions-2',
  'recovery-2',
  'allied-replacement',
  'german-reinforcement',
] as const;

/** Whether the current alternating-actions phase is the movement phase (5.6). */
export function isMovementPhase(state: GameState): boolean {
  const first = varsOf(state).movementFirst;
  return (state.phase === 'actions-1' && first) || (state.phase === 'actions-2' && !first);
}

/** 5.8: whether a side still has an undisrupted unit that may act this phase (neutral Portugal's may not). */
export function hasActors(module: GameModule, state: GameState, side: SideId): boolean {
  return state.pieces.some(
    (p) => p.kind === 'unit' && p.side === side && p.at.kind === 'hex' && !p.disrupted && !frozen(module, state, p),
  );
}

/** Whether the opponent of `side` can still act this phase (5.8: if not, `side` plays on alone). */
export function opponentCanAct(module: GameModule, state: GameState, side: SideId): boolean {
  return hasActors(module, state, enemyOf(side));
}
