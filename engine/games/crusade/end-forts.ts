// §6.0 F.1 and §10.2.10: in the End of Turn Phase both players may remove any of their own Position and Trench
// markers from the map. The step 'end-forts' asks the Nationalist, then the Republican (the order of the Draw
// Phase's discards, §6.0 A.2: the rule gives none), each only when he has such a marker on the map; a removed
// Position or Trench marker goes back to its owner's pool, a special Trench (§10.2.9) is gone for good. Then the
// rest of the End of Turn (flow.ts endTurn).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { type Draft, emit } from './draft.js';
import { endTurn } from './flow.js';
import { FORT_DEFS } from './fortify.js';
import { geoOf } from './geo.js';
import { NAT, REP, type Side, violation } from './state.js';
import { type GameVerb, type StepPrompt, act, needs, prompt, str } from './verb.js';

/** The Position and Trench markers of `side` on the map. */
export function fortsOf(state: GameState, side: Side): Piece[] {
  return state.pieces.filter(
    (p) => p.kind === 'marker' && FORT_DEFS.includes(p.def) && p.side === side && p.at.kind === 'space',
  );
}

/** §6.0 F.1 ask `from` (and then the Republican) whether to remove fortifications; false when neither has any. */
export function beginFortRemoval(d: Draft, from: Side = NAT): boolean {
  for (const side of (from === NAT ? [NAT, REP] : [REP]) as Side[]) {
    if (fortsOf(d.state, side).length === 0) continue;
    d.vars.step = 'end-forts';
    d.vars.actor = null;
    d.state.activeSide = side;
    return true;
  }
  return false;
}

/** The side is done: the Republican's turn to choose, or the rest of the End of Turn. */
function sideDone(module: GameModule, d: Draft): void {
  if (d.state.activeSide === NAT && beginFortRemoval(d, REP)) return;
  endTurn(module, d);
}

/** The Position or Trench marker of `side` in `space`, or null. */
const fortIn = (state: GameState, side: Side, space: string | null): Piece | null =>
  fortsOf(state, side).find((p) => p.at.kind === 'space' && p.at.space === space) ?? null;

const removeFort: GameVerb = {
  steps: ['end-forts'],
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
    if (fortsOf(d.state, side).length === 0) sideDone(module, d);
  },
  list: (_m, s, side) =>
    side === s.activeSide
      ? fortsOf(s, side as Side).map((p) => act('removeFort', { space: (p.at as { space: string }).space }))
      : [],
};

const keepForts: GameVerb = {
  steps: ['end-forts'],
  check: () => [],
  apply(module, d) {
    sideDone(module, d);
  },
  list: (_m, s, side) => (side === s.activeSide ? [act('keepForts', {})] : []),
};

/** The End of Turn's fortification verbs. */
export const END_FORTS_VERBS: Record<string, GameVerb> = { removeFort, keepForts };
/** Their arguments. */
export const END_FORTS_ARGS: Record<string, VerbArgs> = { removeFort: { space: 'string' }, keepForts: {} };
/** Their prompt. */
export const END_FORTS_PROMPTS: Record<string, StepPrompt> = {
  'end-forts': (_m, s) =>
    prompt(
      'end-forts',
      s.activeSide,
      'removeFort',
      '10.2.10',
      'End of Turn: remove any of your Positions and Trenches you no longer want, or keep them',
      undefined,
      ['keepForts'],
    ),
};
