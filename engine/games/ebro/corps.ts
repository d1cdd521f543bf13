// XVI.1, XIV.1 the army corps a unit belongs to, up its chain of command: units of one corps combine their fire in
// one stack and their attacks on one stack without an HQ to coordinate them.

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { defOf } from '../ourwar/units.js';

/** XVI.1 the corps HQ counter up a unit's chain of command (null above or outside a corps). */
export function corpsOf(module: GameModule, def: string): string | null {
  let d = defOf(module, { def });
  for (let i = 0; i < 8; i++) {
    if (d.type === 'hq' && d.size === 'corps') return d.id;
    if (!d.hq) return null;
    d = defOf(module, { def: d.hq });
  }
  return null;
}

/** XVI.1 whether units belong to one army corps (a unit outside any corps combines with none but itself). */
export function oneCorps(module: GameModule, pieces: readonly Pick<Piece, 'def' | 'id'>[]): boolean {
  const corps = pieces.map((p) => corpsOf(module, p.def) ?? `self:${p.id}`);
  return new Set(corps).size <= 1;
}
