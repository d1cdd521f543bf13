// XX.1.5-XX.1.6 withdrawals set by the scenario (data.withdrawals: the turn, and a formation by its HQ's counter id
// or the units by id): from the first day turn on or after that turn every surviving unit of the formation withdraws,
// leaving the map for an interior box (an exterior one when the scenario says) within three turns; each turn after
// that a unit is still on the map the opponent earns 1 CVP (2 for a foreign unit). A unit in such a box is withdrawn
// (out of play, kept in the dead pile and on the withdrawn list); its formation may not be rebuilt.

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { type Draft, emit, setPiece } from '../../systems/draft.js';
import { boxesOf } from '../ourwar/boxes.js';
import { subordinate } from '../ourwar/command.js';
import { lateWithdrawalCvp } from '../ourwar/rebuild.js';
import { enemyOf, isSide } from '../ourwar/state.js';
import { ebroScenario, scenarioDef } from './scenario.js';
import { type EbroVars, varsOf } from './state.js';
import { addCvp } from './vp.js';

type D = Draft<EbroVars>;

/** XX.1.5 one withdrawal the scenario sets: the turn, the formation (its HQ's counter id) or the units (piece ids),
 *  whether they leave by an exterior box. */
export interface Withdrawal {
  turn: number;
  formation?: string;
  units?: string[];
  exterior?: boolean;
}

/** XX.1.5 the name a withdrawal goes by in the vars and the verbs: its formation, else its turn. */
export const withdrawalKey = (w: Withdrawal): string => w.formation ?? `turn-${w.turn}`;

/** XX.1.5 the scenario's withdrawals (none when it sets none). */
export function withdrawalsOf(module: GameModule, state: Pick<GameState, 'scenarioId'>): Withdrawal[] {
  return ebroScenario(module, state.scenarioId).withdrawals;
}

/** XX.1.10 whether the scenario grants a side additional reinforcements. */
export function additionalFor(module: GameModule, state: Pick<GameState, 'scenarioId'>, side: string): boolean {
  const a = scenarioDef(module, state.scenarioId).data?.additional;
  return Array.isArray(a) && a.includes(side);
}

/** A unit of a withdrawal: one it names, or its formation's HQ itself or any unit under it in the chain. */
export function inWithdrawal(module: GameModule, p: Pick<Piece, 'id' | 'def'>, w: Withdrawal): boolean {
  if (w.units?.includes(p.id)) return true;
  return w.formation !== undefined && (p.def === w.formation || subordinate(module, p, { def: w.formation }));
}

/** The scenario's withdrawal of this key (undefined for an unknown one). */
export const withdrawalOf = (module: GameModule, state: GameState, key: string): Withdrawal | undefined =>
  withdrawalsOf(module, state).find((w) => withdrawalKey(w) === key);

/** XX.1.5 a unit of a withdrawal that has begun ("units belonging to withdrawn higher echelon units do not qualify
 *  for reconstruction"). */
export function inWithdrawnFormation(module: GameModule, state: GameState, p: Pick<Piece, 'id' | 'def'>): boolean {
  const begun = varsOf(state).withdrawals ?? {};
  return withdrawalsOf(module, state).some((w) => begun[withdrawalKey(w)] !== undefined && inWithdrawal(module, p, w));
}

/** The surviving units of a withdrawal in play: on the map or in one of the scenario's boxes. */
export function survivors(module: GameModule, state: GameState, w: Withdrawal): Piece[] {
  const boxes = boxesOf(module, state);
  return state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      inWithdrawal(module, p, w) &&
      (p.at.kind === 'hex' || (p.at.kind === 'box' && boxes[p.at.box] !== undefined)),
  );
}

/** XX.1.5 on a day turn (withdrawals are always made by day), the withdrawals due begin. */
export function beginWithdrawals(module: GameModule, d: D): void {
  if (d.vars.part !== 'day') return;
  for (const w of withdrawalsOf(module, d.state)) {
    const key = withdrawalKey(w);
    if (w.turn > d.state.turn || d.vars.withdrawals?.[key] !== undefined || d.vars.kept?.includes(key)) continue;
    d.vars.withdrawals = { ...d.vars.withdrawals, [key]: d.state.turn };
    const units = survivors(module, d.state, w);
    d.vars.withdrawing ??= {};
    for (const p of units) d.vars.withdrawing[p.id] = d.state.turn;
    const side = units[0]?.side ?? '';
    emit(d, { type: 'withdrawal', side, withdrawal: key, pieces: units.map((p) => p.id) });
  }
}

/** XX.1.5 the box kind a withdrawing unit leaves by: interior, or exterior when the scenario says so. */
function leavesBy(module: GameModule, state: GameState, p: Piece): 'interior' | 'exterior' {
  const w = withdrawalsOf(module, state).find((x) => inWithdrawal(module, p, x));
  return w?.exterior ? 'exterior' : 'interior';
}

/** XX.1.5 after every action: a withdrawing unit in a box of its side of the kind it leaves by is withdrawn. */
export function withdraw(module: GameModule, d: D): void {
  const going = d.vars.withdrawing;
  if (!going || Object.keys(going).length === 0) return;
  const boxes = boxesOf(module, d.state);
  for (const [id, from] of Object.entries(going)) {
    const p = d.state.pieces.find((x) => x.id === id);
    if (p?.at.kind !== 'box') continue;
    const box = boxes[p.at.box];
    if (!box || box.kind !== leavesBy(module, d.state, p) || box.side !== p.side) continue;
    const by = p.at.box;
    d.vars.withdrawn = { ...d.vars.withdrawn, [id]: { box: by, from } };
    delete going[id];
    delete d.vars.marks[id];
    setPiece(d, id, { at: { kind: 'box', box: DEAD_PILE } });
    emit(d, { type: 'withdrawn', side: p.side, piece: id, box: by });
  }
}

/** XX.1.5-XX.1.6 IX the CVP the opponent earns this turn for withdrawing units still on the map after their three
 *  turns (1 each, 2 each foreign). */
export function lateWithdrawals(module: GameModule, d: D): void {
  for (const [id, from] of Object.entries(d.vars.withdrawing ?? {})) {
    const p = d.state.pieces.find((x) => x.id === id);
    if (p?.at.kind !== 'hex' || !isSide(p.side)) continue;
    const cvp = lateWithdrawalCvp(module, p, from, d.state.turn);
    if (cvp === 0) continue;
    addCvp(d.vars, enemyOf(p.side), cvp);
    emit(d, { type: 'lateWithdrawal', side: p.side, piece: id, cvp });
  }
}
