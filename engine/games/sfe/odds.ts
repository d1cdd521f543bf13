// §9.01 odds and the net DRM: each unit's effective attack is its printed attack times every multiplier that
// applies to it (terrain and hexside, supply, amphibious assault...), keeping fractions; the odds are the total
// attack over the total defence rounded down to a column, in the defender's favour below 1-1 (§9.03: 4 vs 10 is
// 1-3); the net DRM is the sum of every DRM that applies. Air support adds at most each supported unit's own
// effective attack (§16.12).

import { computeOdds, type Odds, placeOnColumns } from '../../systems/combat/odds.js';
import type { Crt } from '../../systems/combat/crt.js';

/** §9.01 one multiplier of a unit's attack (×½ river, ×½ major city...), with its reason and rule. */
export interface Multiplier {
  factor: number;
  reason: string;
  rule: string;
}

/** §9.01 one die roll modifier, + for the attacker, − for the defender, with its reason and rule. */
export interface Drm {
  amount: number;
  reason: string;
  rule: string;
}

/** §9.01 the effective attack of one unit: its printed attack times all its multipliers, fractions kept. */
export const effectiveAttack = (printed: number, multipliers: readonly Multiplier[]): number =>
  multipliers.reduce((f, m) => f * m.factor, printed);

/** §9.01 the net DRM: the sum of every applicable DRM. */
export const netDrm = (drms: readonly Drm[]): number => drms.reduce((s, d) => s + d.amount, 0);

/** §9.01 the odds of a combat on the chart: rounded down, in the defender's favour, and the column read. */
export interface CombatOdds {
  odds: Odds;
  /** The column read; null when the odds fall below the chart's lowest column (no such attack). */
  column: string | null;
  /** The odds are 1-1 or better (§10.01 EX reads the side that is wiped out by this). */
  atLeastEven: boolean;
}

/** §9.01 total attack against total defence on the chart's columns (above the highest column: the highest). */
export function combatOdds(crt: Crt, attack: number, defence: number): CombatOdds {
  const odds = computeOdds(attack, defence, 'defender', '-');
  const i = placeOnColumns(
    odds,
    crt.columns.map((c) => c.ratio),
  );
  const column = i < 0 ? null : crt.columns[Math.min(i, crt.columns.length - 1)]!.label;
  return { odds, column, atLeastEven: attack >= defence && defence >= 0 };
}

/** §9.03 the lowest odds an attack of an attrition attack may have: every defender attacked at 1-6 or better. */
export const ATTRITION_FLOOR = 1 / 6;

/** §9.03 whether odds reach 1-6 (every part of an attrition attack must). */
export const reachesAttritionFloor = (attack: number, defence: number): boolean =>
  defence === 0 || attack / defence >= ATTRITION_FLOOR - 1e-9;

/** §16.12 one supported unit's share of air support: the bombing factors added, at most its effective attack. */
export const airSupportAdded = (effectiveGround: number, bombing: number): number =>
  Math.max(0, Math.min(bombing, effectiveGround));

/** §9.01, §16.12 a combat's total attack: the effective ground attack plus air support (each share capped). */
export function totalAttack(units: readonly { effective: number; air?: number }[]): number {
  return units.reduce((s, u) => s + u.effective + airSupportAdded(u.effective, u.air ?? 0), 0);
}
