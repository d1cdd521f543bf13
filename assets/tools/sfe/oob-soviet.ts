// The Red Army on 22 June 1941 at corps level on the map: the fronts' armies' rifle, mechanised and cavalry corps,
// the fortified regions of the new frontier, the Stavka reserve's armies on their way west, the Stalin Line's forts.
// Divisions outside corps are grouped as corps named by their army. Sources: the Red Army's order of battle of
// 22 June 1941 (COUNTERS.md). Positions: the corps headquarters that day (longitude, latitude).

import type { Entry } from './oob-axis.js';

/** Northern Front (Leningrad Military District): 23rd and 7th Armies, 1st and 10th Mechanised Corps. */
const NORTH: Entry[] = [
  ['S-19RC', '19th Rifle Corps (23rd Army)', 'su-rifle', 29.0, 60.9, 'Northern'],
  ['S-50RC', '50th Rifle Corps (23rd Army)', 'su-rifle', 28.4, 60.65, 'Northern'],
  ['S-10MC', '10th Mechanised Corps', 'su-mech-weak', 29.3, 60.5, 'Northern'],
  ['S-7A', '7th Army (54th, 71st, 168th Rifle Divisions)', 'su-rifle', 31.0, 62.3, 'Northern'],
  ['S-7A-2', '7th Army (237th Rifle Division, border troops)', 'su-rifle', 32.5, 63.4, 'Northern'],
  ['S-1MC', '1st Mechanised Corps', 'su-mech', 28.3, 57.8, 'Northern'],
  ['S-LenRes', 'Leningrad reserve (70th, 177th, 191st Rifle Divisions)', 'su-rifle', 30.2, 59.7, 'Northern'],
  ['S-Hanko', 'Hanko garrison (8th Rifle Brigade)', 'su-fr', 22.95, 59.85, 'Northern'],
];

/** Northwestern Front (Baltic Special Military District): 8th, 11th and 27th Armies. */
const NORTHWEST: Entry[] = [
  ['S-10RC', '10th Rifle Corps (8th Army)', 'su-rifle', 21.6, 55.9, 'Northwestern'],
  ['S-11RC', '11th Rifle Corps (8th Army)', 'su-rifle', 22.3, 55.3, 'Northwestern'],
  ['S-12MC', '12th Mechanised Corps', 'su-mech-weak', 23.3, 55.9, 'Northwestern'],
  ['S-16RC', '16th Rifle Corps (11th Army)', 'su-rifle', 23.3, 54.6, 'Northwestern'],
  ['S-29RC', '29th (Lithuanian) Rifle Corps (11th Army)', 'su-rifle', 25.1, 54.6, 'Northwestern'],
  ['S-11A', '11th Army (126th, 128th Rifle Divisions)', 'su-rifle', 23.6, 54.3, 'Northwestern'],
  ['S-3MC', '3rd Mechanised Corps', 'su-mech', 24.0, 55.0, 'Northwestern'],
  ['S-22RC', '22nd (Estonian) Rifle Corps (27th Army)', 'su-rifle', 27.0, 57.8, 'Northwestern'],
  ['S-24RC', '24th (Latvian) Rifle Corps (27th Army)', 'su-rifle', 26.5, 57.0, 'Northwestern'],
  ['S-65RC', '65th Rifle Corps (Estonia)', 'su-rifle', 24.8, 59.3, 'Northwestern'],
  ['S-27A', '27th Army (67th Rifle Division, the islands)', 'su-rifle', 22.5, 58.3, 'Northwestern'],
  ['S-UR41', '41st Fortified Region (Telšiai)', 'su-fr', 21.5, 55.75, 'Northwestern'],
  ['S-UR42', '42nd Fortified Region (Šiauliai)', 'su-fr', 22.1, 55.5, 'Northwestern'],
  ['S-UR44', '44th Fortified Region (Kaunas)', 'su-fr', 22.9, 54.9, 'Northwestern'],
  ['S-UR45', '45th Fortified Region (Alytus)', 'su-fr', 23.4, 54.3, 'Northwestern'],
];

