// §8.2 OPS: the points of a card played for operations (or the 1-point Automatic Operation) activate spaces for
// Move or Attack; then movement, Position/Trench rolls and combats (activation.ts, movement.ts, combat.ts).

import type { GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Draft } from './draft.js';
import { roundDone } from './flow.js';
import { type GameVerb, type StepPrompt, act, prompt } from './verb.js';

/** Begin the OPS of the current play: the activation step. */
export function beginOps(module: GameModule, d: Draft): void {
  void module;
  d.vars.step = 'ops-activate';
}

/** The OPS verbs. */
export const OPS_VERBS: Record<string, GameVerb> = {
  doneOps: {
    steps: ['ops-activate'],
    check: () => [],
    apply(module, d) {
      roundDone(module, d);
    },
    list: () => [act('doneOps', {})],
  },
};

/** The prompts of the OPS steps. */
export const OPS_PROMPTS: Record<string, StepPrompt> = {
  'ops-activate': (_m, s) => prompt('ops-activate', s.activeSide, 'doneOps', '8.2', 'Activate spaces for OPS'),
};

/** Their arguments. */
export const OPS_ARGS: Record<string, VerbArgs> = { doneOps: {} };
