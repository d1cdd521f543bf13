// Ground stacking (XI): how many stacking points a hex or box holds, how many a side's ground units use there, whether
// units may enter (IX.4.6) and which places are overstacked (XI.7). Air stacking (XI.3) is the air rules' own.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { ourWarOf } from './state.js';
import { boxesOf } from './boxes.js';
import { carriedStack, countersOf } from './engineering.js';
import { classIn, STACK_LIMIT } from './terrain.js';
import { defOf, factorsOf, isAir, isBoats } from './units.js';
import { placeOf } from './zoc.js';

/** XI.6 the ground stacking points of an interior box (exterior and remote boxes hold any number). */
export const INTERIOR_BOX_LIMIT = 60;
/** XI.2 a full-strength boats counter being carried costs four stacking points. */
export const BOATS_STACK = 4;

/**
 * XI.2 the stacking points a piece uses among ground units: its printed stacking value; a boats counter 4 when at
 * full strength (XI.5 carried crossings count as ground units); air units and markers none (XI.3 apart).
 */
export function stackCost(module: GameModule, piece: Piece): number {
  if (piece.kind !== 'unit' || isAir(module, piece)) return 0;
  const printed = factorsOf(module, piece).stack;
  if (isBoats(module, piece) && piece.steps >= defOf(module, piece).steps) return BOATS_STACK;
  return printed;
}

/**
 * XI.2 the ground stacking limit of a place: by the hex's class in this weather (IV.8: a marsh in a storm is a lake,
 * 0; off the map, 0); XI.6 an interior box 60, exterior and remote boxes none; a place that is neither: 0.
 */
export function stackLimit(module: GameModule, state: GameState, place: string): number {
  const box = boxesOf(module, state)[place];
  if (box) return box.kind === 'interior' ? INTERIOR_BOX_LIMIT : Number.POSITIVE_INFINITY;
  return STACK_LIMIT[classIn(module, place, ourWarOf(state).weather)];
}

/** XI.2 the ground stacking points a side's units use in a place (leaving out the ids in `besides`). */
export function stackUsed(
  module: GameModule,
  state: GameState,
  side: string,
  place: string,
  besides: ReadonlySet<string> = new Set(),
): number {
  let used = 0;
  for (const p of state.pieces)
    if (p.side === side && !besides.has(p.id) && placeOf(p) === place) used += stackCost(module, p);
  return used;
}

/** XI.5, X.II.7 the stacking points the side's dismantled crossing counters lying in a place use. */
export function countersUsed(state: GameState, side: string, place: string): number {
  let used = 0;
  for (const k of countersOf(ourWarOf(state)).counters ?? [])
    if (k.side === side && k.hex === place) used += carriedStack(k.kind);
  return used;
}

/**
 * IX.4.6 whether units may enter a place without exceeding its stacking limit (the units already there aside, and
 * the side's crossing counters lying there, XI.5); `here`, when the caller has them, the units in the place (else
 * the state's pieces are searched).
 */
export function canStack(
  module: GameModule,
  state: GameState,
  pieces: readonly Piece[],
  place: string,
  here?: readonly Piece[],
): boolean {
  if (pieces.length === 0) return true;
  const movers = new Set(pieces.map((p) => p.id));
  const side = pieces[0]!.side;
  let used = pieces.reduce((n, p) => n + stackCost(module, p), 0);
  if (here) {
    for (const p of here) if (p.side === side && !movers.has(p.id)) used += stackCost(module, p);
  } else used += stackUsed(module, state, side, place, movers);
  return used + countersUsed(state, side, place) <= stackLimit(module, state, place);
}

/** One overstacked place (XI.7): the side, the points used and the limit. */
export interface Overstack {
  place: string;
  side: string;
  used: number;
  limit: number;
}

/** XI.7 every hex and box where a side's ground units use more stacking points than the limit (the dead aside). */
export function overstacked(module: GameModule, state: GameState): Overstack[] {
  const used = new Map<string, number>();
  for (const p of state.pieces) {
    const at = placeOf(p);
    if (at === null || p.kind !== 'unit' || p.at.kind === 'space') continue;
    if (p.at.kind === 'box' && !boxesOf(module, state)[at]) continue;
    const k = `${p.side}\n${at}`;
    used.set(k, (used.get(k) ?? 0) + stackCost(module, p));
  }
  const out: Overstack[] = [];
  for (const [k, n] of used) {
    const [side, place] = k.split('\n') as [string, string];
    const limit = stackLimit(module, state, place);
    if (n > limit) out.push({ place, side, used: n, limit });
  }
  return out.sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : a.side < b.side ? -1 : 1));
}
