// Advancing railheads (§8.06, §23.14): in the Administrative Phase each railhead marker is advanced along rail
// hexes the side controls, never into an enemy ZOC, at most 6 hexes a turn (3 in non-clear weather); each line
// leaving the railhead goes its own 6 (the Smolensk example: 4032 reaches 3926 and 4428). Inside the 1939 borders
// of the Soviet Union the Axis, and the Soviets everywhere, advance only along hexes a supplied ground unit of
// theirs moved through in the preceding Movement Phase while those hexes were joined to one of their railheads
// (the Rostov example: 2120 cannot convert 2419-2916 past Soviet-held Rostov). The rail hexes a railhead passes join
// the side's rail net (the gauge converted): rail movement and supply use them from then on.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { AXIS, SOVIET, type SfeVars, type Side, unitsIn } from './state.js';
import { inSoviet1939, isBroadGauge, railNeighbors } from './terrain.js';

/** §8.06 whether a hex needs a supplied unit's passage before `side`'s railhead may enter it. */
export const needsPassage = (module: GameModule, side: Side, hex: string): boolean =>
  side === SOVIET || (side === AXIS && inSoviet1939(module, hex));

/**
 * §8.06 the rail hexes joined to one of `side`'s railheads now: from each railhead along rail through hexes the side
 * controls with no enemy unit (a unit moving through one of them while it is joined records a passage).
 */
export function joinedToRailhead(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  v: Pick<SfeVars, 'railheads' | 'rail' | 'control'>,
  side: Side,
): Set<string> {
  const open = (h: string) => v.control[h] === side && !unitsIn(state, h).some((p) => p.side !== side);
  const seen = new Set<string>();
  const queue = v.railheads[side].filter(open);
  for (const h of queue) seen.add(h);
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const n of railNeighbors(module, h)) {
      if (seen.has(n) || !open(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

/**
 * §8.06 the forward ends of a rail net: its hexes a rail line leaves for a hex outside it. {source:'reconstructed',
 * reason:'the marker mechanic marks the forward end of usable rail; every such end of a side's net is where one of
 * its railheads stands (after a loss too, where the enemy cut the line)'}.
 */
export function netEnds(module: GameModule, net: ReadonlySet<string>): string[] {
  return [...net].filter((h) => railNeighbors(module, h).some((n) => !net.has(n))).sort();
}

/** What one railhead's advance did: the hexes its lines reached and the markers it leaves. */
export interface Advance {
  from: string;
  reached: string[];
  markers: string[];
}

/**
 * §8.06 how far each of `side`'s railheads advances this Administrative Phase (`reach` hexes: 6 clear, 3 not):
 * along rail hexes not yet in its net, controlled by it, not in the enemy's ZOC, passed by a supplied unit where
 * the rule asks it. Each railhead's marker goes to the end of every line it advanced along. With `total` (the
 * option railheadTotal) the `reach` hexes are shared among the railhead's lines.
 */
export function railheadAdvances(
  module: GameModule,
  v: Pick<SfeVars, 'railheads' | 'rail' | 'control' | 'passages'>,
  side: Side,
  enemyZoc: ReadonlySet<string>,
  reach: (railhead: string) => number,
  total = false,
): Advance[] {
  const net = new Set(v.rail[side]);
  const passed = new Set(v.passages);
  const may = (h: string) =>
    !net.has(h) && v.control[h] === side && !enemyZoc.has(h) && (!needsPassage(module, side, h) || passed.has(h));
  const out: Advance[] = [];
  for (const from of v.railheads[side]) {
    const limit = reach(from);
    const depth = new Map<string, number>([[from, 0]]);
    const queue = [from];
    const ends: string[] = [];
    while (queue.length > 0) {
      const h = queue.shift()!;
      const d = depth.get(h)!;
      const open = d < limit ? railNeighbors(module, h).filter((n) => !depth.has(n) && may(n)) : [];
      // the option railheadTotal (digest §10.5(3)): the limit counts every line's hexes together, nearest first
      const next = total ? open.slice(0, Math.max(0, limit - (depth.size - 1))) : open;
      for (const n of next) {
        depth.set(n, d + 1);
        queue.push(n);
      }
      if (h !== from && next.length === 0) ends.push(h);
    }
    const reached = [...depth.keys()].filter((h) => h !== from);
    out.push({ from, reached, markers: reached.length > 0 ? ends.sort() : [from] });
  }
  return out;
}

/** §8.06 carry out the advances: the hexes join the side's net, the markers move, the passages are spent. */
export function advanceRailheads(
  v: Pick<SfeVars, 'railheads' | 'rail' | 'passages'>,
  side: Side,
  adv: Advance[],
): void {
  const net = new Set(v.rail[side]);
  const markers = new Set<string>();
  for (const a of adv) {
    for (const h of a.reached) net.add(h);
    for (const m of a.markers) markers.add(m);
  }
  v.rail[side] = [...net].sort();
  v.railheads[side] = [...markers].sort();
  v.passages = [];
}

/**
 * The option ownGauge (a reading of the map's gauge marks, off by default: §8.06 extends railheads over every newly
 * controlled rail hex): rail hexes the side controls, joined to its net by lines of its own gauge (the Soviets'
 * broad, the Axis's standard), join the net without a railhead: no conversion is needed.
 */
export function ownGaugeHexes(
  module: GameModule,
  v: Pick<SfeVars, 'rail' | 'control'>,
  side: Side,
  enemyZoc: ReadonlySet<string>,
): string[] {
  const net = new Set(v.rail[side]);
  const queue = [...net];
  const added: string[] = [];
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const n of railNeighbors(module, h)) {
      if (net.has(n) || v.control[n] !== side || enemyZoc.has(n)) continue;
      if (isBroadGauge(module, h, n) !== (side === SOVIET)) continue;
      net.add(n);
      added.push(n);
      queue.push(n);
    }
  }
  return added.sort();
}
