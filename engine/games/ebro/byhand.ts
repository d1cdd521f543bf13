// I.1 the modes: advisory play carries out an action the rules forbid and records the broken rule on the log entry;
// honor play carries it out and checks nothing. Only what cannot be carried out at all is refused in those modes,
// with the check's own violation id. Here: a move, the units going where they were put, as if they had moved there
// with every MP they had this segment, taking an objective there (refused: a piece that is not one of the side's
// units in play, a place that is neither a hex of the map nor one of the scenario's boxes). Elsewhere, each by its
// verb: an attack fought as ordered with the factors the units have (order.ts orderByHand: not adjacent, activated,
// out of supply, uncoordinated; odds below the chart at its first column); a fire or destruction fire resolved as
// asked (prepare.ts, shell.ts: beyond range or sight, by activated units); a work begun, a crossing repaired,
// demolished or dismantled where it is (worksbyhand.ts, dismantle.ts); a reinforcement entered into any box of the
// scenario (arrive.ts). The log says each was carried out by hand (`moved` with mode 'hand'; else a `byHand` event
// naming the verb, noteByHand).
import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { type Action, DEAD_PILE, type GameState, REINFORCEMENTS, type Violation } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { markOf, marksOf, type Side } from '../ourwar/state.js';
import { moveActivation } from '../ourwar/movement.js';
import { factorsOf } from '../ourwar/units.js';
import { mapGraph } from '../ourwar/terrain.js';
import { placeOf } from '../ourwar/zoc.js';
import { jointProblems } from './joint.js';
import { ebroScenario } from './scenario.js';
import { type Command, commandFor, NO_COMMAND, refused } from './support.js';
import { type EbroVars, locationOf, placeTo, violation } from './state.js';
import { takeObjective } from './vp.js';

type D = Draft<EbroVars>;

/** Why a move cannot be carried out even by hand: no such unit of the side in play, or no such place. */
export function impossibleMove(module: GameModule, d: D, action: Action): Violation[] {
  const ids = [str(action.args.piece) ?? '', ...(strs(action.args.with) ?? [])];
  for (const id of ids) {
    const p = d.state.pieces.find((x) => x.id === id);
    const at = p ? placeOf(p) : null;
    if (p?.kind !== 'unit' || p.side !== action.side || at === null || at === DEAD_PILE || at === REINFORCEMENTS)
      return [violation('move.unit', 'IX.1', 'No such unit of yours in play', { piece: id })];
  }
  const to = placeTo(action.args.to);
  if (to === null || !(mapGraph(module).has(to) || ebroScenario(module, d.state.scenarioId).boxes[to]))
    return [
      violation('move.reach', 'IX.3', 'No such place on the map or among the boxes', {
        piece: ids[0]!,
        to: String(to),
      }),
    ];
  return [];
}

/** I.1 carry out by hand a move the rules forbid (advisory and honor play); its impossibility, if it is impossible. */
export function moveByHand(module: GameModule, d: D, action: Action): Violation[] | null {
  const impossible = impossibleMove(module, d, action);
  if (impossible.length > 0) return impossible;
  const ids = [str(action.args.piece)!, ...(strs(action.args.with) ?? [])];
  const to = placeTo(action.args.to)!;
  const lead = d.state.pieces.find((p) => p.id === ids[0])!;
  const from = placeOf(lead);
  // XVI.14 the units moved count against the surprise cap as any move's do
  spendMoveCap(d, ids);
  for (const id of ids) {
    const p = d.state.pieces.find((x) => x.id === id)!;
    moveTo(d, id, locationOf(module, to));
    // IX.1 as if it had moved with every MP it had: it may not move again this segment; a unit that had finished
    // for the turn (carried by a motor pool, IX.2.2; by rail, IX.2.6) stays finished
    const m = markOf(d.vars, id);
    m.mp = Math.max(m.mp ?? 0, factorsOf(module, p).mp, 1);
    m.act = m.act === 'done' ? 'done' : moveActivation(module, p);
  }
  emit(d, { type: 'moved', side: action.side, pieces: ids, from, to, mp: 0, mode: 'hand', boats: null, ferry: false });
  takeObjective(d, ebroScenario(module, d.state.scenarioId).objectives, to, action.side as Side);
  return null;
}

/** I.1 the log's word that an action the rules forbid was carried out by hand (`verb`: the action's verb). */
export function noteByHand(d: D, pieces: readonly string[], verb: string): void {
  const side = d.state.pieces.find((p) => p.id === pieces[0])?.side ?? '';
  emit(d, { type: 'byHand', side, pieces: [...pieces], verb });
}

/**
 * I.1 what a verb's apply makes of its check's refusals: none, it goes on (null); enforced play refuses; advisory and
 * honor play refuse only what cannot be carried out at all (`impossible`), else the log notes it done by hand and it
 * goes on.
 */
export function byHandOr(
  d: D,
  refused: Violation[],
  impossible: () => Violation[],
  pieces: readonly string[],
  verb: string,
): Violation[] | null {
  if (refused.length === 0) return null;
  if (d.state.mode === 'enforced') return refused;
  const no = impossible();
  if (no.length > 0) return no;
  noteByHand(d, pieces, verb);
  return null;
}

/** A verb's plan: the order an action makes, or why it is refused. */
type Planner<O> = (module: GameModule, state: GameState, side: string, args: Action['args']) => O | Violation[];

/**
 * I.1 the apply of a verb that plans an order (`plan`): the order the rules allow is carried out; enforced play
 * refuses any other; advisory and honor play carry out the order as given (`byHand`, then `hand` is true) unless it
 * cannot be carried out at all (its refusal).
 */
export function planOrByHand<O, R>(
  plan: Planner<O>,
  byHand: Planner<O>,
  carry: (module: GameModule, d: D, o: O, action: Action, hand: boolean) => R,
): (module: GameModule, d: D, action: Action) => Violation[] | R {
  return (module, d, action) => {
    const o = plan(module, d.state, action.side, action.args);
    if (!Array.isArray(o)) return carry(module, d, o, action, false);
    if (d.state.mode === 'enforced') return o;
    const hand = byHand(module, d.state, action.side, action.args);
    return Array.isArray(hand) ? hand : carry(module, d, hand, action, true);
  };
}

/** I.1 the HQ and aircraft of a fire asked by hand (prepare.ts, shell.ts): the HQ named lends what it may (nothing
 *  when it may neither support nor coordinate the firers `ids`); the aircraft join (by `factor`) if all may fly. */
export function askedByHand(
  module: GameModule,
  state: GameState,
  side: string,
  args: Action['args'],
  ids: readonly string[],
  factor: 'groundAttack' | 'bombard',
): { cmd: Command; air: string[] } {
  const hq = str(args.hq as never) ?? undefined;
  const named = hq && !ids.includes(hq) ? commandFor(module, state, side, ids, null, hq) : NO_COMMAND;
  const asked = strs(args.air as never) ?? [];
  const air = jointProblems(module, state, side, asked, factor).length === 0 ? asked : [];
  return { cmd: refused(named) ? NO_COMMAND : named, air };
}

/** XVI.14 the units of a move that had not moved yet this segment count against the surprise cap, if there is one. */
export function spendMoveCap(d: D, ids: readonly string[]): void {
  const fresh = ids.filter((id) => !(marksOf(d.vars, id).mp ?? 0));
  if (d.vars.moveCap !== null) d.vars.moveCap = Math.max(0, d.vars.moveCap - fresh.length);
}
