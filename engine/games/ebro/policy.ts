// The scripted opponent of La Batalla del Ebro, like the COIN series' solitaire flowcharts: for each step of the
// turn (flow.ts) a short list of priorities, applied to its side's view only, each decision with its reason. The
// Republic crosses the Ebro by boat and bridges it, makes for Gandesa and the other objectives and attacks at the
// best odds on offer; the Nationalists hold their objectives, counter-attack the bridgehead at good odds, open the
// dams and bomb the bridges. Both take the turn's other questions (patrols, reinforcements, retreats, advances,
// reconstruction) by simple rules, so a whole game never waits on them.

import type { BotInput, Decision } from '../../ai/bot.js';
import { offered, take } from '../../ai/policykit.js';
import type { View } from '../../core/types.js';
import { vars } from './policy-aims.js';
import { exploitDecision, moveDecision } from './policy-move.js';
import {
  advanceDecision,
  attackDecision,
  bombDecision,
  fireDecision,
  floodDecision,
  retreatDecision,
} from './policy-combat.js';
import {
  engineerDecision,
  enterDecision,
  firstDecision,
  overstackDecision,
  patrolDecision,
  rebuildDecision,
} from './policy-steps.js';

/** The segment's end, when the step offers it. */
const done = (view: View, id: 'bot.ebro.endsPreparation' | 'bot.ebro.endsCombat' | 'bot.ebro.noReaction') => {
  const d = offered(view, 'done')[0];
  return d ? take(view, d, id) : null;
};

/** VI.3 combat preparation: open the dams, bomb the enemy's crossings, fire on the enemy at the front; then go on. */
function prepareDecision(input: BotInput): Decision | null {
  const { view } = input;
  return floodDecision(view) ?? bombDecision(view) ?? fireDecision(input) ?? done(view, 'bot.ebro.endsPreparation');
}

/** The step's decision, or null when its priorities find nothing (the caller falls back). */
function byStep(input: BotInput): Decision | null {
  const { view } = input;
  switch (vars(view).step) {
    case 'first':
      return firstDecision(view);
    case 'patrol':
      return patrolDecision(view);
    case 'reinforce':
      return enterDecision(view);
    case 'engineer':
      return engineerDecision(input);
    case 'prepare':
      return prepareDecision(input);
    case 'move':
      return moveDecision(input);
    case 'react':
      // XVI.6 no reaction attack: the defenders hold and fight in place
      return done(view, 'bot.ebro.noReaction');
    case 'combat':
      return attackDecision(input) ?? done(view, 'bot.ebro.endsCombat');
    case 'breakthrough':
      return exploitDecision(input) ?? attackDecision(input) ?? done(view, 'bot.ebro.endsCombat');
    case 'retreat':
    case 'panic':
      return retreatDecision(input);
    case 'advance':
      return advanceDecision(input);
    case 'rebuild':
      return rebuildDecision(view);
    case 'overstack':
      return overstackDecision(view);
    default:
      return null;
  }
}

/** The scripted policy's decision for the view's side: the only action, else the step's priorities, else the
 *  first action offered (a question the priorities do not know: answered rather than left waiting). */
export function ebroPolicy(input: BotInput): Decision | null {
  const { view } = input;
  const all = offered(view);
  if (all.length === 0) return null;
  if (all.length === 1) return take(view, all[0]!, 'bot.onlyAction');
  const d = byStep(input);
  if (d) return d;
  const end = offered(view, 'done', 'stay')[0] ?? all[0]!;
  return take(view, end, 'bot.ebro.nothingWorthDoing', { verb: end.verb });
}
