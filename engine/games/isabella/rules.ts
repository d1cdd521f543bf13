// Operation Isabella's rules on the rules contract: the verb table (verbs.ts, play.ts) dispatched by the step
// of the flow (flow.ts), the table's manual verbs for honor play, per-side views with fog of war (fog.ts), and
// the prompt of each step.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, LegalAction, Prompt, SideId, View, Violation } from '../../core/types.js';
import type { ReduceResult, Rules } from '../../core/rules.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { phaseDone } from './flow.js';
import { tableRules } from '../table/rules.js';
import { draftOf } from './draft.js';
import { isabellaSetup } from './setup.js';
import { varsOf, violation } from './state.js';
import { completeMove, hexArg, SETUP_VERBS, type GameVerb } from './verbs.js';
import { PLAY_VERBS } from './play.js';
import { fogOfWar, sightings } from './fog.js';
import { promptOf } from './prompts.js';
import { isLocation } from '../../core/view.js';
import { unitsIn } from './units.js';
import { facesOf, hiddenOf } from '../../core/hidden-units.js';
import { faceFits } from './hidden.js';
import { overlayFor, previewAction } from './inspect.js';

/** Every verb of the game. */
export const VERBS: Record<string, GameVerb> = { ...SETUP_VERBS, ...PLAY_VERBS };

/** Typed verbs (engine/core/verb-args.ts): the arguments of every game verb. */
export const VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  rollLoyalty: {},
  beachhead: { hex: 'hex' },
  // path: by e-mail, the route of a hidden unit's move (verbs.ts completeMove)
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

/** The table's manual verbs: honor play only (enforced and advisory change counters by the rules alone). */
const MANUAL = new Set([
  'flip',
  'loseStep',
  'restoreStep',
  'eliminate',
  'roll',
  'placeMarker',
  'removeMarker',
  'setTurn',
  'nextPhase',
]);

const manual = (verb: string): Violation =>
  violation(
    'manual',
    '5.1',
    `"${verb}" changes counters by hand; the rules do that themselves in enforced and advisory modes`,
    { verb },
  );

/** A `move` to a box (the dead pile, the turn track) is always the table's manual move. */
const tableMove = (a: Action) => a.verb === 'move' && isLocation(a.args.to) && a.args.to.kind !== 'hex';

