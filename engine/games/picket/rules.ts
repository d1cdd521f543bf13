// Picket's rules on the rules contract: its flow (flow.ts) on the core's step machine, the table's manual verbs
// for honor play, and each side's view under the fog (state.ts).

import type { Rules } from '../../core/rules.js';
import { stepMachine } from '../../core/steps.js';
import { draftState } from '../../systems/draft.js';
import { tableRules } from '../table/rules.js';
import { FLOW, type PicketDraft, type Step, settle, VERB_ARGS } from './flow.js';
import { type PicketVars, picketView, varsOf } from './state.js';

/** The table's verbs that change counters by hand, or the turn: honor play only. */
const MANUAL = new Set(['flip', 'loseStep', 'restoreStep', 'eliminate', 'roll', 'placeMarker', 'removeMarker']);
const SEQUENCE = new Set(['setTurn', 'nextPhase']);

const machine = stepMachine<Step, PicketDraft>({
  game: 'picket',
  steps: FLOW,
  stepOf: (state) => varsOf(state).step,
  sequenceRule: 'P.2',
  draft: (state) => draftState<PicketVars>(state),
  see: picketView,
  manual: (action) => MANUAL.has(action.verb) || SEQUENCE.has(action.verb),
  table: tableRules.reduce,
  settle,
});

/** Picket's rules. P.1 the scenario places the units; Red pickets first. */
export const picketRules: Rules = {
  id: 'picket',
  setup(module, setup, rng) {
    const base = tableRules.setup(module, setup, rng);
    const vars: PicketVars = { step: 'watch', actions: 0, contact: null, vp: { red: 0, blue: 0 }, result: null };
    return { ...base, phase: 'watch', vars: { ...base.vars, ...vars } };
  },
  verbArgs: VERB_ARGS,
  toAct: machine.toAct,
  check: machine.check,
  reduce: machine.reduce,
  view: machine.view,
};
