// Operation Isabella as a game of the engine: its rules, options, invariants and violation ids, and the types of
// the vars the page reads.

import { fuzzedByStep, type Game, optionList, violationIds } from '../game.js';
import { isabellaRules } from './rules.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from './options.js';
import { isabellaInvariants } from './invariants.js';
import { varsOf } from './state.js';
import { isabellaPolicy } from './policy.js';
import { isabellaPlans } from './plans.js';
import { isabellaValue } from './evaluate.js';

export type { Battle, BattleWait, Control, IsabellaVars } from './state.js';
export type { Step } from './flow.js';
export type { IsabellaOptions } from './options.js';

/** Operation Isabella. */
export const isabella: Game = {
  rules: isabellaRules,
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  violations: violationIds(
    'isabella',
    `advance.notEligible advance.stacking advance.twice air.place attack.allSea attack.disrupted attack.frozen
     attack.gibraltar attack.gibraltarOne attack.momentum attack.momentumUnit attack.noAttackers attack.noEnemy attack.notAdjacent
     attack.notUnit attack.notYours attack.offMap attack.straits attack.twice attack.unknown beachhead.port disrupt
     dl1 enter hiddenSteps land.full land.noBeachhead land.notAtSea loss manual move.badPath move.disrupted
     move.enemy move.ezoc move.frozen move.mp move.neutral move.noUnit move.notUnit move.offMap move.passStacking
     move.path move.same move.sea move.stacking move.static move.straits move.unreachable notNow notYours over
     overstack partisan.place patton.unit probe replenish.unit retreat setTurn setup.german setup.landingStack
     unknown unknownSide`,
  ),
  policy: isabellaPolicy,
  plans: isabellaPlans,
  evaluate: isabellaValue,
  fuzz: fuzzedByStep('campaign', isabellaInvariants, varsOf),
};
