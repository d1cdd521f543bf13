// The scripted bot: a game's own policy (its Game entry's `policy`), written like the COIN series' solitaire
// flowcharts, run on the bot's view. A game without a policy has no scripted bot.

import type { Bot } from './bot.js';
import type { Game } from '../games/game.js';

/** The scripted bot of a game, or null when the game brings no policy. */
export function scriptedBot(game: Game): Bot | null {
  const policy = game.policy;
  return policy ? { id: 'scripted', decide: (input) => policy(input) } : null;
}
