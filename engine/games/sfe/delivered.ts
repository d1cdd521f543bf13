// Supply point markers delivered by air (§23.3) and by sea (§23.4): units out of supply may draw on them, one
// point a corps (§23.21, counted as limited sources count), up to the amount delivered: an air-dropped marker in the
// following Administrative Phase within 3 hexes (half the overland length, §23.32), removed at its end; a marker
// unloaded at a port by the Administrative Phase and the next friendly Supply Determination Phase, within 12 hexes
// of the port (6 by sea plus the overland 6, §23.44), all of it removed at the end of that phase. The air and naval
// missions that deliver them call deliverSupply.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { defOf, enemyOf, hexOf, type SfeVars, type Side } from './state.js';
import { limitedCorps, overland } from './supply.js';
import { zocOf } from './zoc.js';

/** §23.21 a supply point marker on the map: its hex, side, points and how it came. */
export interface Delivered {
  hex: string;
  side: Side;
  points: number;
  kind: 'air' | 'sea';
}

/** §23.32 an air-dropped marker reaches 3 hexes; §23.44 a sea-delivered one 12 from its port. */
export const REACH: Readonly<Record<Delivered['kind'], number>> = { air: 3, sea: 12 };

/** The markers in play (absent: none). */
export const deliveredOf = (v: Pick<SfeVars, 'delivered'>): Delivered[] => v.delivered ?? [];

/** §23.31, §23.41 a marker delivered by an air or naval transport mission. */
export function deliverSupply(v: Pick<SfeVars, 'delivered'>, marker: Delivered): void {
  v.delivered = [...deliveredOf(v), marker];
}

/**
 * §23.32, §23.44 which of `units` (unsupplied pieces of `side`) the markers of the given kinds supply: each marker
 * up to its points, the units in stacking order, each within its reach of the marker.
 */
export function drawDelivered(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  units: readonly string[],
  kinds: readonly Delivered['kind'][],
): Set<string> {
  const v = state.vars as unknown as SfeVars;
  const ez = zocOf(module, state, enemyOf(side));
  const out = new Set<string>();
  for (const m of deliveredOf(v).filter((x) => x.side === side && kinds.includes(x.kind))) {
    let left = m.points;
    const dist = overland(module, state, side, [m.hex], ez, REACH[m.kind]);
    for (const id of units) {
      const p = state.pieces.find((x) => x.id === id);
      const def = p && defOf(module, p);
      const at = p && hexOf(p);
      if (!p || !def || !at || out.has(id) || !dist.has(at)) continue;
      const need = limitedCorps(def, p);
      if (need > left) continue;
      left -= need;
      out.add(id);
    }
  }
  return out;
}

/** §23.32 the air-dropped markers go at the end of the Administrative Phase; §23.44 a side's sea ones at the end of
 *  its Supply Determination Phase. */
export function expire(v: Pick<SfeVars, 'delivered'>, side: Side, kind: Delivered['kind']): void {
  if (!v.delivered) return;
  v.delivered = v.delivered.filter((m) => m.side !== side || m.kind !== kind);
}
