// Test positions for The Struggle for Europe's ground rules: the real map of the East (imported, so this file stays
// pure) with a small set of test counters (the module's units.json is being written: these stand in for it), and
// helpers to put pieces on the map. Tests only.

import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { seedRng } from '../../core/dice.js';
import charts from '../../../assets/modules/sfe/charts.json';
import map from '../../../assets/modules/sfe/map.json';
import { AXIS, initialVars, SOVIET, type SfeVars, type Side } from './state.js';

const prov = { source: 'user' as const, note: 'test counter' };
const unit = (
  id: string,
  nationality: string,
  type: string,
  size: string,
  full: [number, number, number],
  reduced?: [number, number, number],
): UnitDef => ({
  id,
  name: id,
  nationality,
  type,
  size,
  steps: reduced ? 2 : 1,
  full: { attack: full[0], defense: full[1], movement: full[2] },
  ...(reduced ? { reduced: { attack: reduced[0], defense: reduced[1], movement: reduced[2] } } : {}),
  prov,
});

/** Test counters: the book's own examples' units (§7.2 4-MP infantry, §10.02 10-10-4, §28.01 16-16-6 Pz). */
export const TEST_UNITS: UnitDef[] = [
  unit('ger-inf', 'german', 'infantry', 'corps', [10, 10, 4], [4, 4, 4]),
  unit('ger-pz', 'german', 'armor', 'corps', [16, 16, 6], [8, 8, 6]),
  unit('ger-mot', 'german', 'motorized', 'corps', [10, 10, 6], [5, 5, 6]),
  unit('ger-inf-div', 'german', 'infantry', 'division', [4, 4, 4], [2, 2, 4]),
  unit('ger-pz-div', 'german', 'armor', 'division', [8, 8, 6], [4, 4, 6]),
  unit('ger-inf-div3', 'german', 'infantry', 'division', [3, 3, 4]),
  unit('ger-brig', 'german', 'infantry', 'brigade', [2, 2, 4]),
  unit('ger-leader', 'german', 'leader', 'leader', [0, 0, 6]),
  unit('ger-supply', 'german', 'supply', 'full', [0, 0, 4]),
  unit('sov-inf', 'soviet', 'infantry', 'corps', [4, 6, 3], [2, 3, 3]),
  unit('sov-tank', 'soviet', 'armor', 'corps', [6, 6, 5], [3, 3, 5]),
  unit('sov-cav', 'soviet', 'cavalry', 'corps', [3, 3, 5]),
];

/** The SFE map and charts with the test counters (no scenario: the tests make their positions). */
export const testModule = {
  manifest: {
    id: 'sfe',
    version: '0',
    title: 'The Struggle for Europe (test)',
    rulebook: '001_ab61f9ee2bf573cf.txt',
    rules: 'sfe',
    sides: [
      { id: AXIS, name: 'Axis', color: '#555555' },
      { id: SOVIET, name: 'Soviet', color: '#aa0000' },
    ],
    nationalities: [],
    files: { map: 'map.json', units: 'units.json', scenarios: 'scenarios.json' },
    prov,
  },
  map,
  units: TEST_UNITS,
  markers: [],
  charts,
  scenarios: [],
} as unknown as GameModule;

/** A piece of a test counter in a hex (full strength unless `steps`). */
export function piece(id: string, def: string, side: Side, hex: string, steps?: number): Piece {
  const d = TEST_UNITS.find((u) => u.id === def);
  if (!d) throw new Error(`no test counter ${def}`);
  return { id, def, kind: 'unit', side, at: { kind: 'hex', hex }, steps: steps ?? d.steps, disrupted: false };
}

/** A piece of a test counter waiting in an off-map box. */
export function boxed(id: string, def: string, side: Side, box: string): Piece {
  return { ...piece(id, def, side, 'C:4032'), at: { kind: 'box', box } };
}

/** A state with these pieces, JUN 2 1941, the Axis's Movement Phase, every land hex's control as given. */
export function position(pieces: Piece[], vars: Partial<SfeVars> = {}): GameState {
  const v = { ...initialVars({ year: 1941, month: 6, half: 2 }), phase: 'movement' as const, ...vars };
  return {
    moduleId: 'sfe',
    moduleVersion: '0',
    scenarioId: 'test',
    mode: 'enforced',
    turn: 1,
    phase: 'movement',
    activeSide: AXIS,
    pieces,
    rng: seedRng('sfe-test'),
    vars: v as unknown as GameState['vars'],
  };
}

/** §6.2 control of every land hex by the 1941 border: the Soviet Union's to the Soviets, the rest to the Axis. */
export function controlBy1941(): Record<string, Side> {
  const out: Record<string, Side> = {};
  for (const h of (map as { hexes: { id: string; terrain: string; region?: string }[] }).hexes) {
    if (h.terrain === 'sea' || h.terrain === 'lake') continue;
    out[h.id] = h.region === 'ussr' ? SOVIET : AXIS;
  }
  return out;
}
