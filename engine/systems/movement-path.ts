// Check one declared path step by step, under the same rules as the reach search, and say exactly where and
// why it fails. Games turn the reason code into their own rule number (e.g. 'zocToZoc' -> Isabella 7.5).

import type { MapDef } from '../core/module.js';
import type { MapGraph } from '../geometry/graph.js';
import { reachable } from './movement.js';
import { NONE, prepareMove, type MoveOptions } from './movement-step.js';
import { slotOf } from './supply-graph.js';

/** Why a path is illegal. */
export type PathRefusal =
  | 'empty' // no start node
  | 'offMap' // a node that is not on the map
  | 'notAdjacent' // two consecutive nodes that do not touch
  | 'prohibited' // prohibited terrain or edge (Isabella 12.7)
  | 'blocked' // enemy-occupied (Isabella 6.1)
  | 'stacking' // over the stacking limit on the way (Isabella 6.2)
  | 'zocToZoc' // directly from EZOC to EZOC (Isabella 7.5)
  | 'stoppedInZoc' // continuing after entering a stopping EZOC (Isabella 7.5)
  | 'entryLimit' // too many limited nodes entered (Crusade §10.1.12)
  | 'noMP' // not enough MP (Isabella 12.3)
  | 'cannotEnd'; // over the stacking limit at the destination (Isabella 6.3)

/** The verdict on a path. */
export type PathCheck =
  | { ok: true; cost: number; mustStop: boolean; minimumMove: boolean }
  | { ok: false; index: number; reason: PathRefusal; message: string };

/** Check `path` (path[0] is the start) for a unit moving under `opts`. */
export function checkPath(graph: MapGraph, map: MapDef, path: readonly string[], opts: MoveOptions): PathCheck {
  const fail = (index: number, reason: PathRefusal, message: string): PathCheck => ({
    ok: false,
    index,
    reason,
    message,
  });
  if (path.length === 0) return fail(0, 'empty', 'the path is empty');
  for (let i = 0; i < path.length; i++)
    if (!graph.has(path[i]!)) return fail(i, 'offMap', `"${path[i]}" is not on the map`);
  const ctx = prepareMove(graph, map, path[0]!, opts);
  const { g, scale } = ctx;
  if (ctx.startUnits === NONE) return fail(0, 'prohibited', `${path[0]} cannot be entered (prohibited terrain)`);
  let cost = ctx.startUnits; // Isabella 10.2: the beachhead hex is paid for first
  if (cost > ctx.mpUnits) return fail(0, 'noMP', `${path[0]} costs more MP than the allowance (${opts.mp})`);
  let zc = 0;
  const limitedEntered = new Set<number>(); // Crusade §10.1.12: unique spaces count, re-entering one does not
  let stopped = false;
  let overMP: number | null = null;
  for (let i = 1; i < path.length; i++) {
    const u = g.index.get(path[i - 1]!)!;
    const v = g.index.get(path[i]!)!;
    const k = slotOf(g, u, v);
    if (k < 0) return fail(i, 'notAdjacent', `${path[i - 1]} and ${path[i]} are not adjacent`);
    if (stopped) return fail(i, 'stoppedInZoc', `the move ended on entering the enemy ZOC in ${path[i - 1]}`);
    const uz = ctx.inEzoc(u);
    const vz = ctx.inEzoc(v);
    const minimum =
      path.length === 2 && opts.minimumMoveIgnoresZOC === true && (opts.minimumMove ?? 'never') !== 'never';
    if (ctx.noZocToZoc && uz && vz && !minimum)
      return fail(i, 'zocToZoc', `no move directly from enemy ZOC in ${path[i - 1]} to enemy ZOC in ${path[i]}`);
    const step = ctx.step(u, k, v);
    if (step === NONE)
      return fail(i, 'prohibited', `${path[i]} cannot be entered from ${path[i - 1]} (prohibited terrain or hexside)`);
    const refusal = ctx.enterRefusal(v);
    if (refusal === 'blocked') return fail(i, 'blocked', `${path[i]} holds enemy units`);
    if (refusal === 'stacking')
      return fail(i, 'stacking', `${path[i]} is full: the stacking limit holds while moving through`);
    if (ctx.limitMask !== null && ctx.limitMask[v] === 1 && !limitedEntered.has(v)) {
      limitedEntered.add(v);
      if (limitedEntered.size >= ctx.EL)
        return fail(i, 'entryLimit', `${path[i]} would be one limited space too many this move`);
    }
    cost += step;
    if (cost > ctx.mpUnits && overMP === null) overMP = i;
    if (ctx.stopOnEnter && vz && ++zc >= ctx.stopAfter) stopped = true;
  }
  let minimumMove = false;
  if (overMP !== null) {
    // SFE §7.12 / Ebro IX.1: a single-hex move may exceed the allowance
    const mode = opts.minimumMove ?? 'never';
    const single = path.length === 2;
    const allowed =
      single &&
      (mode === 'always' ||
        (mode === 'ifImmobile' && reachable(graph, map, path[0]!, opts).get(path[1]!)?.minimumMove === true));
    if (!allowed) {
      return fail(
        overMP,
        'noMP',
        `${path[overMP]} costs more MP than remain (path ${cost / scale} MP, allowance ${opts.mp})`,
      );
    }
    minimumMove = true;
  }
  const last = path[path.length - 1]!;
  if (path.length > 1 && opts.canEnd && !opts.canEnd(last)) {
    return fail(path.length - 1, 'cannotEnd', `${last} would be over the stacking limit at the end of the move`);
  }
  return { ok: true, cost: cost / scale, mustStop: stopped, minimumMove };
}
