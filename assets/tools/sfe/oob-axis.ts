// The Axis on 22 June 1941 at corps level (Barbarossa's set-up): each counter with its kind (oob-kinds.ts), where
// its headquarters stood the evening before (longitude, latitude; the set-up script puts it in the nearest legal
// hex) and its army group. Sources: the OKH order of battle of 22 June 1941 (COUNTERS.md).

/** One counter of the order of battle: id, name, kind, longitude, latitude, group. */
export type Entry = [string, string, string, number, number, string];

/** Army Group North (Leeb): 18th Army, Panzer Group 4, 16th Army, from Memel to the Rominte heath. */
const AGN: Entry[] = [
  ['G-XXVI', 'XXVI Corps (18th Army)', 'de-inf', 21.3, 55.6, 'AGN'],
  ['G-I', 'I Corps (18th Army)', 'de-inf', 21.9, 55.25, 'AGN'],
  ['G-XXXVIII', 'XXXVIII Corps (18th Army)', 'de-inf', 21.2, 55.2, 'AGN'],
  ['G-XLI', 'XLI Motorised Corps (Reinhardt)', 'de-pz', 22.0, 55.05, 'AGN'],
  ['G-LVI', 'LVI Motorised Corps (Manstein)', 'de-pz', 22.4, 54.95, 'AGN'],
  ['G-PzGr4-mot', '3rd and 36th Motorised Divisions', 'de-mot', 21.9, 54.9, 'AGN'],
  ['G-SS-T', 'SS Division Totenkopf', 'ss-mot', 21.7, 54.7, 'AGN'],
  ['G-X', 'X Corps (16th Army)', 'de-inf', 22.6, 54.85, 'AGN'],
  ['G-II', 'II Corps (16th Army)', 'de-inf', 22.8, 54.6, 'AGN'],
  ['G-XXVIII', 'XXVIII Corps (16th Army)', 'de-inf', 22.7, 54.45, 'AGN'],
];

/** Army Group Centre (Bock): Panzer Group 3, 9th Army, 4th Army, Panzer Group 2, from Suwałki to the Pripet. */
const AGC: Entry[] = [
  ['G-XXXIX', 'XXXIX Motorised Corps (Schmidt)', 'de-pz', 22.9, 54.25, 'AGC'],
  ['G-LVII', 'LVII Motorised Corps (Kuntzen)', 'de-pz', 23.1, 54.1, 'AGC'],
  ['G-PzGr3-mot', '14th, 18th and 20th Motorised Divisions', 'de-mot', 22.7, 54.1, 'AGC'],
  ['G-VI', 'VI Corps (Panzer Group 3)', 'de-inf', 22.7, 54.35, 'AGC'],
  ['G-V', 'V Corps (Panzer Group 3)', 'de-inf', 23.0, 53.95, 'AGC'],
  ['G-VIII', 'VIII Corps (9th Army)', 'de-inf', 22.9, 53.8, 'AGC'],
  ['G-XX', 'XX Corps (9th Army)', 'de-inf', 21.9, 53.2, 'AGC'],
  ['G-XLII', 'XLII Corps (9th Army)', 'de-inf', 22.3, 53.6, 'AGC'],
  ['G-VII', 'VII Corps (4th Army)', 'de-inf', 22.2, 52.85, 'AGC'],
  ['G-IX', 'IX Corps (4th Army)', 'de-inf', 22.7, 52.6, 'AGC'],
  ['G-XIII', 'XIII Corps (4th Army)', 'de-inf', 22.8, 52.4, 'AGC'],
  ['G-XLIII', 'XLIII Corps (4th Army)', 'de-inf', 23.2, 52.25, 'AGC'],
  ['G-XII', 'XII Corps (Panzer Group 2)', 'de-inf', 23.5, 52.05, 'AGC'],
  ['G-XLVII', 'XLVII Motorised Corps (Lemelsen)', 'de-pz', 23.4, 52.3, 'AGC'],
  ['G-XXIV', 'XXIV Motorised Corps (Geyr)', 'de-pz', 23.75, 51.8, 'AGC'],
  ['G-XLVI', 'XLVI Motorised Corps (Vietinghoff)', 'de-pz', 22.9, 52.2, 'AGC'],
  ['G-PzGr2-mot', '10th and 29th Motorised Divisions, Grossdeutschland', 'de-mot', 23.2, 52.0, 'AGC'],
  ['G-SS-R', 'SS Division Reich', 'ss-mot', 22.6, 52.1, 'AGC'],
  ['G-1Cav', '1st Cavalry Division', 'de-cav', 23.8, 51.95, 'AGC'],
  ['G-LIII', 'LIII Corps (reserve)', 'de-inf', 22.6, 52.0, 'AGC'],
];

