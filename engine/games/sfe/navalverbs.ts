// The naval and amphibious verbs (§18-§20, §19.4, §23.4, §27.25) on the rules contract: played by hand in advisory
// and honor play, in any step the side may act in. Enforced play refuses every one of them with one violation
// (`sfe.naval.byHand`): the engine does not run the naval sub-phases, so no one can bend enforced play through them,
// and its legal actions never list them. In advisory play a verb's check is the rules it breaks, recorded on the log
// entry as the by-hand ground play records its own; honor play checks nothing. Every die is the engine's.

import type { GameModule } from '../../core/module.js';
import type { ReduceResult } from '../../core/rules.js';
import type { Action, GameState, Violation } from '../../core/types.js';
import { type Draft, draftState } from '../../systems/draft.js';
import { assault, debark, embark, loadSupply, transportBreaks, unloadSupply } from './navaltransport.js';
import { disengage, disengageBreaks, fire, fireBreaks, navalHit, navalHitBreaks } from './navalfire.js';
import { airIntercept, airInterceptBreaks, navalBomb, navalBombBreaks } from './navalair.js';
import { intercept, interceptBreaks } from './navalintercept.js';
import { bombard, bombardBreaks } from './navalmissions.js';
import { evacuate, evacuateBreaks, sail, sailBreaks } from './navalmove.js';
import { repair, repairBreaks, settleRepairs } from './navalrepair.js';
import { type SfeVars, varsOf, violation } from './state.js';

type D = Draft<SfeVars>;

/** One naval verb: the rules it breaks, and carrying it out (or why it cannot be done at all). */
interface NavalVerb {
  breaks(module: GameModule, state: GameState, action: Action): Violation[];
  apply(module: GameModule, d: D, action: Action): Violation[] | null;
}

/** The naval verbs by name. */
export const NAVAL_VERBS: Readonly<Record<string, NavalVerb>> = {
  sail: { breaks: sailBreaks, apply: sail },
  evacuate: { breaks: evacuateBreaks, apply: evacuate },
  bombard: { breaks: bombardBreaks, apply: bombard },
  embark: { breaks: transportBreaks, apply: embark },
  debark: { breaks: transportBreaks, apply: debark },
  assault: { breaks: transportBreaks, apply: assault },
  loadSupply: { breaks: transportBreaks, apply: loadSupply },
  unloadSupply: { breaks: transportBreaks, apply: unloadSupply },
  fire: { breaks: fireBreaks, apply: fire },
  navalHit: { breaks: navalHitBreaks, apply: navalHit },
  disengage: { breaks: disengageBreaks, apply: disengage },
  repair: { breaks: repairBreaks, apply: repair },
  intercept: { breaks: interceptBreaks, apply: intercept },
  airIntercept: { breaks: airInterceptBreaks, apply: airIntercept },
  navalBomb: { breaks: navalBombBreaks, apply: navalBomb },
};

/** Whether a verb is one of the naval verbs. */
export const isNavalVerb = (verb: string): boolean => Object.hasOwn(NAVAL_VERBS, verb);

/** §18.0 enforced play's one refusal of every naval verb. */
const byHand = (): Violation =>
  violation(
    'naval.byHand',
    '18.0',
    'Naval and amphibious operations are played by hand: choose Advisory or Honor (§18–§20)',
  );

/** What a game over refuses in every mode. */
const over = (state: GameState): Violation[] =>
  varsOf(state).step === 'over' ? [violation('over', '8.8', 'The game is over')] : [];

/** Rules.check of a naval verb: enforced play's refusal, else the rules it breaks. */
export function navalCheck(module: GameModule, state: GameState, action: Action): Violation[] {
  if (state.mode === 'enforced') return [byHand()];
  const done = over(state);
  if (done.length > 0) return done;
  return NAVAL_VERBS[action.verb]!.breaks(module, state, action);
}

/** Rules.reduce of a naval verb: refused in enforced play; else carried out (repairs past their time ended first). */
export function navalReduce(module: GameModule, state: GameState, action: Action): ReduceResult {
  if (state.mode === 'enforced') return { violations: [byHand()] };
  const done = over(state);
  if (done.length > 0) return { violations: done };
  const d = draftState<SfeVars>(state);
  settleRepairs(d);
  const refused = NAVAL_VERBS[action.verb]!.apply(module, d, action);
  if (refused && refused.length > 0) return { violations: refused };
  return { state: d.state, events: d.events };
}
