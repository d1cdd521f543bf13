// The counter manifest of Crusade and Revolution: every division- and corps-sized unit, written to units.json.
// Run `npx tsx assets/tools/crusade/units.ts`. The printed factors are CF-LF-MF (§2.2.1); a UnitFace holds them as
// attack = Combat Factor, defense = Loss Factor, movement = Movement Factor, so "2-1-3" reads as on the counter.
// Why each value was chosen is in assets/modules/crusade/COUNTERS.md.

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Provenance, UnitDef, UnitFace } from '../../../engine/core/module.js';
import { spanishName } from './unit-names.js';

/** A player side of the game. */
export type Side = 'NAT' | 'REP';

/** The nationalities the counters use, with their side (for module.json's nationality list). */
export const NATIONALITIES: { id: string; side: Side; name: string }[] = [
  { id: 'nat', side: 'NAT', name: 'Nationalists' },
  { id: 'ita', side: 'NAT', name: 'Italians' },
  { id: 'ger', side: 'NAT', name: 'Germans' },
  { id: 'rep', side: 'REP', name: 'Republicans' },
  { id: 'int', side: 'REP', name: 'International Brigades' },
  { id: 'sov', side: 'REP', name: 'Soviets' },
];

/** The unit abbreviations of §2.6 (the complete list). */
export const ABBREVIATIONS = [
  'A.C.',
  'AFR',
  'AST',
  'BAS',
  'CAV',
  'CNT',
  'CTV',
  'CV-33',
  'ERC',
  'INF',
  'INS',
  'INT',
  'ITA',
  'MIL',
  'NAT',
  'NAV',
  'POL',
  'POUM',
  'PSUC',
  'PZ-I',
  'REP',
  'RPA',
  'SAN',
  'SOV',
  'T-26',
] as const;

const rb = (ref: string): Provenance => ({ source: 'rulebook', ref });
const rc = (reason: string): Provenance => ({ source: 'reconstructed', reason });

/** Factors of a kind of counter: CF on each face, LF and MF (the same on both faces, §2.2.1), steps. */
interface Factors {
  cf: [number, number];
  lf: number;
  mf: number;
  steps: 1 | 2;
}

/** One family of identical counters: what they are, their factors and why. */
interface Kind {
  key: string;
  side: Side;
  nationality: string;
  type: string;
  size: 'division' | 'corps';
  /** Faction or region tag (CNT, NAV, AST...), if any. */
  tag?: string;
  f: Factors;
  flags: string[];
  /** Why the factors are what they are (reconstructed values). */
  why: string;
  /** Values the rulebook states for this kind, by field ("full.attack"...), with the reference. */
  book?: Record<string, string>;
  /** Flags the rulebook states for this kind, with the reference. */
  bookFlags?: Record<string, string>;
}

const DIV_LF = 'every division LF 1: the replacement and retreat examples (§11.3.4, §11.3.5.1, §11.4.3) give LF 1';
const SAME = 'LF and MF are the same on both faces for most units (§2.2.1)';

