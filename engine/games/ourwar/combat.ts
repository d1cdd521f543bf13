// Ground combat (XVI): who may start one (attack or assault, XVI.1-3), the factors each side adds (night, mountain
// troops in rough ground, fire and air support capped at half, XIV.11 / XII.8), the odds rounded down, the column
// and the die modified with every item shown (shifts.ts), the result read and parsed, and the reaction attack's
// conditions (XVI.6), guerrillas attacked only when wholly surrounded (XVI.15). Applying the result to the units is
// losses.ts; the retreat's hexes are retreat.ts.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { parseGroundCell, type GroundResult } from './results.js';
import { piecesOf } from './losses.js';
import { type CombatSetting, columnShifts, defenceTerrain, dieModifiers } from './shifts.js';
import { marksOf, type OurWarVars } from './state.js';
import { capped, chartOf, columnMinimums, lookup, type Mod } from './tables.js';
import { factorsOf, hasFlag, isAir, isGround } from './units.js';

/** An answer with the rule that refuses, when it does. */
export type Verdict = { ok: true } | { ok: false; rule: string; why: string };
const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });
const OK: Verdict = { ok: true };

/** XVI.2 / XVI.3 a unit that moved into contact this turn assaults; one that did not attacks. */
export const modeOf = (v: Pick<OurWarVars, 'marks'>, id: string): 'attack' | 'assault' =>
  marksOf(v, id).contact ? 'assault' : 'attack';

/**
 * XVI.1 whether a unit may start a ground combat: a ground unit, organised (XVI.8), not finished ('done'), no combat
 * yet this turn (breakthrough aside, XVI.9), a factor for its mode (defence-only units never start one, B.9.2); out
 * of supply only to move toward supply, with its assault factor (XVI.5.1).
 */
export function mayStartCombat(
  module: GameModule,
  v: OurWarVars,
  p: Piece,
  supplied: boolean,
  opts: { towardSupply?: boolean; breakthrough?: boolean } = {},
): Verdict {
  const m = marksOf(v, p.id);
  const f = factorsOf(module, p);
  if (!isGround(module, p) || hasFlag(module, p, 'defence-only')) return no('XVI.1', 'it defends only');
  if (m.dso) return no('XVI.8', 'disorganised units may not attack');
  if (opts.breakthrough ? !m.breakthrough : m.act === 'done') return no('XVI.1', 'it has finished for the turn');
  if (m.attacked && !opts.breakthrough) return no('XVI.1', 'it already started a combat this turn');
  if (!supplied) {
    if (!opts.towardSupply) return no('XVI.5.1', 'out of supply: only to move toward supply');
    if (f.assault <= 0) return no('XVI.5.1', 'out of supply: it needs an assault factor');
    return OK;
  }
  const factor = modeOf(v, p.id) === 'assault' ? f.assault : f.attack;
  return factor > 0 ? OK : no('XVI.1', `no ${modeOf(v, p.id)} factor`);
}

/** XVI.4 a combat's inputs: the setting the modifiers read plus the support each side adds. */
export interface GroundCombat extends CombatSetting {
  /** XIV.11 fire power lent by supporting units (their total, already halved at night: fire.ts). */
  fireSupport?: { attacker: number; defender: number };
  /** XII.8 air ground-support factors. */
  airSupport?: { attacker: number; defender: number };
  /** XVI.6 a reaction attack: no support, no HQ, no coordination for the reactors. */
  reaction?: boolean;
  /** XIV.11 the translator's reading: fire and air support together at most half (default: each at most half). */
  supportSumCap?: boolean;
}

/** XVI.4 a side's total with its items (the units' factors, halvings and doublings, the support). */
export interface Total {
  value: number;
  items: Mod[];
}

function unitsTotal(c: GroundCombat, side: 'attacker' | 'defender'): Total {
  const v = c.state.vars as unknown as OurWarVars;
  const night = v.part === 'night';
  const rough = defenceTerrain(c).cls === 'rough';
  const items: Mod[] = [];
  let plain = 0;
  for (const p of piecesOf(c.state, side === 'attacker' ? c.attackers : c.defenders)) {
    const f = factorsOf(c.module, p);
    const assault = side === 'attacker' && (modeOf(v, p.id) === 'assault' || !c.supplied(p.id));
    let n = side === 'defender' ? f.defense : assault ? f.assault : f.attack;
    let why = side === 'defender' ? 'defence' : assault ? 'assault' : 'attack';
    // VI.7 / XVI.5.1 aircraft caught on the ground defend with half their ground attack, or a nominal 1.
    if (side === 'defender' && isAir(c.module, p))
      [n, why] = [f.groundAttack > 0 ? Math.ceil(f.groundAttack / 2) : 1, 'half ground attack (aircraft)'];
    if (rough && hasFlag(c.module, p, 'mountain')) n *= 2;
    if (night && hasFlag(c.module, p, 'guerrilla')) {
      items.push({ rule: 'XVIII.2.3', why: `${p.id} ${why} ×2 at night (guerrilla)`, value: n * 2 });
      continue;
    }
    items.push({
      rule: rough && hasFlag(c.module, p, 'mountain') ? 'XVIII.2.5' : 'XVI.4',
      why: `${p.id} ${why}`,
      value: n,
    });
    plain += n;
  }
  if (night && plain > 0) {
    const half = side === 'attacker' ? Math.floor(plain / 2) : Math.ceil(plain / 2);
    items.push({
      rule: 'II.4',
      why: `night: halved, rounded ${side === 'attacker' ? 'down' : 'up'}`,
      value: half - plain,
    });
  }
  return { value: items.reduce((a, m) => a + m.value, 0), items };
}

