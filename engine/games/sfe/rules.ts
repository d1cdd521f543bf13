// The Struggle for Europe's rules on the rules contract: its flow (flow.ts) on the core's step machine, the table's
// manual verbs for honor play, each side's view and the arguments of every verb.

import type { Rules } from '../../core/rules.js';
import { withoutRng } from '../../core/sideview.js';
import { stepMachine } from '../../core/steps.js';
import type { GameState, JsonObject, Violation } from '../../core/types.js';
import { type Draft, draftState } from '../../systems/draft.js';
import { tableRules } from '../table/rules.js';
import { FLOW, passIfIdle, type Step, VERB_ARGS } from './flow.js';
import { navalActions } from './navallist.js';
import { isNavalVerb, navalCheck, navalReduce } from './navalverbs.js';
import { sfeSetup } from './setup.js';
import { type SfeVars, varsOf, violation } from './state.js';

/** The table's verbs that change counters by hand: honor play only (the game's own `move` shadows the table's). */
const MANUAL = new Set(['flip', 'loseStep', 'restoreStep', 'eliminate', 'roll', 'placeMarker', 'removeMarker']);
/** §4 the turn and phase follow the sequence of play, never set by hand. */
const SEQUENCE = new Set(['setTurn', 'nextPhase']);

/** A violation as JSON: a copy of its fields, in their order. */
const violationJson = (v: Violation): JsonObject => Object.fromEntries(Object.entries(v));

const machine = stepMachine<Step, Draft<SfeVars>>({
  game: 'sfe',
  steps: FLOW,
  stepOf: (state) => varsOf(state).step as Step,
  sequenceRule: '4.0',
  draft: (state) => draftState<SfeVars>(state),
  see: (_module, state) => withoutRng(state),
  manual: (action) => (MANUAL.has(action.verb) && !(action.verb in VERB_ARGS)) || SEQUENCE.has(action.verb),
  table: tableRules.reduce,
  // §7.1 a counter moved by hand outside the Movement Phase (advisory and honor play: byhand.ts), e.g. in the
  // Reinforcement Phase; enforced play refuses it as any verb out of its step
  offStep: { move: FLOW.movement.verbs.move! },
  before: (module, state, action) =>
    SEQUENCE.has(action.verb)
      ? { violations: [violation('sequence', '4.0', 'The turn follows the sequence of play')] }
      : isNavalVerb(action.verb)
        ? navalReduce(module, state, action)
        : null,
});

/** Rules.check: the naval verbs' own (§18-§20 by hand, navalverbs.ts), else the step machine's. */
const check: Rules['check'] = (module, state, action) =>
  isNavalVerb(action.verb) ? navalCheck(module, state, action) : machine.check(module, state, action);

/** Every concrete action `side` may take now, and what the game waits for (the step machine's). */
export const { legalActions, promptOf } = machine;

/** §4.02 the set-up, its first phase passed by itself when its side has nothing to do in it (flow.ts passIfIdle;
 *  a set-up has no log line, so its events are not kept, as the segment's opening is not). */
function setup(...args: Parameters<typeof sfeSetup>): GameState {
  const d = draftState<SfeVars>(sfeSetup(...args));
  passIfIdle(args[0], d);
  return d.state;
}

/** The Struggle for Europe's rules. */
export const sfeRules: Rules = {
  id: 'sfe',
  setup,
  verbArgs: VERB_ARGS,
  toAct: machine.toAct,
  drawAction: machine.drawAction,
  check,
  reduce: machine.reduce,
  // §18-§20 the naval verbs a side may type in advisory and honor play (navallist.ts) join its legal actions
  view: (module, state, side) => {
    const v = machine.view(module, state, side);
    const naval = v.toAct.includes(side) ? navalActions(module, state, side) : [];
    return naval.length > 0 ? { ...v, legalActions: [...v.legalActions, ...naval] } : v;
  },
  preview: (module, state, _side, action) => ({ violations: check(module, state, action).map(violationJson) }),
};
