// Picket as a game of the engine: its rules, violation ids and fuzzing, and the types of the vars the page reads.
// The fixture game of the plug-in test (state.ts says what it is for).

import { fuzzedByStep, type Game, violationIds } from '../game.js';
import { picketRules } from './rules.js';
import { picketInvariants, varsOf } from './state.js';

export type { PicketVars } from './state.js';
export type { Step } from './flow.js';

/** Picket. */
export const picket: Game = {
  rules: picketRules,
  options: [],
  violations: violationIds('picket', 'manual move.noUnit move.notNext move.notYours notNow over unknownSide'),
  fuzz: fuzzedByStep('skirmish', picketInvariants, varsOf),
};
