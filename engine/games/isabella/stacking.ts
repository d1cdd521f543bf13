// Stacking (6.0): four ground units of a side per hex, one in Gibraltar 1422, never with enemy units; markers free.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, SideId } from '../../core/types.js';
import { HEX } from './geo.js';
import { frozen } from './state.js';

/** 6.3: the most ground units one side may have in a hex: 4, and 1 in Gibraltar 1422. */
export function stackLimit(hex: HexId): number {
  return hex === HEX.gibraltar ? 1 : 4;
}

/** 6.1, 6.5: ground units of `side` per hex (every unit counts one whatever its size; markers count nothing). */
export function stackCounts(state: GameState, side: SideId): Map<HexId, number> {
  const out = new Map<HexId, number>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.side !== side || p.at.kind !== 'hex') continue;
    out.set(p.at.hex, (out.get(p.at.hex) ?? 0) + 1);
  }
  return out;
}

/**
 * Whether one more unit of `side` may stand in `hex` (6.1: never with enemy units; 6.3: the limit). Neutral
 * Portuguese units are no one's friends (8.1): their hexes take no other unit.
 */
export function canStackIn(module: GameModule, state: GameState, side: SideId, hex: HexId): boolean {
  let own = 0;
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex' || p.at.hex !== hex) continue;
    if (p.side !== side || frozen(module, state, p)) return false;
    own++;
  }
  return own + 1 <= stackLimit(hex);
}

/** canStackIn for many hexes of one state: the pieces are read once (6.1, 6.3, 8.1 as there). */
export function stackTest(module: GameModule, state: GameState, side: SideId): (hex: HexId) => boolean {
  const own = new Map<HexId, number>();
  const closed = new Set<HexId>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex') continue;
    if (p.side !== side || frozen(module, state, p)) closed.add(p.at.hex);
    else own.set(p.at.hex, (own.get(p.at.hex) ?? 0) + 1);
  }
  return (hex) => !closed.has(hex) && (own.get(hex) ?? 0) + 1 <= stackLimit(hex);
}

/** 6.6: hexes over the limit, with the side that must eliminate `excess` units there. */
export function overstackedHexes(module: GameModule, state: GameState): { hex: HexId; side: SideId; excess: number }[] {
  const out: { hex: HexId; side: SideId; excess: number }[] = [];
  const sides = [...new Set(module.manifest.sides.map((s) => s.id))].sort();
  for (const side of sides) {
    for (const [hex, n] of stackCounts(state, side)) {
      if (n > stackLimit(hex)) out.push({ hex, side, excess: n - stackLimit(hex) });
    }
  }
  return out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : a.side < b.side ? -1 : 1));
}
