// A game's plans: the scripted policy's alternatives, each a whole way of playing a side (hold the capital, strike
// at the beachhead, press the offensive), which the search weighs by playing each on against the game's policy
// (portfolio search: Churchill & Buro, 2013). A plan decides from its side's view only, as every bot does.

import type { SideId } from '../core/types.js';
import type { BotInput, Decision } from './bot.js';

/** One plan of a game: its id, the side it is for (absent: either) and its choice for the view's side. */
export interface Plan {
  id: string;
  side?: SideId;
  decide(input: BotInput): Decision | null;
}
