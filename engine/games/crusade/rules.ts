// Crusade and Revolution's rules on the rules contract: the verb tables of each procedure dispatched by the step
// of the flow (flow.ts), the table's manual verbs for honor play, per-side views with hidden hands (view.ts) and
// the prompt of each step (prompts.ts).

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, LegalAction, SideId, View, Violation } from '../../core/types.js';
import type { Rules } from '../../core/rules.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { tableRules } from '../table/rules.js';
import { draftOf } from './draft.js';
import { crusadeSetup } from './setup.js';
import { varsOf, violation } from './state.js';
import type { GameVerb } from './verb.js';
import { PLAY_ARGS, PLAY_VERBS } from './play.js';
import { OPS_ARGS, OPS_VERBS } from './ops.js';
import { SR_ARGS, SR_VERBS } from './sr.js';
import { REPLACEMENT_ARGS, REPLACEMENT_VERBS } from './replacements.js';
import { COMBAT_ARGS, COMBAT_VERBS } from './combat.js';
import { EVENT_ARGS, EVENT_VERBS } from './events.js';
import { DEPLOYMENT_ARGS, DEPLOYMENT_VERBS } from './deployment.js';
import { SIEGE_ARGS, SIEGE_VERBS } from './siege-assault.js';
import { REDRAW_ARGS, REDRAW_VERBS } from './redraw.js';
import { OVERSTACK_ARGS, OVERSTACK_VERBS, checkOverstack } from './overstack.js';
import { beachHeadEntered } from './beachhead.js';
import { END_FORTS_ARGS, END_FORTS_VERBS } from './end-forts.js';
import { crusadeView } from './view.js';
import { promptOf } from './prompts.js';

/** Every verb of the game. */
export const VERBS: Record<string, GameVerb> = {
  ...PLAY_VERBS,
  ...OPS_VERBS,
  ...COMBAT_VERBS,
  ...SR_VERBS,
  ...REPLACEMENT_VERBS,
  ...EVENT_VERBS,
  ...DEPLOYMENT_VERBS,
  ...SIEGE_VERBS,
  ...REDRAW_VERBS,
  ...OVERSTACK_VERBS,
  ...END_FORTS_VERBS,
};

/** Typed verbs (engine/core/verb-args.ts): the arguments of every game verb. */
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

/** The table's verbs that change counters by hand: honor play only. */
const MANUAL = new Set(['move', 'flip', 'loseStep', 'restoreStep', 'eliminate', 'roll', 'placeMarker', 'removeMarker']);
const manual = (verb: string): Violation =>
  violation(
    'manual',
    '7.1',
    `"${verb}" changes counters by hand; the rules do that themselves in enforced and advisory modes`,
    {
      verb,
    },
  );

/** The side that acts now (the defender inside the attacker's round, or the active side). */
const actorOf = (state: GameState): SideId => varsOf(state).actor ?? state.activeSide;

export const crusadeRules: Rules = {
  id: 'crusade',
  setup: crusadeSetup,
  verbArgs: VERB_ARGS,
  // §8.1 by e-mail: each side draws with its private key (deck.ts, dice-chain.ts privateRng), so the other
  // machine never holds its hand; the key is revealed at the end for the audit.
  toAct(_module, state): SideId[] {
    return varsOf(state).step === 'over' ? [] : [actorOf(state)];
  },
  check(module, state, action): Violation[] {
    const v = varsOf(state);
    if (v.step === 'over') return [violation('over', '5', 'The game is over')];
    if (MANUAL.has(action.verb) || action.verb === 'setTurn' || action.verb === 'nextPhase')
      return [manual(action.verb)];
    const verb = VERBS[action.verb];
    if (!verb) return [];
    if (!verb.steps.includes(v.step)) {
      const p = promptOf(module, state);
      return [
        violation(
          'notNow',
          p?.rule ?? '7.1',
          `"${action.verb}" is not possible now: ${p?.message ?? 'the game waits'}`,
          {
            verb: action.verb,
            step: v.step,
          },
        ),
      ];
    }
    return verb.check(module, state, action);
  },
  reduce(module, state, action, ctx) {
    if (!module.manifest.sides.some((s) => s.id === action.side))
      return { violations: [violation('unknownSide', '—', `"${action.side}" is not a side of this game`)] };
    const verb = VERBS[action.verb];
    if (!verb) {
      if (action.verb === 'setTurn' || action.verb === 'nextPhase')
        return { violations: [violation('sequence', '6.0', 'The turn follows the sequence of play')] };
      return tableRules.reduce(module, state, action, ctx);
    }
    // A game verb outside its step would break the flow even in honor mode.
    if (!verb.steps.includes(varsOf(state).step))
      return { violations: crusadeRules.check(module, { ...state, mode: 'enforced' }, action) };
    const d = draftOf(state);
    const refused = verb.apply(module, d, action);
    if (refused && refused.length > 0) return { violations: refused };
    // §8.5.4.3, §8.5.6.4: Nationalist units in the Beach Head (a move, an advance after combat) eliminate it.
    beachHeadEntered(module, d);
    // §9.1.4: a space left over-stacked (advisory mode lets a forbidden move happen) costs units.
    checkOverstack(d);
    return { state: d.state, events: d.events };
  },
  view(module, state, side): View {
    const toAct = crusadeRules.toAct(module, state);
    const prompt = promptOf(module, state);
    return {
      side,
      state: crusadeView(state, side),
      toAct,
      legalActions: toAct.includes(side) ? legalActions(module, state, side) : [],
      prompts: prompt && prompt.side === side ? [prompt] : [],
    };
  },
};

/** Every concrete action `side` may take now, from the verbs of the current step (the same predicates as check). */
export function legalActions(module: GameModule, state: GameState, side: SideId): LegalAction[] {
  const step = varsOf(state).step;
  if (step === 'over' || actorOf(state) !== side) return [];
  const out: LegalAction[] = [];
  for (const [name, verb] of Object.entries(VERBS))
    if (verb.steps.includes(step)) out.push(...verb.list(module, state, side).map((a) => ({ ...a, verb: name })));
  return out;
}

export type { Action };
