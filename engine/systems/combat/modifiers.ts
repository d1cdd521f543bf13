// Column shifts and die-roll modifiers, each from a named, explained source (terrain, air, naval gunfire,
// concentric...), and how a game combines them into one net value (caps, "at most one of this kind").

/** One column shift. Positive = right (helps the attacker, or the firing side's fire); negative = left. */
export interface Shift {
  /** Machine id of the source, e.g. "terrain.mountain", "air.attacker", "concentric". */
  source: string;
  amount: number;
  /** Rule reference, e.g. "Isabella 13.10". */
  ref: string;
  /** Why it applies, in words, e.g. "defender in a mountain hex". */
  reason: string;
  /** Shifts sharing a group do not add up: only the strongest one in each direction counts (e.g. airpower, Isabella 9.6). */
  group?: string;
}

/** One die-roll modifier (same shape as a shift; positive = added to the roll). */
export type Drm = Shift;

/** How a game combines its modifiers. */
export interface CombineRules {
  /** Net value limited to +-cap (Our War XVI.4: shifts +-3; XVI.5.2: DRM +-5). */
  cap?: number;
}

/** The combined modifier with the list of what counted and what was dropped, for the explanation. */
export interface NetModifier {
  net: number;
  /** Net before the cap. */
  raw: number;
  counted: Shift[];
  dropped: { shift: Shift; why: string }[];
}

/** Combines shifts (or DRMs): groups keep their strongest member per direction, then the sum is capped. */
export function combine(mods: readonly Shift[], rules: CombineRules = {}): NetModifier {
  const counted: Shift[] = [];
  const dropped: { shift: Shift; why: string }[] = [];
  const best = new Map<string, Shift>();
  for (const m of mods) {
    if (!Number.isFinite(m.amount)) throw new Error(`modifier "${m.source}" has no finite amount`);
    if (!m.group) continue;
    const key = `${m.group}/${Math.sign(m.amount)}`;
    const b = best.get(key);
    if (!b || Math.abs(m.amount) > Math.abs(b.amount)) best.set(key, m);
  }
  for (const m of mods) {
    if (m.group && best.get(`${m.group}/${Math.sign(m.amount)}`) !== m) {
      dropped.push({ shift: m, why: `only one "${m.group}" modifier counts per side` });
    } else counted.push(m);
  }
  const raw = counted.reduce((s, m) => s + m.amount, 0);
  const cap = rules.cap;
  const net = cap === undefined ? raw : Math.max(-cap, Math.min(cap, raw));
  return { net, raw, counted, dropped };
}

/** "2L", "1R", "0" — how rulebooks write a shift. */
export function shiftLabel(amount: number): string {
  if (amount === 0) return '0';
  return `${Math.abs(amount)}${amount < 0 ? 'L' : 'R'}`;
}

/** "+1", "-2", "0" — how rulebooks write a DRM. */
export function drmLabel(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

/** One line explaining a combined shift, e.g. "2L defender in a mountain hex (13.10); 1R ... -> net 1L". */
export function explainShifts(n: NetModifier, label: (a: number) => string = shiftLabel): string {
  if (n.counted.length === 0 && n.dropped.length === 0) return 'no modifiers';
  const parts = n.counted.map((m) => `${label(m.amount)} ${m.reason} (${m.ref})`);
  const drop = n.dropped.map((d) => `not counted: ${label(d.shift.amount)} ${d.shift.reason} (${d.why})`);
  const capped = n.raw !== n.net ? ` (${label(n.raw)} capped)` : '';
  return [...parts, ...drop].join('; ') + ` -> net ${label(n.net)}${capped}`;
}

/** A multiplier on one unit's combat factor (OOS halved, across a river, specialisation doubled...). */
export interface FactorModifier {
  source: string;
  /** e.g. 0.5 for halved, 2 for doubled. */
  multiply: number;
  /** Rounding after this multiplier: Isabella 11.6 rounds OOS halving up; SFE 9.01 keeps fractions. */
  round?: 'up' | 'down' | 'none';
  ref: string;
  reason: string;
}

/** A unit's (or support's) contribution to one side's combat strength. */
export interface FactorPart {
  id: string;
  factor: number;
  modifiers?: FactorModifier[];
  /** Upper limit after the modifiers (SFE 16.12: air support may not exceed the supported unit's effective attack). */
  cap?: { max: number; ref: string; reason: string };
}

/** A side's total with each part's effective value and how it was obtained. */
export interface StrengthTotal {
  total: number;
  parts: { id: string; printed: number; effective: number; notes: string[] }[];
}

/** Sums a side's factors after each part's multipliers (applied in order, each with its own rounding). */
export function strength(parts: readonly FactorPart[]): StrengthTotal {
  let total = 0;
  const out: StrengthTotal['parts'] = [];
  for (const p of parts) {
    if (!(p.factor >= 0)) throw new Error(`combat factor of "${p.id}" must be a number >= 0 (got ${p.factor})`);
    let v = p.factor;
    const notes: string[] = [];
    for (const m of p.modifiers ?? []) {
      v *= m.multiply;
      if (m.round === 'up') v = Math.ceil(v - 1e-9);
      else if (m.round === 'down') v = Math.floor(v + 1e-9);
      notes.push(`x${m.multiply}${m.round && m.round !== 'none' ? ` rounded ${m.round}` : ''}: ${m.reason} (${m.ref})`);
    }
    if (p.cap && v > p.cap.max) {
      v = p.cap.max;
      notes.push(`limited to ${p.cap.max}: ${p.cap.reason} (${p.cap.ref})`);
    }
    total += v;
    out.push({ id: p.id, printed: p.factor, effective: v, notes });
  }
  return { total, parts: out };
}
