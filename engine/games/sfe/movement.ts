// Ground movement (§7) and strategic movement (§7.2): a unit spends movement points up to its printed factor, cut
// by weather and then supply (§7.11), entering a hex only if it can pay its full cost (§7.1), stopping when it
// enters an enemy ZOC (§6.11); it may always move one hex (§7.12). Strategic movement multiplies the MPs left for
// ground movement by 1½ through hexes controlled at the start of the Movement Phase and free of enemy ZOC (§7.2).
// The cheapest path is searched here; the verb in moves.ts carries a move out.

import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { interdictionOf } from './airsupport.js';
import { effectiveLevel, supplyMp } from './supplystatus.js';
import {
  controllerAtStart,
  defOf,
  enemyOf,
  faceOf,
  hexDef,
  hexOf,
  isAirOrNaval,
  isFort,
  type SfeVars,
  type Side,
  unitsIn,
  type Weather,
  type Zone,
} from './state.js';
import { cityClass, enterCost, graphOf } from './terrain.js';
import { frozen, weatherAt, weatherMp } from './weather.js';
import { limitedZocSurcharge, type ZocKind, zocKinds, zocOf } from './zoc.js';

/** §7.2 strategic movement multiplies the MPs left for ground movement by 1½. */
export const SM_FACTOR = 1.5;

/** §7.0 the pieces that move on the ground: ground units, leaders and supply units (not air, naval or forts). */
export const movesOnGround = (def: UnitDef | undefined): def is UnitDef => !!def && !isAirOrNaval(def) && !isFort(def);

/** §7.11 a unit's MPs this phase: its printed factor, cut by the weather first, then by its supply (§23.51). */
export function availableMp(module: GameModule, v: SfeVars, p: Piece): number {
  const def = defOf(module, p);
  const at = hexOf(p);
  if (!def || !at) return 0;
  const mf = weatherMp(module, faceOf(def, p).movement, weatherAt(module, v.weather, at));
  const major = cityClass(hexDef(module, at)) === 'major';
  return supplyMp(module, mf, effectiveLevel(v.unsupplied[p.id] ?? 0, major));
}

/** §16.15 a unit's printed movement factor (on the face it shows). */
const movementFactor = (module: GameModule, p: Piece): number => {
  const def = defOf(module, p);
  return def ? faceOf(def, p).movement : 0;
};

/** §7.2 the MPs left for ground movement, multiplied by 1½ for strategic movement. */
export function mpLeft(module: GameModule, v: SfeVars, p: Piece, sm: boolean): number {
  const left = Math.max(0, availableMp(module, v, p) - (v.moved[p.id]?.mp ?? 0));
  return sm ? left * SM_FACTOR : left;
}

/** One reachable hex: what it costs (in the move's MPs: strategic ones for an SM move) and the path there. */
export interface Reached {
  cost: number;
  path: string[];
  /** §6.11 it lies in an enemy ZOC: the move stops there. */
  zoc: boolean;
}

/** What a move search needs: the enemy's ZOC, whether it is strategic, and the MPs it has. */
export interface MoveSearch {
  /** §6.1 every hex in an enemy ZOC (strategic movement avoids them all, §7.2). */
  enemyZoc: ReadonlySet<string>;
  /** §28.01 (optional) the enemy ZOC by kind: only a normal ZOC stops a move; a limited one costs MPs. */
  kinds?: ReadonlyMap<string, ZocKind>;
  sm: boolean;
  mp: number;
  /** §7.12 the unit has not moved this phase: it may always move one hex. */
  fresh: boolean;
  /** §16.15 the extra MPs the unit pays to leave each hex the enemy interdicts. */
  interdicted?: ReadonlyMap<string, number>;
}

/** The entry costs found under the last weather asked for, by map (every unit's search of a phase shares them). */
const costsKnown = new WeakMap<GameModule, { weather: string; costs: Map<string, number> }>();

/** §7.1, §25.3 the cost of entering `b` from `a` under `weather` (what is frozen counted), found once an edge. */
function entryCosts(module: GameModule, weather: Record<Zone, Weather>): (a: string, b: string) => number {
  const key = (['A', 'B', 'C', 'D', 'E'] as const).map((z) => weather[z]).join();
  let known = costsKnown.get(module);
  if (known?.weather !== key) {
    known = { weather: key, costs: new Map() };
    costsKnown.set(module, known);
  }
  const costs = known.costs;
  return (a, b) => {
    const edge = `${a}>${b}`;
    let c = costs.get(edge);
    if (c === undefined) {
      c = enterCost(module, a, b, frozen(module, weather, a, b));
      costs.set(edge, c);
    }
    return c;
  };
}

