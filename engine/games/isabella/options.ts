// The rulebook's ambiguities (digest §11.4) as named module options, each with its default and the reason.
// A game's set-up carries its options; every rule reads them through optionsOf(state), never a constant.

import type { GameState } from '../../core/types.js';
import { optionsFrom } from '../../core/kit.js';

/** The Isabella rule options. Each default follows the rulebook's text where it speaks. */
export interface IsabellaOptions {
  /** 4.6: Madrid VP when the Republic was never restored: "+3 to +18" (3d6, default) or "two dice" (2d6). */
  madridDice: 3 | 2;
  /** 12.9 vs 12.8: a road across a river hexside still pays the river cost (default: costs add up, 12.9). */
  roadPaysRiver: boolean;
  /** River hexside cost in MP (the TEC is missing; reconstructed +1). */
  riverCost: number;
  /** 7.3: straits hexsides block ZOC. Default false: "no other water feature inhibits ZOC" (the text). */
  straitsBlockZoc: boolean;
  /** 13.18 DR: units that cannot retreat are eliminated (default) or lose one step and stay ('step'). */
  noRetreat: 'eliminate' | 'step';
  /** 9.4: enemy airpower adds +1 per hex entered (default) or +1 for the hex and +1 for a river hexside. */
  enemyAirBoth: boolean;
  /** 6.8: the height of an enemy stack is visible (default true, as on a real table). */
  stackHeightVisible: boolean;
  /** 9.8: the partisan and Allied airpower give one shift together (default) or one each. */
  partisanStacksWithAir: boolean;
  /** 10.3: a concentric attack on a city still counts for the replacement delay (default true). */
  concentricCityCounts: boolean;
  /** 13.5: odds below 1:1 are 1:ceil(D/A) ('defender', default: the defender's favour, as 13.5 rounds) or 1:floor. */
  lowOdds: 'defender' | 'attacker';
  /** 13.7: shifts move along an unbounded odds ladder, then clamp ('ladder', default) or clamp first. */
  beyondTable: 'ladder' | 'clampFirst';
  /** 11.6: OOS attack factors halved per unit, rounding each up ('unit', default) or once over their total. */
  oosHalving: 'unit' | 'total';
  /** 5.12, 13.21, 13.22: Patton's unit must be in supply for momentum and probes (default true, as German units). */
  pattonNeedsSupply: boolean;
}

/** The defaults, used where a game's set-up names no option. */
export const DEFAULT_OPTIONS: IsabellaOptions = {
  madridDice: 3,
  roadPaysRiver: true,
  riverCost: 1,
  straitsBlockZoc: false,
  noRetreat: 'eliminate',
  enemyAirBoth: false,
  stackHeightVisible: true,
  partisanStacksWithAir: false,
  concentricCityCounts: true,
  lowOdds: 'defender',
  beyondTable: 'ladder',
  oosHalving: 'unit',
  pattonNeedsSupply: true,
};

/** Why each option exists and what its default means (the About page lists these). */
export const OPTION_NOTES: Record<keyof IsabellaOptions, { ref: string; text: string }> = {
  madridDice: {
    ref: '4.6',
    text: 'Madrid VP when the Republic was never restored: the text says "+3 to +18" and "two dice"; 3d6 matches the range.',
  },
  roadPaysRiver: {
    ref: '12.8, 12.9',
    text: 'A road crossing a river: costs are cumulative (12.9), so the river is paid on top of the road rate.',
  },
  riverCost: {
    ref: '12.4 (TEC missing)',
    text: 'Crossing a river hexside costs this many extra MP; the printed TEC is missing (reconstructed).',
  },
  straitsBlockZoc: {
    ref: '7.3',
    text: 'Straits hexsides: 7.3 says no water feature but all-sea hexsides inhibits ZOC; the other reading blocks it.',
  },
  noRetreat: {
    ref: '13.18',
    text: 'A defender that must retreat and cannot: eliminated, or (option) loses one step and stays.',
  },
  enemyAirBoth: {
    ref: '9.4',
    text: 'Enemy airpower: +1 MP per hex entered, or (option) +1 for the hex and +1 more for a river hexside.',
  },
  stackHeightVisible: { ref: '6.8', text: 'The number of units in an enemy stack is visible, as on a real table.' },
  partisanStacksWithAir: {
    ref: '9.6, 9.8',
    text: 'The partisan and Allied airpower give at most one shift together in a battle.',
  },
  concentricCityCounts: {
    ref: '10.3, 13.13',
    text: 'A unit eliminated defending a city against attackers placed concentrically gets the full replacement delay.',
  },
  lowOdds: {
    ref: '13.5',
    text: 'Odds below 1:1 are not covered by the text: 1:ceil(D/A), rounding for the defender as 13.5 does.',
  },
  beyondTable: {
    ref: '13.7',
    text: 'Shifts are applied to the fully calculated odds, even beyond the table, before the CRT is read.',
  },
  oosHalving: {
    ref: '11.6',
    text: 'Each out-of-supply attacker has its attack factor halved, its remainder rounded up.',
  },
  pattonNeedsSupply: {
    ref: '5.12, 13.21',
    text: "Patton's unit needs supply for momentum and probe attacks, like German units.",
  },
};

