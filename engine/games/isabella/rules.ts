// Operation Isabella's rules: the flow (flow.ts) on the step machine, honor play, fog of war and units by e-mail.

import type { Rules } from '../../core/rules.js';
import { type StepMachine, stepMachine } from '../../core/steps.js';
import { tableRules } from '../table/rules.js';
import { draftOf } from './draft.js';
import { FLOW, gameOver, OFF_STEP, type Step } from './flow.js';
import { beforeSteps, byHand } from './honor.js';
import { isabellaSetup } from './position.js';
import { varsOf } from './state.js';
import { VERB_ARGS } from './args.js';
import { fogOfWar, sightings } from './fog.js';
import { completeAction, faceFits, shows } from './hidden.js';
import { overlayFor, previewAction } from './inspect.js';
import { isabellaSample } from './sample.js';

const machine: StepMachine<Step> = stepMachine({
  game: 'isabella',
  steps: FLOW,
  stepOf: (state) => varsOf(state).step,
  sequenceRule: '5.1',
  draft: draftOf,
  see: fogOfWar,
  manual: byHand,
  table: (module, state, action, ctx) => tableRules.reduce(module, state, action, ctx),
  before: (module, state, action) => beforeSteps(module, state, action, machine.promptOf),
  offStep: OFF_STEP,
  settle: gameOver,
});

/** Operation Isabella's rules. */
export const isabellaRules: Rules = {
  id: 'isabella',
  setup: isabellaSetup,
  verbArgs: VERB_ARGS,
  toAct: machine.toAct,
  check: machine.check,
  reduce: machine.reduce,
  view: machine.view,
  drawAction: machine.drawAction,
  sample: isabellaSample,
  sightings,
  shows,
  complete: completeAction,
  faceFits,
  preview: (module, state, side, action) => previewAction(isabellaRules, module, state, side, action),
  overlay: overlayFor,
};

/** Every verb of the game with the steps that accept it, and (typed verbs) their arguments. */
export const VERBS = machine.verbs;
export { VERB_ARGS };
