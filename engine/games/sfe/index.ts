// The Struggle for Europe as a game of the engine: its rules, options, invariants and violation ids, and the types of
// the vars the page reads. In the engine's list of games (engine/games/index.ts); its module is assets/modules/sfe.

import { fuzzedByStep, type Game, optionList, violationIds } from '../game.js';
import { sfeInvariants } from './invariants.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from './options.js';
import { sfePolicy } from './policy.js';
import { sfeValue } from './evaluate.js';
import { sfeRules } from './rules.js';
import { varsOf } from './state.js';

export type { Step } from './flow.js';
export type { SfeOptions } from './options.js';
export type { SfeVars } from './state.js';

/** The Struggle for Europe. */
export const sfe: Game = {
  rules: sfeRules,
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  violations: violationIds(
    'sfe',
    `advance.none advance.refused air.base air.capacity air.disrupted air.flown air.grounded air.mission air.range
     air.stage air.supply air.target air.type air.unit air.weather
     amphibious.hex amphibious.limit amphibious.transport amphibious.unit amphibious.weather attack.adjacent
     attack.attrition attack.attritionCount
     attack.chart attack.defended attack.defenders attack.fromHex attack.hexside attack.leader attack.odds attack.once
     attack.pending attack.rail attack.restricted attack.side attack.target attack.unit attack.units
     breakdown.counters breakdown.parts breakdown.pool breakdown.unit breakdown.when combat.owed combat.pending
     enter.place enter.unit exploit.mode exploit.phase exploit.reach exploit.unit loss.armor loss.flip loss.none
     loss.over loss.short loss.unit manual move.done move.phase move.reach move.restricted move.supply move.unit
     move.zoc naval.air naval.bombard naval.byHand naval.capacity naval.cargo naval.evacuate naval.fire naval.hit
     naval.intercept naval.mission naval.mp naval.phase naval.port naval.reach naval.repair naval.ship naval.strait
     naval.supply naval.transport notNow over overrun.refused overrun.stack overstack.unit rail.capacity rail.entrain
     rail.extended rail.reach rail.twice rebuild.place rebuild.points rebuild.unit rebuild.when recombine.stack
     recombine.unit recombine.when replaceAir.none replaceAir.place replaceAir.unit retreat.path retreat.stay
     retreat.unit sequence surprise.left surprise.none surprise.roll surprise.unit unknownSide`,
  ),
  policy: sfePolicy,
  evaluate: sfeValue,
  fuzz: fuzzedByStep('barbarossa', sfeInvariants, (state) => {
    const v = varsOf(state);
    return { step: v.step, result: v.result };
  }),
};
