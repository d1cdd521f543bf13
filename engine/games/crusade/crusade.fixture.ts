// Test positions on the real Crusade and Revolution module, shared by the rule modules' tests: the module (its
// JSON files, imported, so this file stays pure), the Campaign start, and positions built from it. Tests only.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Piece } from '../../core/types.js';
import manifest from '../../../assets/modules/crusade/module.json';
import map from '../../../assets/modules/crusade/map.json';
import units from '../../../assets/modules/crusade/units.json';
import markers from '../../../assets/modules/crusade/markers.json';
import charts from '../../../assets/modules/crusade/charts.json';
import scenarios from '../../../assets/modules/crusade/scenarios.json';
import cards from '../../../assets/modules/crusade/cards.json';
import { crusadeRules } from './rules.js';
import { type CrusadeVars, varsOf } from './state.js';

/** The Crusade module as the app loads it. */
export const crusadeModule = { manifest, map, units, markers, charts, scenarios, cards } as unknown as GameModule;

/** The Campaign's first state (enforced unless said otherwise). */
export function campaignStart(seed = '1', mode: GameState['mode'] = 'enforced'): GameState {
  return crusadeRules.setup(crusadeModule, { scenarioId: 'campaign', seed, mode, options: {} });
}

/** Apply actions in order; throws with the violations when one is refused. */
export function playAll(state: GameState, actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    if (s.mode !== 'honor') {
      const v = crusadeRules.check(crusadeModule, s, a);
      if (v.length > 0) throw new Error(`${a.verb} refused: ${v.map((x) => x.message).join('; ')}`);
    }
    const r = crusadeRules.reduce(crusadeModule, s, a);
    if ('violations' in r) throw new Error(`${a.verb} refused: ${r.violations.map((x) => x.message).join('; ')}`);
    s = r.state;
  }
  return s;
}

/** A copy of `state` with its vars changed (a test position). */
export function withVars(state: GameState, change: Partial<CrusadeVars>): GameState {
  return { ...state, vars: { ...state.vars, ...(JSON.parse(JSON.stringify(change)) as object) } };
}

/** A copy of `state` with one piece moved or changed. */
export function withPiece(state: GameState, id: string, change: Partial<Piece>): GameState {
  return { ...state, pieces: state.pieces.map((p) => (p.id === id ? { ...p, ...change } : p)) };
}

/** The units in a space. */
export const inSpace = (state: GameState, space: string): Piece[] =>
  state.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'space' && p.at.space === space);

export { varsOf };
