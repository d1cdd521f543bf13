// Fog of war (6.8): what one side may see of the other's units. Under an enemy stack only the top unit is in
// the data (the rest is absent, not merely undrawn) until a battle against that hex reveals it; the enemy's
// dead pile, its units set aside for the set-up (3.2, 3.5) and its units at sea (3.4, 10.2) are not in the data
// at all. The set-up steps are secret until done: during the German set-up (3.5) the Allied player does not see
// the German units placed so far, during the landing (3.4) the German player does not see the landing stack, so
// a stack shows its top unit only when the step is over (not a unit that was on top for a moment). Honor mode is
// a physical table and hides nothing the machine knows.
//
// By e-mail (hidden.ts) the same rules decide which sealed units the other side has seen and must be revealed
// (sightings), whatever the mode; a sealed unit is never in a view, for this machine has no face to show.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId, VisibleState } from '../../core/types.js';
import { withoutRng } from '../../core/sideview.js';
import { chainOf } from '../../core/dice-chain.js';
import { isSealed } from '../../core/hidden-units.js';
import { optionsOf } from './options.js';
import { varsOf } from './state.js';
import { AT_SEA, SET_ASIDE } from './setup.js';
import { ALLIED, AXIS, nationality, unitsIn } from './units.js';
import { overstackedHexes } from './stacking.js';

/** Whether an enemy unit is out of `side`'s sight wherever it stands (boxes, set-up steps), by 6.8, 3.4, 3.5. */
function unseenEnemy(module: GameModule, state: GameState, side: SideId, p: Piece): boolean {
  if (p.at.kind === 'box') {
    if (p.at.box === 'dead' || p.at.box === AT_SEA.box) return true;
    return p.at.box === SET_ASIDE.box && p.at.index === SET_ASIDE.index;
  }
  if (p.at.kind !== 'hex') return false;
  const v = varsOf(state);
  // 3.5: the German set-up is secret until it is complete; 3.4: so is the landing stack.
  if (v.step === 'setup-german' && side === ALLIED) return nationality(module, p) === 'de';
  if (v.step === 'setup-landing' && side === AXIS && p.at.hex === v.beachhead) {
    const nat = nationality(module, p);
    return nat === 'us' || nat === 'uk';
  }
  return false;
}

/**
 * The pieces `side` may see under the rules of 6.8 (whatever this machine knows of them and whatever the mode),
 * and per hex the enemy units under the top one.
 */
export function fogSight(
  module: GameModule,
  state: GameState,
  side: SideId,
): { seen: Set<string>; under: Record<HexId, number> } {
  const battle = varsOf(state).battle;
  // 6.8: a side may look under a stack it attacks while the battle is resolved.
  const revealed = battle && battle.side === side ? battle.target : null;
  const seen = new Set<string>();
  const under: Record<HexId, number> = {};
  const top = new Map<HexId, string>();
  const enemy: Piece[] = [];
  for (const p of state.pieces) {
    // A unit hidden by a set-up step still covers the units under it.
    if (p.kind === 'unit' && p.at.kind === 'hex') top.set(p.at.hex, p.id);
    if (p.side === side || p.kind !== 'unit') seen.add(p.id);
    else if (!unseenEnemy(module, state, side, p)) enemy.push(p);
  }
  for (const p of enemy) {
    if (p.at.kind !== 'hex' || p.at.hex === revealed || top.get(p.at.hex) === p.id) seen.add(p.id);
    else under[p.at.hex] = (under[p.at.hex] ?? 0) + 1;
  }
  return { seen, under };
}

/** The state as `side` may see it. */
export function fogOfWar(module: GameModule, state: GameState, side: SideId): VisibleState {
  const visible = withoutRng(state);
  // A sealed unit (hidden.ts) is in no view: this machine does not know its face.
  if (state.mode === 'honor') return { ...visible, pieces: state.pieces.filter((p) => !isSealed(p)) };
  const { seen, under } = fogSight(module, state, side);
  const pieces = state.pieces.filter((p) => seen.has(p.id) && !isSealed(p));
  const vars = { ...visible.vars };
  // Lists of unit ids in the vars name only units this side may see (a probing German unit may since sit under
  // another in a stack).
  const shown = new Set(pieces.map((p) => p.id));
  for (const key of ['landed', 'probed', 'momentum'] as const) {
    const ids = vars[key];
    if (Array.isArray(ids)) vars[key] = ids.filter((id) => typeof id === 'string' && shown.has(id));
  }
  // 6.8 option: the height of a stack is visible on a real table.
  if (optionsOf(state).stackHeightVisible) vars.hiddenUnits = under;
  return { ...visible, pieces, vars };
}

/**
 * By e-mail (engine/core/hidden-units.ts): the pieces whose face `viewer` may know now. Those it sees under 6.8,
 * and what the rules show it besides: the attackers of a battle against it, or of an attack that waits for its
 * hidden defenders (their strength decides the odds, 13.5), and the units of an over-stacked hex (6.6: the
 * owner's losses there are eliminations the other side takes part in).
 */
export function sightings(module: GameModule, state: GameState, viewer: SideId): ReadonlySet<string> {
  const { seen } = fogSight(module, state, viewer);
  const battle = varsOf(state).battle;
  if (battle && battle.side !== viewer) for (const id of battle.attackers) seen.add(id);
  const pending = chainOf(state.rng)?.pending;
  if (pending?.hidden && pending.side !== viewer) {
    const ids = pending.args.attackers ?? pending.args.units;
    if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') seen.add(id);
  }
  for (const o of overstackedHexes(module, state))
    if (o.side !== viewer) for (const p of unitsIn(state, o.hex)) if (p.side === o.side) seen.add(p.id);
  return seen;
}
