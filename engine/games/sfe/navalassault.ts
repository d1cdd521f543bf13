// The end of an amphibious assault (§19.44): the units aboard that assaulted a hex this player segment land there
// once the attack has cleared it (debark, navaltransport.ts); if the enemy's ground units still hold it, every
// assaulting unit is eliminated. `debark` into the hex carries out either.

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { eliminate } from './losses.js';
import { bookOf, type ShipBook } from './naval.js';
import { defOf, isGround, type SfeVars, unitsIn } from './state.js';

type D = Draft<SfeVars>;

/** §19.44 whether enemy ground units still hold a hex (the assault did not clear it). */
export const heldAgainst = (module: GameModule, d: D, hex: string, side: string): boolean =>
  unitsIn(d.state, hex).some((u) => u.side !== side && isGround(defOf(module, u)!));

/** †§19.43 whether `units` assaulted `hex` in this player segment (the book's record of the assault). */
export function assaulted(d: D, hex: string, units: readonly string[]): boolean {
  const key = `${d.state.turn}.${d.vars.segment}`;
  return (bookOf(d.vars).assaults ?? []).some(
    (a) => a.hex === hex && a.key === key && units.every((u) => a.units.includes(u)),
  );
}

/** §19.44 the assault failed: every assaulting unit aboard is eliminated, the transport empty of them. */
export function repulse(module: GameModule, d: D, p: Piece, ship: ShipBook, hex: string, units: string[]): void {
  eliminate(module, d, units, '§19.44');
  ship.cargo = (ship.cargo ?? []).filter((id) => !units.includes(id));
  emit(d, { type: 'assaultFailed', side: p.side, piece: p.id, units, hex, rule: '§19.44' });
}
