// The Struggle for Europe's weather: the Weather Table for the East's zones, one die for zones A and B and one for
// C and D (§25.1, §4.01), and the Weather Effects Chart (§25, §7.11, §23.13). The book prints neither; the effects
// it states elsewhere (digest §8.3) are kept and labelled, the rest designed (TABLES.md).

import type { ChartDef } from '../../../engine/core/module.js';
import { book, made, row } from './charts-kit.js';

/** The weather states of the rules (digest §2.4). */
export const WEATHER = ['Clear', 'Frost', 'Mud', 'Heavy Mud', 'Snow', 'Heavy Snow', 'Stormy'] as const;

const C = 'Clear';
const F = 'Frost';
const M = 'Mud';
const HM = 'Heavy Mud';
const S = 'Snow';
const HS = 'Heavy Snow';
const ST = 'Stormy';

/** Per month, the result of die rolls 1…7 (7 only with §28.04's +1) for the first and the second zone of a roll. */
type Month = [string[], string[]];

/** Zones A (the Soviet north, Finland) and B (the Soviet south): the East (§28.04). */
const AB: Record<string, Month> = {
  JAN: [
    [S, S, S, HS, HS, HS, HS],
    [F, S, S, S, HS, HS, HS],
  ],
  FEB: [
    [S, S, S, S, HS, HS, HS],
    [F, F, S, S, S, HS, HS],
  ],
  MAR: [
    [F, S, S, S, HS, HS, HS],
    [F, F, M, S, S, S, HS],
  ],
  APR: [
    [F, M, M, HM, HM, S, S],
    [C, M, M, HM, HM, HM, S],
  ],
  MAY: [
    [C, C, C, M, M, M, HM],
    [C, C, C, C, M, M, M],
  ],
  JUN: [
    [C, C, C, C, C, M, M],
    [C, C, C, C, C, C, M],
  ],
  JUL: [
    [C, C, C, C, C, ST, ST],
    [C, C, C, C, C, C, ST],
  ],
  AUG: [
    [C, C, C, C, C, M, M],
    [C, C, C, C, C, C, ST],
  ],
  SEP: [
    [C, C, C, C, M, M, M],
    [C, C, C, C, C, M, M],
  ],
  OCT: [
    [C, F, M, M, HM, HM, HM],
    [C, C, M, M, M, HM, HM],
  ],
  NOV: [
    [F, F, M, S, S, S, HS],
    [F, M, M, M, S, S, S],
  ],
  DEC: [
    [S, S, S, S, HS, HS, HS],
    [F, S, S, S, S, HS, HS],
  ],
};

/** Zones C (Central Europe, the Baltic west of the USSR) and D (Hungary, Romania, the Balkans). */
const CD: Record<string, Month> = {
  JAN: [
    [F, F, S, S, S, HS, HS],
    [C, F, F, S, S, M, S],
  ],
  FEB: [
    [F, F, S, S, S, HS, HS],
    [C, F, F, M, S, S, S],
  ],
  MAR: [
    [C, F, F, M, M, S, S],
    [C, C, F, M, M, M, S],
  ],
  APR: [
    [C, C, C, M, M, M, ST],
    [C, C, C, C, M, M, M],
  ],
  MAY: [
    [C, C, C, C, C, M, ST],
    [C, C, C, C, C, M, M],
  ],
  JUN: [
    [C, C, C, C, C, ST, ST],
    [C, C, C, C, C, C, ST],
  ],
  JUL: [
    [C, C, C, C, C, ST, ST],
    [C, C, C, C, C, C, ST],
  ],
  AUG: [
    [C, C, C, C, C, ST, ST],
    [C, C, C, C, C, C, ST],
  ],
  SEP: [
    [C, C, C, C, C, M, ST],
    [C, C, C, C, C, C, M],
  ],
  OCT: [
    [C, C, C, M, M, ST, ST],
    [C, C, C, C, M, M, M],
  ],
  NOV: [
    [C, F, M, M, ST, ST, S],
    [C, C, F, M, M, M, S],
  ],
  DEC: [
    [F, F, S, S, S, HS, HS],
    [C, F, F, M, S, S, S],
  ],
};

const TABLE_REASON =
  'Designed (the Campaign Game Weather Table is not in the book): monthly odds from the climate of the East as the ' +
  'campaigns of 1941–44 met it (autumn rasputitsa from October, snow from November in the north, the thaw of ' +
  'March–April); a higher roll is harsher, so §28.04\u2019s +1 reads the seventh row (TABLES.md)';

