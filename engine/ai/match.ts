// One whole game between two bots, each given only its side's view (askBot): the arena's and the tests' game loop.
// Every action a bot chooses goes through the rules like a player's (engine/core/playloop.ts, the fuzzer's loop too);
// one the rules refuse ends the game as a failure naming the bot, as does a side with no decision or a game that
// will not end.

import type { GameModule } from '../core/module.js';
import type { GameSetup, Rules } from '../core/rules.js';
import type { GameState, LogEntry, SideId } from '../core/types.js';
import type { GameResult } from '../games/game.js';
import { type Choice, playLoop } from '../core/playloop.js';
import { seededRandom } from '../core/random-player.js';
import { askBot, type Bot, type Reason } from './bot.js';

/** How the game ends and what the host measures. */
export interface MatchOptions {
  over(state: GameState): boolean;
  result(state: GameState): GameResult | null;
  /** A game longer than this is a failure (a bot that never ends it). */
  maxActions?: number;
  /** The host's clock in ms, to time each decision (the engine has none of its own). */
  now?: () => number;
  /** Each decision's budget in ms, given to the bot as outOfTime (needs now). */
  budgetMs?: number;
}

/** One decision's side, bot, time (ms, 0 without a clock) and reason. */
export interface DecisionRecord {
  side: SideId;
  bot: string;
  ms: number;
  reason: Reason;
}

/** A played game: its log and end, every decision, or what went wrong after which entry. */
export interface Match {
  seed: number;
  setup: GameSetup;
  log: LogEntry[];
  state: GameState;
  result: GameResult | null;
  decisions: DecisionRecord[];
  failure: { seq: number; problem: string } | null;
}

/** A bot's own random source for one game: from the game's seed and its side, so a game can be played again. */
export function botRandom(seed: number, side: SideId): () => number {
  let h = seed >>> 0;
  for (const c of side) h = (Math.imul(h ^ c.charCodeAt(0), 0x9e3779b1) + 0x7f4a7c15) >>> 0;
  return seededRandom(h);
}

/** Play one game from `base` with dice seed `match-<seed>`, each side played by its bot. */
export function playMatch(
  rules: Rules,
  module: GameModule,
  base: Omit<GameSetup, 'seed'>,
  bots: Readonly<Record<SideId, Bot>>,
  seed: number,
  opts: MatchOptions,
): Match {
  const setup: GameSetup = { ...base, seed: `match-${seed}` };
  const decisions: DecisionRecord[] = [];
  const randoms = new Map<SideId, () => number>();
  const choose = (state: GameState, side: SideId): Choice => {
    const bot = bots[side];
    if (!bot) return { problem: `no bot plays the side ${side}` };
    if (!randoms.has(side)) randoms.set(side, botRandom(seed, side));
    const t0 = opts.now?.() ?? 0;
    const outOfTime = opts.now && opts.budgetMs !== undefined ? () => opts.now!() - t0 >= opts.budgetMs! : undefined;
    const d = askBot(bot, rules, module, state, side, randoms.get(side)!, outOfTime);
    const ms = (opts.now?.() ?? 0) - t0;
    if (!d) return { problem: `dead end: the ${bot.id} bot found no action for ${side} (turn ${state.turn})` };
    decisions.push({ side, bot: bot.id, ms, reason: d.reason });
    return { action: d.action };
  };
  const played = playLoop(rules, module, rules.setup(module, setup), choose, {
    over: opts.over,
    ...(opts.maxActions !== undefined ? { maxActions: opts.maxActions } : {}),
    refused: (action, why) =>
      `the ${bots[action.side]?.id} bot played an illegal action ${JSON.stringify(action)}: ${why}`,
  });
  const result = played.failure ? null : opts.result(played.state);
  return { seed, setup, log: played.log, state: played.state, result, decisions, failure: played.failure };
}
