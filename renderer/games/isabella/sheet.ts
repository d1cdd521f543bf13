// Operation Isabella's counter sheet: what it leaves out because it can no longer come into the game. Once the
// loyalty rolls are made (3.3), a Republican corps whose Falangist corps stayed loyal stays in the set-up box for
// good: the sheet does not list it under "Reinforcements: Set-up" for the rest of the game.

import type { GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';

/** The set-up box: the reinforcement track's slot 0. */
const SET_ASIDE = { box: 'reinforcements', index: 0 };

/** The Republican (RS) corps of the loyalty test (3.3): each testable Falangist corps's analogue. */
function republicanCorps(module: GameModule): Set<string> {
  const ids = module.units.filter((u) => u.flags?.includes('loyaltyTest')).map((u) => u.id.replace(/^fs-/, 'rs-'));
  return new Set(ids.filter((id) => module.units.some((u) => u.id === id)));
}

/** The pieces the counter sheet leaves out now: the RS corps left in the set-up box after the loyalty rolls. */
export function offSheet(view: View, module: GameModule): string[] {
  const step = (view.state.vars as { step?: string } | undefined)?.step;
  if (!step || step === 'setup-loyalty') return [];
  const rs = republicanCorps(module);
  return view.state.pieces
    .filter((p) => rs.has(p.def) && p.at.kind === 'box' && p.at.box === SET_ASIDE.box && p.at.index === SET_ASIDE.index)
    .map((p) => p.id);
}
