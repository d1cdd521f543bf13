// La Batalla del Ebro as a game of the engine: its rules, options, invariants and violation ids, and the types of
// the vars the page reads.

import { fuzzedByStep, type Game, optionList, violationIds } from '../game.js';
import { ebroRules } from './rules.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from './options.js';
import { ebroInvariants } from './invariants.js';
import { varsOf } from './state.js';

export type { Battle, EbroVars } from './state.js';
export type { Step } from './flow.js';
export type { EbroOptions } from './options.js';

/** La Batalla del Ebro. */
export const ebro: Game = {
  rules: ebroRules,
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  violations: violationIds(
    'ebro',
    `advance.units attack.adjacent attack.combine attack.noEnemy attack.odds attack.unit attack.units build.here
     build.kind build.unit build.units build.where demolish.none demolish.unit entryBox fire.combine fire.noTarget
     fire.sight fire.target fire.total fire.unit fire.units firstSide flood.side flood.times flood.turn formationBox manual move.reach move.towardSupply move.unit
     notArriving notNow over overstack.to overstack.unit react.stack react.unit react.units repair retreat.hex sequence unknownSide`,
  ),
  fuzz: fuzzedByStep('crossing', ebroInvariants, varsOf),
};
