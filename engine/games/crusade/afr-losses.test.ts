// §17.6.5 an Army of Africa unit destroyed is permanently eliminated: never in the Eliminated Units Box, so
// never rebuilt nor given up from there for a corps reinforcement (§8.5.2.5).

import { describe, expect, it } from 'vitest';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import { applyPlan, lossPlans } from './losses.js';
import { corpsRemovals } from './reinforcements.js';

describe('§17.6.5 Army of Africa losses', () => {
  it('§17.6.5: an AFR unit destroyed in combat leaves the game, and cannot be given up for a corps', () => {
    // §17.6.5: "AFR units may NOT receive RP's, and if destroyed they are permanently eliminated from the game."
    const s = combatPosition({
      side: 'REP',
      units: { 'nat-afr-asensio': 'talavera', 'nat-inf-01': 'talavera' },
      steps: { 'nat-afr-asensio': 1, 'nat-inf-01': 1 },
      control: { talavera: 'NAT' },
      attack: [],
    });
    const afr = pieceOfDef(s, 'nat-afr-asensio');
    const inf = pieceOfDef(s, 'nat-inf-01');
    // A Loss Number that takes both reduced divisions: both are destroyed (§11.3.2).
    const plan = lossPlans(M, s, [afr, inf], 99)[0]!;
    expect(plan.losses.map((l) => [l.unit, l.eliminated])).toEqual([
      [afr.id, true],
      [inf.id, true],
    ]);
    const d = draftOf(s);
    applyPlan(M, d, plan, []);
    expect(pieceOfDef(d.state, 'nat-afr-asensio').at).toEqual({ kind: 'box', box: 'removed' });
    expect(d.events).toContainEqual(expect.objectContaining({ type: 'eliminated', unit: afr.id, permanent: true }));
    // The infantry division, in supply, goes to the Eliminated Units Box as ever (§11.3.2).
    expect(pieceOfDef(d.state, 'nat-inf-01').at).toEqual({ kind: 'box', box: 'eliminated-NAT' });
    expect(corpsRemovals(M, d.state, 'NAT').map((p) => p.id)).not.toContain(afr.id);
  });
});
