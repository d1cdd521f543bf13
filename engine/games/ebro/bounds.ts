// What a withdrawing formation's units and a reconstituted HQ may do. XX.1.5: the units of a formation that
// withdraws all leave by the same off-map box and carry out no offensive action (no attack, fire or reaction attack);
// one that cannot move because it is surrounded must attack the units around it, unless it holds a victory point
// objective (it may wait there). VII.5: until it rejoins its units the HQ's only activity is to redeploy in their
// direction, read here as: each of its moves ends nearer (in hexes) to the nearest of its units on the map; with none
// of them on the map it has no direction, and waits. "Surrounded" is read as VIII.7 words it: every neighbouring hex
// holds an enemy ground unit or lies beyond terrain no unit crosses (a lake, an impassable hexside, the Ebro with no
// crossing standing over it).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { boxesOf, boxNeighbours } from '../ourwar/boxes.js';
import { subordinate } from '../ourwar/command.js';
import type { Reach } from '../ourwar/reach.js';
import { ourWarOf } from '../ourwar/state.js';
import { classOf, hexsidesOf, mapGraph, waterIn } from '../ourwar/terrain.js';
import { hasFlag, isGround } from '../ourwar/units.js';
import { standing } from '../ourwar/zoc.js';
import { ebroScenario } from './scenario.js';
import { hexOf, varsOf } from './state.js';
import { inWithdrawal, withdrawalKey, withdrawalsOf } from './withdraw.js';

/** XX.1.5 whether a unit is withdrawing: its formation's withdrawal has begun and it is still in play. */
export const isWithdrawing = (state: GameState, id: string): boolean => varsOf(state).withdrawing?.[id] !== undefined;

/** VII.5 whether an HQ is reconstituted and has not rejoined its units yet. */
export const isRejoining = (state: GameState, id: string): boolean => varsOf(state).rejoining?.includes(id) ?? false;

/** XX.1.5 the box a withdrawing unit must leave by: the one a unit of its withdrawal already left by (null when none
 *  has left yet, or the unit is not withdrawing). */
export function withdrawalBox(module: GameModule, state: GameState, p: Pick<Piece, 'id' | 'def'>): string | null {
  const v = varsOf(state);
  if (!isWithdrawing(state, p.id) || !v.withdrawn) return null;
  const begun = v.withdrawals ?? {};
  const ws = withdrawalsOf(module, state).filter(
    (w) => begun[withdrawalKey(w)] !== undefined && inWithdrawal(module, p, w),
  );
  for (const [id, gone] of Object.entries(v.withdrawn)) {
    const x = state.pieces.find((q) => q.id === id);
    if (x && ws.some((w) => inWithdrawal(module, x, w))) return gone.box;
  }
  return null;
}

/** XX.1.5 whether a unit may not move because enemy ground units and impassable terrain surround it. */
export function surrounded(module: GameModule, state: GameState, p: Piece): boolean {
  const at = hexOf(p);
  if (at === null) return false;
  const v = ourWarOf(state);
  const near = new Set(mapGraph(module).neighbors(at));
  const foes = new Set(
    state.pieces
      .filter((x) => x.side !== p.side && x.kind === 'unit' && hexOf(x) !== null && near.has(hexOf(x)!))
      .filter((x) => isGround(module, x))
      .map((x) => hexOf(x)!),
  );
  return hexsidesOf(module, at).every(
    (hs) =>
      foes.has(hs.to) ||
      (hs.impassable && !hasFlag(module, p, 'mountain')) ||
      classOf(hs.terrain, v.weather) === 'lake' ||
      (waterIn(hs.water, v.weather) === 'primary' && !standing(v.crossings[hs.key])),
  );
}

/** XVII.2 whether a unit stands on one of the scenario's victory point objectives. */
const onObjective = (module: GameModule, state: GameState, p: Piece): boolean =>
  ebroScenario(module, state.scenarioId).objectives.some((o) => o.hex === hexOf(p));

/** XX.1.5 whether a unit may start a combat as far as its withdrawal goes: not withdrawing, or surrounded. */
export const mayAttackWithdrawing = (module: GameModule, state: GameState, p: Piece): boolean =>
  !isWithdrawing(state, p.id) || surrounded(module, state, p);

/** XX.1.5 whether a withdrawing unit must attack the units around it: surrounded, and holding no objective. */
export const mustAttack = (module: GameModule, state: GameState, p: Piece): boolean =>
  isWithdrawing(state, p.id) && surrounded(module, state, p) && !onObjective(module, state, p);

/** VII.5 how far a place is from the nearest of these hexes: in hexes, a box one more than its nearest hex. */
function farFrom(module: GameModule, state: GameState, place: string, targets: readonly string[]): number {
  const graph = mapGraph(module);
  const boxes = boxesOf(module, state);
  const hexFar = (h: string) => Math.min(...targets.map((t) => graph.distance(h, t)));
  if (!boxes[place]) return graph.has(place) ? hexFar(place) : Number.POSITIVE_INFINITY;
  // a box: through its linked boxes to the first edge hexes
  const seen = new Set([place]);
  for (let ring = [place], steps = 1; ring.length > 0; steps++) {
    const next: string[] = [];
    let best = Number.POSITIVE_INFINITY;
    for (const b of ring)
      for (const n of boxNeighbours(module, state, b)) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (boxes[n]) next.push(n);
        else best = Math.min(best, steps + hexFar(n));
      }
    if (best < Number.POSITIVE_INFINITY) return best;
    ring = next;
  }
  return Number.POSITIVE_INFINITY;
}

/** VII.5 the destinations of a move with a rejoining HQ among the movers: those nearer to the HQ's nearest unit on
 *  the map than where it starts (none when it has no unit on the map). */
export function towardItsUnits(module: GameModule, state: GameState, hq: Piece, reach: Map<string, Reach>) {
  const units = state.pieces
    .filter((u) => u.side === hq.side && u.kind === 'unit' && u.at.kind === 'hex' && subordinate(module, u, hq))
    .map((u) => hexOf(u)!);
  const out = new Map<string, Reach>();
  const start = hq.at.kind === 'hex' ? hq.at.hex : hq.at.kind === 'box' ? hq.at.box : null;
  if (units.length === 0 || start === null) return out;
  const now = farFrom(module, state, start, units);
  for (const [place, r] of reach) if (farFrom(module, state, place, units) < now) out.set(place, r);
  return out;
}

/** VII.5, XX.1.5 a move's destinations as its movers allow: with a rejoining HQ only toward its units; with a
 *  withdrawing unit whose formation has begun to leave, no box but the one it leaves by. */
export function boundedReach(module: GameModule, state: GameState, ids: readonly string[], reach: Map<string, Reach>) {
  const v = varsOf(state);
  if (!v.rejoining?.length && !v.withdrawn) return reach;
  const boxes = boxesOf(module, state);
  let out = reach;
  for (const id of ids) {
    const p = state.pieces.find((x) => x.id === id);
    if (!p) continue;
    if (isRejoining(state, id)) out = towardItsUnits(module, state, p, out);
    const box = withdrawalBox(module, state, p);
    if (box !== null) out = new Map([...out].filter(([place]) => boxes[place] === undefined || place === box));
  }
  return out;
}
