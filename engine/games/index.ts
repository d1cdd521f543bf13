// The one list of the games the engine knows. The registry (registry.ts), the rule options the About page lists
// (options.ts), the schema build's typed verbs, the fuzzer and the command line all read it.

import type { Game } from './game.js';
import { table } from './table/index.js';
import { isabella } from './isabella/index.js';
import { crusade } from './crusade/index.js';
import { picket } from './picket/index.js';
import { ebro } from './ebro/index.js';
import { sfe } from './sfe/index.js';

export type { Game, GameResult, RuleOptionInfo } from './game.js';

/** Every game, the table first. */
export const GAMES: readonly Game[] = [table, isabella, crusade, picket, ebro, sfe];

/** The game whose rules have this id, or undefined. */
export function gameOf(rulesId: string): Game | undefined {
  return GAMES.find((g) => g.rules.id === rulesId);
}
