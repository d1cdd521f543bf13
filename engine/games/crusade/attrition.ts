// §13.3 the Attrition Segment of a side (§6.0 C, right after its sixth Action Round): every own division and
// corps out of supply is permanently removed, then every own vacant space that cannot trace supply goes to the
// enemy (digest 7.2). Exceptions: Isolated Spaces count as supplied (§16.2.3), Asturian divisions in Asturias
// never die of attrition (§13.1.5), border-limited units and spaces stay (§13.4.2, §13.4.4).

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { setControl } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { geoOf } from './geo.js';
import { REP, type Side, enemyOf } from './state.js';
import { borderLimited, suppliedSpaces } from './supply.js';
import { hasFlag, isCorps } from './units.js';

/** The permanently eliminated units' box. */
export const REMOVED = { kind: 'box', box: 'removed' } as const;

/** §13.1.5 an Asturian division in Asturias: always supplied for attrition (only). */
export function asturianInAsturias(module: GameModule, p: Piece): boolean {
  if (p.side !== REP || p.at.kind !== 'space' || isCorps(module, p) || !hasFlag(module, p, 'region:AST')) return false;
  return geoOf(module).attrs(p.at.space).nfRegion === 'asturias';
}

/** §13.3.5 run the Attrition Segment of `side`. */
export function attritionSegment(module: GameModule, d: Draft, side: Side): void {
  const supplied = suppliedSpaces(module, d.state, side);
  const border = borderLimited(module, d.state, side);
  const removed: string[] = [];
  for (const p of d.state.pieces.slice()) {
    if (p.kind !== 'unit' || p.side !== side || p.at.kind !== 'space') continue;
    if (supplied.has(p.at.space) || border.has(p.at.space)) continue;
    if (asturianInAsturias(module, p)) continue;
    // §13.3.5: a corps is removed, not replaced by a division (T-28).
    moveTo(d, p.id, REMOVED);
    removed.push(p.id);
  }
  // A space still holding a unit (an Asturian division kept by §13.1.5) is held by it: it does not flip
  // (digest 7.2 [ambiguous], default of the option attritionKeepsOccupied).
  const keep = (d.vars.options.attritionKeepsOccupied ?? true) !== false;
  const occupied = new Set(
    d.state.pieces
      .filter((p) => p.kind === 'unit' && p.side === side && p.at.kind === 'space')
      .map((p) => (p.at as { space: string }).space),
  );
  const flipped: string[] = [];
  for (const s of geoOf(module).spaces) {
    if (d.vars.control[s] !== side || supplied.has(s) || border.has(s)) continue;
    if (keep && occupied.has(s)) continue;
    flipped.push(s);
  }
  // The flips are decided on the supply before any of them (a flipped space does not cut its neighbours here);
  // setControl applies their VP/RM and siege consequences (morale.ts, sieges.ts).
  for (const s of flipped) setControl(module, d, s, enemyOf(side), '13.3.5');
  emit(d, { type: 'attrition', side, removed, flipped, rule: '13.3.5' });
}