/** Army Group South (Rundstedt): 6th Army, Panzer Group 1, 17th Army from Lublin to the Carpathians; 11th Army. */
const AGS: Entry[] = [
  ['G-XVII', 'XVII Corps (6th Army)', 'de-inf', 23.9, 51.2, 'AGS'],
  ['G-XLIV', 'XLIV Corps (6th Army)', 'de-inf', 23.9, 50.6, 'AGS'],
  ['G-LV', 'LV Corps (6th Army)', 'de-inf', 23.2, 51.0, 'AGS'],
  ['G-XXIX', 'XXIX Corps (Panzer Group 1)', 'de-inf', 23.95, 50.85, 'AGS'],
  ['G-III', 'III Motorised Corps (Mackensen)', 'de-pz', 23.85, 50.8, 'AGS'],
  ['G-XLVIII', 'XLVIII Motorised Corps (Kempf)', 'de-pz', 23.9, 50.45, 'AGS'],
  ['G-XIV', 'XIV Motorised Corps (Wietersheim)', 'de-pz', 23.2, 50.7, 'AGS'],
  ['G-PzGr1-mot', '16th and 25th Motorised Divisions', 'de-mot', 23.5, 50.8, 'AGS'],
  ['G-SS-W', 'SS Division Wiking and Leibstandarte', 'ss-mot', 23.0, 50.5, 'AGS'],
  ['G-IV', 'IV Corps (17th Army)', 'de-inf', 23.5, 50.25, 'AGS'],
  ['G-XLIX', 'XLIX Mountain Corps (17th Army)', 'de-mtn', 23.0, 49.95, 'AGS'],
  ['G-LII', 'LII Corps (17th Army)', 'de-inf', 22.8, 49.7, 'AGS'],
  ['G-XI', 'XI Corps (11th Army)', 'de-inf', 26.9, 47.6, 'AGS'],
  ['G-XXX', 'XXX Corps (11th Army)', 'de-inf', 27.5, 47.2, 'AGS'],
  ['G-LIV', 'LIV Corps (11th Army)', 'de-inf', 27.9, 46.5, 'AGS'],
];

/** Romania (Antonescu): 3rd Army in the Bukovina, 4th Army on the lower Prut, the corps with 11th Army. */
const ROMANIA: Entry[] = [
  ['R-Mtn', 'Mountain Corps (3rd Army)', 'ro-mtn', 25.9, 47.7, 'Romania'],
  ['R-Cav', 'Cavalry Corps (3rd Army)', 'ro-cav', 26.6, 47.75, 'Romania'],
  ['R-IV', 'IV Corps (with 11th Army)', 'ro-inf', 27.2, 47.35, 'Romania'],
  ['R-III', 'III Corps (4th Army)', 'ro-inf', 27.8, 46.7, 'Romania'],
  ['R-V', 'V Corps (4th Army)', 'ro-inf', 28.0, 46.1, 'Romania'],
  ['R-XI', 'XI Corps (4th Army)', 'ro-inf', 28.0, 45.5, 'Romania'],
  ['R-II', 'II Corps (the Danube)', 'ro-inf', 28.6, 45.2, 'Romania'],
  ['R-1Arm', '1st Armoured Division', 'ro-arm', 26.8, 47.2, 'Romania'],
];

/** Finland (Mannerheim): II and IV Corps on the isthmus, the Karelian Army north of Ladoga, III Corps and XXXVI. */
const FINLAND: Entry[] = [
  ['F-II', 'II Corps', 'fi-inf', 28.8, 61.1, 'Finland'],
  ['F-IV', 'IV Corps', 'fi-inf', 28.3, 60.75, 'Finland'],
  ['F-VI', 'VI Corps (Karelian Army)', 'fi-inf', 30.4, 62.0, 'Finland'],
  ['F-VII', 'VII Corps (Karelian Army)', 'fi-inf', 30.8, 62.4, 'Finland'],
  ['F-I', 'I Corps (Karelian Army reserve)', 'fi-inf', 29.6, 62.0, 'Finland'],
  ['F-III', 'III Corps (Kuusamo)', 'fi-inf', 29.2, 65.9, 'Finland'],
  ['G-XXXVI', 'XXXVI Corps (Army of Norway, Salla)', 'de-inf', 28.7, 66.6, 'Finland'],
];

/** Hungary (at war from 27 June) and Slovakia (from 23 June). */
const MINORS: Entry[] = [
  ['H-Mob', 'Mobile Corps (Carpathian Group)', 'hu-mot', 23.6, 48.3, 'Hungary'],
  ['H-VIII', 'VIII Corps (Carpathian Group)', 'hu-inf', 24.0, 48.2, 'Hungary'],
  ['S-Army', 'Slovak Army Group', 'sk-inf', 21.9, 49.2, 'Slovakia'],
  ['S-Mob', 'Slovak Mobile Group (Pilfousek)', 'sk-mot', 21.9, 49.35, 'Slovakia'],
];

