// Eliminated units (2.10, 10.3): the replacement delay roll, the turn of return on the Turn Track or the dead
// pile for good, and what happens to Patton when his corps is eliminated (5.12).

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, REINFORCEMENTS } from '../../core/types.js';
import { emit, moveTo, pieceOf, roll, setPiece, type Draft } from './draft.js';
import { fullSteps, hasFlag } from './units.js';

/** The last turn of the campaign (1.2, 4.4). */
export const LAST_TURN = 10;

/** How the unit was eliminated, for the replacement delay (10.3). */
export interface EliminationCause {
  /** It was out of supply when eliminated. */
  oos: boolean;
  /** It was defending against a concentric attack (13.13). */
  concentric: boolean;
}

/**
 * 10.3: a unit eliminated in combat rolls at once for its return: the roll itself when it was OOS or defending
 * against a concentric attack, else the roll halved (rounded up); it returns in that many turns, at full
 * strength, unless that is after Turn 10 or it is never replaced (the paratroop regiments, the 1/2GGB).
 */
export function eliminate(module: GameModule, d: Draft, id: string, cause: EliminationCause): void {
  const piece = pieceOf(d, id);
  const full = fullSteps(module, piece);
  const never = hasFlag(module, piece, 'neverReplaced');
  let returns: number | null = null;
  if (!never) {
    const [die] = roll(d, 1, 'replacement', piece.side, '10.3');
    const delay = cause.oos || cause.concentric ? die! : Math.ceil(die! / 2);
    const turn = d.state.turn + delay;
    if (turn <= LAST_TURN) returns = turn;
  }
  const at =
    returns === null
      ? ({ kind: 'box', box: DEAD_PILE } as const)
      : ({ kind: 'box', box: REINFORCEMENTS, index: returns } as const);
  moveTo(d, id, at);
  setPiece(d, id, { steps: full, disrupted: false });
  emit(d, { type: 'eliminated', piece: id, returns, rule: '10.3' });
  pattonAfter(d, id, returns);
}

/** 5.12: Patton's corps eliminated: after its replacement roll, roll for him: 1-3 KIA, 4-6 returns with it. */
function pattonAfter(d: Draft, id: string, returns: number | null): void {
  const patton = d.vars.patton;
  if (patton.state !== 'on' || patton.piece !== id) return;
  const [die] = roll(d, 1, 'patton-fate', 'allied', '5.12');
  const survives = die! >= 4 && returns !== null;
  d.vars.patton = survives ? { state: 'away', piece: id } : { state: 'kia', piece: null };
  const marker = d.state.pieces.find((p) => p.def === 'patton' && p.at.kind === 'hex');
  if (marker)
    moveTo(d, marker.id, {
      kind: 'box',
      box: survives ? REINFORCEMENTS : DEAD_PILE,
      ...(survives ? { index: returns! } : {}),
    });
  emit(d, { type: survives ? 'patton-survives' : 'patton-kia', piece: id, rule: '5.12' });
}

/** 2.10: one step lost: a two-step unit shows its reduced face; a one-step or reduced unit is eliminated. */
export function loseStep(module: GameModule, d: Draft, id: string, cause: EliminationCause): 'reduced' | 'eliminated' {
  const piece = pieceOf(d, id);
  if (piece.steps > 1) {
    setPiece(d, id, { steps: piece.steps - 1 });
    emit(d, { type: 'reduced', piece: id, rule: '2.10' });
    return 'reduced';
  }
  eliminate(module, d, id, cause);
  return 'eliminated';
}
