// The ground results tables: ground combat (XVI, Fig. 22), fire against units and ground attack (XIV, Fig. 20) and
// fire against structures and bombardment (XV, Fig. 21). Each is a ladder read at column index + modified 1d6
// (charts-kit.ts), with the legend's codes only; the reasoning is in TABLES.md.

import type { ChartDef } from '../../../engine/core/module.js';
import { type Ladder, ladderRows, table } from './charts-kit.js';

/** XVI.4 the odds columns and each one's minimum attack/defence ratio. */
export const CRT_COLUMNS = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1', '8:1'];
const CRT_RATIOS = [0.5, 1, 2, 3, 4, 5, 6, 7, 8];

/** XVI.4 the ground combat ladder: attacker/defender; "*" shaded (breakthrough, XVI.9); F fanatics (XVI.12). */
const CRT_LADDER: Ladder = [
  [-99, '2X/F'],
  [0, '2X/-'],
  [1, 'X/F'],
  [2, 'X/-'],
  [3, 'X/D'],
  [4, 'X/DR'],
  [5, 'X/XD'],
  [6, '-/XD'],
  [7, '-/XR'],
  [8, '-/XDR'],
  [9, '-/XDR*'],
  [10, 'F/XDR*'],
  [11, '-/2XR*'],
  [12, '-/2XDR*'],
  [14, '-/P*'],
];

/** XVI Fig. 22 the ground combat results table. */
export function groundCombat(): ChartDef {
  const [min, max] = [-1, 10];
  return table({
    id: 'ground-combat',
    name: ['Ground Combat Results Table', 'Tabla de resultados del combate terrestre'],
    kind: 'crt',
    columns: CRT_COLUMNS,
    rows: ladderRows(CRT_COLUMNS.length, min, max, CRT_LADDER),
    data: {
      die: '1d6',
      ratios: CRT_RATIOS,
      min,
      max,
      belowFirst: 'no-attack',
      leftOfFirst: 'drm',
      rightOfLast: 'drm',
      codes: { X: 'lose 1 level', D: 'disorganised', R: 'retreat 1 hex', P: 'all captured', F: 'fanatics' },
    },
    why: [
      'One column is worth one pip of the die: a cell is read at column index + modified roll, so the odds, ' +
        'the column shifts (XVI.5.1) and the DRMs (XVI.5.2, at most ±5) weigh alike. At 1:1 an unmodified ' +
        'roll costs the attacker a level four times in six; at 3:1 the defender loses a level or is driven ' +
        'back on most rolls and a 6 breaks through; at 8:1 a 6 captures the stack. F results appear where a ' +
        'stubborn defence (X/F) or a fierce success (F/XDR) is likely',
      'Una columna vale un punto del dado: la casilla se lee en índice de columna + tirada modificada, de ' +
        'modo que la proporción, los desplazamientos de columna (XVI.5.1) y los modificadores (XVI.5.2, como ' +
        'mucho ±5) pesan igual. A 1:1 una tirada sin modificar cuesta un nivel al atacante cuatro veces de ' +
        'seis; a 3:1 el defensor pierde un nivel o retrocede casi siempre y un 6 rompe el frente; a 8:1 un 6 ' +
        'captura la pila',
    ],
    notes: [
      'Cells read attacker/defender. #X levels lost, D disorganised, R retreat 1 hex, P all captured, F ' +
        'fanatic attackers (F.AT, attacker part) or defenders (F.DF, defender part); * shaded: breakthrough ' +
        'and exploitation allowed (XVI.9). Ratios are rounded down; below 1:2 no attack may be made; shifts ' +
        'beyond an edge become a DRM of 1 a column. Modified rolls are clamped to the first and last rows.',
      'Las casillas se leen atacante/defensor. #X niveles perdidos, D desorganizado, R retirada de 1 ' +
        'hexágono, P todos capturados, F atacantes (F.AT) o defensores (F.DF) fanáticos; * sombreado: se ' +
        'permiten ruptura y explotación (XVI.9). Las proporciones se redondean hacia abajo; por debajo de 1:2 ' +
        'no se puede atacar; los desplazamientos más allá de un borde se vuelven un modificador de 1 por ' +
        'columna. La tirada modificada se limita a la primera y la última fila.',
    ],
  });
}

/** XIV.8 the fire-power brackets and each one's minimum total. */
const FIRE_COLUMNS = ['1', '2', '3', '4-5', '6-7', '8-10', '11-14', '15-19', '20-25', '26+'];
const FIRE_MIN = [1, 2, 3, 4, 6, 8, 11, 15, 20, 26];
const FIRE_LADDER: Ladder = [
  [-99, '-'],
  [6, 'D'],
  [8, 'X'],
  [9, 'XD'],
  [11, '2X'],
  [12, '2XD'],
  [14, '3X'],
  [15, '3XD'],
];