/** Every kind of division. */
export const DIVISION_KINDS: Kind[] = [
  {
    key: 'nat-inf',
    side: 'NAT',
    nationality: 'nat',
    type: 'INF',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 3, steps: 2 },
    flags: [],
    why: 'Nationalist regular infantry; reduced CF halved',
    book: {
      'full.attack': '§11.2.6 ex. 1 (2-1-3 NAT INF)',
      'full.defense': '§11.2.6 ex. 1 (2-1-3 NAT INF)',
      'full.movement': '§11.2.6 ex. 1 (2-1-3 NAT INF)',
      steps: 'Campaign set-up (reduced INF at Jaca, Almazán, Arcos)',
    },
  },
  {
    key: 'nat-mil',
    side: 'NAT',
    nationality: 'nat',
    type: 'MIL',
    size: 'division',
    f: { cf: [1, 0], lf: 1, mf: 3, steps: 2 },
    flags: [],
    why: 'Falangist militia columns: half the punch of regular infantry, a CF 0 reduced face (§2.2.1)',
    book: { steps: 'Campaign set-up (reduced MIL at Granada)' },
  },
  {
    key: 'nat-nav',
    side: 'NAT',
    nationality: 'nat',
    type: 'MIL',
    tag: 'NAV',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 3, steps: 2 },
    flags: ['elite'],
    why: 'Carlist Requetés: the best Nationalist militia, as strong as regular infantry',
    book: { steps: 'Campaign set-up (reduced MIL-NAV at Pamplona)' },
  },
  {
    key: 'nat-cav',
    side: 'NAT',
    nationality: 'nat',
    type: 'CAV',
    size: 'division',
    f: { cf: [1, 0], lf: 1, mf: 4, steps: 2 },
    flags: ['cavalry'],
    why: 'small cavalry columns: weak in the line, one more MF than foot units',
  },
  {
    key: 'nat-pol',
    side: 'NAT',
    nationality: 'nat',
    type: 'POL',
    size: 'division',
    f: { cf: [1, 0], lf: 1, mf: 3, steps: 2 },
    flags: ['police'],
    why: 'Civil Guard and Assault Guard garrisons: armed police, not field troops',
  },
  {
    key: 'nat-afr',
    side: 'NAT',
    nationality: 'nat',
    type: 'AFR',
    size: 'division',
    f: { cf: [3, 2], lf: 1, mf: 3, steps: 2 },
    flags: ['elite', 'noReplacement', 'armyOfAfrica'],
    why: 'Legion and Moroccan Regulares: the shock troops of 1936, the strongest divisions; no replacements',
    bookFlags: { noReplacement: '§14.1.6 (black circle)', armyOfAfrica: '§17.6' },
  },
  {
    key: 'ita-div',
    side: 'NAT',
    nationality: 'ita',
    type: 'ITA',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 3, steps: 2 },
    flags: ['italian'],
    why: 'Italian volunteer divisions: as good as Nationalist infantry, better equipped than trained',
  },
  {
    key: 'ita-cv33',
    side: 'NAT',
    nationality: 'ita',
    type: 'CV-33',
    size: 'division',
    f: { cf: [1, 0], lf: 1, mf: 4, steps: 2 },
    flags: ['armor', 'italian'],
    why: 'CV-33 tankettes: machine guns only, weaker than the PZ-I; armor moves one space more',
    bookFlags: { armor: '§2.2.1, §16.6 (white CF)' },
  },
  {
    key: 'ger-pzi',
    side: 'NAT',
    nationality: 'ger',
    type: 'PZ-I',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 4, steps: 2 },
    flags: ['armor'],
    why: 'Panzer I light tanks of the Condor Legion (Gruppe Thoma): machine guns, weaker than the T-26',
    bookFlags: { armor: '§2.2.1, §16.6 (white CF)' },
  },
  {
    key: 'nat-ins',
    side: 'NAT',
    nationality: 'nat',
    type: 'INS',
    size: 'division',
    f: { cf: [1, 1], lf: 1, mf: 1, steps: 1 },
    flags: ['noReplacement', 'insurrection'],
    why: 'a fifth-column rising: one step, CF 1, barely mobile (MF 1), removed when out of supply (N48)',
    bookFlags: { noReplacement: '§14.1.6 (black circle)' },
  },
  {
    key: 'rep-mil',
    side: 'REP',
    nationality: 'rep',
    type: 'MIL',
    size: 'division',
    f: { cf: [1, 0], lf: 1, mf: 3, steps: 2 },
    flags: ['militia'],
    why: 'party and union militia columns of 1936: brave but untrained, CF 0 reduced',
  },
  {
    key: 'rep-mil-ast',
    side: 'REP',
    nationality: 'rep',
    type: 'MIL',
    tag: 'AST',
    size: 'division',
    f: { cf: [1, 1], lf: 1, mf: 3, steps: 2 },
    flags: ['militia', 'regional'],
    why: 'Asturian miners (dynamiteros): keep CF 1 when reduced, tougher than other militias',
  },
  {
    key: 'rep-mil-san',
    side: 'REP',
    nationality: 'rep',
    type: 'MIL',
    tag: 'SAN',
    size: 'division',
    f: { cf: [1, 0], lf: 1, mf: 3, steps: 2 },
    flags: ['militia', 'regional'],
    why: 'Santander militias: the weakest of the northern forces',
  },
  {
    key: 'rep-mil-bas',
    side: 'REP',
    nationality: 'rep',
    type: 'MIL',
    tag: 'BAS',
    size: 'division',
    f: { cf: [1, 1], lf: 1, mf: 3, steps: 2 },
    flags: ['militia', 'regional'],
    why: 'Basque gudari battalions: disciplined, keep CF 1 when reduced',
  },
  ...(['CNT', 'ERC', 'POUM', 'PSUC'] as const).map(
    (tag): Kind => ({
      key: `rep-mil-${tag.toLowerCase()}`,
      side: 'REP',
      nationality: 'rep',
      type: 'MIL',
      tag,
      size: 'division',
      f: { cf: [1, 0], lf: 1, mf: 3, steps: 2 },
      flags: ['militia', 'catalan'],
      why: 'Catalan party militia columns: like other militias (Catalan units are not regional, §2.2.1)',
      ...(tag === 'ERC' ? { book: { steps: 'Campaign set-up (reduced MIL-ERC at Boltaña)' } } : {}),
    }),
  ),
  {
    key: 'rep-pol',
    side: 'REP',
    nationality: 'rep',
    type: 'POL',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 3, steps: 2 },
    flags: ['police'],
    why: "Assault Guards and Carabineers that stayed loyal: the Republic's best troops of 1936 (§17.4 needs them)",
  },
  {
    key: 'rep-rpa',
    side: 'REP',
    nationality: 'rep',
    type: 'RPA',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 3, steps: 2 },
    flags: ['regular'],
    why: 'Popular Army mixed brigades grouped as divisions: equal to Nationalist infantry',
    book: { steps: 'Campaign set-up (reduced RPA at Badajoz)' },
  },
  {
    key: 'int-div',
    side: 'REP',
    nationality: 'int',
    type: 'INT',
    size: 'division',
    f: { cf: [3, 2], lf: 1, mf: 3, steps: 2 },
    flags: ['elite'],
    why: "International Brigades: the Republic's shock troops, matching the Army of Africa",
  },
  {
    key: 'sov-t26',
    side: 'REP',
    nationality: 'sov',
    type: 'T-26',
    size: 'division',
    f: { cf: [2, 1], lf: 1, mf: 4, steps: 2 },
    flags: ['armor'],
    why: 'Soviet T-26 tanks with 45 mm guns: the best armor in Spain, CF 2 like a PZ-I but scarcer',
    bookFlags: { armor: '§2.2.1, §16.6 (white CF)' },
  },
];

