// §11 combat: after movement and the Position/Trench rolls, each space activated for Attack may attack; a combat
// is designated, both sides play Combat Cards, fire on their tables, take losses, and the loser retreats.

import type { GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Draft } from './draft.js';
import { roundDone } from './flow.js';
import type { GameVerb, StepPrompt } from './verb.js';

/** Begin the combats of the current OPS (§8.2 order (4)); with no combat to fight, the round is over. */
export function beginAttacks(module: GameModule, d: Draft): void {
  roundDone(module, d);
}

/** The combat verbs. */
export const COMBAT_VERBS: Record<string, GameVerb> = {};
/** Their arguments. */
export const COMBAT_ARGS: Record<string, VerbArgs> = {};
/** The prompts of the combat steps. */
export const COMBAT_PROMPTS: Record<string, StepPrompt> = {};
