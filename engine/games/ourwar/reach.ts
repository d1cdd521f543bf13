// Where a unit or a stack moving together can go this turn (IX): every hex or box with its cost and path, by a
// search over (place, enemy-ZOC hexes entered), in natural movement (IX.2.1, with boxes XIX.1.1, boats IX.2.7 and
// the one-hex minimum IX.1) or strategic redeployment along roads (IX.2.5). Stacking is checked on every hex entered.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { boxesOf, boxMoveCost, boxNeighbours, mayEnterBox } from './boxes.js';
import {
  allowance,
  boatable,
  type MoveReadings,
  READINGS,
  roadStep,
  type Step,
  unitStep,
  usableCrossing,
} from './movement.js';
import { MinQueue } from './queue.js';
import { canStack } from './stacking.js';
import { type SupplyDistance, suppliedIn } from './supply.js';
import { enemyOf, marksOf, ourWarOf, type Side, sideKey } from './state.js';
import { crossingSite, impassableBetween, mapGraph, printedWater, roadBetween, waterBetween } from './terrain.js';
import { factorsOf, levelsOf } from './units.js';
import { enemyUnitAt, inEnemyZoc, placeOf, type Supplied, zocView, type ZocView } from './zoc.js';

/** One destination: its cost in MP, the places entered in order, whether the move stops there, by boats or ferry. */
export interface Reach {
  place: string;
  mp: number;
  path: string[];
  stop: boolean;
  boats: boolean;
  ferry: boolean;
}

/**
 * How to search: the form of movement, the supply status (default: supply.ts's), the boats counter the stack began
 * the segment with, the readings.
 */
export interface ReachOptions {
  mode: 'natural' | 'road';
  supplied?: Supplied;
  /** IX.2.7 the id of a friendly boats counter the stack began the movement segment stacked with. */
  boats?: string | null;
  readings?: MoveReadings;
  /** XX.2.3 (optional) whether the stack may enter, from `from`, a hex holding enemy units as a bridgehead (the
   *  volume's rule, the whole hex's stacking limit with it); absent: never. */
  bridgehead?: (from: string, to: string, pieces: readonly Piece[]) => boolean;
}

/** IX.2.7 the boat crossings a stack has from its hex: each far-bank hex across a crossing site's water. */
export function boatCrossings(module: GameModule, state: GameState, ids: readonly string[], boatId: string): string[] {
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id)).filter((p): p is Piece => p !== undefined);
  const boat = state.pieces.find((p) => p.id === boatId);
  const at = pieces[0] ? placeOf(pieces[0]) : null;
  const v = ourWarOf(state);
  if (!boat || !at || placeOf(boat) !== at || marksOf(v, boat.id).act || pieces.length !== ids.length) return [];
  if (!pieces.every((p) => boatable(module, p) && placeOf(p) === at && p.side === boat.side)) return [];
  if (pieces.reduce((n, p) => n + levelsOf(p), 0) > factorsOf(module, boat).transport) return [];
  return mapGraph(module)
    .neighbors(at)
    .filter((n) => {
      const w = waterBetween(module, at, n, v.weather);
      // IV.8 no boats over a primary river in a storm; XX.1.4 nor over a flooded one
      const shut = w === 'primary' && (v.weather === 'stormy' || (v.flood ?? 0) > 0);
      return w !== null && crossingSite(module, at, n) && !shut;
    });
}

/** How a search step was made: by land (null), boats or ferry. */
type Via = { from: string; by: 'boats' | 'ferry' | null };

/**
 * IX.2.7, X.II.4 the hexes a ferry takes a unit to from a hex: a ferry on the hexside, built, undamaged, not yet
 * used this turn, both banks free of enemy ZOC.
 */
export function ferryCrossings(view: ZocView, unit: Piece, from: string): string[] {
  const v = ourWarOf(view.state);
  const foe = view.zoc[enemyOf(unit.side as Side)];
  if (foe.has(from)) return [];
  return mapGraph(view.module)
    .neighbors(from)
    .filter((n) => {
      const c = v.crossings[sideKey(from, n)];
      // XX.1.4 a flooded primary river takes no ferry
      const flooded = (v.flood ?? 0) > 0 && printedWater(view.module, from, n) === 'primary';
      return c?.kind === 'ferry' && !c.destroyed && !c.building && c.damage === 0 && !c.used && !foe.has(n) && !flooded;
    });
}

