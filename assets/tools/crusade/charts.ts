// Builds assets/modules/crusade/charts.json: the charts and tracks of Crusade and Revolution (fire tables, Terrain
// Effects Chart, VP and RM tables, Government and Command tracks, turn record track, Army of Africa display).
// Run: npx tsx assets/tools/crusade/charts.ts. Every cell carries its provenance; CHARTS.md gives the reasoning.

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChartDef, Provenance } from '../../../engine/core/module.js';

/** A value read in the rulebook, with its section. */
export const rb = (ref: string): Provenance => ({ source: 'rulebook', ref });
/** A value the rulebook lacks, with why it was chosen. */
export const rc = (reason: string): Provenance => ({ source: 'reconstructed', reason });

/** A cell value with its provenance. */
type Cell = [value: string | number | boolean | null, prov: Provenance];

/** One chart row built from cells that each carry their provenance. */
function row(key: string, cells: Cell[]): ChartDef['rows'][number] {
  return { key, cells: cells.map((c) => c[0]), prov: cells.map((c) => c[1]) };
}

// ---------------------------------------------------------------- fire tables (§11.2.6-11.2.7)

/** Division-sized Units Table headings: Combat Strength, one column each up to 6 ("6" is printed, §11.2.6). */
export const DIVISION_COLUMNS = ['1', '2', '3', '4', '5', '6', '7-8', '9-10', '11-12', '13+'];
/** Division-sized Units Table Loss Numbers, by column then die roll 1..6. */
export const DIVISION_LN: number[][] = [
  [0, 0, 0, 1, 1, 1],
  [0, 0, 1, 1, 1, 2],
  [0, 1, 1, 1, 2, 2],
  [0, 1, 1, 2, 2, 3],
  [1, 1, 1, 2, 2, 3],
  [1, 1, 2, 2, 3, 3],
  [1, 2, 2, 3, 3, 4],
  [1, 2, 3, 3, 4, 4],
  [2, 2, 3, 4, 4, 5],
  [2, 3, 3, 4, 5, 5],
];
/** Corps-sized Units Table headings: "2" and "6-8" are printed (§11.2.6); the rest keep the 3-wide bands. */
export const CORPS_COLUMNS = ['1', '2', '3-5', '6-8', '9-11', '12-14', '15-17', '18+'];
/** Corps-sized Units Table Loss Numbers, by column then die roll 1..6. */
export const CORPS_LN: number[][] = [
  [0, 1, 1, 1, 2, 2],
  [1, 1, 2, 2, 3, 3],
  [1, 2, 2, 3, 3, 4],
  [2, 3, 4, 4, 5, 6],
  [3, 3, 4, 5, 6, 6],
  [3, 4, 5, 5, 6, 7],
  [4, 4, 5, 6, 7, 7],
  [4, 5, 6, 6, 7, 8],
];

const FIRE_REASON =
  'Fire table cell: the table is printed on the player aid card, not in the rulebook (§11.2.6). Chosen so Loss ' +
  'Numbers never fall as strength or die roll rise, the Corps table is never worse than the Division table at the ' +
  'same strength (§3.0 Combat Factor note), the Corps "6-8" column averages exactly 2 more than the Division "6" ' +
  'column (§11.2.6 example 2), and every Loss Number the rulebook examples print can be rolled (CHARTS.md).';

/** Where each printed column heading comes from. */
function columnProv(columns: string[], printed: Record<string, string>): Record<string, Provenance> {
  const out: Record<string, Provenance> = {};
  for (const c of columns) {
    out[c] = printed[c]
      ? rb(printed[c])
      : rc('Column heading not in the rulebook: Combat Strength bands continue the printed ones (CHARTS.md).');
  }
  return out;
}

