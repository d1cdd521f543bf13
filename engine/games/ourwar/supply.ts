// Supply (VIII, VII.2.3, XIX.1.2): per side, which hexes a line of supply reaches and which units are in supply.
// Lines are traced at the movement cost of a generic foot unit (VIII.2, VIII.5), never through enemy-controlled hexes
// or enemy units (VI.3, VIII.4), across water only by fixed crossings (VIII.2.6), from the side's boxes: within 6 MP
// of the map edge next to a supplied box (VIII.2.1), along roads at redeployment cost and by rail from rail head to
// rail head, a hex around each (VIII.2.4), and down the chain of
// command within each HQ's supply range (VIII.2.2, VII.2.3). The surprise side is supplied unless surrounded (VIII.7).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { commandingHq } from './chain.js';
import { boxesOf, boxHolder, edgeHexes, mayEnterBox } from './boxes.js';
import { MinQueue } from './queue.js';
import { byRail } from './railsupply.js';
import { MAJOR, marksOf, ourWarOf, type Side } from './state.js';
import { classIn, classOf, ENTER_MP, featuresBetween, type Hexside, hexsidesOf, mapGraph, waterIn } from './terrain.js';
import { factorsOf, hasFlag, isHQ } from './units.js';
import { enemyControlled, enemyUnitAt, placeOf, standing, type Supplied, zocView, type ZocView } from './zoc.js';

/** VIII.2.1 the range in MP of a line of supply from a map-edge hex. */
export const EDGE_RANGE = 6;

/** One side's supply: the places its lines reach and its units in supply. */
export interface SupplyMap {
  side: Side;
  /** Hexes and boxes a line of supply reaches (VIII.2.1, VIII.2.4, VIII.3). */
  places: Set<string>;
  /** Units in supply (all methods, surprise and intensive fire applied). */
  units: Set<string>;
}

/** VII.2.3, VIII.5 a range in MP as the turn makes it: halved rounding up at night, unless the side has surprise. */
export function rangeTonight(state: GameState, side: Side, mp: number): number {
  const v = ourWarOf(state);
  return v.part === 'night' && v.surprise?.side !== side ? Math.ceil(mp / 2) : mp;
}

/**
 * VIII.2, VIII.2.6 the cost of a line of supply over one of a hex's hexsides for a generic foot unit, null where it
 * may not go; `end` when it must stop there (a crossing with no road or railway over it, or a damaged one).
 */
function lineStep(view: ZocView, side: Side, hs: Hexside): { mp: number; end: boolean } | null {
  const v = ourWarOf(view.state);
  const cls = classOf(hs.terrain, v.weather);
  if (cls === 'lake' || hs.impassable || enemyControlled(view, side, hs.to)) return null;
  const ice = v.terrainState === 'ice' ? 2 : 1;
  let mp = ENTER_MP[cls] * (v.terrainState === 'mud' && (cls === 'clear' || cls === 'marsh') ? 2 : ice);
  const ruin = v.works[hs.to]?.ruin;
  if (ruin) mp += (ruin === 'devastated' ? 1 : 2) * ice;
  if (hs.contour) mp += ice;
  if (waterIn(hs.water, v.weather) === null) return { mp, end: false };
  const c = v.crossings[hs.key];
  if (!standing(c)) return null;
  return { mp: mp + (MAJOR.has(c.kind) ? 1 : 2), end: c.damage > 0 || !(hs.road || hs.rail) };
}

/** VIII.2.4 a road step of a line of supply: along a road, over water only on an undamaged fixed crossing. */
function roadLine(view: ZocView, side: Side, hs: Hexside): boolean {
  const v = ourWarOf(view.state);
  if (!hs.road || enemyControlled(view, side, hs.to)) return false;
  if (classOf(hs.terrain, v.weather) === 'lake') return false;
  if (waterIn(hs.water, v.weather) === null) return true;
  const c = v.crossings[hs.key];
  return standing(c) && c.damage === 0;
}

/** VIII.2, VIII.2.4 a line's step over a hexside at its natural cost, or the road rate where a road runs and helps. */
function lineCost(view: ZocView, side: Side, hs: Hexside, rate: number): { mp: number; end: boolean } | null {
  const s = lineStep(view, side, hs);
  return s && roadLine(view, side, hs) ? { ...s, mp: Math.min(s.mp, rate) } : s;
}

/** VIII.2 the hexes a line of supply may start from: neither enemy-controlled nor a lake (nor a box, IV.8: a lake). */
function lineSeeds(view: ZocView, side: Side, seeds: Iterable<string>): Set<string> {
  const weather = ourWarOf(view.state).weather;
  const out = new Set<string>();
  for (const s of seeds) if (!enemyControlled(view, side, s) && classIn(view.module, s, weather) !== 'lake') out.add(s);
  return out;
}

