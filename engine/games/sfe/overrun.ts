// §14 overrun. In the Movement or Exploitation Phase a single moving stack that began the phase together may overrun
// an enemy hex of any terrain if it guarantees a DE: the lowest die with the net DRM reads DE, odds and DRMs as for an
// attack from the adjacent hex it leaves (7-1 with +1, 6-1 with +2, §14.01); air and naval units do not count
// (§14.05), the armor bonus may (§14.06), a leader's DRM may without spending his attack (§14.07; under †§28.05 in
// exploitation only a level-4 leader's). It pays the hex's cost +1 MP (none for a hex of zero defence factors), keeps
// the stacking limits (§14.02), ignores the ZOC of the units overrun but no other: moving from one such enemy ZOC to
// another costs +2 MPs and stops it (§14.03; digest §10.5 item 14: both). No minimum-move overrun, except one hex
// into clear terrain in clear weather (†§14.04). The defenders are eliminated and the stack enters and may go on.

import type { Crt } from '../../systems/combat/crt.js';
import { guaranteesDE } from './crt.js';
import { combatOdds } from './odds.js';

/** §14.01 the overrun as its stack would attack from the adjacent hex: ground factors only (§14.05), the net DRM. */
export interface OverrunOdds {
  /** Effective ground attack from the hex left (terrain, hexside and supply counted). */
  attack: number;
  defence: number;
  /** Net DRM: fort, terrain, armor bonus (§14.06), leader (§14.07). */
  drm: number;
}

/** §14.01 whether the overrun guarantees a DE on the chart. */
export function guaranteed(crt: Crt, o: OverrunOdds): boolean {
  const { column } = combatOdds(crt, o.attack, o.defence);
  return column !== null && guaranteesDE(crt, column, o.drm);
}

/** §14.01, §14.03 the MPs an overrun costs: the hex's cost, +1 unless it holds no defence factors, +2 ZOC to ZOC. */
export const overrunCost = (enter: number, defence: number, zocToZoc: boolean): number =>
  enter + (defence > 0 ? 1 : 0) + (zocToZoc ? 2 : 0);

/** §14.03 a step from `from` to `to`: whether it goes from an enemy ZOC to another, the overrun targets' ignored. */
export function zocToZoc(
  zocOf: (hex: string) => readonly string[],
  from: string,
  to: string,
  overrunning: ReadonlySet<string>,
): boolean {
  const others = (hex: string) => zocOf(hex).filter((src) => !overrunning.has(src));
  return others(from).length > 0 && others(to).length > 0;
}

/** §6.11, §14.03 a step of an overrunning stack: it stops on entering the ZOC of enemy units it is not overrunning,
 *  and pays +2 MPs going from one such ZOC to another. `overrunning`: the hexes of the units it overruns. */
export function overrunStep(
  zocOf: (hex: string) => readonly string[],
  from: string,
  to: string,
  overrunning: ReadonlySet<string>,
) {
  const others = zocOf(to).filter((src) => !overrunning.has(src));
  const both = zocToZoc(zocOf, from, to, overrunning);
  return { extra: both ? 2 : 0, stop: others.length > 0 };
}

/** What an overrun is checked against. */
export interface OverrunCase {
  phase: 'movement' | 'exploitation' | 'combat' | string;
  /** §14.01 the stack's units all began the phase stacked together. */
  together: boolean;
  odds: OverrunOdds;
  /** §14.02 the stack fits in the hex once the defenders are gone. */
  fits: boolean;
  mpLeft: number;
  /** The hex's cost to enter (TEC, weather). */
  enter: number;
  /** §14.03 the step into it goes from one enemy ZOC to another (zocToZoc). */
  zocToZoc: boolean;
  /** †§14.04 the exception: the hex is clear terrain and the weather clear, first hex of the move. */
  clearInClear: boolean;
  hexesMovedThisPhase: number;
}

/** §14 the reasons an overrun is refused ([]: it may overrun). */
export function overrunProblems(crt: Crt, c: OverrunCase): { rule: string; why: string }[] {
  const out: { rule: string; why: string }[] = [];
  if (c.phase !== 'movement' && c.phase !== 'exploitation')
    out.push({ rule: '§14.0', why: 'Overruns are made in the Movement or Exploitation Phase' });
  if (!c.together) out.push({ rule: '§14.01', why: 'The overrunning units must begin the phase stacked together' });
  if (!guaranteed(crt, c.odds)) out.push({ rule: '§14.01', why: 'The odds and DRM do not guarantee a DE' });
  if (!c.fits) out.push({ rule: '§14.02', why: 'The overrunning stack must observe stacking limits' });
  const cost = overrunCost(c.enter, c.odds.defence, c.zocToZoc);
  // †§14.04 no minimum move, but one hex into clear terrain in clear weather
  const minimum = c.hexesMovedThisPhase === 0 && c.clearInClear;
  if (cost > c.mpLeft && !minimum) out.push({ rule: '†§14.04', why: `It needs ${cost} MPs and has ${c.mpLeft}` });
  return out;
}

/** §14.01, §14.03 after an overrun: the MPs left, and whether it must stop (ZOC to ZOC). */
export const afterOverrun = (c: OverrunCase) => ({
  mpLeft: Math.max(0, c.mpLeft - overrunCost(c.enter, c.odds.defence, c.zocToZoc)),
  stop: c.zocToZoc,
});