/** One zone pair's Weather Table: rows are months, columns die rolls 1…7, cells "first zone / second zone". */
function weatherTable(id: string, zones: [string, string], months: Record<string, Month>): ChartDef {
  const label = `${zones[0]}+${zones[1]}`;
  return {
    id,
    name: `Weather Table, zones ${zones[0]} and ${zones[1]}`,
    names: { es: `Tabla meteorológica, zonas ${zones[0]} y ${zones[1]}` },
    kind: 'table',
    columns: ['1', '2', '3', '4', '5', '6', '7 (§28.04)'],
    rows: Object.entries(months).map(([m, [a, b]]) =>
      row(
        m,
        a.map((w, i) => `${w} / ${b[i]}`),
        () => made(TABLE_REASON),
      ),
    ),
    data: { die: '1d6', zones, split: ' / ', weather: [...WEATHER], roll: label },
    prov: made(TABLE_REASON),
    notes:
      `One die for zones ${label}, rolled in the Weather Phase of each game turn; the weather lasts the whole turn ` +
      '(§4.01, §25.1). The seventh column is read only with severe winters (§28.04: +1 from NOV 2 to MAR 1 in ' +
      '1939-40 and 1941-42, and in zones A and B from MAR 2 to APR 1); under §28.04 a Frost in zones C and D is Snow.',
  };
}

/** The East's Weather Table (zones A and B). */
export const weatherEast = (): ChartDef => weatherTable('weather-ab', ['A', 'B'], AB);

/** Central Europe and the Balkans (zones C and D). */
export const weatherWest = (): ChartDef => weatherTable('weather-cd', ['C', 'D'], CD);

/** Effects: ground MP, supply path, armor bonus, bombing, railhead advance, construction, combat, freezing. */
const EFFECTS: Record<string, (string | number)[]> = {
  Clear: ['full', 6, 'yes', 'full', 6, 'forts next turn; airfields this phase', '—', 'none'],
  Frost: ['full', 6, 'yes', 'full', 3, 'one turn later', '—', 'none'],
  Stormy: ['full', 6, 'yes', '×½', 3, 'one turn later', '—', 'none'],
  Mud: ['×½', 4, 'no', '×½', 3, 'one turn later', '—', 'none'],
  'Heavy Mud': ['×⅓', 3, 'no', 'none (transport and transfer only)', 3, 'one turn later', '—', 'none'],
  Snow: ['×½', 4, 'no', '×½', 3, 'one turn later', '−1', 'swamps, lakes; rivers between zone A hexes'],
  'Heavy Snow': ['×⅓', 3, 'no', 'none (transport and transfer only)', 3, 'one turn later', '−1', 'as Snow'],
};

/** Effects the rulebook states (digest §8.3), by weather and column index. */
const EFFECTS_BOOK: Record<string, Record<number, string>> = {
  Clear: { 2: '§12.01', 4: '§8.06', 5: '§24.11, §24.21' },
  Frost: { 2: '§12.01' },
  Stormy: { 2: '§12.01', 4: '§8.06', 5: '§24.11, §24.21' },
  Mud: { 2: '§12.01', 4: '§8.06', 5: '§24.11, §24.21', 3: '§16.13 example' },
  'Heavy Mud': { 2: '§12.01', 4: '§8.06', 5: '§24.11, §24.21' },
  Snow: { 2: '§12.01', 4: '§8.06', 5: '§24.11, §24.21' },
  'Heavy Snow': { 2: '§12.01', 4: '§8.06', 5: '§24.11, §24.21' },
};

/** The Weather Effects Chart. */
export function weatherEffects(): ChartDef {
  const reason =
    'Designed (the Weather Effects Chart is not in the book): MP and supply-path cuts in the scale of a 6-hex ' +
    'overland path (§23.13) and the minimum one-hex move (§7.12); Frost counted non-clear for railheads and ' +
    'construction (digest §10.5(6), an option); Snow hampers attacks by −1 (TABLES.md)';
  return {
    id: 'weather-effects',
    name: 'Weather Effects Chart',
    names: { es: 'Tabla de efectos meteorológicos' },
    kind: 'table',
    columns: [
      'Ground MP',
      'Overland supply path (hexes)',
      'Armor bonus',
      'Bombing factors',
      'Railhead advance (hexes)',
      'Construction',
      'Attack DRM',
      'Freezes',
    ],
    rows: Object.entries(EFFECTS).map(([w, cells]) =>
      row(w, cells, (i) => (EFFECTS_BOOK[w]?.[i] ? book(EFFECTS_BOOK[w][i]) : made(reason))),
    ),
    data: {
      mp: { Clear: 1, Frost: 1, Stormy: 1, Mud: 0.5, 'Heavy Mud': 1 / 3, Snow: 0.5, 'Heavy Snow': 1 / 3 },
      supplyPath: { Clear: 6, Frost: 6, Stormy: 6, Mud: 4, 'Heavy Mud': 3, Snow: 4, 'Heavy Snow': 3 },
      armorBonus: ['Clear', 'Frost', 'Stormy'],
      railhead: { Clear: 6, other: 3 },
      attackDrm: { Snow: -1, 'Heavy Snow': -1 },
      freezes: ['Snow', 'Heavy Snow'],
      riversFreezeIn: ['A'],
    },
    prov: made(reason),
    notes:
      'Ground MP: ×½ and ×⅓ round up; the one-hex minimum move always remains (§7.12). Weather ' +
      'first, then supply (§7.11). A move or a supply path across zones uses the worst weather (§25.1); combat uses ' +
      'the defender\u2019s hex. Snow and Heavy Snow freeze swamps and lakes; rivers freeze only between two zone A ' +
      'hexes (§25.3). Frozen swamp is forest; units on lake hexes die when the lake thaws (§25.3).',
  };
}
