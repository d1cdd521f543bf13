// The Struggle for Europe's Barbarossa scenario (scenarios.json): 22 June to 31 December 1941 in half-month turns
// (§4.0), the set-up (setup.ts), reinforcements by turn, the record track with weather, replacement points, rail
// capacity, the first-turn surprise (§28.16b), Hoth's level (§28.05), and victory in the series' city convention.
// Values the rulebook does not give are reconstructed; TABLES.md and COUNTERS.md give the reasons.

import type { MapDef, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { AXIS_LATER, AXIS_SETUP } from './oob-axis.js';
import { SOVIET_SETUP } from './oob-soviet.js';
import { sovietLater } from './oob-soviet-later.js';
import { navalData, navalPlacements } from './oob-naval.js';
import { placeAll } from './setup.js';

const rec = (reason: string) => ({ source: 'reconstructed' as const, reason });
const rule = (ref: string) => ({ source: 'rulebook' as const, ref });

/** The turns: JUN 2 1941 (22–30 June) … DEC 2 1941, with their dates. */
export const TURNS: [string, string][] = [
  ['JUN 2 1941', '22–30 June 1941'],
  ['JUL 1 1941', '1–15 July'],
  ['JUL 2 1941', '16–31 July'],
  ['AUG 1 1941', '1–15 August'],
  ['AUG 2 1941', '16–31 August'],
  ['SEP 1 1941', '1–15 September'],
  ['SEP 2 1941', '16–30 September'],
  ['OCT 1 1941', '1–15 October'],
  ['OCT 2 1941', '16–31 October'],
  ['NOV 1 1941', '1–15 November'],
  ['NOV 2 1941', '16–30 November'],
  ['DEC 1 1941', '1–15 December'],
  ['DEC 2 1941', '16–31 December'],
];

/** The weather of 1941 as it was, zones A, B, C, D, for the historical-weather option. */
export const HISTORICAL_WEATHER: string[][] = [
  ['Clear', 'Clear', 'Clear', 'Clear'],
  ['Clear', 'Clear', 'Clear', 'Clear'],
  ['Clear', 'Clear', 'Stormy', 'Clear'],
  ['Clear', 'Clear', 'Clear', 'Clear'],
  ['Clear', 'Clear', 'Clear', 'Clear'],
  ['Clear', 'Clear', 'Clear', 'Clear'],
  ['Mud', 'Clear', 'Clear', 'Clear'],
  ['Mud', 'Mud', 'Clear', 'Clear'],
  ['Heavy Mud', 'Heavy Mud', 'Mud', 'Mud'],
  ['Frost', 'Mud', 'Mud', 'Clear'],
  ['Snow', 'Frost', 'Frost', 'Mud'],
  ['Heavy Snow', 'Snow', 'Snow', 'Snow'],
  ['Heavy Snow', 'Snow', 'Snow', 'Snow'],
];

/** Replacement points a month (§27.2), received on the month's first turn; air RPs for †§27.24(2). */
const RP = {
  german: { infantry: 10, armor: 4, air: 10 },
  romanian: { infantry: 3, armor: 0, air: 1 },
  finnish: { infantry: 2, armor: 0, air: 1 },
  soviet: { infantry: 24, armor: 6, air: 24 },
  'soviet-from-oct': { infantry: 24, armor: 3, air: 12 },
};

/** One city's share of a month's RPs: infantry, armor, air. */
const share = (infantry: number, armor = 0, air = 0) => ({ infantry, armor, air });

/** The Soviet replacement cities that make one infantry RP a month and nothing else. */
const SOVIET_ONE = [
  'Arkhangelsk',
  'Yaroslavl',
  'Ivanovo',
  'Kalinin',
  'Tula',
  'Minsk',
  'Kiev',
  'Dnepropetrovsk',
  'Zaporozhye',
  'Stalino',
  'Voroshilovgrad',
  'Rostov',
  'Odessa',
];
const sovietOne = Object.fromEntries(SOVIET_ONE.map((c) => [c, share(1)]));

/**
 * §27.21b each row of RP split among the nationality's red replacement cities (the map's), "off-map" the part made
 * beyond the map's edge (the Reich's factories, the Urals' "East" of §27.44). The totals are RP's. Armor RPs where
 * arrive.ts's ARMOR_CITIES says tanks were made; air RPs where aircraft were.
 */
const CITY_RP = {
  german: {
    Königsberg: share(1, 1),
    Kattowitz: share(1),
    Vienna: share(2, 1, 2),
    'off-map': share(6, 2, 8),
  },
  romanian: { Bucharest: share(2, 0, 1), Ploesti: share(1) },
  finnish: { Helsinki: share(2, 0, 1) },
  soviet: {
    Moscow: share(3, 1, 5),
    Leningrad: share(2, 1, 3),
    Gorky: share(1, 1, 3),
    Kharkov: share(1, 1, 2),
    Stalingrad: share(1, 1),
    Kazan: share(1, 0, 2),
    Saratov: share(1, 0, 2),
    Voronezh: share(1, 0, 2),
    ...sovietOne,
    'off-map': share(0, 1, 5),
  },
  'soviet-from-oct': {
    Moscow: share(3, 0, 2),
    Leningrad: share(2, 0, 1),
    Gorky: share(1, 1, 2),
    Kharkov: share(1),
    Stalingrad: share(1, 1),
    Kazan: share(1, 0, 2),
    Saratov: share(1, 0, 2),
    Voronezh: share(1, 0, 1),
    ...sovietOne,
    'off-map': share(0, 1, 2),
  },
};

/** The Barbarossa scenario. */
export function buildScenario(map: MapDef, units: UnitDef[]): ScenarioDef {
  const byId = new Map(units.map((u) => [u.id, u]));
  const later = [...AXIS_LATER, ...sovietLater()];
  const placements = [...placeAll(map, [...AXIS_SETUP, ...SOVIET_SETUP], byId), ...navalPlacements()];
  return {
    id: 'barbarossa',
    name: 'Barbarossa, 22 June 1941',
    names: { es: 'Barbarroja, 22 de junio de 1941' },
    firstTurn: 1,
    lastTurn: TURNS.length,
    phases: [
      'weather',
      'reinforcement',
      'supply-determination',
      'movement',
      'air',
      'combat',
      'exploitation',
      'post-exploitation-combat',
      'administrative',
    ],
    firstSide: 'axis',
    placements,
    turns: TURNS.map(([label, dates], i) => ({
      turn: i + 1,
      label,
      reinforcements: later.filter(([t]) => t === i + 1).map(([, e]) => e[0]),
      notes: `${dates}. Weather as it was (option): ${HISTORICAL_WEATHER[i].join(', ')} (zones A–D).`,
      translations: { es: { notes: `${dates}. Tiempo histórico (opción): ${HISTORICAL_WEATHER[i].join(', ')}.` } },
    })),
    data: scenarioData(map),
    prov: rec(
      'The rulebook names the scenario (§27.21, §28.05, §28.10a, §28.16b) and prints no set-up: the orders of ' +
        'battle of 22 June 1941 at corps level, placed by setup.ts; turns of half a month (§4.0) to the end of 1941',
    ),
  };
}

/** The scenario's rules and records beyond the placements. */
function scenarioData(map: MapDef) {
  return {
    turnDates: TURNS.map(([label, dates]) => ({ label, dates })),
    naval: navalData(map),
    weather: {
      firstTurn: { A: 'Clear', B: 'Clear', C: 'Clear', D: 'Clear' },
      rolled: 'from turn 2 on the weather-ab and weather-cd tables (§25.1)',
      historical: HISTORICAL_WEATHER,
      prov: rec(
        '22 June 1941 was clear and dry from the Baltic to the Black Sea; later turns roll (option: as it was)',
      ),
    },
    railCapacity: {
      axis: 6,
      soviet: 12,
      prov: rec(
        'Corps-equivalents a player segment (§8.03, armor, motorized and cavalry ×2): the Reichsbahn\u2019s East ' +
          'capacity behind three army groups against the Soviet net that moved about two armies a week to the front',
      ),
    },
    replacements: {
      monthly: RP,
      prov: rec(
        'Ground RPs a month in attack factors (§27.21a): Germany\u2019s Replacement Army of 1941 (about 60,000 men ' +
          'and 250 tanks a month) against the Soviet mobilisation; Soviet armor falls from October as the factories ' +
          'moved east; Hungary, Slovakia and Italy got none in 1941; special RPs (§27.22) come on top. Air RPs ' +
          '(†§27.24(2): 6 buy an air unit) from the output of 1941 at the counters\u2019 scale (§3.2: about 150 ' +
          'aircraft an Axis wing, 300 a Soviet unit): Germany built some 11,800 aircraft in 1941, about 1,000 a ' +
          'month, of which the East\u2019s air fleets got about 250 combat machines, 10 RPs; the USSR built some ' +
          '15,700, about 1,200 combat machines a month until the factories were moved east in the autumn (24 RPs, ' +
          '12 from October); Romania and Finland a few machines a month (1 RP, a sixth of a unit)',
      ),
      cities: CITY_RP,
      citiesProv: rec(
        '§27.21b needs each replacement city\u2019s RPs and the book gives none: the monthly totals split by the ' +
          'arms centres of 1941, the capital and Leningrad most; tanks at Leningrad (Kirov), Moscow, Gorky, ' +
          'Kharkov, Stalingrad, Vienna and Königsberg; aircraft at Moscow, Leningrad, Gorky (plant 21), Kazan ' +
          '(22), Saratov (292), Voronezh (18), Kharkov (135), Vienna (Wiener Neustadt), Bucharest and Helsinki; ' +
          'most of the Reich\u2019s RPs and the Urals\u2019 are made off the map and always supplied',
      ),
      sovietPerCity: { twoFrom: 'OCT 1 1941', threeFrom: 'JAN 1 1942', prov: rule('§27.21, Barbarossa: 10/41') },
    },
    surprise: {
      rule: '§28.16b',
      optional: true,
      sovietAirLost: [4, 5, 5, 6, 6, 7],
      prov: rule('§28.16b: roll 1d6 before set-up; Soviet air units lost on 1–6'),
    },
    leaders: {
      hothLevel4On: 'JUN 2 1941',
      prov: rule('§28.05: Hoth has full level 4 on the JUN 2 turn of the Barbarossa scenario'),
    },
    artillery: { optional: '§28.10a', units: ['G-Art'], prov: rule('§28.10a: Barbarossa, one German 4-2-2 ART') },
    restrictions: RESTRICTIONS,
    arrivals: {
      german: 'a supplied city of Germany or the General Government in its army group\u2019s sector (§27.11)',
      italian: 'a supplied Romanian city (the CSIR came by rail through Hungary and Romania)',
      'spanish-blue': 'a supplied city of East Prussia, with Army Group North',
      soviet:
        'supplied major cities, then minor cities of the USSR (§27.11); the Far Eastern divisions on the ' +
        'east-edge rail hexes, at most three a hex (§27.44)',
      prov: rec('§27.11 places reinforcements in home cities; the allies\u2019 entry points are ours'),
    },
    victory: victoryData(map),
  };
}

/** The start restrictions of 22 June 1941 (the engine's restrictions.ts runs them): who, until which turn, barred
 *  from what ('move': any move; 'enter': the regions' hexes; 'attack': a hex of the regions, or any without). */
const RESTRICTIONS = [
  {
    id: 'finland',
    side: 'axis',
    nationalities: ['finnish'],
    units: ['G-XXXVI'],
    untilTurn: 2,
    until: 'JUL 1 1941',
    mayNot: ['enter', 'attack'],
    regions: ['ussr'],
    rule: 'Finnish units and the German XXXVI Corps may not enter Soviet hexes nor attack before the JUL 1 turn',
    prov: rec(
      'Finland stayed out of the invasion until the Soviet air raids of 25 June; it declared war on 26 June, ' +
        'Silver Fox (XXXVI Corps at Salla) opened on 1 July and the Karelian Army attacked on 10 July 1941',
    ),
  },
  {
    id: 'hungary',
    side: 'axis',
    nationalities: ['hungarian'],
    units: [],
    untilTurn: 2,
    until: 'JUL 1 1941',
    mayNot: ['move', 'attack'],
    regions: [],
    rule: 'Hungarian units may neither move nor attack before the JUL 1 turn',
    prov: rec(
      'Hungary declared war on 27 June after the bombing of Kassa; the Carpathian Group crossed on 1 July 1941',
    ),
  },
  {
    id: 'neutrals',
    side: 'soviet',
    nationalities: [],
    units: [],
    untilTurn: 2,
    until: 'JUL 1 1941',
    mayNot: ['enter', 'attack'],
    regions: ['finland', 'hungary'],
    rule: 'Soviet units may not enter Finland or Hungary nor attack there before the JUL 1 turn',
    prov: rec(
      'Neither country was at war with the USSR on 22 June 1941; the ground war on their borders began in July',
    ),
  },
];

/** The Axis's victory cities and their points, the Soviet Union's cities of 1941 (hexes found on the map by name). */
const VICTORY_CITIES: [string, number][] = [
  ['Moscow', 5],
  ['Leningrad', 4],
  ['Kiev', 2],
  ['Kharkov', 2],
  ['Rostov', 2],
  ['Stalino', 1],
  ['Dnepropetrovsk', 1],
  ['Odessa', 1],
  ['Sevastopol', 1],
  ['Smolensk', 1],
  ['Minsk', 1],
  ['Riga', 1],
  ['Tallinn', 1],
  ['Novgorod', 1],
  ['Tula', 1],
];

/** The hex of the city with this name on the map (the build fails on a name the map lacks). */
function cityHex(map: MapDef, name: string): string {
  const h = map.hexes.find((x) => x.city?.name === name);
  if (!h) throw new Error(`victory city ${name} is not on the map`);
  return h.id;
}

/** The scenario's victory (the engine's victory.ts runs it): points for the cities the Axis controls at the end,
 *  the levels they give, and the automatic victories checked at the end of every game turn. */
function victoryData(map: MapDef) {
  return {
    cities: VICTORY_CITIES.map(([name, vp]) => ({ name, hex: cityHex(map, name), vp })),
    levels: [
      { atLeast: 16, winner: 'axis', level: 'decisive' },
      { atLeast: 11, winner: 'axis', level: 'marginal' },
      { atLeast: 7, winner: 'soviet', level: 'marginal' },
      { atLeast: 0, winner: 'soviet', level: 'decisive' },
    ],
    automatic: [
      { id: 'moscow', winner: 'axis', hexes: [cityHex(map, 'Moscow')], text: 'The Axis controls Moscow' },
      {
        id: 'ploesti',
        winner: 'soviet',
        hexes: [cityHex(map, 'Ploesti'), cityHex(map, 'Bucharest')],
        text: 'The Soviets control Ploesti or Bucharest',
      },
    ],
    prov: rec(
      'The series\u2019 scenario convention (the rulebook gives no victory conditions, digest §8.8): points for the ' +
        'cities the Axis controls at the end of DEC 2 1941 (25 in all); the historical line of December 1941 (Kiev, ' +
        'Kharkov, Stalino, Dnepropetrovsk, Odessa, Smolensk, Minsk, Riga, Tallinn, Novgorod held: 12 points; Rostov ' +
        'lost again, Sevastopol and Leningrad besieged, Tula and Moscow held) is an Axis marginal victory. The fall ' +
        'of Moscow ends the game at once as an Axis decisive victory (the capital and the hub of the Soviet rail ' +
        'net); a Soviet hold on Romania\u2019s oil at Ploesti or its capital ends it as a Soviet decisive victory',
    ),
  };
}
