// Resolves one odds-based battle (Isabella 13.5-13.14, SFE 9.01, Our War XVI.4): totals, odds, net shift,
// final column (automatic results beyond the table's edges), die roll and DRM, CRT result, mandatory result
// conversions — and an explanation line for every step, so the UI and the log can show why.

import { automaticAt, rollRange, rowFor, type AutomaticResult, type Crt } from './crt.js';
import {
  combine,
  drmLabel,
  explainShifts,
  strength,
  type Drm,
  type FactorPart,
  type NetModifier,
  type Shift,
  type StrengthTotal,
} from './modifiers.js';
import {
  computeOdds,
  ladderRatio,
  ladderStep,
  parseRatio,
  placeOnColumns,
  ratioLabel,
  type LowOddsRounding,
  type Odds,
} from './odds.js';

/** A rolled result that must (or may) be replaced, e.g. Isabella 13.11: DR, DL1, AS become EX in a city. */
export interface ResultConversion {
  from: string[];
  to: string;
  ref: string;
  reason: string;
}

/** Game options for odds combat. */
export interface OddsOptions {
  /** Rounding below 1:1 (default 'defender'). */
  lowOdds?: LowOddsRounding;
  /** Net shift limited to +-cap (Our War XVI.4: 3). */
  shiftCap?: number;
  /** Net DRM limited to +-cap (Our War XVI.5.2: 5). */
  drmCap?: number;
  /**
   * 'ladder' (default): odds beyond the table keep counting columns and shifts move along that unbounded
   * ladder, then the result is clamped or automatic (Isabella ambiguity 5, default). 'clampFirst': the
   * odds are first brought onto the table, then shifted.
   */
  beyondEdge?: 'ladder' | 'clampFirst';
  /** Highest odds column before shifts (Our War XIX.1: attacks into an exterior box at most 3:1). */
  oddsCap?: string;
  /** Separator in labels (":" Isabella, "-" SFE). */
  sep?: string;
}

/** Everything a battle needs. */
export interface OddsBattle {
  crt: Crt;
  attackers: FactorPart[];
  defenders: FactorPart[];
  shifts?: Shift[];
  drms?: Drm[];
  options?: OddsOptions;
  conversions?: ResultConversion[];
  /** Supplies the die roll when one is needed (the game's seeded dice); not called for automatic results. */
  rollDie?: () => number;
  /**
   * A player's option to roll again on some results (Isabella 13.25: the Axis may reroll AS against the
   * 1/2GGB as often as he likes). Asked before any conversion (Isabella ambiguity 23, default).
   */
  reroll?: {
    on: string[];
    ref: string;
    reason: string;
    wants(result: string, attempt: number): boolean;
    maxAttempts?: number;
  };
}

/** A battle's outcome with its explanation. */
export interface OddsOutcome {
  attack: StrengthTotal;
  defense: StrengthTotal;
  odds: Odds;
  /** Column of the odds before shifts (index may lie beyond the table). */
  start: { index: number; label: string };
  shift: NetModifier;
  drm: NetModifier;
  /** Column after shifts: index on the table when a roll is made. */
  final: { index: number; label: string; beyondTable: boolean };
  automatic?: AutomaticResult;
  roll?: { die: number; modified: number; row: string };
  /** The result read from the table (or automatic), before conversions. */
  read: string | null;
  /** The result to apply; null when the attack is not allowed at these odds. */
  result: string | null;
  converted?: ResultConversion;
  explanation: string[];
}

/** The label of a column index, including virtual columns beyond the edges ("1:5", "10:1"). */
export function columnLabel(crt: Crt, index: number, sep = ':'): string {
  const n = crt.columns.length;
  if (index >= 0 && index < n) return crt.columns[index]!.label;
  const edge = index < 0 ? crt.columns[0]!.ratio : crt.columns[n - 1]!.ratio;
  const offset = index < 0 ? index : index - (n - 1);
  return ratioLabel(ladderRatio(ladderStep(edge) + offset), sep);
}

