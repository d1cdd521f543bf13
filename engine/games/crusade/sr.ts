// §12 Strategic Redeployment: the SR points of a card move units between Connected friendly spaces, to and from
// the Reserve Box, and by sea.

import type { GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Draft } from './draft.js';
import { roundDone } from './flow.js';
import { type GameVerb, type StepPrompt, act, prompt } from './verb.js';

/** Begin the SR of the current play. */
export function beginSR(module: GameModule, d: Draft): void {
  void module;
  d.vars.step = 'sr';
}

/** The SR verbs. */
export const SR_VERBS: Record<string, GameVerb> = {
  doneSR: {
    steps: ['sr'],
    check: () => [],
    apply(module, d) {
      roundDone(module, d);
    },
    list: () => [act('doneSR', {})],
  },
};

/** The prompts of the SR step. */
export const SR_PROMPTS: Record<string, StepPrompt> = {
  sr: (_m, s) => prompt('sr', s.activeSide, 'doneSR', '12', 'Redeploy units with your SR points'),
};

/** Their arguments. */
export const SR_ARGS: Record<string, VerbArgs> = { doneSR: {} };
