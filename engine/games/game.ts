// What a game of the engine is, as its engine/games/<id>/index.ts exports it: its rules and what the registry, the
// About page, the schema build, the fuzzer and the command line read of it (engine/games/index.ts lists them).

import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { GameState } from '../core/types.js';
import type { BotInput, Decision } from '../ai/bot.js';
import type { Plan } from '../ai/plans.js';

/** One rule option: its id, the rule it settles, what it decides (English) and its default value. */
export interface RuleOptionInfo {
  id: string;
  ref: string;
  text: string;
  default: string | number | boolean;
}

/** How a game ended: the winner (null: a draw), the rule and the reason's id. */
export interface GameResult {
  winner: string | null;
  rule: string;
  reason: string;
}

/** One game the engine knows. */
export interface Game {
  /** Its rules; their id is what a module's manifest names in `rules`. */
  rules: Rules;
  /** Its rule options in their declared order (the About page lists them; none for the table). */
  options: readonly RuleOptionInfo[];
  /** Every violation id its rules give (`<game>.<id>`), for the page's words. */
  violations: readonly string[];
  /** The scripted opponent's policy (engine/ai): readable priorities over its side's view; absent: none yet. */
  policy?: (input: BotInput) => Decision | null;
  /** The policy's alternative plans (engine/ai/plans.ts), which the search weighs; absent: the policy alone. */
  plans?: readonly Plan[];
  /** A position's worth to a side, 0 (lost) to 1 (won), for the search bot's rollouts; absent: no search yet. */
  evaluate?: (module: GameModule, state: GameState, side: string) => number;
  /** Whole games by the seeded random player (engine/fuzz, npm run fuzz); absent for a game not fuzzed. */
  fuzz?: {
    /** The scenario played. */
    scenario: string;
    /** The broken invariants of a state (empty when all hold). */
    invariants(module: GameModule, state: GameState): string[];
    /** Whether the game is over. */
    over(state: GameState): boolean;
    /** Its result, once over. */
    result(state: GameState): GameResult | null;
  };
}

/** The options of a game, from its defaults and the note on each (rule reference and what it decides). */
export function optionList<O extends { [K in keyof O]: RuleOptionInfo['default'] }>(
  defaults: O,
  notes: Readonly<Record<keyof O, { ref: string; text: string }>>,
): RuleOptionInfo[] {
  return (Object.keys(defaults) as (keyof O & string)[]).map((id) => ({
    id,
    ref: notes[id].ref,
    text: notes[id].text,
    default: defaults[id],
  }));
}

/** A game's violation ids, `<game>.<id>`, from its ids written one after another (space or line separated). */
export function violationIds(game: string, ids: string): string[] {
  return ids
    .split(/\s+/)
    .filter((id) => id !== '')
    .map((id) => `${game}.${id}`);
}

/** A game's fuzzing by the steps of its flow: over in its step 'over', its result in its vars. */
export function fuzzedByStep(
  scenario: string,
  invariants: (module: GameModule, state: GameState) => string[],
  varsOf: (state: GameState) => { step: string; result: GameResult | null },
): NonNullable<Game['fuzz']> {
  return {
    scenario,
    invariants,
    over: (state) => varsOf(state).step === 'over',
    result: (state) => varsOf(state).result,
  };
}
