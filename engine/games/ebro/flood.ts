// XX.1.4 the Nationalists open the dams: La Batalla del Ebro's special rule lets the side the scenario names release
// the reservoirs upstream (historically the Segre's, at Camarasa and Tremp, on 29 July 1938) a number of times from
// a turn on, in its combat preparation segment. The flood strikes the Ebro's crossings from the first hex down
// (ourwar/flood.ts), and for some turns only major fixed crossings cross the river.

import { act } from '../../core/kit.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, JsonObject } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { floodCrossings } from '../ourwar/flood.js';
import type { Side } from '../ourwar/state.js';
import type { GameModule } from '../../core/module.js';
import { ebroScenario } from './scenario.js';
import { type EbroVars, varsOf, violation } from './state.js';

/** The scenario's flood rule (scenarios.json data.flood): who, from which turn, how often, how it runs. */
export interface FloodRule {
  side: Side;
  from: number;
  times: number;
  /** The course's first hex on the map (its upstream end). */
  first: string;
  /** Hexes of river for each point the roll loses downstream (the book: 1). */
  perHexes: number;
  /** Turns the river stays flooded, this one included. */
  turns: number;
}

/** The scenario's flood rule, or null when it grants none. */
export function floodRule(module: GameModule, state: GameState): FloodRule | null {
  const d = ebroScenario(module, state.scenarioId).flood;
  return d ?? null;
}

/** XX.1.4 why a side may not open the dams now ([] when it may). */
function floodProblems(module: GameModule, state: GameState, side: string) {
  const r = floodRule(module, state);
  if (!r || r.side !== side)
    return [violation('flood.side', 'XX.1.4', 'Only the side the scenario names floods the river')];
  if (state.turn < r.from)
    return [violation('flood.turn', 'XX.1.4', `The dams may be opened from turn ${r.from}`, { turn: r.from })];
  if ((varsOf(state).floods ?? 0) >= r.times)
    return [violation('flood.times', 'XX.1.4', 'The dams have been opened as often as the scenario allows')];
  return [];
}

/** VI.3.2, XX.1.4 the side the scenario names opens the dams upstream. */
export const flood: Procedure<Draft<EbroVars>, null> = {
  check: (module, state, action) => floodProblems(module, state, action.side),
  apply(module, d, action) {
    const refused = floodProblems(module, d.state, action.side);
    if (refused.length > 0) return refused;
    const r = floodRule(module, d.state)!;
    const [die] = roll(d, 1, 'flood', action.side, 'XX.1.4');
    const strikes = floodCrossings(module, d.vars, r.first, die!, r.perHexes);
    d.vars.flood = r.turns;
    d.vars.floods = (d.vars.floods ?? 0) + 1;
    emit(d, {
      type: 'flood',
      side: action.side,
      roll: die!,
      turns: r.turns,
      strikes: strikes.map((s) => ({ key: s.key, roll: s.roll, cell: s.result.text, events: s.events }) as JsonObject),
    });
    return null;
  },
  list: (module, state, side) => (floodProblems(module, state, side).length === 0 ? [act('flood', {})] : []),
};
