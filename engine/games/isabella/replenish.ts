// Replenishment (10.4): each turn the Allied player may rebuild one reduced US unit and one reduced British or
// Canadian unit in supply to the beachhead; the German player one reduced German unit in supply.

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { varsOf } from './state.js';
import { unitSupplyFound } from './supply.js';
import { fullSteps, nationality } from './units.js';

/** The class a unit's replenishment counts against: 'us', 'uk' (British or Canadian) or 'de'; null if none. */
export function replenishClass(module: GameModule, state: GameState, pieceId: string): string | null {
  const p = state.pieces.find((x) => x.id === pieceId);
  if (!p) return null;
  const n = nationality(module, p);
  return n === 'us' || n === 'uk' || n === 'de' ? n : null;
}

/**
 * 10.4: the reduced units on the map the side may rebuild now (one per class per turn): a German unit in supply;
 * a US or British/Canadian unit "in supply to the beachhead hex", which is a traced path to it, not coastal supply
 * (digest ambiguity 24).
 */
export function replenishOptions(module: GameModule, state: GameState, side: SideId): string[] {
  const used = varsOf(state).replenished;
  // Supply is traced only for a unit that could be rebuilt (most phases, none is reduced).
  const supplyOfUnit = (id: string) => unitSupplyFound(module, state, side, id);
  return state.pieces
    .filter((p) => {
      if (p.kind !== 'unit' || p.side !== side || p.at.kind !== 'hex') return false;
      // A sealed unit has never lost a step (units.ts fullSteps): it is never rebuilt.
      const full = fullSteps(module, p);
      const cls = replenishClass(module, state, p.id);
      if (cls === null || used.includes(cls) || p.steps >= full) return false;
      const s = supplyOfUnit(p.id);
      return cls === 'de' ? s?.supplied === true : s?.supplied === true && s.path;
    })
    .map((p) => p.id);
}