/** A fire table as a chart: die rows 1..6, one Loss Number per Combat Strength column. */
function fireChart(
  id: string,
  name: string,
  es: string,
  columns: string[],
  ln: number[][],
  printed: Record<string, string>,
): ChartDef {
  const rows = [1, 2, 3, 4, 5, 6].map((die) =>
    row(
      String(die),
      columns.map((_c, i) => [ln[i]![die - 1]!, rc(FIRE_REASON)]),
    ),
  );
  return {
    id,
    name,
    names: { es },
    kind: 'table',
    columns,
    rows,
    data: {
      roll: '1d6 + DRM, a modified roll below 1 is 1 and above 6 is 6 (§11.2.7)',
      columnProv: columnProv(columns, printed),
      belowFirstColumn: 'a Combat Strength of 0 reads the first column (the rulebook has no "0" column)',
    },
    prov: rc('The fire tables are on the player aid card, missing from the rulebook text (§11.2.6, digest §10).'),
    notes:
      'Rows are the modified die roll, columns the Combat Strength; a cell is the Loss Number inflicted on the ' +
      'other side. Shifts move the column and stop at the table edges (§11.2.6).',
  };
}

// ---------------------------------------------------------------- Terrain Effects Chart

const WINTER_NONE: Cell = [0, rb('§16.5.2 (the winter DRM is for attacks into Mountain spaces only)')];
const SEVERE_NONE: Cell = [0, rb('§16.5.3 (the Severe Winter DRM is for attacks into Mountain spaces only)')];
const NOT_STATED = 'The rulebook names no such effect for this terrain and its Terrain Effects Chart is missing.';

/** Terrain Effects Chart: column shifts (negative = left) for each firing side, DRMs, retreat cancel, armor. */
function tec(): ChartDef {
  const columns = [
    'Attacker shift',
    'Defender shift',
    'Attacker DRM in winter',
    'Attacker DRM in Severe Winter',
    'Retreat cancel',
    'Open (armor +1 DRM)',
  ];
  const rows = [
    row('Open', [
      [0, rc(NOT_STATED)],
      [0, rc(NOT_STATED)],
      WINTER_NONE,
      SEVERE_NONE,
      [false, rb('§11.4.3 (only Mountain, Trench and Beach Head cancel)')],
      [true, rb('§16.6.2 (Open: no Mountain, Main City, Position or Trench)')],
    ]),
    row('Mountain', [
      [-1, rb('§11.2.6 example; §16.5.3 example (1CL for Mountain)')],
      [0, rc(NOT_STATED)],
      [-1, rb('§16.5.2')],
      [-2, rb('§16.5.3')],
      [true, rb('§11.4.3')],
      [false, rb('§16.6.2')],
    ]),
    row('Sierra of Madrid (into or out of)', [
      [-1, rb('§11.2.6 Sierra of Madrid (1CL in addition to other terrain)')],
      [0, rc(NOT_STATED)],
      [0, rc('The winter DRM is for Mountain spaces (§16.5.2); Somosierra and Guadarrama get it as Mountain.')],
      [0, rc('As for the winter DRM: the Severe Winter DRM comes from the Mountain row (§16.5.3).')],
      [true, rb('§11.4.3; §11.2.6 example (Somosierra is a Mountain space)')],
      [false, rb('§16.6.2; §11.2.6 example (Somosierra is a Mountain space)')],
    ]),
    row('River connection', [
      [-1, rb('§11.2.6 example (one column for the River)')],
      [0, rc(NOT_STATED)],
      WINTER_NONE,
      SEVERE_NONE,
      [false, rb('§11.4.3 (a river is none of Mountain, Trench, Beach Head)')],
      [false, rb('§16.6.2 (no armor DRM across a river)')],
    ]),
    row('Position', [
      [-1, rb('§10.2.8')],
      [0, rb('§10.2.8 (the defender shift is for a Trench only)')],
      WINTER_NONE,
      SEVERE_NONE,
      [false, rb('§11.4.3 (a Position is not a Trench)')],
      [false, rb('§16.6.2')],
    ]),
    row('Trench', [
      [-1, rb('§10.2.8')],
      [1, rb('§10.2.8')],
      WINTER_NONE,
      SEVERE_NONE,
      [true, rb('§10.2.8; §11.4.3')],
      [false, rb('§16.6.2')],
    ]),
    row('Main City', [
      [
        -1,
        rc(
          'Main City shift missing from the text; §16.6.2 makes a Main City "not Open" like Mountain, Position and ' +
            'Trench, which all give 1CL, and street fighting held the attackers at Madrid and Oviedo: 1CL.',
        ),
      ],
      [0, rc(NOT_STATED)],
      WINTER_NONE,
      SEVERE_NONE,
      [false, rb('§11.4.3 (a Main City is none of Mountain, Trench, Beach Head)')],
      [false, rb('§16.6.2')],
    ]),
    row('Beach Head', [
      [0, rb('§8.5.4.1 (a normal space for Combat)')],
      [0, rb('§8.5.4.1 (a normal space for Combat)')],
      WINTER_NONE,
      SEVERE_NONE,
      [true, rb('§11.4.3')],
      [true, rb('§8.5.4.1; §16.6.2 (none of Mountain, Main City, Position, Trench)')],
    ]),
  ];
  return {
    id: 'tec',
    name: 'Terrain Effects Chart',
    names: { es: 'Tabla de efectos del terreno' },
    kind: 'tec',
    columns,
    rows,
    data: {
      cumulative: 'all rows that apply add up; the net shift of each side is applied once (§11.2.6)',
      shiftSign: 'negative = columns left (weaker fire of that side), positive = columns right',
      terrainRows: {
        clear: ['Open'],
        mountain: ['Mountain'],
        sierra: ['Mountain', 'Sierra of Madrid (into or out of)'],
      },
      sierraAlsoOutOf: 'the Sierra of Madrid row also applies when the attack comes out of Somosierra or Guadarrama',
      riverRule: {
        value: 'all',
        prov: rc(
          'Several attacking spaces, only some across a river: the chart text is missing; the river shift applies ' +
            'only when every attacking space attacks across a river (the Paths of Glory convention).',
        ),
      },
      winterDrmEvenIfCancelled: {
        value: true,
        prov: rb('Rules Clarifications (terrain cancelled by an event still applies the winter DRM)'),
      },
    },
    prov: rc('The Terrain Effects Chart is on the player aid card; only the effects the text names are rulebook.'),
    notes:
      "Attacker shift moves the attacker's fire column; defender shift the defender's. The Sierra of Madrid row " +
      'is added to the Mountain row of Somosierra or Guadarrama, and applies to attacks into or out of them.',
  };
}

