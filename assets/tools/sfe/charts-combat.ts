// The Struggle for Europe's ground charts: the Ground Combat Results Table (§9.01, §10.01) keeping the three cells
// the rulebook gives (digest §6.3) and the Terrain Effects Chart (§2.2, §9.05). The book prints neither table;
// TABLES.md gives the reasoning for every designed cell.

import type { ChartDef } from '../../../engine/core/module.js';
import { book, made, row } from './charts-kit.js';

/** The odds columns, lowest first (§9.01: rounded down, in the defender's favour at 1-1 and below). */
export const CRT_COLUMNS = ['1-6', '1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1', '8-1'];

/** The column ratios as attack/defence numbers (1-6 is 1/6), in column order. */
export const CRT_RATIOS = [1 / 6, 1 / 5, 1 / 4, 1 / 3, 1 / 2, 1, 2, 3, 4, 5, 6, 7, 8];

/** Modified die rolls ≤0 … ≥8, one string per roll, cells by column (1-6 … 8-1). */
const GRID: [string, string][] = [
  ['≤0', 'AE AE AE AE AE AX AX AX AR AR DR DR HX'],
  ['1', 'AE AE AE AE AX AX AR AR DR DR DR HX DE'],
  ['2', 'AE AE AE AX AX AR AR DR DR EX HX DE DE'],
  ['3', 'AE AE AX AX AR AR NE EX EX HX DE DE DE'],
  ['4', 'AE AX AX AR AR NE DR EX HX DE DE DE DE'],
  ['5', 'AX AX AR AR NE DR DR HX DE DE DE DE DE'],
  ['6', 'AX AR AR NE NE EX EX DE DE DE DE DE DE'],
  ['7', 'AR AR NE NE EX EX HX DE DE DE DE DE DE'],
  ['≥8', 'AR NE NE EX EX HX DE DE DE DE DE DE DE'],
];

/** The cells the rulebook gives, as "column/roll" (digest §6.3): 3-1 rolling 3; DE from 7-1 at 2 and 6-1 at 3. */
export const BOOK_CELLS: Record<string, string> = {
  '3-1/3': '§19 example of air/naval combat, step 16: 3-1, roll 3, EX',
  '7-1/2': '§14.01: 7-1 with a +1 DRM guarantees a DE (a die of 1 modified to 2, and every roll above)',
  '6-1/3': '§14.01: 6-1 with a +2 DRM guarantees a DE (a die of 1 modified to 3, and every roll above)',
};

/** Whether a cell follows from the book: one of BOOK_CELLS, or a DE above a guaranteed one in the same column. */
function fromBook(col: string, key: string): string | null {
  const roll = key === '≤0' ? 0 : key === '≥8' ? 8 : Number(key);
  if (BOOK_CELLS[`${col}/${roll}`]) return BOOK_CELLS[`${col}/${roll}`];
  if (col === '7-1' && roll > 2) return BOOK_CELLS['7-1/2'];
  if (col === '6-1' && roll > 3) return BOOK_CELLS['6-1/3'];
  return null;
}

const CRT_REASON =
  'Designed (the book prints no CRT): the DE frontier runs at modified roll 9 − N on column N-1 as the §14.01 ' +
  'pair (7-1 at 2, 6-1 at 3) and its "etc." imply; below it each cell steps down one result a row or a column ' +
  'through HX, EX, DR, NE, AR, AX, AE, so the defender never fares better as odds or roll rise (TABLES.md)';

/** The Ground Combat Results Table: 1d6 + net DRM (§9.01), results of §10.01. */
export function groundCrt(): ChartDef {
  return {
    id: 'ground-combat',
    name: 'Ground Combat Results Table',
    names: { es: 'Tabla de resultados del combate terrestre' },
    kind: 'crt',
    columns: CRT_COLUMNS,
    rows: GRID.map(([key, line]) =>
      row(key, line.split(' '), (i) => {
        const ref = fromBook(CRT_COLUMNS[i], key);
        return ref ? book(ref) : made(CRT_REASON);
      }),
    ),
    data: {
      die: '1d6',
      ratios: CRT_RATIOS,
      min: 0,
      max: 8,
      belowFirst: 'AE',
      rightOfLast: 'last',
      codes: {
        AE: 'every attacking unit eliminated',
        AX: 'attacker removes attack factors at least the defending factors; survivors retreat',
        AR: 'every attacking unit retreats',
        NE: 'no effect',
        EX: 'exchange: at 1-1 or better the defender dies and the attacker pays; at 1-2 or worse the reverse',
        HX: 'defender eliminated; attacker removes attack factors equal to half the defence factors lost',
        DR: 'every defending unit retreats',
        DE: 'every defending unit eliminated',
      },
      defenderHarm: { AE: 0, AX: 0, AR: 0, NE: 1, DR: 2, EX: 3, HX: 4, DE: 5 },
      hxRounding: 'up',
    },
    prov: made(CRT_REASON),
    notes:
      'Roll 1d6, add the net DRM (armor bonus ±1, leader ±1, forts −1, terrain, carpet bombing, winterization) and ' +
      'read the row; modified rolls below 0 read ≤0, above 8 read ≥8. Odds below 1-6 are AE; above 8-1 read 8-1. ' +
      'An overrun needs DE on a die of 1 with the net DRM (§14.01). HX rounds half up (digest §10.5(4), option).',
  };
}

