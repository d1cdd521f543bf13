// Supply traced by rail (VIII.2.4): from a rail head a line of supply reaches (or a box a railway runs to that the
// side's supply holds), along open railways outside enemy control to every rail head joined to it. Roads go on from
// those rail heads, and units within one hex of them are supplied.

import type { Hexside } from './terrain.js';
import { hexsidesOf } from './terrain.js';
import { alongRails, railBoxes, railHeads } from './rail.js';
import type { Side } from './state.js';
import { enemyControlled, type ZocView } from './zoc.js';

/** What supply.ts lends the rail search: its road search and whether a line of supply may step over a hexside. */
export interface LineRules {
  /** VIII.2.4 add to the side's places the whole road joined to these hexes. */
  roads: (from: string[]) => void;
  /** VIII.2 whether a line of supply may step over a hexside. */
  step: (hs: Hexside) => boolean;
}

/**
 * VIII.2.4 add to a side's `places` the rail heads its lines reach by rail, the roads from them, and the hexes one
 * step from them (last, so nothing extends those); `ends`, hexes where a line stopped beyond a crossing (VIII.2.6: a
 * line stopped there is extended by no means).
 */
export function byRail(view: ZocView, side: Side, places: Set<string>, ends: ReadonlySet<string>, line: LineRules) {
  const { module, state } = view;
  const heads = railHeads(module);
  const boxes = railBoxes(module, state);
  const from = [...places].filter((p) => (heads.has(p) && !ends.has(p)) || boxes.has(p));
  if (from.length === 0) return;
  const may = (p: string) => (boxes.has(p) ? places.has(p) : !enemyControlled(view, side, p));
  const reached = [...alongRails(view, from, may).keys()].filter((p) => heads.has(p) && !places.has(p));
  if (reached.length === 0) return;
  for (const h of reached) places.add(h);
  line.roads(reached);
  for (const h of reached) for (const hs of hexsidesOf(module, h)) if (line.step(hs)) places.add(hs.to);
}