/** IX the places a stack (units in one place, the slowest governing) can reach this turn, with cost and path. */
export function reachable(
  module: GameModule,
  state: GameState,
  ids: readonly string[],
  opts: ReachOptions,
): Map<string, Reach> {
  const readings = opts.readings ?? READINGS;
  const sup = opts.supplied ?? suppliedIn(module, state);
  const view = zocView(module, state, sup);
  const v = ourWarOf(state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id)).filter((p): p is Piece => p !== undefined);
  const out = new Map<string, Reach>();
  const start = pieces[0] ? placeOf(pieces[0]) : null;
  if (!start || pieces.length !== ids.length || pieces.some((p) => placeOf(p) !== start)) return out;
  // IX.2.2 a unit a motor pool carried has finished, but for its own natural movement
  const done = (p: Piece) => marksOf(v, p.id).act === 'done' && !(marksOf(v, p.id).pooled && opts.mode === 'natural');
  if (pieces.some(done)) return out;
  const side = pieces[0]!.side as Side;
  const movers = new Set(ids);
  const levels = pieces.reduce((n, p) => n + levelsOf(p), 0);
  const full = Math.min(...pieces.map((p) => allowance(module, view, p, sup(p), readings)));
  const spent = Math.max(0, ...pieces.map((p) => marksOf(v, p.id).mp ?? 0));
  const left = full - spent;
  const ez0 = Math.max(0, ...pieces.map((p) => marksOf(v, p.id).ezoc ?? 0));
  const startEz = readings.ezocCountsStart && spent === 0 && inEnemyZoc(view, side, movers, start) ? 1 : 0;
  if (ez0 >= 2) return out;
  const road = opts.mode === 'road';
  // IX.2.5 a road move starts on a road of the map (never in a box)
  const graph = mapGraph(module);
  if (road && (!graph.has(start) || !graph.neighbors(start).some((n) => roadBetween(module, start, n)))) return out;
  const ezIn = (place: string) => (inEnemyZoc(view, side, movers, place) ? 1 : 0);

  const step = (from: string, to: string, shared = false): Step => {
    let mp = 0;
    for (const p of pieces) {
      const s = road ? roadStep(view, p, movers, from, to) : unitStep(view, p, from, to, levels, readings, shared);
      if ('refused' in s) return s;
      mp = Math.max(mp, s.mp);
    }
    // IX.4.3 leaving an enemy ZOC for a hex outside it costs 2 more
    return { mp: mp + (ezIn(from) && !ezIn(to) ? 2 : 0) };
  };
  const fits = (place: string) => canStack(module, state, pieces, place, view.units.get(place) ?? []);
  // XX.2.3 (optional) a step into the enemy's hex that makes or joins a bridgehead (natural movement only)
  const into = (from: string, to: string, stack: readonly Piece[]) =>
    !road && opts.bridgehead !== undefined && enemyUnitAt(view, side, to) && opts.bridgehead(from, to, stack);
  const best = new Map<string, number>();
  const prev = new Map<string, Via | null>();
  const queue = new MinQueue();
  const key = (place: string, ez: number) => `${place}#${Math.min(ez, 2)}`;
  const offer = (to: string, ez: number, mp: number, from: string | null, by: Via['by'] = null) => {
    const k = key(to, ez);
    if ((best.get(k) ?? Number.POSITIVE_INFINITY) <= mp) return;
    best.set(k, mp);
    prev.set(k, from === null ? null : { from, by });
    queue.push(k, mp);
  };
  offer(start, ez0 + startEz, 0, null);
  for (let q = queue.pop(); q; q = queue.pop()) {
    const k = q.key;
    if (q.priority > (best.get(k) ?? Number.POSITIVE_INFINITY)) continue;
    const cut = k.lastIndexOf('#');
    const at = k.slice(0, cut);
    const ez = Number(k.slice(cut + 1));
    const mp = q.priority;
    if (at !== start) record(out, at, mp, ez >= 2 || mp >= left, k, prev);
    // VI.2 the second enemy-ZOC hex entered ends the move; so does a move spending the whole allowance
    if ((at !== start && ez >= 2 && !road) || mp >= left) continue;
    const isBox = boxesOf(module, state)[at] !== undefined;
    if (!isBox)
      for (const n of mapGraph(module).neighbors(at)) {
        const shared = into(at, n, pieces);
        const s = step(at, n, shared);
        if ('refused' in s || mp + s.mp > left || !fits(n)) continue;
        // XX.2.3 entering a bridgehead ends the move ({source:'reconstructed'}: the enemy is in the hex)
        offer(n, shared ? 2 : ez + ezIn(n), mp + s.mp, k);
      }
    // IX.2.7 a ferry carries one unit over for nothing between banks free of enemy ZOC
    if (!isBox && !road && pieces.length === 1)
      for (const n of ferryCrossings(view, pieces[0]!, at))
        if (!enemyUnitAt(view, side, n) && fits(n)) offer(n, ez + ezIn(n), mp, k, 'ferry');
    if (road) continue;
    for (const n of boxNeighbours(module, state, at)) {
      const cost = boxMoveCost(full, left - mp);
      const intoBox = boxesOf(module, state)[n] !== undefined;
      if (cost === null || !fits(n)) continue;
      if (intoBox ? !mayEnterBox(module, state, side, n) : enemyUnitAt(view, side, n)) continue;
      offer(n, intoBox ? ez : ez + ezIn(n), mp + cost, k);
    }
    // IX.2.7 boats carry the stack over the water at a crossing site next to its hex for nothing
    if (at === start && opts.boats)
      for (const n of boatCrossings(module, state, ids, opts.boats)) {
        const boat = state.pieces.find((p) => p.id === opts.boats)!;
        const shared = into(at, n, [...pieces, boat]);
        if ((enemyUnitAt(view, side, n) && !shared) || !canStack(module, state, [...pieces, boat], n)) continue;
        offer(n, shared ? 2 : ez + ezIn(n), mp, k, 'boats');
      }
  }
  if (!road && spent === 0) oneHex(view, pieces, start, left, out, fits, readings);
  return out;
}

