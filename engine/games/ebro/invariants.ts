// What must hold in every state of a game of La Batalla del Ebro (the fuzzer checks them after every action): one
// place per unit, stacking points within the hex's limit (in enforced play), the turn's markers gone once a new turn
// begins, damage within each structure's tolerance, a result exactly when the game is over.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { MAJOR, NAT, REP } from '../ourwar/state.js';
import { stackLimit, stackUsed } from '../ourwar/stacking.js';
import { bridgeheadInvariants } from './bridgehead.js';
import { varsOf } from './state.js';

/** X.I.3 a crossing's damage tolerance: 4 for major bridges and pontoon ferries, 2 for the others. */
export const tolerance = (kind: string): number => (MAJOR.has(kind as never) ? 4 : 2);

/** The broken invariants of a state (empty when all hold). */
export function ebroInvariants(module: GameModule, state: GameState): string[] {
  const v = varsOf(state);
  const out: string[] = [];
  const ids = state.pieces.map((p) => p.id);
  if (new Set(ids).size !== ids.length) out.push('a piece is in two places');
  const hexes = new Set(state.pieces.flatMap((p) => (p.kind === 'unit' && p.at.kind === 'hex' ? [p.at.hex] : [])));
  // XI.2 in enforced play only (advisory and honor play let a move the rules forbid be made by hand: byhand.ts), and
  // not while XI.7 is clearing the hexes a storm over-stacked (the overstack step)
  for (const hex of state.mode === 'enforced' && v.step !== 'overstack' ? hexes : [])
    for (const side of [NAT, REP]) {
      const used = stackUsed(module, state, side, hex);
      if (used > stackLimit(module, state, hex)) out.push(`${hex} holds ${used} stacking points of ${side} (XI.2)`);
    }
  if (v.step === 'initiative') {
    const left = Object.entries(v.marks).filter(
      ([, m]) => m.act || m.fired || m.redeployed || m.reaction || m.attacked,
    );
    if (left.length > 0) out.push(`${left.length} units keep the last turn's markers (XII)`);
  }
  for (const c of Object.values(v.crossings))
    if (c.damage < 0 || (!c.destroyed && c.damage > tolerance(c.kind)))
      out.push(`crossing ${c.a}|${c.b} has ${c.damage} turns of damage (X.I.3)`);
  for (const p of state.pieces)
    if (p.kind === 'unit' && (p.steps < 0 || p.steps > 2)) out.push(`${p.id} has ${p.steps} levels (E)`);
  if ((v.step === 'over') !== (v.result !== null)) out.push('a result outside the game over (XVII.6)');
  out.push(...bridgeheadInvariants(module, state)); // XX.2.3 (optional)
  return out;
}
