// §11.4 retreats and §11.5 advances after combat, on the engine's retreat and advance systems: the legal paths of
// one or two spaces, narrowed by §11.4.5's priorities (friendly spaces, stacking with the Extended Retreat,
// supply), and the spaces the victorious attackers may enter.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { MapGraph } from '../../geometry/graph.js';
import {
  type RetreatPath,
  advanceOptions,
  preferEndInSupply,
  preferFriendly,
  preferNotExtended,
  retreatOptions,
} from '../../systems/combat/index.js';
import { adjacent, geoOf } from './geo.js';
import { type Side, enemyOf, unitsIn, varsOf } from './state.js';
import { endProblems } from './stacking.js';
import { suppliedSpaces } from './supply.js';

/** §9.1 the stacking limit (options.ts `stackingLimit`, default 3). */
export function stackingLimit(state: GameState): number {
  const n = varsOf(state).options.stackingLimit;
  return typeof n === 'number' ? n : 3;
}

/** The map as the retreat and advance systems walk it: Adjacent spaces (§3.0), units' spaces only. */
function graphOf(module: GameModule, state: GameState): MapGraph {
  const geo = geoOf(module);
  const ok = (s: string) => geo.has(s) && geo.attrs(s).kind !== 'country';
  return {
    nodes: () => geo.spaces,
    neighbors: (n) => adjacent(module, state, n).filter(ok),
    edgeKey: (a, b) => [a, b].sort().join('|'),
    has: (n) => geo.has(n),
  };
}

const hasEnemy = (state: GameState, space: string, side: Side) =>
  unitsIn(state, space).some((p) => p.side === enemyOf(side));

/** §11.4.5 the retreat paths of one unit of `side` from `from` the owner may choose among (empty: it cannot
 *  retreat and is removed, §11.4.4). */
export function retreatPaths(
  module: GameModule,
  state: GameState,
  from: string,
  side: Side,
  distance: number,
): RetreatPath[] {
  const control = varsOf(state).control;
  const friendly = (s: string) => control[s] === side;
  const limit = stackingLimit(state);
  const over = (s: string) => unitsIn(state, s).filter((p) => p.side === side).length + 1 > limit;
  const opts = retreatOptions(graphOf(module, state), from, {
    ref: '11.4.5',
    length: distance,
    // §11.4.5: never into a space with enemy combat units (the origin is never re-entered: the system's walk).
    canEnter: (_a, b) => !hasEnemy(state, b, side),
    overstacked: over,
    overstack: { mode: 'extend', extra: 1, endOk: friendly, ref: '11.4.5.1' },
  });
  // §11.4.5.1: an overstacked stop is allowed only in a friendly-controlled space.
  const legal = opts.legal.filter((p) => !p.extended || friendly(p.nodes[distance - 1]!));
  const supplied = suppliedSpaces(module, state, side);
  let best = legal;
  for (const pref of [preferFriendly(friendly), preferNotExtended(), preferEndInSupply((s) => supplied.has(s))]) {
    const scores = best.map((p) => pref.score(p));
    const min = Math.min(...scores);
    best = best.filter((_, i) => scores[i] === min);
  }
  return best;
}

/** §11.5 the paths (spaces entered in order) a group of advancing units may take: the defending space, and after a
 *  retreat of two the empty spaces the retreating units vacated, stopping on entering a Mountain (§11.5.3). The
 *  space where the group stops must take it: stacking and Non-Cooperation (stacking.ts endProblems, §11.5.4). */
export function advancePaths(
  module: GameModule,
  state: GameState,
  target: string,
  side: Side,
  distance: number,
  retreatRoutes: string[][],
  units: Piece[],
): string[][] {
  const geo = geoOf(module);
  const from = units[0]?.at.kind === 'space' ? units[0].at.space : null;
  const paths = advanceOptions({
    ref: '11.5',
    defender: target,
    defenderEmpty: !hasEnemy(state, target, side),
    retreatPaths: distance === 2 ? retreatRoutes : [],
    maxNodes: distance === 2 ? 3 : 1,
    canEnter: () => true,
    isEmpty: (s) => !hasEnemy(state, s, side),
    stopsIn: (s) => geo.attrs(s).terrain !== 'clear',
  }).paths;
  return paths.filter((p) => endProblems(module, state, side, units, from, p[p.length - 1]!).length === 0);
}
