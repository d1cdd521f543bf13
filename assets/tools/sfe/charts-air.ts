// The Struggle for Europe's air and supply charts: the Air Combat Results Table (§17.2), the Flak Table (§21.03)
// and the Supply Status Chart (§23.5). The book prints none of them; the cells its examples give are kept and
// labelled (digest §7.3, §7.4), the rest designed (TABLES.md).

import type { ChartDef } from '../../../engine/core/module.js';
import { book, made, row } from './charts-kit.js';

/** Air CRT rows, modified roll ≤0 … ≥7 (1d6; low rolls favour the firer), by odds column. */
const AIR: [string, string][] = [
  ['≤0', 'A X XA XX XX XX XX'],
  ['1', '- A X XA XA XX XX'],
  ['2', '- - X XA XA XA XX'],
  ['3', '- - X X XA XA XA'],
  ['4', '- - A X X XA XA'],
  ['5', '- - - A X X XA'],
  ['6', '- - - - A X X'],
  ['≥7', '- - - - - A X'],
];
const AIR_COLUMNS = ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'];

/** The air cells the book's examples give, "column/roll". */
const AIR_BOOK: Record<string, string> = {
  '3:2/2': '§17 example, step 7: 15 vs 9 is 3:2, roll 2, XA',
  '1:1/3': '§19 example of air/naval combat, step 10 (15 of the digest): 1-1, roll 3, X',
};

/** The Air Combat Results Table: each side fires at once, wave against wave (§17.1(6)). */
export function airCombat(): ChartDef {
  const reason =
    'Designed (the Air CRT is not in the book) around the two cells its examples give: a fighter wave at even odds ' +
    'kills on 1–3 and misses on 5–6 (§19 example: a 1-1 miss for both sides); each column to the right shifts ' +
    'the results about one pip (TABLES.md)';
  return {
    id: 'air-combat',
    name: 'Air Combat Results Table',
    names: { es: 'Tabla de resultados del combate aéreo' },
    kind: 'crt',
    columns: AIR_COLUMNS,
    rows: AIR.map(([key, line]) =>
      row(key, line.split(' '), (i) => {
        const ref = AIR_BOOK[`${AIR_COLUMNS[i]}/${key}`];
        return ref ? book(ref) : made(reason);
      }),
    ),
    data: {
      die: '1d6',
      ratios: [1 / 3, 1 / 2, 1, 3 / 2, 2, 3, 4],
      min: 0,
      max: 7,
      belowFirst: '-',
      rightOfLast: 'last',
      codes: { X: 'one air unit eliminated', A: 'one air unit aborted', '-': 'miss' },
      drm: { 'fighter-vs-B': -1, 'B-vs-fighter': 1 },
    },
    prov: made(reason),
    notes:
      'Odds: the wave\u2019s air combat factors against the opposing wave\u2019s, rounded down (§17.1(6)). ' +
      'Fighters firing at type B bombers −1; type B bombers firing at fighters +1 (not when the whole mission wave ' +
      'is HB, §17.11). Results apply left to right; the owner picks the units (§17.2).',
  };
}

/** Flak rows, 2d6 2…12 (low rolls favour the flak), by flak column 1 … 11+. */
const FLAK: string[] = [
  'H A A X X X X X X X',
  '- H H H A A X X X X',
  '- - H H H A A A X X',
  '- - - H H H A A A X',
  '- - - - H H H A A A',
  '- - - - - H H H A A',
  '- - - - - - H H H A',
  '- - - - - - - H H H',
  '- - - - - - - - H H',
  '- - - - - - - - - H',
  '- - - - - - - - - -',
];
const FLAK_COLUMNS = ['1', '2', '3', '4', '5', '6', '7', '8', '9-10', '11+'];
const FLAK_BOOK: Record<string, string> = {
  '3/7': '§19 example, step 3: 4 flak shifted one left for a type B, roll 7, no effect',
  '4/3': '§19 example, step 6: 5 flak shifted one left, rolls 3 and 10 give one H',
  '4/10': '§19 example, step 6: 5 flak shifted one left, rolls 3 and 10 give one H',
  '4/5': '§20 example, step 1: 46 naval flak / 10 = 4 against naval air, roll 5, H',
  '5/5': '§19 example, step 11: 54 / 10 = 5 against a type A Stuka, roll 5, H',
};