/** TEC rows: terrain, MP to enter, attack effect on each attacking unit, DRM, armor bonus, other (§2.2). */
const TEC: [string, string, string, string, string, string, string][] = [
  ['clear', '1', '—', '0', 'yes', '', ''],
  ['forest', '2', 'armor ×½ (motorized not)', '0', 'no', 'no airfields', '§9.05(2), §12.01(3), §24.21'],
  ['swamp', '3', 'armor ×½ (motorized not)', '0', 'no', 'frozen: as forest; no airfields', '§9.05(2), §25.3'],
  ['mountain', '3', '×½', '−1', 'no', 'no airfields', '§12.01(3), §24.21'],
  ['rough', '2', '—', '−1', 'no', 'the map\u2019s plateaus and ridges', ''],
  [
    'major-city',
    'other terrain',
    '×½',
    '0',
    'no',
    'air base 4 (flak 4); no airfield counters',
    '§9.01, §12.01(3), §5.02, §24.21',
  ],
  [
    'minor-city',
    'other terrain',
    '—',
    '−1',
    'no',
    'air base 2 (flak 2); capitals that are not major',
    '§12.01(3), §2.21, §5.02',
  ],
  ['town', 'other terrain', '—', '0', 'yes (option: no)', 'air base 1 (flak 1)', '§5.02, §21.02'],
  ['river', '+1', '×½ (artillery not)', '0', 'yes', 'freezes only between two zone A hexes', '§9.01, §25.3'],
  ['major-river', '+2', '×½ (artillery not)', '0', 'yes', 'freezes only between two zone A hexes', '§9.01'],
  ['strait', '+2', '×⅓ (artillery ×⅔)', '0', 'no', 'blocks ZOC', '§2.13, §6.1, §28.10b'],
  ['sea / lake', 'prohibited', 'prohibited', '—', '—', 'frozen lake: crossable, 1 MP', '§9.0, §25.3'],
  ['regular fort', '—', '—', '−1', 'no (either side)', '', '§24.12'],
  ['major fort', '—', '×½ through a fortified hexside', '−1', 'no (either side)', 'other terrain ignored', '§24.14'],
];

/** The TEC cells that the rulebook gives, by terrain and column index (1 MP … 4 armor bonus, 5 other). */
const TEC_BOOK: Record<string, number[]> = {
  forest: [2, 4, 5],
  swamp: [2, 4, 5],
  mountain: [4, 5],
  'major-city': [2, 4, 5],
  'minor-city': [4],
  river: [2, 5],
  'major-river': [2, 5],
  strait: [2, 4, 5],
  'sea / lake': [1, 2, 5],
  'regular fort': [3, 4],
  'major fort': [2, 3, 4, 5],
};

/** The Terrain Effects Chart (§2.2): terrain multiplies each attacking unit, fractions kept (§9.01). */
export function tec(): ChartDef {
  const reason =
    'Designed (the book prints no TEC): MP costs in the scale of 4-MP infantry and 6-MP panzers at 30 miles a ' +
    'hex; DRMs only where the text implies one (minor city −1 from the Strasbourg example, §9.05(1)) and for the ' +
    "map's mountain and rough (TABLES.md)";
  return {
    id: 'tec',
    name: 'Terrain Effects Chart',
    names: { es: 'Tabla de efectos del terreno' },
    kind: 'tec',
    columns: ['Movement (MP)', 'Each attacking unit', 'Combat DRM', 'Armor bonus', 'Other'],
    rows: TEC.map(([key, ...cells]) => {
      const ref = cells.pop() as string;
      return row(key, cells, (i) => (TEC_BOOK[key]?.includes(i + 1) && ref ? book(ref) : made(reason)));
    }),
    data: {
      mp: { clear: 1, forest: 2, swamp: 3, mountain: 3, rough: 2 },
      hexsideMp: { river: 1, 'major-river': 2, strait: 2 },
      attackMultiplier: { 'major-city': 0.5, mountain: 0.5, river: 0.5, 'major-river': 0.5, strait: 1 / 3 },
      armorMultiplier: { forest: 0.5, swamp: 0.5 },
      drm: { mountain: -1, rough: -1, 'minor-city': -1, 'regular-fort': -1, 'major-fort': -1 },
      noArmorBonus: ['forest', 'swamp', 'mountain', 'rough', 'major-city', 'minor-city'],
      prohibited: ['sea', 'lake'],
      frozenSwamp: 'forest',
    },
    prov: made(reason),
    notes:
      'Only the defender\u2019s hex and the hexside crossed count (§9.05). Multipliers multiply: across a river into ' +
      'a major city ×¼ (§9.01). A city hex costs the MP of its other terrain. Straits add their cost to the hex.',
  };
}
