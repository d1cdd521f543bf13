// R7 Operation Orders Captured (Card Clarifications; digest T-45): a Republican Combat Card played in defence. The
// Nationalist attacker takes his losses before his roll is modified; if afterwards no attacking unit is a
// full-strength armor unit, he may not add the armor DRM (§16.6.2). The first-loss rule (§11.3.6–11.3.7) still
// governed how he took those losses, as he had declared the armor DRM. combat-resolve.ts asks these two questions.

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { hasFlag, isReduced } from './units.js';

/** The card's id. */
export const ORDERS_CAPTURED = 'R7';

/** R7: whether the attacker's losses come before his roll (the defender played the card against a declared armor
 *  DRM; without the DRM the card changes nothing). */
export const ordersCaptured = (defenderCards: readonly string[], armorDeclared: boolean): boolean =>
  armorDeclared && defenderCards.includes(ORDERS_CAPTURED);

/** R7: whether the armor DRM still counts once the attacker has taken his losses: one of his attacking units, still
 *  on the map, is a full-strength armor unit. */
export const armorDrmAfterLosses = (module: GameModule, attackers: readonly Piece[]): boolean =>
  attackers.some((p) => p.at.kind === 'space' && hasFlag(module, p, 'armor') && !isReduced(module, p));

/** The attacking units after a loss plan is carried out (each unit's steps less its losses; none left: off the
 *  map). Enough for armorDrmAfterLosses; losses.ts applyPlan does the real thing on the board. */
export function afterPlan(attackers: readonly Piece[], losses: readonly { unit: string; steps: number }[]): Piece[] {
  return attackers.map((p) => {
    const lost = losses.filter((l) => l.unit === p.id).reduce((n, l) => n + l.steps, 0);
    if (lost === 0) return p;
    const steps = p.steps - lost;
    return steps > 0 ? { ...p, steps } : { ...p, steps: 0, at: { kind: 'box', box: `eliminated-${p.side}` } };
  });
}
