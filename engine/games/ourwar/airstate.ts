// The air war's part of a game state (GameState.vars.air, beside the series' vars): the fighters flying an air
// patrol (XII.6.1, declared in phase V.1, removed in phase XII), the step in which each patrol last tried to
// intercept (once per phase, segment or step), and the two standing orders the side not flying gives for the
// other side's missions (XII.6.8 whether to intercept, XIII whether its units fire anti-aircraft).

import type { GameState } from '../../core/types.js';
import type { Side } from './state.js';

/** The air vars (vars.air). */
export interface AirVars {
  /** XII.6.1 the fighters with an air patrol marker. */
  patrol: string[];
  /** XII.6.1 by patrolling fighter: the step ("turn:phase:step") it last tried an interception in. */
  tried: Record<string, string>;
  /** XII.6.8 the sides that decline to intercept (the standing order is "intercept whenever able"). */
  noIntercept: Side[];
  /** XIII the sides whose units hold their anti-aircraft fire (the standing order is "every eligible unit fires"). */
  holdFire: Side[];
  /** XVI.14 how many air units the side surprised may still rebase this movement segment (null: no cap). */
  cap?: number | null;
  /** XII.6.2 the reconnaissance point markers over a place, by "side|place" (fire support; gone once used). */
  recon?: Record<string, number>;
  /** XII.6.2 the reconnaissance points a side spent over a place this turn, by "side|place" (at most 4, 8 a box). */
  reconSpent?: Record<string, number>;
  /** XII.8 the sides whose aircraft lend ground support to their units attacked, by standing order (none until a
   *  side turns it on: the aircraft lending it are spent for the turn, so by default a side keeps them). */
  groundSupport?: Side[];
}

/** The air vars a new game starts with: no patrol, every standing order at its default. */
export const emptyAir = (): AirVars => ({ patrol: [], tried: {}, noIntercept: [], holdFire: [] });

const NONE: AirVars = Object.freeze(emptyAir()) as AirVars;

/** The air vars of a state to read (the defaults when the set-up made none; do not change them). */
export function airOf(state: Pick<GameState, 'vars'>): AirVars {
  return (state.vars as { air?: AirVars }).air ?? NONE;
}

/** The air vars of a draft's vars to change (made when absent). */
export function airVarsOf(vars: object): AirVars {
  const v = vars as { air?: AirVars };
  if (!v.air) v.air = emptyAir();
  return v.air;
}

/** XII.6.1 whether a unit flies an air patrol. */
export const onPatrol = (state: Pick<GameState, 'vars'>, id: string): boolean => airOf(state).patrol.includes(id);

/** XII the final adjustment phase (XII) removes the patrol markers, the interception record and the turn's
 *  reconnaissance count over each place (XII.6.2). */
export function clearPatrols(vars: object): void {
  const a = airVarsOf(vars);
  a.patrol = [];
  a.tried = {};
  delete a.reconSpent;
}
