// The battle scenario's reinforcements after the first week (the crossing's order of battle is oob-republican.ts,
// oob-nationalist.ts and oob-air.ts): for the Nationalists the Army Corps of the Maestrazgo (García Valiño) with the
// 1st Navarre Division, the 84th Division, more corps and CTV guns and the Condor Legion's later strength; for the
// Republic the 43rd Division and a new fighter escuadrilla. Each arrives on the turn of its date
// (oob-battle-track.ts); every counter an original reconstruction (COUNTERS.md, PROVENANCE.md).

import { PLANES } from './oob-air.js';
import { turnOf } from './oob-battle-track.js';
import { battalions, brigade, type Group, ord, type Spec, unit } from './oob-kit.js';

const NS = 'nationalist-spanish';
const CEM = 'N-HQ-CEM';
const CEMZ = 'N-HQ-CEMZ';
const V = 'R-HQ-V';

/** A group arriving on the day turn of a date. */
const byDay = (date: string, units: Spec[]): Group => ({ start: { turn: turnOf(date, 'day') }, units });

/** A Nationalist division HQ of the battle's later phases, under its corps. */
const natDiv = (d: string, names: [string, string], corps: string, why: string): Spec =>
  unit(`N-HQ-${d}D`, [`${names[0]} HQ`, `Cuartel general de la ${names[1]}`], 'nat-div', NS, corps, why);

/** A Nationalist division's battalions. */
const natBns = (d: string, names: [string, string], kind: string, nums: number[], why: string) =>
  battalions(`N-${d}D-`, [`${names[0]}, battalion`, `${names[1]}, batallón`], kind, NS, `N-HQ-${d}D`, why, nums);

/** A Nationalist division's artillery group. */
const natGuns = (d: string, names: [string, string]) =>
  unit(
    `N-${d}D-ART1`,
    [`${names[0]}, artillery 1`, `Artillería 1 de la ${names[1]}`],
    'nat-art',
    NS,
    `N-HQ-${d}D`,
    'its guns',
  );

/** A corps counter (assigned directly, VII.2.4). */
const direct = (id: string, names: [string, string], kind: string, nat: string, hq: string, why: string) =>
  unit(id, names, kind, nat, hq, why, ['direct']);

/** One air counter of a type (as oob-air.ts makes them). */
function sq(id: string, type: string, names: [string, string], nationality: string, why: string): Spec {
  return { id, name: names[0], es: names[1], profile: PLANES[type]!, nationality, why, flags: [`aircraft:${type}`] };
}

const NAV1: [string, string] = ['1st Navarre Division', '1.ª División de Navarra'];
const D84: [string, string] = [`${ord(84)} Division`, '84.ª División'];

/** The Nationalist reinforcements of August to November. */
export const BATTLE_NATIONALIST: Group[] = [
  byDay('1938-08-06', [
    sq(
      'N-AIR-J88-3',
      'Bf-109',
      ['J/88, 3rd staffel (Bf 109)', 'J/88, 3.ª escuadrilla (Bf 109)'],
      'condor-legion',
      'the Condor Legion’s whole fighter group over the Ebro from the Fayón counter-offensive of 6 August',
    ),
    sq(
      'N-AIR-K88-3',
      'He-111',
      ['K/88, 3rd staffel (He 111)', 'K/88, 3.ª escuadrilla (He 111)'],
      'condor-legion',
      'the Condor Legion’s bombers massed on the Ebro bridges in August',
    ),
  ]),
  byDay('1938-08-10', [
    natDiv('84', D84, CEM, 'the 84th Division, to the Moroccan Corps for the counter-offensives of August'),
    ...natBns('84', D84, 'nat-inf', [1, 2, 3, 4, 5, 6, 7, 8, 9], 'line battalions'),
    natGuns('84', D84),
  ]),
  byDay('1938-08-19', [
    direct(
      'N-CL-F88-2',
      ['Condor Legion F/88 battery 2', 'Batería F/88 2 de la Legión Cóndor'],
      'flak88',
      'condor-legion',
      CEM,
      'the 88 mm guns that supported the counter-attack of 19 August',
    ),
  ]),
  byDay('1938-08-28', [
    unit(
      CEMZ,
      ['Maestrazgo Army Corps HQ (García Valiño)', 'Cuerpo de Ejército del Maestrazgo (García Valiño)'],
      'nat-corps',
      NS,
      undefined,
      'García Valiño’s corps, in line for the counter-offensive of 31 August',
    ),
    direct(
      'N-CEMZ-H1',
      ['Maestrazgo Corps heavy group', 'Grupo pesado del C.E. del Maestrazgo'],
      'nat-heavy',
      NS,
      CEMZ,
      'corps artillery: the 300 guns of 31 August',
    ),
    natDiv('1N', NAV1, CEMZ, 'the 1st Navarre Division of the Maestrazgo Corps'),
    ...natBns('1N', NAV1, 'navarre', [1, 2, 3, 4, 5, 6, 7, 8, 9], 'Navarre'),
    natGuns('1N', NAV1),
  ]),
  byDay('1938-10-28', [
    direct(
      'N-CTV-A3',
      ['CTV artillery group 3', 'Grupo de artillería 3 del CTV'],
      'ctv-art',
      'ctv',
      CEM,
      'the CTV’s guns massed for the final counter-offensive of 30 October',
    ),
    direct(
      'N-CTV-A4',
      ['CTV artillery group 4', 'Grupo de artillería 4 del CTV'],
      'ctv-art',
      'ctv',
      CEM,
      'the CTV’s guns massed for the final counter-offensive of 30 October',
    ),
    direct(
      'N-CEM-H3',
      ['Corps heavy group 3', 'Grupo pesado 3 del C.E.'],
      'nat-heavy',
      NS,
      CEM,
      'the heavy guns of the final counter-offensive',
    ),
  ]),
];

const D43 = '43';

/** The Republican reinforcements of August to November. */
export const BATTLE_REPUBLICAN: Group[] = [
  byDay('1938-08-14', [
    unit(
      `R-HQ-${D43}D`,
      ['43rd Division HQ', 'Cuartel general de la 43.ª División'],
      'rep-div',
      'spanish-republican',
      V,
      'the 43rd Division, brought over in August, at the Puig de l’Àliga by 31 August',
    ),
    ...['72', '102', '130'].flatMap((b) =>
      brigade(
        `R-${D43}D-${b}`,
        [`${ord(b)} Mixed Brigade`, `${b}.ª Brigada Mixta`],
        'rep-inf',
        'spanish-republican',
        `R-HQ-${D43}D`,
        `${D43}.ª División (the brigades of the Bielsa pocket)`,
      ),
    ),
  ]),
  byDay('1938-08-20', [
    sq(
      'R-AIR-G21-3',
      'I-16',
      ['Grupo 21, 3rd escuadrilla (I-16)', 'Grupo 21, 3.ª escuadrilla (I-16)'],
      'spanish-republican',
      'a new Mosca escuadrilla thrown into the air battle of August',
    ),
  ]),
];
