// The loop of a whole game played by machine: whoever is to act chooses an action (a bot from its view, the fuzzer
// at random), the rules record it like a player's, and the game goes on until it is over. A side with no action, an
// action the rules refuse or throw on, a broken check after an action, or a game that will not end stops the loop
// with a failure naming the entry after which it happened (-1: at the set-up). The bots' matches (engine/ai) and
// the fuzzer (engine/fuzz) play with it.

import type { GameModule } from './module.js';
import type { Rules } from './rules.js';
import type { Action, GameState, LogEntry, SideId } from './types.js';
import { recordAction } from './record.js';

/** What a chooser answers: the action to play, or why the game cannot go on. */
export type Choice = { action: Action } | { problem: string };

/** How the loop ends and what it checks. */
export interface LoopOptions {
  over(state: GameState): boolean;
  /** A game longer than this is a failure (default 20,000 actions). */
  maxActions?: number;
  /** The failure for an action the rules refused, from the refusal's messages. */
  refused(action: Action, why: string): string;
  /** What is broken after an action was recorded (empty: nothing). */
  check?(state: GameState, action: Action): string[];
}

/** A played game: its log and last state, or what went wrong after which entry. */
export interface Played {
  log: LogEntry[];
  state: GameState;
  failure: { seq: number; problem: string } | null;
}

/** Play from `start` until the game is over, the first side to act choosing each action. */
export function playLoop(
  rules: Rules,
  module: GameModule,
  start: GameState,
  choose: (state: GameState, side: SideId, log: readonly LogEntry[]) => Choice,
  opts: LoopOptions,
): Played {
  let state = start;
  let log: LogEntry[] = [];
  const fail = (problem: string): Played => ({ log, state, failure: { seq: log.length - 1, problem } });
  const max = opts.maxActions ?? 20000;
  while (!opts.over(state)) {
    if (log.length >= max) return fail(`no result after ${max} actions (turn ${state.turn}, phase ${state.phase})`);
    const side = rules.toAct(module, state)[0];
    if (side === undefined) return fail('nobody may act but the game is not over');
    const choice = choose(state, side, log);
    if ('problem' in choice) return fail(choice.problem);
    const action = { ...choice.action, side };
    let r: ReturnType<typeof recordAction>;
    try {
      r = recordAction(rules, module, state, log, action);
    } catch (e) {
      return fail(`the rules threw on ${JSON.stringify(action)}: ${(e as Error).stack ?? e}`);
    }
    if (!r.ok) return fail(opts.refused(action, r.violations.map((v) => v.message).join('; ')));
    state = r.state;
    log = r.log;
    const broken = opts.check?.(state, action) ?? [];
    if (broken.length > 0) return fail(`after ${action.verb}: ${broken.join('; ')}`);
  }
  return { log, state, failure: null };
}
