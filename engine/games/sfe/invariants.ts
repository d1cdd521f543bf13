// What must hold in every state of The Struggle for Europe (the fuzzer checks it after every action): pieces stand
// on the map's hexes or in boxes; the rail capacity used never passes the segment's (§8.03); no side is over the
// stacking limit between its phases unless the flow waits for it to eliminate (§5.01); unsupplied
// levels count turns (§23.12); every hex's controller is a side (§6.2).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { overstacked } from './stacking.js';
import { AXIS, isSide, SOVIET, type Side, varsOf } from './state.js';
import { graphOf } from './terrain.js';

/** The broken invariants of a state (empty when all hold). */
export function sfeInvariants(module: GameModule, state: GameState): string[] {
  const v = varsOf(state);
  const out: string[] = [];
  const graph = graphOf(module);
  for (const p of state.pieces) {
    if (p.at.kind === 'hex' && !graph.has(p.at.hex)) out.push(`${p.id} stands on ${p.at.hex}, not a hex of the map`);
  }
  // §8.03 a player segment's rail use starts at zero when it opens: in the Weather Phase the last segment's stands.
  if (v.step !== 'weather' && v.railUsed > (v.railCapacity[state.activeSide as Side] ?? 0))
    out.push(`§8.03 rail capacity used ${v.railUsed} over ${v.railCapacity[state.activeSide as Side]}`);
  // §5.01 the limit holds at the end of the Movement, Combat, Exploitation and Post-exploitation Combat Phases.
  const during = ['movement', 'reinforcement', 'overstack', 'combat', 'exploitation', 'postExploitation'];
  const checked = !during.includes(v.step);
  if (checked) {
    for (const side of [AXIS, SOVIET] as Side[]) {
      const over = Object.keys(overstacked(module, state, side, new Set(v.arrived ?? [])));
      if (over.length > 0) out.push(`§5.01 ${side} overstacked in ${over.join(', ')} in step ${v.step}`);
    }
  }
  for (const [id, n] of Object.entries(v.unsupplied)) if (!(n >= 1)) out.push(`§23.12 ${id} unsupplied level ${n}`);
  for (const [hex, side] of Object.entries(v.control)) if (!isSide(side)) out.push(`§6.2 ${hex} held by ${side}`);
  return out;
}
