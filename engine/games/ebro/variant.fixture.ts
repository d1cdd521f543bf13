// Test positions on variants of the crossing: the Ebro module with more scenario data (withdrawals, additional
// reinforcements) and a verb played on such a module. Tests only.

import type { GameModule } from '../../core/module.js';
import type { Action, GameEvent, GameState } from '../../core/types.js';
import { ebroModule } from './ebro.fixture.js';
import { ebroRules } from './rules.js';

/** The Ebro module with more scenario data for the crossing. */
export function moduleWith(data: Record<string, unknown>): GameModule {
  const sc = ebroModule.scenarios[0]!;
  return { ...ebroModule, scenarios: [{ ...sc, data: { ...sc.data, ...data } as never }] };
}

/** A verb's result on a module, or throws with its violations. */
export function play(
  module: GameModule,
  state: GameState,
  side: string,
  verb: string,
  args: Record<string, unknown> = {},
): { state: GameState; events: GameEvent[] } {
  const r = ebroRules.reduce(module, state, { side, verb, args } as Action);
  if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
  return { state: r.state, events: r.events ?? [] };
}
