// Whole games played by the seeded random player (engine/core/random-player.ts) on any rules: every action the
// rules list must be accepted, the invariants must hold after each, and the log must verify and replay to the
// same state. A failure names the game's seed and the entry, and keeps the log so it can be saved and replayed.

import type { GameModule } from '../core/module.js';
import type { GameSetup, Rules } from '../core/rules.js';
import type { Action, GameState, LegalAction, LogEntry, SideId } from '../core/types.js';
import { recordAction } from '../core/record.js';
import { randomAction, seededRandom } from '../core/random-player.js';
import { replay, sameState } from '../core/replay.js';
import { type Choice, playLoop } from '../core/playloop.js';

/** One fuzzed game: how it ended, or why it failed. */
export interface FuzzGame {
  seed: number;
  setup: GameSetup;
  log: LogEntry[];
  state: GameState;
  /** null when the game is sound; else what went wrong, and after which entry (-1: at the set-up). */
  failure: { seq: number; problem: string } | null;
}

/** Options: the rules' invariants, when the game is over, and a cap on its length. */
export interface FuzzOptions {
  invariants: (module: GameModule, state: GameState) => string[];
  over: (state: GameState) => boolean;
  maxActions?: number;
  /** Replay the log at the end and compare (default true). */
  replayCheck?: boolean;
  /**
   * Advisory mode: now and then (this share of actions) an action the rules may forbid instead of a listed one:
   * a listed action with one string argument (a piece or hex id) swapped for another seen in the list. Advisory
   * mode applies it with its violations, so their recording, replay and what follows (an over-stacked hex…) are
   * exercised too. A swap the rules refuse outright is dropped and a listed action played.
   */
  offList?: number;
}

/** A listed action with one of its string arguments swapped for another value of that argument in the list. */
export function offListAction(legal: readonly LegalAction[], side: SideId, random: () => number): Action | null {
  const concrete = legal.filter((a) => a.args !== undefined);
  if (concrete.length < 2) return null;
  const a = concrete[Math.floor(random() * concrete.length)]!;
  const b = concrete[Math.floor(random() * concrete.length)]!;
  const keys = Object.keys(a.args!).filter((k) => b.verb === a.verb && k in b.args!);
  if (keys.length === 0) return null;
  const k = keys[Math.floor(random() * keys.length)]!;
  return { side, verb: a.verb, args: { ...a.args!, [k]: b.args![k]! } };
}

/** Play one game with seed `seed` (the dice seed is derived from it) in the setup's mode. */
export function fuzzGame(
  rules: Rules,
  module: GameModule,
  base: Omit<GameSetup, 'seed'>,
  seed: number,
  opts: FuzzOptions,
): FuzzGame {
  const setup: GameSetup = { ...base, seed: `fuzz-${seed}` };
  const random = seededRandom(seed);
  const choose = (state: GameState, side: SideId, log: readonly LogEntry[]): Choice => {
    // The whole list only where it is needed: an off-list swap tried this time, or rules that cannot draw one action.
    const swap = opts.offList !== undefined && opts.offList > 0 && random() < opts.offList;
    const legal = swap || !rules.drawAction ? rules.view(module, state, side).legalActions : null;
    const listed = legal ? randomAction(legal, side, random) : rules.drawAction!(module, state, side, random);
    if (!listed) return { problem: `dead end: ${side} has no legal action (turn ${state.turn}, phase ${state.phase})` };
    if (!legal || !swap) return { action: listed };
    const other = offListAction(legal, side, random);
    try {
      return { action: other && recordAction(rules, module, state, [...log], other).ok ? other : listed };
    } catch (e) {
      return { problem: `the rules threw on ${JSON.stringify(other)}: ${(e as Error).stack ?? e}` };
    }
  };
  const played = playLoop(rules, module, rules.setup(module, setup), choose, {
    over: opts.over,
    ...(opts.maxActions !== undefined ? { maxActions: opts.maxActions } : {}),
    refused: (action, why) => `a listed action was refused: ${JSON.stringify(action)}: ${why}`,
    check: (state) => opts.invariants(module, state),
  });
  const { log, state } = played;
  const fail = (problem: string): FuzzGame => ({ seed, setup, log, state, failure: { seq: log.length - 1, problem } });
  if (played.failure) return { seed, setup, log, state, failure: played.failure };
  if (opts.replayCheck !== false) {
    const again = replay(rules, module, setup, log);
    if (!again.ok) return fail(`the log does not replay: ${again.reason}`);
    if (!sameState(again.state, state)) return fail('the replayed state differs from the played one');
  }
  return { seed, setup, log, state, failure: null };
}