// ---------------------------------------------------------------- VP and RM tables

const MIRROR_RM = 'Value missing (VP table on the player aid card); it mirrors the RM table magnitudes (§16.3.3).';
const NO_WSP =
  'The VP and RM tables have a "During War Status Phase" section (§6.0 D.1) whose entries are missing; the ' +
  'state-dependent border rows already cover what a phase check would, so no further entry is assumed.';

/** VP table: change of the VP marker (positive toward the Nationalist) for each occurrence. */
function vpTable(): ChartDef {
  const rows = [
    row('NAT captures a VP space', [
      [1, rb('§3.0 VP Space (generally +1/-1 VP)')],
      ['immediate', rb('§3.0')],
    ]),
    row('REP captures a VP space', [
      [-1, rb('§3.0 VP Space (generally +1/-1 VP)')],
      ['immediate', rb('§3.0')],
    ]),
    row('NAT captures a Province Capital (not a VP space)', [
      [0, rc('§3.0 ties Province Capitals to the RM table only; no VP change assumed.')],
      ['immediate', rb('§3.0')],
    ]),
    row('REP captures a Province Capital (not a VP space)', [
      [0, rc('§3.0 ties Province Capitals to the RM table only; no VP change assumed.')],
      ['immediate', rb('§3.0')],
    ]),
    row('NAT captures a Main City other than Madrid', [
      [2, rc(MIRROR_RM)],
      ['immediate', rb('§3.0 Main City')],
    ]),
    row('REP captures a Main City other than Madrid', [
      [-2, rc(MIRROR_RM)],
      ['immediate', rb('§3.0 Main City')],
    ]),
    row('NAT captures Madrid', [
      [3, rc(MIRROR_RM)],
      ['immediate', rb('§3.0 Main City')],
    ]),
    row('REP recaptures Madrid', [
      [-3, rc(MIRROR_RM)],
      ['immediate', rb('§3.0 Main City')],
    ]),
    row('NAT liberates the Alcázar of Toledo', [
      [1, rb('§16.1.7')],
      ['immediate', rb('§16.1.3')],
    ]),
    row('REP captures Oviedo while it is an Isolated Space (extra)', [
      [-1, rb('§16.2.5')],
      ['immediate', rb('§16.2.2')],
    ]),
    row('Madrid priority: NAT has occupied Madrid', [
      [0, rb('§17.3.2')],
      ['end of Turn 5', rb('§17.3.2')],
    ]),
    row('Madrid priority: NAT has attacked Madrid', [
      [-1, rb('§17.3.2')],
      ['end of Turn 5', rb('§17.3.2')],
    ]),
    row('Madrid priority: NAT attacked or occupied a space Adjacent to Madrid', [
      [-2, rb('§17.3.2')],
      ['end of Turn 5', rb('§17.3.2')],
    ]),
    row('Madrid priority: none of these', [
      [-3, rb('§17.3.2')],
      ['end of Turn 5', rb('§17.3.2')],
    ]),
    row('El Ebro bonus space taken by REP', [
      [-1, rb('§8.5.5.1; §8.5.5.4')],
      ['immediate', rb('§8.5.5.4')],
    ]),
    row('NAT recaptures the El Ebro bonus space', [
      [1, rb('§8.5.5.5')],
      ['immediate', rb('§8.5.5.5')],
    ]),
    row('Event with a VP modifier', [
      ['per card', rb('§8.5.1.4')],
      ['immediate', rb('§8.5.1.4')],
    ]),
    row('During War Status Phase', [
      [0, rc(NO_WSP)],
      ['War Status Phase', rb('§6.0 D.1')],
    ]),
  ];
  return {
    id: 'vp',
    name: 'Victory Points Table',
    names: { es: 'Tabla de puntos de victoria' },
    kind: 'table',
    columns: ['VP', 'When'],
    rows,
    data: {
      start: 7,
      startProv: rb('Campaign set-up (VP 7)'),
      mainCityReplacesVpSpace: {
        value: true,
        prov: rc(
          'A Main City capture uses its own row instead of the VP-space row (one row per capture, the most specific).',
        ),
      },
    },
    prov: rc('The VP table is on the player aid card; only the changes the text gives are rulebook.'),
    notes: 'Positive values move the VP marker up (pro-Nationalist), negative down (pro-Republican) (§3.0).',
  };
}

