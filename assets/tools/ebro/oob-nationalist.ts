// The Nationalist side on 25 July 1938: the Cuerpo de Ejército de Marruecos (Yagüe) with the 50th Division thin on
// the right bank from Mequinenza to Xerta and the 105th from Xerta to Amposta, and the reserves that came in the
// first week (13th, 4th Navarre, 82nd, 74th, 102nd, 152nd Divisions, heavy, CTV and Condor Legion guns). Battalion
// numbers inside a division are the counter's, not the regiments' (COUNTERS.md).

import { battalions, type Group, ord, type Spec, unit } from './oob-kit.js';

const NS = 'nationalist-spanish';
const AF = 'army-of-africa';
const CEM = 'N-HQ-CEM';

/** A division's name in English and Spanish (the 4th Navarre Division by its own name). */
const named = (d: string): [string, string] =>
  d === '4N' ? ['4th Navarre Division', '4.ª División de Navarra'] : [`${ord(d)} Division`, `${d}.ª División`];

/** The commanders the histories (and, for the 102nd, the book's Fig. 19) name. */
const COMMANDERS: Record<string, string> = {
  '50': 'Campos Guereta',
  '13': 'Barrón',
  '4N': 'Alonso Vega',
  '102': 'Rada',
};

/** A division HQ, with its commander where known. */
const div = (n: string, who: string, nat = NS): Spec => {
  const [en, es] = named(n);
  const c = COMMANDERS[n] ? ` (${COMMANDERS[n]})` : '';
  return unit(`N-HQ-${n}D`, [`${en} HQ${c}`, `Cuartel general de la ${es}${c}`], 'nat-div', nat, CEM, who);
};

/** Battalions of a division by kind. */
const bns = (d: string, kind: string, nums: number[], why: string, nat = NS) =>
  battalions(`N-${d}D-`, [`${named(d)[0]}, battalion`, `${named(d)[1]}, batallón`], kind, nat, `N-HQ-${d}D`, why, nums);

/** A division's own counter (artillery group, engineers, machine guns). */
const own = (d: string, id: string, names: [string, string], kind: string, why: string) =>
  unit(`N-${d}D-${id}`, names, kind, NS, `N-HQ-${d}D`, why);

/** A division's artillery group. */
const guns = (d: string, n = 1) =>
  own(d, `ART${n}`, [`${named(d)[0]}, artillery ${n}`, `Artillería ${n} de la ${named(d)[1]}`], 'nat-art', 'its guns');

/** A corps counter (assigned directly to the corps, VII.2.4). */
const corps = (id: string, names: [string, string], kind: string, nat: string, why: string) =>
  unit(id, names, kind, nat, CEM, why, ['direct']);

/** One battalion of the 50th or the 105th Division at its post on the river. */
const post = (d: string, n: number, hex: string, why: string): Group => ({
  start: { hex },
  units: bns(d, 'nat-inf', [n], why),
});

/** A reserve division arriving on a turn: its HQ, battalions and guns. */
const reserve = (turn: number, d: string, who: string, units: Spec[]): Group => ({
  start: { turn },
  units: [div(d, who), ...units, guns(d)],
});

const THIN = 'the 50th Division held the river thinly, a battalion to a village';
const SOUTH = 'the 105th Division held the river from Xerta to the sea';

/** The Nationalist groups: the set-up on the right bank and the reinforcements by turn. */
/** IX.2.2 why the Nationalists have motor pools: the lorry columns of their reserves (reconstructed, COUNTERS.md). */
const POOL1 = 'the Moroccan Army Corps’ lorries at Gandesa, which took its reserves to each threatened sector';
const POOL2 = 'the lorry columns that carried the reserves from the Caspe and Alcañiz railheads to the front';