function record(
  out: Map<string, Reach>,
  at: string,
  mp: number,
  stop: boolean,
  k: string,
  prev: Map<string, Via | null>,
): void {
  const had = out.get(at);
  if (had && had.mp <= mp) return;
  const path: string[] = [];
  let boats = false;
  let ferry = false;
  for (let c: string | undefined = k; c !== undefined; ) {
    path.unshift(c.slice(0, c.lastIndexOf('#')));
    const p = prev.get(c);
    if (p?.by === 'boats') boats = true;
    if (p?.by === 'ferry') ferry = true;
    c = p?.from;
  }
  out.set(at, { place: at, mp, path: path.slice(1), stop, boats, ferry });
}

/**
 * IX.1 a unit that cannot enter a neighbouring hex even with all its MP may still move that one hex, spending all,
 * if it has not moved this turn; never across an impassable hexside or the primary river without a crossing.
 */
function oneHex(
  view: ZocView,
  pieces: Piece[],
  start: string,
  left: number,
  out: Map<string, Reach>,
  fits: (p: string) => boolean,
  readings: MoveReadings,
): void {
  const { module, state } = view;
  if (boxesOf(module, state)[start] || left <= 0) return;
  const weather = ourWarOf(state).weather;
  const levels = pieces.reduce((n, p) => n + levelsOf(p), 0);
  for (const n of mapGraph(module).neighbors(start)) {
    if (out.has(n) || !fits(n) || impassableBetween(module, start, n)) continue;
    if (pieces.some((p) => 'refused' in unitStep(view, p, start, n, levels, readings))) continue;
    const primary = waterBetween(module, start, n, weather) === 'primary';
    if (primary && pieces.some((p) => !usableCrossing(view, p, start, n, levels))) continue;
    out.set(n, { place: n, mp: left, path: [n], stop: true, boats: false, ferry: false });
  }
}

/**
 * VIII.8, IX.4.9 (digest §5.6 reading) the destinations an out-of-supply unit may take: those strictly nearer, in MP
 * of a line of supply, to its nearest supplied hex than where it starts (none when it can get no nearer).
 */
export function towardSupply(reach: Map<string, Reach>, distance: SupplyDistance, start: string): Map<string, Reach> {
  const here = distance.get(start);
  return new Map([...reach].filter(([h]) => distance.get(h, here) < here));
}
