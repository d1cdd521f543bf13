// The real Barbarossa module for the flow's tests: the map, D's counters, charts and scenario (imported, so this file
// stays pure); the manifest is the test module's with a nationality for each counter's (assets/modules/sfe/module.json
// is the shipped one). Tests only.

import type { GameModule, NationalityDef } from '../../core/module.js';
import type { Action, GameState } from '../../core/types.js';
import charts from '../../../assets/modules/sfe/charts.json';
import map from '../../../assets/modules/sfe/map.json';
import scenarios from '../../../assets/modules/sfe/scenarios.json';
import units from '../../../assets/modules/sfe/units.json';
import { sfeRules } from './rules.js';
import { testModule } from './sfe.fixture.js';

const nationalities: NationalityDef[] = [
  ...new Set((units as { nationality: string }[]).map((u) => u.nationality)),
].map((id) => ({
  id,
  name: id,
  side: id.startsWith('soviet') ? 'soviet' : 'axis',
  background: '#777777',
  foreground: '#ffffff',
  prov: { source: 'user', note: 'test' },
}));

/** The Barbarossa module as the rules read it. */
export const barbarossaModule = {
  manifest: { ...testModule.manifest, nationalities },
  map,
  units,
  markers: [],
  charts,
  scenarios,
} as unknown as GameModule;

/** Barbarossa's first state: by default without †§28.16b's first-turn surprise, so the game opens at the Axis's
 *  first Movement Phase (surprise.test.ts plays the surprise). */
export const barbarossa = (seed = '1', options: Record<string, boolean> = { firstTurnSurprise: false }): GameState =>
  sfeRules.setup(barbarossaModule, { scenarioId: 'barbarossa', seed, mode: 'enforced', options });

/** Apply actions in order; throws with the violations when one is refused. */
export function playAll(state: GameState, actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const v = sfeRules.check(barbarossaModule, s, a);
    if (v.length > 0) throw new Error(`${a.verb} refused: ${v.map((x) => x.message).join('; ')}`);
    const r = sfeRules.reduce(barbarossaModule, s, a);
    if ('violations' in r) throw new Error(`${a.verb} refused: ${r.violations.map((x) => x.message).join('; ')}`);
    s = r.state;
  }
  return s;
}