export const NATIONALIST: Group[] = [
  {
    start: { hex: 'A:1226' },
    units: [
      unit(
        CEM,
        ['Moroccan Army Corps HQ (Yagüe)', 'Cuerpo de Ejército de Marruecos (Yagüe)'],
        'nat-corps',
        NS,
        undefined,
        'Yagüe',
      ),
      div('50', 'Campos Guereta, at Gandesa'),
      own('50', 'MG', ['50th Division machine guns', 'Ametralladoras de la 50.ª División'], 'nat-mg', 'Gandesa'),
      own('50', 'E1', ['50th Division sappers', 'Zapadores de la 50.ª División'], 'nat-eng', 'Gandesa'),
      own(
        '50',
        'AT',
        ['50th Division anti-tank battery', 'Batería anticarro de la 50.ª División'],
        'nat-at',
        'Gandesa',
      ),
    ],
  },
  { start: { hex: 'A:1525' }, units: [guns('50', 1), ...bns('50', 'nat-inf', [13], 'reserve at Corbera')] },
  { start: { hex: 'A:1122' }, units: [guns('50', 2)] },
  {
    start: { hex: 'A:0423' },
    units: [own('50', 'GC', ['Guardia Civil, Batea', 'Guardia Civil, Batea'], 'nat-gc', 'rear')],
  },
  post('50', 1, 'A:0403', THIN),
  post('50', 2, 'A:0713', THIN),
  post('50', 3, 'A:0712', THIN),
  post('50', 4, 'A:1512', THIN),
  post('50', 5, 'A:2013', THIN),
  post('50', 6, 'A:2013', THIN),
  post('50', 7, 'A:2117', THIN),
  post('50', 8, 'A:1519', THIN),
  post('50', 9, 'A:2524', THIN),
  post('50', 10, 'A:2526', THIN),
  post('50', 11, 'A:2328', THIN),
  post('50', 12, 'B:1702', THIN),
  {
    start: { hex: 'B:1611' },
    units: [
      div('105', 'the lower river'),
      guns('105'),
      own(
        '105',
        'M1',
        ['105th Division mountain battery', 'Batería de montaña de la 105.ª División'],
        'nat-mtn',
        'Ports',
      ),
    ],
  },
  post('105', 1, 'B:1705', SOUTH),
  post('105', 2, 'B:1609', SOUTH),
  post('105', 3, 'B:1609', SOUTH),
  post('105', 4, 'B:1717', SOUTH),
  post('105', 5, 'B:1717', SOUTH),
  post('105', 6, 'B:2124', SOUTH),
  post('105', 7, 'B:2124', SOUTH),
  post('105', 8, 'B:2123', SOUTH),
  reserve(3, '13', 'Barrón, on the Gandesa road on 26 July', [
    ...bns('13', 'bandera', [1, 2, 3], 'Legion banderas of the 13th Division', AF),
    ...bns('13', 'tabor', [4, 5, 6, 7, 8, 9], 'tabores of Regulares of the 13th Division', AF),
  ]),
  {
    start: { turn: 4 },
    units: [
      corps(
        'N-CL-F88',
        ['Condor Legion F/88 battery', 'Batería F/88 de la Legión Cóndor'],
        'flak88',
        'condor-legion',
        'Gandesa',
      ),
    ],
  },
  reserve(
    5,
    '4N',
    'the 4th Navarre Division (Alonso Vega)',
    bns('4N', 'navarre', [1, 2, 3, 4, 5, 6, 7, 8, 9], 'Navarre'),
  ),
  {
    start: { turn: 5 },
    units: [
      corps('N-CEM-H1', ['Corps heavy group 1', 'Grupo pesado 1 del C.E.'], 'nat-heavy', NS, 'corps artillery'),
      corps('N-CEM-H2', ['Corps heavy group 2', 'Grupo pesado 2 del C.E.'], 'nat-heavy', NS, 'corps artillery'),
    ],
  },
  reserve(6, '82', 'the 82nd Division', bns('82', 'nat-inf', [1, 2, 3, 4, 5, 6, 7, 8, 9], 'line battalions')),
  reserve(7, '74', 'the 74th Division', [
    ...bns('74', 'nat-inf', [1, 2, 3, 4, 5, 6, 7], 'line battalions'),
    ...bns('74', 'tabor', [8, 9], 'tabores attached to the 74th Division', AF),
  ]),
  reserve(
    9,
    '102',
    'the 102nd Division (Rada, as the book’s Fig. 19 names him)',
    bns('102', 'nat-inf', [1, 2, 3, 4, 5, 6, 7, 8, 9], 'line'),
  ),
  {
    start: { turn: 9 },
    units: [
      corps('N-CTV-A1', ['CTV artillery group 1', 'Grupo de artillería 1 del CTV'], 'ctv-art', 'ctv', 'CTV artillery'),
      corps('N-CTV-A2', ['CTV artillery group 2', 'Grupo de artillería 2 del CTV'], 'ctv-art', 'ctv', 'CTV artillery'),
      corps(
        'N-CEM-C1',
        ['Bandera de Carros, half-company 1', 'Bandera de Carros, media compañía 1'],
        'panzer',
        AF,
        'tanks',
      ),
      corps(
        'N-CEM-C2',
        ['Bandera de Carros, half-company 2', 'Bandera de Carros, media compañía 2'],
        'panzer',
        AF,
        'tanks',
      ),
    ],
  },
  reserve(11, '152', 'the 152nd Division', [
    ...bns('152', 'nat-inf', [1, 2, 3, 4, 5, 6], 'line battalions'),
    ...bns('152', 'bandera', [7], 'a Legion bandera attached', AF),
    ...bns('152', 'tabor', [8, 9], 'tabores attached', AF),
  ]),
  // IX.2.2 the corps' lorry parks: at Gandesa, and at Caspe for the reserves coming up from Aragon
  {
    start: { hex: 'A:1226' },
    units: [
      corps('N-CEM-MP1', ['Corps motor pool, Gandesa', 'Parque móvil del Cuerpo, Gandesa'], 'motor-pool', NS, POOL1),
    ],
  },
  {
    start: { box: 'west-interior' },
    units: [corps('N-CEM-MP2', ['Corps motor pool, Caspe', 'Parque móvil del Cuerpo, Caspe'], 'motor-pool', NS, POOL2)],
  },
];
