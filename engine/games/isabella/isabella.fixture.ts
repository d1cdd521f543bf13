// Test positions on the real Operation Isabella module, shared by the rule modules' tests: the module itself
// (its JSON files, imported, so this file stays pure), counters by def and hex, and states over neutral vars.
// Only tests import it.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import manifest from '../../../assets/modules/isabella/module.json';
import map from '../../../assets/modules/isabella/map.json';
import units from '../../../assets/modules/isabella/units.json';
import markers from '../../../assets/modules/isabella/markers.json';
import charts from '../../../assets/modules/isabella/charts.json';
import scenarios from '../../../assets/modules/isabella/scenarios.json';
import type { IsabellaVars } from './state.js';
import type { Step } from './flow.js';
import { initialVars } from './position.js';
import { unitDef } from './units.js';
import { seedRng } from '../../core/dice.js';

/** The Isabella module as the app loads it. */
export const isabellaModule = { manifest, map, units, markers, charts, scenarios } as unknown as GameModule;

const ALLIED_NATIONALITIES = ['us', 'uk', 'rs', 'pt'];

/** The side a unit def fights for (2.6). */
export function sideOfDef(def: string): string {
  const u = unitDef(isabellaModule, def);
  return u && ALLIED_NATIONALITIES.includes(u.nationality) ? 'allied' : 'axis';
}

/** A unit of `def` in `hex` (id = def), full strength and undisrupted unless `more` says otherwise. */
export function unit(def: string, hex: string, more: Partial<Piece> = {}): Piece {
  const steps = unitDef(isabellaModule, def)?.steps ?? 1;
  return {
    id: def,
    def,
    kind: 'unit',
    side: sideOfDef(def),
    at: { kind: 'hex', hex },
    steps,
    disrupted: false,
    ...more,
  };
}

/** A marker of `def` in `hex` (Allied unless `more` says otherwise; an airpower marker's back is German). */
export function marker(id: string, def: string, hex: string, more: Partial<Piece> = {}): Piece {
  return { id, def, kind: 'marker', side: 'allied', at: { kind: 'hex', hex }, steps: 0, disrupted: false, ...more };
}

/** Vars of a game in Turn 2's first alternating phase, nothing special in play. */
export function neutralVars(step: Step = 'actions'): IsabellaVars {
  return { ...initialVars(), step };
}

/** A state with these pieces, over neutral vars (Turn 2, Phase IV, the Allied player to act). */
export function game(pieces: Piece[], vars: Partial<IsabellaVars> = {}, step: Step = 'actions'): GameState {
  return {
    moduleId: 'isabella',
    moduleVersion: String(manifest.version),
    scenarioId: 'campaign',
    mode: 'enforced',
    turn: 2,
    phase: 'actions-1',
    activeSide: 'allied',
    pieces,
    rng: seedRng('fixture'),
    vars: { ...neutralVars(step), ...vars },
  };
}

/** A counter in `gameAt`: a def, or a def with its id, face and steps. */
export type Spec = string | { def: string; id?: string; disrupted?: boolean; steps?: number };

/**
 * A state with counters listed per hex: a unit's side from its nationality, markers by def (the partisan Allied,
 * others of no side: an airpower marker's face, `disrupted`, says whose it is).
 */
export function gameAt(at: Record<string, Spec[]>, vars: Partial<IsabellaVars> = {}): GameState {
  const pieces: Piece[] = [];
  for (const [hex, specs] of Object.entries(at)) {
    for (const s of specs) {
      const o = typeof s === 'string' ? { def: s } : s;
      const u = unitDef(isabellaModule, o.def);
      const side = u ? sideOfDef(o.def) : o.def === 'partisan' ? 'allied' : '';
      pieces.push({
        id: o.id ?? o.def,
        def: o.def,
        kind: u ? 'unit' : 'marker',
        side,
        at: { kind: 'hex', hex },
        steps: o.steps ?? u?.steps ?? 1,
        disrupted: o.disrupted ?? false,
      });
    }
  }
  return game(pieces, vars);
}
