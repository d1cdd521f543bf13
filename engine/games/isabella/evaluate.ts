// What a position of Operation Isabella is worth to a side, for the search bot's rollouts: the result once the game
// is over, else a reading of the victory conditions (4.1-4.6): the Allies' nearness to Madrid (its restoration wins
// while the German VP are few), the German VP against the 25 they need, and whether the beachhead still has its
// guard (its capture is a German win, 4.3), and the German units holding Madrid (the Allies must attack them to
// restore the Republic, 5.11). A heuristic of ours, not a rule: its weights are the search's tuning.

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { geoOf, HEX } from './geo.js';
import { varsOf } from './state.js';
import { ALLIED } from './units.js';

/** The position's worth for `side`, from 0 (lost) to 1 (won). */
export function isabellaValue(module: GameModule, state: GameState, side: SideId): number {
  const v = varsOf(state);
  if (v.step === 'over') return v.result?.winner === side ? 1 : v.result?.winner ? 0 : 0.5;
  const geo = geoOf(module);
  let nearest = 20;
  let guarded = false;
  let threat = 20;
  let garrison = 0;
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex') continue;
    if (p.side !== ALLIED && p.at.hex === HEX.madrid) garrison++;
    if (p.side === ALLIED) {
      nearest = Math.min(nearest, geo.distance(p.at.hex, HEX.madrid));
      if (p.at.hex === v.beachhead) guarded = true;
    } else if (v.beachhead) threat = Math.min(threat, geo.distance(p.at.hex, v.beachhead));
  }
  // Held by up to three German units, Madrid is that much harder to enter: its nearness counts less.
  const held = Math.min(garrison, 3) / 3;
  const madrid = v.control[HEX.madrid] === ALLIED ? 1 : (1 - nearest / 20) * (1 - 0.5 * held);
  const vp = (0.35 * Math.min(v.vp, 30)) / 25;
  const allied = 0.5 + 0.3 * madrid - vp - (guarded ? 0 : 0.15) - (threat <= 1 ? 0.1 : 0) - 0.1 * held;
  const a = Math.min(0.98, Math.max(0.02, allied));
  return side === ALLIED ? a : 1 - a;
}
