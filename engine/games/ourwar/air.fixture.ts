// The combat fixture's small module with an air force: fighters and bombers of the types Fig. 14 names, the two
// sides' interception tables (the Republican rows are the book's extract, EX-3; the rest made up), a scenario with
// a Nationalist interior, exterior and remote box on the west edge, and a major airfield at A:0202. Tests only.

import type { ChartDef, GameModule, ScenarioDef, UnitDef } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { CHARTS, combatModule, UNITS } from './combat.fixture.js';
import type { Side } from './state.js';

type F = Record<string, number>;
const plane = (id: string, type: string, flags: string[], full: F, reduced?: F): UnitDef => ({
  id,
  name: id,
  nationality: 'test',
  type,
  size: 'squadron',
  steps: reduced ? 2 : 1,
  full: { attack: 0, defense: 1, movement: 0, factors: full },
  ...(reduced ? { reduced: { attack: 0, defense: 1, movement: 0, factors: reduced } } : {}),
  flags: ['air', ...flags],
  prov: { source: 'reconstructed', reason: 'test fixture' },
});

/** The aircraft: Republican I-152, DW-371, FK-51 fighters; Nationalist SM-79, He-51, Bf-109, a night fighter, a
 *  Ro-37 with three reconnaissance points. */
export const AIR_UNITS: UnitDef[] = [
  plane('i152', 'fighter', ['fighter', 'aircraft:I-152'], { air: 4, groundAttack: 2, stack: 2 }, { air: 2, stack: 1 }),
  plane('dw371', 'fighter', ['fighter', 'aircraft:DW-371'], { air: 2, stack: 2 }),
  plane('fk51', 'fighter', ['fighter', 'aircraft:FK-51'], { air: 1, stack: 2 }),
  plane(
    'sm79',
    'bomber',
    ['aircraft:SM-79'],
    { bombard: 5, groundAttack: 1, air: 1, stack: 3 },
    { bombard: 3, stack: 2 },
  ),
  plane('he51', 'ground-attack', ['fighter', 'aircraft:He-51'], { bombard: 1, groundAttack: 3, air: 2, stack: 2 }),
  plane(
    'bf109',
    'fighter',
    ['fighter', 'aircraft:Bf-109'],
    { air: 6, groundAttack: 1, stack: 2 },
    { air: 3, stack: 1 },
  ),
  plane('nf', 'fighter', ['fighter', 'night', 'aircraft:Bf-109'], { air: 3, stack: 2 }),
  plane('ro37', 'reconnaissance', ['aircraft:Ro-37'], { recon: 3, groundAttack: 1, air: 1, stack: 2 }),
];

/** EX-3 (Fig. 14) the Republican table's extract as the book prints it; the Nationalist table made up. */
export const AIR_CHARTS: ChartDef[] = [
  {
    id: 'interception-republican',
    name: 'interception-republican',
    kind: 'table',
    columns: ['I-16 bis', 'I-16 (Soviet)', 'I-152', 'I-16', 'I-15', 'CCF-23', 'DW-371', 'FK-51'],
    rows: ['SM-79', 'He-51', 'Bf-109'].map((key) => ({ key, cells: [4, 3, 3, 2, 1, 0, -1, -2] })),
    prov: { source: 'reconstructed', reason: 'EX-3: the book’s extract (its Bf-109 row made up)' },
  },
  {
    id: 'interception-nationalist',
    name: 'interception-nationalist',
    kind: 'table',
    columns: ['Bf-109', 'He-51'],
    rows: [
      { key: 'I-152', cells: [2, 0] },
      { key: 'DW-371', cells: [3, 1] },
      { key: 'FK-51', cells: [4, 2] },
    ],
    prov: { source: 'reconstructed', reason: 'made-up test values' },
  },
];

const scenario = {
  id: 'test',
  name: 'test',
  firstTurn: 1,
  lastTurn: 1,
  phases: [],
  firstSide: 'nationalist',
  placements: [],
  turns: [],
  data: {
    airfields: { 'A:0202': 'major' },
    boxes: {
      'west-int': { kind: 'interior', side: 'nationalist', edge: 'W', links: ['west-ext'] },
      'west-ext': { kind: 'exterior', side: 'nationalist', edge: null, links: ['west-int', 'nat-remote'] },
      'nat-remote': { kind: 'remote', side: 'nationalist', edge: null, links: ['west-ext'] },
    },
  },
} as unknown as ScenarioDef;

/** The fixture module with its air force, tables and boxes. */
export const airModule: GameModule = {
  ...combatModule,
  units: [...UNITS, ...AIR_UNITS],
  charts: [...CHARTS, ...AIR_CHARTS],
  scenarios: [scenario],
};

/** A piece of the air fixture at a hex ("A:0505") or in a box ({box}). */
export function piece(id: string, def: string, side: Side, at: string | { box: string }, steps?: number): Piece {
  const d = airModule.units.find((x) => x.id === def);
  if (!d) throw new Error(`No fixture counter ${def}`);
  const where = typeof at === 'string' ? ({ kind: 'hex', hex: at } as const) : ({ kind: 'box', box: at.box } as const);
  return { id, def, kind: 'unit', side, at: where, steps: steps ?? d.steps, disrupted: false };
}
