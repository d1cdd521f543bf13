// Both air forces over the Ebro in July 1938, by grupo or escuadrilla (squadron scale, C): the Condor Legion (He 111,
// Bf 109, Ju 87), the Aviación Nacional (CR.32 "Chirri", He 51, SM.79) and the Republic's Fuerzas Aéreas (I-16
// "Mosca", I-15 "Chato", I-152, SB "Katiuska", R-Z "Natacha"), at the start in the interior boxes whose airfields they
// flew from (the Nationalists round Caspe and Alcañiz, the Republic round Reus and Valls: XII.9 lets no bombing or
// ground attack leave a remote box, and the battle was fought from these fields from its first day). The aircraft
// type is the key into the interception tables (XII.6.8): a flag "aircraft:<type>" (charts.json's row and column keys).

import type { UnitFace } from '../../../engine/core/module.js';
import type { Profile } from './oob-factors.js';
import type { Group, Spec } from './oob-kit.js';

type Air = { bombard: number; groundAttack: number; air: number; transport: number; recon: number; stack: number };

/** XII an air face: no movement allowance (air movement has unlimited range, XII.3), nominal defence 1. */
const face = (f: Air): UnitFace => ({ attack: 0, defense: 1, movement: 0, factors: { ...f } });

/** E the back of an air squadron: every factor halved rounding up (fewer aircraft, less stacking too). */
function back(f: Air): Air {
  const h = (n: number) => Math.ceil(n / 2);
  return {
    ...f,
    bombard: h(f.bombard),
    groundAttack: h(f.groundAttack),
    air: h(f.air),
    recon: h(f.recon),
    stack: h(f.stack),
  };
}

/** An air profile: 'bombard ground-attack air transport recon stack', type, flags and why. */
function plane(values: string, type: string, flags: string[], reason: string, steps = 2): Profile {
  const [bombard, groundAttack, air, transport, recon, stack] = values.split(' ').map(Number);
  const f = { bombard, groundAttack, air, transport, recon, stack };
  const reduced = steps === 2 ? { reduced: face(back(f)) } : {};
  return { type, size: 'squadron', steps, full: face(f), ...reduced, flags: ['air', ...flags], reason };
}

/** The aircraft types with their values. */
export const PLANES: Record<string, Profile> = {
  'Bf-109': plane('0 1 6 0 1 2', 'fighter', ['fighter', 'condor'], 'Bf 109 staffel of J/88: the best fighter'),
  'He-111': plane('6 2 1 0 2 3', 'bomber', ['condor'], 'He 111 staffel of K/88: the heaviest bomb load'),
  'Ju-87': plane('4 3 0 0 0 1', 'ground-attack', ['condor', 'strike'], 'the Ju 87 kette: dive bomber', 1),
  'CR-32': plane('0 2 4 0 1 2', 'fighter', ['fighter'], 'CR.32 "Chirri" grupo: agile, well flown'),
  'He-51': plane('1 3 2 0 1 2', 'ground-attack', ['fighter'], 'He 51 grupo used for ground attack (cadena)'),
  'SM-79': plane('5 1 1 0 1 3', 'bomber', [], 'SM.79 bombers: fast, a good load'),
  'I-16': plane('0 1 5 0 1 2', 'fighter', ['fighter'], 'I-16 "Mosca" escuadrilla: a match for the Bf 109 C'),
  'I-16 (Soviet)': plane('0 1 6 0 1 2', 'fighter', ['fighter', 'soviet'], 'I-16 escuadrilla with Soviet crews'),
  'I-15': plane('0 2 3 0 1 2', 'fighter', ['fighter'], 'I-15 "Chato" escuadrilla: outclassed, used to strafe'),
  'I-152': plane('0 2 4 0 1 2', 'fighter', ['fighter'], 'I-152 "Superchato" escuadrilla'),
  SB: plane('5 1 1 0 2 3', 'bomber', [], 'SB "Katiuska" bombers: fast, a fair load'),
  'R-Z': plane('2 3 1 0 2 2', 'ground-attack', ['night'], 'R-Z "Natacha" light bombers, flown by night too'),
};

