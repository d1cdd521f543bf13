// The arguments of every Crusade verb (engine/core/verb-args.ts: the core checks them before the rules see an
// action), gathered from the procedures that declare them.

import type { VerbArgs } from '../../core/verb-args.js';
import { COMBAT_ARGS } from './combat.js';
import { DEPLOYMENT_ARGS } from './deployment.js';
import { END_FORTS_ARGS } from './end-forts.js';
import { EVENT_ARGS } from './event-verbs.js';
import { OPS_ARGS } from './ops.js';
import { OVERSTACK_ARGS } from './overstack.js';
import { PLAY_ARGS } from './play.js';
import { REDRAW_ARGS } from './redraw.js';
import { REPLACEMENT_ARGS } from './replacements.js';
import { SIEGE_ARGS } from './siege-assault.js';
import { SR_ARGS } from './sr.js';

/** Typed verbs: the arguments of every game verb. */
export const VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  ...PLAY_ARGS,
  ...OPS_ARGS,
  ...COMBAT_ARGS,
  ...SR_ARGS,
  ...REPLACEMENT_ARGS,
  ...EVENT_ARGS,
  ...DEPLOYMENT_ARGS,
  ...SIEGE_ARGS,
  ...REDRAW_ARGS,
  ...OVERSTACK_ARGS,
  ...END_FORTS_ARGS,
};
