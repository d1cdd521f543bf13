// R7 Operation Orders Captured (Card Clarifications; digest T-45): a Republican Combat Card played in defence. The
// Nationalist attacker takes his losses before his roll is modified; if afterwards no attacking unit is a
// full-strength armor unit, he may not add the armor DRM (§16.6.2). The first-loss rule (§11.3.6–11.3.7) still
// governed how he took those losses, as he had declared the armor DRM. combat-resolve.ts runs the combat in that
// order while the attacker's fire waits here (`pendingFire`).

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import type { Drm, FireOutcome, FireUnit, Shift } from '../../systems/combat/index.js';
import { cardMap } from './cards.js';
import type { Current } from './combat-state.js';
import { hasFlag, isReduced } from './units.js';

/** The card's id. */
export const ORDERS_CAPTURED = 'R7';

/** The cards.json effect kind of R7: the attacker's losses come before his roll is modified, and his armor DRM
 *  counts only if a full-strength armor unit is left. */
export const LOSSES_BEFORE_ARMOR = 'lossesBeforeArmorDrm';

/** R7: whether the attacker's losses come before his roll (the defender played a card with the effect
 *  `lossesBeforeArmorDrm` against a declared armor DRM; without the DRM the card changes nothing). */
export const ordersCaptured = (module: GameModule, defenderCards: readonly string[], armorDeclared: boolean): boolean =>
  armorDeclared &&
  defenderCards.some((id) =>
    cardMap(module)
      .get(id)
      ?.event.effects.some((e) => e.kind === LOSSES_BEFORE_ARMOR),
  );

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

/** The attacker's fire held back while he takes his losses (§11.2.7: both dice were rolled together). His units
 *  fire as they were when the dice were rolled; only the armor DRM waits for the losses. */
export interface PendingFire {
  die: number;
  /** The attacking units as the fire table read them at the roll. */
  units: FireUnit[];
  shifts: Shift[];
  /** Every DRM of his roll but the armor one. */
  drms: Drm[];
  /** The defender's fire, already resolved (it gave the attacker's losses). */
  defender: FireOutcome;
}

/** The combat in progress with R7's held-back fire (set only while R7 reorders the losses). */
export type OrdersCapturedCombat = Current & { ordersCaptured?: PendingFire };

/** The held-back fire of a combat under R7, or null. */
export const pendingFire = (c: Current): PendingFire | null => (c as OrdersCapturedCombat).ordersCaptured ?? null;
