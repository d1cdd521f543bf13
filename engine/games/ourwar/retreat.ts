// Retreat (XVI.7), surrender or the built-up exchange (A12), advance after combat (XVI.10), and where guerrillas
// go when they lose a level (XVI.15). The hexes free of enemy ZOC, the enemy's control and the MP a step costs come
// from the callers (zoc.ts, movement.ts) as functions, so this module reads no movement rules of its own.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { noEffects, type UnitEffects, unitEffects } from './losses.js';
import { marksOf, type OurWarVars } from './state.js';
import { type HexClass, terrainOf } from './terrain.js';

/** What a retreat reads of the map for the retreating side. */
export interface RetreatMap {
  neighbors: (hex: string) => readonly string[];
  /** VI in an enemy ZOC (uncancelled or not: XVI.7 wants hexes free of it). */
  enemyZoc: (hex: string) => boolean;
  /** VI.3 controlled by the enemy. */
  enemyControlled: (hex: string) => boolean;
  /** IX.4.5 holds an enemy unit. */
  enemyIn: (hex: string) => boolean;
  /** IX the MP the retreating unit (or stack) pays for the step (Infinity where it may not go). */
  cost: (from: string, to: string) => number;
  /** XI the step would not overstack the hex (absent: always). */
  fits?: (hex: string) => boolean;
}

/** XVI.7 the hexes a unit may retreat one hex into: free of enemy ZOC, not enemy-controlled, the cheapest in MP. */
export function retreatHexes(from: string, map: RetreatMap): string[] {
  const open = map
    .neighbors(from)
    .filter((h) => !map.enemyIn(h) && !map.enemyZoc(h) && !map.enemyControlled(h) && (map.fits?.(h) ?? true));
  const costed = open.map((h) => ({ h, c: map.cost(from, h) })).filter((x) => Number.isFinite(x.c));
  const min = Math.min(...costed.map((x) => x.c));
  return costed.filter((x) => x.c === min).map((x) => x.h);
}

/** XVI.7 / A12 the levels a stack that cannot retreat gives to stay in a built-up hex: village 3, city 2, major 1. */
export const EXCHANGE_LEVELS: Readonly<Partial<Record<HexClass, number>>> = { village: 3, city: 2, 'major-city': 1 };

/** XVI.7 what an R result means for a stack: hexes to choose from, a built-up exchange, surrender, or nothing. */
export type RetreatOutcome =
  | { kind: 'retreat'; hexes: string[] }
  | { kind: 'exchange'; levels: number; cls: HexClass }
  | { kind: 'surrender' }
  | { kind: 'none'; why: string };

/** XVI.7 a stack's retreat: no effect in a box; else the hexes, or in a built-up hex the exchange, or surrender. */
export function retreatOutcome(module: GameModule, at: Piece['at'], map: RetreatMap): RetreatOutcome {
  if (at.kind !== 'hex') return { kind: 'none', why: 'retreats do not affect units in off-map boxes' };
  const hexes = retreatHexes(at.hex, map);
  if (hexes.length > 0) return { kind: 'retreat', hexes };
  const cls = terrainOf(module, at.hex).cls;
  const levels = EXCHANGE_LEVELS[cls];
  return levels ? { kind: 'exchange', levels, cls } : { kind: 'surrender' };
}

/**
 * XVI.7 / XVI.11 what a stack that cannot retreat suffers: surrender (captured), or in a built-up hex the levels it
 * gives to stay (the owner's order, HQs last); none for a stack that retreats or sits in a box.
 */
export function stayEffects(
  module: GameModule,
  v: OurWarVars,
  units: readonly Piece[],
  outcome: RetreatOutcome,
  owner?: readonly string[],
): UnitEffects {
  const fx = noEffects();
  if (outcome.kind === 'surrender') fx.captured = units.map((u) => u.id);
  if (outcome.kind !== 'exchange') return fx;
  const part = { levels: outcome.levels, dso: false, retreat: false, captured: false, fanatic: false };
  return unitEffects(module, v, units, part, 'defender', { owner });
}

/**
 * XVI.10 the attackers that may advance into the defenders' hex at no MP cost: it holds no enemy unit now, and
 * they are not marked for breakthrough (XVI.9). Stacking is the caller's (XI).
 */
export function mayAdvance(state: GameState, hex: string, attackers: readonly string[]): string[] {
  const v = state.vars as unknown as OurWarVars;
  const att = state.pieces.filter((p) => attackers.includes(p.id));
  const side = att[0]?.side;
  const enemy = state.pieces.some(
    (p) => p.kind === 'unit' && p.side !== side && p.at.kind === 'hex' && p.at.hex === hex,
  );
  if (enemy) return [];
  // XX.2.3 (optional) attackers already in the hex (a bridgehead's) do not advance into it
  return att.filter((p) => p.at.kind === 'hex' && p.at.hex !== hex && !marksOf(v, p.id).breakthrough).map((p) => p.id);
}

/**
 * XVI.15 / A30 where guerrillas that lost a level move at once: any hex with no unit within six hexes of theirs
 * (further levels of the same result are taken normally). `distance` and `hexes` are the map's.
 */
export function guerrillaRefuges(
  state: GameState,
  from: string,
  hexes: readonly string[],
  distance: (a: string, b: string) => number,
  enterable: (hex: string) => boolean = () => true,
): string[] {
  const taken = new Set(state.pieces.flatMap((p) => (p.kind === 'unit' && p.at.kind === 'hex' ? [p.at.hex] : [])));
  return hexes.filter((h) => h !== from && !taken.has(h) && distance(from, h) <= 6 && enterable(h));
}