/** The Flak Table: one 2d6 roll per enemy air unit on the hex's flak column (§21.03). */
export function flak(): ChartDef {
  const reason =
    'Designed (the Flak Table is not in the book) around the five rolls its examples give: H is the usual hit, A ' +
    'and X need heavy flak or a low roll; a column is worth about one pip of 2d6 (TABLES.md)';
  return {
    id: 'flak',
    name: 'Flak Table',
    names: { es: 'Tabla antiaérea' },
    kind: 'table',
    columns: FLAK_COLUMNS,
    rows: FLAK.map((line, r) =>
      row(String(r + 2), line.split(' '), (i) => {
        const ref = FLAK_BOOK[`${FLAK_COLUMNS[i]}/${r + 2}`];
        return ref ? book(ref) : made(reason);
      }),
    ),
    data: {
      die: '2d6',
      brackets: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11],
      shift: { F: 0, A: 0, B: -1, HB: -2, T: 0, naval: 0 },
      codes: { X: 'one air unit eliminated', A: 'one air unit aborted', H: 'bombing halved', '-': 'no effect' },
    },
    prov: made(reason),
    notes:
      'Total the hex\u2019s flak (units\u2019 flak, major city 4, major airfield 3, minor city 2, airfield 2, ' +
      'town 1: §21.02) and roll 2d6 per enemy air unit. Type B shift one column left (the examples), HB two ' +
      '(designed: the rule says one or two). Below column 1: no effect (§21.03).',
  };
}

/** Supply status rows: turns unsupplied 1, 2, 3, 4+; columns ground MP, attack, defence, air, naval, other. */
const SUPPLY: [string, string[], Record<number, string>][] = [
  ['1', ['−1', '×½', 'full', 'range ×½', '—', ''], {}],
  ['2', ['×½', '×½', 'full', 'bombing ×½', '—', 'armor and air RPs lost'], { 5: '§27.21b, §27.24' }],
  ['3', ['×½', '×¼', '×½', 'no missions', '—', ''], {}],
  ['4+', ['×½', '×¼', '×½', 'no missions', '—', 'surrender roll; infantry RPs lost'], { 5: '§23.52, §27.21b' }],
  ['ships', ['—', '—', '—', '—', 'surface and shore ×½; 2 MP less', 'until replenished'], { 5: '§23.54' }],
];

/** The Supply Status Chart (§23.5): effects by turns out of supply; major cities and forts lag a turn (§23.51). */
export function supplyStatus(): ChartDef {
  const reason =
    'Designed (the Supply Status Chart is not in the book): attack ×½ then ×¼ as §28.01d names them, MP loss ' +
    'first (§7.11), defence only at the third turn, air units grounded by the third (TABLES.md)';
  return {
    id: 'supply-status',
    name: 'Supply Status Chart',
    names: { es: 'Tabla de estado de suministro' },
    kind: 'table',
    columns: ['Ground MP', 'Attack', 'Defence', 'Air units', 'Naval units', 'Other'],
    rows: SUPPLY.map(([key, cells, refs]) => row(key, cells, (i) => (refs[i] ? book(refs[i]) : made(reason)))),
    data: {
      mp: { '1': -1, '2': 0.5, '3': 0.5, '4+': 0.5 },
      attack: { '1': 0.5, '2': 0.5, '3': 0.25, '4+': 0.25 },
      defense: { '1': 1, '2': 1, '3': 0.5, '4+': 0.5 },
      surrender: { level: 4, die: '1d6', surrendersAtOrBelow: 2 },
    },
    prov: made(reason),
    notes:
      'Level N = the Nth consecutive turn out of supply (§23.12). In a major city or major fort the effects lag a ' +
      'turn and the first surrender roll is on the 5th turn (§23.51). Surrender on a modified 2 or less: +1 major ' +
      'city or fort, −1 Snow or Heavy Snow, −1 per turn past the 4th, −1 printed MF ≤3 (§23.52).',
  };
}