/** A corps kind: ordinary, elite or regional, per side. */
const corps = (key: string, side: Side, nationality: string, type: string, f: Factors, why: string, tag?: string) => ({
  key,
  side,
  nationality,
  type,
  size: 'corps' as const,
  f,
  why,
  tag,
  flags: [] as string[],
});

/** Every kind of corps. */
export const CORPS_KINDS: Kind[] = [
  corps(
    'nat-ac',
    'NAT',
    'nat',
    'A.C.',
    { cf: [4, 2], lf: 2, mf: 3, steps: 2 },
    'ordinary Nationalist army corps: reduced face 2-2-3 as in §11.2.6 ex. 2',
  ),
  {
    ...corps(
      'nat-ac-elite',
      'NAT',
      'nat',
      'A.C.',
      { cf: [5, 3], lf: 3, mf: 3, steps: 2 },
      'veteran Nationalist army corps (Navarre, Morocco...): LF 3 as in §11.3.4 ex. 1 and §11.3.5.1',
    ),
    flags: ['elite'],
  },
  {
    ...corps(
      'ita-ctv',
      'NAT',
      'ita',
      'CTV',
      { cf: [4, 2], lf: 3, mf: 4, steps: 2 },
      'the Italian corps: motorised (MF 4), many men (LF 3), fragile morale (CF 4)',
    ),
    flags: ['italian'],
  },
  corps(
    'rep-ac',
    'REP',
    'rep',
    'A.C.',
    { cf: [4, 2], lf: 3, mf: 3, steps: 2 },
    'Popular Army corps: reduced face 2-3-3 as in §11.2.6 ex. 1; LF 3 as the I A.C. of §11.4.5.1',
  ),
  {
    ...corps(
      'rep-ac-ast',
      'REP',
      'rep',
      'A.C.',
      { cf: [3, 2], lf: 3, mf: 3, steps: 2 },
      'Asturian corps: militia-based, weaker than Popular Army corps, stubborn',
      'AST',
    ),
    flags: ['regional'],
  },
  {
    ...corps(
      'rep-ac-bas',
      'REP',
      'rep',
      'A.C.',
      { cf: [3, 2], lf: 3, mf: 3, steps: 2 },
      'Basque corps (Euzkadi): militia-based, well organised',
      'BAS',
    ),
    flags: ['regional'],
  },
  {
    ...corps(
      'rep-ac-san',
      'REP',
      'rep',
      'A.C.',
      { cf: [3, 1], lf: 2, mf: 3, steps: 2 },
      'Santander corps: the weakest of the North',
      'SAN',
    ),
    flags: ['regional'],
  },
];

