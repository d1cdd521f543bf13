// The search bot: Information-Set Monte Carlo Tree Search (single-observer ISMCTS: Cowling, Powley & Whitehouse,
// 2012) over the bot's view. Each iteration samples a state consistent with what its side knows (the rules' own
// sample: the hidden parts drawn among the possible), walks the one tree of the bot's information set by UCB over
// the actions available in that sample (a child's chances counted only when it was available), expands one action,
// plays on by the rollout policy to a depth, and scores the end for every side. Wide nodes are kept searchable by
// taking only a few candidates: the game's policy's choice first, then its variations (the same unit elsewhere),
// then random draws of the legal actions. The most visited action is played if it beats the policy's choice by the
// level's margin; otherwise the policy's choice stands, so few playouts do not trade a good move for noise.

import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { Action, GameState, LegalAction, SideId, View } from '../core/types.js';
import { applyAction } from '../core/apply.js';
import { randomAction } from '../core/random-player.js';
import { sideView } from '../core/sideview.js';
import type { Bot, BotInput, Decision } from './bot.js';
import { reason } from './reason.js';
import { PLAN_LEVEL, type Plan, planSearch } from './plans.js';
import { sampleOf } from './viewstate.js';

/** What a game brings to the search: its end, its evaluation of a position, its policy for candidates and rollouts. */
export interface SearchKit {
  over(state: GameState): boolean;
  /** A position's worth for `side`, 0 (lost) to 1 (won); a finished game's result. */
  evaluate(module: GameModule, state: GameState, side: SideId): number;
  /** The game's scripted choice for a side from its view (candidates and rollouts), or null. */
  policy?: (input: BotInput) => Decision | null;
  /** The policy's alternatives (plans.ts): with them the bot weighs whole plans instead of growing a tree. */
  plans?: readonly Plan[];
}

/**
 * How hard the bot searches: iterations at most, rollout depth in actions, candidates per node, exploration, and
 * the margin by which another action's mean must beat the policy's choice for the bot to play it instead.
 */
export interface SearchLevel {
  iterations: number;
  depth: number;
  width: number;
  exploration: number;
  margin?: number;
}

/** The default level; the host's time budget (2 s a decision in the arena) stops a search sooner. */
export const DEFAULT_LEVEL: SearchLevel = { iterations: 40, depth: 12, width: 5, exploration: 0.7, margin: 0.03 };

interface Node {
  /** The side that moves from this node. */
  mover: SideId | null;
  /** The actions searched from it: the policy's choice and random draws, fixed on its first visit. */
  cands?: Action[];
  /** The key of the policy's choice among them, if it made one. */
  lead?: string;
  children: Map<string, Child>;
}

interface Child {
  action: Action;
  node: Node;
  visits: number;
  /** Sum of the mover's rewards. */
  wins: number;
  /** Iterations in which this action was available (ISMCTS' count for UCB). */
  avail: number;
}

const keyOf = (a: Action) => `${a.side}|${a.verb}|${JSON.stringify(a.args)}`;

/**
 * Up to `width` legal actions of the side to act in `state`: the policy's choice first, then its variations (the
 * same verb on the same first argument: the same unit to another place, the same card another way) for half the
 * rest, then random ones.
 */
function candidates(
  rules: Rules,
  module: GameModule,
  kit: SearchKit,
  state: GameState,
  side: SideId,
  width: number,
  random: () => number,
): { cands: Action[]; lead?: string } {
  const view = sideView(rules, module, state, side);
  const out = new Map<string, Action>();
  const first = kit.policy?.({ module, rules, view, random });
  if (first) out.set(keyOf({ ...first.action, side }), { ...first.action, side });
  const like = first ? variations(view, first.action) : [];
  const near = first ? Math.ceil((width - 1) / 2) : 0;
  for (let tries = 0; out.size < 1 + near && like.length > 0 && tries < near * 2; tries++) {
    const a = like[Math.floor(random() * like.length)]!;
    out.set(keyOf({ side, verb: a.verb, args: a.args! }), { side, verb: a.verb, args: a.args! });
  }
  for (let tries = 0; out.size < width && tries < width * 2; tries++) {
    const a = randomAction(view.legalActions, side, random);
    if (!a) break;
    out.set(keyOf(a), a);
  }
  return { cands: [...out.values()], ...(first ? { lead: keyOf({ ...first.action, side }) } : {}) };
}

/** The listed actions of the same verb as `action` whose first argument is the same (its variations). */
function variations(view: View, action: Action): LegalAction[] {
  const [name, value] = Object.entries(action.args)[0] ?? [];
  if (name === undefined) return [];
  const same = JSON.stringify(value);
  return view.legalActions.filter(
    (a) => a.verb === action.verb && a.args !== undefined && JSON.stringify(a.args[name]) === same,
  );
}

/** The action carried out on a simulation state, or null when the rules refuse it (not available in this sample). */
function step(rules: Rules, module: GameModule, state: GameState, action: Action): GameState | null {
  const r = applyAction(rules, module, state, action);
  return r.ok ? r.state : null;
}

/** Whether the rules' check lets `action` be taken in `state` (its verb's checks only: no state is built). */
function available(rules: Rules, module: GameModule, state: GameState, action: Action): boolean {
  return rules.check(module, state, action).length === 0;
}

/** The open child of `node` with the highest UCB (Cowling et al.: counted by its availability, not the visits). */
function bestByUcb(node: Node, open: readonly Action[], exploration: number): Action {
  const ucb = (c: Child) => c.wins / c.visits + exploration * Math.sqrt(Math.log(c.avail) / c.visits);
  let top = open[0]!;
  let topScore = -Infinity;
  for (const a of open) {
    const score = ucb(node.children.get(keyOf(a))!);
    if (score > topScore) {
      top = a;
      topScore = score;
    }
  }
  return top;
}

