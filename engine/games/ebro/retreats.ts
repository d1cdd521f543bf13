// XVI.7 a stack's retreat on the draft, one hex at a time: where it may go (the cheapest hexes free of enemy ZOC and
// control, within stacking), the exchange or surrender of a stack that cannot go, and the step itself. A retreat of
// several hexes (XX.2.5 panic, XX.2.6 the Republican defenders' extra retreat) goes on from the hex it reached and
// never back into a hex it has left ({source:'reconstructed'}: a retreat moves away; XVI.7 names no path rule for
// more than one hex); the owner chooses where there is a choice, and the way taken alone is taken at once.

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { allocateLevels, applyEffects, lossOrder, noEffects, type UnitEffects } from '../ourwar/losses.js';
import { unitStep } from '../ourwar/movement.js';
import { type RetreatMap, retreatOutcome } from '../ourwar/retreat.js';
import { canStack } from '../ourwar/stacking.js';
import { enemyOf, ourWarOf, type Side } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { enemyControlled, enemyUnitAt, zocView } from '../ourwar/zoc.js';
import { ebroScenario } from './scenario.js';
import type { EbroVars } from './state.js';
import { takeObjective } from './vp.js';

type D = Draft<EbroVars>;

/** XVI.7 the position a retreat reads: a copy of the pieces (views memoised on a draft before its pieces moved are
 *  stale: a reacting unit's new hex, XVI.6); XX.2.3 (optional) without the enemy's units sharing a bridgehead with
 *  the stack, whose ZOC yields to it and bars no retreat from it ({source:'reconstructed'}: else none could leave). */
function retreatPosition(state: GameState, side: Side, stack: Piece[]): GameState {
  const hex = stack[0]?.at.kind === 'hex' ? stack[0].at.hex : null;
  const shared = hex !== null && !!ourWarOf(state).bridgeheads?.[hex];
  return {
    ...state,
    pieces: state.pieces.filter((p) => !(shared && p.at.kind === 'hex' && p.at.hex === hex && p.side !== side)),
  };
}

/** XVI.7 the map a side's stack retreats over, in the position after the result (never back into `left`). */
export function retreatMap(
  module: GameModule,
  state: GameState,
  side: Side,
  stack: Piece[],
  left: string[],
): RetreatMap {
  const view = zocView(module, retreatPosition(state, side, stack));
  const levels = stack.reduce((n, p) => n + p.steps, 0);
  return {
    neighbors: (h) =>
      mapGraph(module)
        .neighbors(h)
        .filter((x) => !left.includes(x)),
    enemyZoc: (h) => view.zoc[enemyOf(side)].has(h),
    enemyControlled: (h) => enemyControlled(view, side, h),
    enemyIn: (h) => enemyUnitAt(view, side, h),
    cost: (a, b) =>
      Math.max(
        ...stack.map((p) => {
          const s = unitStep(view, p, a, b, levels);
          return 'mp' in s ? s.mp : Number.POSITIVE_INFINITY;
        }),
      ),
    fits: (h) => canStack(module, state, stack, h),
  };
}

/** The units of `ids` still on the map. */
export const onMapOf = (d: D, ids: readonly string[]): string[] =>
  ids.filter((id) => d.state.pieces.find((p) => p.id === id)?.at.kind === 'hex');

/** XVI.7 a stack's next hex of retreat: where it may go (several: the owner chooses), or the exchange or surrender
 *  done when it may go nowhere. */
export function retreatOf(module: GameModule, d: D, ids: string[], left: string[] = []): string[] {
  const stack = onMapOf(d, ids).map((id) => d.state.pieces.find((p) => p.id === id)!);
  if (stack.length === 0) return [];
  const side = stack[0]!.side as Side;
  const out = retreatOutcome(module, stack[0]!.at, retreatMap(module, d.state, side, stack, left));
  if (out.kind === 'retreat') return out.hexes;
  const fx: UnitEffects = noEffects();
  if (out.kind === 'exchange') {
    // XVI.7 the levels given to stay are lost as any levels are: the owner's order, the HQ last (VII.3)
    fx.levels = allocateLevels(lossOrder(module, stack), out.levels);
    fx.eliminated = stack.filter((p) => (fx.levels[p.id] ?? 0) >= p.steps).map((p) => p.id);
  } else if (out.kind === 'surrender') fx.captured = stack.map((p) => p.id);
  applyEffects(d, fx, { destroyed: DEAD_PILE, captured: DEAD_PILE });
  emit(d, {
    type: 'noRetreat',
    side,
    pieces: stack.map((p) => p.id),
    outcome: out.kind,
    levels: out.kind === 'exchange' ? out.levels : 0,
  });
  return [];
}

/** XVI.7 a stack retreats one hex. */
export function retreatTo(module: GameModule, d: D, ids: string[], hex: string): void {
  const side = d.state.pieces.find((p) => p.id === ids[0])!.side as Side;
  const going = onMapOf(d, ids);
  for (const id of going) moveTo(d, id, { kind: 'hex', hex });
  emit(d, { type: 'retreated', side, pieces: going, to: hex });
  takeObjective(d, ebroScenario(module, d.state.scenarioId).objectives, hex, side);
}

/** A retreat under way: the stack, the hexes still to go, the hexes it has left. */
export interface Going {
  ids: string[];
  hexes: number;
  left: string[];
}

/** XVI.7 a retreat goes on while its way is single; the hexes to choose from when the owner must choose ([] when
 *  it is over: all hexes gone, the stack gone, or unable to go on). */
export function goOn(module: GameModule, d: D, g: Going): string[] {
  while (g.hexes > 0) {
    if (onMapOf(d, g.ids).length === 0) return [];
    const hexes = retreatOf(module, d, g.ids, g.left);
    if (hexes.length !== 1) return hexes;
    step(module, d, g, hexes[0]!);
  }
  return [];
}

/** XVI.7 the stack of a retreat under way steps into `hex` (chosen or the only one). */
export function step(module: GameModule, d: D, g: Going, hex: string): void {
  const from = d.state.pieces.find((p) => p.id === onMapOf(d, g.ids)[0]);
  if (from?.at.kind === 'hex') g.left.push(from.at.hex);
  retreatTo(module, d, g.ids, hex);
  g.hexes -= 1;
}

/** XVI.7 units retreating from several hexes retreat hex by hex, each stack by itself. */
export function stacksOf(d: D, ids: readonly string[]): string[][] {
  const by = new Map<string, string[]>();
  for (const id of onMapOf(d, ids)) {
    const p = d.state.pieces.find((x) => x.id === id)!;
    const hex = (p.at as { hex: string }).hex;
    by.set(hex, [...(by.get(hex) ?? []), id]);
  }
  return [...by.values()];
}
