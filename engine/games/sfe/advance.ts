// §9.04 advance after combat: when every defending unit was eliminated or retreated, attacking units may advance into
// the defender's hex, the choice made before any other attack; stacking applies (§5); artillery never advances
// (optional §28.10b); a supply unit may advance with the ground units it is stacked with (§23.22). A regular or major
// fort in the hex is then eliminated (§24.15, forts.ts).

import type { Fighter } from './combat.js';
import { isGround } from './combat.js';

/** §9.04 the defender's hex is vacated: none of its defending ground units is left there. */
export const vacated = (defendersLeftInHex: readonly Pick<Fighter, 'type'>[]): boolean =>
  !defendersLeftInHex.some(isGround);

/** What the advance reads: the units that attacked and survived, the hex, stacking. */
export interface AdvanceBoard {
  /** The surviving attackers (only they may advance). */
  attackers: readonly Fighter[];
  /** Friendly supply units stacked with attackers (§23.22). */
  supply?: readonly Fighter[];
  /** §5 the units fit in the hex's stacking limit. */
  fits(units: readonly Fighter[]): boolean;
  /** Optional §28.10b artillery rules in force. */
  artilleryRules?: boolean;
}

/** §9.04 the reasons an advance of `ids` into the vacated hex is refused ([]: allowed). */
export function advanceProblems(board: AdvanceBoard, ids: readonly string[], defendersLeft: readonly Fighter[]) {
  const out: { rule: string; why: string; piece?: string }[] = [];
  if (!vacated(defendersLeft)) out.push({ rule: '§9.04', why: 'The defenders still hold the hex' });
  const units: Fighter[] = [];
  for (const id of ids) {
    const a = board.attackers.find((u) => u.id === id);
    const s = board.supply?.find((u) => u.id === id);
    if (a) {
      if (board.artilleryRules && a.type === 'artillery')
        out.push({ rule: '§28.10b', why: 'Artillery may not advance', piece: id });
      units.push(a);
    } else if (s) {
      // §23.22 a supply unit goes with the ground units it is stacked with
      if (!ids.some((o) => board.attackers.some((u) => u.id === o && u.hex === s.hex)))
        out.push({ rule: '§23.22', why: 'A supply unit advances only with its stack', piece: id });
      units.push(s);
    } else out.push({ rule: '§9.04', why: 'Only the attackers may advance', piece: id });
  }
  if (units.length > 0 && !board.fits(units)) out.push({ rule: '§5', why: 'The advance would overstack the hex' });
  return out;
}

/** §9.04 the attackers that may advance one by one (each alone fitting, no artillery under §28.10b). */
export const mayAdvance = (board: AdvanceBoard, defendersLeft: readonly Fighter[]): string[] =>
  vacated(defendersLeft)
    ? board.attackers.filter((a) => advanceProblems(board, [a.id], defendersLeft).length === 0).map((a) => a.id)
    : [];
