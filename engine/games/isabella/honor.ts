// Honor play's changes by hand (5.1): the table's verbs that change counters, which the rules do themselves in
// enforced and advisory modes, and what even honor play may not do by hand (the turn, a hidden unit's steps).

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Prompt } from '../../core/types.js';
import type { ReduceResult } from '../../core/rules.js';
import { isLocation } from '../../core/view.js';
import { varsOf, violation } from './state.js';
import { nextPhaseByHand } from './flow.js';

/** The table's manual verbs: honor play only (enforced and advisory change counters by the rules alone). */
const MANUAL = new Set([
  'flip',
  'loseStep',
  'restoreStep',
  'eliminate',
  'roll',
  'placeMarker',
  'removeMarker',
  'setTurn',
  'nextPhase',
]);

/** Whether an action changes counters by hand; a `move` to a box (the dead pile, the turn track) always does. */
export function byHand(a: Action): boolean {
  return MANUAL.has(a.verb) || (a.verb === 'move' && isLocation(a.args.to) && a.args.to.kind !== 'hex');
}

/**
 * What honor play may not do as a table does, before the steps see the action: set the turn, end a phase in a
 * set-up step or a battle, change the steps of a unit hidden from the other side. Null: the steps go on.
 */
export function beforeSteps(
  module: GameModule,
  state: GameState,
  action: Action,
  promptOf: (module: GameModule, state: GameState) => Prompt | null,
): ReduceResult | null {
  if (action.verb === 'setTurn')
    return {
      violations: [violation('setTurn', '5.2', 'The turn follows the sequence of play; use Next phase to end a phase')],
    };
  if (action.verb === 'nextPhase') {
    const ended = nextPhaseByHand(module, state);
    if (ended) return ended;
    const p = promptOf(module, state);
    const step = varsOf(state).step;
    return {
      violations: [
        violation('notNow', p?.rule ?? '5.1', `Finish this first: ${p?.message ?? 'the game is over'}`, { step }),
      ],
    };
  }
  // By e-mail (hidden.ts): a unit's steps are part of its face, which the other machine does not know while the
  // unit is hidden; changing them by hand (honor play) waits until it is shown. The same on every machine.
  const piece = typeof action.args.piece === 'string' ? action.args.piece : null;
  if ((action.verb === 'loseStep' || action.verb === 'restoreStep') && piece !== null) {
    if (Object.values(state.hidden ?? {}).some((ids) => ids.includes(piece)))
      return {
        violations: [
          violation('hiddenSteps', '6.8', `${piece} is hidden from the other side: show it before changing its steps`, {
            unit: piece,
          }),
        ],
      };
  }
  return null;
}
