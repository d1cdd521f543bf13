// What a position of Crusade and Revolution is worth to a side, for the search bot's rollouts: the result once the
// game is over, else a reading of the three ways it is won (§5): Republican Morale against the turn's Automatic
// Victory thresholds (§5.2.2; the turns without a row take the nearest row's), the Victory Points against the 20 the
// Nationalist needs at the end (§5.3), and the Main Cities each side controls (§5.2.1: all six win). Morale decides
// most games early, so it weighs most. A heuristic of ours, not a rule: its weights are the search's tuning.

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { geoOf } from './geo.js';
import { NAT, REP, varsOf } from './state.js';
import { autoVictory } from './status.js';

/** §5.2.2 the thresholds that apply to a turn: its own row, else the nearest turn's that has one. */
function thresholds(module: GameModule, turn: number): { rep: number; nat: number } {
  for (let d = 0; d < 18; d++) {
    for (const t of [turn + d, turn - d]) {
      const row = autoVictory(module, t);
      if (row.rep !== null && row.nat !== null) return { rep: row.rep, nat: row.nat };
    }
  }
  return { rep: 28, nat: 15 };
}

/** The Main Cities (§5.2.1), per module. */
function mainCities(module: GameModule): string[] {
  let hit = cities.get(module);
  if (!hit) {
    const geo = geoOf(module);
    hit = geo.spaces.filter((s) => geo.attrs(s).mainCity);
    cities.set(module, hit);
  }
  return hit;
}
const cities = new WeakMap<GameModule, string[]>();

/** The position's worth for `side`, from 0 (lost) to 1 (won). */
export function crusadeValue(module: GameModule, state: GameState, side: SideId): number {
  const v = varsOf(state);
  if (v.step === 'over') return v.result?.winner === side ? 1 : v.result?.winner ? 0 : 0.5;
  const t = thresholds(module, state.turn);
  // Morale from the Nationalist threshold (0) to the Republican one (1).
  const morale = Math.min(1, Math.max(0, (v.rm - t.nat) / (t.rep - t.nat)));
  // Victory Points: 20 or more at the end is the Nationalist's win, 18 or less the Republic's.
  const points = Math.min(1, Math.max(0, (19.5 - v.vp) / 15));
  const all = mainCities(module);
  const held = all.filter((c) => v.control[c] === REP).length - all.filter((c) => v.control[c] === NAT).length;
  const towns = all.length > 0 ? 0.5 + held / (2 * all.length) : 0.5;
  const rep = Math.min(0.98, Math.max(0.02, 0.6 * morale + 0.25 * points + 0.15 * towns));
  return side === REP ? rep : 1 - rep;
}
