// Crusade and Revolution's rules on the rules contract: its flow (flow.ts) on the core's step machine, the table's
// manual verbs for honor play, per-side views with hidden hands (view.ts) and the arguments of every verb (args.ts).

import type { Rules } from '../../core/rules.js';
import type { JsonObject, Violation } from '../../core/types.js';
import { stepMachine } from '../../core/steps.js';
import { tableRules } from '../table/rules.js';
import { VERB_ARGS } from './args.js';
import { type Draft, draftOf } from './draft.js';
import { FLOW, type Step, settle } from './flow.js';
import { crusadeSetup } from './setup.js';
import { varsOf, violation } from './state.js';
import { crusadeView } from './view.js';
import { crusadeSample } from './sample.js';

export { VERB_ARGS } from './args.js';

/** A violation as JSON: a copy of its fields, in their order. */
const violationJson = (v: Violation): JsonObject => Object.fromEntries(Object.entries(v));

/** §6.0 the turn and phase follow the sequence of play: never set by hand, even in honor mode. */
const SEQUENCE = new Set(['setTurn', 'nextPhase']);
/** The table's verbs that change counters by hand: honor play only. */
const MANUAL = new Set(['move', 'flip', 'loseStep', 'restoreStep', 'eliminate', 'roll', 'placeMarker', 'removeMarker']);

const machine = stepMachine<Step, Draft>({
  game: 'crusade',
  steps: FLOW,
  stepOf: (state) => varsOf(state).step,
  sequenceRule: '7.1',
  draft: (state) => draftOf(state),
  see: (_module, state, side) => crusadeView(state, side),
  manual: (action) => MANUAL.has(action.verb) || SEQUENCE.has(action.verb),
  table: tableRules.reduce,
  before: (_module, _state, action) =>
    SEQUENCE.has(action.verb)
      ? { violations: [violation('sequence', '6.0', 'The turn follows the sequence of play')] }
      : null,
  settle,
});

/** Every concrete action `side` may take now, and what the game waits for (the step machine's). */
export const { legalActions, promptOf } = machine;

/** Crusade and Revolution's rules. §8.1 by e-mail each side draws with its private key (deck.ts). */
export const crusadeRules: Rules = {
  id: 'crusade',
  setup: crusadeSetup,
  verbArgs: VERB_ARGS,
  toAct: machine.toAct,
  check: machine.check,
  reduce: machine.reduce,
  view: machine.view,
  drawAction: machine.drawAction,
  sample: crusadeSample,
  // What an action would meet without making it: the page shows a refused play, disabled, with its rule and reason.
  preview: (module, state, _side, action) => ({ violations: machine.check(module, state, action).map(violationJson) }),
};
