// Test positions on the real La Batalla del Ebro module, shared by the game's tests: the module (its JSON files,
// imported, so this file stays pure), the crossing's start, and a way to play actions on it. Tests only.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState } from '../../core/types.js';
import manifest from '../../../assets/modules/ebro/module.json';
import map from '../../../assets/modules/ebro/map.json';
import units from '../../../assets/modules/ebro/units.json';
import markers from '../../../assets/modules/ebro/markers.json';
import charts from '../../../assets/modules/ebro/charts.json';
import scenarios from '../../../assets/modules/ebro/scenarios.json';
import { ebroRules } from './rules.js';

/** The Ebro module as the app loads it. */
export const ebroModule = { manifest, map, units, markers, charts, scenarios } as unknown as GameModule;

/** The crossing's first state (enforced unless said otherwise). */
export function crossingStart(seed = '1', mode: GameState['mode'] = 'enforced'): GameState {
  return ebroRules.setup(ebroModule, { scenarioId: 'crossing', seed, mode, options: {} });
}

/** Apply actions in order; throws with the violations when one is refused. */
export function playAll(state: GameState, actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const v = s.mode === 'honor' ? [] : ebroRules.check(ebroModule, s, a);
    if (v.length > 0) throw new Error(`${a.verb} refused: ${v.map((x) => x.message).join('; ')}`);
    const r = ebroRules.reduce(ebroModule, s, a);
    if ('violations' in r) throw new Error(`${a.verb} refused: ${r.violations.map((x) => x.message).join('; ')}`);
    s = r.state;
  }
  return s;
}

/** A state in another step, with the side to act (a test's position; the vars otherwise as they are). */
export function inStep(state: GameState, step: string, side: string, vars: Record<string, unknown> = {}): GameState {
  return { ...state, activeSide: side, phase: step, vars: { ...state.vars, step, ...vars } as GameState['vars'] };
}

/** A state with pieces put elsewhere (hex ids) and their levels, by id. */
export function placed(state: GameState, where: Record<string, string | { box: string }>): GameState {
  return {
    ...state,
    pieces: state.pieces.map((p) => {
      const w = where[p.id];
      if (w === undefined) return p;
      return { ...p, at: typeof w === 'string' ? { kind: 'hex', hex: w } : { kind: 'box', box: w.box } };
    }),
  };
}

/** Every piece off the map (to the dead pile) but those named: a bare position to test one rule on. */
export function only(state: GameState, keep: readonly string[]): GameState {
  return {
    ...state,
    pieces: state.pieces.map((p) => (keep.includes(p.id) ? p : { ...p, at: { kind: 'box', box: 'dead' } })),
  };
}

/** The crossing's first turn at a segment of `side`'s activity phase, clear weather, by day unless said. */
export function segment(step: string, side: string, vars: Record<string, unknown> = {}, seed = '1'): GameState {
  const s = crossingStart(seed);
  return inStep({ ...s, activeSide: side }, step, side, {
    first: side,
    weather: 'clear',
    terrainState: 'dry',
    part: 'day',
    surprise: null,
    ...vars,
  });
}

/** What `side` may do now with one verb (the concrete legal actions). */
export function listed(state: GameState, side: string, verb: string) {
  return ebroRules.view(ebroModule, state, side).legalActions.filter((a) => a.verb === verb);
}

/** The result of an action, or throws with its violations. */
export function act(state: GameState, side: string, verb: string, args: Record<string, unknown>) {
  const a = { side, verb, args } as Action;
  const v = ebroRules.check(ebroModule, state, a);
  if (v.length > 0) throw new Error(`${verb} refused: ${v.map((x) => x.message).join('; ')}`);
  const r = ebroRules.reduce(ebroModule, state, a);
  if ('violations' in r) throw new Error(`${verb} refused: ${r.violations.map((x) => x.message).join('; ')}`);
  return r;
}