/** One rollout from `state` by the policy (or at random) to the level's depth; the value for `side`. */
function rollout(
  rules: Rules,
  module: GameModule,
  kit: SearchKit,
  state: GameState,
  side: SideId,
  level: SearchLevel,
  random: () => number,
  outOfTime?: () => boolean,
): number {
  let s = state;
  // A rollout stops early when the budget runs out, scoring where it stands, so a decision keeps to the budget.
  for (let i = 0; i < level.depth && !kit.over(s) && !outOfTime?.(); i++) {
    const mover = rules.toAct(module, s)[0];
    if (mover === undefined) break;
    const view = sideView(rules, module, s, mover);
    const pick =
      kit.policy?.({ module, rules, view, random })?.action ?? randomAction(view.legalActions, mover, random);
    const next = pick ? step(rules, module, s, { ...pick, side: mover }) : null;
    if (!next) break;
    s = next;
  }
  return kit.evaluate(module, s, side);
}

/** How one of the root's actions fared: its visits, its rewards' sum and its availability count. */
export interface RootChild {
  action: Action;
  visits: number;
  wins: number;
  avail: number;
  /** Whether it is the policy's choice. */
  lead: boolean;
}

/** The search's tree for the view's side, grown for the level's iterations or the host's budget: the root's actions. */
export function searchRoot(
  input: BotInput,
  kit: SearchKit,
  level: SearchLevel = DEFAULT_LEVEL,
): { iterations: number; children: RootChild[] } {
  const { rules, module, view, random } = input;
  const me = view.side;
  const root: Node = { mover: me, children: new Map() };
  let iterations = 0;
  for (; iterations < level.iterations && !(iterations > 0 && input.outOfTime?.()); iterations++) {
    let s = sampleOf(rules, module, view, random);
    let node = root;
    const path: { child: Child; mover: SideId }[] = [];
    let expanded = false;
    while (!kit.over(s) && !expanded) {
      const mover = rules.toAct(module, s)[0];
      if (mover === undefined) break;
      // A node's candidates are drawn once, on its first visit; a sample where the mover differs draws anew.
      if (node.mover !== mover || !node.cands) {
        node.mover = mover;
        const drawn = candidates(rules, module, kit, s, mover, level.width, random);
        node.cands = drawn.cands;
        node.lead = drawn.lead;
      }
      // The candidates this sample allows, by the rules' check alone (no state is built for them), each counted
      // as available; only the one chosen is carried out.
      const open = node.cands.filter((a) => available(rules, module, s, a));
      if (open.length === 0) break;
      for (const a of open) {
        const c = node.children.get(keyOf(a));
        if (c) c.avail++;
      }
      let picked: { child: Child; next: GameState } | null = null;
      while (!picked && open.length > 0) {
        const untried = open.find((a) => !node.children.has(keyOf(a)));
        const action = untried ?? bestByUcb(node, open, level.exploration);
        const next = step(rules, module, s, action);
        open.splice(open.indexOf(action), 1);
        if (!next) {
          // The check passed but the rules refused it: not available in this sample after all.
          const c = node.children.get(keyOf(action));
          if (c) c.avail--;
          continue;
        }
        let child = node.children.get(keyOf(action));
        if (!child) {
          child = { action, node: { mover: null, children: new Map() }, visits: 0, wins: 0, avail: 1 };
          node.children.set(keyOf(action), child);
          expanded = true;
        }
        picked = { child, next };
      }
      if (!picked) break;
      const { child, next } = picked;
      path.push({ child, mover });
      s = next;
      node = child.node;
    }
    // The first playout always runs whole: a decision rests on one at least.
    const value = rollout(rules, module, kit, s, me, level, random, iterations > 0 ? input.outOfTime : undefined);
    for (const { child, mover } of path) {
      child.visits++;
      child.wins += mover === me ? value : 1 - value;
    }
  }
  const children = [...root.children.values()].map(({ action, visits, wins, avail }) => {
    const lead = root.lead === keyOf(action) && root.mover === me;
    return { action, visits, wins, avail, lead };
  });
  return { iterations, children };
}

/** The search's choice for the view's side: its most visited action, with how it fared. */
export function search(input: BotInput, kit: SearchKit, level: SearchLevel = DEFAULT_LEVEL): Decision | null {
  const { view, random } = input;
  const me = view.side;
  const { iterations, children } = searchRoot(input, kit, level);
  const ranked = children.filter((c) => c.action.side === me && c.visits > 0);
  if (ranked.length === 0) {
    const a = randomAction(view.legalActions, me, random);
    return a ? { action: a, reason: reason('bot.search.noResult') } : null;
  }
  const mean = (c: RootChild) => c.wins / c.visits;
  const most = ranked.reduce((b, c) => (c.visits > b.visits || (c.visits === b.visits && mean(c) > mean(b)) ? c : b));
  // The policy's choice stands unless the most visited action beats its mean by the margin.
  const lead = ranked.find((c) => c.lead);
  const top = lead && mean(most) < mean(lead) + (level.margin ?? 0) ? lead : most;
  const pc = Math.round((100 * top.wins) / top.visits);
  return {
    action: top.action,
    reason: reason('bot.search.searched', { playouts: iterations, pc, visits: top.visits }),
  };
}

/** The search bot for a game's kit at a level: the portfolio search (plans.ts) where the game brings plans. */
export function searchBot(kit: SearchKit, level: SearchLevel = DEFAULT_LEVEL, planLevel = PLAN_LEVEL): Bot {
  const plans = kit.plans ?? [];
  return {
    id: 'search',
    decide: (input) => (plans.length > 0 ? planSearch(input, kit, plans, planLevel) : search(input, kit, level)),
  };
}
