// Rail movement (§8.0-§8.05): along rail hexes the side controlled at the start of its segment and may use (behind
// its railheads, §8.06), up to 24 rail hexes (48 extended, §8.04), a rail ferry costing six (§8.05), entraining and
// detraining for 1 MP (2 for armor, motorized, leaders and supply units), never in an enemy ZOC (§8.02), within
// the scenario's rail capacity counted in corps (§8.03).

import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { controllerAtStart, isLeader, isReduced, isSupplyUnit, type SfeVars, type Side, unitsIn } from './state.js';
import { isRailFerry, railNeighbors } from './terrain.js';

/** §8.01 rail hexes a unit may move. */
export const RAIL_HEXES = 24;
/** §8.04 extended rail movement doubles it. */
export const EXTENDED_RAIL_HEXES = 48;
/** §8.05 a rail ferry costs six of the rail move's hexes. */
export const FERRY_HEXES = 6;

/** §8.01 the MP cost to entrain (and again to detrain): 2 for armor, motorized, leaders and supply units. */
export const entrainMp = (def: UnitDef): number =>
  def.type === 'armor' || def.type === 'motorized' || isLeader(def) || isSupplyUnit(def) ? 2 : 1;

/**
 * §8.03 how much rail capacity a unit takes, in corps: a full corps 1; a reduced corps, a division, a leader or a
 * full supply unit ½; a reduced division, a brigade or a half supply unit ¼; armor, motorized and cavalry double.
 */
export function railCorps(def: UnitDef, piece: Pick<Piece, 'steps'>): number {
  const reduced = isReduced(def, piece);
  let ce: number;
  if (isLeader(def)) ce = 0.5;
  else if (isSupplyUnit(def)) ce = reduced || def.size === 'half' ? 0.25 : 0.5;
  else if (def.size === 'corps') ce = reduced ? 0.5 : 1;
  else if (def.size === 'division') ce = reduced ? 0.25 : 0.5;
  else ce = 0.25;
  const double = def.type === 'armor' || def.type === 'motorized' || def.type === 'cavalry';
  return double ? ce * 2 : ce;
}

/** What rail movement reads of the vars (the options: railAnyControlled). */
type RailVars = Pick<SfeVars, 'rail' | 'control' | 'controlBefore'> & Partial<Pick<SfeVars, 'options'>>;

/** §8.0, §8.06 whether `side` may use a rail hex: in its rail net (any rail hex it controls with the option
 *  railAnyControlled, digest §10.5(3)) and controlled at the start of the segment. */
export const usableRail = (v: RailVars, side: Side, hex: string): boolean =>
  (!!v.options?.railAnyControlled || v.rail[side].includes(hex)) && controllerAtStart(v, hex) === side;

/**
 * §8.01-§8.05 the rail hexes a rail move from `from` to `to` costs (Infinity when no usable line joins them):
 * every hex on the way usable (§8.0), free of enemy ZOC (§8.02) and of enemy units, a ferry costing six (§8.05).
 */
export function railDistance(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  v: RailVars,
  side: Side,
  enemyZoc: ReadonlySet<string>,
  from: string,
  to: string,
): number {
  return (
    railReach(module, state, v, side, enemyZoc, from, Number.POSITIVE_INFINITY).get(to) ?? Number.POSITIVE_INFINITY
  );
}

/** §8.01-§8.05 every hex a rail move from `from` reaches within `limit` rail hexes, with its cost. */
export function railReach(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  v: RailVars,
  side: Side,
  enemyZoc: ReadonlySet<string>,
  from: string,
  limit: number,
): Map<string, number> {
  const open = (h: string) =>
    usableRail(v, side, h) && !enemyZoc.has(h) && !unitsIn(state, h).some((p) => p.side !== side);
  const dist = new Map<string, number>();
  if (!open(from)) return dist;
  dist.set(from, 0);
  const queue: string[] = [from];
  while (queue.length > 0) {
    queue.sort((a, b) => dist.get(a)! - dist.get(b)! || (a < b ? -1 : 1));
    const h = queue.shift()!;
    for (const n of railNeighbors(module, h)) {
      if (!open(n)) continue;
      const d = dist.get(h)! + (isRailFerry(module, h, n) ? FERRY_HEXES : 1);
      if (d <= limit && d < (dist.get(n) ?? Number.POSITIVE_INFINITY)) {
        if (!dist.has(n)) queue.push(n);
        dist.set(n, d);
      }
    }
  }
  dist.delete(from);
  return dist;
}