/** RM table: change of Republican Morale for each occurrence. */
function rmTable(): ChartDef {
  const r = (ref: string): Provenance => rb(ref);
  const rows = [
    row('NAT captures a Province Capital or VP space', [
      [-1, r('§16.3.3')],
      ['immediate', r('§16.3.2')],
    ]),
    row('NAT captures a Main City other than Madrid', [
      [-2, r('§16.3.3')],
      ['immediate', r('§16.3.2')],
    ]),
    row('NAT captures Madrid', [
      [-3, r('§16.3.3')],
      ['immediate', r('§16.3.2')],
    ]),
    row('NAT liberates a Siege', [
      [-1, r('§16.3.3; §16.1.7')],
      ['immediate', r('§16.3.2')],
    ]),
    row('NAT controls every border space Adjacent to France', [
      [-2, r('§16.3.3 note 2')],
      ['while it lasts (lost and regained)', r('§16.3.3 note 2')],
    ]),
    row('REP captures a Province Capital or VP space', [
      [1, r('§16.3.3')],
      ['immediate', r('§16.3.2')],
    ]),
    row('REP captures a Main City other than Madrid', [
      [2, r('§16.3.3')],
      ['immediate', r('§16.3.2')],
    ]),
    row('REP recaptures Madrid', [
      [3, r('§16.3.3 note 3')],
      ['immediate', r('§16.3.2')],
    ]),
    row('REP controls every border space Adjacent to Portugal', [
      [2, r('§16.3.3 note 4')],
      ['while it lasts (lost and regained)', r('§16.3.3 note 4')],
    ]),
    row('REP connects the Northern Front with the main zone', [
      [2, r('§16.3.3 note 5')],
      ['once per game', r('§16.3.3')],
    ]),
    row('End of the Northern Front (NAT controls all of it)', [
      [-2, r('§16.3.3 note 6')],
      ['once per game', r('§16.3.3')],
    ]),
    row('NAT divides the Republican zone in two', [
      [-1, r('§16.3.3 note 7')],
      ['once per game, from the Mobilization Phase', r('§16.3.3')],
    ]),
    row('REP divides the Nationalist zone in two', [
      [1, r('§16.3.3 note 7')],
      ['once per game, from the Mobilization Phase', r('§16.3.3')],
    ]),
    row('Strategic Counterattack bonus space (Brunete, Belchite, Teruel)', [
      [1, r('§8.5.5.1; §8.5.5.4')],
      ['immediate', r('§8.5.5.4')],
    ]),
    row('NAT recaptures a Strategic Counterattack bonus space', [
      [-1, r('§8.5.5.5')],
      ['immediate', r('§8.5.5.5')],
    ]),
    row('Event with an RM modifier', [
      ['per card', r('§8.5.1.4')],
      ['immediate', r('§8.5.1.4')],
    ]),
    row('During War Status Phase', [
      [0, rc(NO_WSP)],
      ['War Status Phase', r('§6.0 D.1')],
    ]),
  ];
  return {
    id: 'rm',
    name: 'Republican Morale Table',
    names: { es: 'Tabla de moral republicana' },
    kind: 'table',
    columns: ['RM', 'When'],
    rows,
    data: {
      start: 26,
      startProv: rb('§16.3.1 (Campaign starts at 26)'),
      unbounded: 'the track runs 0-29 but RM may go below 0 or above 29 (§16.3.2 note)',
      mainCityReplacesVpSpace: {
        value: true,
        prov: rc('Whether a Main City capture also counts as a VP-space capture is not said; one row per capture.'),
      },
    },
    prov: rb('§16.3.3 (the RM modifiers are printed in the rulebook)'),
    notes: 'Positive values raise Republican Morale, negative lower it; changes are immediate unless noted (§16.3.2).',
  };
}

