// Whole games played by the seeded random player (engine/core/random-player.ts) on any rules: every action the
// rules list must be accepted, the invariants must hold after each, and the log must verify and replay to the
// same state. A failure names the game's seed and the entry, and keeps the log so it can be saved and replayed.

import type { GameModule } from '../core/module.js';
import type { GameSetup, Rules } from '../core/rules.js';
import type { GameState, LogEntry } from '../core/types.js';
import { recordAction } from '../core/record.js';
import { randomAction, seededRandom } from '../core/random-player.js';
import { replay, sameState } from '../core/replay.js';

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
  let state = rules.setup(module, setup);
  let log: LogEntry[] = [];
  const random = seededRandom(seed);
  const fail = (problem: string): FuzzGame => ({ seed, setup, log, state, failure: { seq: log.length - 1, problem } });
  const max = opts.maxActions ?? 20000;
  while (!opts.over(state)) {
    if (log.length >= max) return fail(`no result after ${max} actions (turn ${state.turn}, phase ${state.phase})`);
    const toAct = rules.toAct(module, state);
    if (toAct.length === 0) return fail('nobody may act but the game is not over');
    const side = toAct[0]!;
    const view = rules.view(module, state, side);
    const action = randomAction(view.legalActions, side, random);
    if (!action) return fail(`dead end: ${side} has no legal action (turn ${state.turn}, phase ${state.phase})`);
    let r: ReturnType<typeof recordAction>;
    try {
      r = recordAction(rules, module, state, log, action);
    } catch (e) {
      return fail(`the rules threw on ${JSON.stringify(action)}: ${(e as Error).stack ?? e}`);
    }
    if (!r.ok)
      return fail(
        `a listed action was refused: ${JSON.stringify(action)}: ${r.violations.map((v) => v.message).join('; ')}`,
      );
    state = r.state;
    log = r.log;
    const broken = opts.invariants(module, state);
    if (broken.length > 0) return fail(`after ${action.verb}: ${broken.join('; ')}`);
  }
  if (opts.replayCheck !== false) {
    const again = replay(rules, module, setup, log);
    if (!again.ok) return fail(`the log does not replay: ${again.reason}`);
    if (!sameState(again.state, state)) return fail('the replayed state differs from the played one');
  }
  return { seed, setup, log, state, failure: null };
}
