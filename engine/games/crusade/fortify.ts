// §10.2 Positions and Trenches: after movement, one unit that did not move in each Move-activated space may try
// to build a Position (a corps always succeeds, a division on a modified 1–3) or, where an own Position stands, a
// corps may try to turn it into a Trench (modified 1–3). A failed roll leaves a −1, then −2, DRM Modifier marker.
// Markers (markers.json): `fort-nat`/`fort-rep` (Position face; the Trench is the back face: `disrupted`), the
// special REP trenches `trench-*`, and `drm-modifier` (−1; −2 on its back). A marker in the pool is no piece.

import { extraTrenchMarkers } from './event-effects.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, Violation } from '../../core/types.js';
import { onControlChange } from './control.js';
import { type Draft, emit, roll, setPiece } from './draft.js';
import { geoOf } from './geo.js';
import { opsOf } from './activation.js';
import { REP, type Side, unitsIn, varsOf, violation } from './state.js';
import { isCorps } from './units.js';
import { markerId } from '../table/verbs.js';

/** The fortification markers: Position/Trench counters of each side, and the special REP Trenches (§10.2.9). */
export const FORT_DEFS = ['fort-nat', 'fort-rep', 'trench-madrid', 'trench-bilbao', 'trench-fortifications'];
/** The construction DRM marker (§10.2.2, §10.2.4). */
export const MODIFIER = 'drm-modifier';

const fortDef = (side: Side): string => (side === REP ? 'fort-rep' : 'fort-nat');
const onSpace = (p: Piece, space: string): boolean => p.at.kind === 'space' && p.at.space === space;

/** §10.2.5 the Position or Trench in a space (at most one), or null. */
export function fortAt(state: GameState, space: string): Piece | null {
  return state.pieces.find((p) => p.kind === 'marker' && FORT_DEFS.includes(p.def) && onSpace(p, space)) ?? null;
}

/** Whether a fortification marker shows its Trench (the back face, or a special Trench marker). */
export const isTrench = (p: Piece): boolean => p.disrupted || p.def.startsWith('trench-');

/** §10.2.9 the Position/Trench markers `side` still has off the map. */
export function fortPool(module: GameModule, state: GameState, side: Side): number {
  const def = fortDef(side);
  // R15 Fortifications: extra markers beyond the counter-mix's (event-effects.ts).
  const count = (module.markers.find((m) => m.id === def)?.count ?? 0) + extraTrenchMarkers(state, side);
  return count - state.pieces.filter((p) => p.def === def && p.at.kind === 'space').length;
}

/** The construction DRM marker of `side` in a space, or null. */
export function modifierAt(state: GameState, space: string, side: Side): Piece | null {
  return state.pieces.find((p) => p.def === MODIFIER && p.side === side && onSpace(p, space)) ?? null;
}

/** The DRM a construction roll gets from the space's modifier marker: 0, −1 or −2 (§10.2.2). */
export const modifierDRM = (m: Piece | null): number => (m ? (m.disrupted ? -2 : -1) : 0);

/** What a fortify attempt in a space would be, and with which unit. */
export interface FortifyPlan {
  kind: 'position' | 'trench';
  unit: Piece;
}

/** §10.2.1, §10.2.3 the attempt `side` may make in `space` now, or why not. */
export function fortifyPlan(
  module: GameModule,
  state: GameState,
  side: Side,
  space: string,
): FortifyPlan | Violation[] {
  const ops = opsOf(state);
  if (!geoOf(module).has(space)) return [violation('unknown', '—', `There is no space "${space}"`, { space })];
  const name = geoOf(module).name(space);
  // §10.2.1 only in a space Activated for Movement.
  if (!ops || ops.activated[space] !== 'move')
    return [violation('notMoveActivated', '10.2.1', `${name} is not Activated for Movement`, { space })];
  // §10.2.1 one (and only one) unit per space attempts.
  if (ops.fortified.includes(space))
    return [violation('oneAttempt', '10.2.1', `A fortification was already attempted in ${name}`, { space })];
  // §13.3.3 OOS units may not build (border-limited units are OOS; Isolated Space units may: §10.2.2 example).
  if (ops.limited[space] === 'border')
    return [violation('outOfSupply', '13.3.3', `The units in ${name} are out of supply`, { space })];
  const idle = unitsIn(state, space).filter((p) => p.side === side && !ops.moved.includes(p.id));
  const corps = idle.find((p) => isCorps(module, p));
  const fort = fortAt(state, space);
  const ironBeltPlans = varsOf(state).flags.includes('ironBeltPlans') || varsOf(state).played.includes('N23');
  if (fort) {
    // §10.2.5 one Position or Trench a space; an enemy one cannot stand in a friendly-occupied space (§10.2.7).
    if (fort.side !== side || isTrench(fort))
      return [violation('fortified', '10.2.5', `${name} already holds a Trench`, { space })];
    // §10.2.3 exception: no REP Trench construction in Bilbao (only the Iron Belt event places one).
    if (side === REP && space === 'bilbao')
      return [violation('bilbao', '10.2.3', 'No Republican unit may build a Trench in Bilbao', { space })];
    // §10.2.3 only a corps that did not move.
    if (!corps) return [violation('trenchCorps', '10.2.3', `No corps that did not move in ${name}`, { space })];
    return { kind: 'trench', unit: corps };
  }
  // §10.2.3 exception: after Plans of the Iron Belt (N23) no REP Position in Bilbao.
  if (side === REP && space === 'bilbao' && ironBeltPlans)
    return [violation('bilbao', '10.2.3', 'No Republican Position in Bilbao after Plans of the Iron Belt', { space })];
  const unit = corps ?? idle[0];
  if (!unit) return [violation('positionUnit', '10.2.1', `No unit that did not move in ${name}`, { space })];
  // §10.2.9 limited to the markers provided.
  if (fortPool(module, state, side) <= 0)
    return [violation('noMarker', '10.2.9', 'No Position marker is left', { space })];
  return { kind: 'position', unit };
}