// ---------------------------------------------------------------- Government and Command tracks

/** Government of the Republic track: one box per government, in order. */
function governmentTrack(): ChartDef {
  return {
    id: 'government',
    name: 'Government of the Republic',
    names: { es: 'Gobierno de la República' },
    kind: 'table',
    columns: ['Box', 'Reached by'],
    rows: [
      row('José Giral', [
        [0, rb('Campaign set-up (José Giral printed on the map)')],
        ['start', rb('Campaign set-up')],
      ]),
      row("Largo Caballero's Government", [
        [1, rc('Second box: the event forms the next government (R8), September 1936.')],
        ["event Largo Caballero's Government", rb('§17.4.1')],
      ]),
      row("Negrín's Government", [
        [2, rc('Third box: Negrín followed Largo Caballero in May 1937 (card R28).')],
        ["event Negrín's Government", rc('Card R28 in cards.json moves the track to Negrín.')],
      ]),
    ],
    data: { start: 'José Giral' },
    prov: rc('The track is printed on the map, which is missing; only its first box is named (Campaign set-up).'),
    notes: 'Later governments come only by events; what each changes is on the cards.',
  };
}

/** Nationalist Command track: one box per stage of the Nationalist command. */
function commandTrack(): ChartDef {
  return {
    id: 'command',
    name: 'Nationalist Command',
    names: { es: 'Mando nacional' },
    kind: 'table',
    columns: ['Box', 'Reached by'],
    rows: [
      row('No Single Command', [
        [0, rb('Campaign set-up (marker "No Single Command" side up)')],
        ['start', rb('Campaign set-up')],
      ]),
      row('Franco, Generalísimo', [
        [1, rc("The marker's other side: Franco named head of the armies, 1 October 1936 (card N13).")],
        [
          'event Franco, Generalísimo or Death of Mola',
          rc('Cards N13 and N24 in cards.json each move the track one box.'),
        ],
      ]),
      row('Unquestioned Command', [
        [2, rc('After Mola died (June 1937) no general rivalled Franco: a last box for the second move.')],
        ['the second of those events', rc('Cards N13 and N24 in cards.json each move the track one box.')],
      ]),
    ],
    data: { start: 'No Single Command' },
    prov: rc("The track is on the map, which is missing; only the marker's starting side is named (Campaign set-up)."),
    notes: 'The effects of each box are on the cards that read it.',
  };
}

// ---------------------------------------------------------------- turn record track

/** War Phase of a Campaign turn (§15.1). */
export function warPhaseOf(turn: number): 'columns' | 'mobilization' | 'armies' {
  return turn <= 5 ? 'columns' : turn <= 11 ? 'mobilization' : 'armies';
}

