// §8.2 OPS: the points of a card played for operations (or the 1-point Automatic Operation) Activate spaces for
// Move or Attack (activation.ts); then, in this order (§8.2.4–8.2.5, digest 4.3), the Move-activated stacks move
// (movement.ts), the Position/Trench attempts are rolled (fortify.ts), and the combats are fought (combat.ts).
// flow.ts runs the steps 'ops-activate' → 'ops-move' → 'ops-fortify' → 'ops-attack', skipping a step with nothing to
// do (mayActivate, mayMove, mayFortify).

import type { GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Action, GameState, LegalAction, SideId, Violation } from '../../core/types.js';
import {
  type Activation,
  activateProblems,
  activationScene,
  anyActivation,
  listActivations,
  moveSpaces,
  newOps,
  opsOf,
  storeOps,
} from './activation.js';
import { type Draft, emit } from './draft.js';
import { fortify, fortifyPlan } from './fortify.js';
import { geoOf } from './geo.js';
import { anyMove, drawMove, listMoves, moveStack, pathProblems, stackOf } from './movement.js';
import { type Side, varsOf, violation } from './state.js';
import { supplyStatus } from './supply.js';
import { type GameVerb, type StepAsk, act, str, strs } from './verb.js';
import { drawByGroup } from '../../core/random-player.js';

/** Begin the OPS of the current play (`play.points` OPS points): nothing activated, moved or captured yet. */
export function startOps(d: Draft): void {
  storeOps(d.vars.extra, newOps(d.state));
}

/** §8.2.3 whether `side` has a space it may Activate. */
export const mayActivate = (module: GameModule, state: GameState, side: SideId): boolean =>
  anyActivation(module, state, side as Side);

/** §8.2.4 whether a stack of `side` may still move. */
export const mayMove = (module: GameModule, state: GameState, side: SideId): boolean =>
  anyMove(module, state, side as Side);

/** The spaces where `side` may attempt a Position or Trench now. */
function fortifiable(module: GameModule, state: GameState, side: Side): string[] {
  return moveSpaces(state).filter((s) => !Array.isArray(fortifyPlan(module, state, side, s)));
}

/** §10.2.2, §10.2.4 whether `side` may still attempt a Position or Trench. */
export const mayFortify = (module: GameModule, state: GameState, side: SideId): boolean =>
  fortifiable(module, state, side as Side).length > 0;

const side = (a: Action): Side => a.side as Side;
const isActivation = (v: unknown): v is Activation => v === 'move' || v === 'attack';
/** A verb that ends its step (flow.ts goes on). */
const done = (verb: string): GameVerb => ({ check: () => [], apply: () => {}, list: () => [act(verb, {})] });

const activate: GameVerb = {
  check(module, state, a) {
    const space = str(a.args.space);
    if (!space || !isActivation(a.args.as)) return [violation('args', '8.2.3', 'Name a space and move or attack')];
    return activateProblems(module, state, side(a), space, a.args.as);
  },
  apply(module, d, a) {
    const space = str(a.args.space)!;
    const as = a.args.as as Activation;
    const ops = opsOf(d.state);
    const play = d.vars.play;
    if (!ops || !play) return [violation('noOps', '8.2', 'No OPS in progress')];
    if (!geoOf(module).has(space)) return [violation('unknown', '—', `There is no space "${space}"`, { space })];
    // §8.2.1 one OPS point a space; §13.4.2, §16.2.3 limited supply noted (no Attack, and for §13.3.3).
    const status = supplyStatus(module, d.state, space, side(a));
    if (status === 'isolated' || status === 'border') ops.limited[space] = status;
    ops.activated[space] = as;
    play.points -= 1;
    emit(d, { type: 'activate', side: a.side, space, as, points: play.points, rule: '8.2.3' });
  },
  list: (module, state, s) => listActivations(module, state, s as Side).map((x) => act('activate', x)),
  // A space in a random order, then Move or Attack.
  draw(module, state, s, random) {
    const scene = activationScene(module, state, s as Side);
    return drawByGroup(scene.spaces, (space) => scene.at(space).map((x) => act('activate', x)), random);
  },
};