/** Western Front (Western Special Military District): 3rd, 10th, 4th Armies and the front's reserve. */
const WEST: Entry[] = [
  ['S-4RC', '4th Rifle Corps (3rd Army)', 'su-rifle', 23.9, 53.7, 'Western'],
  ['S-11MC', '11th Mechanised Corps', 'su-mech-weak', 24.4, 53.2, 'Western'],
  ['S-1RC', '1st Rifle Corps (10th Army)', 'su-rifle', 22.5, 53.4, 'Western'],
  ['S-5RC', '5th Rifle Corps (10th Army)', 'su-rifle', 22.3, 52.9, 'Western'],
  ['S-6CC', '6th Cavalry Corps', 'su-cav', 22.1, 53.2, 'Western'],
  ['S-6MC', '6th Mechanised Corps', 'su-mech', 23.2, 53.1, 'Western'],
  ['S-13MC', '13th Mechanised Corps', 'su-mech-weak', 23.1, 52.75, 'Western'],
  ['S-28RC', '28th Rifle Corps (4th Army)', 'su-rifle', 23.8, 52.1, 'Western'],
  ['S-4A', '4th Army (49th, 75th Rifle Divisions)', 'su-rifle', 24.3, 51.8, 'Western'],
  ['S-14MC', '14th Mechanised Corps', 'su-mech-weak', 24.4, 52.2, 'Western'],
  ['S-2RC', '2nd Rifle Corps (front reserve)', 'su-rifle', 27.6, 53.9, 'Western'],
  ['S-21RC', '21st Rifle Corps (front reserve)', 'su-rifle', 25.3, 53.9, 'Western'],
  ['S-44RC', '44th Rifle Corps (front reserve)', 'su-rifle', 28.0, 54.1, 'Western'],
  ['S-47RC', '47th Rifle Corps (front reserve)', 'su-rifle', 27.6, 52.9, 'Western'],
  ['S-17MC', '17th Mechanised Corps', 'su-mech-weak', 26.0, 53.1, 'Western'],
  ['S-20MC', '20th Mechanised Corps', 'su-mech-weak', 28.5, 54.2, 'Western'],
  ['S-UR68', '68th Fortified Region (Grodno)', 'su-fr', 23.6, 53.7, 'Western'],
  ['S-UR66', '66th Fortified Region (Osowiec)', 'su-fr', 22.6, 53.5, 'Western'],
  ['S-UR64', '64th Fortified Region (Zambrów)', 'su-fr', 22.3, 53.0, 'Western'],
  ['S-UR62', '62nd Fortified Region (Brest)', 'su-fr', 23.7, 52.3, 'Western'],
];

/** Southwestern Front (Kiev Special Military District): 5th, 6th, 26th, 12th Armies and the front's reserve. */
const SOUTHWEST: Entry[] = [
  ['S-15RC', '15th Rifle Corps (5th Army)', 'su-rifle', 24.6, 51.3, 'Southwestern'],
  ['S-27RC', '27th Rifle Corps (5th Army)', 'su-rifle', 24.3, 50.8, 'Southwestern'],
  ['S-9MC', '9th Mechanised Corps (Rokossovsky)', 'su-mech-weak', 27.6, 50.6, 'Southwestern'],
  ['S-22MC', '22nd Mechanised Corps', 'su-mech-weak', 26.2, 50.6, 'Southwestern'],
  ['S-6RC', '6th Rifle Corps (6th Army)', 'su-rifle', 23.5, 49.95, 'Southwestern'],
  ['S-37RC', '37th Rifle Corps (6th Army)', 'su-rifle', 25.1, 50.1, 'Southwestern'],
  ['S-4MC', '4th Mechanised Corps (Vlasov)', 'su-mech', 24.0, 49.85, 'Southwestern'],
  ['S-15MC', '15th Mechanised Corps', 'su-mech', 25.2, 50.0, 'Southwestern'],
  ['S-5CC', '5th Cavalry Corps', 'su-cav', 24.2, 50.2, 'Southwestern'],
  ['S-8RC', '8th Rifle Corps (26th Army)', 'su-rifle', 22.9, 49.75, 'Southwestern'],
  ['S-8MC', '8th Mechanised Corps (Ryabyshev)', 'su-mech', 23.5, 49.35, 'Southwestern'],
  ['S-13RC', '13th Rifle Corps (12th Army)', 'su-rifle', 23.6, 49.0, 'Southwestern'],
  ['S-17RC', '17th Rifle Corps (12th Army)', 'su-rifle', 25.8, 48.35, 'Southwestern'],
  ['S-16MC', '16th Mechanised Corps', 'su-mech', 26.6, 48.7, 'Southwestern'],
  ['S-31RC', '31st Rifle Corps (front reserve)', 'su-rifle', 28.6, 50.95, 'Southwestern'],
  ['S-36RC', '36th Rifle Corps (front reserve)', 'su-rifle', 25.7, 50.4, 'Southwestern'],
  ['S-49RC', '49th Rifle Corps (front reserve)', 'su-rifle', 27.0, 49.4, 'Southwestern'],
  ['S-55RC', '55th Rifle Corps (front reserve)', 'su-rifle', 26.6, 49.0, 'Southwestern'],
  ['S-19MC', '19th Mechanised Corps', 'su-mech-weak', 28.6, 49.9, 'Southwestern'],
  ['S-24MC', '24th Mechanised Corps', 'su-mech-weak', 27.0, 49.4, 'Southwestern'],
  ['S-UR2', '2nd Fortified Region (Vladimir-Volynsky)', 'su-fr', 24.3, 50.85, 'Southwestern'],
  ['S-UR4', '4th Fortified Region (Strumilov)', 'su-fr', 24.2, 50.4, 'Southwestern'],
  ['S-UR6', '6th Fortified Region (Rava-Russkaya)', 'su-fr', 23.6, 50.2, 'Southwestern'],
  ['S-UR8', '8th Fortified Region (Przemyśl)', 'su-fr', 22.8, 49.8, 'Southwestern'],
];

