// The Struggle for Europe's rule options: the digest's ambiguities (§10.5) the ground rules meet, and the optional
// rules of §28 they carry, each with its default and why. The set-up carries the options a game was started with.

import { optionsFrom } from '../../core/kit.js';
import type { GameState } from '../../core/types.js';

/** The options the ground rules read. */
export interface SfeOptions {
  /** §10.5(1) §23.13 read strictly: the unit's own hex may not be in an enemy ZOC (default: §6.13, it may). */
  supplyZocStrict: boolean;
  /** §28.01 ZOC limitations (really recommended): small units project a limited ZOC or none (default off). */
  limitedZoc: boolean;
  /** †§28.02 supply path realities: rough hexes count 1½, a strait +1, limited ZOCs passable where held. */
  supplyRealities: boolean;
  /** §8.06 the map's gauge read: captured rail of the side's own gauge joins its net without a railhead. */
  ownGauge: boolean;
  /** †§28.04 severe winters: +1 to weather rolls in 1939-40 and 1941-42 (default off, optional rule). */
  severeWinters: boolean;
  /** §10.5(6) §23.61(3): the Lake Ladoga path is open in stormy weather too (default: not, it is not listed). */
  ladogaStormy: boolean;
  /** The scenario's weather as it was (scenario data weather.historical) instead of the rolls (default off). */
  historicalWeather: boolean;
  /** §10.5(3) §8.0: rail movement uses every rail hex the side controls (default: its net behind the railheads). */
  railAnyControlled: boolean;
  /** §10.5(3) §8.06: a railhead's 6 (3) hexes are its total over all its lines (default: each line's own). */
  railheadTotal: boolean;
  /** §10.5(4) §10.01: an HX's "half the defending factors" rounded down (default: up). */
  hxRoundDown: boolean;
  /** §10.5(4) §10.02: the losses "equal to" what is due pay no more over it than they must (default: at least). */
  lossesLeastOver: boolean;
  /** §10.5(5) §12.01(3): towns deny the armor bonus as cities do (default: cities only). */
  townsCloseArmor: boolean;
  /** §10.5(5) §23.11(1): towns count among the three cities joined by rail that are a supply source (default: not). */
  townsSupplySources: boolean;
  /** §10.5(6) §8.06: Frost is clear weather for the railheads, 6 hexes (default: non-clear, 3). */
  frostClear: boolean;
  /** §10.5(12) §23.52: the lost sign read +1 a turn beyond the 4th, surrender less likely (default: −1). */
  surrenderLatePlus: boolean;
  /** §10.5(10) §23.11(4): a full-strength division draws a whole corps from a limited source (default: ½, §23.21). */
  limitedDivisionWhole: boolean;
  /** §10.5(11) †§28.05: a listed leader has no level before his first date (default: the base rules' full ones). */
  leaderDatesStrict: boolean;
  /** §10.5(14) §14.03: an overrun from one enemy ZOC into another stops without the +2 MPs (default: both). */
  overrunZocStopOnly: boolean;
  /** †§28.03 motorized armor neutrality: German motorized up to the panzer corps count, ignored for the bonus. */
  motorizedNeutral: boolean;
  /** †§28.05 special leader rules: leader levels 1-4 (exploitation with 5-MP units, attacks after it). */
  leaderLevels: boolean;
  /** †§28.10 artillery corps: ignored for the armor bonus up to the armor corps, never advance. */
  artilleryRules: boolean;
  /** †§28.06 operational bombing flexibility: British, German, U.S. air units of 4+ bombing factors divide them. */
  operationalBombing: boolean;
  /** †§28.16b Barbarossa's first-turn surprise: before the first turn the Soviets lose 4-7 air units (default on). */
  firstTurnSurprise: boolean;
}

/** The defaults, used where a game's set-up names no option. */
export const DEFAULT_OPTIONS: SfeOptions = {
  supplyZocStrict: false,
  limitedZoc: false,
  supplyRealities: false,
  ownGauge: false,
  severeWinters: false,
  ladogaStormy: false,
  historicalWeather: false,
  railAnyControlled: false,
  railheadTotal: false,
  hxRoundDown: false,
  lossesLeastOver: false,
  townsCloseArmor: false,
  townsSupplySources: false,
  frostClear: false,
  surrenderLatePlus: false,
  limitedDivisionWhole: false,
  leaderDatesStrict: false,
  overrunZocStopOnly: false,
  motorizedNeutral: false,
  leaderLevels: false,
  artilleryRules: false,
  operationalBombing: false,
  firstTurnSurprise: true,
};

