// What being out of supply does (§23.5): the unsupplied level a unit's marker shows (§23.12), delayed a turn in a
// major city or major fort (§23.51); its effects on movement (§7.11), attack (§9.01) and defence from the Supply
// Status Chart (lost: the module's chart reconstructs it, charts.ts: from the first turn out of supply, as §23.51
// says); and surrender on the 4th turn and later (§23.52).

import type { GameModule } from '../../core/module.js';
import { applyMp, supplyEffects } from './charts.js';

/** §23.12 the markers: Unsupplied Turn 1, 2, 3 and 4+. */
export const MAX_MARKER = 4;

/**
 * §23.51 the level whose effects a unit suffers after `turns` turns out of supply: a unit in a major city or major
 * fort ignores its first turn, and suffers the turn-N effects on turn N+1; from the 4th turn on, the turn-3 effects
 * (§23.52).
 */
export function effectiveLevel(turns: number, majorCity: boolean): number {
  const level = majorCity ? turns - 1 : turns;
  return Math.max(0, Math.min(3, level));
}

/** §23.52, §23.51 whether a unit out of supply for `turns` turns rolls for surrender (the 4th turn, 5th delayed). */
export const rollsForSurrender = (turns: number, majorCity: boolean): boolean => turns >= (majorCity ? 5 : 4);

/** §23.52 what a surrender roll depends on. */
export interface SurrenderCase {
  /** Turns out of supply (this one included). */
  turns: number;
  /** In a major city or a major fort. */
  majorCity: boolean;
  /** This turn's weather is Snow or Heavy Snow. */
  snow: boolean;
  /** The unit's printed movement factor. */
  mf: number;
  /** The option surrenderLatePlus: the turns beyond the 4th read +1 each (default −1). */
  latePlus?: boolean;
}

/**
 * §23.52 the surrender roll's DRM: +1 in a major city or major fort, -1 in snow or heavy snow, -1 per turn out of
 * supply beyond the 4th (the sign is lost: digest §10.5(12), read as -1, or +1 with the option surrenderLatePlus),
 * -1 for a printed MF of 3 or less.
 */
export function surrenderDrm(c: SurrenderCase): number {
  let drm = 0;
  if (c.majorCity) drm += 1;
  if (c.snow) drm -= 1;
  drm += (c.latePlus ? 1 : -1) * Math.max(0, c.turns - 4);
  if (c.mf <= 3) drm -= 1;
  return drm;
}

/** §23.52 the unit surrenders on a modified roll of 2 or less. */
export const surrenders = (die: number, c: SurrenderCase): boolean => die + surrenderDrm(c) <= 2;

/** §23.52 the highest natural roll on which the unit surrenders (0: it cannot). */
export const surrenderOn = (c: SurrenderCase): number => Math.max(0, Math.min(6, 2 - surrenderDrm(c)));

/** §7.11 the movement points an unsupplied level leaves (after weather), by the Supply Status Chart. */
export const supplyMp = (module: GameModule, mp: number, level: number): number =>
  applyMp(mp, supplyEffects(module, level).mp);

/**
 * §9.01 the attack multiplier of an unsupplied level (×½ or ×¼), from the module's Supply Status Chart alone: §23.51
 * gives penalties on each of the first three turns, the first included, and the chart's turn-1 row (MP −1,
 * attack ×½) is the one reading of them (no second table here to disagree with it).
 */
export const supplyAttack = (level: number, module: GameModule): number => supplyEffects(module, level).attack;