/** §7, §7.2 the search's ingredients for a piece now (`enemyZoc`: its enemy's ZOC, when the caller has it). */
export function moveSearch(
  module: GameModule,
  state: GameState,
  p: Piece,
  sm: boolean,
  enemyZoc: ReadonlySet<string> = zocOf(module, state, enemyOf(p.side)),
): MoveSearch {
  const v = state.vars as unknown as SfeVars;
  const limited = !!v.options.limitedZoc;
  return {
    enemyZoc,
    ...(limited ? { kinds: zocKinds(module, state, enemyOf(p.side)) } : {}),
    sm,
    mp: mpLeft(module, v, p, sm),
    fresh: !v.moved[p.id],
    interdicted: interdictionOf(state, p.side as Side, movementFactor(module, p)),
  };
}

/**
 * §7.1, §6.11, §7.12, §7.2 every hex `p` may move to now, with its cheapest cost and path: never into a hex with
 * enemy units (overrun is §14's), stopping in enemy ZOC; a strategic move only through hexes its side controlled
 * at the start of the phase and out of enemy ZOC, and never from one.
 */
export function reach(module: GameModule, state: GameState, p: Piece, s: MoveSearch): Map<string, Reached> {
  const v = state.vars as unknown as SfeVars;
  const from = hexOf(p);
  const out = new Map<string, Reached>();
  if (!from || v.moved[p.id]?.done) return out;
  if (s.sm && s.enemyZoc.has(from)) return out;
  const graph = graphOf(module);
  const side = p.side as Side;
  // the enemy's pieces by hex, gathered once a search: a hex holds enemy units when unitsIn finds some among them
  const enemies = new Map<string, Piece[]>();
  for (const x of state.pieces) {
    if (x.side === side || x.at.kind !== 'hex') continue;
    const here = enemies.get(x.at.hex);
    if (here) here.push(x);
    else enemies.set(x.at.hex, [x]);
  }
  const enemyIn = (h: string) => {
    const here = enemies.get(h);
    return !!here && unitsIn({ pieces: here }, h).length > 0;
  };
  const smOk = (h: string) => controllerAtStart(v, h) === side && !s.enemyZoc.has(h);
  const cost = entryCosts(module, v.weather);
  // §6.11 what stops a move: any enemy ZOC, or under §28.01 a normal one only (a limited one costs MPs).
  const stops = (h: string) => (s.kinds ? s.kinds.get(h) === 'normal' : s.enemyZoc.has(h));
  const zocExtra = (a: string, b: string) => (s.kinds ? limitedZocSurcharge(s.kinds, a, b, a === from && s.fresh) : 0);
  // §16.15 leaving an interdicted hex costs extra MPs (in the Exploitation Phase too: the whole enemy turn)
  const interdicted = s.interdicted ?? interdictionOf(state, side, movementFactor(module, p));
  const extra = (a: string, b: string) => zocExtra(a, b) + (interdicted.get(a) ?? 0);
  const best = new Map<string, Reached>([[from, { cost: 0, path: [], zoc: false }]]);
  const queue = [from];
  // the cheapest hex queued first (the first by name among equals)
  const before = (a: string, b: string) => best.get(a)!.cost - best.get(b)!.cost || (a < b ? -1 : 1);
  while (queue.length > 0) {
    let k = 0;
    for (let i = 1; i < queue.length; i++) if (before(queue[i], queue[k]) < 0) k = i;
    const h = queue[k];
    queue[k] = queue[queue.length - 1];
    queue.pop();
    const here = best.get(h)!;
    if (here.zoc) continue;
    for (const n of graph.neighbors(h)) {
      if (enemyIn(n) || (s.sm && !smOk(n))) continue;
      const c = here.cost + cost(h, n) + extra(h, n);
      if (!Number.isFinite(c) || c > s.mp) continue;
      if (c >= (best.get(n)?.cost ?? Number.POSITIVE_INFINITY)) continue;
      if (!best.has(n)) queue.push(n);
      best.set(n, { cost: c, path: [...here.path, n], zoc: stops(n) });
    }
  }
  best.delete(from);
  for (const [h, r] of best) out.set(h, r);
  // §7.12 the minimum move: one hex whatever its cost, even from one enemy ZOC into another (not strategic).
  if (s.fresh && !s.sm) {
    for (const n of graph.neighbors(from)) {
      if (out.has(n) || enemyIn(n) || !Number.isFinite(cost(from, n))) continue;
      out.set(n, { cost: s.mp, path: [n], zoc: stops(n) });
    }
  }
  return out;
}
