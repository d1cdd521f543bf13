// The arguments of the naval and amphibious verbs (navalverbs.ts), for the command line and the schema (flow.ts's
// VERB_ARGS takes them in).

import type { VerbArgs } from '../../core/verb-args.js';

/** The naval verbs' arguments: a ship (`piece`) or ships (`pieces`), hexes, the units aboard, rounds and results. */
export const NAVAL_VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  sail: { piece: 'string', to: 'hex' },
  evacuate: { piece: 'string', to: 'hex' },
  bombard: { pieces: 'strings', hex: 'hex', 'units?': 'strings' },
  embark: { piece: 'string', units: 'strings' },
  debark: { piece: 'string', 'units?': 'strings', 'hex?': 'hex' },
  assault: { piece: 'string', hex: 'hex' },
  loadSupply: { piece: 'string', points: 'int' },
  unloadSupply: { piece: 'string' },
  fire: { pieces: 'strings', target: 'string', round: 'int' },
  navalHit: { piece: 'string', result: { enum: ['S', 'D', 'SS', 'SD', 'DS', 'DD', 'miss'] } },
  repair: { piece: 'string' },
  intercept: { pieces: 'strings', hex: 'hex' },
  airIntercept: { pieces: 'strings', hex: 'hex' },
  navalBomb: { pieces: 'strings', target: 'string', 'support?': 'string' },
  disengage: { pieces: 'strings' },
};
