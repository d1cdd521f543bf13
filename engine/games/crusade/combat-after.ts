// §11.2.9–11.2.11 the end of a combat: the winner and the Combat Cards' fate, the defender's retreat (§11.4:
// cancel, priorities, the defender's choices), the attacker's advance (§11.5). Each answers where the combat stopped
// (CombatStop); flow.ts waits there, or goes back to the attack step once the combat is over.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { fireRetreatSpaces, fireWinner } from '../../systems/combat/index.js';
import { possibleAttacks } from './attack.js';
import { assaultUnits } from './siege-assault.js';
import { settleCards } from './combat-cards.js';
import { type CombatStop, type Current, combatOf, curOf, cv, onMap } from './combat-state.js';
import { setControl } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { counterattackCancelsTerrain, retreatCancelTerrain } from './fire.js';
import { eliminate, extraStep } from './losses.js';
import { advancePaths, retreatPaths, stackingLimit } from './retreat.js';
import { unitsIn, varsOf } from './state.js';

/** §11.2.9 the winner and the cards' fate; §11.2.10 the defender's retreat obligation. */
export function afterLosses(module: GameModule, d: Draft): CombatStop {
  const c = curOf(d);
  const { attacker: lnA, defender: lnD } = c.ln!;
  const winner = fireWinner(lnA, lnD);
  settleCards(module, d, c.attacker, c.cards.attacker, winner === 'attacker');
  settleCards(module, d, c.defender, c.cards.defender, winner === 'defender');
  // §8.5.5.3 the attack a Teruel or El Ebro cancelled the terrain of (fire.ts), for the bonus choice.
  const terrainCancelled = counterattackCancelsTerrain(module, d.state);
  cv(d).log.push({
    turn: d.state.turn,
    round: d.vars.round,
    attacker: c.attacker,
    target: c.target,
    winner,
    attackerLn: lnA,
    defenderLn: lnD,
    advanced: false,
    ...(terrainCancelled ? { terrainCancelled } : {}),
  });
  emit(d, { type: 'combatResult', target: c.target, winner, attackerLn: lnA, defenderLn: lnD, rule: '11.2.9' });
  const left = unitsIn(d.state, c.target).filter((p) => p.side === c.defender);
  let distance = fireRetreatSpaces(lnA, lnD, onMap(d.state, c.attackers).length > 0);
  // R36 Political Commissars: no retreat when the defender loses by one Loss Number or less.
  if (c.noRetreatWithin1 && lnA - lnD <= 1) distance = 0;
  if (distance === 0 || left.length === 0) return toAdvance(module, d);
  c.distance = distance;
  // §11.4.3 Mountain, Trench or Beach Head: one more step cancels the retreat if a step remains afterwards.
  const steps = left.reduce((s, p) => s + p.steps, 0);
  if (retreatCancelTerrain(module, d.state, c.target) && steps >= 2) return 'retreat-cancel';
  return nextRetreat(module, d);
}

/** §11.4.3 the defender's answer: one more step from `unit` (no retreat), or retreat (null). */
export function applyCancel(module: GameModule, d: Draft, unit: string | null): CombatStop {
  const c = curOf(d);
  if (unit === null) return nextRetreat(module, d);
  extraStep(module, d, unit, c.oos);
  emit(d, { type: 'retreatCancelled', target: c.target, unit, rule: '11.4.3' });
  c.distance = 0;
  return toAdvance(module, d);
}

/** The defenders still to retreat: every defending unit left in the defending space (§11.4.1). */
const toRetreat = (state: GameState, c: Current): Piece[] =>
  unitsIn(state, c.target).filter((p) => p.side === c.defender);

/** §11.4.5 the defenders retreat one at a time: with no path a unit is removed (§11.4.4); a single path that holds
 *  every unit still to retreat is taken at once; otherwise the defender picks a unit and its path. */
