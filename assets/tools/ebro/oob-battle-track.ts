// The battle scenario's turn record: the crossing's track (oob-track.ts) carried on from 2 August to 16 November 1938
// with a night and a day turn a day (II.3-II.4: 230 turns), the season in each month's weather and terrain DRMs and
// in the length of its days and nights, the Nationalist counter-offensives on the turns they opened, and the day of
// the International Brigades' withdrawal (XX.1.1). Every value reconstructed, with its reason (PROVENANCE.md).

import { TRACK, type TrackTurn } from './oob-track.js';

/** The battle's first and last days. */
export const FIRST_DAY = '1938-07-25';
export const LAST_DAY = '1938-11-16';

/** A month of the battle: the turn record's DRMs (II.5) and the hours of its turns, by day and by night. */
interface Season {
  day: { weatherDrm: number; terrainDrm: number; hours: number };
  night: { weatherDrm: number; terrainDrm: number; hours: number };
  why: string;
}

/**
 * IV, V, II.5 the season by month from August (July and the first week are the crossing's track). The weather DRMs
 * walk the one weather table (charts.json, 2d6 + DRM) from summer to autumn; the hours follow sunrise and sunset at
 * 41° N (daylight about 14½ h in August, 12½ h in mid-September, 11 h in mid-October, 10 h in mid-November).
 */
export const SEASONS: Record<string, Season> = {
  '08': {
    day: { weatherDrm: 1, terrainDrm: -1, hours: 15 },
    night: { weatherDrm: 0, terrainDrm: 0, hours: 9 },
    why: 'August as July: the heat of the Terra Alta (the crossing’s DRMs)',
  },
  '09': {
    day: { weatherDrm: 0, terrainDrm: -1, hours: 13 },
    night: { weatherDrm: -1, terrainDrm: 0, hours: 11 },
    why: 'September: the heat breaks, the first storms of the lower Ebro’s autumn',
  },
  '10': {
    day: { weatherDrm: -2, terrainDrm: 0, hours: 12 },
    night: { weatherDrm: -3, terrainDrm: 0, hours: 12 },
    why: 'October: the lower Ebro’s wettest month (Tortosa’s climate); the sun no longer dries the ground',
  },
  '11': {
    day: { weatherDrm: -3, terrainDrm: 0, hours: 10 },
    night: { weatherDrm: -4, terrainDrm: 0, hours: 14 },
    why: 'November: rain and the first frosts on the sierras, long nights',
  },
};

/** The days from 2 August to 16 November 1938, as ISO dates. */
function laterDays(): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(1938, 7, 2); t <= Date.UTC(1938, 10, 16); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * II.3-II.4 the whole battle's track: the crossing's 16 turns unchanged, then each day a night turn (dated by its
 * morning) and a day turn with the month's DRMs and hours: 115 days, 230 turns.
 */
export const BATTLE_TRACK: TrackTurn[] = [
  ...TRACK.map((t) => ({ ...t })),
  ...laterDays().flatMap((date, i) => {
    const s = SEASONS[date.slice(5, 7)]!;
    const n = TRACK.length + 2 * i;
    return [
      { turn: n + 1, date, part: 'night' as const, ...s.night },
      { turn: n + 2, date, part: 'day' as const, ...s.day },
    ];
  }),
];

/** The turn of a date's night or day turn. */
export function turnOf(date: string, part: 'night' | 'day'): number {
  const t = BATTLE_TRACK.find((x) => x.date === date && x.part === part);
  if (!t) throw new Error(`no ${part} turn on ${date}`);
  return t.turn;
}

/** The turn record's notes: the Nationalist counter-offensives and the battle's other turning points, by turn. */
export const NOTES: { date: string; part: 'night' | 'day'; en: string; es: string }[] = [
  {
    date: '1938-07-25',
    part: 'night',
    en: 'The Ejército del Ebro crosses at 00:15',
    es: 'El Ejército del Ebro cruza a las 00:15',
  },
  {
    date: '1938-07-29',
    part: 'day',
    en: 'The Segre dams opened: the first flood',
    es: 'Se abren las presas del Segre: la primera riada',
  },
  {
    date: '1938-08-06',
    part: 'day',
    en: 'Counter-offensive against the Fayón–Mequinenza pocket (to 10 August)',
    es: 'Contraofensiva contra la bolsa de Fayón–Mequinenza (hasta el 10 de agosto)',
  },
  {
    date: '1938-08-11',
    part: 'day',
    en: 'Counter-offensive against the Serra de Pàndols',
    es: 'Contraofensiva contra la Serra de Pàndols',
  },
  {
    date: '1938-08-18',
    part: 'day',
    en: 'The Segre dams opened again: the second flood',
    es: 'Se vuelven a abrir las presas del Segre: la segunda riada',
  },
  {
    date: '1938-08-19',
    part: 'day',
    en: 'Counter-offensive against the main bridgehead at Vilalba dels Arcs',
    es: 'Contraofensiva contra la cabeza de puente principal en Vilalba dels Arcs',
  },
  {
    date: '1938-08-31',
    part: 'day',
    en: 'Counter-offensive with the Maestrazgo Corps toward the Serra de Cavalls',
    es: 'Contraofensiva con el Cuerpo del Maestrazgo hacia la Serra de Cavalls',
  },
  {
    date: '1938-09-21',
    part: 'day',
    en: 'Negrín announces the withdrawal of the International Brigades',
    es: 'Negrín anuncia la retirada de las Brigadas Internacionales',
  },
  {
    date: '1938-09-23',
    part: 'day',
    en: 'The International Brigades leave the front (XX.1.1, three turns)',
    es: 'Las Brigadas Internacionales dejan el frente (XX.1.1, tres turnos)',
  },
  {
    date: '1938-10-30',
    part: 'day',
    en: 'The final counter-offensive: the Serra de Cavalls',
    es: 'La contraofensiva final: la Serra de Cavalls',
  },
  { date: '1938-11-02', part: 'day', en: 'The Serra de Pàndols falls', es: 'Cae la Serra de Pàndols' },
  { date: '1938-11-14', part: 'day', en: 'La Fatarella falls', es: 'Cae La Fatarella' },
  {
    date: '1938-11-16',
    part: 'night',
    en: 'The last Republicans recross at Flix and blow the iron bridge',
    es: 'Los últimos republicanos repasan el río por Flix y vuelan el puente de hierro',
  },
];

