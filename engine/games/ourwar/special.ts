// The special units' combat rules not met elsewhere (XVIII, XVI.12, XVI.15): guerrillas attacked only when wholly
// surrounded by foot units with an assault factor and moved away on a level loss, fanatics losing the status out of
// supply. The doublings and DRMs of other specialities sit where they apply (combat.ts, shifts.ts, fire.ts).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Verdict } from './combat.js';
import type { OurWarVars } from './state.js';
import { factorsOf, hasFlag, isGround } from './units.js';

const unitsIn = (state: GameState, hex: string): Piece[] =>
  state.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'hex' && p.at.hex === hex);

/** XVI.15 a unit that may close a ring round guerrillas: a non-motorised, non-armoured ground unit with assault. */
export const ringUnit = (module: GameModule, p: Piece): boolean =>
  isGround(module, p) &&
  !hasFlag(module, p, 'motorised') &&
  !hasFlag(module, p, 'armoured') &&
  factorsOf(module, p).assault > 0;

/** XVI.15 / XVIII.2.3 guerrillas may be attacked only when every hex around holds such a unit of the attacker's. */
export function mayAttackGuerrillas(
  module: GameModule,
  state: GameState,
  hex: string,
  attacker: string,
  neighbors: (hex: string) => readonly string[],
): Verdict {
  const defenders = unitsIn(state, hex).filter((p) => p.side !== attacker);
  if (!defenders.some((p) => hasFlag(module, p, 'guerrilla'))) return { ok: true };
  const ringed = neighbors(hex).every((n) => unitsIn(state, n).some((p) => p.side === attacker && ringUnit(module, p)));
  return ringed ? { ok: true } : { ok: false, rule: 'XVI.15', why: 'guerrillas not completely surrounded' };
}

/**
 * XVI.15 / A30 where guerrillas that lost a level move at once: any hex with no unit within six hexes of theirs
 * (further levels of the same result are taken normally). `distance` and `hexes` are the map's.
 */
export function guerrillaRefuges(
  state: GameState,
  from: string,
  hexes: readonly string[],
  distance: (a: string, b: string) => number,
  enterable: (hex: string) => boolean = () => true,
): string[] {
  const taken = new Set(state.pieces.flatMap((p) => (p.kind === 'unit' && p.at.kind === 'hex' ? [p.at.hex] : [])));
  return hexes.filter((h) => h !== from && !taken.has(h) && distance(from, h) <= 6 && enterable(h));
}

/** XVI.12 fanatic status ends at once out of supply: the units that lose it now. */
export function fanaticsOutOfSupply(v: OurWarVars, supplied: (id: string) => boolean): string[] {
  const out: string[] = [];
  for (const [id, m] of Object.entries(v.marks))
    if ((m.fanAtt || m.fanDef) && !supplied(id)) {
      delete m.fanAtt;
      delete m.fanDef;
      out.push(id);
    }
  return out;
}