function addMarker(d: Draft, def: string, side: Side, space: string, disrupted = false): Piece {
  d.vars.markerSeq += 1;
  const piece: Piece = {
    id: markerId(d.vars.markerSeq, def),
    def,
    kind: 'marker',
    side,
    at: { kind: 'space', space },
    steps: 1,
    disrupted,
  };
  d.state.pieces.push(piece);
  return piece;
}

function removePiece(d: Draft, id: string): void {
  d.state.pieces = d.state.pieces.filter((p) => p.id !== id);
}

/** §10.2.2, §10.2.4 carry out the attempt: the corps' automatic Position, or the roll and its marker. */
export function fortify(module: GameModule, d: Draft, side: Side, space: string, plan: FortifyPlan): void {
  const ops = opsOf(d.state);
  if (ops) ops.fortified.push(space);
  const mod = modifierAt(d.state, space, side);
  const rule = plan.kind === 'position' ? '10.2.2' : '10.2.4';
  let success = true;
  let die: number | null = null;
  if (!(plan.kind === 'position' && isCorps(module, plan.unit))) {
    die = roll(d, 1, plan.kind, side, rule)[0]!;
    success = die + modifierDRM(mod) <= 3;
  }
  if (success) {
    if (plan.kind === 'position') addMarker(d, fortDef(side), side, space);
    else setPiece(d, fortAt(d.state, space)!.id, { disrupted: true });
    if (mod) removePiece(d, mod.id);
  } else if (!mod) {
    // §10.2.2 a failed roll: a −1 DRM Modifier marker (when one is left in the pool).
    const used = d.state.pieces.filter((p) => p.def === MODIFIER).length;
    if (used < (module.markers.find((m) => m.id === MODIFIER)?.count ?? 0)) addMarker(d, MODIFIER, side, space);
  } else if (!mod.disrupted) {
    setPiece(d, mod.id, { disrupted: true });
  }
  emit(d, {
    type: 'fortify',
    side,
    space,
    kind: plan.kind,
    unit: plan.unit.id,
    die,
    drm: modifierDRM(mod),
    success,
    rule,
  });
}

/** §10.2.7 an enemy Position or Trench in a space a unit of `side` enters goes back to its owner (special
 *  Trenches are gone for good, §10.2.9). */
export function removeEnemyFort(module: GameModule, d: Draft, space: string, side: Side, rule: string): void {
  const fort = fortAt(d.state, space);
  if (!fort || fort.side === side) return;
  removePiece(d, fort.id);
  emit(d, { type: 'fortRemoved', space, name: geoOf(module).name(space), owner: fort.side, def: fort.def, rule });
}

/** §10.2.2, §10.2.4 at the end of an Action Round a DRM Modifier marker goes when its space holds no unit of its
 *  side (the lead wires this into the end of every round; the OPS call it before combat). */
export function clearModifiers(d: Draft): void {
  for (const m of d.state.pieces.filter((p) => p.def === MODIFIER && p.at.kind === 'space')) {
    const space = (m.at as { space: string }).space;
    if (!unitsIn(d.state, space).some((u) => u.side === m.side)) removePiece(d, m.id);
  }
}

// §10.2.7 a space that changes hands (entered, or flipped in attrition) loses the enemy fortification in it.
onControlChange((module, d, space, _from, to) => removeEnemyFort(module, d, space, to, '10.2.7'));