/** The notes as the turns list holds them, in English and Spanish. */
export const notesByTurn = (): Map<number, { en: string; es: string }> =>
  new Map(NOTES.map((n) => [turnOf(n.date, n.part), { en: n.en, es: n.es }]));

/** XX.1.1 the International Brigades' withdrawal: a daylight turn, three turns to leave the map. */
export const IB_WITHDRAWAL = {
  date: '1938-09-23',
  reason:
    'XX.1.1, XX.1.6 as a special rule: Negrín announced the International Brigades’ withdrawal at the League of ' +
    'Nations on 21 September 1938; they fought their last action on 22-23 September and left the front on 23-24 ' +
    'September. Withdrawn on the day turn of 23 September (withdrawals are by day), with the book’s three turns to ' +
    'leave the map (to the night and day of 24 September); foreign units, so 2 CVP a turn late. They leave by the ' +
    'exterior box (Barcelona): they left the army altogether, and paraded in farewell in Barcelona on 28 October',
};

/** The battle's own conditions, scored at the end of the last turn, each with its reason (English, Spanish). */
export const BATTLE_CONDITIONS: Record<string, string | number>[] = [
  {
    id: 'gandesa',
    side: 'nationalist',
    vp: 10,
    test: 'holds',
    hex: 'A:1226',
    reason:
      'Gandesa never fell: the offensive’s first-day goal held by the Nationalists at the end is the Republic’s ' +
      'first failure, worth its printed 10 again',
    es: 'Gandesa no cayó: el objetivo del primer día en manos nacionales al final vale otra vez sus 10 impresos',
  },
  {
    id: 'bridgehead',
    side: 'nationalist',
    vp: 30,
    test: 'no-units-on-bank',
    bank: 'right',
    reason:
      'the loop retaken: no Republican ground unit on the right bank at the end, as on 16 November 1938 when the ' +
      'last of the Ejército del Ebro recrossed at Flix',
    es:
      'la bolsa recuperada: ninguna unidad terrestre republicana en la orilla derecha al final, como el 16 de ' +
      'noviembre de 1938 cuando los últimos del Ejército del Ebro repasaron el río por Flix',
  },
  {
    id: 'mora',
    side: 'republican',
    vp: 10,
    test: 'holds',
    hex: 'A:2524',
    reason:
      'Móra d’Ebre still Republican at the end: the bridgehead’s heart and its main bridges, which the Republic ' +
      'held into November',
    es: 'Móra d’Ebre republicana al final: el corazón de la cabeza de puente y sus puentes principales',
  },
  {
    id: 'cavalls',
    side: 'republican',
    vp: 5,
    test: 'holds',
    hex: 'A:1826',
    reason: 'the Serra de Cavalls held at the end: the line the Republic kept from August to 31 October',
    es: 'la Serra de Cavalls en poder republicano al final: la línea que la República sostuvo hasta el 31 de octubre',
  },
  {
    id: 'pandols',
    side: 'republican',
    vp: 5,
    test: 'holds',
    hex: 'B:1403',
    reason: 'the Serra de Pàndols held at the end: the 11th and 35th Divisions’ line of August, lost 2 November',
    es: 'la Serra de Pàndols en poder republicano al final: la línea de agosto, perdida el 2 de noviembre',
  },
  {
    id: 'fatarella',
    side: 'republican',
    vp: 5,
    test: 'holds',
    hex: 'A:1519',
    reason: 'La Fatarella held at the end: the last Republican line on the right bank, lost 14 November',
    es: 'La Fatarella en poder republicano al final: la última línea republicana en la orilla derecha',
  },
  {
    id: 'bridge',
    side: 'republican',
    vp: 5,
    test: 'fixed-crossing',
    reason:
      'a Republican fixed crossing over the Ebro intact at the end: the bridges fed the bridgehead for four months',
    es: 'un paso fijo republicano intacto sobre el Ebro al final: los puentes alimentaron la cabeza de puente',
  },
];
