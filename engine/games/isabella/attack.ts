// Who may attack what (13.1-13.3, 12.7, 13.24, 8.2): one per-unit test serves both the list of attacks a side
// may declare now and the check of a declared attack, so the two can never disagree.
//
// The static 1/2GGB may attack: 12.1 only stops it moving, its counter prints an attack factor (1-6-0) and
// 13.1 lets any adjacent undisrupted unit attack; it never advances (outcome.ts, 13.20 + 12.1).

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId, Violation } from '../../core/types.js';
import { geoOf, HEX } from './geo.js';
import { frozen, varsOf, violation } from './state.js';
import { AXIS, hexOf, unitsIn } from './units.js';

/** One attack a side may declare: the target hex and every unit that may join it. */
export interface AttackOption {
  target: HexId;
  attackers: string[];
  /** 8.2: attacking this hex brings neutral Portugal into the war. */
  entersPortugal: boolean;
  /** 13.24: at most this many attackers (Gibraltar: one). */
  maxAttackers?: number;
}

/** Whether a unit stands against `side`: its enemy, or (for the Axis only) a frozen neutral Portuguese unit (8.2). */
export function hostileTo(module: GameModule, state: GameState, side: SideId, piece: Piece): boolean {
  if (piece.kind !== 'unit') return false;
  if (frozen(module, state, piece)) return side === AXIS;
  return piece.side !== side;
}

/** The units defending a hex against `side` (every unit in it, 13.1), or [] when it holds none hostile to it. */
export function defendersOf(module: GameModule, state: GameState, side: SideId, target: HexId): Piece[] {
  const here = unitsIn(state, target);
  return here.length > 0 && here.every((p) => hostileTo(module, state, side, p)) ? here : [];
}

/** 8.2: an attack into a Portuguese hex while Portugal is neutral brings Portugal in. */
export function attackEntersPortugal(module: GameModule, state: GameState, target: HexId): boolean {
  return !varsOf(state).portugal && geoOf(module).region(target) === 'portugal';
}

/** Why `piece` may not attack `target` for `side`, or null when it may (13.1, 13.2, 8.1, 12.7, 13.24). */
export function attackerProblem(
  module: GameModule,
  state: GameState,
  side: SideId,
  target: HexId,
  piece: Piece,
): Violation | null {
  const geo = geoOf(module);
  const id = { unit: piece.id, hex: target };
  if (piece.kind !== 'unit') return violation('attack.notUnit', '13.1', `${piece.id} is not a ground unit`, id);
  if (piece.side !== side) return violation('attack.notYours', '13.1', `${piece.id} is not your unit`, id);
  const from = hexOf(piece);
  if (from === undefined) return violation('attack.offMap', '13.1', `${piece.id} is not on the map`, id);
  if (frozen(module, state, piece))
    return violation('attack.frozen', '8.1', `${piece.id} is a frozen neutral Portuguese unit`, id);
  if (piece.disrupted) return violation('attack.disrupted', '13.2', `${piece.id} is disrupted and may not attack`, id);
  if (!geo.neighbors(from).includes(target)) {
    return violation('attack.notAdjacent', '13.1', `${piece.id} in ${from} is not adjacent to ${target}`, {
      ...id,
      from,
    });
  }
  if (target === HEX.gibraltar && from !== HEX.nextToGibraltar) {
    return violation(
      'attack.gibraltar',
      '13.24',
      `Gibraltar ${target} may only be attacked from ${HEX.nextToGibraltar}`,
      { ...id, from },
    );
  }
  if (geo.sideHas(from, target, 'sea')) {
    return violation(
      'attack.allSea',
      '12.7',
      `${piece.id} may not attack across the all-sea hexside ${from}/${target}`,
      { ...id, from },
    );
  }
  if (side === AXIS && geo.sideHas(from, target, 'strait')) {
    return violation(
      'attack.straits',
      '12.7',
      `Axis units may not attack across the straits hexside ${from}/${target}`,
      { ...id, from },
    );
  }
  return null;
}

/** Every enemy-occupied hex `side` may attack now with the units that may join each attack (13.1-13.3). */
export function attackOptions(module: GameModule, state: GameState, side: SideId): AttackOption[] {
  const geo = geoOf(module);
  const mine = state.pieces.filter((p) => p.kind === 'unit' && p.side === side && p.at.kind === 'hex');
  const targets = new Set<HexId>();
  for (const p of mine) for (const n of geo.neighbors(hexOf(p)!)) targets.add(n);
  const out: AttackOption[] = [];
  for (const target of [...targets].sort()) {
    if (defendersOf(module, state, side, target).length === 0) continue;
    const attackers = mine.filter((p) => attackerProblem(module, state, side, target, p) === null).map((p) => p.id);
    if (attackers.length === 0) continue;
    const opt: AttackOption = { target, attackers, entersPortugal: attackEntersPortugal(module, state, target) };
    if (target === HEX.gibraltar) opt.maxAttackers = 1;
    out.push(opt);
  }
  return out;
}

/**
 * Why a declared attack is illegal, first reason first ([] when legal). `only` restricts the attackers to a set
 * (13.21: a momentum attack is made only by the units that just advanced into `advancedInto` and may make one).
 */
export function checkAttack(
  module: GameModule,
  state: GameState,
  side: SideId,
  target: HexId,
  attackers: readonly string[],
  only?: readonly string[],
  advancedInto?: HexId,
): Violation[] {
  if (attackers.length === 0)
    return [violation('attack.noAttackers', '13.1', 'an attack needs at least one attacking unit', { hex: target })];
  const seen = new Set<string>();
  for (const a of attackers) {
    if (seen.has(a))
      return [violation('attack.twice', '13.3', `${a} is named twice in one attack`, { unit: a, hex: target })];
    seen.add(a);
  }
  if (!geoOf(module).has(target) || defendersOf(module, state, side, target).length === 0) {
    return [violation('attack.noEnemy', '13.1', `${target} holds no enemy unit to attack`, { hex: target })];
  }
  for (const a of attackers) {
    const piece = state.pieces.find((p) => p.id === a);
    if (!piece) return [violation('attack.unknown', '13.1', `there is no unit ${a}`, { unit: a, hex: target })];
    if (only && !only.includes(a)) return [momentumRefusal(piece, target, advancedInto)];
    const problem = attackerProblem(module, state, side, target, piece);
    if (problem) return [problem];
  }
  if (target === HEX.gibraltar && attackers.length > 1) {
    return [
      violation('attack.gibraltarOne', '13.24', `only one unit may attack Gibraltar ${target}`, {
        hex: target,
        count: attackers.length,
      }),
    ];
  }
  return [];
}

/**
 * 13.21, 5.12: why `piece` may not join a momentum attack: it did not advance, or it advanced (into `advancedInto`)
 * but may not make one (a Falangist unit, an out-of-supply German unit, a unit other than Patton's corps).
 */
function momentumRefusal(piece: Piece, target: HexId, advancedInto?: HexId): Violation {
  const unit = piece.id;
  if (advancedInto !== undefined && hexOf(piece) === advancedInto) {
    return violation(
      'attack.momentumUnit',
      '13.21',
      `${unit} may not make a momentum attack: only supplied German units (13.21) or Patton's corps (5.12) may`,
      { unit, hex: target },
    );
  }
  return violation('attack.momentum', '13.21', `${unit} did not just advance and may not join this momentum attack`, {
    unit,
    hex: target,
  });
}
