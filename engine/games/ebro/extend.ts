// XII.6.2 the fire range extension mission in La Batalla del Ebro: "every four reconnaissance points in a hex extend
// by one the range of fire by friendly units into that hex"; "the extended range must begin in the first hex beyond
// the firing unit's normal range and continue uninterrupted until the target hex"; "the extended range may never
// exceed twice the normal range"; "various units may have their ranges extended at the same time, but all such units
// must be at the same range from, and fire at, the same hex"; not at night.
//
// The reading (option rangeExtension, XII.6.2): by default the translator's, "4 RP must be placed in every hex of
// the line of fire beyond the firer's normal range, up to the target" (digest §6.2): the line is the centre line of
// XIV.2 (ourwar/los.ts lineBetween; where it runs along a hexside, either hex's points serve). With 'target' the
// points over the target hex alone count, four a hex of range. The extension lengthens range only: the firer still
// sees the target along a clear line (XIV.2; indirect fire through an observer keeps its normal range). The points
// an extension uses serve it and not the fire support DRM (XII.6.2: a point serves one mission), and all the markers
// over its hexes are used up by the fire, as fire support markers are.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { reconAt } from '../ourwar/airrecon.js';
import { hasLOS, lineBetween } from '../ourwar/los.js';
import { ourWarOf } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { optionsOf } from './options.js';
import { hexOf } from './state.js';
import { rangeOf } from './support.js';

/** XII.6.2 the points that extend range by one hex. */
export const POINTS_PER_HEX = 4;

/** XII.6.2 an extension a fire uses: the firers extended, the hexes whose points it uses, the points over the
 *  target it takes from the fire support DRM. */
export interface Extension {
  firers: string[];
  hexes: string[];
  atTarget: number;
}

/** XII.6.2 how one unit reaches a hex beyond its normal range on the side's reconnaissance points, or null. */
export function extendedReach(
  module: GameModule,
  state: GameState,
  p: Piece,
  hex: string,
): { distance: number; hexes: string[]; atTarget: number } | null {
  const from = hexOf(p);
  if (!from || ourWarOf(state).part === 'night') return null;
  const g = mapGraph(module);
  const distance = g.distance(from, hex);
  const range = rangeOf(module, p);
  if (!(distance > range && distance <= 2 * range)) return null;
  const occupied = (h: string) => state.pieces.some((q) => q.kind === 'unit' && hexOf(q) === h);
  const o = optionsOf(state);
  if (!hasLOS(g, from, hex, occupied, o.lineOfSight === 'any' ? 'any-path' : 'centre-line')) return null;
  const points = (h: string) => reconAt(state, p.side, h);
  const need = distance - range;
  if (o.rangeExtension === 'target')
    return points(hex) >= need * POINTS_PER_HEX ? { distance, hexes: [hex], atTarget: need * POINTS_PER_HEX } : null;
  const line = lineBetween(g, from, hex);
  if (!line) return null;
  // line[i] lies i + 1 hexes from the firer: the hexes beyond its normal range, then the target
  const hexes: string[] = [];
  for (const step of [...line.slice(range), hex]) {
    const h = (typeof step === 'string' ? [step] : step).find((x) => points(x) >= POINTS_PER_HEX);
    if (!h) return null;
    hexes.push(h);
  }
  return { distance, hexes, atTarget: POINTS_PER_HEX };
}

/**
 * XII.6.2 the firers that reach a hex only by extension (those that `see` it otherwise aside), and the extension
 * they use; a reason when they are not all at the same range from it.
 */
export function extensionOf(
  module: GameModule,
  state: GameState,
  pieces: readonly Piece[],
  hex: string,
  sees: (p: Piece) => boolean,
): Extension | { why: string; piece: string } | null {
  const reach = pieces.flatMap((p) => {
    if (sees(p)) return [];
    const r = extendedReach(module, state, p, hex);
    return r ? [{ p, ...r }] : [];
  });
  if (reach.length === 0) return null;
  const odd = reach.find((r) => r.distance !== reach[0]!.distance);
  if (odd) return { why: 'units whose range is extended fire from the same range', piece: odd.p.id };
  return {
    firers: reach.map((r) => r.p.id),
    hexes: [...new Set(reach.flatMap((r) => r.hexes))],
    atTarget: reach[0]!.atTarget,
  };
}
