// XX.1.10 additional reinforcements, where the scenario grants them to a side (data.additional): in its movement
// segment the side may declare that units due to withdraw stay (the opponent earns 20 CVP at once), or bring
// withdrawn units back into the box it left by (10 CVP), each unit rebuilding one level for every turn since
// its withdrawal began. New units (data.additionalUnits, among the reinforcements) enter an exterior box instead of
// an interior one, the opponent earning 10 CVP when the first of a turn's enters, 20 if they include foreign units.

import { act, needs, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, Piece } from '../../core/types.js';
import { type Draft, emit, setPiece } from '../../systems/draft.js';
import { enemyOf, isSide, type Side } from '../ourwar/state.js';
import { defOf } from '../ourwar/units.js';
import { isForeign } from '../ourwar/rebuild.js';
import { scenarioDef } from './scenario.js';
import { type EbroVars, varsOf, violation } from './state.js';
import { addCvp } from './vp.js';
import { additionalFor, inWithdrawal, withdrawalOf } from './withdraw.js';

type D = Draft<EbroVars>;

/** XX.1.10 the CVP the opponent earns when a side keeps units due to withdraw, or brings withdrawn units back. */
export const KEEP_CVP = 20;
export const RECALL_CVP = 10;
/** XX.1.10 the CVP the opponent earns for new additional units, and for new ones that include foreign units. */
export const NEW_UNITS_CVP = 10;
export const NEW_FOREIGN_CVP = 20;

/** XX.1.10 a new unit the scenario brings as an additional reinforcement (data.additionalUnits). */
export function isAdditionalUnit(module: GameModule, state: Pick<GameState, 'scenarioId'>, piece: string): boolean {
  const u = scenarioDef(module, state.scenarioId).data?.additionalUnits;
  return Array.isArray(u) && u.includes(piece);
}

/** XX.1.10 the first of a phase's new additional units entered: the opponent earns 10 CVP, 20 if the units due
 *  with it include foreign ones (XX.1.6: the Army of Africa but the Legion). */
export function additionalEntered(module: GameModule, d: D, piece: string, side: Side): void {
  const extra = (id: string) => isAdditionalUnit(module, d.state, id);
  if (!extra(piece) || d.vars.entered.some((id) => id !== piece && extra(id))) return;
  const group = [...d.vars.arriving, ...d.vars.entered].filter(extra);
  const foreign = group.some((id) => isForeign(module, d.state.pieces.find((p) => p.id === id)!));
  const cvp = foreign ? NEW_FOREIGN_CVP : NEW_UNITS_CVP;
  addCvp(d.vars, enemyOf(side), cvp);
  emit(d, { type: 'additional', side, pieces: group, cvp });
}

/** Whether a unit is one of the withdrawal of this key. */
const ofKey = (module: GameModule, state: GameState, key: string) => (p: Piece | undefined) => {
  const w = withdrawalOf(module, state, key);
  return p !== undefined && w !== undefined && inWithdrawal(module, p, w);
};

/** XX.1.10 the withdrawals (by key) begun with units of the side in `units` (withdrawing or withdrawn). */
function begun(module: GameModule, state: GameState, side: Side, units: Record<string, unknown>): string[] {
  if (!additionalFor(module, state, side)) return [];
  const mine = Object.keys(units)
    .map((id) => state.pieces.find((p) => p.id === id))
    .filter((p) => p?.side === side);
  return Object.keys(varsOf(state).withdrawals ?? {}).filter((key) => mine.some(ofKey(module, state, key)));
}

/** XX.1.10 the withdrawals of a side under way, with units still to leave. */
const keepable = (module: GameModule, state: GameState, side: Side): string[] =>
  begun(module, state, side, varsOf(state).withdrawing ?? {});

/** XX.1.10 the withdrawals of a side with units withdrawn that may come back. */
const recallable = (module: GameModule, state: GameState, side: Side): string[] =>
  begun(module, state, side, varsOf(state).withdrawn ?? {});

/** XX.1.10 the side declares that a formation due to withdraw will not: its units stop withdrawing; +20 CVP. */
export const keep: Procedure<D, null> = {
  check: (module, state, action) => {
    const ok = isSide(action.side) && keepable(module, state, action.side).includes(str(action.args.withdrawal) ?? '');
    return needs(ok, () =>
      violation('keep.withdrawal', 'XX.1.10', 'Only units withdrawing may stay, when the scenario allows it'),
    );
  },
  apply(module, d, action) {
    const refused = keep.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const f = str(action.args.withdrawal)!;
    const side = action.side as Side;
    const ids = Object.keys(d.vars.withdrawing ?? {}).filter((id) =>
      ofKey(module, d.state, f)(d.state.pieces.find((p) => p.id === id)),
    );
    for (const id of ids) delete d.vars.withdrawing![id];
    delete d.vars.withdrawals![f];
    d.vars.kept = [...(d.vars.kept ?? []), f];
    addCvp(d.vars, enemyOf(side), KEEP_CVP);
    emit(d, { type: 'kept', side, withdrawal: f, pieces: ids, cvp: KEEP_CVP });
    return null;
  },
  list: (module, state, side) =>
    isSide(side) ? keepable(module, state, side).map((withdrawal) => act('keep', { withdrawal })) : [],
};

/** XX.1.10 the side brings a withdrawn formation back: its units return to the box they left by, one level
 *  regained for each turn since the withdrawal began; +10 CVP to the opponent. */
export const recall: Procedure<D, null> = {
  check: (module, state, action) => {
    const ok =
      isSide(action.side) && recallable(module, state, action.side).includes(str(action.args.withdrawal) ?? '');
    return needs(ok, () =>
      violation('recall.withdrawal', 'XX.1.10', 'Only units withdrawn may come back, when the scenario allows it'),
    );
  },
  apply(module, d, action) {
    const refused = recall.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const f = str(action.args.withdrawal)!;
    const side = action.side as Side;
    const back: string[] = [];
    for (const [id, w] of Object.entries(d.vars.withdrawn ?? {})) {
      const p = d.state.pieces.find((x) => x.id === id)!;
      if (!ofKey(module, d.state, f)(p)) continue;
      const steps = Math.min(defOf(module, p).steps, p.steps + Math.max(0, d.state.turn - w.from));
      setPiece(d, id, { at: { kind: 'box', box: w.box }, steps });
      delete d.vars.withdrawn![id];
      back.push(id);
    }
    delete d.vars.withdrawals![f];
    d.vars.kept = [...(d.vars.kept ?? []), f];
    addCvp(d.vars, enemyOf(side), RECALL_CVP);
    emit(d, { type: 'recalled', side, withdrawal: f, pieces: back, cvp: RECALL_CVP });
    return null;
  },
  list: (module, state, side) =>
    isSide(side) ? recallable(module, state, side).map((withdrawal) => act('recall', { withdrawal })) : [],
};
