// What the scripted Ebro player aims at, read from its view: the objectives of XVII.2 with their printed VP and the
// scenario's end conditions (XVII.5: Gandesa's extra 20 for the Republic), who holds them, the enemy's ground units
// on the Ebro's right bank (the Nationalists' 30 VP if none is left there), and how near a hex is to the side's aims.

import type { GameModule } from '../../core/module.js';
import type { LegalAction, Piece, View } from '../../core/types.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isAir, isBoats, isGround, hasFlag, isHQ } from '../ourwar/units.js';
import { marksOf, type Side } from '../ourwar/state.js';
import { ebroScenario } from './scenario.js';
import { type EbroVars, hexOf, varsOf } from './state.js';
import { rightBank } from './victory.js';

/** The Republic, the side crossing the Ebro. */
export const REPUBLIC: Side = 'republican';

/** A place a side makes for, and what it is worth (VP: its pull on the units). */
export interface Aim {
  hex: string;
  vp: number;
}

/** Gandesa, the offensive's first-day goal (the scenario's 'gandesa' condition). */
export const GANDESA = 'A:1226';

/** XVII.2, XVII.5 the objectives with their printed VP, plus what the scenario's end conditions add for holding one. */
export function objectives(module: GameModule, view: View): Aim[] {
  const sc = ebroScenario(module, view.state.scenarioId);
  const extra = ((sc.victory.conditions ?? []) as { test: string; hex?: string; vp: number }[]).filter(
    (c) => c.test === 'holds' && c.hex,
  );
  return sc.objectives.map((o) => ({
    hex: o.hex,
    vp: o.vp + extra.filter((c) => c.hex === o.hex).reduce((a, c) => a + c.vp, 0),
  }));
}

/** The vars of the view. */
export const vars = (view: View): EbroVars => varsOf(view.state);

/** The enemy's ground units on the map. */
export function enemyGround(module: GameModule, view: View): Piece[] {
  return view.state.pieces.filter(
    (p) => p.kind === 'unit' && p.side !== view.side && hexOf(p) !== null && isGround(module, p),
  );
}

/**
 * Where the side makes for. The Republic: every objective it does not hold. The Nationalists: the objectives the
 * Republic holds on the right bank, their own objectives with the enemy within 3 hexes, and the enemy's units on
 * the right bank (XVII.5: none left there is worth 30 VP to them).
 */
export function aims(module: GameModule, view: View): Aim[] {
  const v = vars(view);
  const objs = objectives(module, view);
  if (view.side === REPUBLIC) return objs.filter((o) => v.holds[o.hex] !== REPUBLIC);
  const graph = mapGraph(module);
  const bank = rightBank(module);
  const foes = enemyGround(module, view).filter((p) => bank.has(hexOf(p)!));
  const near = (hex: string) => foes.some((p) => graph.distance(hexOf(p)!, hex) <= 3);
  return [
    ...objs.filter((o) => bank.has(o.hex) && (v.holds[o.hex] !== view.side || near(o.hex))),
    ...foes.map((p) => ({ hex: hexOf(p)!, vp: 3 })),
  ];
}

/** How far a hex is from the side's aims, each aim nearer by a hex for every 5 VP it is worth (lower is better). */
export function farness(module: GameModule, goals: readonly Aim[]): (hex: string) => number {
  const graph = mapGraph(module);
  const memo = new Map<string, number>();
  return (hex) => {
    let f = memo.get(hex);
    if (f === undefined) {
      f = Math.min(100, ...goals.map((g) => graph.distance(hex, g.hex) - g.vp / 5));
      memo.set(hex, f);
    }
    return f;
  };
}

/** The hex an action's `to` names, or null (a box). */
export function toHex(a: LegalAction): string | null {
  const to = a.args?.to as { kind?: string; hex?: string } | undefined;
  return to?.kind === 'hex' && typeof to.hex === 'string' ? to.hex : null;
}

/** A piece of the view by id. */
export const pieceOf = (view: View, id: unknown): Piece | undefined => view.state.pieces.find((p) => p.id === id);

/** Whether a unit stands on an objective its side holds as its last ground unit there (it keeps it: XVII.2). */
export function lastGuard(module: GameModule, view: View, p: Piece): boolean {
  const hex = hexOf(p);
  if (hex === null || vars(view).holds[hex] !== p.side) return false;
  if (!objectives(module, view).some((o) => o.hex === hex)) return false;
  const guards = view.state.pieces.filter((x) => x.side === p.side && hexOf(x) === hex && isGround(module, x));
  return guards.length <= 1;
}

/** IX the units the policy marches: ground units not yet moved this turn, neither aircraft, boats nor the bridge
 *  engineers (they stay on the river to build, X.II), and not the last guard of an objective. */
export function marcher(module: GameModule, view: View, p: Piece | undefined): p is Piece {
  if (!p || p.side !== view.side || isAir(module, p) || isBoats(module, p)) return false;
  if (hasFlag(module, p, 'bridge-engineer')) return false;
  const m = marksOf(vars(view), p.id);
  return !m.act && !m.mp && !lastGuard(module, view, p);
}

/** Whether a unit should keep out of contact with the enemy (an HQ or a gun: they support from behind). */
export const supportUnit = (module: GameModule, p: Piece): boolean =>
  isHQ(module, p) || hasFlag(module, p, 'artillery');
