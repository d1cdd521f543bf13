// The rear guard's reading of the map: the spaces an enemy unit could enter next round (its Movement Factor, never
// through a space our units hold, at most two of our spaces entered, §10.1), and the objectives exposed by it.

import { describe, expect, it } from 'vitest';
import { sideView } from '../../core/sideview.js';
import { combatPosition } from './combat.fixture.js';
import { crusadeModule as module } from './crusade.fixture.js';
import { geoOf } from './geo.js';
import { enemyReach, exposed, stripped } from './policy-guard.js';
import { readMap } from './policy-map.js';
import { paramsWith } from './policy-params.js';
import { crusadeRules as rules } from './rules.js';
import { NAT, REP, type Side } from './state.js';

/** Every space the Nationalist's but `rep`. */
const allNat = (rep: string[]): Record<string, Side> =>
  Object.fromEntries(geoOf(module).spaces.map((s) => [s, rep.includes(s) ? REP : NAT]));

/** The Nationalist's reading of a position with these units. */
function reading(units: Record<string, string>) {
  const s = combatPosition({ side: NAT, units, attack: [], control: allNat(['somosierra', 'madrid']) });
  return { r: readMap(module, sideView(rules, module, s, NAT), paramsWith({ guard: true })), s };
}

describe('the rear guard’s reading of the enemy’s reach', () => {
  it('§10.1 reaches within the Movement Factor and through no more than two of our spaces', () => {
    const { r } = reading({ 'rep-mil-01': 'somosierra' });
    const reach = enemyReach(r);
    // Somosierra → Segovia → Arévalo: two of ours entered, two steps.
    expect(reach.has('segovia')).toBe(true);
    expect(reach.has('arevalo')).toBe(true);
    // Segovia → Arévalo → Medina would be a third space of ours.
    expect(reach.has('medina')).toBe(false);
    expect(exposed(r, 'segovia')).toBe(true);
    // Arévalo is worth nothing to hold: within reach, not exposed.
    expect(exposed(r, 'arevalo')).toBe(false);
  });

  it('§10.1 never passes a space our units hold, though it counts that space as within reach', () => {
    const { r, s } = reading({ 'rep-mil-01': 'somosierra', 'nat-inf-01': 'segovia', 'nat-inf-02': 'aranda' });
    const reach = enemyReach(r);
    expect(reach.has('segovia')).toBe(true);
    // Past Segovia only by Madrid, Guadarrama and Cebreros: Ávila is a fourth step, Arévalo a fifth.
    expect(reach.has('cebreros')).toBe(true);
    expect(reach.has('avila')).toBe(false);
    expect(reach.has('arevalo')).toBe(false);
    const guard = s.pieces.find((p) => p.def === 'nat-inf-01')!.id;
    expect(stripped(r, new Set([guard]))).toEqual({ space: 'segovia', worth: 2 });
    const other = s.pieces.find((p) => p.def === 'nat-inf-02')!.id;
    expect(stripped(r, new Set([other])).worth).toBe(0);
  });
});
