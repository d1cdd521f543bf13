// I.1 what an engineer's work the rules forbid needs to be carried out at all in advisory and honor play (works.ts):
// builders of the side on the map, a kind that is built, the work's hex on the map (a crossing's hexside between
// two neighbouring hexes, not holding a crossing already; a trench or fortification not there already); a standing
// crossing to demolish, a crossing to repair, and a unit of the side on the map to do it. The ids are the checks'.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Violation } from '../../core/types.js';
import { sideKey } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { hexOf, varsOf, violation } from './state.js';
import { BUILT } from './works.js';

/** Whether `ids` (at least one) are all units of the side on the map. */
function ownOnMap(state: GameState, side: string, ids: readonly string[]): boolean {
  const own = (id: string) => {
    const p = state.pieces.find((x) => x.id === id);
    return p?.kind === 'unit' && p.side === side && hexOf(p) !== null;
  };
  return ids.length > 0 && ids.every(own);
}

/** I.1, X why a construction cannot be begun even by hand. */
export function impossibleBuild(module: GameModule, state: GameState, action: Action): Violation[] {
  const kind = str(action.args.kind) ?? '';
  const [a, b] = [str(action.args.a) ?? '', str(action.args.b) ?? ''];
  const spec = BUILT[kind];
  if (!spec) return [violation('build.kind', 'X', 'Nothing of that kind can be built', { kind })];
  if (!ownOnMap(state, action.side, strs(action.args.pieces) ?? []))
    return [violation('build.units', 'X.I.2', 'The builders stand in the hex of the work')];
  const graph = mapGraph(module);
  const v = varsOf(state);
  if (spec.kind !== undefined) {
    if (!graph.has(a) || !graph.neighbors(a).includes(b))
      return [violation('build.where', 'X.II.3', 'A crossing spans the hexside of the builders’ hex')];
    if (v.crossings[sideKey(a, b)])
      return [violation('build.here', 'X.II.3', 'there is a crossing there already', { hex: a })];
    return [];
  }
  if (!graph.has(a) || a !== b) return [violation('build.where', 'X.I.2', 'Works are built in the builders’ hex')];
  const w = v.works[a];
  if (w?.fort || (spec.work === 'trench' && w?.trench))
    return [violation('build.here', 'X.I.1', `there is a ${w.fort ? 'fortification' : 'trench'} already`, { hex: a })];
  return [];
}

/** I.1, X.II.5 why a demolition cannot be carried out even by hand. */
export function impossibleDemolish(state: GameState, action: Action): Violation[] {
  const x = varsOf(state).crossings[sideKey(str(action.args.a) ?? '', str(action.args.b) ?? '')];
  if (!x || x.destroyed) return [violation('demolish.none', 'X.II.5', 'There is no standing crossing there')];
  if (!ownOnMap(state, action.side, (strs(action.args.pieces) ?? []).slice(0, 1)))
    return [violation('demolish.unit', 'X.II.5', 'Demolish with your own engineer')];
  return [];
}

/** I.1, X.I.2.4 why a repair cannot be carried out even by hand. */
export function impossibleRepair(state: GameState, action: Action): Violation[] {
  const x = varsOf(state).crossings[sideKey(str(action.args.a) ?? '', str(action.args.b) ?? '')];
  if (!x || !ownOnMap(state, action.side, (strs(action.args.pieces) ?? []).slice(0, 1)))
    return [violation('repair', 'X.I.2.4', 'An idle engineer beside a damaged crossing of its side repairs it')];
  return [];
}
