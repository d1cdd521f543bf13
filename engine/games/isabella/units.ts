// What the rules need to know of a unit: its nationality, type, flags and the factors of the face it shows.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId } from '../../core/types.js';
import { isSealed, known, SEALED } from '../../core/hidden-units.js';
import { unitDef } from '../../core/kit.js';

/** The two sides (1.3, 3.1). */
export const AXIS = 'axis';
export const ALLIED = 'allied';

/** The other side. */
export function enemyOf(side: SideId): SideId {
  return side === AXIS ? ALLIED : AXIS;
}

// The unit definition of a piece's def id: the verb kit's, cached per module.
export { unitDef };

/**
 * The flags a sealed unit's public class decides (hidden.ts): a "+para" class is the two German paratroop
 * regiments, always supplied (11.4), never replaced (10.3) and claiming control at the start (7.7); every other
 * sealed class has none of them. hidden.ts refuses to seal a unit whose flags break this.
 */
export const CLASS_FLAGS: readonly string[] = ['paraRegiment', 'alwaysSupplied', 'neverReplaced'];

/** The public class of a sealed def ("?de+para"): its nationality and whether it is a paratroop regiment. */
export function sealedClass(def: string): { nationality: string; para: boolean } {
  const [nat = '', ...tags] = def.slice(SEALED.length).split('+');
  return { nationality: nat, para: tags.includes('para') };
}

/**
 * Whether the unit's definition carries a flag (alwaysSupplied, paraRegiment, static, neverReplaced...). A sealed
 * unit answers what its class says (CLASS_FLAGS; no sealed unit is static, 12.1) and otherwise is not known here.
 */
export function hasFlag(module: GameModule, piece: Piece, flag: string): boolean {
  if (isSealed(piece)) {
    if (CLASS_FLAGS.includes(flag)) return sealedClass(piece.def).para;
    if (flag === 'static') return false;
    known(piece);
  }
  return unitDef(module, piece.def)?.flags?.includes(flag) ?? false;
}

/** Nationality id: de, fs, us, uk, pt, rs (Canadian units are uk with the 'canadian' flag); a sealed unit's class. */
export function nationality(module: GameModule, piece: Piece): string {
  if (isSealed(piece)) return sealedClass(piece.def).nationality;
  return unitDef(module, piece.def)?.nationality ?? '';
}

/** A unit's full strength in steps (2.10). A sealed unit has never lost a step (only battles, which reveal, take
 *  steps): its steps stand as they are. */
export function fullSteps(module: GameModule, piece: Piece): number {
  if (isSealed(piece)) return piece.steps;
  return unitDef(module, piece.def)?.steps ?? 1;
}

/** The factors of the face the unit shows: reduced when it has lost a step (2.10). Not known for a sealed unit. */
export function factors(module: GameModule, piece: Piece): { attack: number; defense: number; movement: number } {
  const d = unitDef(module, known(piece).def);
  if (!d) return { attack: 0, defense: 0, movement: 0 };
  const face = piece.steps < d.steps && d.reduced ? d.reduced : d.full;
  return { attack: face.attack, defense: face.defense, movement: face.movement };
}

/** 12.5, 2.5: mountain infantry, and every German paratroop unit, pays 1 MP for rough and mountain. */
export function mountainQualified(module: GameModule, piece: Piece): boolean {
  const d = unitDef(module, known(piece).def);
  return d !== undefined && (d.type === 'mountain' || d.type === 'paratroop' || d.mountain === true);
}

/** 12.1: the 1/2GGB static fortress garrison never moves (no sealed class is static: hidden.ts). */
export function isStatic(module: GameModule, piece: Piece): boolean {
  if (isSealed(piece)) return false;
  const d = unitDef(module, piece.def);
  return d !== undefined && (d.type === 'static' || (d.flags?.includes('static') ?? false));
}

/** Ground units (not markers) standing in a hex. */
export function unitsIn(state: GameState, hex: HexId): Piece[] {
  return state.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'hex' && p.at.hex === hex);
}

/** The hex a piece stands in, or undefined when it is off the map. */
export function hexOf(piece: Piece): HexId | undefined {
  return piece.at.kind === 'hex' ? piece.at.hex : undefined;
}
