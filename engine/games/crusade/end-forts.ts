// §6.0 F.1 and §10.2.10: in the End of Turn Phase both players may remove any of their own Position and Trench
// markers from the map. The step 'end-forts' asks the Nationalist, then the Republican (the order of the Draw
// Phase's discards, §6.0 A.2: the rule gives none), each only when he has such a marker on the map; a removed
// Position or Trench marker goes back to its owner's pool, a special Trench (§10.2.9) is gone for good. Then the
// rest of the End of Turn (flow.ts endTurn); nextToRemoveForts says who flow.ts asks.

import type { GameState, Piece } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { emit } from './draft.js';
import { FORT_DEFS } from './fortify.js';
import { geoOf } from './geo.js';
import { NAT, REP, type Side, violation } from './state.js';
import { type Procedure, type StepAsk, act, needs, str } from './verb.js';

/** The Position and Trench markers of `side` on the map. */
export function fortsOf(state: GameState, side: Side): Piece[] {
  return state.pieces.filter(
    (p) => p.kind === 'marker' && FORT_DEFS.includes(p.def) && p.side === side && p.at.kind === 'space',
  );
}

/** §6.0 F.1 the side to ask whether to remove fortifications, from `from` on (the Nationalist, then the
 *  Republican): the first that has any, or null. */
export function nextToRemoveForts(state: GameState, from: Side = NAT): Side | null {
  return ((from === NAT ? [NAT, REP] : [REP]) as Side[]).find((side) => fortsOf(state, side).length > 0) ?? null;
}

/** The Position or Trench marker of `side` in `space`, or null. */
const fortIn = (state: GameState, side: Side, space: string | null): Piece | null =>
  fortsOf(state, side).find((p) => p.at.kind === 'space' && p.at.space === space) ?? null;

const removeFort: Procedure<boolean> = {
  check: (_m, s, a) =>
    needs(a.side === s.activeSide && fortIn(s, a.side as Side, str(a.args.space)) !== null, () =>
      violation('removeFort', '10.2.10', 'Name a space holding one of your own Position or Trench markers'),
    ),
  apply(module, d, a) {
    const side = d.state.activeSide as Side;
    const space = str(a.args.space);
    const fort = fortIn(d.state, side, space);
    if (!fort || !space) return [violation('removeFort', '10.2.10', 'No Position or Trench of yours is there')];
    d.state.pieces = d.state.pieces.filter((p) => p.id !== fort.id);
    const name = geoOf(module).name(space);
    emit(d, { type: 'fortRemoved', space, name, owner: side, def: fort.def, voluntary: true, rule: '10.2.10' });
    return fortsOf(d.state, side).length === 0;
  },
  list: (_m, s, side) =>
    side === s.activeSide
      ? fortsOf(s, side as Side).map((p) => act('removeFort', { space: (p.at as { space: string }).space }))
      : [],
};

const keepForts: Procedure<boolean> = {
  check: () => [],
  apply: () => true,
  list: (_m, s, side) => (side === s.activeSide ? [act('keepForts', {})] : []),
};

/** The End of Turn's fortification verbs: whether the side is done (flow.ts asks the next, or ends the turn). */
export const END_FORTS_VERBS = { removeFort, keepForts };
/** Their arguments. */
export const END_FORTS_ARGS: Record<string, VerbArgs> = { removeFort: { space: 'string' }, keepForts: {} };
/** What it asks. */
export const askEndForts: StepAsk = () => ({
  verb: 'removeFort',
  message: 'End of Turn: remove any of your Positions and Trenches you no longer want, or keep them',
  verbs: ['keepForts'],
});
