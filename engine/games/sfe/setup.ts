// Setting up a game of The Struggle for Europe: the scenario's counters on the table (the core's set-up), then the
// game's vars: the first turn's date and weather (§4.01; the scenario gives the first turn's), each side's hexes
// behind its front (§6.2: the countries it fights for, and every hex its units stand in), its rail net and railheads
// (§8.06), its rail capacity (§8.03), and the Axis's first Reinforcement Phase.

import type { GameModule } from '../../core/module.js';
import type { GameSetup } from '../../core/rules.js';
import type { GameState, JsonObject, RngState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { tableSetup } from '../table/setup.js';
import { WEATHER_NAMES } from './charts.js';
import { COUNTRIES_1941 } from './sources.js';
import { AXIS, initialVars, type SfeVars, SOVIET, type Side, type Zone } from './state.js';
import { netEnds } from './railheads.js';
import { isLand, isRailHex } from './terrain.js';
import { openSegment, parseDate } from './turn.js';

/** The scenario's data the set-up reads (scenarios.json "data"). */
interface ScenarioData {
  turnDates?: { label: string }[];
  weather?: { firstTurn?: Partial<Record<Zone, string>> };
  railCapacity?: Partial<Record<Side, number>>;
  countries?: Record<string, Side>;
}

/** §6.2 each side controls every hex behind its front line: its countries, and every hex its units stand in. */
export function frontControl(
  module: GameModule,
  state: GameState,
  countries: Record<string, Side>,
): Record<string, Side> {
  const control: Record<string, Side> = {};
  for (const h of module.map.hexes) {
    const side = h.region ? countries[h.region] : undefined;
    if (side && isLand(module, h.id)) control[h.id] = side;
  }
  for (const p of state.pieces) if (p.kind === 'unit' && p.at.kind === 'hex') control[p.at.hex] = p.side as Side;
  return control;
}

/**
 * §8.06 each side's rail net at the start: every rail hex it controls; its railheads the net's hexes a rail line
 * leaves for a hex the side does not hold. {source:'reconstructed', reason:'the scenario places no railhead
 * markers: the front ends of each side's own net are where its rail stops on 22 June 1941'}.
 */
export function startingRail(module: GameModule, control: Record<string, Side>, side: Side) {
  const rail = module.map.hexes.filter((h) => control[h.id] === side && isRailHex(module, h.id)).map((h) => h.id);
  return { rail, railheads: netEnds(module, new Set(rail)) };
}

/** The starting state of a scenario: throws a clear Error when the module data cannot start it. */
export function sfeSetup(module: GameModule, setup: GameSetup, rng?: RngState): GameState {
  const base = tableSetup(module, setup, rng);
  const sc = module.scenarios.find((s) => s.id === setup.scenarioId)!;
  const data = (sc.data ?? {}) as ScenarioData;
  const label = data.turnDates?.[0]?.label ?? sc.turns.find((t) => t.turn === sc.firstTurn)?.label ?? 'JUN 2 1941';
  const vars = initialVars(parseDate(label), (setup.options ?? {}) as Record<string, boolean>);
  const first = data.weather?.firstTurn;
  if (first) {
    for (const z of ['A', 'B', 'C', 'D'] as Zone[]) vars.weather[z] = WEATHER_NAMES[first[z] ?? 'Clear'] ?? 'clear';
  }
  vars.control = frontControl(module, base, data.countries ?? { ...COUNTRIES_1941 });
  for (const side of [AXIS, SOVIET] as Side[]) {
    const r = startingRail(module, vars.control, side);
    vars.rail[side] = r.rail;
    vars.railheads[side] = r.railheads;
    vars.railCapacity[side] = data.railCapacity?.[side] ?? 0;
  }
  const state: GameState = { ...base, activeSide: AXIS, vars: vars as unknown as JsonObject };
  if (!first) return { ...state, phase: 'weather' };
  // §4.01 the scenario gives the first turn's weather: the Axis's segment begins at once.
  const d = draftState<SfeVars>(state);
  openSegment(module, d, AXIS);
  d.vars.step = 'reinforcement';
  d.state.phase = 'reinforcement';
  return d.state;
}
