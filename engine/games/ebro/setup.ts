// Setting up a game of La Batalla del Ebro: the scenario's counters on the table (the core's set-up), then the
// series' tracks where the scenario puts them: the turn record (II.3), the initiative (III.2), the weather and the
// terrain state (IV, V), surprise (XVI.14), the printed crossings (X.II), who holds each objective (XVII.2).

import type { GameSetup } from '../../core/rules.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, RngState } from '../../core/types.js';
import { tableSetup } from '../table/setup.js';
import { type Crossing, NAT, REP, sideKey } from '../ourwar/state.js';
import { ebroScenario, trackTurn } from './scenario.js';
import type { EbroVars } from './state.js';
import { holderOf } from '../ourwar/initiative.js';
import { emptyAir } from '../ourwar/airstate.js';
import { terrainStateAt } from './turn.js';

/** The starting state of a scenario: throws a clear Error when the module data cannot start it. */
export function ebroSetup(module: GameModule, setup: GameSetup, rng?: RngState): GameState {
  const base = tableSetup(module, setup, rng);
  const sc = ebroScenario(module, setup.scenarioId);
  const crossings: Record<string, Crossing> = {};
  for (const c of sc.crossings) {
    if (!module.map.hexes.some((h) => h.id === c.a) || !module.map.hexes.some((h) => h.id === c.b))
      throw new Error(`Scenario "${setup.scenarioId}": crossing ${c.a}-${c.b} is not on the map`);
    const [a, b] = c.a < c.b ? [c.a, c.b] : [c.b, c.a];
    crossings[sideKey(a, b)] = { kind: c.kind, a, b, printed: true, damage: c.damage, destroyed: c.destroyed ?? false };
  }
  const first = trackTurn(module, setup.scenarioId, base.turn);
  const vars: EbroVars = {
    step: 'initiative',
    options: (setup.options ?? {}) as JsonObject as EbroVars['options'],
    phase: 1,
    arriving: [],
    entered: [],
    moveCap: null,
    boatsFrom: {},
    air: emptyAir(),
    battle: null,
    result: null,
    part: first.part,
    initiative: sc.initiative,
    first: null,
    weather: sc.weatherStart,
    terrainPos: sc.terrainStart,
    terrainState: terrainStateAt(module, sc.terrainStart),
    surprise: sc.surprise ? { side: sc.surprise.side, turn: 1 } : null,
    cvp: { side: REP, value: 0 },
    avp: { [NAT]: 0, [REP]: 0 } as EbroVars['avp'],
    marks: {},
    crossings,
    works: {},
    holds: Object.fromEntries(sc.objectives.map((o) => [o.hex, o.holder])),
    lost: { [NAT]: { units: 0, levels: 0 }, [REP]: { units: 0, levels: 0 } } as EbroVars['lost'],
  };
  const state: GameState = { ...base, phase: 'initiative', vars: { ...base.vars, ...(vars as unknown as JsonObject) } };
  return { ...state, activeSide: holderOf(vars.initiative) };
}