/** Where each option comes from and what it does (the About page). */
export const OPTION_NOTES: Readonly<Record<keyof SfeOptions, { ref: string; text: string }>> = {
  supplyZocStrict: {
    ref: '§6.13, §23.13',
    text: 'A supply path may not start in an enemy ZOC either (§23.13 read strictly; default: into, not through)',
  },
  limitedZoc: { ref: '§28.01', text: 'ZOC limitations: brigades and weak units project a limited ZOC, or none' },
  supplyRealities: {
    ref: '§28.02',
    text: 'Supply paths count forest, swamp and mountain hexes 1½, a strait +1; held limited ZOCs may be crossed',
  },
  ownGauge: {
    ref: '§8.06',
    text: 'Captured rail of a side’s own gauge (broad for the Soviets, standard for the Axis) needs no railhead',
  },
  severeWinters: { ref: '§28.04', text: 'Severe winters: +1 to weather rolls, Frost in zones C and D is Snow' },
  ladogaStormy: { ref: '§23.61(3)', text: 'The Lake Ladoga supply path stays open in stormy weather' },
  historicalWeather: { ref: '§25.1', text: 'The weather as it was in 1941 (the scenario gives it) instead of rolls' },
  railAnyControlled: {
    ref: '§8.0, §8.06',
    text: 'Rail movement may use every rail hex the side controls (default: only its net behind the railheads)',
  },
  railheadTotal: {
    ref: '§8.06',
    text: 'A railhead advances 6 hexes (3 in bad weather) in all, shared among its lines (default: each line 6)',
  },
  hxRoundDown: {
    ref: '§10.01',
    text: 'After an HX the attacker loses half the defending factors rounded down (default: rounded up)',
  },
  lossesLeastOver: {
    ref: '§10.02',
    text: 'Exchange losses pay no more factors over those due than they must (default: any choice paying enough)',
  },
  townsCloseArmor: { ref: '§12.01', text: 'Towns deny the armor bonus as cities do (default: only cities)' },
  townsSupplySources: {
    ref: '§23.11',
    text: 'Towns count among the three cities joined by rail that make a supply source (default: only cities)',
  },
  frostClear: {
    ref: '§8.06, §25',
    text: 'Frost counts as clear weather for railheads: they advance 6 hexes (default: non-clear, 3 hexes)',
  },
  surrenderLatePlus: {
    ref: '§23.52',
    text: 'Each turn out of supply beyond the 4th is +1 to the surrender roll (the lost sign; default: −1)',
  },
  limitedDivisionWhole: {
    ref: '§23.11',
    text: 'A full-strength division draws a whole corps from a limited supply source (default: ½, as §23.21 counts)',
  },
  leaderDatesStrict: {
    ref: '§28.05',
    text: 'With leader levels, a listed leader has no level before his first date (default: full abilities, as §13)',
  },
  overrunZocStopOnly: {
    ref: '§14.03',
    text: 'An overrun from one enemy ZOC into another stops there without paying +2 MPs (default: pays +2 and stops)',
  },
  motorizedNeutral: {
    ref: '§28.03',
    text: 'Motorized armor neutrality: German motorized corps, up to the panzer corps, are ignored for the armor bonus',
  },
  leaderLevels: {
    ref: '§28.05',
    text: 'Leader levels 1-4: a level-3 leader lets Allied 5-MP infantry and German 5-MP airborne exploit',
  },
  artilleryRules: {
    ref: '§28.10',
    text: 'Artillery corps: ignored for the armor bonus up to the armor corps present; they never advance',
  },
  operationalBombing: {
    ref: '§28.06',
    text: 'Operational bombing flexibility: German air units of 4+ bombing factors support ground units 2 factors each',
  },
  firstTurnSurprise: {
    ref: '§28.16',
    text: 'The first-turn surprise: before the first turn a die says how many air units (4-7) the Soviets lose',
  },
};

/** The options in force in a state. */
export const optionsOf = (state: Pick<GameState, 'vars'>): SfeOptions => optionsFrom(DEFAULT_OPTIONS, state);