function nextRetreat(module: GameModule, d: Draft): CombatStop {
  const c = curOf(d);
  for (;;) {
    const units = toRetreat(d.state, c);
    if (units.length === 0) break;
    const paths = retreatPaths(module, d.state, c.target, c.defender, c.distance);
    if (paths.length === 0) {
      // §11.5.7: a retreat of 2 with only one space to go: the attacker may advance into that space too.
      if (c.distance === 2)
        for (const p of retreatPaths(module, d.state, c.target, c.defender, 1))
          if (!c.routes.some((r) => r.join('>') === p.nodes[0])) c.routes.push([p.nodes[0]!]);
      eliminate(module, d, units[0]!.id, true, '11.4.4');
      continue;
    }
    const only = paths.length === 1 ? paths[0]! : null;
    const room = only
      ? stackingLimit(d.state) - unitsIn(d.state, only.end).filter((p) => p.side === c.defender).length
      : 0;
    if (only && (units.length === 1 || (!only.extended && room >= units.length))) {
      retreatUnit(module, d, units[0]!.id, only.nodes);
      continue;
    }
    return 'retreat';
  }
  return toAdvance(module, d);
}

function retreatUnit(module: GameModule, d: Draft, id: string, path: string[]): void {
  const c = curOf(d);
  const end = path[path.length - 1]!;
  moveTo(d, id, { kind: 'space', space: end });
  emit(d, { type: 'retreat', unit: id, path, rule: '11.4.5' });
  // §11.4.5: retreating units gain control only of the space where they end.
  setControl(module, d, end, c.defender, '11.4.5');
  c.routes.push(path);
  cv(d).retreated.push(id);
}

/** The retreats the defender may choose now (combat-retreat): any unit still to retreat, any allowed path. */
export function pendingRetreats(module: GameModule, state: GameState): { unit: string; path: string[] }[] {
  const c = combatOf(state).current;
  if (!c) return [];
  const paths = retreatPaths(module, state, c.target, c.defender, c.distance).map((p) => p.nodes);
  return toRetreat(state, c).flatMap((u) => paths.map((path) => ({ unit: u.id, path })));
}

/** The defender's chosen retreat (combat-retreat). */
export function applyRetreat(module: GameModule, d: Draft, unit: string, path: string[]): CombatStop {
  retreatUnit(module, d, unit, path);
  return nextRetreat(module, d);
}

/** §11.2.11 an advance is offered when the defending space was emptied and attacking units survive. */
function toAdvance(module: GameModule, d: Draft): CombatStop {
  const c = curOf(d);
  if (unitsIn(d.state, c.target).some((p) => p.side === c.defender)) return finishCombat(d);
  c.advancers = onMap(d.state, c.attackers).map((p) => p.id);
  if (!c.advancers.some((id) => advanceGroupPaths(module, d.state, [id]).length > 0)) return finishCombat(d);
  return 'advance';
}

/** §11.5 the paths a group of advancing units may take now. */
export function advanceGroupPaths(module: GameModule, state: GameState, units: string[]): string[][] {
  const c = combatOf(state).current;
  if (!c) return [];
  return advancePaths(module, state, c.target, c.attacker, c.distance, c.routes, onMap(state, units));
}

/** §11.5 the attacker advances a group; they gain control of every space entered (§11.5.5). */
export function applyAdvance(module: GameModule, d: Draft, units: string[], to: string): CombatStop {
  const c = curOf(d);
  // An advance the rules do not list (advisory and honor modes) goes straight to `to`.
  const path = advanceGroupPaths(module, d.state, units).find((p) => p[p.length - 1] === to) ?? [to];
  for (const id of units) moveTo(d, id, { kind: 'space', space: to });
  emit(d, { type: 'advance', units, path, rule: '11.5' });
  for (const s of path) setControl(module, d, s, c.attacker, '11.5');
  c.advanced.push(...units);
  const rec = cv(d).log[cv(d).log.length - 1];
  if (rec) rec.advanced = true;
  const more = c.advancers.some(
    (id) => !c.advanced.includes(id) && advanceGroupPaths(module, d.state, [id]).length > 0,
  );
  return more ? 'advance' : finishCombat(d);
}

/** The combat is over (flow.ts goes back to the attack step). */
export function finishCombat(d: Draft): CombatStop {
  cv(d).current = null;
  return 'over';
}

/** No combat is left to fight this round: no attack (§11.1) and no siege assault (§16.1.4, siege-assault.ts). */
export function nothingToAttack(module: GameModule, state: GameState): boolean {
  if (possibleAttacks(module, state).length > 0) return false;
  return Object.keys(varsOf(state).sieges).every((name) => assaultUnits(module, state, name).length === 0);
}
