// XI.7 overstacking caused by something other than movement (a storm turning marsh into lake, IV.8): the owner
// either moves whole units out to an adjacent hex, which are then activated while the units left behind are
// disorganised (the text as written, A33), or surrenders whole units to the enemy. The flow asks until no hex is
// over its limit.

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type LegalAction, type SideId } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { unitStep } from '../ourwar/movement.js';
import { canStack, overstacked, stackCost } from '../ourwar/stacking.js';
import { isSide, markOf } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { zocView } from '../ourwar/zoc.js';
import { type EbroVars, hexOf, violation } from './state.js';

type D = Draft<EbroVars>;

/** XI.7 the first hex over its limit (in a fixed order), or null. */
export function firstOverstack(module: GameModule, state: GameState) {
  return overstacked(module, state).find((o) => mapGraph(module).has(o.place)) ?? null;
}

/** XI.7 the side that must resolve the first overstacked hex. */
export const overstackSide = (module: GameModule, state: GameState): SideId =>
  firstOverstack(module, state)?.side ?? state.activeSide;

/** The units of the side in the overstacked hex. */
function unitsThere(module: GameModule, state: GameState, side: string): string[] {
  const o = firstOverstack(module, state);
  if (!o || o.side !== side) return [];
  return state.pieces.filter((p) => p.kind === 'unit' && p.side === side && hexOf(p) === o.place).map((p) => p.id);
}

/** XI.7(a) the adjacent hexes a unit may be moved out to: enterable by it and with room. */
function exits(module: GameModule, state: GameState, id: string): string[] {
  const p = state.pieces.find((x) => x.id === id)!;
  const from = hexOf(p)!;
  const view = zocView(module, state);
  return mapGraph(module)
    .neighbors(from)
    .filter((n) => !('refused' in unitStep(view, p, from, n, p.steps)) && canStack(module, state, [p], n));
}

/** XI.7(a) move a unit out of the overstacked hex into an adjacent one. */
export const leave: Procedure<D, null> = {
  check(module, state, action) {
    const id = str(action.args.piece) ?? '';
    const to = str(action.args.to) ?? '';
    if (!unitsThere(module, state, action.side).includes(id))
      return [violation('overstack.unit', 'XI.7', 'Move out a unit of the overstacked hex', { piece: id })];
    return exits(module, state, id).includes(to)
      ? []
      : [
          violation('overstack.to', 'XI.7', 'The unit moves out to an adjacent hex it may enter, with room', {
            hex: to,
          }),
        ];
  },
  apply(module, d, action) {
    const refused = leave.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const id = str(action.args.piece)!;
    const from = hexOf(d.state.pieces.find((p) => p.id === id)!)!;
    moveTo(d, id, { kind: 'hex', hex: str(action.args.to)! });
    markOf(d.vars, id).act = 'done';
    // A33 as written: the units left in the hex are disorganised
    const left = d.state.pieces.filter((p) => p.kind === 'unit' && p.side === action.side && hexOf(p) === from);
    for (const p of left) markOf(d.vars, p.id).dso = true;
    emit(d, { type: 'overstackLeft', side: action.side, piece: id, from, to: str(action.args.to)! });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const id of unitsThere(module, state, side))
      for (const to of exits(module, state, id)) out.push(act('leave', { piece: id, to }));
    return out;
  },
};

/** XI.7(b) surrender whole units of the overstacked hex to the enemy. */
export const surrender: Procedure<D, null> = {
  check(module, state, action) {
    const ids = strs(action.args.pieces) ?? [];
    const there = new Set(unitsThere(module, state, action.side));
    return ids.length > 0 && ids.every((id) => there.has(id))
      ? []
      : [violation('overstack.unit', 'XI.7', 'Surrender units of the overstacked hex')];
  },
  apply(module, d, action) {
    const refused = surrender.check(module, d.state, action);
    if (refused.length > 0) return refused;
    for (const id of strs(action.args.pieces)!) {
      const p = d.state.pieces.find((x) => x.id === id)!;
      if (isSide(p.side)) d.vars.lost[p.side].levels += p.steps;
      moveTo(d, id, { kind: 'box', box: DEAD_PILE });
      delete d.vars.marks[id];
    }
    emit(d, { type: 'surrendered', side: action.side, pieces: strs(action.args.pieces)! });
    return null;
  },
  list(module, state, side) {
    const o = firstOverstack(module, state);
    if (!o) return [];
    const ids = unitsThere(module, state, side);
    // the fewest units, taken in order, that bring the hex within its limit, and each unit alone
    const out: LegalAction[] = ids.map((id) => act('surrender', { pieces: [id] }));
    let points = o.used;
    const enough: string[] = [];
    for (const id of ids) {
      if (points <= o.limit) break;
      enough.push(id);
      points -= stackCost(module, state.pieces.find((p) => p.id === id)!);
    }
    if (enough.length > 1) out.unshift(act('surrender', { pieces: enough }));
    return out;
  },
};
