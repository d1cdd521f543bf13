// The scripted Ebro player's movement segment (VI.4, IX) and breakthrough moves (XVI.9): each unit not yet moved
// goes where it gains most toward its side's aims (policy-aims.ts), the Republic's across the river by boat
// (IX.2.7) toward Gandesa and the objectives, the Nationalists' to their threatened objectives and the
// bridgehead; a gun or HQ never into contact. The last guard of an objective stays; units out of supply that must
// move toward it (IX.4.9) move first.

import type { BotInput, Decision } from '../../ai/bot.js';
import { best, offered, take } from '../../ai/policykit.js';
import { stateOfView } from '../../ai/viewstate.js';
import type { LegalAction, Piece, View } from '../../core/types.js';
import { mapGraph } from '../ourwar/terrain.js';
import { hexOf } from './state.js';
import { mustMove } from './moves.js';
import { aims, enemyGround, farness, marcher, pieceOf, supportUnit, toHex } from './policy-aims.js';

/** The least gain (in hexes nearer the aims) worth a move. */
const MIN_GAIN = 1;

/** The hexes next to an enemy ground unit. */
function contactHexes(input: BotInput): Set<string> {
  const graph = mapGraph(input.module);
  const out = new Set<string>();
  for (const p of enemyGround(input.module, input.view)) for (const n of graph.neighbors(hexOf(p)!)) out.add(n);
  return out;
}

/** A move's gain toward the aims for its unit (its boatload's lead), -Infinity when the unit should not make it. */
function gainOf(input: BotInput, far: (hex: string) => number, contact: Set<string>) {
  const { module, view } = input;
  return (a: LegalAction, any = false): number => {
    const p = pieceOf(view, a.args!.piece);
    const to = toHex(a);
    if (!p || !to || (!any && !marcher(module, view, p))) return Number.NEGATIVE_INFINITY;
    const from = hexOf(p);
    if (from === null) return Number.NEGATIVE_INFINITY;
    if (supportUnit(module, p) && contact.has(to)) return Number.NEGATIVE_INFINITY;
    // a boatload carries more units: a small preference for it among equal gains
    const load = Array.isArray(a.args!.with) ? (a.args!.with as unknown[]).length / 100 : 0;
    return far(from) - far(to) + load;
  };
}

/** The reason of a move toward the aims: the hex it goes to and how far the nearest aim is then. */
function moveReason(view: View, a: LegalAction, verb: 'movesToward' | 'crossesToward' | 'exploitsToward'): Decision {
  const carried = Array.isArray(a.args!.with) && (a.args!.with as unknown[]).length > 0;
  const id = verb === 'movesToward' && carried ? 'crossesToward' : verb;
  const params = { piece: String(a.args!.piece), hex: toHex(a) ?? '' };
  if (id === 'crossesToward') return take(view, a, 'bot.ebro.crossesToward', params);
  if (id === 'exploitsToward') return take(view, a, 'bot.ebro.exploitsToward', params);
  return take(view, a, 'bot.ebro.movesToward', params);
}

/** VI.4 the movement segment: IX.4.9 a unit cut off moves toward supply first; then the best move toward the aims;
 *  then the segment's end. */
export function moveDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const moves = offered(view, 'move');
  const far = farness(module, aims(module, view));
  const gain = gainOf(input, far, contactHexes(input));
  if (offered(view, 'done').length === 0) {
    const cut = new Set(mustMove(module, stateOfView(view, input.random), view.side));
    const m = best(
      moves.filter((a) => cut.has(String(a.args!.piece))),
      (a) => gain(a, true),
    );
    if (m) return take(view, m, 'bot.ebro.towardSupply', { piece: String(m.args!.piece), hex: toHex(m) ?? '' });
  }
  const m = best(moves, (a) => gain(a), MIN_GAIN - 0.001);
  if (m) return moveReason(view, m, 'movesToward');
  const done = offered(view, 'done')[0];
  return done ? take(view, done, 'bot.ebro.endsMovement') : null;
}

/** XVI.9 a breakthrough: the marked unit that gains most moves on toward the aims (never a gun or HQ into contact). */
export function exploitDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const far = farness(module, aims(module, view));
  const contact = contactHexes(input);
  const score = (a: LegalAction): number => {
    const p: Piece | undefined = pieceOf(view, a.args!.piece);
    const to = toHex(a);
    const from = p ? hexOf(p) : null;
    if (!p || !to || from === null || (supportUnit(module, p) && contact.has(to))) return Number.NEGATIVE_INFINITY;
    return far(from) - far(to);
  };
  const m = best(offered(view, 'exploit'), score, MIN_GAIN - 0.001);
  return m ? moveReason(view, m, 'exploitsToward') : null;
}
