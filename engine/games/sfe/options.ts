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
};

/** The options in force in a state. */
export const optionsOf = (state: Pick<GameState, 'vars'>): SfeOptions => optionsFrom(DEFAULT_OPTIONS, state);
