// The air tables: anti-aircraft fire (XIII, Fig. 16), air combat (XII.6.9) and the two interception tables
// (XII.6.8, Fig. 14), the Republican one keeping the book's extract (EX-3: SM-79 and HE-51 against eight fighters).

import type { ChartDef } from '../../../engine/core/module.js';
import { type Ladder, ladderRows, table } from './charts-kit.js';

const AA_COLUMNS = ['1', '2', '3-4', '5-6', '7-9', '10-13', '14+'];
const AA_MIN = [1, 2, 3, 5, 7, 10, 14];
const AA_LADDER: Ladder = [
  [-99, '-'],
  [6, 'A'],
  [8, 'X'],
  [9, 'XA'],
  [11, '2X'],
  [12, '2XA'],
];

/** XIII Fig. 16 the anti-aircraft table; the lowest row shaded (the firing unit loses a level). */
export function antiAircraft(): ChartDef {
  const [min, max] = [-4, 10];
  return table({
    id: 'anti-aircraft',
    name: ['Anti-Aircraft Fire Table', 'Tabla de fuego antiaéreo'],
    columns: AA_COLUMNS,
    rows: ladderRows(AA_COLUMNS.length, min, max, AA_LADDER, (_c, r, cell) => (r === min ? `${cell}s` : cell)),
    data: { die: '1d6', brackets: AA_MIN, min, max, shadedRows: [min] },
    why: [
      'A Republican AA battery (2, doubled: 4) over one squadron on a hot day hits one time in six and ' +
        'turns it back one in three; the Condor Legion’s 88s (8) do much better. The lowest row is shaded: ' +
        'the raid silenced the guns (XIII: how AA units lose levels to their own fire)',
      'Una batería antiaérea republicana (2, doblada: 4) contra una escuadrilla en día caluroso acierta una ' +
        'vez de cada seis y la hace abortar una de cada tres; los 88 de la Legión Cóndor (8) mucho mejor. La ' +
        'fila más baja va sombreada: el ataque acalló las piezas',
    ],
    notes: [
      'Total AA fire power (AA and mixed units doubled) picks the column; intrinsic AA shifts right (XIII). ' +
        'A all targets abort; X one level lost; #X # levels; #XA and abort. "s" shaded: the firing unit loses ' +
        'a level.',
      'El total de fuego antiaéreo (unidades antiaéreas y mixtas dobladas) elige la columna; el antiaéreo ' +
        'intrínseco desplaza a la derecha (XIII). A todos abortan; X un nivel perdido; #X # niveles; #XA y ' +
        'abortan. "s" sombreado: la unidad que dispara pierde un nivel.',
    ],
  });
}

const AIR_COLUMNS = ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'];
const AIR_RATIOS = [1 / 3, 0.5, 1, 1.5, 2, 3, 4];
const AIR_LADDER: Ladder = [
  [-99, '-'],
  [5, 'A'],
  [7, 'X'],
  [8, 'XA'],
  [10, '2X'],
  [11, '2XA'],
];

/** XII.6.9 the air combat table, by the ratio of the air-to-air factors of the side firing this round. */
export function airCombat(): ChartDef {
  const [min, max] = [-3, 10];
  return table({
    id: 'air-combat',
    name: ['Air Combat Table', 'Tabla de combate aéreo'],
    columns: AIR_COLUMNS,
    rows: ladderRows(AIR_COLUMNS.length, min, max, AIR_LADDER),
    data: { die: '1d6', ratios: AIR_RATIOS, min, max },
    why: [
      'The book does not say what the columns are; the ratio of air-to-air factors is the digest’s likely ' +
        'reading (§6.5). At 1:1 a round costs the target a level one time in three and turns it back as ' +
        'often; rounds alternate, so a fight of equals bleeds both sides. No D or F results (XII.6.9)',
      'El reglamento no dice qué son las columnas; la proporción de factores aire-aire es la lectura ' +
        'probable (resumen §6.5). A 1:1 cada asalto cuesta un nivel al blanco una vez de cada tres y lo hace ' +
        'abortar otras tantas; los asaltos se alternan. Sin resultados D ni F (XII.6.9)',
    ],
    notes: [
      'Attacker’s air-to-air total : defender’s, rounded down (1:3 and 3:2 included); the defender without ' +
        'fighters or escort shifts 2R. A all the defender’s aircraft abort; X one level; #X # levels; #XA and ' +
        'abort.',
      'Total aire-aire del atacante : el del defensor, redondeado hacia abajo; el defensor sin cazas ni ' +
        'escolta desplaza 2R. A todos los aviones del defensor abortan; X un nivel; #X # niveles; #XA y ' +
        'abortan.',
    ],
  });
}

