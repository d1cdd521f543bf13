// §11.1 designating an attack: which units may attack (in an Attack-activated space, supplied, not yet fought this
// round), which spaces may be attacked (enemy units, Adjacent, not yet attacked this round), and §17.4 Militia
// Lack of Coordination. combat.ts lists and checks the `attack` verb with these.

import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import { attackSpaces } from './activation.js';
import { combatOf } from './combat-state.js';
import { isAdjacent } from './geo.js';
import { type Side, enemyOf, unitsIn, varsOf, violation } from './state.js';
import { supplyStatus } from './supply.js';
import { unitType } from './units.js';
import { act } from './verb.js';

/** §11.1 the active side's units that may still attack from an Attack-activated space (supplied, not yet fought). */
export function readyAttackers(module: GameModule, state: GameState): Piece[] {
  const side = state.activeSide as Side;
  const c = combatOf(state);
  return attackSpaces(state).flatMap((s) => {
    const units = unitsIn(state, s).filter((p) => p.side === side && !c.fought.includes(p.id));
    // §11.1.5 out-of-supply, Isolated-Space and border-limited units cannot attack.
    return units.length > 0 && supplyStatus(module, state, s, side) === 'supplied' ? units : [];
  });
}

/** Spaces with enemy units, not yet attacked this round, Adjacent to ready attackers (§11.1.3–11.1.6). */
export function possibleTargets(module: GameModule, state: GameState, readyNow?: Piece[]): string[] {
  const side = state.activeSide as Side;
  const c = combatOf(state);
  const from = [
    ...new Set((readyNow ?? readyAttackers(module, state)).map((p) => (p.at.kind === 'space' ? p.at.space : ''))),
  ];
  const out = new Set<string>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.side !== enemyOf(side) || p.at.kind !== 'space') continue;
    const t = p.at.space;
    if (c.attacked.includes(t) || out.has(t)) continue;
    if (from.some((s) => isAdjacent(module, state, s, t))) out.add(t);
  }
  return [...out];
}

/** §17.4 Militia Lack of Coordination: a unit that counts as uncoordinated militia. */
function uncoordinated(module: GameModule, state: GameState, p: Piece): boolean {
  if (unitType(module, p) !== 'MIL') return false;
  const militarized = varsOf(state).flags.includes('militiasMilitarized');
  return !militarized || (module.units.find((u) => u.id === p.def)?.flags?.includes('catalan') ?? false);
}

/** The rule violations of an attack designation (§11.1, §17.4). */
export function attackProblems(
  module: GameModule,
  state: GameState,
  target: string,
  ids: string[],
  readyNow?: Piece[],
): Violation[] {
  const side = state.activeSide as Side;
  const c = combatOf(state);
  if (c.attacked.includes(target))
    return [violation('attackedTwice', '11.1.6', 'That space has already been attacked this round', { target })];
  if (!unitsIn(state, target).some((p) => p.side === enemyOf(side)))
    return [violation('noDefender', '11.1.3', 'The target space holds no enemy unit', { target })];
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    return [violation('attackers', '11.2.1', 'Name each attacking unit once', { target })];
  const ready = readyNow ?? readyAttackers(module, state);
  const units: Piece[] = [];
  for (const id of ids) {
    const p = ready.find((x) => x.id === id);
    if (p?.at.kind !== 'space')
      return [
        violation(
          'notReady',
          '11.1.1',
          `${id} may not attack: not in an Attack-activated space, out of supply, or it has fought this round`,
          { unit: id },
        ),
      ];
    if (!isAdjacent(module, state, p.at.space, target))
      return [violation('notAdjacent', '11.1.3', `${id} is not Adjacent to the target`, { unit: id, target })];
    units.push(p);
  }
  // §17.4: in Turns 1–5, at most one attacking space may contribute only uncoordinated militia.
  const spaces = [...new Set(units.map((p) => (p.at as { space: string }).space))];
  if (side === 'REP' && state.turn <= 5 && spaces.length >= 2) {
    const onlyMil = spaces.filter((s) =>
      units.filter((p) => (p.at as { space: string }).space === s).every((p) => uncoordinated(module, state, p)),
    );
    if (onlyMil.length > 1)
      return [
        violation(
          'militiaCoordination',
          '17.4',
          'Militia Lack of Coordination: at most one attacking space may hold only militia',
          { target },
        ),
      ];
  }
  return [];
}

/** The attacks listed as legal actions: for each target, every ready Adjacent unit, and each attacking space alone. */
export function possibleAttacks(module: GameModule, state: GameState): LegalAction[] {
  const ready = readyAttackers(module, state);
  const out: LegalAction[] = [];
  if (ready.length === 0) return out;
  for (const target of possibleTargets(module, state, ready)) {
    const near = ready.filter((p) => p.at.kind === 'space' && isAdjacent(module, state, p.at.space, target));
    const groups = new Map<string, string[]>();
    for (const p of near) {
      const s = (p.at as { space: string }).space;
      groups.set(s, [...(groups.get(s) ?? []), p.id]);
    }
    const sets = [near.map((p) => p.id), ...(groups.size > 1 ? [...groups.values()] : [])];
    for (const ids of sets)
      if (attackProblems(module, state, target, ids, ready).length === 0)
        out.push(act('attack', { target, attackers: ids }));
  }
  return out;
}
