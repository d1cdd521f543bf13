// A view for the page's unit tests: an Isabella-shaped state at a step, the side to act being the Allies, with the
// legal actions given (what the prompt bar and the game's answers read). Only tests import it.

import type { View } from '../../engine/core/types.js';

/** A view at `step` listing `legalActions`; `extra` replaces any of its fields. */
export const stepView = (step: string, legalActions: View['legalActions'], extra: Partial<View> = {}): View => ({
  side: 'allied',
  toAct: ['allied'],
  prompts: [],
  legalActions,
  state: {
    moduleId: 'isabella',
    moduleVersion: '0',
    scenarioId: 'campaign',
    mode: 'enforced',
    turn: 1,
    phase: 'setup',
    activeSide: 'allied',
    pieces: [],
    vars: { step },
  },
  ...extra,
});