/** Leaders (§13; levels §28.05), supply units (§23.22) and the optional artillery (§28.10a). */
const SUPPORT: Entry[] = [
  ['L-Guderian', 'Guderian', 'leader', 23.5, 52.05, 'AGC'],
  ['L-Hoth', 'Hoth', 'leader', 22.9, 54.25, 'AGC'],
  ['L-Kleist', 'Kleist', 'leader', 23.85, 50.8, 'AGS'],
  ['G-Sup-N', 'Supply (Army Group North)', 'de-supply', 21.9, 55.0, 'AGN'],
  ['G-Sup-C', 'Supply (Army Group Centre)', 'de-supply', 22.6, 52.2, 'AGC'],
  ['G-Sup-S', 'Supply (Army Group South)', 'de-supply', 23.5, 50.8, 'AGS'],
  ['G-Art', 'Artillery Corps (Harko 302)', 'de-art', 23.5, 52.1, 'AGC'],
];

/** Air units: Luftflotten 1, 2 and 4 and the allies' air forces, at their bases (F 3 1 5 etc., §3.2). */
const AIR: Entry[] = [
  ['LF1-JG54', 'JG 54 (Luftflotte 1)', 'de-F', 20.5, 54.7, 'AGN'],
  ['LF1-KG1', 'KG 1 (Luftflotte 1)', 'de-B', 21.8, 54.6, 'AGN'],
  ['LF1-KG76', 'KG 76 and 77 (Luftflotte 1)', 'de-B', 21.1, 55.0, 'AGN'],
  ['LF2-JG51', 'JG 51 (Luftflotte 2)', 'de-F', 21.0, 52.2, 'AGC'],
  ['LF2-JG53', 'JG 53 (Luftflotte 2)', 'de-F', 22.6, 53.8, 'AGC'],
  ['LF2-StG2', 'StG 2 (Luftflotte 2)', 'de-A', 22.3, 53.3, 'AGC'],
  ['LF2-StG77', 'StG 1 and 77 (Luftflotte 2)', 'de-A', 21.5, 52.5, 'AGC'],
  ['LF2-ZG26', 'ZG 26 and SKG 210 (Luftflotte 2)', 'de-Z', 21.0, 52.0, 'AGC'],
  ['LF2-KG2', 'KG 2 (Luftflotte 2)', 'de-B', 21.6, 53.2, 'AGC'],
  ['LF2-KG3', 'KG 3 (Luftflotte 2)', 'de-B', 22.0, 52.4, 'AGC'],
  ['LF2-KG53', 'KG 53 (Luftflotte 2)', 'de-B', 21.0, 52.4, 'AGC'],
  ['LF4-JG3', 'JG 3 (Luftflotte 4)', 'de-F', 22.6, 51.2, 'AGS'],
  ['LF4-JG52', 'JG 52 and 77 (Luftflotte 4)', 'de-F', 26.1, 44.4, 'AGS'],
  ['LF4-KG51', 'KG 51 (Luftflotte 4)', 'de-B', 21.0, 50.0, 'AGS'],
  ['LF4-KG54', 'KG 54 and 55 (Luftflotte 4)', 'de-B', 22.5, 51.3, 'AGS'],
  ['LF4-KG27', 'KG 27 (Luftflotte 4)', 'de-B', 28.0, 45.4, 'AGS'],
  ['LF-T', 'KGzbV 1 (transports)', 'de-T', 20.0, 50.1, 'AGC'],
  ['ARR-F', 'Romanian fighter group (ARR)', 'ro-F', 26.1, 44.4, 'Romania'],
  ['ARR-B', 'Romanian bomber group (ARR)', 'ro-B', 27.6, 47.2, 'Romania'],
  ['FAF-F', 'Finnish fighter regiment (LeR 2)', 'fi-F', 29.0, 61.5, 'Finland'],
];

/** The whole Axis set-up of 22 June 1941. */
export const AXIS_SETUP: Entry[] = [...AGN, ...AGC, ...AGS, ...ROMANIA, ...FINLAND, ...MINORS, ...SUPPORT, ...AIR];

/** Axis reinforcements by turn number (1 = JUN 2 1941): the OKH reserve, the Italians, the Blue Division. */
export const AXIS_LATER: [number, Entry][] = [
  [2, ['G-XXIII', 'XXIII Corps (OKH reserve)', 'de-inf', 0, 0, 'AGN']],
  [2, ['G-XXXV', 'XXXV Corps (OKH reserve)', 'de-inf', 0, 0, 'AGC']],
  [2, ['G-XXXIV', 'XXXIV Corps (OKH reserve)', 'de-inf', 0, 0, 'AGS']],
  [3, ['G-L', 'L Corps (OKH reserve)', 'de-inf', 0, 0, 'AGN']],
  [3, ['G-LI', 'LI Corps (OKH reserve)', 'de-inf', 0, 0, 'AGS']],
  [2, ['H-AIR', 'Hungarian air brigade', 'hu-F', 0, 0, 'Hungary']],
  [4, ['I-CSIR', 'CSIR (Italian Expeditionary Corps)', 'it-inf', 0, 0, 'Italy']],
  [5, ['I-AIR', 'CSIR air command', 'it-F', 0, 0, 'Italy']],
  [7, ['G-XL', 'XL Motorised Corps (2nd, 5th Panzer)', 'de-pz', 0, 0, 'AGC']],
  [8, ['E-250', '250th (Blue) Division', 'es-inf', 0, 0, 'AGN']],
];
