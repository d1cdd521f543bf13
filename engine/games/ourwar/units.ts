// What an Our War counter prints (B.9.2, Fig. 4) read from the module's units: a ground unit's fire, range, assault,
// attack/defence, movement and stacking cost; an HQ's defence, movement and stacking on the front and support,
// reorganisation and supply on the back; an air unit's bombardment, ground attack, air-to-air, transport and
// reconnaissance. The counter's kind and specialities are its `type` and `flags` (units.json's vocabulary below).

import { unitDef } from '../../core/kit.js';
import type { GameModule, UnitDef } from '../../core/module.js';
import type { Piece } from '../../core/types.js';

/**
 * The flags units.json uses (B.9.2, XVIII): kinds (motorised, armoured, artillery, air, boats, motor-pool), the
 * specialities doubled in their use (aa, at, mountain, coastal, strike), the formations with rules (army-of-africa,
 * legion, ctv, condor, ib, soviet, shock, militia, coastal-defence, guerrilla, cavalry, naval-infantry), the
 * engineers (engineer, bridge-engineer, fort-engineer), rigid artillery, night specialists, seaplanes, fighters,
 * `defence-only` (attack factor in brackets) and `direct` (assigned directly to an army corps or higher, VII.2.4).
 */
export type Flag =
  | 'motorised'
  | 'armoured'
  | 'artillery'
  | 'air'
  | 'boats'
  | 'motor-pool'
  | 'aa'
  | 'at'
  | 'mountain'
  | 'coastal'
  | 'strike'
  | 'army-of-africa'
  | 'legion'
  | 'ctv'
  | 'condor'
  | 'ib'
  | 'soviet'
  | 'shock'
  | 'militia'
  | 'coastal-defence'
  | 'guerrilla'
  | 'cavalry'
  | 'naval-infantry'
  | 'engineer'
  | 'bridge-engineer'
  | 'fort-engineer'
  | 'rigid'
  | 'night'
  | 'seaplane'
  | 'fighter'
  | 'defence-only'
  | 'direct';

/** One face's printed factors, every one present (0 when the counter prints none). */
export interface Factors {
  /** XIV fire power and its range in hexes (0: adjacent hexes only). */
  fire: number;
  range: number;
  /** XVI.3 assault factor (units that moved into contact). */
  assault: number;
  /** XVI.2 attack factor (0 with `defence-only`: it defends only) and defence factor. */
  attack: number;
  defense: number;
  /** IX movement allowance. */
  mp: number;
  /** XI stacking cost. */
  stack: number;
  /** VII.2 an HQ's back: support factor, reorganisation capacity and range, supply range (MP). */
  support: number;
  reorg: number;
  supply: number;
  /** XII an air unit's bombardment, ground attack, air-to-air, transport (levels) and reconnaissance points. */
  bombard: number;
  groundAttack: number;
  air: number;
  transport: number;
  recon: number;
}

/** The counter of a piece (throws when the module lacks it: the set-up made every piece from a def). */
export function defOf(module: GameModule, piece: Pick<Piece, 'def'>): UnitDef {
  const d = unitDef(module, piece.def);
  if (!d) throw new Error(`No counter "${piece.def}" in the module`);
  return d;
}

/** Whether a piece's counter has a flag. */
export function hasFlag(module: GameModule, piece: Pick<Piece, 'def'>, flag: Flag): boolean {
  return defOf(module, piece).flags?.includes(flag) ?? false;
}

/** E a unit's levels: its steps now (1 or 2). */
export const levelsOf = (piece: Pick<Piece, 'steps'>): number => piece.steps;

/** B.9.2 the factors of the face a piece shows now: the back once it has lost a level (read once per face). */
export function factorsOf(module: GameModule, piece: Pick<Piece, 'def' | 'steps'>): Readonly<Factors> {
  const d = defOf(module, piece);
  const back = piece.steps < d.steps && d.reduced !== undefined;
  let faces = faceFactors.get(d);
  if (!faces) {
    faces = {};
    faceFactors.set(d, faces);
  }
  const key = back ? 'reduced' : 'full';
  let f = faces[key];
  if (!f) {
    f = Object.freeze(readFace(d, back ? d.reduced! : d.full));
    faces[key] = f;
  }
  return f;
}
const faceFactors = new WeakMap<UnitDef, { full?: Readonly<Factors>; reduced?: Readonly<Factors> }>();

/** A face's factors as the counter prints them (0 where it prints none). */
function readFace(d: UnitDef, face: UnitDef['full']): Factors {
  const f = face.factors ?? {};
  const n = (k: string) => f[k] ?? 0;
  return {
    fire: n('fire'),
    range: n('range'),
    assault: n('assault'),
    attack: d.flags?.includes('defence-only') ? 0 : face.attack,
    defense: face.defense,
    mp: face.movement,
    stack: n('stack'),
    support: n('support'),
    reorg: n('reorg'),
    supply: n('supply'),
    bombard: n('bombard'),
    groundAttack: n('groundAttack'),
    air: n('air'),
    transport: n('transport'),
    recon: n('recon'),
  };
}

/** VII an HQ (the counter's type). */
export const isHQ = (module: GameModule, piece: Pick<Piece, 'def'>): boolean => defOf(module, piece).type === 'hq';
/** XII an air unit. */
export const isAir = (module: GameModule, piece: Pick<Piece, 'def'>): boolean => hasFlag(module, piece, 'air');
/** IX.2.7 a boats counter (a crossing that is carried, X.II). */
export const isBoats = (module: GameModule, piece: Pick<Piece, 'def'>): boolean => hasFlag(module, piece, 'boats');
/** A ground unit: neither an air unit nor a boats counter (HQs are ground units). */
export const isGround = (module: GameModule, piece: Pick<Piece, 'def'>): boolean =>
  !isAir(module, piece) && !isBoats(module, piece);

/** D the chain of command's ranks, highest first (an HQ's rank is its counter's size). */
export const RANKS = ['supreme', 'staff', 'army-group', 'army', 'corps', 'division-group', 'division', 'brigade'];

/** D an HQ's rank as a number (higher ranks higher; -1 for a size not in the chain). */
export function rankOf(module: GameModule, piece: Pick<Piece, 'def'>): number {
  const i = RANKS.indexOf(defOf(module, piece).size);
  return i < 0 ? -1 : RANKS.length - i;
}

/** VII.2 the HQ a unit answers to (its counter's `hq`), or null. */
export const hqOf = (module: GameModule, piece: Pick<Piece, 'def'>): string | null => defOf(module, piece).hq ?? null;