/** Resolves an odds battle; throws when a roll is needed and no rollDie was given, or the roll is off the die. */
export function resolveOddsBattle(b: OddsBattle): OddsOutcome {
  const o = b.options ?? {};
  const sep = o.sep ?? ':';
  const crt = b.crt;
  const n = crt.columns.length;
  const explanation: string[] = [];
  const attack = strength(b.attackers);
  const defense = strength(b.defenders);
  const side = (t: StrengthTotal) =>
    t.parts
      .map((p) => `${p.effective} ${p.id}${p.notes.length ? ` [${p.printed}; ${p.notes.join('; ')}]` : ''}`)
      .join(' + ') || '0';
  explanation.push(`attack: ${side(attack)} = ${attack.total}`);
  explanation.push(`defence: ${side(defense)} = ${defense.total}`);
  const odds = computeOdds(attack.total, defense.total, o.lowOdds ?? 'defender', sep);
  explanation.push(odds.explanation);
  const ratios = crt.columns.map((c) => c.ratio);
  let start = placeOnColumns(odds, ratios);
  if (o.oddsCap !== undefined) {
    const capRatio = parseRatio(o.oddsCap);
    const cap = placeOnColumns({ value: capRatio.a / capRatio.d, ratio: capRatio }, ratios);
    if (start > cap) {
      start = cap;
      explanation.push(`odds capped at ${o.oddsCap}`);
    }
  }
  if ((o.beyondEdge ?? 'ladder') === 'clampFirst' && (start < 0 || start >= n)) {
    start = Math.max(0, Math.min(n - 1, start));
    explanation.push(`odds brought onto the table first: ${crt.columns[start]!.label}`);
  }
  const startLabel = columnLabel(crt, start, sep);
  explanation.push(`column before shifts: ${startLabel}`);
  const shift = combine(b.shifts ?? [], { cap: o.shiftCap });
  explanation.push(`shifts: ${explainShifts(shift)}`);
  const drm = combine(b.drms ?? [], { cap: o.drmCap });
  const shifted = start + shift.net;
  const auto = automaticAt(crt, shifted);
  const beyondTable = shifted < 0 || shifted >= n;
  const shiftedLabel = columnLabel(crt, shifted, sep);
  const base = {
    attack,
    defense,
    odds,
    start: { index: start, label: startLabel },
    shift,
    drm,
    explanation,
  };
  if (auto) {
    explanation.push(`final column ${shiftedLabel}: automatic ${auto.result}, no roll (${auto.ref})`);
    return finish(
      { ...base, final: { index: shifted, label: shiftedLabel, beyondTable }, automatic: auto, read: auto.result },
      b,
    );
  }
  if (beyondTable && crt.beyond === 'noAttack') {
    explanation.push(`final column ${shiftedLabel} is off the table: this attack is not allowed`);
    return { ...base, final: { index: shifted, label: shiftedLabel, beyondTable }, read: null, result: null };
  }
  const idx = Math.max(0, Math.min(n - 1, shifted));
  if (idx !== shifted)
    explanation.push(`final column ${shiftedLabel} is off the table: read ${crt.columns[idx]!.label}`);
  else explanation.push(`final column: ${crt.columns[idx]!.label}`);
  if (!b.rollDie) throw new Error('this battle needs a die roll: pass rollDie');
  const range = rollRange(crt);
  const readRoll = (die: number) => {
    if (!Number.isInteger(die)) throw new Error(`die roll must be an integer (got ${die})`);
    const modified = die + drm.net;
    const row = rowFor(crt, modified);
    const drmText =
      drm.counted.length || drm.dropped.length ? ` ${drmLabel(drm.net)} (${explainShifts(drm, drmLabel)})` : '';
    const rowNote = modified < range.min || modified > range.max ? ` (read on row ${row.key})` : '';
    explanation.push(`roll ${die}${drmText} = ${modified}${rowNote} on ${crt.columns[idx]!.label}: ${row.cells[idx]!}`);
    return { die, modified, row: row.key, read: row.cells[idx]! };
  };
  let r = readRoll(b.rollDie());
  const rr = b.reroll;
  for (
    let attempt = 1;
    rr && rr.on.includes(r.read) && attempt <= (rr.maxAttempts ?? 1000) && rr.wants(r.read, attempt);
    attempt++
  ) {
    explanation.push(`${r.read} rerolled: ${rr.reason} (${rr.ref})`);
    r = readRoll(b.rollDie());
  }
  return finish(
    {
      ...base,
      final: { index: idx, label: crt.columns[idx]!.label, beyondTable: idx !== shifted },
      roll: { die: r.die, modified: r.modified, row: r.row },
      read: r.read,
    },
    b,
  );
}

// The result to apply: the read result, or its conversion (never for an automatic result).
function finish(out: Omit<OddsOutcome, 'result'> & { read: string }, b: OddsBattle): OddsOutcome {
  const conv = (b.conversions ?? []).find((c) => c.from.includes(out.read) && !out.automatic);
  if (conv) {
    out.explanation.push(`${out.read} becomes ${conv.to}: ${conv.reason} (${conv.ref})`);
    return { ...out, result: conv.to, converted: conv };
  }
  return { ...out, result: out.read };
}
