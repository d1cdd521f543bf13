// Another hidden truth behind the same view, for the tests that hold a bot to its side's view: two hidden enemy units
// of different kinds trade identities (what stands under a stack or off the map), and the dice to come are reseeded.

import type { GameState, SideId } from '../../core/types.js';
import { seedRng } from '../../core/dice.js';
import { sideView } from '../../core/sideview.js';
import { isabellaModule } from './isabella.fixture.js';
import { isabellaRules } from './rules.js';

/** The same state with what `side` may not see changed, or null when it sees every unit of one kind. */
export function otherTruth(state: GameState, side: SideId): GameState | null {
  const seen = new Set(sideView(isabellaRules, isabellaModule, state, side).state.pieces.map((p) => p.id));
  const hidden = state.pieces.filter((p) => !seen.has(p.id) && p.kind === 'unit');
  const a = hidden[0];
  const b = hidden.find((p) => p.side === a?.side && p.def !== a?.def);
  if (!a || !b) return null;
  const pieces = state.pieces.map((p) =>
    p.id === a.id ? { ...p, def: b.def, steps: b.steps } : p.id === b.id ? { ...p, def: a.def, steps: a.steps } : p,
  );
  return { ...state, pieces, rng: seedRng('another truth') };
}
