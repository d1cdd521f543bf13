// VI.5.1, XVI.6 reaction attacks: after all enemy movement the side not phasing moves a unit or stack next to an
// enemy by the shortest path and assaults it, without fire support, HQ support or coordination (their defenders may
// have both: battle.ts's fight lends them). Listed lazily, one unit at a time. A withdrawing unit does not react
// (XX.1.5: no offensive action).

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, LegalAction } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { mayReact, resolveGroundCombat } from '../ourwar/combat.js';
import { reachable } from '../ourwar/reach.js';
import { enemyOf, markOf } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isGround } from '../ourwar/units.js';
import { placeOf } from '../ourwar/zoc.js';
import type { BattleStop } from './aftermath.js';
import { fight } from './battle.js';
import { setting } from './order.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { isWithdrawing } from './bounds.js';
import { defendersIn, NO_COMMAND } from './support.js';

type D = Draft<EbroVars>;

/** XVI.6 where a reacting stack would go: the cheapest place next to the target by its own movement, or null. */
function reactionPath(module: GameModule, state: GameState, ids: string[], hex: string) {
  const near = new Set(mapGraph(module).neighbors(hex));
  const r = reachable(module, state, ids, { mode: 'natural', supplied: supplied(module, state) });
  // the cheapest place next to the target (ties: the first the search found)
  let best: { place: string; mp: number } | null = null;
  for (const x of r.values()) if (near.has(x.place) && (!best || x.mp < best.mp)) best = { place: x.place, mp: x.mp };
  return best;
}

/** XVI.6 why a reaction attack is refused ([] when it is not). */
function reactionProblems(module: GameModule, state: GameState, side: string, ids: string[], hex: string) {
  const v = varsOf(state);
  const sup = supplied(module, state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (ids.length === 0 || pieces.some((p) => !p || p.side !== side || p.at.kind !== 'hex'))
    return [violation('react.units', 'XVI.6', 'React with your own units on the map')];
  if (new Set(pieces.map((p) => placeOf(p!))).size > 1)
    return [violation('react.stack', 'XVI.6', 'A reaction attack is made by one unit or one stack')];
  if (defendersIn(module, state, side, hex).length === 0)
    return [violation('attack.noEnemy', 'XVI.6', 'There is no enemy unit to attack there', { hex })];
  const adjacent = mapGraph(module).neighbors(hex).includes(placeOf(pieces[0]!)!);
  const path = adjacent ? null : reactionPath(module, state, ids, hex);
  for (const p of pieces) {
    const ok = mayReact(module, v, p!, { supplied: sup(p!), adjacent, reaches: path !== null });
    if (!ok.ok) return [violation('react.unit', ok.rule, `${p!.id} may not react: ${ok.why}`, { piece: p!.id })];
    // XX.1.5 withdrawing units carry out no offensive action
    if (isWithdrawing(state, p!.id))
      return [violation('react.withdrawing', 'XX.1.5', `${p!.id} is withdrawing: it may not react`, { piece: p!.id })];
  }
  if (!oddsOnChart(module, state, ids, hex, path!.place))
    return [violation('attack.odds', 'XVI.4', 'The odds fall below the combat table', { hex })];
  return [];
}

/** XVI.4 whether reactors standing at `place` would assault `hex` at odds the chart has (supply as now). */
function oddsOnChart(module: GameModule, state: GameState, ids: string[], hex: string, place: string): boolean {
  const o = { attackers: ids, hex, reaction: true, cmd: NO_COMMAND, support: [] };
  return resolveGroundCombat(setting(module, movedNextTo(state, ids, place), o, state).c, 1) !== null;
}

/** XVI.6 the position once the reacting units stand next to the target, in contact (they assault). */
function movedNextTo(state: GameState, ids: string[], place: string): GameState {
  const v = varsOf(state);
  const marks = { ...v.marks };
  for (const id of ids) marks[id] = { ...marks[id], contact: true };
  return {
    ...state,
    pieces: state.pieces.map((p) => (ids.includes(p.id) ? { ...p, at: { kind: 'hex', hex: place } } : p)),
    vars: { ...state.vars, marks } as unknown as GameState['vars'],
  };
}

/** VI.5.1, XVI.6 the side not phasing reacts: a unit or stack moves next to an enemy by the shortest path and
 *  assaults it, without fire support, HQ support or coordination. */
export const react: Procedure<D, BattleStop> = {
  check: (module, state, action) =>
    reactionProblems(module, state, action.side, strs(action.args.pieces) ?? [], str(action.args.hex) ?? ''),
  apply(module, d, action) {
    const refused = react.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const ids = strs(action.args.pieces)!;
    const hex = str(action.args.hex)!;
    const path = reactionPath(module, d.state, ids, hex)!;
    for (const id of ids) {
      moveTo(d, id, { kind: 'hex', hex: path.place });
      const m = markOf(d.vars, id);
      m.mp = (m.mp ?? 0) + path.mp;
      m.contact = true;
    }
    emit(d, { type: 'reacted', side: action.side, pieces: ids, to: path.place, mp: path.mp, target: hex });
    return fight(module, d, { attackers: ids, hex, reaction: true, cmd: NO_COMMAND, support: [] });
  },
  list: (module, state, side) => [...reactions(module, state, side)],
};

/** XVI.6 the reaction attacks a side may make, one unit at a time, found lazily: for each unit able to react, its
 *  reach once, the cheapest place next to each enemy stack it reaches, and odds the chart has. */
function* reactions(module: GameModule, state: GameState, side: string): Generator<LegalAction> {
  const v = varsOf(state);
  if (v.part === 'night') return;
  const graph = mapGraph(module);
  const sup = supplied(module, state);
  const targets = new Set(
    state.pieces
      .filter((p) => p.side === enemyOf(side) && p.at.kind === 'hex' && isGround(module, p))
      .map((p) => hexOf(p)!),
  );
  for (const p of state.pieces) {
    if (p.side !== side || p.at.kind !== 'hex' || !isGround(module, p)) continue;
    if (graph.neighbors(p.at.hex).some((n) => targets.has(n))) continue;
    if (!mayReact(module, v, p, { supplied: sup(p), adjacent: false, reaches: true }).ok) continue;
    if (isWithdrawing(state, p.id)) continue;
    const best = new Map<string, { place: string; mp: number }>();
    for (const x of reachable(module, state, [p.id], { mode: 'natural', supplied: sup }).values()) {
      if (!graph.has(x.place)) continue;
      for (const n of graph.neighbors(x.place))
        if (targets.has(n) && (best.get(n)?.mp ?? Number.POSITIVE_INFINITY) > x.mp) best.set(n, x);
    }
    for (const [hex, at] of best)
      if (oddsOnChart(module, state, [p.id], hex, at.place)) yield act('react', { pieces: [p.id], hex });
  }
}

/** XVI.6 whether the side not phasing has a reaction attack it may make now. */
export function reactorsExist(module: GameModule, state: GameState): boolean {
  return !reactions(module, state, enemyOf(state.activeSide)).next().done;
}
