// What the scripted Crusade player reads of the map, from its side's view only: the spaces worth taking and holding
// (§5.1, §16.3: VP spaces, Province Capitals, Main Cities, Madrid change VP and Republican Morale when captured),
// how far each space is from the nearest one to take, and the units around a space.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, View } from '../../core/types.js';
import { adjacent, geoOf, stepsFrom } from './geo.js';
import { type Side, enemyOf, varsOf } from './state.js';
import { cf, isCorps, unitDef } from './units.js';
import { DEFAULT_PARAMS, type PolicyParams } from './policy-params.js';

/** The view's state as the rule helpers read it (the hands are cut out of it: the helpers used never read them). */
export const stateOf = (view: View): GameState => view.state as GameState;

/**
 * §5.1, §16.3.3 what a space is worth to its captor: Madrid (3 VP, 3 RM) 5, another Main City (2 VP, 2 RM) 4, a
 * VP space (1 VP, 1 RM) 3, a Province Capital (1 RM) 2, a supply source 1, any other space 0.
 */
export function worth(module: GameModule, space: string): number {
  const a = geoOf(module).attrs(space);
  if (space === 'madrid') return 5;
  if (a.mainCity) return 4;
  if (a.vpSpace) return 3;
  if (a.provinceCapital) return 2;
  return a.supplySource ? 1 : 0;
}

/** A unit's worth when it is lost or saved: its Combat Factor, more for a corps (§11.3.5) and a full unit. */
export function unitWorth(module: GameModule, p: Piece): number {
  const steps = unitDef(module, p.def)?.steps ?? 1;
  return cf(module, p) + (isCorps(module, p) ? 4 : 1) + (p.steps >= steps && steps > 1 ? 1 : 0);
}

/** The units on the map (both sides'), by space. */
export function unitsBySpace(state: GameState): Map<string, Piece[]> {
  const out = new Map<string, Piece[]>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'space') continue;
    const list = out.get(p.at.space);
    if (list) list.push(p);
    else out.set(p.at.space, [p]);
  }
  return out;
}

/** What the policy knows of the map for one side: objectives, distances and the units near a space. */
export interface Reading {
  module: GameModule;
  state: GameState;
  side: Side;
  units: Map<string, Piece[]>;
  /** The spaces the other side controls that are worth taking (§5.1), with their worth. */
  targets: Map<string, number>;
  /** Steps from each space to the nearest target, not through spaces holding enemy units. */
  toTarget: Map<string, number>;
  /** The weights and thresholds it plays by (policy-params.ts). */
  params: PolicyParams;
}

/** The units of `side` (own) or of the other side in a space. */
export function unitsOf(r: Reading, space: string, own: boolean): Piece[] {
  return (r.units.get(space) ?? []).filter((p) => (p.side === r.side) === own);
}

/** Whether an enemy unit stands in or next to `space`. */
export function threatened(r: Reading, space: string): boolean {
  return [space, ...adjacent(r.module, r.state, space)].some((s) => unitsOf(r, s, false).length > 0);
}

/** Read the map for the view's side, to play by `params`. */
export function readMap(module: GameModule, view: View, params: PolicyParams = DEFAULT_PARAMS): Reading {
  const state = stateOf(view);
  const side = view.side as Side;
  const control = varsOf(state).control;
  const targets = new Map<string, number>();
  for (const s of geoOf(module).spaces) {
    const w = worth(module, s);
    if (w >= 2 && control[s] === enemyOf(side)) targets.set(s, w);
  }
  const r: Reading = { module, state, side, units: unitsBySpace(state), targets, toTarget: new Map(), params };
  // Steps over Adjacent spaces (§3.0), never through a space that holds enemy units.
  r.toTarget = stepsFrom(
    targets.keys(),
    (s) => adjacent(module, state, s),
    (s) => unitsOf(r, s, false).length > 0,
  );
  return r;
}

/** Steps from `space` to the nearest target (a large number when none can be reached). */
export const distance = (r: Reading, space: string): number => r.toTarget.get(space) ?? 99;

/** The spaces within `reach` steps of `space` by way of spaces free of enemy units, nearest first (not `space`). */
export function spacesWithin(r: Reading, space: string, reach: number): string[] {
  const out: string[] = [];
  const seen = new Set([space]);
  let frontier = [space];
  for (let d = 0; d < reach; d++) {
    const next: string[] = [];
    for (const s of frontier)
      for (const n of adjacent(r.module, r.state, s)) {
        if (seen.has(n) || unitsOf(r, n, false).length > 0) continue;
        seen.add(n);
        next.push(n);
      }
    out.push(...next);
    frontier = next;
  }
  return out;
}
