// The Struggle for Europe as a game of the engine: its rules, options, invariants and violation ids, and the types of
// the vars the page reads. Not yet in the registry (engine/games/index.ts): that waits for the module's
// module.json and the combat phase's verbs.

import { fuzzedByStep, type Game, optionList, violationIds } from '../game.js';
import { sfeInvariants } from './invariants.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from './options.js';
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
    `breakdown.counters breakdown.parts breakdown.pool breakdown.unit breakdown.when enter.place enter.unit move.done move.phase move.zoc
     move.reach move.supply move.unit overstack.unit rail.capacity rail.entrain rail.extended rail.reach rail.twice
     rebuild.place rebuild.points rebuild.unit rebuild.when recombine.stack recombine.unit recombine.when sequence`,
  ),
  fuzz: fuzzedByStep('barbarossa', sfeInvariants, (state) => {
    const v = varsOf(state);
    return { step: v.step, result: v.result };
  }),
};