/** One counter: its kind, name, card and whether it is one of the initial corps (§15.2). */
interface Counter {
  id: string;
  kind: string;
  name: string;
  /** Where the name comes from (rulebook ref) or why it was chosen. */
  nameProv: Provenance;
  card?: string;
  initialCorps?: boolean;
}

const HIST = 'historical unit name, for flavour (the counter-mix is not in the rulebook)';
const NUMBERED = 'numbered counter; the counter-mix is not in the rulebook';

/** Numbered counters of one kind. */
function series(kind: string, prefix: string, label: string, n: number, cards: Record<number, string> = {}) {
  return Array.from(
    { length: n },
    (_, i): Counter => ({
      id: `${prefix}-${String(i + 1).padStart(2, '0')}`,
      kind,
      name: `${label} ${i + 1}`,
      nameProv: rc(NUMBERED),
      ...(cards[i + 1] ? { card: cards[i + 1] } : {}),
    }),
  );
}

/** Named counters of one kind. */
function named(kind: string, prefix: string, names: [string, string, string?][]): Counter[] {
  return names.map(([id, name, card]) => ({
    id: `${prefix}-${id}`,
    kind,
    name,
    nameProv: rc(HIST),
    ...(card ? { card } : {}),
  }));
}

/** Corps counters. */
function corpsList(kind: string, prefix: string, names: [string, string, string?][], initial: boolean): Counter[] {
  return names.map(([id, name, card]) => ({
    id: `${prefix}-${id}`,
    kind,
    name,
    nameProv: initial
      ? rb('§15.2 (initial corps)')
      : rc(`corps brought by card ${card}; named after a corps of 1937-38`),
    ...(card ? { card } : {}),
    ...(initial ? { initialCorps: true } : {}),
  }));
}

