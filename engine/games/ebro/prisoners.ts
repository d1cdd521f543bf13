// XX.2.7 the optional prisoner exchange, after the unit reconstruction phase, when both sides agreed to it before
// play (option prisonerExchange): half the levels left in the eliminated units box, rounded up, are exchanged and go
// for good; each side then gives back up to as many levels to its non-motorised infantry that has lost one and is at
// least ten hexes from every in-supply, organised enemy unit (in stacking order: the side's standing choice).

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { type Draft, emit, setPiece } from '../../systems/draft.js';
import { EXCHANGE_DISTANCE, exchangeLevels, mayRecover } from '../ourwar/rebuild.js';
import { enemyOf, marksOf, NAT, REP, type Side } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { optionsOf } from './options.js';
import { supplied } from './supplied.js';
import { type EbroVars, varsOf } from './state.js';

type D = Draft<EbroVars>;

/** XX.2.7 the levels in the eliminated units box not yet exchanged: the captured units' by default, or every
 *  eliminated unit's (option); withdrawn units are not there. */
export function boxLevels(state: GameState): number {
  const v = varsOf(state);
  const which = optionsOf(state).prisonerExchange;
  const levels = state.pieces
    .filter((p) => p.at.kind === 'box' && p.at.box === DEAD_PILE && v.fallen?.[p.id] && !v.withdrawn?.[p.id])
    .filter((p) => which === 'eliminated' || v.fallen![p.id]!.captured)
    .reduce((n, p) => n + p.steps, 0);
  return Math.max(0, levels - (v.exchanged ?? 0));
}

/** XX.2.7 the units of a side that may take back a level: reduced non-motorised infantry on the map, ten hexes or
 *  more from every in-supply, organised enemy unit. */
export function mayTakeBack(module: GameModule, state: GameState, side: Side): Piece[] {
  const graph = mapGraph(module);
  const sup = supplied(module, state);
  const v = varsOf(state);
  const foes = state.pieces.filter(
    (p) => p.side === enemyOf(side) && p.kind === 'unit' && p.at.kind === 'hex' && !marksOf(v, p.id).dso && sup(p),
  );
  return state.pieces.filter((p) => {
    if (p.side !== side || p.at.kind !== 'hex' || !mayRecover(module, p)) return false;
    const at = p.at.hex;
    return foes.every((f) => (graph.distance(at, (f.at as { hex: string }).hex) ?? 0) >= EXCHANGE_DISTANCE);
  });
}

/** XX.2.7 the exchange, when the option is on and the box holds prisoners. */
export function exchangePrisoners(module: GameModule, d: D): void {
  if (optionsOf(d.state).prisonerExchange === 'off') return;
  const levels = exchangeLevels(boxLevels(d.state));
  if (levels === 0) return;
  d.vars.exchanged = (d.vars.exchanged ?? 0) + levels;
  const before = d.state;
  const back: Record<string, string[]> = {};
  for (const side of [NAT, REP] as Side[]) {
    const units = mayTakeBack(module, before, side).slice(0, levels);
    for (const p of units) setPiece(d, p.id, { steps: p.steps + 1 });
    back[side] = units.map((p) => p.id);
  }
  emit(d, { type: 'prisoners', levels, nationalist: back[NAT]!, republican: back[REP]! });
}
