// §11.2 one combat from designation to advance: Combat Cards (attacker, then defender), both sides' fire, losses
// (defender first, §11.2.8; the attacker first under R7 Operation Orders Captured), the winner and the cards' fate
// (§11.2.9), the retreat (§11.2.10, §11.4) and the advance (§11.2.11, §11.5). Each part that needs a decision answers where the combat stopped (CombatStop) and
// flow.ts waits in that step; the others are carried out at once.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { FireOutcome } from '../../systems/combat/index.js';
import { type CardContext, cardEffects, cardPlayed } from './combat-cards.js';
import { afterLosses } from './combat-after.js';
import { type CombatStop, type Current, curOf, cv, onMap, spaceOf } from './combat-state.js';
import { type Draft, emit, roll } from './draft.js';
import { armorDrm, attackerDrms, combatShifts, fireEvent, fireOf, fireUnits, sideFire } from './fire.js';
import { geoOf } from './geo.js';
import { type LossPlan, applyPlan, eliminate, lossPlans } from './losses.js';
import {
  ORDERS_CAPTURED,
  type OrdersCapturedCombat,
  type PendingFire,
  armorDrmAfterLosses,
  ordersCaptured,
  pendingFire,
} from './orders-captured.js';
import { type Side, enemyOf, unitsIn, varsOf } from './state.js';
import { supplyStatus } from './supply.js';
import { unitType } from './units.js';

export { type Current, combatOf } from './combat-state.js';

/** Option (digest §9.8.14): a Reserve division that replaced an attacking corps may advance (default true). */
const replacementAdvances = (state: GameState): boolean => varsOf(state).options.combatReplacementAdvances !== false;

/** The participants as the cards' conditions read them. */
export function cardContext(state: GameState, c: Current): CardContext {
  return {
    attacker: c.attacker,
    target: c.target,
    attackers: onMap(state, c.attackers),
    defenders: onMap(state, c.defenders),
  };
}

/** §11.2.1 step 1: the attack is designated; supply is checked now (§13.1.1.1); then the attacker's cards. */
export function startCombat(module: GameModule, d: Draft, target: string, ids: string[]): void {
  const c = cv(d);
  const attacker = d.state.activeSide as Side;
  const defender = enemyOf(attacker);
  const inTarget = unitsIn(d.state, target).filter((p) => p.side === defender);
  const retreatedIn = inTarget.filter((p) => c.retreated.includes(p.id)).map((p) => p.id);
  const oos = [...onMap(d.state, ids), ...inTarget]
    .filter((p) => ['oos', 'border'].includes(supplyStatus(module, d.state, spaceOf(p), p.side as Side)))
    .map((p) => p.id);
  c.attacked.push(target);
  c.fought.push(...ids);
  c.current = {
    target,
    attacker,
    defender,
    attackers: [...ids],
    defenders: inTarget.filter((p) => !retreatedIn.includes(p.id)).map((p) => p.id),
    retreatedIn,
    oos,
    cards: { attacker: [], defender: [] },
    armor: false,
    divisionsFirst: false,
    noRetreatWithin1: false,
    ln: null,
    lossSide: null,
    plans: null,
    distance: 0,
    routes: [],
    advancers: [],
    advanced: [],
  };
  emit(d, { type: 'attack', side: attacker, target, name: geoOf(module).name(target), attackers: ids, rule: '11.2.1' });
}

/** The two sides of a combat. */
export type Role = 'attacker' | 'defender';

/** §11.2.4 a side's Combat Cards (attacker first, then the defender, who acts in the attacker's round). */
export function submitCards(module: GameModule, d: Draft, role: Role, cards: string[], armor: boolean): CombatStop {
  const c = curOf(d);
  const side = c[role];
  const deck = d.vars.decks[side];
  for (const id of cards) cardPlayed(module, d, id, !deck.retained.includes(id));
  // §8.5.3.3 a retained card is committed at most once per Action Round (a card just played counts too).
  cv(d).usedRetained.push(...cards);
  if (cards.length > 0) emit(d, { type: 'combatCards', side, cards, rule: '11.2.4' });
  if (role === 'attacker') {
    c.cards.attacker = cards;
    c.armor = armor;
    return 'cards-defender';
  }
  c.cards.defender = cards;
  return fire(module, d);
}

