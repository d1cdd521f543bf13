// Picket's flow, one table (the core's step machine runs it): the side to act pickets (moves a unit or passes,
// P.2); a unit that meets an enemy makes contact, which the other side answers inside the mover's turn (P.3,
// P.4); after every action the game may end (P.6). Only this file sets a step.
//
//  step      who acts            answers (verbs)                  rule
//  watch     the side to act     move {piece, to}, pass           P.2
//  contact   the other side      stand, yield                     P.3, P.4
//  over      nobody              —                                P.6

import { act, needs, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { andThen, type Procedure, type StepTable } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Location, SideId } from '../../core/types.js';
import { type Draft, emit, moveTo, pieceOf, roll } from '../../systems/draft.js';
import {
  enemiesNear,
  enemyOf,
  graphOf,
  hexOf,
  LAST_ACTION,
  type PicketVars,
  unitsOf,
  varsOf,
  violation,
} from './state.js';

/** Where the flow stands. */
export type Step = 'watch' | 'contact' | 'over';

/** The working copy of a state for one action. */
export type PicketDraft = Draft<PicketVars>;

/** Where a picket action stopped: next to an enemy unit (P.3), or not. */
type Picketled = { contact: { mover: string; enemy: string } | null };

/** The hex an action's `to` names, or null. */
const hexTo = (to: unknown): string | null => {
  const at = to as Location | null;
  return at && typeof at === 'object' && at.kind === 'hex' && typeof at.hex === 'string' ? at.hex : null;
};

/** P.2 the empty hexes next to a unit, which it may move to. */
function openNeighbors(module: GameModule, state: GameState, hex: string): string[] {
  const taken = new Set(state.pieces.flatMap((p) => (p.kind === 'unit' && p.at.kind === 'hex' ? [p.at.hex] : [])));
  return graphOf(module)
    .neighbors(hex)
    .filter((h) => !taken.has(h));
}

/** P.2 move one unit to an adjacent empty hex. */
const move: Procedure<PicketDraft, Picketled> = {
  check(module, state, action) {
    const id = str(action.args.piece);
    const p = state.pieces.find((x) => x.id === id);
    if (!p || p.kind !== 'unit' || hexOf(p) === null)
      return [violation('move.noUnit', 'P.2', `There is no unit "${String(id)}" on the map`, { piece: String(id) })];
    if (p.side !== action.side) return [violation('move.notYours', 'P.2', 'A side moves only its own units')];
    const to = hexTo(action.args.to);
    return needs(to !== null && openNeighbors(module, state, hexOf(p)!).includes(to), () =>
      violation('move.notNext', 'P.2', 'A unit moves to an empty hex next to it'),
    );
  },
  apply(module, d, action) {
    const id = str(action.args.piece)!;
    const to = hexTo(action.args.to);
    if (!d.state.pieces.some((p) => p.id === id) || to === null) return move.check(module, d.state, action);
    const from = hexOf(pieceOf(d, id));
    moveTo(d, id, { kind: 'hex', hex: to });
    d.vars.actions++;
    emit(d, { type: 'picketled', side: action.side, piece: id, from, to });
    const enemy = enemiesNear(module, d.state, action.side, to)[0];
    return { contact: enemy ? { mover: id, enemy: enemy.id } : null };
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const p of unitsOf(state, side))
      for (const hex of openNeighbors(module, state, hexOf(p)!))
        out.push(act('move', { piece: p.id, to: { kind: 'hex', hex } }));
    return out;
  },
};

/** P.2 pass instead of moving. */
const pass: Procedure<PicketDraft, Picketled> = {
  check: () => [],
  apply(_module, d, action) {
    d.vars.actions++;
    emit(d, { type: 'passed', side: action.side });
    return { contact: null };
  },
  list: () => [act('pass', {})],
};

