// Rail movement (IX.2.6): a unit that begins its movement in a rail head's hex or an off-map box a railway runs to
// goes along the railway, any distance, never into enemy control, and ends in another rail head or such a box; each
// side rail-moves a turn as many units as it controls rail heads on the map. Night, weather and terrain do not slow
// a train (II.4.2: "air, naval, and rail movement are not affected").

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { boxesOf, mayEnterBox } from './boxes.js';
import { alongRails, railBoxes, railHeads, railHeadsHeld } from './rail.js';
import type { Reach } from './reach.js';
import { canStack } from './stacking.js';
import { marksOf, ourWarOf, type Side } from './state.js';
import { enemyUnitAt, inEnemyZoc, placeOf, type Supplied, zocView, type ZocView } from './zoc.js';

/** IX.2.6 the places a train may start or end at: a rail head's hex or a box a railway runs to. */
export const railEnd = (module: GameModule, state: GameState, place: string): boolean =>
  railHeads(module).has(place) || railBoxes(module, state).has(place);

/** IX.2.6 how many more units `side` may rail-move this turn: its rail heads held less those it rail-moved already. */
export function railLeft(view: ZocView, side: Side): number {
  const v = ourWarOf(view.state);
  const used = view.state.pieces.filter((p) => p.side === side && marksOf(v, p.id).rail).length;
  return railHeadsHeld(view, side) - used;
}

/**
 * IX.2.6 where units moving together in one place may go by rail: every rail head or rail box joined to theirs by
 * an open railway outside enemy control (IX.2.6 "may not enter enemy controlled hexes", read as road movement's
 * VI.2 enemy ZOC: a mover's own ZOC ignored) whose stacking takes them; none when they have moved this turn, do not
 * start at a rail head or rail box, or would take the side over its rail heads.
 */
export function railReach(
  module: GameModule,
  state: GameState,
  ids: readonly string[],
  supplied: Supplied,
): Map<string, Reach> {
  const out = new Map<string, Reach>();
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id)).filter((p): p is Piece => p !== undefined);
  const start = pieces[0] ? placeOf(pieces[0]) : null;
  if (!start || pieces.length !== ids.length || pieces.some((p) => placeOf(p) !== start)) return out;
  const v = ourWarOf(state);
  if (pieces.some((p) => marksOf(v, p.id).act || marksOf(v, p.id).mp || marksOf(v, p.id).redeployed)) return out;
  if (!railEnd(module, state, start)) return out;
  const view = zocView(module, state, supplied);
  const side = pieces[0]!.side as Side;
  if (railLeft(view, side) < pieces.length) return out;
  const movers = new Set(ids);
  const isBox = (place: string) => boxesOf(module, state)[place] !== undefined;
  const may = (place: string) =>
    isBox(place)
      ? mayEnterBox(module, state, side, place)
      : !enemyUnitAt(view, side, place) && !inEnemyZoc(view, side, movers, place);
  const prev = alongRails(view, [start], may);
  for (const place of prev.keys()) {
    if (place === start || !railEnd(module, state, place)) continue;
    if (!canStack(module, state, pieces, place, view.units.get(place) ?? [])) continue;
    const path: string[] = [];
    for (let at: string | null | undefined = place; at && at !== start; at = prev.get(at)) path.unshift(at);
    out.set(place, { place, mp: 0, path, stop: true, boats: false, ferry: false });
  }
  return out;
}