/** Every counter, by side. Counts: Campaign set-up + reinforcement cards + Militarization (§15.2.3). */
export const COUNTERS: Counter[] = [
  // NAT INF: 19 set up + N34 ×2 + N38 ×2.
  ...series('nat-inf', 'nat-inf', 'Infantry Division', 23, { 20: 'N34', 21: 'N34', 22: 'N38', 23: 'N38' }),
  // NAT MIL: 8 on the map + 1 in Reserve + N9 ×2.
  ...series('nat-mil', 'nat-mil', 'Falange Militia', 11, { 10: 'N9', 11: 'N9' }),
  ...named('nat-nav', 'nat-nav', [
    ['montejurra', 'Tercio de Montejurra'],
    ['rey', 'Tercio del Rey'],
    ['lacar', 'Tercio de Lácar'],
    ['san-miguel', 'Tercio de San Miguel'],
    ['abarzuza', 'Tercio de Abárzuza', 'N10'],
  ]),
  ...series('nat-cav', 'nat-cav', 'Cavalry Column', 7),
  ...series('nat-pol', 'nat-pol', 'Civil Guard', 5),
  ...named('nat-afr', 'nat-afr', [
    ['asensio', 'Column Asensio'],
    ['castejon', 'Column Castejón'],
    ['tella', 'Column Tella'],
    ['barron', 'Column Barrón'],
    ['delgado', 'Column Delgado Serrano'],
    ['buruaga', 'Column Sáenz de Buruaga'],
    ['yague', 'Column Yagüe'],
  ]),
  ...named('ita-div', 'ita', [
    ['dio-lo-vuole', 'Dio lo Vuole', 'N7'],
    ['fiamme-nere', 'Fiamme Nere', 'N7'],
  ]),
  ...named('ita-cv33', 'ita', [['cv33', 'Raggruppamento Carristi', 'N27']]),
  ...named('ger-pzi', 'ger', [['pzi', 'Panzergruppe Thoma', 'N26']]),
  {
    id: 'nat-ins',
    kind: 'nat-ins',
    name: 'Insurrection',
    nameProv: rb('§14.1.6 (the Insurrection special unit)'),
    card: 'N48',
  },
  ...corpsList(
    'nat-ac',
    'nat-ac',
    [
      ['i', 'I Army Corps'],
      ['v', 'V Army Corps'],
      ['vi', 'VI Army Corps'],
      ['vii', 'VII Army Corps'],
      ['viii', 'VIII Army Corps'],
      ['extremadura', 'Extremadura Army Corps'],
    ],
    true,
  ),
  ...corpsList(
    'nat-ac-elite',
    'nat-ac',
    [
      ['aragon', 'Aragón Army Corps'],
      ['marroqui', 'Marroquí Army Corps'],
      ['navarra', 'Navarra Army Corps'],
    ],
    true,
  ),
  ...corpsList('ita-ctv', 'ita', [['ctv', 'Corpo Truppe Volontarie']], true),
  ...corpsList(
    'nat-ac-elite',
    'nat-ac',
    [
      ['castilla', 'Castilla Army Corps', 'N20'],
      ['galicia', 'Galicia Army Corps', 'N21'],
      ['urgel', 'Urgel Army Corps', 'N45'],
      ['maestrazgo', 'Maestrazgo Army Corps', 'N46'],
    ],
    false,
  ),
  ...corpsList('ita-ctv', 'ita', [['ctv-2', 'CTV Legionary Corps (second)', 'N19']], false),
  // REP MIL: 22 on the map + 2 in Reserve + R1 ×2 + R6 ×2.
  ...series('rep-mil', 'rep-mil', 'Militia Column', 28, { 25: 'R1', 26: 'R1', 27: 'R6', 28: 'R6' }),
  ...series('rep-mil-ast', 'rep-mil-ast', 'Asturian Militia', 8),
  ...series('rep-mil-san', 'rep-mil-san', 'Santander Militia', 3),
  ...series('rep-mil-bas', 'rep-mil-bas', 'Basque Militia', 5),
  ...named('rep-mil-cnt', 'rep-cnt', [
    ['ascaso', 'Ascaso Column'],
    ['ortiz', 'Ortiz Column'],
    ['aguiluchos', 'Los Aguiluchos'],
    ['roja-negra', 'Roja y Negra'],
    ['durruti', 'Durruti Column', 'R12'],
  ]),
  ...named('rep-mil-erc', 'rep-erc', [['macia', 'Macià-Companys Column']]),
  ...named('rep-mil-poum', 'rep-poum', [['lenin', 'Lenin Column']]),
  ...named('rep-mil-psuc', 'rep-psuc', [['karl-marx', 'Karl Marx Column']]),
  ...series('rep-pol', 'rep-pol', 'Assault Guards', 9, { 9: 'R2' }),
  // RPA: 3 set up + 5 for Militarization (§15.2.3) + R38 ×2 + R46 ×2.
  ...series('rep-rpa', 'rep-rpa', 'Popular Army Division', 12, { 9: 'R38', 10: 'R38', 11: 'R46', 12: 'R46' }),
  ...named('int-div', 'int', [
    ['xi', 'XI International Brigade', 'R5'],
    ['xii', 'XII International Brigade', 'R5'],
    ['xiii', 'XIII International Brigade', 'R30'],
  ]),
  ...named('sov-t26', 'sov', [
    ['t26', 'T-26 Tank Brigade', 'R13'],
    ['t26-2', 'T-26 / BT-5 Tank Regiment', 'R41'],
  ]),
  ...corpsList(
    'rep-ac',
    'rep-ac',
    [
      ['i', 'I Army Corps'],
      ['ii', 'II Army Corps'],
      ['iii', 'III Army Corps'],
      ['iv', 'IV Army Corps'],
      ['v', 'V Army Corps'],
      ['vi', 'VI Army Corps'],
    ],
    true,
  ),
  ...corpsList('rep-ac-bas', 'rep-ac', [['euzkadi', 'Euzkadi Army Corps']], true),
  ...corpsList('rep-ac-san', 'rep-ac', [['santander', 'Santander Army Corps']], true),
  ...corpsList(
    'rep-ac-ast',
    'rep-ac',
    [
      ['ast-i', 'I Asturian Army Corps'],
      ['ast-ii', 'II Asturian Army Corps'],
    ],
    true,
  ),
  ...corpsList(
    'rep-ac',
    'rep-ac',
    [
      ['vii', 'VII Army Corps', 'R19'],
      ['xii', 'XII Army Corps (Ebro)', 'R42'],
    ],
    false,
  ),
  ...corpsList('rep-ac-bas', 'rep-ac', [['xiv', 'XIV Army Corps (Basque)', 'R25']], false),
  ...corpsList('rep-ac-san', 'rep-ac', [['xv', 'XV Army Corps (Santander)', 'R26']], false),
  ...corpsList('rep-ac-ast', 'rep-ac', [['xvii', 'XVII Army Corps (Asturian)', 'R27']], false),
];

