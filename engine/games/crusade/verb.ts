// The shape of Crusade's verbs on the core's step machine (engine/core/steps.ts) and the kit they are built from
// (engine/core/kit.ts, shared with Isabella): the verb tables of each procedure (cards, OPS, combat, SR,
// replacements...) give their check, apply and list; flow.ts puts them in its steps.

import type { GameVerb as StepVerb, Procedure as StepProcedure, Ask } from '../../core/steps.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { unknownMaker } from '../../core/kit.js';
import type { Draft } from './draft.js';
import { violation } from './state.js';

export { act, needs, str, strs } from '../../core/kit.js';

/** One verb of the game: its rule checks, what it does and the concrete actions it offers (steps.ts). */
export type GameVerb = StepVerb<Draft>;

/** A procedure's verb: its apply answers where the procedure stopped (`R`), for flow.ts to go on from there. */
export type Procedure<R> = StepProcedure<Draft, R>;

/** What a step asks of its actor (the machine makes the prompt, `crusade.<id>`). */
export type StepAsk = (module: GameModule, state: GameState, side: SideId) => Ask | null;

/** An unknown piece, space or card. */
export const unknown = unknownMaker(violation);
