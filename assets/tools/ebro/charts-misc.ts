// The board's tables: the weather table (IV, 2d6 + the turn's DRM), the terrain-state track (V) and the terrain
// effects chart for display (IX.3, XI.2, XIV.9.2, XVI.5.1; digest §2.3), which the rules read from terrain.ts; and
// charts.json built from them and the results tables of charts-combat.ts and charts-air.ts (reasoning: TABLES.md).
// Run: npx tsx assets/tools/ebro/charts-misc.ts (writes assets/modules/ebro/charts.json).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChartDef, Provenance } from '../../../engine/core/module.js';
import { airCombat, antiAircraft, interceptionNationalist, interceptionRepublican } from './charts-air.js';
import { fireStructures, fireUnits, groundCombat } from './charts-combat.js';
import { rollKeys, table } from './charts-kit.js';
import { MODULE_DIR, serialize } from './oob-units.js';

const WEATHER_ES: Record<string, string> = {
  clear: 'despejado',
  rainy: 'lluvioso',
  cold: 'frío',
  stormy: 'tormentoso',
  hot: 'caluroso',
};

/** IV the weather of a modified 2d6 roll: cold only with the autumn's negative DRMs, hot and clear in summer. */
export function weatherOf(roll: number): string {
  if (roll <= 1) return 'cold';
  if (roll === 2) return 'stormy';
  if (roll === 3) return 'rainy';
  return roll <= 7 ? 'clear' : 'hot';
}

/** IV the weather table. */
export function weather(): ChartDef {
  const [min, max] = [-3, 13];
  const keys = rollKeys(min, max);
  const rows = keys.map((key, i) => ({ key, cells: [weatherOf(min + i)] }));
  const t = table({
    id: 'weather',
    name: ['Weather Table', 'Tabla meteorológica'],
    columns: ['Weather'],
    columnsEs: ['Tiempo'],
    rows,
    data: { die: '2d6', min, max, states: ['clear', 'rainy', 'cold', 'stormy', 'hot'] },
    why: [
      'For the lower Ebro in summer 1938, hot and clear dominant (digest §10.2). With the July track’s DRM ' +
        '(+1 by day, 0 by night) a day turn is hot 21 times in 36, clear 14, rainy 1; a night turn hot 15, ' +
        'clear 18, rainy 2, stormy 1 (the summer thunderstorm). Cold (≤1) needs the negative DRMs an autumn ' +
        'track would print',
      'Para el bajo Ebro en el verano de 1938, con predominio de calor y cielo despejado (resumen §10.2). ' +
        'Con el modificador del registro de julio (+1 de día, 0 de noche) un turno de día es caluroso 21 ' +
        'veces de 36, despejado 14, lluvioso 1; uno de noche caluroso 15, despejado 18, lluvioso 2, ' +
        'tormentoso 1. El frío (≤1) pide los modificadores negativos de un registro de otoño',
    ],
    notes: [
      'Roll 2d6 and add the turn record track’s weather DRM; the result lasts one turn and applies to the ' +
        'map only (boxes are clear).',
      'Tira 2d6 y suma el modificador meteorológico del registro de turnos; el resultado dura un turno y ' +
        'solo afecta al mapa (las casillas están despejadas).',
    ],
  });
  t.translations!.es.rows = rows.map((r) => ({ cells: [WEATHER_ES[r.cells[0] as string]] }));
  return t;
}

/** V the terrain-state track: ten squares, dry on the first five and mud on the rest (no ice on the lower Ebro). */
export const TERRAIN_STATES = ['dry', 'dry', 'dry', 'dry', 'dry', 'mud', 'mud', 'mud', 'mud', 'mud'];

/** V the terrain-state track as a chart. */
export function terrainState(): ChartDef {
  const columns = TERRAIN_STATES.map((_, i) => `${i + 1}`);
  const es: Record<string, string> = { dry: 'seco', mud: 'barro', ice: 'helado' };
  const t = table({
    id: 'terrain-state',
    name: ['Terrain State Track', 'Registro del estado del terreno'],
    columns,
    rows: [{ key: 'State', cells: [...TERRAIN_STATES] }],
    data: {
      states: TERRAIN_STATES,
      start: 0,
      moves: { clear: -2, rainy: 2, cold: -1, stormy: 3, hot: -3 },
    },
    why: [
      'The weather moves are the book’s (V, IV.8); the track is ours: two wet turns in a row (+2 +2) turn ' +
        'dry ground (square 1) no further than square 5, a third makes mud; two hot turns dry it again. Ice ' +
        'is left off: the lower Ebro does not freeze in July, and the frosts of the battle came after it',
      'Los movimientos por el tiempo son del reglamento (V, IV.8); el registro es nuestro: dos turnos de ' +
        'lluvia seguidos (+2 +2) llevan el suelo seco (casilla 1) a la casilla 5, un tercero hace barro; dos ' +
        'turnos calurosos lo secan. Sin hielo: el bajo Ebro no se hiela en julio',
    ],
    notes: [
      'Each turn the marker moves by the weather (clear −2, rainy +2, cold −1, stormy +3, hot −3) plus the ' +
        'turn’s terrain DRM, never off the track; its square gives the state.',
      'Cada turno el marcador se mueve según el tiempo (despejado −2, lluvioso +2, frío −1, tormentoso +3, ' +
        'caluroso −3) más el modificador de terreno del turno, sin salir del registro; su casilla da el ' +
        'estado.',
    ],
  });
  t.translations!.es.rows = [{ key: 'Estado', cells: TERRAIN_STATES.map((s) => es[s]) }];
  return t;
}

const B = (ref: string): Provenance => ({ source: 'rulebook', ref });

