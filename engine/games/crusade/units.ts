// Reading a Crusade counter (§2.2.1): units.json stores the Combat Factor as `attack`, the Loss Factor as
// `defense` and the Movement Factor as `movement` (the module schema's names), on the full and reduced faces.

import type { GameModule, UnitFace } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { unitDef } from '../../core/kit.js';
import type { NfRegion } from './geo.js';

/** The counter a piece is printed from (engine/core/kit.ts). */
export { unitDef };

/** The face a unit shows now: full, or reduced once it has lost a step. */
export function faceOf(module: GameModule, p: Piece): UnitFace {
  const u = unitDef(module, p.def);
  if (!u) throw new Error(`No unit "${p.def}"`);
  return p.steps < u.steps && u.reduced ? u.reduced : u.full;
}

/** §2.2.1 Combat Factor, Loss Factor and Movement Factor of the face shown. */
export const cf = (module: GameModule, p: Piece): number => faceOf(module, p).attack;
export const lf = (module: GameModule, p: Piece): number => faceOf(module, p).defense;
export const mf = (module: GameModule, p: Piece): number => faceOf(module, p).movement;

/** §2.2.1 corps-sized (⅝" counters) or division-sized. */
export const isCorps = (module: GameModule, p: Piece): boolean => unitDef(module, p.def)?.size === 'corps';

/** Whether the unit shows its reduced face. */
export const isReduced = (module: GameModule, p: Piece): boolean => p.steps < (unitDef(module, p.def)?.steps ?? 1);

/** The unit type (§2.6: INF, MIL, CAV, POL, AFR, RPA, A.C., INT, ITA, CTV, T-26, CV-33, PZ-I, INS). */
export const unitType = (module: GameModule, p: Piece): string => unitDef(module, p.def)?.type ?? '';

/** A game tag of the counter (`region:AST`, `faction:CNT`, `militia`, `armor`...). */
export const hasFlag = (module: GameModule, p: Piece, flag: string): boolean =>
  unitDef(module, p.def)?.flags?.includes(flag) ?? false;

/** §16.4.2 a Regional unit's region tag → the map's Northern Front region. */
export const REGION: Readonly<Record<string, NfRegion>> = { AST: 'asturias', SAN: 'santander', BAS: 'basque' };

/** §16.4.2 a Regional unit's home region (asturias, santander, basque), or null. */
export function regionOf(module: GameModule, p: Piece): NfRegion | null {
  const tag = unitDef(module, p.def)?.flags?.find((f) => f.startsWith('region:'));
  return tag ? (REGION[tag.slice(7)] ?? null) : null;
}