/** XII.6.8 an interception table: rows the intercepted type, columns the interceptor; success when the roll ≤ cell. */
function interception(
  id: string,
  name: [string, string],
  columns: string[],
  rows: [string, number[]][],
  why: [string, string],
): ChartDef {
  return table({
    id,
    name,
    columns,
    rows: rows.map(([key, cells]) => ({ key, cells })),
    data: { die: '1d6', success: 'roll-at-most', types: 'aircraft flag of units.json' },
    why,
    notes: [
      'Rows: the aircraft being intercepted; columns: the intercepting fighter. The interception succeeds ' +
        'when the modified die roll is at most the number. Keys are the "aircraft:<type>" flags of the ' +
        'counters.',
      'Filas: el avión interceptado; columnas: el caza que intercepta. La interceptación tiene éxito si la ' +
        'tirada modificada es como mucho el número. Las claves son las marcas "aircraft:<tipo>" de las ' +
        'fichas.',
    ],
  });
}

/** EX-3's eight Republican interceptor columns (Fig. 14), in the book's order. */
export const REP_INTERCEPTORS = ['I-16 bis', 'I-16 (Soviet)', 'I-152', 'I-16', 'I-15', 'CCF-23', 'DW-371', 'FK-51'];

/** XII.6.8 the Republican table: the extract's two rows as printed, the Nationalist types of this scenario added. */
export const interceptionRepublican = (): ChartDef =>
  interception(
    'interception-republican',
    ['Republican Interception Table', 'Tabla de interceptación republicana'],
    REP_INTERCEPTORS,
    [
      ['SM-79', [4, 3, 3, 2, 1, 0, -1, -2]],
      ['He-51', [4, 3, 3, 2, 1, 0, -1, -2]],
      ['Ju-87', [4, 3, 3, 2, 1, 0, -1, -2]],
      ['He-111', [3, 2, 2, 1, 0, -1, -2, -2]],
      ['CR-32', [3, 2, 2, 1, 0, -1, -2, -2]],
      ['Bf-109', [2, 1, 1, 0, -1, -2, -2, -2]],
    ],
    [
      'The SM-79 and HE-51 rows are the book’s extract (Fig. 14, EX-3: 4 3 3 2 1 0 −1 −2), kept as printed; ' +
        'the Ju 87 is as slow and takes the same row; the He 111 and the CR.32 are one harder, the Bf 109 ' +
        'two, on the extract’s −2 to +4 scale',
      'Las filas SM-79 y HE-51 son el extracto del reglamento (Fig. 14, EX-3: 4 3 3 2 1 0 −1 −2), tal cual; ' +
        'el Ju 87, igual de lento, toma la misma fila; el He 111 y el CR.32 uno más difíciles, el Bf 109 dos, ' +
        'en la escala del extracto',
    ],
  );

/** XII.6.8 the Nationalist table: the Republican types against the Nationalist fighters. */
export const interceptionNationalist = (): ChartDef =>
  interception(
    'interception-nationalist',
    ['Nationalist Interception Table', 'Tabla de interceptación nacional'],
    ['Bf-109', 'CR-32', 'He-51'],
    [
      ['R-Z', [4, 3, 2]],
      ['SB', [3, 1, -1]],
      ['I-15', [2, 2, 0]],
      ['I-152', [2, 2, 0]],
      ['I-16', [1, 1, -1]],
      ['I-16 (Soviet)', [0, 0, -2]],
    ],
    [
      'On the Republican extract’s scale: the Bf 109 is the best interceptor and the He 51 the worst; the ' +
        'slow R-Z is the easiest prey; the SB Katiuska outran the CR.32 (1) and the He 51 (−1); the I-16 is ' +
        'hard to catch, with Soviet crews harder still',
      'En la escala del extracto republicano: el Bf 109 es el mejor interceptor y el He 51 el peor; el ' +
        'lento R-Z es la presa más fácil; el SB Katiuska dejaba atrás al CR.32 (1) y al He 51 (−1); el I-16 ' +
        'es difícil de cazar, con pilotos soviéticos más aún',
    ],
  );
