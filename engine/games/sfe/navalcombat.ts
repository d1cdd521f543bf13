// Naval combat (§20): the rounds and who fires in them (§20.01(3)), the column of the combined surface factors and
// the Fire Effectiveness Chart's DRMs the book's example shows (§20.01(4)), the few cells of the Naval Combat Results
// Table it prints, and the results on a counter's sides (§20.02). The book prints neither the Naval CRT nor the
// Fire Effectiveness Chart (digest §7.9, [MISSING]): the engine rolls the dice and names the column and the
// modified roll; a cell the book prints is applied at once, any other is read off the players' chart and recorded.

import type { Provenance, UnitDef } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { type Damage, reduced, typeOf } from './naval.js';

/** §20.01(3) the types that may fire in each round. */
export const ROUND_TYPES: Readonly<Record<1 | 2 | 3, readonly string[] | 'all'>> = {
  1: ['BB', 'BC', 'PB'],
  2: ['BB', 'BC', 'PB', 'CD', 'CA', 'CL'],
  3: 'all',
};

/** §20.01(3) whether a type may fire in a round (transports never: §3.35). */
export function firesIn(type: string, round: 1 | 2 | 3): boolean {
  if (type === 'TT') return false;
  const t = ROUND_TYPES[round];
  return t === 'all' || t.includes(type);
}

/** The Naval CRT's columns by combined surface factors: "7-12" and "13-20" are the book's (§20 example), the
 *  bands below and above reconstructed by widening each band as the two printed ones do. */
export const SURFACE_COLUMNS: readonly { label: string; from: number; to: number }[] = [
  { label: '1-2', from: 1, to: 2 },
  { label: '3-6', from: 3, to: 6 },
  { label: '7-12', from: 7, to: 12 },
  { label: '13-20', from: 13, to: 20 },
  { label: '21-30', from: 21, to: 30 },
  { label: '31-44', from: 31, to: 44 },
  { label: '45+', from: 45, to: Number.POSITIVE_INFINITY },
];

/** Where the columns below and above the book's two come from. */
export const COLUMNS_PROV: Provenance = {
  source: 'reconstructed',
  reason: 'The Naval CRT is not in the rulebook text (digest §7.9); only its 7-12 and 13-20 columns are named',
};

/** §20.01(4) the column of a combined surface factor (null: no factor to fire with). */
export const surfaceColumn = (factors: number): string | null =>
  SURFACE_COLUMNS.find((c) => factors >= c.from && factors <= c.to)?.label ?? null;

/** §20.02 a result of the Naval CRT: S, D, two letters (full side, reduced side), or a miss. */
export type NavalResult = 'S' | 'D' | 'SS' | 'SD' | 'DS' | 'DD' | 'miss';

/** The results of the Naval CRT the book's examples print (§20, "Overall example of naval combat"; §19). */
const CELLS: readonly { column: string; roll: number; result: NavalResult }[] = [
  { column: '13-20', roll: 7, result: 'miss' },
  { column: '13-20', roll: 8, result: 'D' },
  { column: '7-12', roll: 12, result: 'DD' },
  // §19 air/naval example: the London bomber's 11 on column B flips the transport (T19); the two Lille bombers'
  // 4, 9 and 9 on column B damage the battleship twice (T21)
  { column: 'B', roll: 11, result: 'S' },
  { column: 'B', roll: 9, result: 'D' },
  { column: 'B', roll: 4, result: 'miss' },
];

/** §20.01(4) the printed result at a column and modified roll, or null where the book prints none. */
export const printedCell = (column: string, roll: number): NavalResult | null =>
  CELLS.find((c) => c.column === column && c.roll === roll)?.result ?? null;

/**
 * §20.01(4) the Fire Effectiveness DRM of one firing type against a protection rating (1 = A … 6 = F) in a round:
 * a BB gets +1 against C or worse and +1 in Round 2 (the §20 example: 0 against B, +1 against C, +2 both). The
 * chart's other rows are not in the book (0 here, the players' chart decides).
 */
export function fireDrm(type: string, protection: number, round: 1 | 2 | 3): number {
  if (type !== 'BB') return 0;
  return (protection >= 3 ? 1 : 0) + (round === 2 ? 1 : 0);
}

/** §20.01(4) ships of several types firing together take the least favourable DRM; §20.03(5) +1 on a target at sea
 *  whose side up is damaged (a full two-sided counter only when both are). */
export function combinedDrm(types: readonly string[], protection: number, round: 1 | 2 | 3, bonus: boolean): number {
  const drm = Math.min(...types.map((t) => fireDrm(t, protection, round)));
  return (Number.isFinite(drm) ? drm : 0) + (bonus ? 1 : 0);
}

/** What a result leaves of a counter: its steps (0: sunk and removed) and its Damaged markers. */
export interface Hit {
  steps: number;
  damage: Damage;
}

/**
 * §20.02 a result on a counter: S sinks the side it strikes (a full side flips, a reduced or one-sided counter is
 * removed); D damages it, or sinks it if already damaged. On a full two-sided counter the first letter strikes the
 * full side, the second the reduced side; on a reduced or one-sided counter any double result sinks it.
 */
export function hit(def: UnitDef, p: Pick<Piece, 'steps'>, dmg: Damage, result: NavalResult): Hit {
  if (result === 'miss') return { steps: p.steps, damage: dmg };
  const whole = !!def.reduced && !reduced(def, p);
  if (!whole) {
    const key: keyof Damage = def.reduced ? 'back' : 'front';
    if (result.length === 2 || result === 'S' || dmg[key]) return { steps: 0, damage: {} };
    return { steps: p.steps, damage: { ...dmg, [key]: true } };
  }
  // the full side
  const [first, second] = [result[0], result[1]];
  let steps = p.steps;
  let damage: Damage = { ...dmg };
  if (first === 'S' || dmg.front) {
    steps = def.steps - 1;
    delete damage.front;
  } else damage.front = true;
  if (second === undefined) return { steps, damage };
  // the reduced side
  if (second === 'S' || damage.back) return { steps: 0, damage: {} };
  damage = { ...damage, back: true };
  return { steps, damage };
}

/** §3.32 the type of a ship's counter, for the chart's rows. */
export const fireType = (def: UnitDef): string => typeOf(def);
