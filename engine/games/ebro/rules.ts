// La Batalla del Ebro's rules on the rules contract: its flow (flow.ts) on the core's step machine, the table's
// manual verbs for honor play, each side's view (view.ts) and the arguments of every verb.

import type { Rules } from '../../core/rules.js';
import type { JsonObject, Violation } from '../../core/types.js';
import { stepMachine } from '../../core/steps.js';
import { draftState, type Draft } from '../../systems/draft.js';
import { tableRules } from '../table/rules.js';
import { FLOW, settle, type Step, VERB_ARGS } from './flow.js';
import { ebroSetup } from './setup.js';
import { type EbroVars, varsOf, violation } from './state.js';
import { ebroView } from './view.js';

/** The table's verbs that change counters by hand: honor play only. */
const MANUAL = new Set(['move', 'flip', 'loseStep', 'restoreStep', 'eliminate', 'roll', 'placeMarker', 'removeMarker']);
/** I.2 the turn and phase follow the sequence of play, never set by hand. */
const SEQUENCE = new Set(['setTurn', 'nextPhase']);

/** A violation as JSON: a copy of its fields, in their order. */
const violationJson = (v: Violation): JsonObject => Object.fromEntries(Object.entries(v));

const machine = stepMachine<Step, Draft<EbroVars>>({
  game: 'ebro',
  steps: FLOW,
  stepOf: (state) => varsOf(state).step,
  sequenceRule: 'I.2',
  draft: (state) => draftState<EbroVars>(state),
  see: ebroView,
  // The game's own `move` verb (IX) shadows the table's: only the table's other manual verbs are by hand.
  manual: (action) => (MANUAL.has(action.verb) && action.verb !== 'move') || SEQUENCE.has(action.verb),
  table: tableRules.reduce,
  before: (_module, _state, action) =>
    SEQUENCE.has(action.verb)
      ? { violations: [violation('sequence', 'I.2', 'The turn follows the sequence of play')] }
      : null,
  settle,
});

/** Every concrete action `side` may take now, and what the game waits for (the step machine's). */
export const { legalActions, promptOf } = machine;

/** La Batalla del Ebro's rules. */
export const ebroRules: Rules = {
  id: 'ebro',
  setup: ebroSetup,
  verbArgs: VERB_ARGS,
  toAct: machine.toAct,
  drawAction: machine.drawAction,
  check: machine.check,
  reduce: machine.reduce,
  view: machine.view,
  preview: (module, state, _side, action) => ({ violations: machine.check(module, state, action).map(violationJson) }),
};
