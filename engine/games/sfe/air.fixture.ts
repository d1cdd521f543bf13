// Test positions for the air rules: the test module (sfe.fixture.ts) with the rulebook's own air units (§3.2: F 3 1 5,
// B 2 4 14, A 1 6 6, F 3 0 6, B 1 2 12; an HB and a T in the same style) and a Soviet unit defending with 4 factors
// (the §16.12 example). Tests only.

import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Sortie } from './air.js';
import { controlBy1941, piece, position, TEST_UNITS, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, type Side } from './state.js';

const prov = { source: 'user' as const, note: 'test counter' };
const air = (id: string, nationality: string, type: string, f: [number, number, number]): UnitDef => ({
  id,
  name: id,
  nationality,
  type: `air-${type}`,
  size: 'wing',
  steps: 1,
  full: { attack: f[0], defense: f[1], movement: f[2], factors: { airCombat: f[0], bombing: f[1], range: f[2] } },
  prov,
});

/** The rulebook's air units (§3.2, §17 and §19 examples) and a 2-4-3 Soviet defender. */
export const AIR_UNITS: UnitDef[] = [
  air('ger-F', 'german', 'F', [3, 1, 5]),
  air('ger-B', 'german', 'B', [2, 4, 14]),
  air('ger-A', 'german', 'A', [1, 6, 6]),
  air('ger-HB', 'german', 'HB', [2, 8, 20]),
  air('ger-T', 'german', 'T', [0, 0, 12]),
  air('sov-F', 'soviet', 'F', [3, 0, 6]),
  air('sov-B', 'soviet', 'B', [1, 2, 12]),
  {
    id: 'sov-4',
    name: 'sov-4',
    nationality: 'soviet',
    type: 'infantry',
    size: 'corps',
    steps: 1,
    full: { attack: 2, defense: 4, movement: 3 },
    prov,
  },
];

/** The test module with the air units. */
export const airModule = { ...testModule, units: [...TEST_UNITS, ...AIR_UNITS] } as unknown as GameModule;

/** A piece of a test or air counter in a hex. */
export function unit(id: string, def: string, side: Side, hex: string): Piece {
  if (TEST_UNITS.some((u) => u.id === def)) return piece(id, def, side, hex);
  return { id, def, kind: 'unit', side, at: { kind: 'hex', hex }, steps: 1, disrupted: false };
}

/** A position on the 1941 border in the Air Phase of the Axis segment (the Soviet allocating first). */
export function airPosition(pieces: Piece[], vars: Partial<SfeVars> = {}, phasing: Side = AXIS): GameState {
  const s = position(pieces, { control: controlBy1941(), step: 'air', phase: 'air', ...vars });
  return { ...s, activeSide: phasing, phase: 'air' };
}

/** A sortie of the Air Phase of turn 1, segment 1. */
export const sortie = (s: Omit<Sortie, 'phase' | 'base'> & { base?: string }): Sortie => ({
  base: s.hex,
  phase: '1.1',
  ...s,
});