/** XVI.4, XIV.11, XII.8 a side's total: its units, then fire and air support each capped at its units' own total. */
export function sideTotal(c: GroundCombat, side: 'attacker' | 'defender'): Total {
  const t = unitsTotal(c, side);
  const own = t.value;
  const fire = c.reaction && side === 'attacker' ? 0 : (c.fireSupport?.[side] ?? 0);
  const air = c.reaction && side === 'attacker' ? 0 : (c.airSupport?.[side] ?? 0);
  // At most half the friendly total: a share s with s <= (own + s) / 2, that is s <= own.
  const fireUsed = Math.min(fire, own);
  const airUsed = c.supportSumCap ? Math.min(air, own - fireUsed) : Math.min(air, own);
  if (fireUsed)
    t.items.push({ rule: 'XIV.11', why: `fire support${fireUsed < fire ? ' (capped at half)' : ''}`, value: fireUsed });
  if (airUsed)
    t.items.push({
      rule: 'XII.8',
      why: `air ground support${airUsed < air ? ' (capped at half)' : ''}`,
      value: airUsed,
    });
  return { value: own + fireUsed + airUsed, items: t.items };
}

/** XVI.4 a ground combat read on the chart: totals, ratio, every modifier, where the result fell and the result. */
export interface GroundOutcome {
  attack: Total;
  defence: Total;
  ratio: number;
  shifts: Mod[];
  shift: number;
  drms: Mod[];
  drm: number;
  roll: number;
  /** The chart's column before and after the shifts, its row, and any shift past the edge read as pips. */
  base: number;
  col: number;
  row: number;
  overflow: number;
  result: GroundResult;
}

/** XIX.1.3 the highest odds against or from a box (exterior 3:1, interior 6:1). */
const BOX_CAP = { exterior: 3, interior: 6 } as const;

/** XVI.4-5 a combat before the die: totals, ratio (rounded down, capped for boxes) and every modifier. */
export function groundOdds(c: GroundCombat) {
  const attack = sideTotal(c, 'attacker');
  const defence = sideTotal(c, 'defender');
  let ratio = defence.value > 0 ? attack.value / defence.value : Number.POSITIVE_INFINITY;
  for (const b of [c.boxes?.attacker, c.boxes?.defender]) if (b) ratio = Math.min(ratio, BOX_CAP[b]);
  const shifts = columnShifts(c);
  // XVI.6 the reactors have no HQ support (their defenders may).
  const drms = dieModifiers(c).filter((m) => !(c.reaction && m.why === "attacker's HQ support"));
  return { attack, defence, ratio, shifts, shift: capped(shifts, 3), drms, drm: capped(drms, 5) };
}

/**
 * XVI.4-5 resolves a ground combat on a rolled die; null when the odds fall below the chart's first column, unless
 * `atLeastFirst`: an attack ordered at odds on the chart that fell below it on the way (its supporting aircraft shot
 * down, XII.8) is read on the first column ({source:'reconstructed'}: the book does not say; the attack goes in).
 */
export function resolveGroundCombat(c: GroundCombat, roll: number, atLeastFirst = false): GroundOutcome | null {
  const odds = groundOdds(c);
  const chart = chartOf(c.module, 'ground-combat');
  const first = columnMinimums(chart, 'ratios')[0] ?? 0;
  const ratio = atLeastFirst ? Math.max(odds.ratio, first) : odds.ratio;
  const l = lookup(chart, 'ratios', ratio, odds.shift, roll + odds.drm);
  if (!l) return null;
  return { ...odds, roll, ...l, result: parseGroundCell(l.cell) };
}

/**
 * XVI.6 whether a unit may make a reaction attack: a day turn, in supply, organised, an assault factor, no attack
 * and no activation marker this turn, not already adjacent to the target, in no box (the caller says whether it is
 * adjacent and whether its MP reach adjacency by the shortest path).
 */
export function mayReact(
  module: GameModule,
  v: OurWarVars,
  p: Piece,
  at: { supplied: boolean; adjacent: boolean; reaches: boolean },
): Verdict {
  const m = marksOf(v, p.id);
  if (v.part === 'night') return no('XVI.6', 'no reaction attacks at night');
  if (p.at.kind !== 'hex') return no('XVI.6', 'not from an off-map box');
  if (!at.supplied) return no('XVI.6', 'out of supply');
  if (m.dso) return no('XVI.6', 'disorganised');
  if (factorsOf(module, p).assault <= 0) return no('XVI.6', 'no assault factor');
  if (m.attacked || m.reaction) return no('XVI.6', 'it has already attacked this turn');
  if (m.act) return no('XVI.6', 'it carries an activation marker');
  if (at.adjacent) return no('XVI.6', 'already adjacent to the enemy');
  if (!at.reaches) return no('XVI.6', 'not enough MP to reach the enemy');
  return OK;
}

/** XVI.9 a shaded result on a day turn lets the attackers who took part, in supply and organised, break through. */
export function mayBreakthrough(v: OurWarVars, out: GroundOutcome, id: string, supplied: boolean): Verdict {
  if (!out.result.shaded) return no('XVI.9', 'the result is not shaded');
  if (v.part === 'night') return no('XVI.9', 'never at night');
  if (!supplied || marksOf(v, id).dso) return no('XVI.9', 'in supply and organised only (reconstructed)');
  return OK;
}

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
  return ringed ? OK : no('XVI.15', 'guerrillas not completely surrounded');
}
