// The crossing scenario's fixed data: the turn record track of 25 July – 1 August 1938 (II.3, a night and a day
// turn a day), the series' phase names (I.2), the off-map boxes as a graph (XIX.1), the crossings printed at the
// start (X.II) and the victory levels (XVII.7) with the scenario's own conditions. Each with its reason (COUNTERS.md).

import type { MapDef } from '../../../engine/core/module.js';
import { BOX_EDGES } from './decor.js';

/** II.3 one square of the turn record track. */
export interface TrackTurn {
  turn: number;
  date: string;
  part: 'night' | 'day';
  hours: number;
  weatherDrm: number;
  terrainDrm: number;
}

/** The days of the scenario: 25 July to 1 August 1938. */
const DAYS = ['07-25', '07-26', '07-27', '07-28', '07-29', '07-30', '07-31', '08-01'];

/**
 * II.3-II.4 the track: each day a night turn (21:00-06:00, dated by its morning; the first from 00:15, when the boats
 * put out) and a day turn (06:00-21:00). Weather DRM: +1 by day, 0 by night (the July heat); terrain: −1 by day.
 */
export const TRACK: TrackTurn[] = DAYS.flatMap((d, i) => [
  { turn: 2 * i + 1, date: `1938-${d}`, part: 'night' as const, hours: i === 0 ? 6 : 9, weatherDrm: 0, terrainDrm: 0 },
  { turn: 2 * i + 2, date: `1938-${d}`, part: 'day' as const, hours: 15, weatherDrm: 1, terrainDrm: -1 },
]);

/** I.2 the phases of a turn, in order, with their names in English and Spanish. */
export const PHASES: [string, string, string][] = [
  ['initiative', 'I. Initiative', 'I. Iniciativa'],
  ['weather', 'II. Weather determination', 'II. Determinación meteorológica'],
  ['terrain-state', 'III. Terrain state determination', 'III. Determinación del estado del terreno'],
  ['supply-check', 'IV. Supply check', 'IV. Comprobación de abastecimiento'],
  ['air-missions', 'V. Air mission assignment', 'V. Asignación de misiones aéreas'],
  ['first-activity', 'VI. First player’s activity', 'VI. Actividad del primer jugador'],
  ['second-activity', 'VII. Second player’s activity', 'VII. Actividad del segundo jugador'],
  ['reorganisation', 'VIII. Reorganisation', 'VIII. Reorganización'],
  ['victory-points', 'IX. Victory point determination', 'IX. Determinación de puntos de victoria'],
  ['victory', 'X. Victory determination', 'X. Determinación de la victoria'],
  ['reconstruction', 'XI. Unit reconstruction', 'XI. Reconstrucción de unidades'],
  ['final-adjustment', 'XII. Final adjustment and turn change', 'XII. Ajuste final y cambio de turno'],
];

/** XIX.1 which boxes each box connects to (exterior boxes link a side's interior boxes; remote boxes their rear). */
const LINKS: Record<string, string[]> = {
  'west-interior': ['west-exterior', 'south-exterior'],
  'north-interior': ['north-exterior'],
  'east-interior': ['east-exterior'],
  'south-interior': ['south-exterior'],
  'west-exterior': ['west-interior', 'north-exterior', 'south-exterior', 'nationalist-remote'],
  'north-exterior': ['north-interior', 'west-exterior'],
  'east-exterior': ['east-interior', 'republican-remote'],
  'south-exterior': ['south-interior', 'west-interior', 'west-exterior'],
  'republican-remote': ['east-exterior'],
  'nationalist-remote': ['west-exterior'],
};

/** XIX.1 the boxes as the rules read them: kind, holder, the map edge an interior box touches, links. */
export function boxes(): Record<string, { kind: string; side: string; edge: string | null; links: string[] }> {
  return Object.fromEntries(
    Object.entries(BOX_EDGES).map(([id, { edge, side }]) => {
      const kind = id.endsWith('-interior') ? 'interior' : id.endsWith('-exterior') ? 'exterior' : 'remote';
      return [id, { kind, side, edge, links: LINKS[id] }];
    }),
  );
}

/** X.II a crossing printed on the map at the start, with why it is in the state it is. */
export interface StartCrossing {
  a: string;
  b: string;
  kind: 'major-bridge' | 'ferry';
  damage: number;
  destroyed: boolean;
  why: string;
}

/**
 * X.II the printed crossings at the start: the Ebro's road bridges at Móra, Tortosa and Amposta blown by the
 * retreating Republicans in April 1938 (a major bridge: tolerance 4, so 5 turns of damage), the Flix ferry sunk
 * (tolerance 2), and the road and rail bridges over the secondary rivers (Matarranya, Canaletes, Sec, Siurana) intact.
 */
export function crossings(map: MapDef): StartCrossing[] {
  const out: StartCrossing[] = [];
  for (const s of map.hexsides) {
    const f = new Set(s.features);
    if (f.has('major-river') && f.has('bridge-destroyed'))
      out.push({ a: s.a, b: s.b, kind: 'major-bridge', damage: 5, destroyed: true, why: 'blown in April 1938' });
    else if (f.has('major-river') && f.has('crossing-site') && f.has('road'))
      out.push({
        a: s.a,
        b: s.b,
        kind: 'ferry',
        damage: 3,
        destroyed: true,
        why: 'the road ferry, sunk in April 1938',
      });
    else if (f.has('river') && (f.has('road') || f.has('rail')))
      out.push({
        a: s.a,
        b: s.b,
        kind: 'major-bridge',
        damage: 0,
        destroyed: false,
        why: `the ${s.name} bridge stood`,
      });
  }
  return out;
}

/** XVII.7 the victory levels by the ratio of the larger final AVP to the smaller, rounded down. */
export const VICTORY_RATIOS = [
  { min: 1, result: 'indecisive' },
  { min: 2, result: 'marginal' },
  { min: 4, result: 'operational' },
  { min: 7, result: 'strategic' },
  { min: 11, result: 'decisive' },
];

/** The scenario's own conditions, scored at the end of the last turn, each with its reason (English, Spanish). */
export const CONDITIONS: Record<string, string | number>[] = [
  {
    id: 'gandesa',
    side: 'republican',
    vp: 20,
    test: 'holds',
    hex: 'A:1226',
    reason:
      'Gandesa was the offensive’s first-day goal (Rojo’s plan) and the Nationalists’ road hub: holding it ' +
      'at the end is worth more than its printed 10',
    es:
      'Gandesa era el objetivo del primer día del plan de Rojo y el nudo de carreteras nacional: ' +
      'conservarla al final vale más que sus 10 impresos',
  },
  {
    id: 'bridge',
    side: 'republican',
    vp: 5,
    test: 'fixed-crossing',
    reason:
      'a Republican fixed crossing over the Ebro intact at the end: the bridges were what kept the bridgehead alive',
    es: 'un paso fijo republicano intacto sobre el Ebro al final: los puentes mantenían viva la cabeza de puente',
  },
  {
    id: 'bridgehead',
    side: 'nationalist',
    vp: 30,
    test: 'no-units-on-bank',
    bank: 'right',
    reason: 'no Republican ground unit left on the right bank at the end: the offensive thrown back across the river',
    es:
      'ninguna unidad terrestre republicana en la orilla derecha al final: la ofensiva rechazada al otro ' +
      'lado del río',
  },
];