/** Southern Front (Odessa Military District): 9th Army, the Crimea, the front's reserve. */
const SOUTH: Entry[] = [
  ['S-14RC', '14th Rifle Corps (9th Army)', 'su-rifle', 28.8, 45.5, 'Southern'],
  ['S-35RC', '35th Rifle Corps (9th Army)', 'su-rifle', 28.5, 47.0, 'Southern'],
  ['S-48RC', '48th Rifle Corps (9th Army)', 'su-rifle', 27.9, 47.7, 'Southern'],
  ['S-2CC', '2nd Cavalry Corps (Belov)', 'su-cav', 28.3, 47.5, 'Southern'],
  ['S-2MC', '2nd Mechanised Corps', 'su-mech-weak', 29.1, 47.2, 'Southern'],
  ['S-18MC', '18th Mechanised Corps', 'su-mech-weak', 30.0, 46.2, 'Southern'],
  ['S-9RC', '9th Special Rifle Corps (the Crimea)', 'su-rifle', 34.1, 44.95, 'Southern'],
  ['S-7RC', '7th Rifle Corps (reserve)', 'su-rifle', 35.0, 48.45, 'Southern'],
  ['S-UR80', '80th Fortified Region (the Prut)', 'su-fr', 28.1, 47.3, 'Southern'],
  ['S-UR86', '86th Fortified Region (the Danube)', 'su-fr', 28.8, 45.35, 'Southern'],
];

