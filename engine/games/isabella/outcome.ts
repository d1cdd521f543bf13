// What a combat result leaves to choose (13.15-13.22, 7.6, 6.3): who may take a step, where a unit may retreat,
// who may advance, probe or make a momentum attack. Carrying the choices out is battle.ts's (with eliminate.ts).

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId, Violation } from '../../core/types.js';
import { geoOf } from './geo.js';
import { optionsOf } from './options.js';
import { canStackIn, stackLimit } from './stacking.js';
import { frozen, varsOf, violation, type Battle } from './state.js';
import { ALLIED, AXIS, enemyOf, hexOf, isStatic, nationality, unitDef, unitsIn } from './units.js';
import { isSealed } from '../../core/hidden-units.js';

const pieceOf = (state: GameState, id: string): Piece | undefined => state.pieces.find((p) => p.id === id);

// A copy of the state with one unit moved to `hex` (on top of the stack there).
function movedTo(state: GameState, id: string, hex: HexId): GameState {
  const p = pieceOf(state, id)!;
  return { ...state, pieces: [...state.pieces.filter((x) => x.id !== id), { ...p, at: { kind: 'hex', hex } }] };
}

/** 13.15, 13.17, 13.18: the units of `pieces` still on the map, any one of which may lose the step. */
export function lossChoices(module: GameModule, state: GameState, pieces: readonly string[]): string[] {
  return pieces.filter((id) => {
    const p = pieceOf(state, id);
    return (
      p !== undefined &&
      p.kind === 'unit' &&
      p.at.kind === 'hex' &&
      (isSealed(p) || unitDef(module, p.def) !== undefined)
    );
  });
}

// 12.7: whether a unit of `side` may cross from `a` into the adjacent land hex `b` (retreat, advance, probe).
function passable(module: GameModule, side: SideId, a: HexId, b: HexId): boolean {
  const geo = geoOf(module);
  if (geo.isSea(b) || geo.sideHas(a, b, 'sea')) return false;
  return !(side === AXIS && geo.sideHas(a, b, 'strait'));
}

/**
 * 13.18 DR (one hex, digest default): the hexes a defender may retreat into: not all-sea, not across all-sea
 * hexsides or (Axis) straits, not into enemy or frozen Portuguese units, within stacking (4; 1 in 1422). EZOC
 * has no effect (7.6). The static 1/2GGB never retreats (12.1).
 */
export function retreatOptions(module: GameModule, state: GameState, pieceId: string): HexId[] {
  const p = pieceOf(state, pieceId);
  const from = p && hexOf(p);
  if (!p || from === undefined || isStatic(module, p)) return [];
  return geoOf(module)
    .neighbors(from)
    .filter((n) => passable(module, p.side, from, n) && canStackIn(module, state, p.side, n));
}

/** 13.18: whether the whole defending force can retreat (each unit a hex, stacking counted across the force). */
export function forceCanRetreat(module: GameModule, state: GameState, defenders: readonly string[]): boolean {
  let s = state;
  for (const id of defenders) {
    const to = retreatOptions(module, s, id)[0];
    if (to === undefined) return false;
    s = movedTo(s, id, to);
  }
  return defenders.length > 0;
}

/** 13.20: surviving attackers that may advance into the emptied target (not the 1/2GGB, Axis not over straits). */
export function advanceOptions(
  module: GameModule,
  state: GameState,
  battle: Pick<Battle, 'side' | 'target' | 'attackers'>,
): string[] {
  if (unitsIn(state, battle.target).length > 0) return [];
  const geo = geoOf(module);
  return battle.attackers.filter((id) => {
    const p = pieceOf(state, id);
    const from = p && hexOf(p);
    if (!p || from === undefined || p.side !== battle.side || isStatic(module, p)) return false;
    return geo.neighbors(from).includes(battle.target) && passable(module, p.side, from, battle.target);
  });
}

