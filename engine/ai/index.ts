// The bots the arena and the app know, by id. A bot is game-agnostic (random), built on a game's own policy
// (scripted) or on its policy and evaluation (search); `botFor` answers the bot of an id for a game's rules, or why
// there is none.

import type { Bot } from './bot.js';
import { gameOf } from '../games/index.js';
import { randomBot } from './random.js';
import { scriptedBot } from './scripted.js';
import { searchBot } from './search.js';

export type { Bot, BotInput, Decision } from './bot.js';

/** Every bot id, in the order the New game dialog lists them. */
export const BOT_IDS = ['random', 'scripted', 'search'] as const;

/** The bot `id` for the game whose rules id is `rulesId`, or a sentence saying why there is none. */
export function botFor(id: string, rulesId: string): Bot | string {
  if (!(BOT_IDS as readonly string[]).includes(id)) return `No bot "${id}" (the bots: ${BOT_IDS.join(', ')})`;
  if (id === 'random') return randomBot;
  const game = gameOf(rulesId);
  const none = `The ${id} bot cannot play the game "${rulesId}" yet`;
  if (!game) return none;
  if (id === 'scripted') return scriptedBot(game) ?? none;
  const { evaluate, fuzz, policy, plans } = game;
  if (!evaluate || !fuzz) return none;
  return searchBot({ over: fuzz.over, evaluate, ...(policy ? { policy } : {}), ...(plans ? { plans } : {}) });
}
