// The chain of command after an HQ is lost (VII.3-VII.5): on the turn an HQ is destroyed or captured its units may
// draw on no HQ above it (they are independent unless they trace supply another way); from the next turn they
// answer to the HQ immediately above, until the HQ, reconstituted, is back within its reorganisation range of one
// of them (VII.5). The series' supply and command read a unit's HQ through `commandingHq`.

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { boxesOf } from './boxes.js';
import { ourWarOf } from './state.js';
import { hasFlag, hqOf } from './units.js';

/** Where an HQ stands: in command, lost this turn (VII.3), lost before, rejoining (VII.5), not in play. */
export type HqStanding = 'commands' | 'lost-this-turn' | 'lost' | 'rejoining' | 'absent';

/** VII.3-VII.5 the standing of an HQ's piece in a position. */
export function hqStanding(module: GameModule, state: GameState, hq: Piece): HqStanding {
  const v = ourWarOf(state);
  if (hq.at.kind === 'box' && hq.at.box === DEAD_PILE)
    return v.fallen?.[hq.id]?.turn === state.turn ? 'lost-this-turn' : 'lost';
  const inPlay = hq.at.kind === 'hex' || (hq.at.kind === 'box' && boxesOf(module, state)[hq.at.box] !== undefined);
  if (!inPlay) return 'absent';
  return v.rejoining?.includes(hq.id) ? 'rejoining' : 'commands';
}

/**
 * VII.2, VII.3-VII.5 the piece of the HQ a unit answers to now (its counter's hq, a piece id or a counter id): the
 * HQ itself when it commands; the next one up when it was lost on an earlier turn or is still rejoining; none on the
 * turn it was lost (VII.3: "supply may not be traced to the HQ immediately superior") or when it is not in play.
 */
export function commandingHq(module: GameModule, state: GameState, p: Pick<Piece, 'def'>): Piece | null {
  return walk(module, state, p).hq;
}

/** VII.3 a unit independent this turn: an HQ in its chain was lost this turn before any HQ that commands (it may be
 *  supported, helped to reorganise or supplied by no HQ, unless directly assigned, VII.2.4). */
export function independent(module: GameModule, state: GameState, p: Pick<Piece, 'def'>): boolean {
  return walk(module, state, p).stop === 'lost-this-turn' && !hasFlag(module, p, 'direct');
}

/** Up the chain of command from a unit: the first HQ that commands, or where the walk stopped. */
function walk(module: GameModule, state: GameState, p: Pick<Piece, 'def'>): { hq: Piece | null; stop?: HqStanding } {
  const seen = new Set<string>();
  for (let ref = hqOf(module, p); ref && !seen.has(ref); ) {
    seen.add(ref);
    const hq = state.pieces.find((x) => x.id === ref) ?? state.pieces.find((x) => x.def === ref);
    if (!hq) return { hq: null };
    const standing = hqStanding(module, state, hq);
    if (standing === 'commands') return { hq };
    if (standing === 'lost-this-turn' || standing === 'absent') return { hq: null, stop: standing };
    ref = hqOf(module, hq);
  }
  return { hq: null };
}
