// Units that come back or go (XIX.2.5, XX.2.7, XX.1.5-XX.1.6): which eliminated units may be rebuilt and how many
// (one for every three of a type), how many levels of prisoners an exchange gives back and which units may take
// them, and what a withdrawal kept late costs (1 CVP a unit a turn, 2 for a foreign one).

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { defOf, hasFlag, isAir, isBoats, isHQ } from './units.js';

/** XIX.2.5 one unit rebuilt for every this many eliminated of a type ("the two remaining ... definitively"). */
export const REBUILD_RATIO = 3;

/** XIX.2.5 a unit that may be rebuilt by the three-for-one rule: neither motorised, armoured nor artillery (HQs are
 *  reconstituted by VII.5 instead; aircraft and boats are not ground units). */
export function mayRebuild(module: GameModule, piece: Pick<Piece, 'def'>): boolean {
  if (isHQ(module, piece) || isAir(module, piece) || isBoats(module, piece)) return false;
  return !(['motorised', 'armoured', 'artillery'] as const).some((f) => hasFlag(module, piece, f));
}

/** XIX.2.5 how many units of each type (the counter's type) may be rebuilt from these eliminated units. */
export function rebuildQuota(module: GameModule, lost: readonly Pick<Piece, 'def'>[]): Record<string, number> {
  const count: Record<string, number> = {};
  for (const p of lost)
    if (mayRebuild(module, p)) count[defOf(module, p).type] = (count[defOf(module, p).type] ?? 0) + 1;
  const out: Record<string, number> = {};
  for (const [type, n] of Object.entries(count)) if (n >= REBUILD_RATIO) out[type] = Math.floor(n / REBUILD_RATIO);
  return out;
}

/** XX.2.7 the levels of prisoners exchanged: at most half of the levels in the box, fractions rounded up. */
export const exchangeLevels = (levelsInBox: number): number => Math.ceil(Math.max(0, levelsInBox) / 2);

/** XX.2.7 the distance in hexes a unit must keep from every in-supply, organised enemy to recover a level. */
export const EXCHANGE_DISTANCE = 10;

/** XX.2.7 a unit that may recover levels from an exchange: non-motorised infantry that has lost a level. */
export function mayRecover(module: GameModule, piece: Pick<Piece, 'def' | 'steps'>): boolean {
  const d = defOf(module, piece);
  return d.type.includes('infantry') && !hasFlag(module, piece, 'motorised') && piece.steps < d.steps;
}

/** The nationalities the series' volumes give Spanish units (the Ebro's and the series fixtures'); any other is
 *  foreign (XX.1.6). */
const SPANISH = new Set(['spanish-republican', 'nationalist-spanish', 'republican', 'nationalist']);

/** XX.1.6 a foreign unit: not Spanish, or of the Army of Africa save the Legion. */
export function isForeign(module: GameModule, piece: Pick<Piece, 'def'>): boolean {
  if (hasFlag(module, piece, 'legion')) return false;
  return hasFlag(module, piece, 'army-of-africa') || !SPANISH.has(defOf(module, piece).nationality);
}

/** XX.1.5-XX.1.6 the turns a withdrawing unit has to leave the map, counting the turn its withdrawal begins. */
export const WITHDRAWAL_TURNS = 3;

/** XX.1.5-XX.1.6 the CVP the opponent earns for a withdrawing unit still on the map on `turn` (0 within its three
 *  turns; then 1 a turn, 2 for a foreign unit). */
export function lateWithdrawalCvp(module: GameModule, piece: Pick<Piece, 'def'>, from: number, turn: number): number {
  if (turn < from + WITHDRAWAL_TURNS) return 0;
  return isForeign(module, piece) ? 2 : 1;
}
