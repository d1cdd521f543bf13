// §13.3 the Attrition Segment of a side (§6.0 C, right after its sixth Action Round): every own division and
// corps out of supply is permanently removed, then every own vacant space that cannot trace supply goes to the
// enemy (digest 7.2).

import type { GameModule } from '../../core/module.js';
import { setControl } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { geoOf } from './geo.js';
import { type Side, enemyOf } from './state.js';
import { suppliedSpaces } from './supply.js';

/** The permanently eliminated units' box. */
export const REMOVED = { kind: 'box', box: 'removed' } as const;

/** §13.3.5 run the Attrition Segment of `side`. */
export function attritionSegment(module: GameModule, d: Draft, side: Side): void {
  const supplied = suppliedSpaces(module, d.state, side);
  const removed: string[] = [];
  for (const p of d.state.pieces.slice()) {
    if (p.kind !== 'unit' || p.side !== side || p.at.kind !== 'space') continue;
    if (supplied.has(p.at.space)) continue;
    moveTo(d, p.id, REMOVED);
    removed.push(p.id);
  }
  const occupied = new Set(
    d.state.pieces
      .filter((p) => p.kind === 'unit' && p.at.kind === 'space')
      .map((p) => (p.at as { space: string }).space),
  );
  const flipped: string[] = [];
  for (const s of geoOf(module).spaces) {
    if (d.vars.control[s] !== side || occupied.has(s) || supplied.has(s)) continue;
    flipped.push(s);
  }
  // The flips are decided on the supply before any of them (a flipped space does not cut its neighbours here).
  for (const s of flipped) setControl(module, d, s, enemyOf(side), '13.3.5');
  emit(d, { type: 'attrition', side, removed, flipped, rule: '13.3.5' });
}
