// La Batalla del Ebro's drag on the map: where a unit may be dragged now (its legal moves by natural movement, or by
// road when the road toggle is on; boat crossings, rail and motor pool moves are the Orders panel's; a reinforcement
// into each box it may enter; a breakthrough's exploitation; an aircraft rebased), and what a drop sends: the legal
// action for that place, else the move as dropped so the rules refuse it with their reason. Pure.

import type { Answer } from '../../panels/answers.js';
import type { JsonObject, Location, View } from '../../../engine/core/types.js';
import { str, strs } from './words.js';

/** One place a dragged unit may go: its hex (null for a box), its box, what it costs, the action it sends. */
export interface DragMove {
  hex: string | null;
  box: string | null;
  mp: number | null;
  answer: Answer;
}

/** The places a unit may be dragged to now, by the mode asked. */
export function dragMoves(view: View | null, piece: string, road: boolean): DragMove[] {
  const out: DragMove[] = [];
  for (const a of view?.legalActions ?? []) {
    const args: JsonObject = a.args ?? {};
    if (a.verb === 'enter' && args.piece === piece) {
      out.push({ hex: null, box: str(args.box), mp: null, answer: { verb: a.verb, args } });
      continue;
    }
    const moving = a.verb === 'move' || a.verb === 'exploit' || a.verb === 'rebase';
    if (!moving || args.piece !== piece || strs(args.with).length > 0) continue;
    // IX.2.6 rail moves are the Orders panel's (a train and a march may end in the same hex)
    if (args.mode === 'rail' || (args.mode === 'road') !== road) continue;
    const raw = args.to as unknown;
    // A rebase names a hex by its id, or a box.
    const to = (typeof raw === 'string' ? { kind: 'hex', hex: raw } : raw) as Location | undefined;
    if (!to) continue;
    const mp = typeof a.info?.mp === 'number' ? a.info.mp : null;
    out.push({
      hex: to.kind === 'hex' ? to.hex : null,
      box: to.kind === 'box' ? to.box : null,
      mp,
      answer: { verb: a.verb, args },
    });
  }
  return out;
}

/** What a drop at `to` sends: the legal move or entry there, else the move as dropped (refused by the rules); nothing
 *  when put back where it stood. */
export function moveToSend(view: View, piece: string, to: Location, road: boolean): Answer | null {
  const moves = dragMoves(view, piece, road);
  const place = to.kind === 'hex' ? to.hex : to.kind === 'box' ? to.box : null;
  if (place === null) return null;
  // Put back where it stood: nothing to send.
  const now = view.state.pieces.find((p) => p.id === piece)?.at;
  const nowPlace = now?.kind === 'hex' ? now.hex : now?.kind === 'box' ? now.box : null;
  if (now?.kind === to.kind && nowPlace === place) return null;
  const hit = moves.find((m) => (to.kind === 'hex' ? m.hex === place : m.box === place));
  if (hit) return hit.answer;
  if (moves.some((m) => m.answer.verb === 'enter')) {
    return to.kind === 'box' ? { verb: 'enter', args: { piece, box: place } } : null;
  }
  // The verb the unit moves by now (a breakthrough's exploitation, a rebase), else a plain move.
  const verb = moves[0]?.answer.verb ?? 'move';
  const at: JsonObject = to.kind === 'hex' ? { kind: 'hex', hex: place } : { kind: 'box', box: place };
  if (verb === 'rebase') return { verb, args: { piece, to: to.kind === 'hex' ? place : at } };
  return { verb, args: { piece, to: at, ...(road && verb === 'move' ? { mode: 'road' } : {}) } };
}
