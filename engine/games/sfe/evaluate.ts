// What a position of The Struggle for Europe is worth to a side, for the search bot's rollouts: the result once the
// game is over, else a reading of the scenario's victory conditions (victory.ts): the points of the victory cities
// the Axis holds against the 11 of its marginal victory, how near the Axis stands to Moscow (its fall ends the game
// at once), and the ground factors each side has left, a unit out of supply (§23.12) counting half. A heuristic of
// ours, not a rule: its weights are the search's tuning.

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { defIn, worthOf } from './policy-map.js';
import { AXIS, isGround, varsOf } from './state.js';
import { graphOf } from './terrain.js';
import { automaticWinner, axisPoints, levelOf, victoryData } from './victory.js';

/** The weights of the cities' points, the material and the nearness to Moscow in the Axis's worth. */
const W = { cities: 0.55, material: 0.3, moscow: 0.15 } as const;
/** How many hexes from Moscow count as no threat at all. */
const FAR = 30;

/** The Axis points at which the game's levels turn from a Soviet to an Axis victory (the sigmoid's middle). */
function turningPoint(levels: readonly { atLeast: number; winner: string }[]): number {
  const axis = levels.filter((l) => l.winner === AXIS).map((l) => l.atLeast);
  return axis.length > 0 ? Math.min(...axis) - 1 : 10;
}

/** The position's worth for `side`, from 0 (lost) to 1 (won). */
export function sfeValue(module: GameModule, state: GameState, side: SideId): number {
  const v = varsOf(state);
  if (v.step === 'over') return v.result?.winner === side ? 1 : v.result?.winner ? 0 : 0.5;
  const data = victoryData(module, state);
  let cities = 0.5;
  let moscow = 0;
  if (data) {
    const auto = automaticWinner(data, v.control);
    if (auto) return auto.winner === side ? 0.98 : 0.02;
    const { points } = axisPoints(data, v.control);
    cities = 1 / (1 + Math.exp(-(points - turningPoint(data.levels)) / 2.5));
    if (levelOf(data, points)?.winner === AXIS) cities = Math.max(cities, 0.6);
    const capital = data.automatic.find((a) => a.winner === AXIS)?.hexes[0];
    if (capital) {
      const graph = graphOf(module);
      let near = FAR;
      for (const p of state.pieces) {
        const def = p.side === AXIS && p.kind === 'unit' && p.at.kind === 'hex' ? defIn(module, p) : undefined;
        if (def && isGround(def)) near = Math.min(near, graph.distance((p.at as { hex: string }).hex, capital));
      }
      moscow = 1 - near / FAR;
    }
  }
  const factors: Record<string, number> = {};
  for (const p of state.pieces) {
    const def = p.kind === 'unit' && p.at.kind === 'hex' ? defIn(module, p) : undefined;
    if (!def || !isGround(def)) continue;
    const w = worthOf(module, p) * ((v.unsupplied[p.id] ?? 0) > 0 ? 0.5 : 1);
    factors[p.side] = (factors[p.side] ?? 0) + w;
  }
  const total = Object.values(factors).reduce((s, x) => s + x, 0);
  const material = total > 0 ? (factors[AXIS] ?? 0) / total : 0.5;
  const axis = W.cities * cities + W.material * material + W.moscow * moscow;
  const a = Math.min(0.98, Math.max(0.02, axis));
  return side === AXIS ? a : 1 - a;
}
