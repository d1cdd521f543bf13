// Reorganisation (XIX.2.1, phase VIII): one die per disorganised unit, with the HQ's reorganisation factor (one HQ,
// within its range: the command module says which), −1 without an HQ, −2 beside an in-supply enemy (organised, or
// disorganised: −2 as printed, −1 by option A13), −1 at night (II.4.4); 1 or less keeps it disorganised and costs
// a level, 2-3 keeps it disorganised (A13: the printed bands overlap at 1), 4 or more reorganises it.

import type { GameState } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { applyEffects, type LossBoxes, noEffects } from './losses.js';
import type { Mod } from './tables.js';
import { marksOf, type OurWarVars } from './state.js';

/** What a reorganisation roll reads about one unit (the caller computes each). */
export interface ReorgSituation {
  /** VII.2.2 the reorganisation factor of the one HQ helping it, or 0 when none may. */
  hqFactor: number;
  /** XIX.2.1 the worst in-supply enemy adjacent: none, a disorganised one or an organised one. */
  enemy: 'none' | 'dso' | 'organised';
  night: boolean;
}

/** A13 options: −1 instead of −2 beside a disorganised enemy (default: −2 as printed). */
export interface ReorgOptions {
  dsoEnemyMinusOne?: boolean;
}

/** XIX.2.1 the DRMs of one unit's reorganisation roll, itemised (no ±5 cap: A24, attacks only). */
export function reorgDrms(s: ReorgSituation, opts: ReorgOptions = {}): Mod[] {
  const out: Mod[] = [];
  if (s.hqFactor > 0) out.push({ rule: 'VII.2.2', why: "HQ's reorganisation factor", value: s.hqFactor });
  else out.push({ rule: 'XIX.2.1', why: 'no HQ helps', value: -1 });
  if (s.enemy === 'organised') out.push({ rule: 'XIX.2.1', why: 'organised enemy adjacent', value: -2 });
  if (s.enemy === 'dso')
    out.push({ rule: 'XIX.2.1', why: 'disorganised enemy adjacent', value: opts.dsoEnemyMinusOne ? -1 : -2 });
  if (s.night) out.push({ rule: 'II.4.4', why: 'night turn', value: -1 });
  return out;
}

/** XIX.2.1 the outcome of a modified roll. */
export type ReorgResult = 'reorganised' | 'disorganised' | 'loses-level';

/** XIX.2.1 the bands: ≤1 a level lost (still disorganised), 2-3 still disorganised, ≥4 reorganised. */
export const reorgBand = (modified: number): ReorgResult =>
  modified >= 4 ? 'reorganised' : modified <= 1 ? 'loses-level' : 'disorganised';

/** XIX.2.1 one unit's reorganisation: the roll, its DRMs, the modified total and the result. */
export function reorganise(roll: number, s: ReorgSituation, opts: ReorgOptions = {}) {
  const drms = reorgDrms(s, opts);
  const modified = roll + drms.reduce((a, m) => a + m.value, 0);
  return { roll, drms, modified, result: reorgBand(modified) };
}

/**
 * VII.2.2 / A6 the one HQ whose factor helps: among the HQs that may (in supply, not spent, in range, the unit's
 * chain: the caller's list of factors), the best.
 */
export const bestHqFactor = (factors: readonly number[]): number => Math.max(0, ...factors);

/** XIX.2.1 the worst in-supply enemy adjacent to a hex: organised, else disorganised, else none. */
export function enemyNear(
  state: GameState,
  hex: string,
  side: string,
  neighbors: (hex: string) => readonly string[],
  supplied: (id: string) => boolean,
): ReorgSituation['enemy'] {
  const v = state.vars as unknown as OurWarVars;
  const around = new Set(neighbors(hex));
  const enemies = state.pieces.filter(
    (p) => p.kind === 'unit' && p.side !== side && p.at.kind === 'hex' && around.has(p.at.hex) && supplied(p.id),
  );
  if (enemies.some((p) => !marksOf(v, p.id).dso)) return 'organised';
  return enemies.length > 0 ? 'dso' : 'none';
}

/** XIX.2.1 a result carried out on a draft: reorganised clears the marker, a lost level goes through the losses. */
export function applyReorganisation(d: Draft<OurWarVars>, id: string, result: ReorgResult, boxes: LossBoxes): void {
  if (result === 'reorganised') {
    const m = d.vars.marks[id];
    if (m) delete m.dso;
    return;
  }
  if (result === 'disorganised') return;
  const p = d.state.pieces.find((x) => x.id === id);
  if (!p) throw new Error(`No piece "${id}"`);
  const fx = noEffects();
  fx.levels[id] = 1;
  if (p.steps <= 1) fx.eliminated.push(id);
  applyEffects(d, fx, boxes);
}