/** The options in force: the set-up's options over the defaults (unknown keys ignored). */
export function optionsOf(state: Pick<GameState, 'vars'>): IsabellaOptions {
  return optionsFrom(DEFAULT_OPTIONS, state);
}

/**
 * The digest §11.4 ambiguities the rules decide without a named option, each with the reading taken and why no
 * option: the number is the ambiguity's number in the digest. The ambiguities that have an option are in
 * OPTION_NOTES (their `ambiguity` below). Notes only: nothing here changes a rule.
 */
export const AMBIGUITY_OPTIONS: Record<number, (keyof IsabellaOptions)[]> = {
  1: ['madridDice'],
  2: ['riverCost', 'roadPaysRiver'],
  3: ['noRetreat'],
  4: ['lowOdds'],
  5: ['beyondTable'],
  6: ['enemyAirBoth'],
  7: ['straitsBlockZoc'],
  12: ['concentricCityCounts'],
  13: ['partisanStacksWithAir'],
  17: ['oosHalving'],
  21: ['pattonNeedsSupply'],
};

/**
 * Why an ambiguity (or the part of one an option leaves) has no option: the reading taken, the digest's default
 * unless the note says otherwise. Items 16 and 27 are checked in movement.ts and control.ts; the others are the
 * digest's defaults, to be checked against the rules code where it does not cite the item.
 */
export const AMBIGUITIES_WITHOUT_OPTION: Record<number, string> = {
  3: 'Retreat length: one hex (13.18 speaks of one hex); only the no-retreat case is an option.',
  7: 'Straits and Allied supply: allowed, as Allied units may move across them (12.7). Attacking 1422 from 1322: forbidden, 13.24 allows attacks on 1422 only from 1421.',
  8: 'No entry into an enemy-occupied hex: 6.1 forbids stacking with the enemy; hexes with markers only may be entered.',
  9: 'Stacking limits hold while passing through a hex (strict reading of 6.x).',
  10: 'Supply path counting and road contiguity follow 11.3 as written; a source hex in an EZOC is still a source.',
  11: 'Neutral Portugal: no paratroop set-up there (8.2 would bring Portugal in); supply searches do not pass through neutral Portugal unless the player means to bring it in.',
  14: 'Air superiority: a difference of 6 gives the five markers the game has (5.4 says one through five).',
  15: 'A momentum or probing attack is part of the action that triggered it (5.7 alternation).',
  16: 'Landing turn MF halved, rounded up (movement.ts, digest default).',
  18: 'Over-stack eliminations count as eliminations in combat for the replacement delay.',
  19: 'Initial control: a hex next to units of both sides starts uncontrolled; Gibraltar starts Allied (the 1/2GGB is in it). Scenario data, labelled reconstructed.',
  20: 'Beachhead: not in a Falangist-occupied port; in Lisbon with the LMC the landing stack keeps within four units (6.3).',
  21: 'Patton: the rest of 5.12 (which units he may join) is read as written.',
  22: '250B is German (a German reinforcement at 4212, 10.5); module data, labelled reconstructed.',
  23: 'Gibraltar 1422 is not a city, so the AS reroll of 13.25 stands; map data, labelled reconstructed.',
  24: 'Allied replenishment needs overland supply to the beachhead; coastal supply does not count.',
  25: 'Cross-reference errors in the text: nothing to decide; the rules cite the sections meant.',
  26: 'The Republic is restored automatically (5.11 says so), not by declaration.',
  27: 'A moving unit takes control of the hexes it passes through, as it does of the hex it stops in (7.7; control.ts).',
};