/** The turns whose dates the rulebook prints, with where. */
const PRINTED_DATES: Record<number, [string, string]> = {
  1: ['August 1936', '§17.6.2'],
  2: ['September 1936', '§17.6.2'],
  3: ['October 1936', '§17.6.2'],
  5: ['January/February 1937', '§15.1.2; §16.5.1'],
  6: ['March/April 1937', '§15.2.1'],
  11: ['January/February 1938', '§15.1.3; §16.5.1'],
  17: ['January/February 1939', '§16.5.1 (winter 1939 is Turn 17; January/February turns are winter)'],
  18: ['March/April 1939', 'Campaign (ends at the end of Turn 18, March/April 1939)'],
};
/** The turns whose dates are filled in: two-month turns between the printed ones. */
const FILLED_DATES: Record<number, string> = {
  4: 'November/December 1936',
  7: 'May/June 1937',
  8: 'July/August 1937',
  9: 'September/October 1937',
  10: 'November/December 1937',
  12: 'March/April 1938',
  13: 'May/June 1938',
  14: 'July/August 1938',
  15: 'September/October 1938',
  16: 'November/December 1938',
};
const PHASE_NAMES = { columns: 'War of the Columns', mobilization: 'Mobilization', armies: 'War of the Armies' };
const TURN_NOTES: Record<number, [string, Provenance]> = {
  1: ['Air Bridge in NAT round 1; AFR arrive NAT rounds 2 and 5; no Reinforcement events', rb('§17.5.3; §17.6.2')],
  2: ['AFR arrive NAT rounds 2 and 5', rb('§17.6.2')],
  3: ['AFR arrive NAT rounds 2 and 5 (1 and 2 after End of the Strait Blockade)', rb('§17.6.2')],
  5: [
    'Madrid priority assessed; Isolated Space markers removed; corps deployed before Turn 6',
    rb('§15.2.1; §16.2.6; §17.3.2'),
  ],
  6: ['Mobilization cards added; Siege Resist -1 at each End of Turn from now on', rb('§6.0 F.3; §15.1.2')],
  12: ['War of the Armies cards added', rb('§15.1.3')],
  18: ['Last turn: NAT wins with 20+ VP, 19 is a draw, REP wins with 18 or less', rb('Campaign victory conditions')],
};

/** Turn record track: 18 turns with their dates, War Phase and winter flag. */
function turnTrack(): ChartDef {
  const rows = [];
  for (let t = 1; t <= 18; t++) {
    const printed = PRINTED_DATES[t];
    const date: Cell = printed
      ? [printed[0], rb(printed[1])]
      : [
          FILLED_DATES[t]!,
          rc(
            'Date not printed: turns after Turn 3 last two months (Turn 5 is January/February 1937, Turn 6 ' +
              'March/April 1937), so the unprinted turns fill the months between the printed ones.',
          ),
        ];
    const phase = warPhaseOf(t);
    const note = TURN_NOTES[t];
    rows.push(
      row(String(t), [
        date,
        [PHASE_NAMES[phase], rb('§15.1.1-§15.1.3')],
        [t === 5 || t === 11 || t === 17, rb('§16.5.1')],
        note ? [note[0], note[1]] : ['', rb('§6.0 (no special event on this turn)')],
      ]),
    );
  }
  return {
    id: 'turns',
    name: 'Turn Record Track',
    names: { es: 'Registro de turnos' },
    kind: 'table',
    columns: ['Dates', 'War Phase', 'Winter', 'Notes'],
    rows,
    data: { turns: 18, winterOpsCards: 3, severeWinterOpsCards: 2 },
    prov: rb('§6.0; §15.1; §16.5.1 (the track itself is on the map)'),
    notes: 'Winter turns are tinted blue: each player may play at most 3 cards for OPS (2 under Severe Winter).',
  };
}

// ---------------------------------------------------------------- Army of Africa display