/** Which unit kind a set-up entry asks for. */
export type SetupKind =
  | 'INF'
  | 'MIL'
  | 'MIL-NAV'
  | 'CAV'
  | 'POL'
  | 'AFR'
  | 'R-MIL'
  | 'MIL-AST'
  | 'MIL-SAN'
  | 'MIL-BAS'
  | 'MIL-CNT'
  | 'MIL-ERC'
  | 'MIL-POUM'
  | 'MIL-PSUC'
  | 'R-POL'
  | 'RPA';

const SETUP_KIND: Record<SetupKind, string> = {
  INF: 'nat-inf',
  MIL: 'nat-mil',
  'MIL-NAV': 'nat-nav',
  CAV: 'nat-cav',
  POL: 'nat-pol',
  AFR: 'nat-afr',
  'R-MIL': 'rep-mil',
  'MIL-AST': 'rep-mil-ast',
  'MIL-SAN': 'rep-mil-san',
  'MIL-BAS': 'rep-mil-bas',
  'MIL-CNT': 'rep-mil-cnt',
  'MIL-ERC': 'rep-mil-erc',
  'MIL-POUM': 'rep-mil-poum',
  'MIL-PSUC': 'rep-mil-psuc',
  'R-POL': 'rep-pol',
  RPA: 'rep-rpa',
};

