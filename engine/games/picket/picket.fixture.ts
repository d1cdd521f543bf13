// The Picket module as the app loads it (its JSON files, imported, so this file stays pure), and its first state.
// Only tests import it.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import manifest from '../../../assets/modules/picket/module.json';
import map from '../../../assets/modules/picket/map.json';
import units from '../../../assets/modules/picket/units.json';
import scenarios from '../../../assets/modules/picket/scenarios.json';
import { picketRules } from './rules.js';

/** The Picket module as the app loads it (no markers, no charts). */
export const picketModule = { manifest, map, units, markers: [], charts: [], scenarios } as unknown as GameModule;

/** The skirmish's first state in `mode`. */
export function skirmish(mode: GameState['mode'] = 'enforced', seed = 'picket-1'): GameState {
  return picketRules.setup(picketModule, { scenarioId: 'skirmish', seed, mode, options: {} });
}