/** Army of Africa display: the first AFR unit on the map and the six arrivals (§17.6.2). */
function armyOfAfrica(): ChartDef {
  const place = 'Sevilla or Cádiz, friendly, supplied, within stacking; else stays in Morocco';
  const arrival = (n: number, turn: number, round: number, early: number | null): ChartDef['rows'][number] =>
    row(`AFR ${n}`, [
      [turn, rb('§17.6.2')],
      [round, rb('§17.6.2')],
      [early, rb('§17.6.2 exception (End of the Strait Blockade before NAT round 2 of Turn 3)')],
      [place, rb('§17.6.4')],
    ]);
  return {
    id: 'army-of-africa',
    name: 'Army of Africa',
    names: { es: 'Ejército de África' },
    kind: 'table',
    columns: ['Turn', 'NAT Action Round', 'Round if the Strait blockade ended early', 'Placement'],
    rows: [
      row('AFR 1', [
        [1, rb('§17.6.2')],
        [0, rb('§17.6.2 (starts the game on the map)')],
        [null, rb('§17.6.2')],
        ['Sevilla (set-up)', rb('§17.6.2')],
      ]),
      arrival(2, 1, 2, null),
      arrival(3, 1, 5, null),
      arrival(4, 2, 2, null),
      arrival(5, 2, 5, null),
      arrival(6, 3, 2, 1),
      arrival(7, 3, 5, 2),
    ],
    data: { requires: 'Air Bridge played (§17.6.1)', units: 7 },
    prov: rb('§17.6.2 (the schedule is also printed on the map)'),
    notes:
      'Arrivals come at the start of the NAT round, before his action, and are not Reinforcement events; round 0 ' +
      'means on the map at the start (§17.6.2-§17.6.3).',
  };
}

// ---------------------------------------------------------------- Automatic Victory (§5.2.2)

/** RM at or above which REP wins automatically, by turn 1..18 (null: no RM victory that turn, §5.2.2). */
export const REP_WINS_AT: (number | null)[] = [
  null,
  null,
  null,
  28,
  27,
  27,
  26,
  25,
  24,
  23,
  21,
  19,
  18,
  17,
  16,
  null,
  null,
  null,
];
/** RM at or below which NAT wins automatically, by turn 1..18 (null: no RM victory that turn, §5.2.2). */
export const NAT_WINS_AT: (number | null)[] = [
  null,
  null,
  null,
  15,
  14,
  12,
  10,
  9,
  8,
  7,
  6,
  5,
  4,
  3,
  3,
  null,
  null,
  null,
];

/** Automatic Victory table: the RM thresholds checked in each War Status Phase. */
function autoVictory(): ChartDef {
  return {
    id: 'auto-victory',
    name: 'Automatic Victory',
    names: { es: 'Victoria automática' },
    kind: 'table',
    columns: ['REP wins if RM at least', 'NAT wins if RM at most'],
    rows: REP_WINS_AT.map((rep, i) =>
      row(String(i + 1), [
        [rep, rb('§5.2.2')],
        [NAT_WINS_AT[i]!, rb('§5.2.2')],
      ]),
    ),
    data: { allMainCities: 'either side controlling all six Main Cities also wins (§5.2.3); RM wins first (§5.2.5)' },
    prov: rb('§5.2.2'),
    notes: 'Checked in the War Status Phase (§5.2.1); an empty cell means no RM victory on that turn.',
  };
}

/** Every chart of the module, in the order of charts.json. */
export function buildCharts(): ChartDef[] {
  return [
    fireChart(
      'fire-division',
      'Division-sized Units Table',
      'Tabla de unidades de división',
      DIVISION_COLUMNS,
      DIVISION_LN,
      {
        '6': '§11.2.6 example 1 (the "6" column)',
      },
    ),
    fireChart('fire-corps', 'Corps-sized Units Table', 'Tabla de unidades de cuerpo', CORPS_COLUMNS, CORPS_LN, {
      '2': '§11.2.6 example 1 (the "2" column)',
      '6-8': '§11.2.6 example 2 (the "6-8" column)',
    }),
    tec(),
    vpTable(),
    rmTable(),
    governmentTrack(),
    commandTrack(),
    turnTrack(),
    armyOfAfrica(),
    autoVictory(),
  ];
}

/** The text of charts.json. */
export function chartsJson(): string {
  return `${JSON.stringify(buildCharts(), null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = dirname(fileURLToPath(import.meta.url));
  writeFileSync(join(here, '../../modules/crusade/charts.json'), chartsJson());
}
