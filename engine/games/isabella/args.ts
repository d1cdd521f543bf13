// Typed verbs (engine/core/verb-args.ts): the arguments of every Isabella verb, which the host and the core check
// before the rules see an action.

import type { VerbArgs } from '../../core/verb-args.js';

/** The arguments of every game verb. */
export const VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  rollLoyalty: {},
  beachhead: { hex: 'hex' },
  // path: by e-mail, the route of a hidden unit's move (move.ts completeMove)
  move: { piece: 'string', to: 'location', 'path?': 'strings' },
  placeAir: { hex: 'hex' },
  placePartisan: { hex: 'hex' },
  skip: {},
  patton: { piece: 'string' },
  replenish: { piece: 'string' },
  enter: { piece: 'string' },
  overstackLoss: { piece: 'string' },
  done: {},
  attack: { target: 'hex', attackers: 'strings' },
  probe: { target: 'hex', units: 'strings' },
  disrupt: { piece: 'string' },
  endPhase: {},
  decline: {},
  loss: { piece: 'string' },
  dl1: { choice: { enum: ['loss', 'retreat'] } },
  retreat: { piece: 'string', to: 'location' },
  advance: { pieces: 'strings' },
  reroll: {},
  accept: {},
};