/** 13.20: why an advance by `units` is illegal ([] when legal): only eligible attackers, within stacking. */
export function checkAdvance(
  module: GameModule,
  state: GameState,
  battle: Pick<Battle, 'side' | 'target' | 'attackers'>,
  units: readonly string[],
): Violation[] {
  const ok = advanceOptions(module, state, battle);
  const bad = units.find((u) => !ok.includes(u));
  if (bad)
    return [
      violation('advance.notEligible', '13.20', `${bad} may not advance into ${battle.target}`, {
        unit: bad,
        hex: battle.target,
      }),
    ];
  const twice = units.find((u, i) => units.indexOf(u) !== i);
  if (twice)
    return [violation('advance.twice', '13.20', `${twice} is named twice`, { unit: twice, hex: battle.target })];
  if (units.length > stackLimit(battle.target)) {
    return [
      violation('advance.stacking', '6.3', `at most ${stackLimit(battle.target)} units may stand in ${battle.target}`, {
        hex: battle.target,
        count: units.length,
      }),
    ];
  }
  return [];
}

// 13.21, 13.22, 5.12: the units of `side` that may make probes and momentum attacks this turn, before use limits.
function specialAttacker(
  module: GameModule,
  state: GameState,
  side: SideId,
  p: Piece,
  supplied: (id: string) => boolean,
): boolean {
  const v = varsOf(state);
  if (v.air.side !== side || p.kind !== 'unit' || p.side !== side || frozen(module, state, p)) return false;
  if (side === AXIS) return nationality(module, p) === 'de' && supplied(p.id);
  if (side !== ALLIED || v.patton.state !== 'on' || v.patton.piece !== p.id) return false;
  return !optionsOf(state).pattonNeedsSupply || supplied(p.id);
}

/** One probe (13.22): the probing units' hex, the empty hex in EZOC they may enter, the units that may go. */
export interface ProbeOption {
  from: HexId;
  target: HexId;
  units: string[];
  /** 8.2: the probe moves into neutral Portugal and brings it in. */
  entersPortugal: boolean;
}

/**
 * 13.22: the probes `side` may make now (Axis: German units with Axis air superiority; Allied: Patton's unit with
 * Allied air superiority, 5.12): undisrupted, supplied, not yet probed, next to an enemy unit and to an empty
 * hex in the enemy's ZOC (`inEnemyZoc`), which they could enter.
 */
export function probeOptions(
  module: GameModule,
  state: GameState,
  supplied: (pieceId: string) => boolean,
  inEnemyZoc: (hex: HexId) => boolean,
  side: SideId = AXIS,
): ProbeOption[] {
  const geo = geoOf(module);
  const v = varsOf(state);
  const byHex = new Map<HexId, string[]>();
  for (const p of state.pieces) {
    const at = hexOf(p);
    if (
      at === undefined ||
      p.disrupted ||
      v.probed.includes(p.id) ||
      !specialAttacker(module, state, side, p, supplied)
    )
      continue;
    byHex.set(at, [...(byHex.get(at) ?? []), p.id]);
  }
  const enemy = enemyOf(side);
  const out: ProbeOption[] = [];
  for (const [from, units] of [...byHex].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const around = geo.neighbors(from);
    const nearEnemy = around.some((n) => unitsIn(state, n).some((u) => u.side === enemy && !frozen(module, state, u)));
    if (!nearEnemy) continue;
    for (const target of around) {
      if (unitsIn(state, target).length > 0 || !inEnemyZoc(target) || !passable(module, side, from, target)) continue;
      const entersPortugal = !v.portugal && geo.region(target) === 'portugal';
      out.push({ from, target, units: units.slice(), entersPortugal });
    }
  }
  return out;
}

/**
 * 13.21: the units that may make a momentum attack after `battle`: those that just advanced into its target,
 * never after a momentum attack (no serial momentum), not already used this phase, of an eligible side (see above).
 */
export function momentumEligible(
  module: GameModule,
  state: GameState,
  battle: Battle,
  supplied: (pieceId: string) => boolean,
): string[] {
  if (battle.kind === 'momentum') return [];
  const v = varsOf(state);
  return battle.attackers.filter((id) => {
    const p = pieceOf(state, id);
    return (
      p !== undefined &&
      hexOf(p) === battle.target &&
      !v.momentum.includes(id) &&
      specialAttacker(module, state, battle.side, p, supplied)
    );
  });
}
