// Fog of war (6.8): what one side may see of the other's units. Under an enemy stack only the top unit is in
// the data (the rest is absent, not merely undrawn) until a battle against that hex reveals it; the enemy's
// dead pile is not in the data at all. Honor mode is a physical table and hides nothing.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId, VisibleState } from '../../core/types.js';
import { withoutRng } from '../../core/sideview.js';
import { optionsOf } from './options.js';
import { varsOf } from './state.js';

/** The state as `side` may see it. */
export function fogOfWar(module: GameModule, state: GameState, side: SideId): VisibleState {
  const visible = withoutRng(state);
  if (state.mode === 'honor') return visible;
  const battle = varsOf(state).battle;
  // 6.8: a side may look under a stack it attacks while the battle is resolved.
  const revealed = battle && battle.side === side ? battle.target : null;
  const top = new Map<HexId, string>();
  for (const p of state.pieces) if (p.kind === 'unit' && p.at.kind === 'hex') top.set(p.at.hex, p.id);
  const hidden: Record<HexId, number> = {};
  const pieces = state.pieces.filter((p: Piece) => {
    if (p.side === side || p.kind !== 'unit') return true;
    if (p.at.kind === 'box') return p.at.box !== 'dead';
    if (p.at.kind !== 'hex' || p.at.hex === revealed || top.get(p.at.hex) === p.id) return true;
    hidden[p.at.hex] = (hidden[p.at.hex] ?? 0) + 1;
    return false;
  });
  const vars = { ...visible.vars };
  // Lists of unit ids in the vars name only units this side may see (a probing German unit may since sit under
  // another in a stack).
  const seen = new Set(pieces.map((p) => p.id));
  for (const key of ['landed', 'probed', 'momentum'] as const) {
    const ids = vars[key];
    if (Array.isArray(ids)) vars[key] = ids.filter((id) => typeof id === 'string' && seen.has(id));
  }
  // 6.8 option: the height of a stack is visible on a real table.
  if (optionsOf(state).stackHeightVisible) vars.hiddenUnits = hidden;
  void module;
  return { ...visible, pieces, vars };
}
