// The Ejército del Ebro on the night of 24/25 July 1938 (Modesto): XV Corps (Tagüeña) opposite Faió, Riba-roja,
// Flix and Ascó, V Corps (Líster) opposite Móra, Benissanet, Ginestar and Miravet, the XIV International Brigade
// opposite Amposta, and XII Corps (Vega) coming over as reinforcements. Every group fans out from the left-bank hex
// of its crossing site (map.json); every counter is an original reconstruction (COUNTERS.md).

import { brigade, type Group, ord, type Spec, unit } from './oob-kit.js';

const SR = 'spanish-republican';
const IB = 'international-brigades';
const ARMY = 'R-HQ-EE';
const XV = 'R-HQ-XV';
const V = 'R-HQ-V';
const XII = 'R-HQ-XII';

/** The division commanders of July 1938. */
const COMMANDERS: Record<string, string> = {
  '3': 'Cabezos',
  '35': 'Mateo Merino',
  '11': 'Rodríguez',
  '45': 'Kahle',
  '46': 'Leal',
};

/** A division HQ, with its commander where known. */
const div = (n: string, corps: string, who: string): Spec => {
  const c = COMMANDERS[n] ? ` (${COMMANDERS[n]})` : '';
  const names: [string, string] = [`${ord(n)} Division HQ${c}`, `Cuartel general de la ${n}.ª División${c}`];
  return unit(`R-HQ-${n}D`, names, 'rep-div', SR, corps, who);
};

/** A mixed brigade of a division, as three battalions. */
const mixed = (d: string, b: string, kind = 'rep-inf') =>
  brigade(
    `R-${d}D-${b}`,
    [`${ord(b)} Mixed Brigade`, `${b}.ª Brigada Mixta`],
    kind,
    SR,
    `R-HQ-${d}D`,
    `${d}.ª División`,
  );

/** A brigade of a reinforcing division, numbered within it (its mixed brigades' numbers are left out). */
const later = (d: string, b: number) =>
  brigade(
    `R-${d}D-B${b}`,
    [`${ord(d)} Division, brigade ${b}`, `${d}.ª División, brigada ${b}`],
    'rep-inf',
    SR,
    `R-HQ-${d}D`,
    `XII Corps reinforcement; the division's brigade numbers are not shown`,
  );

/** An International Brigade of a division, as three battalions. */
const intl = (d: string, b: string, why: string) =>
  brigade(
    `R-${d}D-${b}`,
    [`${b} International Brigade`, `${b} Brigada Internacional`],
    'ib-inf',
    IB,
    `R-HQ-${d}D`,
    why,
  );

/** A corps' or the army's own counter (assigned directly, VII.2.4). */
const troops = (id: string, names: [string, string], kind: string, hq: string | undefined, why: string) =>
  unit(id, names, kind, SR, hq, why, hq ? ['direct'] : undefined);

/** Carabineros battalions holding the river for the army (assigned directly, VII.2.4). */
const carabineros = (id: string, place: string, count: number, why: string): Spec[] =>
  brigade(`R-CAR-${id}`, [`Carabineros, ${place}`, `Carabineros, ${place}`], 'carabineros', SR, ARMY, why, count).map(
    (s) => ({ ...s, flags: ['direct'] }),
  );

/** A boats counter and the pontoneros who launch it, at one crossing site. */
const crossing = (site: string, corps: string, pont: boolean): Spec[] => [
  unit(`R-BOATS-${site}`, [`Boats (${site})`, `Barcas (${site})`], 'boats', SR, undefined, `boats at ${site}`),
  ...(pont
    ? [troops(`R-PONT-${site}`, [`Pontoneros (${site})`, `Pontoneros (${site})`], 'rep-pont', corps, `at ${site}`)]
    : []),
];

/** The Republican groups: the set-up on the left bank and the reinforcements by turn. */
/** IX.2.2 why the Republic has motor pools: the Ejército del Ebro's lorries (reconstructed, COUNTERS.md). */
const POOL1 =
  'the Army of the Ebro’s lorries at the Móra la Nova railhead, which carried reserves and supplies to the bridges';
const POOL2 = 'the lorry columns that brought the reserves from Reus and the rear of Catalonia';

