// Stacking (§5): at most three ground units of any size in a hex (§5.01); one leader stacks free, further leaders
// count (§5.04); supply units, markers and forts never count (§5.04, §5.05, §3.5); new arrivals may overstack
// until the end of the Movement Phase (§27.41), an airdropped airborne division or a landing commando brigade until
// the end of the next friendly Movement Phase (§5.01). Units over the limit at the end of a Movement, Combat,
// Exploitation or Post-exploitation Combat Phase are eliminated (§5.01): the owner chooses which.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { defOf, hexOf, isAirOrNaval, isFort, isLeader, isSupplyUnit, type Side } from './state.js';

/** §5.01 the ground units a hex may hold. */
export const STACK_LIMIT = 3;

/** §5.01, §5.04 the pieces of a hex that count against the limit, in stacking order (free ones left out). */
export function counted(
  module: GameModule,
  pieces: readonly Piece[],
  exempt: ReadonlySet<string> = new Set(),
): Piece[] {
  let freeLeader = false;
  const out: Piece[] = [];
  for (const p of pieces) {
    const def = defOf(module, p);
    if (p.kind !== 'unit' || !def || isAirOrNaval(def) || isFort(def) || isSupplyUnit(def) || exempt.has(p.id))
      continue;
    if (isLeader(def) && !freeLeader) {
      freeLeader = true;
      continue;
    }
    out.push(p);
  }
  return out;
}

/** §5.01 the side's ground pieces by hex. */
function byHex(state: Pick<GameState, 'pieces'>, side: Side): Map<string, Piece[]> {
  const out = new Map<string, Piece[]>();
  for (const p of state.pieces) {
    const at = p.kind === 'unit' && p.side === side ? hexOf(p) : null;
    if (!at) continue;
    const list = out.get(at) ?? [];
    list.push(p);
    out.set(at, list);
  }
  return out;
}

/** §5.01 the hexes where `side` is over the limit, with how many units too many. */
export function overstacked(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  side: Side,
  exempt: ReadonlySet<string> = new Set(),
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [hex, pieces] of byHex(state, side)) {
    const n = counted(module, pieces, exempt).length;
    if (n > STACK_LIMIT) out[hex] = n - STACK_LIMIT;
  }
  return out;
}

/** §5.01, §14.02 whether `moving` may join the pieces already in a hex without overstacking it. */
export function mayStack(
  module: GameModule,
  inHex: readonly Piece[],
  moving: readonly Piece[],
  exempt: ReadonlySet<string> = new Set(),
): boolean {
  const ids = new Set(moving.map((p) => p.id));
  const all = [...inHex.filter((p) => !ids.has(p.id)), ...moving];
  return counted(module, all, exempt).length <= STACK_LIMIT;
}