/** The Campaign set-up (rulebook back page): [space id, kind, count, reduced]; 'reserve' and 'africa' are boxes. */
export const CAMPAIGN_SETUP: [string, SetupKind, number, boolean?][] = [
  ['reserve', 'MIL', 1],
  ['africa', 'AFR', 6],
  ['villalba', 'INF', 1],
  ['lugo', 'INF', 1],
  ['ponferrada', 'INF', 1],
  ['leon', 'INF', 1],
  ['oviedo', 'INF', 1],
  ['oviedo', 'MIL', 1],
  ['dobro', 'INF', 1],
  ['pancorbo', 'MIL', 1],
  ['vitoria', 'CAV', 1],
  ['beasain', 'MIL-NAV', 2],
  ['pto-velate', 'MIL-NAV', 1],
  ['pamplona', 'MIL-NAV', 1, true],
  ['jaca', 'INF', 1, true],
  ['huesca', 'INF', 1],
  ['lecinena', 'POL', 1],
  ['zaragoza', 'INF', 1],
  ['belchite', 'MIL', 1],
  ['vivel', 'CAV', 1],
  ['teruel', 'POL', 1],
  ['albarracin', 'MIL', 1],
  ['molina', 'CAV', 1],
  ['ariza', 'MIL', 1],
  ['almazan', 'INF', 1, true],
  ['aranda', 'INF', 1],
  ['valladolid', 'POL', 1],
  ['segovia', 'INF', 1],
  ['arevalo', 'CAV', 1],
  ['avila', 'MIL', 1],
  ['bejar', 'CAV', 1],
  ['navalmoral', 'INF', 1],
  ['trujillo', 'CAV', 1],
  ['caceres', 'INF', 1],
  ['huelva', 'CAV', 1],
  ['sevilla', 'INF', 1],
  ['sevilla', 'POL', 1],
  ['sevilla', 'AFR', 1],
  ['ecija', 'MIL', 1],
  ['cordoba', 'POL', 1],
  ['priego', 'INF', 1],
  ['granada', 'INF', 1],
  ['granada', 'MIL', 1, true],
  ['arcos', 'INF', 1, true],
  ['mallorca', 'INF', 1],
  ['reserve', 'R-MIL', 2],
  ['castropol', 'MIL-AST', 1],
  ['pto-espina', 'MIL-AST', 2],
  ['pto-leitariegos', 'MIL-AST', 1],
  ['pto-pajares', 'MIL-AST', 2],
  ['gijon', 'MIL-AST', 2],
  ['pto-escudo', 'MIL-SAN', 2],
  ['santander', 'MIL-SAN', 1],
  ['orduna', 'MIL-BAS', 1],
  ['bilbao', 'R-POL', 1],
  ['durango', 'MIL-BAS', 2],
  ['san-sebastian', 'MIL-BAS', 2],
  ['boltana', 'MIL-ERC', 1, true],
  ['barbastro', 'MIL-POUM', 1],
  ['sarinena', 'MIL-PSUC', 1],
  ['sarinena', 'MIL-CNT', 1],
  ['candasnos', 'MIL-CNT', 1],
  ['caspe', 'MIL-CNT', 2],
  ['barcelona', 'R-POL', 1],
  ['morella', 'R-MIL', 1],
  ['rubielos', 'R-MIL', 1],
  ['barracas', 'R-POL', 1],
  ['valencia', 'RPA', 1],
  ['ademuz', 'R-MIL', 1],
  ['cuenca', 'R-MIL', 1],
  ['brihuega', 'R-MIL', 1],
  ['somosierra', 'R-MIL', 1],
  ['guadarrama', 'R-MIL', 1],
  ['madrid', 'R-POL', 2],
  ['cebreros', 'R-MIL', 1],
  ['toledo', 'R-MIL', 1],
  ['talavera', 'R-MIL', 1],
  ['talavera', 'R-POL', 1],
  ['guadalupe', 'R-MIL', 1],
  ['don-benito', 'R-MIL', 1],
  ['merida', 'R-POL', 1],
  ['badajoz', 'RPA', 1, true],
  ['badajoz', 'R-MIL', 1],
  ['riotinto', 'R-MIL', 1],
  ['santa-olalla', 'R-MIL', 1],
  ['penarroya', 'R-MIL', 1],
  ['montoro', 'RPA', 1],
  ['jaen', 'R-POL', 1],
  ['guadix', 'R-MIL', 1],
  ['ronda', 'R-MIL', 1],
  ['antequera', 'R-MIL', 1],
  ['loja', 'R-MIL', 1],
  ['velez-malaga', 'R-MIL', 1],
  ['motril', 'R-MIL', 1],
];

/** One placement of the Campaign set-up: a unit id in a space (or box), at full or reduced strength. */
export interface Placement {
  unit: string;
  space: string;
  reduced: boolean;
}

/** Assigns a distinct counter (without a reinforcement card) to every Campaign set-up entry, in order. */
export function campaignPlacements(): Placement[] {
  const used = new Set<string>();
  const out: Placement[] = [];
  for (const [space, kind, count, reduced] of CAMPAIGN_SETUP) {
    for (let i = 0; i < count; i++) {
      const c = COUNTERS.find((u) => u.kind === SETUP_KIND[kind] && !u.card && !used.has(u.id));
      if (!c) throw new Error(`no counter left for ${kind} in ${space}`);
      used.add(c.id);
      out.push({ unit: c.id, space, reduced: reduced === true });
    }
  }
  return out;
}

const FACE_FIELDS = ['attack', 'defense', 'movement'] as const;
const FIELD_WORD = { attack: 'CF', defense: 'LF', movement: 'MF' } as const;

