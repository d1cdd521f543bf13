// XX.2.6 optional spontaneous retreat (option spontaneousRetreat, off by default): in an attack on a clear hex with
// no constructions, neither devastated nor destroyed, a side that loses more than half the levels directly involved
// (its attackers' or defenders' own, not the units or aircraft lending support) retreats with all its remaining units
// as well as taking the rest of the result; Republican defenders so struck make an extra retreat: two hexes.
//
// {source:'reconstructed'} readings: "more than 50%, fractions rounded up" is read as more than half the levels
// (for an odd number, half rounded up: 2 of 3, 3 of 5); a level captured counts as lost. The hex the rule looks at
// is the attacked hex, for both sides (the book names one hex: where the combat is). A hill hex is clear ground on
// the chart (terrain.ts) and counts as clear. "Constructions" are a trench or a fortification built there.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { UnitEffects } from '../ourwar/losses.js';
import { REP } from '../ourwar/state.js';
import { worksStanding } from '../ourwar/structures.js';
import { terrainOf } from '../ourwar/terrain.js';
import { optionsOf } from './options.js';
import { varsOf } from './state.js';

/** XX.2.6 whether the rule may apply in a hex: clear, no trench or fortification built, not devastated or destroyed. */
export function openGround(module: GameModule, state: GameState, hex: string): boolean {
  const w = varsOf(state).works[hex];
  const built = worksStanding(w);
  return terrainOf(module, hex).cls === 'clear' && !built.trench && !built.fort && !w?.ruin;
}

/** XX.2.6 the levels a side's units lose by a result: those taken, a unit eliminated or captured all it had. */
export function levelsLost(units: readonly Piece[], fx: UnitEffects): number {
  return units.reduce((n, p) => {
    if (fx.eliminated.includes(p.id) || fx.captured.includes(p.id)) return n + p.steps;
    return n + Math.min(p.steps, fx.levels[p.id] ?? 0);
  }, 0);
}

/** XX.2.6 a side broken: it lost more than half of its levels directly involved. */
export const broken = (units: readonly Piece[], fx: UnitEffects): boolean =>
  2 * levelsLost(units, fx) > units.reduce((n, p) => n + p.steps, 0);

/** XX.2.6 what the rule adds to a combat's result (on the effects, in place): the broken sides' remaining units
 *  retreat; the hexes each side's retreat goes, and the sides broken (for the log). */
export function spontaneousRetreat(
  module: GameModule,
  state: GameState,
  hex: string,
  sides: { attackers: readonly Piece[]; defenders: readonly Piece[]; fxA: UnitEffects; fxD: UnitEffects },
): { hexes: { attacker: number; defender: number }; broken: ('attacker' | 'defender')[] } {
  const out = { hexes: { attacker: 1, defender: 1 }, broken: [] as ('attacker' | 'defender')[] };
  if (!optionsOf(state).spontaneousRetreat || !openGround(module, state, hex)) return out;
  for (const [role, units, fx] of [
    ['attacker', sides.attackers, sides.fxA],
    ['defender', sides.defenders, sides.fxD],
  ] as const) {
    if (units.length === 0 || !broken(units, fx)) continue;
    out.broken.push(role);
    const gone = new Set([...fx.eliminated, ...fx.captured]);
    for (const p of units) if (!gone.has(p.id) && !fx.retreat.includes(p.id)) fx.retreat.push(p.id);
    // XX.2.6 defending Republican units make an extra retreat
    if (role === 'defender' && units[0]!.side === REP) out.hexes.defender = 2;
  }
  return out;
}
