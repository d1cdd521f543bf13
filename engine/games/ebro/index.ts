// La Batalla del Ebro as a game of the engine: its rules, options, invariants and violation ids, and the types of
// the vars the page reads.

import { fuzzedByStep, type Game, optionList, violationIds } from '../game.js';
import { ebroRules } from './rules.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from './options.js';
import { ebroInvariants } from './invariants.js';
import { varsOf } from './state.js';
import { ebroPolicy } from './policy.js';
import { ebroValue } from './evaluate.js';

export type { Battle, EbroVars } from './state.js';
export type { Step } from './flow.js';
export type { EbroOptions } from './options.js';

/** La Batalla del Ebro. */
export const ebro: Game = {
  rules: ebroRules,
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  violations: violationIds(
    'ebro',
    `additionalBox advance.units air.escort air.unit air.units attack.adjacent attack.bridgehead attack.combine
     attack.noEnemy attack.odds attack.surrounded attack.unit attack.units attack.withdrawing bomb.target bomb.total build.here
     build.kind build.unit build.units build.where carry demolish.none demolish.unit dismantle.at
     dismantle.crossing dismantle.none dismantle.unit dismantle.units entryBox exploit.once exploit.reach
     exploit.unit exploit.when fire.combine fire.noTarget fire.sight fire.target fire.total fire.unit fire.units
     fire.withdrawing firstSide flood.side flood.times flood.turn formationBox hq.coordinate hq.self hq.support
     hq.unit keep.withdrawal manual move.reach move.towardSupply move.unit notArriving notNow orders.args over
     overstack.to overstack.unit patrol.done patrol.fighter patrol.night patrol.supply patrol.table patrol.takeOff
     patrol.unit react.stack react.unit react.units react.withdrawing rebase.cap rebase.land rebase.reach
     rebase.to rebase.unit rebuild.box rebuild.hqBox rebuild.unit recall.withdrawal recon.hex recon.points
     recon.unit repair replacementBox retreat.hex sequence shell.combine shell.intensive shell.sight shell.target
     shell.total shell.unit shell.units shell.withdrawing strafe.target strafe.total support.sight support.target
     support.unit support.units unknownSide`,
  ),
  policy: ebroPolicy,
  evaluate: ebroValue,
  fuzz: fuzzedByStep('crossing', ebroInvariants, varsOf),
};
