// Who wins Barbarossa (the rulebook prints no victory conditions, digest §8.8: the scenario's data reconstructs them
// in the series' convention). At the end of every game turn an automatic victory ends the game at once (the Axis
// controls Moscow; the Soviets control Ploesti or Bucharest); at the end of the last turn the Axis scores the points
// of the victory cities it controls (§6.2) and the scenario's levels name the winner. The result takes the Game
// contract's shape ({winner, rule, reason}).

import type { GameModule } from '../../core/module.js';
import { type Draft, emit } from '../../systems/draft.js';
import { AXIS, isSide, type SfeVars, type Side } from './state.js';
import { scenarioOf } from './turn.js';

/** One victory city: its name, hex and the points it gives the Axis. */
export interface VictoryCity {
  name: string;
  hex: string;
  vp: number;
}

/** One level of victory: at least so many Axis points give this winner this level. */
export interface VictoryLevel {
  atLeast: number;
  winner: Side;
  level: 'decisive' | 'marginal';
}

/** An automatic victory: the winner controls any of the hexes at the end of a game turn. */
export interface AutomaticVictory {
  id: string;
  winner: Side;
  hexes: string[];
  text: string;
}

/** The scenario's victory conditions (scenarios.json data.victory). */
export interface VictoryData {
  cities: VictoryCity[];
  levels: VictoryLevel[];
  automatic: AutomaticVictory[];
}

/** The game's result: the Game contract's shape with the side ids of SFE. */
export interface SfeResult {
  winner: Side | null;
  rule: string;
  reason: string;
}

/** The victory conditions of the game's scenario, or null when it has none. */
export function victoryData(module: GameModule, state: { scenarioId: string }): VictoryData | null {
  const v = (scenarioOf(module, state)?.data as { victory?: Partial<VictoryData> } | undefined)?.victory;
  if (!v?.cities || !v.levels) return null;
  return { cities: v.cities, levels: v.levels, automatic: v.automatic ?? [] };
}

/** Barbarossa's victory points: the points of the cities the Axis controls (§6.2, the last side to stand there). */
export function axisPoints(data: VictoryData, control: SfeVars['control']): { points: number; held: string[] } {
  const held = data.cities.filter((c) => control[c.hex] === AXIS);
  return { points: held.reduce((s, c) => s + c.vp, 0), held: held.map((c) => c.name) };
}

/** Barbarossa's levels of victory: the first level whose threshold the Axis points reach (null: none does). */
export function levelOf(data: VictoryData, points: number): VictoryLevel | null {
  const sorted = [...data.levels].sort((a, b) => b.atLeast - a.atLeast);
  return sorted.find((l) => points >= l.atLeast) ?? null;
}

/** Barbarossa's automatic victory: the first condition whose side controls one of its hexes. */
export function automaticWinner(data: VictoryData, control: SfeVars['control']): AutomaticVictory | null {
  return data.automatic.find((a) => isSide(a.winner) && a.hexes.some((h) => control[h] === a.winner)) ?? null;
}

/**
 * The end of a game turn: an automatic victory ends the game; on the last turn the victory points decide (with no
 * victory conditions, the game ends undecided). Sets vars.result and answers it, or null when the game goes on.
 */
export function judgeTurn(module: GameModule, d: Draft<SfeVars>, last: boolean): SfeResult | null {
  const data = victoryData(module, d.state);
  const control = d.vars.control;
  const sudden = data ? automaticWinner(data, control) : null;
  let result: SfeResult | null = null;
  if (sudden && data) {
    const { points, held } = axisPoints(data, control);
    result = { winner: sudden.winner, rule: `victory.${sudden.id}`, reason: 'automatic' };
    emit(d, { type: 'victory', condition: sudden.id, winner: sudden.winner, level: 'automatic', points, held });
  } else if (last && data) {
    const { points, held } = axisPoints(data, control);
    const level = levelOf(data, points);
    result = { winner: level?.winner ?? null, rule: 'victory.cities', reason: level?.level ?? 'draw' };
    emit(d, { type: 'victory', condition: 'cities', winner: result.winner, level: result.reason, points, held });
  } else if (last) {
    result = { winner: null, rule: '8.8', reason: 'The scenario’s last turn is over' };
  }
  if (result) d.vars.result = result;
  return result;
}