/** The TEC's rows: key and cells (MP, stacking, ground combat, fire DRM, other) in English and Spanish, sections. */
const TEC: [string, string, string, string, string][] = [
  [
    'Clear',
    'Terreno abierto',
    '1 (×2 mud)|12|—|+2|mud: fire 2L',
    '1 (×2 barro)|12|—|+2|barro: fuego 2L',
    'IX.3, XI.2, XIV.9.2',
  ],
  [
    'Hills',
    'Colinas',
    '1 (×2 mud)|12|—|+2|firer: range, sight +1',
    '1 (×2 barro)|12|—|+2|tirador: alcance y vista +1',
    'IX.3, XIV.2',
  ],
  ['Woods', 'Bosque', '1|12|—|—|', '1|12|—|—|', 'IX.3, XI.2'],
  [
    'Rough / mountain',
    'Abrupto / montaña',
    '3|8|3L|−3|mountain units only (armour on roads)',
    '3|8|3L|−3|solo unidades de montaña (blindados por carretera)',
    'IX.3, XI.2, XVI.5.1',
  ],
  [
    'Marsh',
    'Marisma',
    '3 (×2 mud)|8|2L|—|no motorised, armour, artillery',
    '3 (×2 barro)|8|2L|—|ni motorizados, ni blindados, ni artillería',
    'IX.3, XI.2, XVI.5.1',
  ],
  [
    'Village',
    'Pueblo',
    '2|8|1L|−1|no works; armour −1 DRM',
    '2|8|1L|−1|sin obras; blindados −1 MTD',
    'IX.3, XI.2, XVI.5.1',
  ],
  [
    'City',
    'Ciudad',
    '1|12|2L|−2|armour −2 DRM; AA 1R',
    '1|12|2L|−2|blindados −2 MTD; antiaéreo 1R',
    'IX.3, XI.2, XVI.5.1, XIII',
  ],
  ['Sea', 'Mar', '—|0|—|—|no entry', '—|0|—|—|prohibido', 'IX.3'],
  [
    'Secondary river',
    'Río secundario',
    '+3||2L||no armour, artillery; hot: dry',
    '+3||2L||ni blindados ni artillería; calor: seco',
    'IX.3, XVI.5.1, IV.8',
  ],
  [
    'Primary river (Ebro)',
    'Río principal (Ebro)',
    '+5||3L||no armour, motorised, artillery; hot: secondary',
    '+5||3L||ni blindados, motorizados ni artillería; calor: secundario',
    'IX.3, XVI.5.1, IV.8',
  ],
  ['Major crossing', 'Paso mayor', '+1||1L||anybody', '+1||1L||cualquiera', 'X.II.2, IX.3'],
  [
    'Minor crossing',
    'Paso menor',
    '+2||1L||no armour, motorised (HQs may), artillery',
    '+2||1L||ni blindados, motorizados (salvo CG) ni artillería',
    'X.II.2, IX.3',
  ],
  [
    'Boats / ferry',
    'Barcas / transbordador',
    '0||||boats: infantry, HQs; ferry: one unit',
    '0||||barcas: infantería, CG; transbordador: una unidad',
    'IX.2.7',
  ],
  [
    'Trench',
    'Trinchera',
    '+1 enemy if empty||2L|−2|tolerance 1',
    '+1 enemigo si vacía||2L|−2|tolerancia 1',
    'X.I, XVI.5.1',
  ],
  [
    'Fortification',
    'Fortificación',
    '+2 enemy if empty||3L|−3|tolerance 2',
    '+2 enemigo si vacía||3L|−3|tolerancia 2',
    'X.I, XVI.5.1',
  ],
  ['Devastated hex', 'Hexágono devastado', '+1||1L|−1|no works', '+1||1L|−1|sin obras', 'XV, IX.3'],
  ['Destroyed hex', 'Hexágono destruido', '+2||2L|−2|no works', '+2||2L|−2|sin obras', 'XV, IX.3'],
];

/** Digest §2.3 the terrain effects chart, for display (the rules read terrain.ts). */
export function tec(): ChartDef {
  return {
    id: 'tec',
    name: 'Terrain Effects Chart',
    names: { es: 'Tabla de efectos del terreno' },
    kind: 'tec',
    columns: ['Movement (MP)', 'Stacking', 'Ground combat', 'Fire DRM', 'Other'],
    rows: TEC.map(([key, , cells, , ref]) => ({
      key,
      cells: cells.split('|'),
      prov: cells.split('|').map(() => B(ref)),
    })),
    data: { display: true },
    prov: B('IX.3, XI.2, XIV.9.2, XVI.5.1, X.I, X.II (digest §2.3); hills and woods are the map’s names (terrain.ts)'),
    notes: 'Column shifts count against the attacker or firer when the defender or target is in the terrain.',
    translations: {
      es: {
        columns: ['Movimiento (PM)', 'Apilamiento', 'Combate terrestre', 'MTD de fuego', 'Otros'],
        rows: TEC.map(([, key, , cells]) => ({ key, cells: cells.split('|') })),
        notes:
          'Los desplazamientos de columna van contra el atacante o tirador cuando el defensor u objetivo está ' +
          'en el terreno.',
      },
    },
  };
}

/** Every chart of the module, in the order the charts panel lists them. */
export const buildCharts = (): ChartDef[] => [
  groundCombat(),
  fireUnits(),
  fireStructures(),
  antiAircraft(),
  airCombat(),
  interceptionRepublican(),
  interceptionNationalist(),
  weather(),
  terrainState(),
  tec(),
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(MODULE_DIR, 'charts.json'), serialize(buildCharts()));
  console.log('charts.json written');
}
