// VI.5.4 the end of the combat segment: the phasing side declares it has done, but XX.1.5 not while one of its
// withdrawing units, surrounded and holding no victory point objective, still has an attack it may make (it must
// attack the units around it in an attempt to withdraw).

import { act, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { attack } from './battle.js';
import { mustAttack } from './bounds.js';
import { owedAttack } from './bridgeheadcombat.js';
import { type EbroVars, violation } from './state.js';

type D = Draft<EbroVars>;

/** XX.1.5 the first withdrawing unit of a side that is surrounded, holds no objective and has an attack offered to
 *  it (it must make one before the combat segment ends), or null. */
export function mustStillAttack(module: GameModule, state: GameState, side: string): string | null {
  const must = new Set(state.pieces.filter((p) => p.side === side && mustAttack(module, state, p)).map((p) => p.id));
  if (must.size === 0) return null;
  for (const a of attack.list(module, state, side)) {
    const hit = (strs(a.args?.pieces as never) ?? []).find((id) => must.has(id));
    if (hit) return hit;
  }
  return null;
}

/** VI.5.4 the combat segment ends: XX.1.5 not while a surrounded withdrawing unit has an attack it must make. */
export const endCombat: Procedure<D, null> = {
  check(module, state, action) {
    const left = mustStillAttack(module, state, action.side);
    // XX.2.3 (optional) both sides attack in a bridgehead each turn while it stands
    const hex = left === null ? owedAttack(state, action.side, () => attack.list(module, state, action.side)) : null;
    if (hex !== null)
      return [violation('attack.bridgehead', 'XX.2.3', 'Both sides must attack in a bridgehead each turn', { hex })];
    if (left === null) return [];
    const why = `${left} is withdrawing and surrounded: it must attack to get out`;
    return [violation('attack.surrounded', 'XX.1.5', why, { piece: left })];
  },
  apply(module, d, action) {
    const refused = endCombat.check(module, d.state, action);
    return refused.length > 0 ? refused : null;
  },
  list: (module, state, side) =>
    mustStillAttack(module, state, side) === null &&
    owedAttack(state, side, () => attack.list(module, state, side)) === null
      ? [act('done', {})]
      : [],
};
