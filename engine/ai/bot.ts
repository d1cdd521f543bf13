// The computer opponent's contract: a bot chooses one action for its side from that side's view only. It is never
// given the game state, so it cannot read what its side may not see (the other hand, the units under a stack, the
// dice generator); what it needs of the hidden parts it must sample itself, consistently with its view. Bots are
// pure and deterministic for a given seed: the host gives the random source and, as a callback, the time left.

import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { Action, GameState, SideId, View } from '../core/types.js';
import { sideView } from '../core/sideview.js';

/** What a bot decides from: its side's view, the rules and module to think with, a seeded random source. */
export interface BotInput {
  module: GameModule;
  rules: Rules;
  /** Its side's view (engine/core/sideview.ts): the hidden parts are absent from the data. */
  view: View;
  random: () => number;
  /** Whether the host's time budget is spent (a search stops then); absent: no limit but the bot's own. */
  outOfTime?: () => boolean;
}

/**
 * A decision's reason as words the page says in its language: `id` is their catalogue key (`bot.<game>.<name>` in
 * renderer/games/<game>/<lang>.json; `bot.random`, `bot.onlyAction`, `bot.search.<name>` in i18n/<lang>.json) and
 * `params` the values of their {{placeholders}}. A param's name says how the page shows it (engine/ai/reason.ts):
 * one ending in `piece`, `space`, `card` is an id named as the log names it (`pieces`, `spaces`, `cards`: ids joined
 * by ','), one ending in `hex` a hex id as the log writes it, `count` picks the plural; the rest show as they are.
 */
export interface Reason {
  id: string;
  params?: Record<string, string | number>;
}

/** A bot's choice and its reason, for the log ("attacks hex 1420 at 3 to 1: best odds on offer"). */
export interface Decision {
  action: Action;
  reason: Reason;
}

/** A computer player: one decision at a time, for the side whose view it is given. */
export interface Bot {
  /** Its id on the command line and in the New game dialog ('random', 'scripted', 'search'). */
  id: string;
  /** The action it chooses for `input.view.side`, or null when that side has no legal action. */
  decide(input: BotInput): Decision | null;
}

/**
 * The one way a host asks a bot for a decision: it cuts the side's view out of the state first, so no bot can be
 * handed the state by mistake.
 */
export function askBot(
  bot: Bot,
  rules: Rules,
  module: GameModule,
  state: GameState,
  side: SideId,
  random: () => number,
  outOfTime?: () => boolean,
): Decision | null {
  const view = sideView(rules, module, state, side);
  return bot.decide({ module, rules, view, random, ...(outOfTime ? { outOfTime } : {}) });
}
