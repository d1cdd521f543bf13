// R7 Operation Orders Captured (Card Clarifications, digest T-45): the armor DRM after the attacker's losses.

import { describe, expect, it } from 'vitest';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import { lossPlans } from './losses.js';
import { LOSSES_BEFORE_ARMOR, afterPlan, armorDrmAfterLosses, ordersCaptured } from './orders-captured.js';
import { cardOf } from './cards.js';

/** NAT attackers in Talavera (the units named), as pieces. */
function attackers(defs: string[]) {
  const s = combatPosition({ side: 'NAT', units: Object.fromEntries(defs.map((d) => [d, 'talavera'])), attack: [] });
  return { s, units: defs.map((d) => pieceOfDef(s, d)) };
}

describe('R7 Operation Orders Captured (Card Clarifications)', () => {
  it("derived: only against a declared armor DRM, by the card's effect kind in cards.json", () => {
    expect(cardOf(M, 'R7').event.effects.map((e) => e.kind)).toEqual([LOSSES_BEFORE_ARMOR]);
    expect(ordersCaptured(M, ['R7'], true)).toBe(true);
    expect(ordersCaptured(M, ['R37', 'R7'], true)).toBe(true);
    expect(ordersCaptured(M, ['R7'], false)).toBe(false);
    expect(ordersCaptured(M, ['R37'], true)).toBe(false);
  });

  it('derived: the armor took the first loss (§11.3.6): no full-strength armor left, so no armor DRM', () => {
    const { s, units } = attackers(['ger-pzi', 'nat-inf-01']);
    expect(armorDrmAfterLosses(M, units)).toBe(true);
    const plans = lossPlans(M, s, units, 1, { firstLoss: ['armor'] });
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) expect(armorDrmAfterLosses(M, afterPlan(units, p.losses))).toBe(false);
    // No loss to take (LN 0): the armor is still at full strength and its DRM counts.
    for (const p of lossPlans(M, s, units, 0, { firstLoss: ['armor'] }))
      expect(armorDrmAfterLosses(M, afterPlan(units, p.losses))).toBe(true);
  });

  it('derived: with two armor units, one step lost still leaves one at full strength', () => {
    const { s, units } = attackers(['ger-pzi', 'ita-cv33']);
    for (const p of lossPlans(M, s, units, 1, { firstLoss: ['armor'] }))
      expect(armorDrmAfterLosses(M, afterPlan(units, p.losses))).toBe(true);
  });
});
