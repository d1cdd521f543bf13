// The scripted opponent of The Struggle for Europe: priorities a wargamer can read, applied to its side's view only,
// step by step of the flow (flow.ts): the Axis drives its panzers at the victory cities with the infantry behind,
// rails up what stands far from the front, attacks at the best odds with air support and exploits and overruns
// through the gaps; the Soviet player holds his line and cities, sends his reserves to the threatened ones, attacks
// only at good odds and rebuilds with his points. Its moves are policy-move.ts, its battles and air
// policy-combat.ts, its reading of the map policy-map.ts. Every prompt gets an answer, so a game never stops.

import type { LegalAction } from '../../core/types.js';
import type { BotInput, Decision } from '../../ai/bot.js';
import { offered, take } from '../../ai/policykit.js';
import {
  advanceDecision,
  airDecision,
  attackDecision,
  eliminateDecision,
  loseAirDecision,
  overrunDecision,
  retreatDecision,
} from './policy-combat.js';
import { type Reading, readView } from './policy-map.js';
import { moveDecision, reinforceDecision } from './policy-move.js';
import { logOf } from './combat.js';
import { isNavalVerb } from './navalverbs.js';

/** A battle's questions (§9.04, §10.02, §10.03), else the attack at the best odds, else the phase's end. */
function combatDecision(r: Reading): Decision | null {
  const { view } = r;
  const losses = offered(view, 'losses')[0];
  const battle = logOf(r.vars).battle;
  const hex = battle?.hex ?? '';
  if (losses) return take(view, losses, 'bot.sfe.paysLosses', { hex, count: battle?.owed?.due ?? 0 });
  const retreats = offered(view, 'retreat');
  if (retreats.length > 0) return retreatDecision(r, retreats);
  const advances = offered(view, 'advance');
  if (advances.length > 0) return advanceDecision(r, advances);
  const attacks = offered(view, 'attack');
  return attacks.length > 0 ? attackDecision(r, attacks, offered(view, 'done').length === 0) : null;
}

/** What each step asks, answered by the policy (null: nothing worth doing, the phase ends). */
function stepDecision(r: Reading, step: string): Decision | null {
  const { view } = r;
  switch (step) {
    case 'surprise': {
      const roll = offered(view, 'rollSurprise')[0];
      if (roll) return take(view, roll, 'bot.sfe.rollsSurprise');
      const lose = offered(view, 'loseAir');
      return lose.length > 0 ? loseAirDecision(r, lose) : null;
    }
    case 'reinforcement':
      return reinforceDecision(r, offered(view, 'enter'), offered(view, 'rebuild'), offered(view, 'replaceAir'));
    case 'movement':
      return moveDecision(r, offered(view, 'move'), offered(view, 'rail'));
    case 'overstack': {
      const excess = offered(view, 'eliminate');
      return excess.length > 0 ? eliminateDecision(r, excess) : null;
    }
    case 'air':
      return airDecision(r, offered(view, 'fly'));
    case 'combat':
    case 'postExploitation':
      return combatDecision(r);
    case 'exploitation':
      return overrunDecision(r, offered(view, 'overrun')) ?? moveDecision(r, offered(view, 'exploit'), []);
    default:
      return null;
  }
}

/** The end of what the step asks when nothing is worth doing: `done` if offered, else its first listed answer (the
 *  naval verbs, typed by hand in advisory and honor play, last). */
function endDecision(input: BotInput, all: LegalAction[]): Decision {
  const done = all.find((a) => a.verb === 'done');
  if (done) return take(input.view, done, 'bot.sfe.nothingWorthDoing');
  const first = all.find((a) => !isNavalVerb(a.verb)) ?? all[0]!;
  return take(input.view, first, 'bot.sfe.answers', { verb: first.verb });
}

/** The scripted policy's decision for the view's side (null when it has no legal action). */
export function sfePolicy(input: BotInput): Decision | null {
  const { view } = input;
  const all = offered(view);
  if (all.length === 0) return null;
  if (all.length === 1) return take(view, all[0]!, 'bot.onlyAction');
  const r = readView(input.module, view);
  return stepDecision(r, String(r.vars.step)) ?? endDecision(input, all);
}
