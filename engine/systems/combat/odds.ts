// Odds: attack total against defence total, rounded in the defender's favour, and where those odds sit on a
// CRT's columns, including how far beyond either edge (so shifts can be applied on an unbounded ladder).

/** An odds ratio a:d, e.g. {a:3, d:1} for 3:1, {a:1, d:2} for 1:2, {a:3, d:2} for 3:2. */
export interface Ratio {
  a: number;
  d: number;
}

/** How odds worse than 1:1 are rounded (a game option; Isabella leaves it open, SFE 9.03 fixes 'defender'). */
export type LowOddsRounding = 'defender' | 'attacker';

/** Computed odds with the explanation of the rounding. */
export interface Odds {
  attack: number;
  defense: number;
  /** The rounded odds (whole odds: n:1 or 1:k). */
  ratio: Ratio;
  /** The value columns are looked up with: attack/defence, or the rounded 1:k when rounding for the attacker. */
  value: number;
  label: string;
  explanation: string;
}

/** Parses "3:1", "1-3", "3-2" into a ratio. */
export function parseRatio(label: string): Ratio {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[:-]\s*(\d+(?:\.\d+)?)\s*$/.exec(label);
  if (!m) throw new Error(`"${label}" is not an odds column like "3:1" or "1-2"`);
  const r = { a: Number(m[1]), d: Number(m[2]) };
  if (r.a <= 0 || r.d <= 0) throw new Error(`odds column "${label}" must have both numbers > 0`);
  return r;
}

/** "3:1". */
export function ratioLabel(r: Ratio, sep = ':'): string {
  const f = (x: number) => (x === Infinity ? '∞' : String(x));
  return `${f(r.a)}${sep}${f(r.d)}`;
}

const EPS = 1e-9;

/**
 * Divides the attack by the defence and rounds any remainder in the defender's favour (Isabella 13.5,
 * SFE 9.01): 26 vs 7 -> 3:1. Below 1:1, 'defender' gives 1:ceil(D/A) (SFE 9.03: 4 vs 10 -> 1:3);
 * 'attacker' gives 1:floor(D/A).
 */
export function computeOdds(attack: number, defense: number, low: LowOddsRounding = 'defender', sep = ':'): Odds {
  if (!(attack >= 0) || !(defense >= 0))
    throw new Error(`odds need attack and defence >= 0 (got ${attack} vs ${defense})`);
  const fmt = (x: number) => String(Math.round(x * 1000) / 1000);
  let ratio: Ratio;
  let how: string;
  if (defense === 0) {
    ratio = { a: Infinity, d: 1 };
    how = 'no defence factors';
  } else if (attack === 0) {
    ratio = { a: 1, d: Infinity };
    how = 'no attack factors';
  } else if (attack + EPS >= defense) {
    const q = attack / defense;
    ratio = { a: Math.floor(q + EPS), d: 1 };
    how = `${fmt(attack)} / ${fmt(defense)} = ${fmt(q)}, rounded down`;
  } else {
    const q = defense / attack;
    ratio = { a: 1, d: low === 'defender' ? Math.ceil(q - EPS) : Math.floor(q + EPS) };
    how = `${fmt(defense)} / ${fmt(attack)} = ${fmt(q)}, rounded ${low === 'defender' ? 'up' : 'down'} (${low}'s favour)`;
  }
  const label = ratioLabel(ratio, sep);
  // Looking columns up with the exact quotient is the defender-favour rounding even for tables with 3:2 columns.
  const value =
    defense === 0 ? Infinity : low === 'attacker' && attack < defense ? ratio.a / ratio.d : attack / defense;
  return {
    attack,
    defense,
    ratio,
    value,
    label,
    explanation: `odds ${fmt(attack)} to ${fmt(defense)}: ${how} -> ${label}`,
  };
}

/**
 * Position on the unbounded ladder of whole odds: n:1 -> n, 1:k -> 2 - k (so 1:1 = 1, 1:2 = 0, 1:3 = -1).
 * Used to count how many columns lie beyond a table's edge.
 */
export function ladderStep(r: Ratio): number {
  if (r.a === Infinity) return Infinity;
  if (r.d === Infinity) return -Infinity;
  if (r.a >= r.d) return Math.floor(r.a / r.d + EPS);
  return 2 - Math.ceil(r.d / r.a - EPS);
}

/** The ratio at a ladder position (inverse of ladderStep for whole odds). */
export function ladderRatio(step: number): Ratio {
  return step >= 1 ? { a: step, d: 1 } : { a: 1, d: 2 - step };
}

/** Where odds fall on a table: a column index, possibly < 0 or >= columns.length (beyond an edge). */
export function placeOnColumns(o: { value: number; ratio: Ratio }, columns: readonly Ratio[]): number {
  if (columns.length === 0) throw new Error('a CRT needs at least one odds column');
  const odds = o.ratio;
  const v = o.value;
  const first = columns[0]!;
  const last = columns[columns.length - 1]!;
  // Beyond the edges: count whole-odds steps from the edge column (1:4 is one left of 1:3; 10:1 two right of 8:1).
  if (v + EPS < first.a / first.d) return -Math.max(1, ladderStep(first) - ladderStep(odds));
  if (v - EPS > last.a / last.d) {
    const extra = ladderStep(odds) - ladderStep(last);
    if (extra <= 0) return columns.length - 1; // e.g. 17:2 past an 8:1 edge rounds back to 8:1
    return columns.length - 1 + extra;
  }
  // On the table: the highest column not above the odds (rounding in the defender's favour, also for 3:2 columns).
  let best = 0;
  for (let i = 0; i < columns.length; i++) if (columns[i]!.a / columns[i]!.d <= v + EPS) best = i;
  return best;
}