/** P.4 the contacted side stands: one die each, the lower loses its unit to the dead pile (a tie: nothing). */
const stand: Procedure<PicketDraft, null> = {
  check: () => [],
  apply(_module, d, action) {
    const { mover, enemy } = d.vars.contact!;
    const [moverDie, enemyDie] = roll(d, 2, 'firefight', action.side, 'P.4');
    const loser = moverDie! > enemyDie! ? enemy : enemyDie! > moverDie! ? mover : null;
    if (loser) moveTo(d, loser, { kind: 'box', box: 'dead' });
    emit(d, { type: 'firefight', side: action.side, mover, enemy, loser });
    return null;
  },
  list: () => [act('stand', {})],
};

/** P.3 the contacted side yields: the side that moved scores a victory point. */
const yieldContact: Procedure<PicketDraft, null> = {
  check: () => [],
  apply(_module, d, action) {
    const to = enemyOf(action.side);
    d.vars.vp[to] = (d.vars.vp[to] ?? 0) + 1;
    emit(d, { type: 'yielded', side: action.side, to, vp: d.vars.vp[to]! });
    return null;
  },
  list: () => [act('yield', {})],
};

/** After a picket action: contact asks the other side (P.3), else its turn comes. */
function afterPicket(_module: GameModule, d: PicketDraft, _action: Action, r: Picketled): void {
  if (r.contact) {
    d.vars.contact = r.contact;
    d.vars.step = 'contact';
    emit(d, { type: 'contact', ...r.contact });
    return;
  }
  nextTurn(d);
}

/** After the contact is answered: the turn passes to the other side. */
function afterContact(_module: GameModule, d: PicketDraft): void {
  d.vars.contact = null;
  nextTurn(d);
}

/** P.2 the other side pickets next. */
function nextTurn(d: PicketDraft): void {
  d.vars.step = 'watch';
  d.state.activeSide = enemyOf(d.state.activeSide);
}

/** P.6 after every action: a side with no unit left loses; after the last picket action, the score decides. */
export function settle(_module: GameModule, d: PicketDraft): void {
  if (d.vars.step === 'over') return;
  const left = (side: SideId) => unitsOf(d.state, side).length;
  const gone = ['red', 'blue'].find((s) => left(s) === 0);
  let result: PicketVars['result'] = gone ? { winner: enemyOf(gone), rule: 'P.6', reason: 'wiped-out' } : null;
  if (!result && d.vars.step === 'watch' && d.vars.actions >= LAST_ACTION) {
    const score = (s: SideId) => left(s) + (d.vars.vp[s] ?? 0);
    const [red, blue] = [score('red'), score('blue')];
    result = { winner: red > blue ? 'red' : blue > red ? 'blue' : null, rule: 'P.6', reason: 'score' };
  }
  if (!result) return;
  d.vars.result = result;
  d.vars.contact = null;
  d.vars.step = 'over';
  emit(d, { type: 'over', winner: result.winner, reason: result.reason });
}

/** Picket's flow: one step for every value of Step. */
export const FLOW: StepTable<Step, PicketDraft> = {
  watch: {
    rule: 'P.2',
    ask: () => ({ verb: 'move', verbs: ['pass'], message: 'Move a unit to an empty hex next to it, or pass' }),
    verbs: { move: andThen(move, afterPicket), pass: andThen(pass, afterPicket) },
  },
  contact: {
    rule: 'P.3',
    // The side met answers inside the mover's turn.
    actor: (_module, state) => enemyOf(state.activeSide),
    ask: () => ({ verb: 'stand', verbs: ['yield'], message: 'Your unit was met: stand and fire, or yield a point' }),
    verbs: { stand: andThen(stand, afterContact), yield: andThen(yieldContact, afterContact) },
  },
  over: { rule: 'P.6', actor: null, verbs: {} },
};

/** The verbs checked at the gate (engine/core/verb-args.ts). */
export const VERB_ARGS = { move: { piece: 'string', to: 'location' }, pass: {}, stand: {}, yield: {} } as const;