/**
 * VIII.2, VII.2.3 the hexes a line of supply reaches from `seeds` within `budget` MP, with their cost: natural
 * costs, or 1 MP a hex where a road runs (the redeployment rate, used where it helps); `ends`, the hexes where it
 * stopped beyond a crossing (VIII.2.6, unless `stopAtCrossings` is false).
 */
export function lineRange(
  view: ZocView,
  side: Side,
  seeds: readonly string[],
  budget: number,
  stopAtCrossings = true,
): { mp: Map<string, number>; ends: Set<string> } {
  const best = new Map<string, number>();
  const ends = new Set<string>();
  const queue = new MinQueue();
  for (const s of lineSeeds(view, side, seeds)) {
    best.set(s, 0);
    queue.push(s, 0);
  }
  const rate = roadRate(view);
  for (let q = queue.pop(); q; q = queue.pop()) {
    if (q.priority > best.get(q.key)! || ends.has(q.key)) continue;
    for (const hs of hexsidesOf(view.module, q.key)) {
      const n = hs.to;
      const s = lineCost(view, side, hs, rate);
      if (!s) continue;
      const mp = q.priority + s.mp;
      if (mp > budget || mp >= (best.get(n) ?? Number.POSITIVE_INFINITY)) continue;
      best.set(n, mp);
      if (s.end && stopAtCrossings) ends.add(n);
      else ends.delete(n);
      queue.push(n, mp);
    }
  }
  return { mp: best, ends };
}
const roadRate = (view: ZocView) => (['mud', 'ice'].includes(ourWarOf(view.state).terrainState) ? 2 : 1);

/** VIII.2.4 the hexes joined by road to these, outside enemy control (the whole connected road). */
function alongRoads(view: ZocView, side: Side, from: Iterable<string>, into: Set<string>): void {
  const stack = [...from];
  while (stack.length > 0) {
    const h = stack.pop()!;
    for (const hs of hexsidesOf(view.module, h))
      if (!into.has(hs.to) && roadLine(view, side, hs)) {
        into.add(hs.to);
        stack.push(hs.to);
      }
  }
}

/** VIII.3, XIX.1.2 a side's boxes in supply: its exterior and remote boxes, and the interior boxes it holds. */
export function suppliedBoxes(module: GameModule, state: GameState, side: Side): Set<string> {
  const out = new Set<string>();
  for (const [id, b] of Object.entries(boxesOf(module, state))) {
    if (!mayEnterBox(module, state, side, id)) continue;
    if (b.kind === 'interior' ? boxHolder(module, state, id) === side : b.side === side) out.add(id);
  }
  return out;
}

const memo = new WeakMap<GameState, Map<string, SupplyMap>>();

/** VIII a side's supply in a position (memoised per state when the ZOC input is the default). */
export function supplyOf(module: GameModule, state: GameState, side: Side, zocInput?: Supplied): SupplyMap {
  const cached = zocInput ? undefined : memo.get(state)?.get(side);
  if (cached) return cached;
  const view = zocView(module, state, zocInput);
  const v = ourWarOf(state);
  const boxes = suppliedBoxes(module, state, side);
  const places = new Set<string>(boxes);
  const seeds = [...boxes].flatMap((b) => {
    const box = boxesOf(module, state)[b]!;
    return box.kind === 'interior' && box.edge ? edgeHexes(module, box.edge) : [];
  });
  const edge = lineRange(view, side, seeds, rangeTonight(state, side, EDGE_RANGE));
  for (const h of edge.mp.keys()) places.add(h);
  // VIII.2.6 a line that stopped beyond a crossing is extended by no means
  alongRoads(
    view,
    side,
    [...places].filter((h) => !edge.ends.has(h)),
    places,
  );
  // VIII.2.4 by rail from rail head to rail head, a hex around each
  byRail(view, side, places, edge.ends, {
    roads: (from) => alongRoads(view, side, from, places),
    step: (hs) => lineCost(view, side, hs, roadRate(view)) !== null,
  });
  const units = new Set<string>();
  const own = state.pieces.filter((p) => p.kind === 'unit' && p.side === side && placeOf(p) !== null);
  const hqs = own.filter((p) => isHQ(module, p) && p.at.kind === 'hex');
  const rejoining = new Set(v.rejoining ?? []);
  // VIII.2.2 down the chain of command, from every supplied HQ to its subordinates within its supply range
  const reached = new Set<string>();
  // The units not yet in supply: each pass looks only at these.
  let waiting = own;
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of waiting) if (places.has(placeOf(p)!)) units.add(p.id);
    waiting = waiting.filter((p) => !units.has(p.id));
    for (const hq of hqs) {
      if (!units.has(hq.id) || reached.has(hq.id) || marksOf(v, hq.id).dso || marksOf(v, hq.id).intensive) continue;
      // VII.5 a reconstituted HQ that has not rejoined its units may only redeploy: it supplies no one
      if (rejoining.has(hq.id)) continue;
      reached.add(hq.id);
      if (waiting.length === 0) continue;
      const range = lineRange(view, side, [placeOf(hq)!], rangeTonight(state, side, factorsOf(module, hq).supply));
      for (const p of waiting)
        if (!units.has(p.id) && range.mp.has(placeOf(p)!) && answersTo(module, state, p, hq)) {
          units.add(p.id);
          changed = true;
          if (!range.ends.has(placeOf(p)!)) alongRoads(view, side, [placeOf(p)!], places);
        }
      waiting = waiting.filter((p) => !units.has(p.id));
    }
  }
  surprise(view, side, own, units);
  for (const p of own) if (marksOf(v, p.id).intensive) units.delete(p.id);
  const out = { side, places, units };
  if (!zocInput) {
    if (!memo.has(state)) memo.set(state, new Map());
    memo.get(state)!.set(side, out);
  }
  return out;
}