export const REPUBLICAN: Group[] = [
  {
    start: { hex: 'A:2620' },
    units: [
      unit(
        ARMY,
        ['Army of the Ebro HQ (Modesto)', 'Ejército del Ebro (Modesto)'],
        'rep-army',
        SR,
        undefined,
        'Modesto',
      ),
      troops('R-EE-H1', ['Army heavy group 1', 'Grupo pesado 1 del Ejército'], 'rep-heavy', ARMY, 'army reserve'),
      troops('R-EE-H2', ['Army heavy group 2', 'Grupo pesado 2 del Ejército'], 'rep-heavy', ARMY, 'army reserve'),
      troops('R-EE-H3', ['Old 155 mm battery', 'Batería de 155 antigua'], 'rep-heavy-old', ARMY, 'army reserve'),
      troops('R-EE-AT', ['Army anti-tank battery', 'Batería anticarro del Ejército'], 'rep-at', ARMY, 'reserve'),
      troops('R-EE-E1', ['Army sappers', 'Zapadores del Ejército'], 'rep-eng', ARMY, 'army engineers'),
    ],
  },
  {
    start: { hex: 'A:2012' },
    units: [troops('R-EE-AA1', ['AA battery, Flix', 'Batería antiaérea, Flix'], 'rep-aa', ARMY, 'the Flix bridges')],
  },
  {
    start: { hex: 'A:2624' },
    units: [troops('R-EE-AA2', ['AA battery, Móra', 'Batería antiaérea, Móra'], 'rep-aa', ARMY, 'the Móra bridges')],
  },
  { start: { hex: 'B:1816' }, units: carabineros('T', 'Tortosa', 2, 'the river line at Tortosa') },
  { start: { hex: 'B:1710' }, units: carabineros('X', 'Xerta', 1, 'the river line opposite Xerta') },
  {
    start: { hex: 'A:2516' },
    units: [
      unit(XV, ['XV Army Corps HQ (Tagüeña)', 'XV Cuerpo de Ejército (Tagüeña)'], 'rep-corps', SR, ARMY, 'Tagüeña'),
      troops('R-XV-A1', ['XV Corps artillery group 1', 'Grupo de artillería 1 del XV C.E.'], 'rep-art', XV, 'corps'),
      troops('R-XV-A2', ['XV Corps artillery group 2', 'Grupo de artillería 2 del XV C.E.'], 'rep-art', XV, 'corps'),
      troops('R-XV-E1', ['XV Corps sappers', 'Zapadores del XV C.E.'], 'rep-eng', XV, 'corps engineers'),
    ],
  },
  {
    start: { hex: 'A:0811' },
    units: [
      div('42', XV, 'the northern diversion at Faió'),
      ...mixed('42', '59'),
      ...mixed('42', '226'),
      ...crossing('Faió', XV, true),
    ],
  },
  {
    start: { hex: 'A:1611' },
    units: [
      div('3', XV, 'below Riba-roja'),
      ...mixed('3', '31'),
      ...mixed('3', '33'),
      ...mixed('3', '60'),
      ...crossing('Riba-roja', XV, false),
    ],
  },
  {
    start: { hex: 'A:2012' },
    units: [
      div('35', XV, 'the International division (Mateo Merino)'),
      ...intl('35', 'XI', 'XI IB, 35th Division: crossed at Flix'),
      ...intl('35', 'XIII', 'XIII IB, 35th Division: crossed at Flix'),
      ...crossing('Flix', XV, true),
    ],
  },
  {
    start: { hex: 'A:2217' },
    units: [...intl('35', 'XV', 'XV IB, 35th Division: crossed at Ascó'), ...crossing('Ascó', XV, true)],
  },
  {
    start: { hex: 'A:2724' },
    units: [
      unit(V, ['V Army Corps HQ (Líster)', 'V Cuerpo de Ejército (Líster)'], 'rep-corps', SR, ARMY, 'Líster'),
      troops('R-V-A1', ['V Corps artillery group 1', 'Grupo de artillería 1 del V C.E.'], 'rep-art', V, 'corps'),
      troops('R-V-A2', ['V Corps artillery group 2', 'Grupo de artillería 2 del V C.E.'], 'rep-art', V, 'corps'),
      troops('R-V-M1', ['V Corps mountain battery', 'Batería de montaña del V C.E.'], 'rep-mtn', V, 'for Pàndols'),
      troops('R-V-E1', ['V Corps sappers', 'Zapadores del V C.E.'], 'rep-eng', V, 'corps engineers'),
    ],
  },
  {
    start: { hex: 'A:2527' },
    units: [
      div('11', V, 'Líster’s old division (Rodríguez)'),
      ...mixed('11', '1', 'rep-inf-elite'),
      ...mixed('11', '9', 'rep-inf-elite'),
      ...crossing('Benissanet', V, true),
    ],
  },
  { start: { hex: 'A:2528' }, units: [...mixed('11', '100', 'rep-inf-elite'), ...crossing('Ginestar', V, false)] },
  {
    start: { hex: 'B:2301' },
    units: [
      div('46', V, 'Miravet'),
      ...mixed('46', '10'),
      ...mixed('46', '37'),
      ...mixed('46', '101'),
      ...crossing('Miravet', V, true),
    ],
  },
  {
    start: { hex: 'A:2624' },
    units: [
      div('45', V, 'the second International division (Kahle), in V Corps reserve'),
      ...intl('45', 'XII', 'XII IB, 45th Division: crossed behind the 11th'),
      ...mixed('45', '139'),
    ],
  },
  {
    start: { hex: 'B:2223' },
    units: [...intl('45', 'XIV', 'XIV IB: the Amposta diversion of 25 July'), ...crossing('Amposta', V, true)],
  },
  {
    start: { turn: 4 },
    units: [
      unit(XII, ['XII Army Corps HQ (Vega)', 'XII Cuerpo de Ejército (Vega)'], 'rep-corps', SR, ARMY, 'Etelvino Vega'),
      div('16', XII, 'crossed from 26 July'),
      ...[1, 2, 3].flatMap((b) => later('16', b)),
    ],
  },
  {
    start: { turn: 6 },
    units: [
      troops('R-EE-T1', ['T-26 half-company 1', 'Media compañía de T-26 1'], 't26', ARMY, 'over the Flix bridge'),
      troops('R-EE-T2', ['T-26 half-company 2', 'Media compañía de T-26 2'], 't26', ARMY, 'over the Flix bridge'),
    ],
  },
  {
    start: { turn: 8 },
    units: [div('44', XII, 'crossed at the end of July'), ...[1, 2, 3].flatMap((b) => later('44', b))],
  },
  // IX.2.2 the army's truck parks: at the Móra la Nova railhead, and at Reus for the reserves coming up
  {
    start: { hex: 'A:2623' },
    units: [
      troops('R-EE-MP1', ['Army motor pool, Móra', 'Parque móvil del Ejército, Mora'], 'motor-pool', ARMY, POOL1),
    ],
  },
  {
    start: { box: 'east-interior' },
    units: [
      troops('R-EE-MP2', ['Army motor pool, Reus', 'Parque móvil del Ejército, Reus'], 'motor-pool', ARMY, POOL2),
    ],
  },
];