/** §11.2.5–11.2.7 both sides fire; §11.4.6 units that retreated here this round die on a Loss Number ≥ 1. */
function fire(module: GameModule, d: Draft): CombatStop {
  const c = curOf(d);
  // §13.3.4 out-of-supply units receive no benefit from any Combat Card: a side whose units are all out of supply
  // played its cards for nothing (no DRM, no cancellation, no other effect; they are settled as usual afterwards).
  const allOos = (ids: string[]) => ids.length > 0 && ids.every((id) => c.oos.includes(id));
  const cards = {
    attacker: allOos(c.attackers) ? [] : c.cards.attacker,
    defender: allOos(c.defenders) ? [] : c.cards.defender,
  };
  // N14 Defection: one attacking POL unit is eliminated; the attack is still resolved.
  if (cards.defender.includes('N14')) {
    const pol = onMap(d.state, c.attackers).find((p) => unitType(module, p) === 'POL');
    if (pol) {
      eliminate(module, d, pol.id, false, 'N14');
      c.attackers = c.attackers.filter((id) => id !== pol.id);
    }
  }
  const ctx = cardContext(d.state, c);
  const eff = cardEffects(module, d.state, cards, ctx);
  c.divisionsFirst = eff.divisionsFirst;
  c.noRetreatWithin1 = eff.noRetreatWithin1;
  const from = [...new Set(ctx.attackers.map(spaceOf))];
  const shifts = combatShifts(module, d.state, {
    target: c.target,
    from,
    cancelTerrain: eff.cancelTerrain,
    ignoreRiver: eff.ignoreRiver,
  });
  const armor = c.armor && !eff.cancelArmor;
  // R7 Operation Orders Captured: the attacker's losses come first; his armor DRM waits for them.
  const late = ordersCaptured(module, cards.defender, armor);
  const aDrms = [
    ...attackerDrms(module, d.state, {
      attacker: c.attacker,
      target: c.target,
      attackers: ctx.attackers,
      armor: armor && !late,
    }),
    ...eff.attackerDrms,
  ];
  const dDrms = eff.defenderDrms;
  const [dieA] = roll(d, 1, 'attacker fire', c.attacker, '11.2.7');
  const [dieD] = roll(d, 1, 'defender fire', c.defender, '11.2.7');
  const fd = sideFire(module, ctx.defenders, shifts.defender, dDrms, dieD!, 'defender');
  if (late) {
    const units = fireUnits(module, ctx.attackers);
    (c as OrdersCapturedCombat).ordersCaptured = {
      die: dieA!,
      units,
      shifts: shifts.attacker,
      drms: aDrms,
      defender: fd,
    };
    return startLosses(module, d, c.attacker);
  }
  fired(module, d, sideFire(module, ctx.attackers, shifts.attacker, aDrms, dieA!, 'attacker'), fd);
  return startLosses(module, d, c.defender);
}

/** §11.2.7 both Loss Numbers are known: the fire event; §11.4.6 units that retreated here die on a LN ≥ 1. */
function fired(module: GameModule, d: Draft, fa: FireOutcome, fd: FireOutcome): void {
  const c = curOf(d);
  c.ln = { attacker: fa.ln, defender: fd.ln };
  emit(d, fireEvent(c.target, fa, fd));
  if (fa.ln >= 1)
    for (const p of onMap(d.state, c.retreatedIn)) eliminate(module, d, p.id, c.oos.includes(p.id), '11.4.6');
}

/** R7: the attacker has taken his losses; his roll is modified now, with the armor DRM only if a full-strength
 *  armor unit is left (Card Clarifications), and the defender takes the resulting losses. */
function attackerFiresLate(module: GameModule, d: Draft, held: PendingFire): CombatStop {
  const c = curOf(d);
  const armor = armorDrmAfterLosses(module, onMap(d.state, c.attackers));
  const drms = armor ? [...held.drms, armorDrm()] : held.drms;
  emit(d, { type: 'ordersCaptured', card: ORDERS_CAPTURED, target: c.target, armor, rule: 'R7' });
  fired(module, d, fireOf(module, held.units, held.shifts, drms, held.die, 'attacker'), held.defender);
  return startLosses(module, d, c.defender);
}

/** The units of `side` that take the enemy's Loss Number. */
function lossUnits(state: GameState, c: Current, side: Side): Piece[] {
  return side === c.defender
    ? onMap(state, c.defenders).filter((p) => spaceOf(p) === c.target)
    : onMap(state, c.attackers);
}

/** §11.3 a side takes its losses: at once when only one way satisfies the most, else the owner chooses. */
function startLosses(module: GameModule, d: Draft, side: Side): CombatStop {
  const c = curOf(d);
  // R7: the attacker takes his losses before his own Loss Number is known.
  const ln = side === c.defender ? c.ln!.attacker : (c.ln?.defender ?? pendingFire(c)!.defender.ln);
  const units = lossUnits(d.state, c, side);
  // §11.3.6–11.3.7 the attacker's first-loss obligations (AFR; armor when its DRM was declared); R45.
  const rules =
    side === c.attacker ? { firstLoss: ['afr', ...(c.armor ? ['armor'] : [])], divisionsFirst: c.divisionsFirst } : {};
  const plans = lossPlans(module, d.state, units, ln, rules);
  if (plans.length <= 1) return lossesTaken(module, d, side, plans[0] ?? null);
  c.plans = plans;
  c.lossSide = side;
  return 'losses';
}

/** The owner's choice among the plans (combat-losses). */
export function chooseLosses(module: GameModule, d: Draft, index: number): CombatStop {
  const c = curOf(d);
  const plan = c.plans![index]!;
  const side = c.lossSide!;
  c.plans = null;
  c.lossSide = null;
  return lossesTaken(module, d, side, plan);
}

function lossesTaken(module: GameModule, d: Draft, side: Side, plan: LossPlan | null): CombatStop {
  const c = curOf(d);
  if (plan && plan.losses.length > 0) {
    const entered = applyPlan(module, d, plan, c.oos);
    // §11.3.5 the division takes the corps' place in the combat (digest §9.8.14 for the attacker's advance).
    if (side === c.defender) c.defenders.push(...entered);
    else if (replacementAdvances(d.state)) c.attackers.push(...entered);
  }
  // §11.2.8 the defender first, then the attacker; under R7 the other way round (the attacker's fire in between).
  const held = pendingFire(c);
  if (side === c.defender) return held ? afterLosses(module, d) : startLosses(module, d, c.attacker);
  if (held) return attackerFiresLate(module, d, held);
  return afterLosses(module, d);
}