/**
 * VII.2, VII.3-VII.5 the piece of the HQ a unit answers to now (chain.ts `commandingHq`): its own HQ while that
 * commands; the next one up when it was lost on an earlier turn or, reconstituted, has not rejoined its units yet;
 * none on the turn it was lost (VII.3: "supply may not be traced to the HQ immediately superior") or out of play.
 */
export function hqPiece(module: GameModule, state: GameState, p: Pick<Piece, 'def'>): Piece | null {
  return commandingHq(module, state, p);
}

/** VIII.2.2, VII.2.4 a unit may draw supply from this HQ: its immediate HQ, or any HQ when directly assigned. */
function answersTo(module: GameModule, state: GameState, p: Piece, hq: Piece): boolean {
  if (p.id === hq.id) return false;
  return hqPiece(module, state, p)?.id === hq.id || hasFlag(module, p, 'direct');
}

/** VIII.7 the surprise side's units are in supply unless enemy units and impassable terrain surround them. */
function surprise(view: ZocView, side: Side, own: Piece[], units: Set<string>): void {
  if (ourWarOf(view.state).surprise?.side !== side) return;
  const { module, state } = view;
  const graph = mapGraph(module);
  for (const p of own) {
    const at = placeOf(p)!;
    if (p.at.kind !== 'hex') continue;
    const open = graph
      .neighbors(at)
      .some(
        (n) =>
          !enemyUnitAt(view, side, n) &&
          classIn(module, n, ourWarOf(state).weather) !== 'lake' &&
          !featuresBetween(module, at, n).has('impassable'),
      );
    if (open) units.add(p.id);
  }
}

/** VIII whether a unit is in supply now. */
export function inSupply(module: GameModule, state: GameState, piece: Piece): boolean {
  const side = piece.side as Side;
  if (side !== 'nationalist' && side !== 'republican') return false;
  return supplyOf(module, state, side).units.has(piece.id);
}

const statuses = new WeakMap<GameState, Supplied>();

/** VIII the supply status of every unit as the input ZOC, movement and command take (one function per state). */
export function suppliedIn(module: GameModule, state: GameState): Supplied {
  let f = statuses.get(state);
  if (!f) {
    f = (p) => inSupply(module, state, p);
    statuses.set(state, f);
  }
  return f;
}

/** VIII.8, IX.4.9 how far hexes are from a side's supply, settled only as far as a question needs. */
export interface SupplyDistance {
  /** A hex's distance in MP of a line of supply, when below `limit`; else (or never reached) Infinity. */
  get(hex: string, limit?: number): number;
}

/**
 * VIII.8, IX.4.9 how far each hex is, in MP of a line of supply, from the side's nearest supplied hex (traced out
 * from the supplied hexes, enemy control barred, a crossing with no road not ending it: this is a distance to
 * move, not a line). The search runs on only as far as the hexes asked about (a lazy Dijkstra).
 */
export function supplyDistance(module: GameModule, state: GameState, side: Side): SupplyDistance {
  const view = zocView(module, state);
  const best = new Map<string, number>();
  const settled = new Set<string>();
  const queue = new MinQueue();
  for (const s of lineSeeds(view, side, supplyOf(module, state, side).places)) {
    best.set(s, 0);
    queue.push(s, 0);
  }
  const rate = roadRate(view);
  return {
    get(hex, limit = Number.POSITIVE_INFINITY) {
      while (!settled.has(hex) && (queue.peek() ?? limit) < limit) {
        const q = queue.pop()!;
        if (settled.has(q.key) || q.priority > best.get(q.key)!) continue;
        settled.add(q.key);
        for (const hs of hexsidesOf(module, q.key)) {
          const s = lineCost(view, side, hs, rate);
          if (!s) continue;
          const mp = q.priority + s.mp;
          if (mp >= (best.get(hs.to) ?? Number.POSITIVE_INFINITY)) continue;
          best.set(hs.to, mp);
          queue.push(hs.to, mp);
        }
      }
      return settled.has(hex) && best.get(hex)! < limit ? best.get(hex)! : Number.POSITIVE_INFINITY;
    },
  };
}