/** The Stavka reserve: the second strategic echelon's armies, moving west on 22 June. */
const STAVKA: Entry[] = [
  ['S-32RC', '32nd Rifle Corps (16th Army)', 'su-rifle', 27.3, 50.1, 'Stavka'],
  ['S-5MC', '5th Mechanised Corps (16th Army)', 'su-mech', 28.6, 49.9, 'Stavka'],
  ['S-25RC', '25th Rifle Corps (19th Army)', 'su-rifle', 30.1, 49.8, 'Stavka'],
  ['S-34RC', '34th Rifle Corps (19th Army)', 'su-rifle', 32.1, 49.4, 'Stavka'],
  ['S-26MC', '26th Mechanised Corps (19th Army)', 'su-mech-weak', 41.1, 45.0, 'Stavka'],
  ['S-61RC', '61st Rifle Corps (20th Army)', 'su-rifle', 30.3, 53.9, 'Stavka'],
  ['S-69RC', '69th Rifle Corps (20th Army)', 'su-rifle', 32.0, 54.8, 'Stavka'],
  ['S-7MC', '7th Mechanised Corps (20th Army)', 'su-mech', 36.0, 55.5, 'Stavka'],
  ['S-63RC', '63rd Rifle Corps (21st Army)', 'su-rifle', 31.0, 52.4, 'Stavka'],
  ['S-66RC', '66th Rifle Corps (21st Army)', 'su-rifle', 31.3, 51.5, 'Stavka'],
  ['S-25MC', '25th Mechanised Corps (21st Army)', 'su-mech-weak', 36.2, 50.0, 'Stavka'],
  ['S-51RC', '51st Rifle Corps (22nd Army)', 'su-rifle', 30.5, 56.35, 'Stavka'],
  ['S-62RC', '62nd Rifle Corps (22nd Army)', 'su-rifle', 28.8, 55.6, 'Stavka'],
  ['S-52RC', '52nd Rifle Corps (24th Army)', 'su-rifle', 34.3, 55.2, 'Stavka'],
  ['S-53RC', '53rd Rifle Corps (24th Army)', 'su-rifle', 34.4, 53.25, 'Stavka'],
  ['S-30RC', '30th Rifle Corps (28th Army)', 'su-rifle', 35.3, 54.5, 'Stavka'],
  ['S-33RC', '33rd Rifle Corps (28th Army)', 'su-rifle', 35.9, 52.97, 'Stavka'],
  ['S-41RC', '41st Rifle Corps', 'su-rifle', 28.4, 57.4, 'Stavka'],
  ['S-21MC', '21st Mechanised Corps', 'su-mech-weak', 36.0, 55.9, 'Stavka'],
  ['S-23MC', '23rd Mechanised Corps', 'su-mech-weak', 36.1, 52.9, 'Stavka'],
  ['S-Moscow', 'Moscow Military District reserve', 'su-rifle', 37.6, 55.75, 'Stavka'],
];

/** The Stalin Line (§24): fortified regions of the 1929–38 border as regular forts; Sevastopol a major fort. */
const FORTS: Entry[] = [
  ['F-Karelian', 'Karelian Fortified Region', 'su-fort', 30.2, 60.3, 'Stalin Line'],
  ['F-Pskov', 'Pskov Fortified Region', 'su-fort', 28.3, 57.8, 'Stalin Line'],
  ['F-Ostrov', 'Ostrov Fortified Region', 'su-fort', 28.35, 57.35, 'Stalin Line'],
  ['F-Sebezh', 'Sebezh Fortified Region', 'su-fort', 28.5, 56.3, 'Stalin Line'],
  ['F-Polotsk', 'Polotsk Fortified Region', 'su-fort', 28.8, 55.5, 'Stalin Line'],
  ['F-Minsk', 'Minsk Fortified Region', 'su-fort', 27.2, 53.9, 'Stalin Line'],
  ['F-Slutsk', 'Slutsk Fortified Region', 'su-fort', 27.8, 53.0, 'Stalin Line'],
  ['F-Mozyr', 'Mozyr Fortified Region', 'su-fort', 28.8, 51.9, 'Stalin Line'],
  ['F-Korosten', 'Korosten Fortified Region', 'su-fort', 28.2, 50.95, 'Stalin Line'],
  ['F-Novograd', 'Novograd-Volynsky Fortified Region', 'su-fort', 27.6, 50.6, 'Stalin Line'],
  ['F-Letichev', 'Letichev Fortified Region', 'su-fort', 27.6, 49.4, 'Stalin Line'],
  ['F-Mogilev-Podolsky', 'Mogilev-Yampol Fortified Region', 'su-fort', 27.8, 48.45, 'Stalin Line'],
  ['F-Rybnitsa', 'Rybnitsa Fortified Region', 'su-fort', 29.0, 47.75, 'Stalin Line'],
  ['F-Tiraspol', 'Tiraspol Fortified Region', 'su-fort', 29.9, 46.85, 'Stalin Line'],
  ['F-Kiev', 'Kiev Fortified Region', 'su-fort', 30.3, 50.45, 'Stalin Line'],
  ['F-Sevastopol', 'Sevastopol major fort', 'su-major-fort', 33.52, 44.6, 'Stalin Line'],
];

