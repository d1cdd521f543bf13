// A fogged Operation Isabella position shared by the positions report's tests (model, PDF, host operation, CLI):
// three SS divisions stacked in Burgos (only the top one visible to the Allies, 6.8), US armor and a reduced US
// infantry division near Madrid, the Spanish I Corps in Madrid. Only tests import it.

import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import type { GameState, JsonObject } from '../../engine/core/types.js';

/** The position as `sandtable new --position` reads it. */
export const FOGGED_POSITION = {
  units: [
    { def: 'de-1ss', hex: '3311' },
    { def: 'de-2ss', hex: '3311' },
    { def: 'de-3ss', hex: '3311' },
    { def: 'us-1ad', hex: '2716' },
    { def: 'us-1id', hex: '2716', steps: 1 },
    { def: 'fs-i', hex: '2816' },
  ],
};

/** The Axis units the Allies may not see in FOGGED_POSITION (under the top of Burgos' stack): def and name. */
export const HIDDEN_FROM_ALLIES = [
  { def: 'de-1ss', name: '1st SS PzGr (LSSAH)' },
  { def: 'de-2ss', name: '2nd SS PzGr (Das Reich)' },
];

/** A game set up from FOGGED_POSITION, enforced (fog of war) unless `mode` says otherwise. */
export function foggedGame(mode: 'enforced' | 'honor' = 'enforced'): GameState {
  const position = FOGGED_POSITION as unknown as JsonObject;
  return isabellaRules.setup(isabellaModule, { scenarioId: 'campaign', seed: 'report', mode, options: {}, position });
}
