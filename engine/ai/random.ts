// The random bot: today's fuzz player as an opponent. It picks among the actions its view lists (first a verb,
// uniformly, then one of that verb's actions), so a rare verb such as ending the phase is not drowned by moves.

import { randomAction } from '../core/random-player.js';
import type { Bot } from './bot.js';
import { reason } from './reason.js';

/** A bot that plays a random legal action of its view. */
export const randomBot: Bot = {
  id: 'random',
  decide({ view, random }) {
    const action = randomAction(view.legalActions, view.side, random);
    if (!action) return null;
    const n = view.legalActions.filter((a) => a.args !== undefined).length;
    return { action, reason: reason('bot.random', { count: n }) };
  },
};