/** Where a counter's existence comes from: the initial corps, the set-up, the AFR schedule, N48, or ours. */
function counterProv(c: Counter, k: Kind, setUp: Set<string>): Provenance {
  if (c.initialCorps) return rb('§15.2 (initial corps-sized units)');
  if (k.key === 'nat-afr') return rb('§17.6.2 (seven AFR units)');
  if (k.key === 'nat-ins') return rb('§14.1.6, clarifications (Insurrection, N48)');
  if (setUp.has(c.id)) return rb('Campaign set-up (back page of the rulebook)');
  return rc('counter reconstructed: the rulebook has no counter manifest (digest §10)');
}

/** Builds one UnitDef from its counter and kind. */
function unitDef(c: Counter, k: Kind, setUp: Set<string>): UnitDef {
  const face = (cf: number): UnitFace => ({ attack: cf, defense: k.f.lf, movement: k.f.mf });
  const flags = [
    `side:${k.side}`,
    ...(k.tag ? [k.tag === 'AST' || k.tag === 'SAN' || k.tag === 'BAS' ? `region:${k.tag}` : `faction:${k.tag}`] : []),
    ...k.flags,
    ...(c.card ? [`card:${c.card}`] : []),
    ...(c.initialCorps ? ['initialCorps'] : []),
  ];
  const fieldProv: Record<string, Provenance> = {};
  const book = { ...(k.book ?? {}) };
  if (c.id === 'rep-ac-i') {
    book['reduced.defense'] = '§11.4.5.1 ex. (reduced I A.C. absorbs 3)';
    book.steps = '§11.4.5.1 ex. (the I A.C. has a reduced side)';
  }
  for (const faceName of ['full', 'reduced'] as const) {
    if (faceName === 'reduced' && k.f.steps === 1) continue;
    for (const f of FACE_FIELDS) {
      const key = `${faceName}.${f}`;
      const why = faceName === 'reduced' && f !== 'attack' ? `${SAME}; ${k.why}` : k.why;
      const lfWhy = k.size === 'division' && f === 'defense' ? `${DIV_LF}; ${why}` : why;
      fieldProv[key] = book[key] ? rb(book[key]) : rc(`${FIELD_WORD[f]}: ${lfWhy}`);
    }
  }
  fieldProv.steps = book.steps ? rb(book.steps) : rc(`two steps, as almost all units (§2.2.1); ${k.why}`);
  if (k.f.steps === 1) fieldProv.steps = rc('one step: a one-off rising has no reduced side');
  fieldProv.name = c.nameProv;
  fieldProv.type = rb('§2.6 abbreviations');
  fieldProv.nationality = rb('§2.6 abbreviations (NAT, ITA, REP, INT, SOV; PZ-I for the German tanks)');
  const bookFlags = Object.values(k.bookFlags ?? {});
  fieldProv.flags =
    bookFlags.length > 0 && bookFlags.length === k.flags.length && !c.card && !c.initialCorps
      ? rb(bookFlags.join('; '))
      : rc(
          'tags from §2.2.1 and §2.6 (side, region, faction); elite and the other game tags are ours;' +
            ' the reinforcement card number follows cards.json',
        );
  return {
    id: c.id,
    name: c.name,
    names: { es: spanishName(c.name) },
    nationality: k.nationality,
    type: k.type,
    size: k.size,
    steps: k.f.steps,
    full: face(k.f.cf[0]),
    ...(k.f.steps === 2 ? { reduced: face(k.f.cf[1]) } : {}),
    flags,
    prov: counterProv(c, k, setUp),
    fieldProv,
  };
}

/** Every unit of the manifest, in counter order. */
export function buildUnits(): UnitDef[] {
  const kinds = new Map([...DIVISION_KINDS, ...CORPS_KINDS].map((k) => [k.key, k]));
  const setUp = new Set(campaignPlacements().map((p) => p.unit));
  return COUNTERS.map((c) => {
    const k = kinds.get(c.kind);
    if (!k) throw new Error(`unknown kind ${c.kind}`);
    return unitDef(c, k, setUp);
  });
}

/** The units.json text the module holds. */
export function unitsJson(): string {
  return `${JSON.stringify(buildUnits(), null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = dirname(fileURLToPath(import.meta.url));
  writeFileSync(join(here, '../../modules/crusade/units.json'), unitsJson());
}
