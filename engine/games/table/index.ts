// The table: honor play with every verb of a physical table, and what games build their manual play on.

import type { Game } from '../game.js';
import { violationIds } from '../game.js';
import { tableRules } from './rules.js';

/** The table as a game of the engine: no options, no fuzzer. */
export const table: Game = {
  rules: tableRules,
  options: [],
  violations: violationIds(
    'table',
    `bad-args bad-location bad-phase full-strength no-step not-a-marker not-a-unit unknown-marker unknown-piece
     unknown-side unknown-verb`,
  ),
};
