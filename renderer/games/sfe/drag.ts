// The Struggle for Europe's drag on the map: where a unit may be dragged now (its legal moves by ground or
// strategic movement, §7, §26; by rail when the Orders panel's toggle is on, §8; its exploitation moves in the
// Exploitation Phase, §11), and what a drop sends: the legal action for that hex, else the move as dropped so the
// rules refuse it with their reason (enforced play) or carry it out by hand (advisory and honor play, in any phase
// of a game not over). Pure.

import type { JsonObject, Location, View } from '../../../engine/core/types.js';
import { str } from './logwords.js';

/** One hex a dragged unit may go to: what it costs, the action it sends. */
export interface DragMove {
  hex: string;
  mp: number | null;
  answer: { verb: string; args: JsonObject };
}

/** The verbs a drag answers, by the rail toggle. */
const verbsOf = (rail: boolean): readonly string[] => (rail ? ['rail'] : ['move', 'exploit']);

/** The hexes a unit may be dragged to now (a plain move before a strategic one, a plain rail move before an
 *  extended one). */
export function dragMoves(view: View | null, piece: string, rail: boolean): DragMove[] {
  const verbs = verbsOf(rail);
  const byHex = new Map<string, DragMove>();
  for (const a of view?.legalActions ?? []) {
    const args = a.args ?? {};
    if (!verbs.includes(a.verb) || str(args.piece) !== piece) continue;
    const hex = str(args.to);
    // §26 strategic movement and §8.03 extended rail are taken only where nothing plainer reaches
    const plain = args.sm !== 'yes' && args.extended !== 'yes';
    if (byHex.has(hex) && !plain) continue;
    const mp = typeof a.info?.mp === 'number' ? a.info.mp : null;
    byHex.set(hex, { hex, mp, answer: { verb: a.verb, args } });
  }
  return [...byHex.values()];
}

/** The verb a unit would move by now: its phase's (exploit in the Exploitation Phase), rail with the toggle on;
 *  in advisory and honor play, where the rules allow none, the move by hand (§7.0, the engine's byhand.ts). */
function verbNow(view: View, rail: boolean): string | null {
  const legal = (verb: string) => view.legalActions.some((a) => a.verb === verb);
  if (rail && legal('rail')) return 'rail';
  if (!rail && legal('exploit')) return 'exploit';
  if (!rail && legal('move')) return 'move';
  return byHandVerb(view, rail);
}

/** §7.0 the verb of a counter moved by hand (advisory and honor play, the game not over): an exploitation move
 *  in the Exploitation Phase, a rail move with the toggle on in the Movement Phase, else a move. */
function byHandVerb(view: View, rail: boolean): string | null {
  if (view.state.mode === 'enforced' || view.toAct.length === 0) return null;
  const phase = (view.state.vars as { phase?: unknown }).phase;
  if (phase === 'exploitation') return 'exploit';
  return rail && phase === 'movement' ? 'rail' : 'move';
}

/** Whether the game takes the drag of this unit: it is the side's and units move now. */
export function takesDrag(view: View, piece: string, rail: boolean): boolean {
  const p = view.state.pieces.find((x) => x.id === piece);
  return !!p && p.side === view.side && p.at.kind === 'hex' && verbNow(view, rail) !== null;
}

/** What a drop at `to` sends: the legal action there, else the move as dropped (the rules say why not); nothing
 *  when put back where it stood or dropped off the map. */
export function moveToSend(view: View, piece: string, to: Location, rail: boolean): DragMove['answer'] | null {
  if (to.kind !== 'hex') return null;
  const now = view.state.pieces.find((p) => p.id === piece)?.at;
  if (now?.kind === 'hex' && now.hex === to.hex) return null;
  const hit = dragMoves(view, piece, rail).find((m) => m.hex === to.hex);
  if (hit) return hit.answer;
  const verb = verbNow(view, rail);
  return verb ? { verb, args: { piece, to: to.hex } } : null;
}
