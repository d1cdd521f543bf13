// What a position of La Batalla del Ebro is worth to a side, for the search bot's rollouts: the result once the game
// is over, else the victory points the game would end with now (XVII): each side's accumulated VP, this turn's
// marker, and the scenario's end conditions as they stand (XVII.5: the objectives they name held, a fixed crossing
// of the Ebro standing, no Republican ground unit on the right bank), read as the level's ratio (XVII.7: 2 to 1 is a
// win). A heuristic of ours, not a rule: its scale is the search's tuning.

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import type { Side } from '../ourwar/state.js';
import { ebroScenario } from './scenario.js';
import { varsOf } from './state.js';
import { type Condition, conditionMet } from './victory.js';

/** The VP a side would have if the game ended now: accumulated, this turn's marker, the end conditions met. */
export function projectedVp(module: GameModule, state: GameState): Record<Side, number> {
  const v = varsOf(state);
  const vp: Record<Side, number> = { ...v.avp };
  if (v.cvp.value > 0) vp[v.cvp.side] += v.cvp.value;
  const conditions = (ebroScenario(module, state.scenarioId).victory.conditions ?? []) as Condition[];
  for (const c of conditions) if (conditionMet(module, state, c)) vp[c.side] += c.vp;
  return vp;
}

/** The position's worth for `side`, from 0 (lost) to 1 (won): a finished game's result, else the projected VP's
 *  ratio on a log scale, 2 to 1 (the least win, XVII.7) worth 0.8. */
export function ebroValue(module: GameModule, state: GameState, side: SideId): number {
  const v = varsOf(state);
  if (v.step === 'over') return v.result?.winner === side ? 1 : v.result?.winner ? 0 : 0.5;
  const vp = projectedVp(module, state);
  const mine = vp[side as Side] ?? 0;
  const theirs = Object.entries(vp).reduce((s, [k, n]) => (k === side ? s : s + n), 0);
  // log2 of the ratio: 0 at equal VP, 1 at 2 to 1; a logistic that gives 0.8 there
  const x = Math.log2((mine + 1) / (theirs + 1));
  const value = 1 / (1 + Math.exp(-Math.log(4) * x));
  return Math.min(0.98, Math.max(0.02, value));
}