/** XIV Fig. 20 the fire against units and ground attack table; the top row italic (rigid artillery, XVIII.2.6). */
export function fireUnits(): ChartDef {
  const [min, max] = [-2, 10];
  return table({
    id: 'fire-units',
    name: ['Fire against Units and Ground Attack Table', 'Tabla de fuego contra unidades y ataque a tierra'],
    columns: FIRE_COLUMNS,
    rows: ladderRows(FIRE_COLUMNS.length, min, max, FIRE_LADDER, (_c, r, cell) => (r === max ? `${cell}i` : cell)),
    data: { die: '1d6', brackets: FIRE_MIN, min, max, italicRows: [max] },
    why: [
      'Brackets widen as the totals grow (a Republican group fires 4, a Nationalist 5, a heavy group 6-7, a ' +
        'corps’ combined fire 20 or more). A cell is read at bracket index + modified roll: one artillery ' +
        'group against a battalion in the open (+2) disorganises it or takes a level on most rolls, in the ' +
        'sierras (−3) it rarely does anything. Italic: the top row, the maximum result (XVIII.2.6)',
      'Los tramos se ensanchan con el total (un grupo republicano dispara 4, uno nacional 5, uno pesado ' +
        '6-7, el fuego combinado de un cuerpo 20 o más). La casilla se lee en índice de tramo + tirada ' +
        'modificada: un grupo de artillería contra un batallón al descubierto (+2) lo desorganiza o le quita ' +
        'un nivel casi siempre; en la sierra (−3) casi nunca hace nada. Cursiva: la fila superior, el ' +
        'resultado máximo (XVIII.2.6)',
    ],
    notes: [
      'Total fire power (or ground attack factors) picks the column. D all targets disorganised; X one ' +
        'level lost; XD one level and disorganised; #X # levels. "i" italic: each firing rigid artillery unit ' +
        'loses a level.',
      'El total de potencia de fuego (o de ataque a tierra) elige la columna. D todos los objetivos ' +
        'desorganizados; X un nivel perdido; XD un nivel y desorganizados; #X # niveles. "i" cursiva: cada ' +
        'artillería rígida que dispara pierde un nivel.',
    ],
  });
}

/** XV.8 the brackets of fire against structures, with the two the book names ("22-28", "46+", XX.1.4). */
const STRUCT_COLUMNS = ['1-3', '4-6', '7-10', '11-15', '16-21', '22-28', '29-36', '37-45', '46+'];
const STRUCT_MIN = [1, 4, 7, 11, 16, 22, 29, 37, 46];
const STRUCT_LADDER: Ladder = [
  [-99, '-'],
  [4, '1'],
  [6, '2'],
  [8, '3'],
  [9, '3s'],
  [10, '4s'],
  [12, 'X'],
  [14, 'XS'],
];

/** XV Fig. 21 the fire against structures and bombardment table. */
export function fireStructures(): ChartDef {
  const [min, max] = [-2, 10];
  return table({
    id: 'fire-structures',
    name: ['Fire against Structures and Bombardment Table', 'Tabla de fuego contra construcciones y bombardeo'],
    columns: STRUCT_COLUMNS,
    rows: ladderRows(STRUCT_COLUMNS.length, min, max, STRUCT_LADDER, (_c, r, cell) => (r === max ? `${cell}i` : cell)),
    data: { die: '1d6', brackets: STRUCT_MIN, min, max, italicRows: [max] },
    why: [
      'The book names two columns, "22-28" and "46+" (XX.1.4): the brackets around them are ours, and 22, ' +
        'the least intensive fire (XV.7), starts a column. Turns of damage rise by one every two points of ' +
        'bracket index + roll; light shading (3s, 4s) destroys all but major crossings, built-up hexes and ' +
        'major airfields; X needs a big raid or a lucky roll: a major bridge (2L, tolerance 4) falls to 46+ ' +
        'factors on a 6 or to damage piling up',
      'El reglamento nombra dos columnas, "22-28" y "46+" (XX.1.4): los tramos de alrededor son nuestros, y ' +
        '22, el mínimo del fuego intensivo (XV.7), abre una columna. Los turnos de daño suben uno cada dos ' +
        'puntos de índice de tramo + tirada; el sombreado claro (3s, 4s) destruye todo salvo los pasos ' +
        'mayores, las poblaciones y los aeródromos principales; la X pide un gran ataque o suerte',
    ],
    notes: [
      'Numbers: turns of damage; X structure destroyed (built-up hexes only by X). "i" italic: rigid ' +
        'artillery firers lose a level; "s" light shading: destroys every structure except major fixed ' +
        'crossings, built-up hexes and major airfields; "S" heavy shading: also devastates (destroys if ' +
        'built-up) the hex.',
      'Números: turnos de daño; X construcción destruida (las poblaciones solo con X). "i" cursiva: la ' +
        'artillería rígida que dispara pierde un nivel; "s" sombreado claro: destruye toda construcción salvo ' +
        'pasos fijos mayores, poblaciones y aeródromos principales; "S" sombreado oscuro: además devasta el ' +
        'hexágono (o lo destruye si es población).',
    ],
  });
}
