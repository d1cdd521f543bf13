// The modes of play (the core's apply.ts): enforced play refuses a move the rules forbid; advisory play carries it
// out and the log entry records the broken rule; honor play carries it out and checks nothing. Here a move, a rail
// move or an exploitation move the rules forbid (§7.0, §7.1, §7.2, §8.01-§8.04, §11.01) is carried out by hand: the
// unit is put on the hex it was dropped on, as if it had spent every MP it had this phase, and the log says so (a
// `byHand` event naming the verb). A rail move by hand still takes the rail capacity it uses (§8.03), up to what is
// left; what it needs beyond that the log says (a `railOverCapacity` event). Only what cannot be done at all is
// refused in every mode: no ground unit of the side on the map, a hex off the map or in the sea, a hex the enemy's
// units hold, a game over.

import { str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Piece, Violation } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { availableMp, movesOnGround } from './movement.js';
import { railCorps } from './rail.js';
import { defOf, hexOf, isGround, type SfeVars, type Side, unitsIn, varsOf, violation } from './state.js';
import { isLand } from './terrain.js';
import { controlAlong } from './zoc.js';

type D = Draft<SfeVars>;

/** The verbs a unit may be moved by hand with. */
export type MoveVerb = 'move' | 'rail' | 'exploit';

/** §7.0 why a unit cannot be put on a hex even by hand: not the side's ground unit on the map, no such land hex,
 *  or a hex the enemy's units hold (§6.0: units of both sides never share a hex). */
export function impossibleMove(module: GameModule, state: GameState, action: Action): Violation[] {
  // §8.8 a game over is over in every mode
  if (varsOf(state).step === 'over') return [violation('over', '8.8', 'The game is over')];
  const id = str(action.args.piece) ?? '';
  const p = state.pieces.find((x) => x.id === id);
  if (!p || p.side !== action.side || !hexOf(p) || !movesOnGround(defOf(module, p)))
    return [violation('move.unit', '7.0', 'That unit may not move now', { piece: id })];
  const to = str(action.args.to) ?? '';
  if (!isLand(module, to)) return [violation('move.reach', '7.1', 'No such land hex on the map', { piece: id, to })];
  if (unitsIn(state, to).some((x) => x.side !== p.side))
    return [violation('move.reach', '6.0', "The enemy's units hold that hex", { piece: id, to })];
  return [];
}

/**
 * §7.1 carry out by hand (advisory and honor play) a move the rules forbid: the unit put on the hex, its MPs of
 * the Movement or Exploitation Phase spent (it ends its move there; a rail move counts as one), the hex its side's
 * (§6.2), the log's `byHand` event; or why it cannot be done at all. Outside those phases (the Reinforcement Phase,
 * say) the unit is only set where it was put: the MPs it will have belong to its Movement Phase.
 */
export function moveByHand(module: GameModule, d: D, action: Action, verb: MoveVerb): Violation[] | null {
  const no = impossibleMove(module, d.state, action);
  if (no.length > 0) return no;
  const p = d.state.pieces.find((x) => x.id === action.args.piece)!;
  const to = String(action.args.to);
  const from = hexOf(p)!;
  spendAll(module, d, p, verb === 'rail');
  moveTo(d, p.id, { kind: 'hex', hex: to });
  const def = defOf(module, p)!;
  if (isGround(def)) controlAlong(d.vars, p.side as Side, [to]);
  emit(d, { type: 'byHand', side: p.side ?? '', pieces: [p.id], verb, from, to });
  if (verb === 'rail') railByHand(d, p.side as Side, p.id, railCorps(def, p));
  return null;
}

/** §7.1 a unit moved by hand in the Movement or Exploitation Phase has spent every MP it had there (a rail move
 *  counts as one); in another phase its MPs are those of its next Movement Phase, untouched. */
export function spendAll(module: GameModule, d: D, p: Piece, rail = false): void {
  const phase = d.vars.phase;
  if (phase !== 'movement' && phase !== 'exploitation') return;
  const m = d.vars.moved[p.id] ?? { mp: 0 };
  m.mp = Math.max(m.mp, availableMp(module, d.vars, p));
  m.done = true;
  if (rail) m.rail = true;
  d.vars.moved[p.id] = m;
}

/** §6.0 why `side`'s units `ids` cannot be put in `hex` even by hand: not all the side's units on the map, no such
 *  land hex, or the enemy's units hold it (`but`: units leaving it, as an overrun's defenders); null: they can. */
export function cannotPut(
  state: GameState,
  module: GameModule,
  side: string,
  ids: readonly string[],
  hex: string,
  but: readonly string[] = [],
): 'units' | 'hex' | 'enemy' | null {
  const ps = ids.map((id) => state.pieces.find((x) => x.id === id));
  if (ps.length === 0 || ps.some((p) => !p || p.side !== side || !hexOf(p))) return 'units';
  if (!isLand(module, hex)) return 'hex';
  return unitsIn(state, hex).some((x) => x.side !== side && !but.includes(x.id)) ? 'enemy' : null;
}

/** §8.03 a rail move by hand takes the rail capacity it uses, up to what the side has left this turn (the capacity
 *  is never counted over: enforced play's invariant); what it needs beyond that the log says. */
function railByHand(d: D, side: Side, piece: string, corps: number): void {
  const capacity = d.vars.railCapacity[side] ?? 0;
  const wanted = d.vars.railUsed + corps;
  d.vars.railUsed = Math.min(capacity, wanted);
  if (wanted > capacity) emit(d, { type: 'railOverCapacity', side, piece, corps, used: wanted, capacity });
}
