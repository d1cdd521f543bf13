// Weather (§25, §4.01): one die for Zones A and B, one for Zones C and D, at the start of each game turn; Zone E is
// always clear; the weather lasts the whole turn. Which zone's weather applies (§25.1), what freezes (§25.3) and
// how weather cuts movement points (§7.11) and the railheads' advance (§8.06). The Campaign Game Weather Table and
// the Weather Effects Chart are not in the book (digest §8.3): the module's charts (charts.ts) reconstruct them.

import type { GameModule } from '../../core/module.js';
import { applyMp, weatherCell, weatherEffects } from './charts.js';
import type { TurnDate, Weather, Zone } from './state.js';
import { hexDef, zoneOf } from './state.js';
import { graphOf } from './terrain.js';

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

/** †§28.04 severe winters: +1 from NOV 2 to MAR 1 of 1939-40 and 1941-42, in the East also MAR 2 to APR 1. */
export function severeWinterDrm(date: TurnDate, east: boolean): number {
  const key = date.month * 2 + date.half - 1;
  const inWinter = (startYear: number) =>
    (date.year === startYear && key >= 11 * 2 + 1) || (date.year === startYear + 1 && key <= 3 * 2);
  const inSpring = (y: number) => date.year === y + 1 && key >= 3 * 2 + 1 && key <= 4 * 2;
  return [1939, 1941].some((y) => inWinter(y) || (east && inSpring(y))) ? 1 : 0;
}

/** §4.01, §28.04 the weather one die gives a pair of zones (the severe winter's +1 reads the table's 7th column). */
export function weatherFor(
  module: GameModule,
  date: TurnDate,
  pair: 'AB' | 'CD',
  die: number,
  severe = false,
): [Weather, Weather] {
  const drm = severe ? severeWinterDrm(date, pair === 'AB') : 0;
  const [a, b] = weatherCell(module, pair, date.month, die + drm);
  // †§28.04 a Frost result in Zones C and D is treated as Snow in a severe winter.
  const frost = (w: Weather): Weather => (severe && drm > 0 && pair === 'CD' && w === 'frost' ? 'snow' : w);
  return [frost(a), frost(b)];
}

/** §4.01 the weather of every zone from the two dice; Zone E is always clear. */
export function rollWeather(
  module: GameModule,
  date: TurnDate,
  dieAB: number,
  dieCD: number,
  severe = false,
): Record<Zone, Weather> {
  const [A, B] = weatherFor(module, date, 'AB', dieAB, severe);
  const [C, D] = weatherFor(module, date, 'CD', dieCD, severe);
  return { A, B, C, D, E: 'clear' };
}

/** Each map's hexes' zones as zoneNear found them (the map does not change: a move search asks for every edge). */
const zonesNear = new WeakMap<GameModule, Map<string, Zone>>();

/** §25.1 the zone of a hex; a lake the map puts in no zone takes its shore's (the first neighbour in one). */
export function zoneNear(module: GameModule, hex: string): Zone {
  let known = zonesNear.get(module);
  if (!known) {
    known = new Map();
    zonesNear.set(module, known);
  }
  const seen = known.get(hex);
  if (seen) return seen;
  const zone = findZone(module, hex);
  known.set(hex, zone);
  return zone;
}

/** §25.1 zoneNear's answer, looked up on the map. */
function findZone(module: GameModule, hex: string): Zone {
  if (hexDef(module, hex)?.features?.some((f) => f.startsWith('weather-zone-'))) return zoneOf(module, hex);
  const shore = graphOf(module)
    .neighbors(hex)
    .find((n) => hexDef(module, n)?.features?.some((f) => f.startsWith('weather-zone-')));
  return shore ? zoneOf(module, shore) : zoneOf(module, hex);
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

/** §7.11 the movement points a weather leaves of a unit's printed factor (applied before supply). */
export const weatherMp = (module: GameModule, mp: number, w: Weather): number =>
  applyMp(mp, weatherEffects(module, w).mp);

/** §8.06 how far a railhead may be extended this turn: 6 hexes in clear weather, 3 in any other. */
export const railheadReach = (module: GameModule, w: Weather): number => weatherEffects(module, w).railhead;

/**
 * §25.3 what the cold freezes, by the Weather Effects Chart: swamps (then as forest) and lakes where the hex
 * entered freezes; a river only when both its hexes freeze and lie in the chart's river zones (Zone A).
 */
export function frozen(
  module: GameModule,
  weather: Record<Zone, Weather>,
  a: string,
  b: string,
): { swamps: boolean; rivers: boolean; lakes: boolean } {
  const fx = (h: string) => weatherEffects(module, weather[zoneNear(module, h)]);
  const ice = (h: string) => fx(h).freezes;
  const riverIce = (h: string) => ice(h) && fx(h).riversFreezeIn.includes(zoneNear(module, h));
  const swamps = ice(b);
  return { swamps, rivers: riverIce(a) && riverIce(b), lakes: swamps };
}
