// Which rule options a rules id offers, for the pages that list them (the About page): each option's rule
// reference, what it decides and its default, from the one list of games (index.ts).

import type { RuleOptionInfo } from './game.js';
import { gameOf } from './index.js';

export type { RuleOptionInfo } from './game.js';

/** The options of the rules with this id, in their declared order; empty for rules without options ('table'). */
export function ruleOptionsOf(rulesId: string): readonly RuleOptionInfo[] {
  return gameOf(rulesId)?.options ?? [];
}
