// Victory points (XVII): the one current-turn VP marker that favours a side (the first player adds, the second
// subtracts: a signed sum, digest §7.8), the accumulated VP, objectives changing hands, and the victory level from
// the ratio of the two sides' final totals (XVII.6-7).

import { emit, type Draft } from '../../systems/draft.js';
import { enemyOf, type OurWarVars, type Side } from '../ourwar/state.js';
import type { EbroVars } from './state.js';

/** XVII.2 add `n` current-turn VP for `side`: the marker moves toward it, switching sides below zero. */
export function addCvp(v: Pick<OurWarVars, 'cvp' | 'first'>, side: Side, n: number): void {
  const first = v.first ?? v.cvp.side;
  const signed = (v.cvp.side === first ? v.cvp.value : -v.cvp.value) + (side === first ? n : -n);
  v.cvp = signed >= 0 ? { side: first, value: signed } : { side: enemyOf(first), value: -signed };
}

/** XVII.2 an objective entered by `side`: if the enemy held it, its printed VP go to `side` at once. */
export function takeObjective(d: Draft<EbroVars>, objectives: { hex: string; vp: number }[], hex: string, side: Side) {
  const o = objectives.find((x) => x.hex === hex);
  if (!o || d.vars.holds[hex] === side) return;
  const from = d.vars.holds[hex] ?? null;
  d.vars.holds[hex] = side;
  addCvp(d.vars, side, o.vp);
  emit(d, { type: 'objective', hex, side, from, vp: o.vp });
}

/** XVII.4 IX the end-of-turn VP: 1 per enemy unit eliminated and per enemy level captured, then the marker's
 *  value joins its side's accumulated VP. */
export function turnVp(d: Draft<EbroVars>): void {
  for (const side of Object.keys(d.vars.lost) as Side[]) {
    const l = d.vars.lost[side];
    if (l.units + l.levels > 0) addCvp(d.vars, enemyOf(side), l.units + l.levels);
  }
  const { side, value } = d.vars.cvp;
  if (value > 0) d.vars.avp[side] += value;
  emit(d, { type: 'vp', side, value, avp: { ...d.vars.avp } });
}

/** XVII.7 the victory levels by the ratio of the larger final AVP to the smaller (rounded down). */
export const LEVELS: readonly { min: number; level: string }[] = [
  { min: 11, level: 'decisive' },
  { min: 7, level: 'strategic' },
  { min: 4, level: 'operational' },
  { min: 2, level: 'marginal' },
  { min: 1, level: 'indecisive' },
];

/** XVII.6-7 the winner and level from the accumulated VP: a ratio below 2:1 is indecisive (no winner); a side
 *  with VP against none wins decisively (digest's suggestion). */
export function victoryOf(avp: Record<Side, number>): { winner: Side | null; level: string } {
  const [a, b] = (Object.keys(avp) as Side[]).sort((x, y) => avp[y] - avp[x]);
  if (!a || !b || avp[a] === avp[b]) return { winner: null, level: 'indecisive' };
  const ratio = avp[b] === 0 ? Number.POSITIVE_INFINITY : Math.floor(avp[a] / avp[b]);
  const level = LEVELS.find((l) => ratio >= l.min)!.level;
  return { winner: level === 'indecisive' ? null : a, level };
}
