// §8.2 OPS: the points of a card played for operations (or the 1-point Automatic Operation) Activate spaces for
// Move or Attack (activation.ts); then, in this order (§8.2.4–8.2.5, digest 4.3), the Move-activated stacks move
// (movement.ts), the Position/Trench attempts are rolled (fortify.ts), and the combats are fought (combat.ts).
// Steps: 'ops-activate' → 'ops-move' → 'ops-fortify' → beginAttacks; a step with nothing to do is skipped.

import type { GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Action, GameState, LegalAction, Violation } from '../../core/types.js';
import {
  type Activation,
  activateProblems,
  listActivations,
  moveSpaces,
  newOps,
  opsOf,
  storeOps,
} from './activation.js';
import { beginAttacks } from './combat.js';
import { type Draft, emit } from './draft.js';
import { clearModifiers, fortify, fortifyPlan } from './fortify.js';
import { geoOf } from './geo.js';
import { listMoves, moveStack, pathProblems, stackOf } from './movement.js';
import { type Side, varsOf, violation } from './state.js';
import { supplyStatus } from './supply.js';
import { type GameVerb, type StepPrompt, act, prompt, str, strs } from './verb.js';

/** Begin the OPS of the current play (`play.points` OPS points): the activation step. */
export function beginOps(module: GameModule, d: Draft): void {
  storeOps(d.vars.extra, newOps(d.state));
  d.vars.step = 'ops-activate';
  if (listActivations(module, d.state, d.state.activeSide as Side).length === 0) activationDone(module, d);
}

/** The spaces where `side` may attempt a Position or Trench now. */
function fortifiable(module: GameModule, state: GameState, side: Side): string[] {
  return moveSpaces(state).filter((s) => !Array.isArray(fortifyPlan(module, state, side, s)));
}

/** §8.2.4 all spaces are marked: movement, unless no stack can move. */
function activationDone(module: GameModule, d: Draft): void {
  const side = d.state.activeSide as Side;
  if (listMoves(module, d.state, side).length > 0) {
    d.vars.step = 'ops-move';
    return;
  }
  movementDone(module, d);
}

/** §10.2.2, §10.2.4 after all movement: the Position/Trench attempts, unless none is possible. */
function movementDone(module: GameModule, d: Draft): void {
  if (fortifiable(module, d.state, d.state.activeSide as Side).length > 0) {
    d.vars.step = 'ops-fortify';
    return;
  }
  fortifyDone(module, d);
}

/** §8.2.5 then the combats from the Attack-marked spaces (combat.ts). */
function fortifyDone(module: GameModule, d: Draft): void {
  clearModifiers(d);
  beginAttacks(module, d);
}

const side = (a: Action): Side => a.side as Side;
const isActivation = (v: unknown): v is Activation => v === 'move' || v === 'attack';

const activate: GameVerb = {
  steps: ['ops-activate'],
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
    if (play.points <= 0) activationDone(module, d);
  },
  list: (module, state, s) => listActivations(module, state, s as Side).map((x) => act('activate', x)),
};

const doneActivating: GameVerb = {
  steps: ['ops-activate'],
  check: () => [],
  apply(module, d) {
    activationDone(module, d);
  },
  list: () => [act('doneActivating', {})],
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
  steps: ['ops-move'],
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
    if (listMoves(module, d.state, side(a)).length === 0) movementDone(module, d);
  },
  list: (module, state, s) => listMoves(module, state, s as Side),
};

const doneMoving: GameVerb = {
  steps: ['ops-move'],
  check: () => [],
  apply(module, d) {
    movementDone(module, d);
  },
  list: () => [act('doneMoving', {})],
};

const fortifyVerb: GameVerb = {
  steps: ['ops-fortify'],
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
    if (fortifiable(module, d.state, side(a)).length === 0) fortifyDone(module, d);
  },
  list: (module, state, s): LegalAction[] =>
    fortifiable(module, state, s as Side).map((space) => {
      const plan = fortifyPlan(module, state, s as Side, space);
      return act('fortify', { space }, Array.isArray(plan) ? undefined : { kind: plan.kind, unit: plan.unit.id });
    }),
};

const doneFortifying: GameVerb = {
  steps: ['ops-fortify'],
  check: () => [],
  apply(module, d) {
    fortifyDone(module, d);
  },
  list: () => [act('doneFortifying', {})],
};

/** The OPS verbs. */
export const OPS_VERBS: Record<string, GameVerb> = {
  activate,
  doneActivating,
  moveStack: moveStackVerb,
  doneMoving,
  fortify: fortifyVerb,
  doneFortifying,
};

/** The prompts of the OPS steps. */
export const OPS_PROMPTS: Record<string, StepPrompt> = {
  'ops-activate': (_m, s) => {
    const points = varsOf(s).play?.points ?? 0;
    return prompt(
      'ops-activate',
      s.activeSide,
      'activate',
      '8.2',
      `Activate spaces for Move or Attack (${points} OPS left), then done`,
      { points },
      ['doneActivating'],
    );
  },
  'ops-move': (_m, s) =>
    prompt(
      'ops-move',
      s.activeSide,
      'moveStack',
      '10.1',
      'Move the stacks of your Move-activated spaces, then done',
      {},
      ['doneMoving'],
    ),
  'ops-fortify': (_m, s) =>
    prompt('ops-fortify', s.activeSide, 'fortify', '10.2', 'Attempt Positions and Trenches, then done', {}, [
      'doneFortifying',
    ]),
};

/** Their arguments (`moveStack.path`: the spaces entered in order, without the starting space). The verb is not
 *  `move`, the table's manual move (honor play). */
export const OPS_ARGS: Record<string, VerbArgs> = {
  activate: { space: 'string', as: { enum: ['move', 'attack'] } },
  doneActivating: {},
  moveStack: { units: 'strings', path: 'strings' },
  doneMoving: {},
  fortify: { space: 'string' },
  doneFortifying: {},
};
