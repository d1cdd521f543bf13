// A game's plans: the scripted policy's alternatives, each a whole way of playing a side (hold the capital, strike
// at the beachhead, press the offensive), which the search weighs by playing each on against the game's policy
// (portfolio search: Churchill & Buro, 2013). A plan decides from its side's view only, as every bot does.
//
// At a decision where the policy and the plans all choose the same action there is nothing to weigh: it is played
// at once. Where they differ, each choice is played on from the same states sampled from the view (the rules'
// sample of the hidden parts, the same dice for every choice), its plan playing the bot's side and the policy the
// other, to the level's horizon, and scored by the game's evaluation. The choice with the best mean is played if it
// beats the policy's by the level's margin; otherwise, or when the budget allows no whole sample, the policy's stands.

import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { Action, GameState, SideId } from '../core/types.js';
import { applyAction } from '../core/apply.js';
import { seededRandom } from '../core/random-player.js';
import { sideView } from '../core/sideview.js';
import type { BotInput, Decision } from './bot.js';
import type { SearchKit } from './search.js';
import { sampleOf } from './viewstate.js';

/** One plan of a game: its id, the side it is for (absent: either) and its choice for the view's side. */
export interface Plan {
  id: string;
  side?: SideId;
  decide(input: BotInput): Decision | null;
}

/**
 * How far the plans are played on: game turns beyond the current one (the horizon), actions at most, samples at
 * most, and the margin by which another plan's mean must beat the policy's for the bot to play it instead.
 */
export interface PlanLevel {
  turns: number;
  depth: number;
  samples: number;
  margin: number;
}

/** The default: to the end of the next turn, 16 samples at most (the host's budget stops it sooner). */
export const PLAN_LEVEL: PlanLevel = { turns: 1, depth: 600, samples: 16, margin: 0.02 };

/** One distinct action among the choices, the plans choosing it, and its rewards so far. */
export interface Choice {
  decision: Decision;
  /** The ids of the plans choosing it ('policy' for the game's policy), in order. */
  plans: string[];
  decide: (input: BotInput) => Decision | null;
  total: number;
  samples: number;
}

const keyOf = (a: Action) => `${a.verb}|${JSON.stringify(a.args)}`;

/** The policy's and the plans' choices for the view's side, one per distinct action, the policy's first. */
export function choicesOf(input: BotInput, kit: SearchKit, plans: readonly Plan[]): Choice[] {
  const me = input.view.side;
  const deciders = [
    ...(kit.policy ? [{ id: 'policy', decide: kit.policy }] : []),
    ...plans.filter((p) => p.side === undefined || p.side === me),
  ];
  const out = new Map<string, Choice>();
  for (const p of deciders) {
    const d = p.decide(input);
    if (!d) continue;
    const key = keyOf(d.action);
    const had = out.get(key);
    if (had) had.plans.push(p.id);
    else out.set(key, { decision: d, plans: [p.id], decide: (i) => p.decide(i), total: 0, samples: 0 });
  }
  return [...out.values()];
}

/**
 * Plays `first` on from `state`, then `mine` for `me` and the policy for the other sides, until the game is over,
 * the horizon's turn ends, the depth is reached or the budget runs out; the end's worth for `me`, or null when the
 * rules refuse an action (this sample does not allow the line) or the budget cut it short.
 */
function playOn(
  input: BotInput,
  kit: SearchKit,
  state: GameState,
  first: Action,
  mine: (input: BotInput) => Decision | null,
  level: PlanLevel,
  random: () => number,
): number | null {
  const { rules, module } = input;
  const me = input.view.side;
  const last = state.turn + level.turns;
  let s = state;
  let next: Action | null = first;
  for (let i = 0; next && i < level.depth; i++) {
    const r = applyAction(rules, module, s, next);
    if (!r.ok) return null;
    s = r.state;
    if (kit.over(s) || s.turn > last) break;
    if (input.outOfTime?.()) return null;
    next = decide(rules, module, s, me, mine, kit, random);
  }
  return kit.evaluate(module, s, me);
}

/** The action of the side to act in `s`: `mine` for `me`, the policy for the others (a random pick without one). */
function decide(
  rules: Rules,
  module: GameModule,
  s: GameState,
  me: SideId,
  mine: (input: BotInput) => Decision | null,
  kit: SearchKit,
  random: () => number,
): Action | null {
  const mover = rules.toAct(module, s)[0];
  if (mover === undefined) return null;
  const view = sideView(rules, module, s, mover);
  const d = (mover === me ? mine : kit.policy)?.({ module, rules, view, random });
  if (d) return { ...d.action, side: mover };
  const any = view.legalActions.find((a) => a.args !== undefined);
  return any ? { side: mover, verb: any.verb, args: any.args! } : null;
}

/**
 * Weighs the choices: each sample is a state drawn from the view and a seed, every choice played on from both, so
 * their rewards differ only by the plan. A sample the budget cuts short is dropped whole, so a decision keeps to the
 * budget however busy the machine; the number of whole samples is returned.
 */
export function weighChoices(input: BotInput, kit: SearchKit, choices: Choice[], level: PlanLevel): number {
  let samples = 0;
  while (samples < level.samples && !input.outOfTime?.()) {
    const state = sampleOf(input.rules, input.module, input.view, input.random);
    const seed = Math.floor(input.random() * 2 ** 32);
    const values = choices.map((c) =>
      playOn(input, kit, state, { ...c.decision.action, side: input.view.side }, c.decide, level, seededRandom(seed)),
    );
    if (input.outOfTime?.()) break;
    values.forEach((v, i) => {
      // A line the sample does not allow scores as a loss: the choice cannot be counted on.
      choices[i]!.total += v ?? 0;
      choices[i]!.samples++;
    });
    samples++;
  }
  return samples;
}

/** The portfolio search's decision for the view's side, or null when neither the policy nor a plan has one. */
export function planSearch(
  input: BotInput,
  kit: SearchKit,
  plans: readonly Plan[],
  level: PlanLevel = PLAN_LEVEL,
): Decision | null {
  const choices = choicesOf(input, kit, plans);
  if (choices.length <= 1) return choices[0]?.decision ?? null;
  const policy = choices.find((c) => c.plans.includes('policy'));
  // With no whole sample in the budget, nothing was weighed: the policy's choice stands.
  if (weighChoices(input, kit, choices, level) === 0) return (policy ?? choices[0]!).decision;
  const mean = (c: Choice) => c.total / c.samples;
  const most = choices.reduce((b, c) => (mean(c) > mean(b) ? c : b));
  // The policy's choice stands unless another beats its mean by the margin.
  const top = policy && mean(most) < mean(policy) + level.margin ? policy : most;
  return top.decision;
}
