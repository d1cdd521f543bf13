// The Struggle for Europe's off-map boxes and tracks (map.json `boxes`), the ones the rules of a Barbarossa game
// use: each side's Replacement Pool (§27.2), Reserve Ground and Reserve Air boxes (§27.12, §27.35, §27.42), the
// Soviet "East" pool (§27.23(3)), Available for Upgrade (§27.33), the Point Track (§8.03, §27.24, §27.42) and the
// turn track of 1941. The campaigns' Murmansk, Northern Norway, naval and Strategic Warfare boxes (§2.22) are not
// drawn: no rule of Barbarossa uses them.

import type { BoxDef } from '../../../engine/core/module.js';

/** The half-month turns of 1941 from the invasion (§4.0). */
const TURNS_1941 = [
  'JUN 2',
  'JUL 1',
  'JUL 2',
  'AUG 1',
  'AUG 2',
  'SEP 1',
  'SEP 2',
  'OCT 1',
  'OCT 2',
  'NOV 1',
  'NOV 2',
  'DEC 1',
  'DEC 2',
];

/** Boxes in the counter-sheet panel, laid out on a grid of 380 × 200. */
export function sfeBoxes(): BoxDef[] {
  const box = (id: string, name: string, es: string, col: number, row: number): BoxDef => ({
    id,
    name,
    names: { es },
    kind: 'box',
    place: 'sheet',
    x: col * 380,
    y: row * 200,
    w: 360,
    h: 180,
  });
  return [
    box('axis-replacement-pool', 'Axis Replacement Pool', 'Reserva de reemplazos del Eje', 0, 0),
    box('axis-reserve-ground', 'Axis Reserve Ground Units', 'Reserva terrestre del Eje', 1, 0),
    box('axis-reserve-air', 'Axis Reserve Air Units', 'Reserva aérea del Eje', 2, 0),
    box('axis-upgrade', 'Axis Available for Upgrade', 'Eje: disponibles para mejora', 3, 0),
    box('soviet-replacement-pool', 'Soviet Replacement Pool', 'Reserva de reemplazos soviética', 0, 1),
    box('soviet-east-pool', 'Soviet "East" Replacement Pool', 'Reserva soviética del «Este»', 1, 1),
    box('soviet-reserve-ground', 'Soviet Reserve Ground Units', 'Reserva terrestre soviética', 2, 1),
    box('soviet-reserve-air', 'Soviet Reserve Air Units', 'Reserva aérea soviética', 3, 1),
    box('soviet-upgrade', 'Soviet Available for Upgrade', 'URSS: disponibles para mejora', 4, 1),
    {
      id: 'turn-track',
      name: 'Turn Record Track',
      names: { es: 'Registro de turnos' },
      kind: 'track',
      place: 'sheet',
      x: 0,
      y: 400,
      w: 1880,
      h: 120,
      slots: TURNS_1941,
    },
    {
      id: 'point-track',
      name: 'Point Track',
      names: { es: 'Registro de puntos' },
      kind: 'track',
      place: 'sheet',
      x: 0,
      y: 540,
      w: 1880,
      h: 120,
      slots: Array.from({ length: 31 }, (_, i) => String(i)),
    },
  ];
}
