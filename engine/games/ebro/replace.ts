// XX.1.11 replacement units (data.replacements: the units that replace, and the units they replace): they enter as
// reinforcements do, but in the interior box nearest in MP to the bulk of the surviving units they replace (the box
// nearest to the most of them; ties: any of those). Where the replaced units must leave, the scenario's withdrawals
// say so (XX.1.5).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import type { Side } from '../ourwar/state.js';
import { nearestBoxes } from './rebuild.js';
import { scenarioDef } from './scenario.js';
import { hexOf } from './state.js';

/** XX.1.11 one replacement the scenario gives: the units that enter, the units they replace. */
export interface Replacement {
  units: string[];
  replacing: string[];
}

/** XX.1.11 the scenario's replacements (none unless it gives some). */
export function replacementsOf(module: GameModule, state: Pick<GameState, 'scenarioId'>): Replacement[] {
  const r = scenarioDef(module, state.scenarioId).data?.replacements;
  return Array.isArray(r) ? (r as unknown as Replacement[]) : [];
}

/** XX.1.11 of the boxes a reinforcement may enter, those a replacement unit must: nearest to the bulk of the
 *  surviving units it replaces on the map; all of them for a unit that replaces none, or none surviving. */
export function replacementBoxes(
  module: GameModule,
  state: GameState,
  piece: string,
  side: Side,
  boxes: string[],
): string[] {
  const r = replacementsOf(module, state).find((x) => x.units.includes(piece));
  if (!r || boxes.length === 0) return boxes;
  const votes = new Map<string, number>();
  for (const id of r.replacing) {
    const p = state.pieces.find((x) => x.id === id);
    const hex = p ? hexOf(p) : null;
    if (!hex) continue;
    for (const b of nearestBoxes(module, state, side, hex, boxes)) votes.set(b, (votes.get(b) ?? 0) + 1);
  }
  if (votes.size === 0) return boxes;
  const most = Math.max(...votes.values());
  return boxes.filter((b) => votes.get(b) === most);
}
