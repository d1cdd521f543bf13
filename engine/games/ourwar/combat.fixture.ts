// A small Our War module built in code for the combat, fire and engineering tests: one 10×10 sheet "A" with a few
// terrain hexes, the Ebro between columns 8 and 9 (a crossing site at A:0805|A:0905), a secondary river between
// columns 1 and 2, counters of each kind the rules name, and the charts in the shapes charts.json uses, with made-up
// test values (not the Ebro's tables). Tests only.

import type { ChartDef, GameModule, GridDef, HexsideDef, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { HexGrid } from '../../geometry/hexgrid.js';
import { NAT, type OurWarVars, REP, type Side } from './state.js';

const grid: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 1,
  firstRow: 1,
  cols: 10,
  rows: 10,
  digits: 2,
  size: 48,
};
/** The fixture's one sheet. */
export const sheet = new HexGrid(grid, { sheet: 'A' });

/** The terrain of the hexes that are not clear. */
export const TERRAIN: Record<string, string> = {
  'A:0303': 'rough',
  'A:0304': 'hills',
  'A:0305': 'marsh',
  'A:0606': 'village',
  'A:0607': 'city',
  'A:0608': 'major-city',
  'A:0705': 'woods',
};

const hexes = [];
for (let c = 1; c <= 10; c++)
  for (let r = 1; r <= 10; r++) {
    const id = `A:${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
    hexes.push({ id, terrain: TERRAIN[id] ?? 'clear' });
  }
const col = (id: string) => Number(id.slice(2, 4));
const hexsides: HexsideDef[] = [];
for (const h of hexes)
  for (const n of sheet.neighbors(h.id)) {
    if (h.id > n) continue;
    const cols = [col(h.id), col(n)].sort((a, b) => a - b).join('|');
    const features: string[] = [];
    if (cols === '8|9') features.push('major-river');
    if (cols === '1|2') features.push('river');
    if ((h.id === 'A:0805' && n === 'A:0905') || (h.id === 'A:0105' && n === 'A:0205')) features.push('crossing-site');
    if (features.length) hexsides.push({ a: h.id, b: n, features });
  }

type F = Record<string, number>;
const u = (
  id: string,
  type: string,
  flags: string[],
  full: [number, number, number, F],
  reduced?: [number, number, number, F],
  extra: Partial<UnitDef> = {},
): UnitDef => ({
  id,
  name: id,
  nationality: 'test',
  type,
  size: 'battalion',
  steps: reduced ? 2 : 1,
  full: { attack: full[0], defense: full[1], movement: full[2], factors: full[3] },
  ...(reduced
    ? { reduced: { attack: reduced[0], defense: reduced[1], movement: reduced[2], factors: reduced[3] } }
    : {}),
  flags,
  prov: { source: 'reconstructed', reason: 'test fixture' },
  ...extra,
});
const inf: F = { fire: 1, range: 0, assault: 5, stack: 2 };
const infR: F = { fire: 0, range: 0, assault: 3, stack: 2 };

/** The counters: [attack, defence, MP, other factors] on each face. */
export const UNITS: UnitDef[] = [
  u('inf', 'infantry', [], [4, 4, 4, inf], [2, 2, 4, infR], { hq: 'hq' }),
  u('mtn', 'mountain-infantry', ['mountain'], [3, 3, 4, inf], [2, 2, 4, infR]),
  u('ib', 'infantry', ['ib'], [4, 4, 4, inf], [2, 2, 4, infR]),
  u('soviet-tank', 'tank', ['soviet', 'armoured'], [6, 3, 8, { fire: 2, range: 1, assault: 6, stack: 2 }]),
  u('ctv', 'infantry', ['ctv'], [4, 4, 4, inf], [2, 2, 4, infR]),
  u('condor', 'tank', ['condor', 'armoured'], [5, 3, 8, { fire: 2, range: 1, assault: 5, stack: 2 }]),
  u('militia', 'militia', ['militia'], [2, 2, 4, inf]),
  u('coast', 'infantry', ['coastal-defence'], [2, 3, 4, inf]),
  u('cav', 'cavalry', ['cavalry'], [3, 2, 6, inf]),
  u(
    'tank',
    'tank',
    ['armoured'],
    [6, 4, 8, { fire: 2, range: 1, assault: 6, stack: 2 }],
    [3, 2, 8, { fire: 1, range: 1, assault: 3, stack: 2 }],
  ),
  u(
    'art',
    'artillery',
    ['artillery', 'defence-only'],
    [0, 1, 3, { fire: 4, range: 3, assault: 0, stack: 1 }],
    undefined,
    { hq: 'hq' },
  ),
  u(
    'art5',
    'artillery',
    ['artillery', 'defence-only'],
    [0, 1, 3, { fire: 5, range: 4, assault: 0, stack: 1 }],
    undefined,
    { hq: 'hq' },
  ),
  u(
    'rigid',
    'heavy-artillery',
    ['artillery', 'rigid', 'defence-only'],
    [0, 1, 2, { fire: 6, range: 4, assault: 0, stack: 2 }],
    [0, 1, 2, { fire: 3, range: 4, assault: 0, stack: 2 }],
  ),
  u(
    'mtn-art',
    'mountain-artillery',
    ['artillery', 'mountain', 'defence-only'],
    [0, 1, 3, { fire: 3, range: 2, assault: 0, stack: 1 }],
  ),
  u(
    'night-art',
    'artillery',
    ['artillery', 'night', 'defence-only'],
    [0, 1, 3, { fire: 3, range: 2, assault: 0, stack: 1 }],
  ),
  u('guerrilla', 'guerrilla', ['guerrilla'], [2, 2, 6, inf]),
  u('eng', 'engineer', ['engineer'], [2, 2, 4, { fire: 0, range: 0, assault: 2, stack: 1 }]),
  u(
    'bridge-eng',
    'bridge-engineer',
    ['engineer', 'bridge-engineer', 'motorised'],
    [1, 2, 6, { fire: 0, range: 0, assault: 1, stack: 1 }],
  ),
  u(
    'fort-eng',
    'fortification-engineer',
    ['engineer', 'fort-engineer', 'motorised'],
    [1, 2, 6, { fire: 0, range: 0, assault: 1, stack: 1 }],
  ),
  u(
    'aa-gun',
    'aa-artillery',
    ['artillery', 'aa', 'defence-only'],
    [0, 1, 3, { fire: 2, range: 1, assault: 0, stack: 1 }],
  ),
  u(
    'bomber',
    'bomber',
    ['air'],
    [0, 1, 0, { bombard: 6, groundAttack: 2, air: 1, stack: 1 }],
    [0, 1, 0, { bombard: 3, stack: 1 }],
  ),
  u('stuka', 'dive-bomber', ['air', 'strike'], [0, 1, 0, { bombard: 4, groundAttack: 4, air: 1, stack: 1 }]),
  u('night-bomber', 'bomber', ['air', 'night'], [0, 1, 0, { bombard: 4, air: 1, stack: 1 }]),
  { ...u('hq', 'hq', ['motorised'], [0, 2, 8, { stack: 1, support: 2, reorg: 3, supply: 8 }]), size: 'corps' },
];

const chart = (
  id: string,
  columns: string[],
  data: Record<string, unknown>,
  rows: (string | string[])[],
): ChartDef => ({
  id,
  name: id,
  kind: id === 'ground-combat' ? 'crt' : 'table',
  columns,
  rows: rows.map((r, i) => ({ key: String((data.min as number) + i), cells: typeof r === 'string' ? [r] : r })),
  data: data as ChartDef['data'],
  prov: { source: 'reconstructed', reason: 'made-up test values' },
});

/** The charts with made-up values: rows by modified roll from data.min. */
export const CHARTS: ChartDef[] = [
  chart(
    'ground-combat',
    ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'],
    { ratios: [0.5, 1, 2, 3, 4, 5, 6], min: -1, max: 8 },
    [
      ['2X/-', 'X/-', 'X/-', 'X/D', '-/D', '-/D', '-/XD'],
      ['X/-', 'X/-', '-/-', '-/D', '-/D', '-/XD', '-/XR'],
      ['X/-', '-/-', '-/D', '-/D', '-/XD', '-/XR', '-/XR*'],
      ['-/-', '-/D', '-/D', '-/XD', '-/XR', '-/XR*', '-/2XR*'],
      ['-/D', '-/D', 'X/XD', '-/XR', '-/XR*', '-/2XR*', '-/2XR*'],
      ['F/D', 'X/XD', '-/XR', '-/XR*', '-/2XR*', '-/2XR*', '-/P*'],
      ['-/XD', '-/XR', '-/XR*', '-/2XR*', '-/2XR*', '-/P*', '-/P*'],
      ['X/XR', '-/XRF', '-/2XR*', '-/2XR*', '-/P*', '-/P*', '-/P*'],
      ['-/XR', 'F/2XR', '-/2XR*', '-/P*', '-/P*', '-/P*', '-/P*'],
      ['-/2XR', '-/2XR*', '-/P*', '-/P*', '-/P*', '-/P*', '-/P*'],
    ],
  ),
  chart(
    'fire-units',
    ['1', '2', '3-4', '5-6', '7-9', '10-13', '14+'],
    { brackets: [1, 2, 3, 5, 7, 10, 14], min: 0, max: 8 },
    [
      ['-', '-', '-', '-', '-', '-', 'D'],
      ['-', '-', '-', '-', '-', 'D', 'D'],
      ['-', '-', '-', '-', 'D', 'D', 'X'],
      ['-', '-', '-', 'D', 'D', 'X', 'X'],
      ['-', '-', 'D', 'D', 'X', 'X', 'XD'],
      ['-', 'D', 'D', 'X', 'X', 'XD', 'XD'],
      ['D', 'D', 'X', 'X', 'XD', 'XD', '2X'],
      ['D', 'X', 'X', 'XD', 'XDi', '2Xi', '2XD'],
      ['Xi', 'Xi', 'XDi', 'XDi', '2Xi', '2XDi', '3XDi'],
    ],
  ),
  chart(
    'fire-structures',
    ['1-3', '4-7', '8-13', '14-21', '22-28', '29-45', '46+'],
    { brackets: [1, 4, 8, 14, '22-28', 29, '46+'], min: 0, max: 8 },
    [
      ['-', '-', '-', '-', '-', '-', '1'],
      ['-', '-', '-', '-', '-', '1', '1'],
      ['-', '-', '-', '-', '1', '1', '2'],
      ['-', '-', '-', '1', '1', '2', '2'],
      ['-', '-', '1', '1', '2', '2', '3s'],
      ['-', '1', '1', '2', '2', '3', 'Xs'],
      ['1', '1', '2', '2', '3s', 'Xs', 'XS'],
      ['1', '2', '2', '3i', 'Xs', 'XS', 'XS'],
      ['2i', '2i', '3i', 'Xi', 'XSi', 'XSi', 'XSi'],
    ],
  ),
  chart('anti-aircraft', ['1-2', '3-5', '6-9', '10+'], { brackets: [1, 3, 6, 10], min: 0, max: 8 }, [
    ['-', '-', '-', '-'],
    ['-', '-', '-', 'A'],
    ['-', '-', 'A', 'A'],
    ['-', 'A', 'A', 'X'],
    ['A', 'A', 'X', 'XA'],
    ['A', 'X', 'XA', 'XA'],
    ['X', 'XA', 'XA', '2X'],
    ['XA', 'XAs', '2Xs', '2XAs'],
    ['XAs', '2Xs', '2XAs', '3XAs'],
  ]),
  chart('air-combat', ['1:2', '1:1', '2:1', '3:1'], { ratios: [0.5, 1, 2, 3], min: 0, max: 8 }, [
    ['-', '-', '-', 'A'],
    ['-', '-', 'A', 'A'],
    ['-', 'A', 'A', 'X'],
    ['A', 'A', 'X', 'XA'],
    ['A', 'X', 'XA', 'XA'],
    ['X', 'XA', 'XA', '2X'],
    ['XA', 'XA', '2X', '2XA'],
    ['XA', '2X', '2XA', '2XA'],
    ['2X', '2XA', '2XA', '3XA'],
  ]),
  chart('weather', ['weather'], { min: 2, max: 12 }, [
    'stormy',
    'rainy',
    'rainy',
    'cold',
    'clear',
    'clear',
    'clear',
    'hot',
    'hot',
    'hot',
    'hot',
  ]),
  {
    ...chart(
      'terrain-state',
      [],
      { states: ['dry', 'dry', 'dry', 'mud', 'mud', 'mud', 'ice'], start: 1, min: 0, max: -1 },
      [],
    ),
  },
];

/** The fixture module. */
export const combatModule: GameModule = {
  manifest: {
    id: 'ourwar-test',
    version: '0',
    title: 'Our War test',
    rulebook: 'test',
    rules: 'ourwar',
    sides: [],
    nationalities: [],
    files: { map: '', units: '', scenarios: '' },
    prov: { source: 'reconstructed', reason: 'test fixture' },
  },
  map: {
    kind: 'hex',
    sheets: [{ id: 'A', name: 'A', grid, origin: { x: 0, y: 0 } }],
    terrain: [],
    hexes,
    hexsides,
    boxes: [],
    prov: { source: 'reconstructed', reason: 'test fixture' },
  },
  units: UNITS,
  markers: [],
  charts: CHARTS,
  scenarios: [],
};

/** A unit piece: full strength unless `steps` says otherwise. */
export function unit(id: string, def: string, side: Side, hex: string, steps?: number): Piece {
  const d = UNITS.find((x) => x.id === def);
  if (!d) throw new Error(`No fixture counter ${def}`);
  return { id, def, kind: 'unit', side, at: { kind: 'hex', hex }, steps: steps ?? d.steps, disrupted: false };
}

/** The series' vars of a day turn in clear, dry weather with nothing marked, changed by `over`. */
export function vars(over: Partial<OurWarVars> = {}): OurWarVars {
  return {
    part: 'day',
    initiative: 3,
    first: null,
    weather: 'clear',
    terrainPos: 1,
    terrainState: 'dry',
    surprise: null,
    cvp: { side: NAT, value: 0 },
    avp: { [NAT]: 0, [REP]: 0 } as OurWarVars['avp'],
    marks: {},
    crossings: {},
    works: {},
    holds: {},
    lost: { [NAT]: { units: 0, levels: 0 }, [REP]: { units: 0, levels: 0 } } as OurWarVars['lost'],
    ...over,
  };
}

/** A state holding these pieces and vars. */
export function stateOf(pieces: Piece[], v: OurWarVars = vars()): GameState {
  return {
    moduleId: 'ourwar-test',
    moduleVersion: '0',
    scenarioId: 'test',
    mode: 'enforced' as GameState['mode'],
    turn: 1,
    phase: 'combat',
    activeSide: REP,
    pieces,
    rng: { algorithm: 'test', state: [1] },
    vars: v as unknown as GameState['vars'],
  };
}