export const isabellaRules: Rules = {
  id: 'isabella',
  setup: isabellaSetup,
  verbArgs: VERB_ARGS,
  toAct(_module, state): SideId[] {
    return varsOf(state).step === 'over' ? [] : [state.activeSide];
  },
  check(module, state, action): Violation[] {
    if (varsOf(state).step === 'over') return [violation('over', '4.1', 'The game is over')];
    if (MANUAL.has(action.verb) || tableMove(action)) return [manual(action.verb)];
    const verb = VERBS[action.verb];
    if (!verb) return [];
    if (!verb.steps.includes(varsOf(state).step)) {
      const p = promptOf(module, state);
      return [
        violation(
          'notNow',
          p?.rule ?? '5.1',
          `"${action.verb}" is not possible now: ${p?.message ?? 'the game waits'}`,
          { verb: action.verb, step: varsOf(state).step },
        ),
      ];
    }
    return verb.check(module, state, action);
  },
  reduce(module, state, action, ctx) {
    if (!module.manifest.sides.some((s) => s.id === action.side)) {
      return {
        violations: [
          violation('unknownSide', '—', `"${action.side}" is not a side of this game`, { side: action.side }),
        ],
      };
    }
    if (action.verb === 'setTurn') {
      return {
        violations: [
          violation('setTurn', '5.2', 'The turn follows the sequence of play; use Next phase to end a phase'),
        ],
      };
    }
    if (action.verb === 'nextPhase') return nextPhase(module, state);
    // By e-mail (hidden.ts): a unit's steps are part of its face, which the other machine does not know while the
    // unit is hidden; changing them by hand (honor play) waits until it is shown. The same on every machine.
    const piece = typeof action.args.piece === 'string' ? action.args.piece : null;
    if ((action.verb === 'loseStep' || action.verb === 'restoreStep') && piece !== null) {
      if (Object.values(state.hidden ?? {}).some((ids) => ids.includes(piece)))
        return {
          violations: [
            violation(
              'hiddenSteps',
              '6.8',
              `${piece} is hidden from the other side: show it before changing its steps`,
              {
                unit: piece,
              },
            ),
          ],
        };
    }
    const verb = VERBS[action.verb];
    if (!verb || tableMove(action)) return tableRules.reduce(module, state, action, ctx);
    const step = varsOf(state).step;
    // A game verb outside its step would break the flow even in honor mode (a manual move is always possible).
    if (!verb.steps.includes(step) && action.verb !== 'move') {
      return { violations: isabellaRules.check(module, { ...state, mode: 'enforced' }, action) };
    }
    const d = draftOf(state, ctx);
    const refused = verb.apply(module, d, action);
    if (refused && refused.length > 0) return { violations: refused };
    return { state: d.state, events: d.events };
  },
  // By e-mail (hidden.ts): what each side has seen under 6.8, the defenders an attack shows its actor (13.1:
  // every unit in the hex; a probe's hex is empty, 13.22), and the route of a hidden unit's move.
  sightings: (module, state, viewer) => sightings(module, state, viewer),
  shows(_module, state, action): string[] {
    if (action.verb !== 'attack' && action.verb !== 'probe') return [];
    const target = hexArg(action);
    if (target === null) return [];
    return unitsIn(state, target)
      .filter((p) => p.side !== action.side)
      .map((p) => p.id);
  },
  complete: (module, state, action) => completeAction(module, state, action),
  faceFits: (module, sealedDef, face) => faceFits(module, sealedDef, face),
  preview: (module, state, side, action) => previewAction(isabellaRules, module, state, side, action),
  overlay: (module, state, side, kind) => overlayFor(module, state, side, kind),
  view(module, state, side): View {
    const toAct = isabellaRules.toAct(module, state);
    const prompt = promptOf(module, state);
    return {
      side,
      state: fogOfWar(module, state, side),
      toAct,
      legalActions: toAct.includes(side) ? legalActions(module, state, side) : [],
      prompts: prompt && prompt.side === side ? [prompt] : [],
    };
  },
};

/**
 * By e-mail (Rules.complete): the action as its actor's machine records it. A hidden unit's move carries its path
 * (verbs.ts completeMove); an attack or a probe reveals the actor's hidden units that make it, whose strength
 * decides the battle on every machine (13.5: the odds are the attack factors against the defence).
 */
function completeAction(module: GameModule, state: GameState, action: Action): Action {
  if (action.verb === 'move') return completeMove(module, state, action);
  if (action.verb !== 'attack' && action.verb !== 'probe') return action;
  const named = action.verb === 'attack' ? action.args.attackers : action.args.units;
  const mine = new Set(hiddenOf(state, action.side));
  const ids = Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string' && mine.has(id)) : [];
  const faces = ids.length > 0 ? facesOf(state, ids) : null;
  return faces ? { ...action, reveals: { ...action.reveals, ...faces } } : action;
}

/**
 * Honor play's Next phase (5.1: a phase may be cut short only by agreement, which at a table in honor mode is
 * the players' business): the phase ends where it stands. Set-up steps and battles must be finished first.
 */
function nextPhase(module: GameModule, state: GameState): ReduceResult {
  const step = varsOf(state).step;
  if (step.startsWith('setup') || step === 'battle' || step === 'over') {
    const p = promptOf(module, state);
    return {
      violations: [
        violation('notNow', p?.rule ?? '5.1', `Finish this first: ${p?.message ?? 'the game is over'}`, { step }),
      ],
    };
  }
  const d = draftOf(state);
  phaseDone(module, d);
  return { state: d.state, events: d.events };
}

/** Every concrete action `side` may take now, from the verbs of the current step (the same predicates as check). */
export function legalActions(module: GameModule, state: GameState, side: SideId): LegalAction[] {
  const step = varsOf(state).step;
  if (step === 'over' || state.activeSide !== side) return [];
  const out: LegalAction[] = [];
  for (const [name, verb] of Object.entries(VERBS))
    if (verb.steps.includes(step)) out.push(...verb.list(module, state, side).map((a) => ({ ...a, verb: name })));
  return out;
}

/** The question the game waits on, for the page (see prompts.ts). */
export type { Prompt };
