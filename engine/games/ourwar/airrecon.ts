// Air reconnaissance (XII.6.2): an aircraft with a reconnaissance factor flies once, spending its points hex by hex;
// at most four points a side over a place in a turn (eight over an off-map box, where each point costs two, XII.9).
// A fire support mission leaves a reconnaissance point marker over the hex for each point spent: +1 to the die of
// the friendly fire against units or destruction fire resolved there (XIV.9.2), removed once that fire is resolved,
// and any left over are lost at the end of the friendly activity phase. Identification (XII.6.2) only tells what
// enemy stacks hold, and a game that shows every counter openly needs none. The same markers extend the range of
// friendly fire into their hexes, four a hex (the fire range extension mission: engine/games/ebro/extend.ts).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { airOf, airVarsOf } from './airstate.js';
import { mayFly } from './airmission.js';
import type { Verdict } from './combat.js';
import { factorsOf, isAir } from './units.js';

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });

/** XII.6.2 the key of a side's reconnaissance over a place (a map hex or a box). */
const keyOf = (side: string, place: string) => `${side}|${place}`;

/** XII.6.2, XII.9 what one reconnaissance point marker costs over a place: 1 on the map, 2 over a box. */
export const reconCost = (onMap: boolean): number => (onMap ? 1 : 2);

/** XII.6.2, XII.9 the points a side may spend over a place in a turn: 4 over a hex, 8 over a box. */
export const reconCap = (onMap: boolean): number => (onMap ? 4 : 8);

/**
 * XII.6.2 whether an aircraft may fly a reconnaissance mission: a reconnaissance factor and able to fly a mission
 * (XII.6: in supply, not activated, not on patrol, able to take off). XII.9 bars only bombardment and ground attack
 * from a remote box, so a reconnaissance aircraft may fly from any base.
 */
export function mayReconnoitre(module: GameModule, state: GameState, p: Piece, supplied: boolean): Verdict {
  if (!isAir(module, p) || factorsOf(module, p).recon <= 0)
    return no('XII.6.2', 'only air units with a reconnaissance factor reconnoitre');
  return mayFly(module, state, p, supplied, airOf(state).patrol.includes(p.id), true);
}

/** XII.6.2 the markers a flight places: one per point named over a place, in the order flown. */
export function markersOf(places: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const x of places) out.set(x, (out.get(x) ?? 0) + 1);
  return out;
}

/**
 * XII.6.2, XII.9 whether a flight may place these markers (`places`: a place named once for each marker): the
 * points they cost (two a marker over a box) within the aircraft's factor, and within the side's four points a
 * turn over each hex (eight over a box); `shared`: both sides' points count together. `onMap` tells a map hex
 * from a box.
 */
export function mayPlaceRecon(
  module: GameModule,
  state: GameState,
  p: Piece,
  places: readonly string[],
  onMap: (place: string) => boolean,
  shared = false,
): Verdict {
  if (places.length === 0) return no('XII.6.2', 'name a hex for each reconnaissance point');
  const spent = airOf(state).reconSpent ?? {};
  const before = (place: string) =>
    shared
      ? Object.entries(spent).reduce((a, [k, n]) => (k.endsWith(`|${place}`) ? a + n : a), 0)
      : (spent[keyOf(p.side, place)] ?? 0);
  let cost = 0;
  for (const [place, n] of markersOf(places)) {
    const c = n * reconCost(onMap(place));
    cost += c;
    if (before(place) + c > reconCap(onMap(place)))
      return no('XII.6.2', `at most ${reconCap(onMap(place))} reconnaissance points over ${place} in a turn`);
  }
  const rp = factorsOf(module, p).recon;
  return cost <= rp ? { ok: true } : no('XII.6.2', `${p.id} has only ${rp} reconnaissance points`);
}

/** XII.6.2 the side's points spent and markers placed over each place reached. */
export function placeRecon(vars: object, side: string, places: readonly string[], onMap: (x: string) => boolean) {
  const air = airVarsOf(vars);
  air.recon = { ...air.recon };
  air.reconSpent = { ...air.reconSpent };
  for (const [place, n] of markersOf(places)) {
    const k = keyOf(side, place);
    air.recon[k] = (air.recon[k] ?? 0) + n;
    air.reconSpent[k] = (air.reconSpent[k] ?? 0) + n * reconCost(onMap(place));
  }
}

/** XII.6.2, XIV.9.2 the side's reconnaissance point markers over a place: +1 each to its fire there. */
export const reconAt = (state: Pick<GameState, 'vars'>, side: string, place: string): number =>
  airOf(state).recon?.[keyOf(side, place)] ?? 0;

/** XII.6.2 the fire over a place resolved: the side's markers there are removed. */
export function useRecon(vars: object, side: string, place: string): void {
  const air = airVarsOf(vars);
  if (!air.recon?.[keyOf(side, place)]) return;
  air.recon = { ...air.recon };
  delete air.recon[keyOf(side, place)];
}

/** XII.6.2 the end of the friendly activity phase: the side's unused markers are lost. */
export function clearRecon(vars: object, side: string): void {
  const air = airVarsOf(vars);
  if (!air.recon) return;
  air.recon = Object.fromEntries(Object.entries(air.recon).filter(([k]) => !k.startsWith(`${side}|`)));
}
