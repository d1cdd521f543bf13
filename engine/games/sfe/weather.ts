// Weather (§25, §4.01): one die for Zones A and B, one for Zones C and D, at the start of each game turn; Zone E is
// always clear; the weather lasts the whole turn. Which zone's weather applies (§25.1), what freezes (§25.3) and
// how weather cuts movement points (§7.11) and the railheads' advance (§8.06). The Campaign Game Weather Table and
// the Weather Effects Chart are not in the book (digest §8.3): the tables below are reconstructed, labelled.

import type { GameModule } from '../../core/module.js';
import type { TurnDate, Weather, Zone } from './state.js';
import { zoneOf } from './state.js';

/** §25 worse weather for movement, from the best to the worst (§25.1 "the more restrictive"). */
export const SEVERITY: Readonly<Record<Weather, number>> = {
  clear: 0,
  stormy: 1,
  frost: 2,
  mud: 3,
  snow: 4,
  'heavy-mud': 5,
  'heavy-snow': 6,
};

const C = 'clear';
const F = 'frost';
const M = 'mud';
const HM = 'heavy-mud';
const S = 'snow';
const HS = 'heavy-snow';
const ST = 'stormy';
type Row = readonly [Weather, Weather, Weather, Weather, Weather, Weather];

/**
 * §4.01 the weather by month and die (1-6; higher rolls give worse weather, digest §2.4), for Zones A+B (the East)
 * and C+D. {source:'reconstructed', reason:'the table is lost; the East's months as 1941-44 had them: the
 * rasputitsa of October-November and March-April, snow from December to February, clear summers; C and D (the
 * Balkans and central Europe) milder'}.
 */
export const WEATHER_TABLE: Readonly<Record<'AB' | 'CD', readonly Row[]>> = {
  AB: [
    [S, S, S, HS, HS, HS],
    [S, S, S, S, HS, HS],
    [F, S, S, M, M, HM],
    [M, M, M, HM, HM, HM],
    [C, C, C, C, M, M],
    [C, C, C, C, C, M],
    [C, C, C, C, C, ST],
    [C, C, C, C, C, M],
    [C, C, C, M, M, M],
    [C, F, M, M, HM, HM],
    [F, M, M, HM, S, S],
    [F, S, S, S, HS, HS],
  ],
  CD: [
    [F, F, S, S, S, HS],
    [F, F, F, S, S, S],
    [C, F, F, M, M, S],
    [C, C, M, M, M, ST],
    [C, C, C, C, M, ST],
    [C, C, C, C, C, ST],
    [C, C, C, C, C, C],
    [C, C, C, C, C, ST],
    [C, C, C, C, M, ST],
    [C, C, M, M, M, ST],
    [C, F, M, M, S, ST],
    [F, F, S, S, S, HS],
  ],
};

/** †§28.04 severe winters: +1 from NOV 2 to MAR 1 of 1939-40 and 1941-42, in the East also MAR 2 to APR 1. */
export function severeWinterDrm(date: TurnDate, east: boolean): number {
  const key = date.month * 2 + date.half - 1;
  const inWinter = (startYear: number) =>
    (date.year === startYear && key >= 11 * 2 + 1) || (date.year === startYear + 1 && key <= 3 * 2);
  const inSpring = (y: number) => date.year === y + 1 && key >= 3 * 2 + 1 && key <= 4 * 2;
  return [1939, 1941].some((y) => inWinter(y) || (east && inSpring(y))) ? 1 : 0;
}

/** §4.01, §28.04 the weather one die gives a pair of zones (a modified roll above 6 reads as 6). */
export function weatherFor(date: TurnDate, pair: 'AB' | 'CD', die: number, severe = false): Weather {
  const drm = severe ? severeWinterDrm(date, pair === 'AB') : 0;
  const roll = Math.min(6, Math.max(1, die + drm));
  const w = WEATHER_TABLE[pair][date.month - 1]![roll - 1]!;
  // †§28.04 a Frost result in Zones C and D is treated as Snow in a severe winter.
  return severe && drm > 0 && pair === 'CD' && w === F ? S : w;
}

/** §4.01 the weather of every zone from the two dice; Zone E is always clear. */
export function rollWeather(date: TurnDate, dieAB: number, dieCD: number, severe = false): Record<Zone, Weather> {
  const ab = weatherFor(date, 'AB', dieAB, severe);
  const cd = weatherFor(date, 'CD', dieCD, severe);
  return { A: ab, B: ab, C: cd, D: cd, E: 'clear' };
}

/** §25.1 the weather in a hex. */
export const weatherAt = (module: GameModule, weather: Record<Zone, Weather>, hex: string): Weather =>
  weather[zoneOf(module, hex)];

/** §25.1 the most restrictive weather of the hexes a move or a supply path crosses. */
export function worstWeather(module: GameModule, weather: Record<Zone, Weather>, hexes: readonly string[]): Weather {
  let worst: Weather = 'clear';
  for (const h of hexes) {
    const w = weatherAt(module, weather, h);
    if (SEVERITY[w] > SEVERITY[worst]) worst = w;
  }
  return worst;
}

/**
 * §7.11 the movement points a weather leaves of a unit's printed factor (applied before supply).
 * {source:'reconstructed', reason:'the Weather Effects Chart is lost; mud and snow halve, heavy mud and heavy
 * snow leave a third, rounded up so every unit keeps at least one MP; frost and storms do not slow ground units'}.
 */
export function weatherMp(mp: number, w: Weather): number {
  if (w === 'mud' || w === 'snow') return Math.ceil(mp / 2);
  if (w === 'heavy-mud' || w === 'heavy-snow') return Math.ceil(mp / 3);
  return mp;
}

/** §8.06 how far a railhead may be extended this turn: 6 hexes in clear weather, 3 in any other. */
export const railheadReach = (w: Weather): number => (w === 'clear' ? 6 : 3);

/**
 * §25.3 what the cold freezes: in snow and heavy snow, swamps and lakes (a frozen swamp counts as forest), and rivers
 * whose both hexes are in Zone A. {source:'reconstructed', reason:'the chart's freezing conditions are lost; snow
 * is the weather the rules tie to ice (the Ladoga ice road of §23.61(3))'}.
 */
export function frozen(
  module: GameModule,
  weather: Record<Zone, Weather>,
  a: string,
  b: string,
): { swamps: boolean; rivers: boolean; lakes: boolean } {
  const cold = (h: string) => {
    const w = weatherAt(module, weather, h);
    return w === 'snow' || w === 'heavy-snow';
  };
  const ice = cold(b);
  const rivers = ice && cold(a) && zoneOf(module, a) === 'A' && zoneOf(module, b) === 'A';
  return { swamps: ice, rivers, lakes: ice };
}
