// The care for supply: the groups of a side's spaces cut off from supply (§13.1) and what a move along a path
// brings back into supply by making the spaces it enters its side's (§10.1.9).

import { describe, expect, it } from 'vitest';
import { sideView } from '../../core/sideview.js';
import { combatPosition } from './combat.fixture.js';
import { crusadeModule as module } from './crusade.fixture.js';
import { geoOf } from './geo.js';
import { readMap } from './policy-map.js';
import { paramsWith } from './policy-params.js';
import { bestResupplyFrom, cutOff, resupplies } from './policy-supply.js';
import { crusadeRules as rules } from './rules.js';
import { NAT, REP, type Side } from './state.js';

describe('the care for supply', () => {
  // Every space Nationalist but a ring of Republican spaces around Segovia and Arévalo (cut off, two units).
  const ring = ['somosierra', 'guadarrama', 'avila', 'medina'];
  const control: Record<string, Side> = Object.fromEntries(
    geoOf(module).spaces.map((s) => [s, ring.includes(s) ? REP : NAT]),
  );
  const s = combatPosition({
    side: NAT,
    units: { 'nat-inf-01': 'segovia', 'nat-inf-02': 'arevalo', 'nat-inf-03': 'valladolid' },
    attack: [],
    control,
  });
  const r = readMap(module, sideView(rules, module, s, NAT), paramsWith({ resupply: 1 }));

  it('§13.1 finds the group of its spaces cut off, worth its units and half its objectives', () => {
    const cut = cutOff(r);
    expect(cut.groupOf.get('segovia')).toBe(cut.groupOf.get('arevalo'));
    expect(cut.groupOf.has('valladolid')).toBe(false);
    // Two divisions and Segovia, a Province Capital (worth 2).
    expect(cut.value[cut.groupOf.get('segovia')!]).toBe(3);
  });

  it('§10.1.9 a move into Medina rejoins the group; one elsewhere does not', () => {
    expect(resupplies(r, ['medina'])).toBe(3);
    expect(resupplies(r, ['benavente'])).toBe(0);
    const unit = s.pieces.filter((p) => p.def === 'nat-inf-03');
    expect(bestResupplyFrom(r, 'valladolid', unit)).toMatchObject({ value: 3 });
  });
});