/** Soviet air (VVS of the fronts, long-range aviation, Moscow\u2019s air defence): a wing of about 300 aircraft. */
const AIR: Entry[] = [
  ['VVS-N-F1', 'VVS Northern Front fighters', 'su-F', 30.3, 59.9, 'Northern'],
  ['VVS-N-F2', 'VVS Northern Front fighters (7th IAK PVO)', 'su-F', 30.3, 59.9, 'Northern'],
  ['VVS-N-B', 'VVS Northern Front bombers', 'su-B', 31.3, 58.5, 'Northern'],
  ['VVS-NW-F', 'VVS Northwestern Front fighters', 'su-F', 23.3, 55.9, 'Northwestern'],
  ['VVS-NW-F2', 'VVS Northwestern Front fighters', 'su-F', 24.1, 56.95, 'Northwestern'],
  ['VVS-NW-B', 'VVS Northwestern Front bombers', 'su-B', 26.5, 55.9, 'Northwestern'],
  ['VVS-W-F1', 'VVS Western Front fighters (9th SAD)', 'su-F', 23.15, 53.15, 'Western'],
  ['VVS-W-F2', 'VVS Western Front fighters (11th SAD)', 'su-F', 24.0, 53.7, 'Western'],
  ['VVS-W-F3', 'VVS Western Front fighters (43rd IAD)', 'su-F', 27.55, 53.9, 'Western'],
  ['VVS-W-B', 'VVS Western Front bombers', 'su-B', 26.0, 53.1, 'Western'],
  ['VVS-W-B2', 'VVS Western Front bombers', 'su-B', 30.3, 53.9, 'Western'],
  ['VVS-SW-F1', 'VVS Southwestern Front fighters', 'su-F', 24.0, 49.85, 'Southwestern'],
  ['VVS-SW-F2', 'VVS Southwestern Front fighters', 'su-F', 25.6, 49.55, 'Southwestern'],
  ['VVS-SW-F3', 'VVS Southwestern Front fighters', 'su-F', 30.5, 50.45, 'Southwestern'],
  ['VVS-SW-B', 'VVS Southwestern Front bombers', 'su-B', 28.7, 50.25, 'Southwestern'],
  ['VVS-SW-B2', 'VVS Southwestern Front bombers', 'su-B', 28.5, 49.2, 'Southwestern'],
  ['VVS-S-F', 'VVS Southern Front fighters', 'su-F', 28.85, 47.0, 'Southern'],
  ['VVS-S-F2', 'VVS Southern Front fighters', 'su-F', 30.7, 46.5, 'Southern'],
  ['VVS-S-B', 'VVS Southern Front bombers', 'su-B', 32.0, 46.97, 'Southern'],
  ['DBA-1', 'Long-range aviation (DBA), 1st Corps', 'su-B', 36.2, 51.7, 'Stavka'],
  ['DBA-2', 'Long-range aviation (DBA), 2nd and 3rd Corps', 'su-B', 30.3, 53.9, 'Stavka'],
  ['DBA-4', 'Long-range aviation (DBA), 4th Corps', 'su-B', 35.1, 47.8, 'Stavka'],
  ['PVO-M', 'Moscow air defence (6th IAK PVO)', 'su-F', 37.6, 55.75, 'Stavka'],
  ['PVO-M2', 'Moscow air defence', 'su-F', 37.6, 55.75, 'Stavka'],
  ['VVS-Kh', 'VVS Kharkov and Orel districts', 'su-F', 36.2, 50.0, 'Stavka'],
];

/** Supply units (§23.22) at Leningrad and Odessa: air and sea supply for cut-off fortresses. */
const SUPPLY: Entry[] = [
  ['S-Sup-L', 'Supply (Leningrad)', 'su-supply', 30.3, 59.9, 'Northern'],
  ['S-Sup-O', 'Supply (Odessa)', 'su-supply', 30.7, 46.5, 'Southern'],
];

/** The whole Soviet set-up of 22 June 1941. */
export const SOVIET_SETUP: Entry[] = [
  ...NORTH,
  ...NORTHWEST,
  ...WEST,
  ...SOUTHWEST,
  ...SOUTH,
  ...STAVKA,
  ...FORTS,
  ...AIR,
  ...SUPPLY,
];