/** One air counter of a type. */
function sq(id: string, type: string, names: [string, string], nationality: string, why: string): Spec {
  const profile = PLANES[type];
  return { id, name: names[0], es: names[1], profile, nationality, why, flags: [`aircraft:${type}`] };
}

const CL = 'condor-legion';
const NS = 'nationalist-spanish';
const SR = 'spanish-republican';

/** The air groups: each side's squadrons in the interior box of its airfields near the front. */
export const AIR: Group[] = [
  {
    start: { box: 'west-interior' },
    units: [
      sq(
        'N-AIR-J88-1',
        'Bf-109',
        ['J/88, 1st staffel (Bf 109)', 'J/88, 1.ª escuadrilla (Bf 109)'],
        CL,
        'Condor Legion',
      ),
      sq(
        'N-AIR-J88-2',
        'Bf-109',
        ['J/88, 2nd staffel (Bf 109)', 'J/88, 2.ª escuadrilla (Bf 109)'],
        CL,
        'Condor Legion',
      ),
      sq(
        'N-AIR-K88-1',
        'He-111',
        ['K/88, 1st staffel (He 111)', 'K/88, 1.ª escuadrilla (He 111)'],
        CL,
        'Condor Legion',
      ),
      sq(
        'N-AIR-K88-2',
        'He-111',
        ['K/88, 2nd staffel (He 111)', 'K/88, 2.ª escuadrilla (He 111)'],
        CL,
        'Condor Legion',
      ),
      sq('N-AIR-JU87', 'Ju-87', ['Ju 87 kette', 'Patrulla de Ju 87'], CL, 'Condor Legion'),
      sq('N-AIR-2G3-1', 'CR-32', ['2-G-3, 1st escuadrilla (CR.32)', '2-G-3, 1.ª escuadrilla (CR.32)'], NS, 'Morato'),
      sq('N-AIR-2G3-2', 'CR-32', ['2-G-3, 2nd escuadrilla (CR.32)', '2-G-3, 2.ª escuadrilla (CR.32)'], NS, 'Morato'),
      sq('N-AIR-1G2', 'He-51', ['1-G-2 (He 51)', '1-G-2 (He 51)'], NS, 'ground attack'),
      sq('N-AIR-SM79', 'SM-79', ['SM.79 grupo', 'Grupo de SM.79'], NS, 'bombers'),
    ],
  },
  {
    start: { box: 'east-interior' },
    units: [
      sq('R-AIR-G21-1', 'I-16', ['Grupo 21, 1st escuadrilla (I-16)', 'Grupo 21, 1.ª escuadrilla (I-16)'], SR, 'Mosca'),
      sq('R-AIR-G21-2', 'I-16', ['Grupo 21, 2nd escuadrilla (I-16)', 'Grupo 21, 2.ª escuadrilla (I-16)'], SR, 'Mosca'),
      sq(
        'R-AIR-G21-S',
        'I-16 (Soviet)',
        ['I-16 escuadrilla (Soviet crews)', 'Escuadrilla de I-16 (soviética)'],
        'soviet-air',
        'the last Soviet pilots',
      ),
      sq('R-AIR-G26-1', 'I-15', ['Grupo 26, 1st escuadrilla (I-15)', 'Grupo 26, 1.ª escuadrilla (I-15)'], SR, 'Chato'),
      sq('R-AIR-G26-2', 'I-15', ['Grupo 26, 2nd escuadrilla (I-15)', 'Grupo 26, 2.ª escuadrilla (I-15)'], SR, 'Chato'),
      sq('R-AIR-G28', 'I-152', ['Grupo 28 (I-152)', 'Grupo 28 (I-152)'], SR, 'Superchato'),
      sq('R-AIR-G24', 'SB', ['Grupo 24 (SB)', 'Grupo 24 (SB)'], SR, 'Katiuska'),
      sq('R-AIR-G30', 'R-Z', ['Grupo 30 (R-Z)', 'Grupo 30 (R-Z)'], SR, 'Natacha'),
    ],
  },
];
