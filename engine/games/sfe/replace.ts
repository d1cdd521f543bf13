// Replacements (§27.2): replacement points arrive monthly on a month's first turn, quarterly on a quarter's (§27.2);
// ground RPs accumulate, air RPs are lost unless spent; a quarter of the attack factors lost since the last friendly
// Reinforcement Phase come back as infantry RPs (§27.22); units are rebuilt from the pool for RPs per attack factor
// (†§27.21a) at supplied red replacement cities of the home country, one unit per city a turn, more for the
// Soviets from the 4th and 7th months of their war (†§27.21), cut-off cities' RPs halved (§27.21b; cityrp.ts plays
// it city by city); air units by the RP ratio (†§27.24(2); airreplace.ts rolls for them and places them).

import type { UnitDef } from '../../core/module.js';
import type { Points, TurnDate } from './state.js';

/** §27.2 monthly RPs on a month's first turn; quarterly ones on the first turn of January, April, July, October. */
export const monthly = (d: TurnDate): boolean => d.half === 1;
export const quarterly = (d: TurnDate): boolean => d.half === 1 && (d.month - 1) % 3 === 0;

/** §27.22 special replacements: a quarter of the attack factors lost (fractions kept), as infantry RPs. */
export const specialReplacements = (attackLost: number): number => attackLost / 4;

/** †§27.21a what rebuilding `attack` factors of a unit type costs, in infantry and armor RPs. */
export function rebuildCost(def: UnitDef, attack: number): Points {
  if (def.type === 'armor') return { infantry: 0, armor: attack, air: 0 };
  if (def.type === 'motorized') {
    const armor = Math.ceil(attack / 2);
    return { infantry: attack - armor, armor, air: 0 };
  }
  if (def.type === 'airborne' || def.type === 'commando') return { infantry: attack * 2, armor: 0, air: 0 };
  if (def.type === 'artillery') return { infantry: 0, armor: 4, air: 0 };
  return { infantry: attack, armor: 0, air: 0 };
}

/** §27.23(2) units with a movement factor of 2 or less cannot be replaced (artillery aside, §28.10). */
export const replaceable = (def: UnitDef): boolean => def.full.movement > 2 || def.type === 'artillery';

/** Months from one turn's month to another's (the same month: 0). */
const monthsBetween = (a: TurnDate, b: TurnDate): number => (b.year - a.year) * 12 + (b.month - a.month);

/**
 * †§27.21 how many units a replacement city takes a turn: one; the Soviets two from the 4th month after they
 * entered the war (10/41 in Barbarossa), three from the 7th (1/42); at most one of them armor or motorized.
 */
export function perCity(soviet: boolean, date: TurnDate, atWarSince?: TurnDate): number {
  if (!soviet || !atWarSince) return 1;
  const months = monthsBetween(atWarSince, date);
  if (months >= 7) return 3;
  if (months >= 4) return 2;
  return 1;
}

/**
 * †§27.21 whether one more unit (armor or not) may go to `city`, given what each city took this turn: every
 * available city must have N units before any gets N+1, and at most one armor or motorized unit a city.
 */
export function mayPlace(
  city: string,
  armor: boolean,
  cities: readonly string[],
  placed: Readonly<Record<string, number>>,
  armorPlaced: Readonly<Record<string, number>>,
  cap: number,
): boolean {
  const here = placed[city] ?? 0;
  if (here >= cap || (armor && (armorPlaced[city] ?? 0) >= 1)) return false;
  return cities.every((c) => (placed[c] ?? 0) >= here);
}

/** §27.21b a city cut off from a full source: its RPs halved (fractions kept), for that city alone. */
export const cutOffPoints = (p: Points): Points => ({ infantry: p.infantry / 2, armor: p.armor / 2, air: p.air / 2 });

/**
 * †§27.24(2) air replacement by the RP ratio: each 6 air RPs buy one unit; what is left (1-5) gives a chance of
 * left/6 on a die, spending it all if the roll succeeds. `die` is the roll for the remainder (unused when none).
 */
export function airReplacements(rp: number, die: number): { units: number; spent: number } {
  const sure = Math.floor(rp / 6);
  const rest = rp - sure * 6;
  if (rest > 0 && die <= rest) return { units: sure + 1, spent: rp };
  return { units: sure, spent: sure * 6 };
}