/** The stack and path a move names, or why not. */
function parseMove(module: GameModule, state: GameState, a: Action): Violation[] | null {
  const ids = strs(a.args.units);
  const path = strs(a.args.path);
  if (!ids || !path) return [violation('args', '10.1.1', 'Name the units and the spaces they enter')];
  const stack = stackOf(module, state, side(a), ids);
  if (Array.isArray(stack)) return stack;
  return pathProblems(module, state, stack.units, stack.origin, path);
}

const moveStackVerb: GameVerb = {
  check: (module, state, a) => parseMove(module, state, a) ?? [],
  apply(module, d, a) {
    const stack = stackOf(module, d.state, side(a), strs(a.args.units) ?? []);
    if (Array.isArray(stack)) return stack;
    // Unknown spaces are refused in every mode (honor play included).
    const path = strs(a.args.path) ?? [];
    const bad = path.find((x) => !geoOf(module).has(x) || geoOf(module).attrs(x).kind === 'country');
    if (bad !== undefined || path.length === 0)
      return [violation('unknown', '—', `There is no space "${bad ?? ''}"`, { space: bad ?? '' })];
    moveStack(module, d, stack.units, stack.origin, path);
  },
  list: (module, state, s) => listMoves(module, state, s as Side),
  draw: (module, state, s, random) => drawMove(module, state, s as Side, random),
};

const fortifyVerb: GameVerb = {
  check(module, state, a) {
    const space = str(a.args.space);
    if (!space) return [violation('args', '10.2.1', 'Name the space')];
    const plan = fortifyPlan(module, state, side(a), space);
    return Array.isArray(plan) ? plan : [];
  },
  apply(module, d, a) {
    const space = str(a.args.space) ?? '';
    const plan = fortifyPlan(module, d.state, side(a), space);
    if (Array.isArray(plan)) return plan;
    fortify(module, d, side(a), space, plan);
  },
  list: (module, state, s): LegalAction[] =>
    fortifiable(module, state, s as Side).map((space) => {
      const plan = fortifyPlan(module, state, s as Side, space);
      return act('fortify', { space }, Array.isArray(plan) ? undefined : { kind: plan.kind, unit: plan.unit.id });
    }),
};

/** The OPS verbs (flow.ts: each of the three steps goes on when its verb leaves nothing to do, or at its done). */
export const OPS_VERBS = {
  activate,
  doneActivating: done('doneActivating'),
  moveStack: moveStackVerb,
  doneMoving: done('doneMoving'),
  fortify: fortifyVerb,
  doneFortifying: done('doneFortifying'),
} satisfies Record<string, GameVerb>;

/** What the OPS steps ask. */
export const OPS_ASKS = {
  activate: (_m, s) => {
    const points = varsOf(s).play?.points ?? 0;
    return {
      verb: 'activate',
      message: `Activate spaces for Move or Attack (${points} OPS left), then done`,
      info: { points },
      verbs: ['doneActivating'],
    };
  },
  move: () => ({
    verb: 'moveStack',
    message: 'Move the stacks of your Move-activated spaces, then done',
    info: {},
    verbs: ['doneMoving'],
  }),
  fortify: () => ({
    verb: 'fortify',
    message: 'Attempt Positions and Trenches, then done',
    info: {},
    verbs: ['doneFortifying'],
  }),
} satisfies Record<string, StepAsk>;

/** Their arguments (`moveStack.path`: the spaces entered in order, without the starting space). The verb is not
 *  `move`, the table's manual move (honor play). */
export const OPS_ARGS: Record<keyof typeof OPS_VERBS, VerbArgs> = {
  activate: { space: 'string', as: { enum: ['move', 'attack'] } },
  doneActivating: {},
  moveStack: { units: 'strings', path: 'strings' },
  doneMoving: {},
  fortify: { space: 'string' },
  doneFortifying: {},
};
