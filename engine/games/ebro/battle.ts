// VI.5, XVI ground combat as the flow's verbs: the phasing side's attacks and assaults (XVI.1-5), the side not
// phasing's reaction attacks after all enemy movement (XVI.6: a unit or stack moves by the shortest path next to the
// enemy and assaults, without support), the result applied (ourwar/losses.ts), then the retreat (XVI.7) and the
// advance (XVI.10), which stop the flow when the owner has a choice to make.

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type LegalAction, type Piece } from '../../core/types.js';
import { type Draft, emit, moveTo, roll } from '../../systems/draft.js';
import { type GroundCombat, mayReact, mayStartCombat, resolveGroundCombat } from '../ourwar/combat.js';
import { applyEffects, unitEffects } from '../ourwar/losses.js';
import { reachable } from '../ourwar/reach.js';
import { enemyOf, markOf, type Side } from '../ourwar/state.js';
import { supplied } from './supplied.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isGround } from '../ourwar/units.js';
import { placeOf } from '../ourwar/zoc.js';
import { afterCombat, type BattleStop } from './aftermath.js';
import { corpsOf, oneCorps } from './corps.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';

export type { BattleStop } from './aftermath.js';
export { advance, retreat, stay } from './aftermath.js';

type D = Draft<EbroVars>;

/** The enemy ground units in a hex (boats and aircraft are not attacked this way). */
export function defendersIn(module: GameModule, state: GameState, side: string, hex: string): Piece[] {
  return state.pieces.filter(
    (p) => p.kind === 'unit' && p.side !== side && p.at.kind === 'hex' && p.at.hex === hex && isGround(module, p),
  );
}

/** XVI.4 the combat's setting for the ourwar modules. */
function setting(
  module: GameModule,
  state: GameState,
  attackers: string[],
  hex: string,
  reaction: boolean,
  supplyFrom: GameState = state,
) {
  const sup = supplied(module, supplyFrom);
  const byId = new Map(state.pieces.map((p) => [p.id, p]));
  const side = byId.get(attackers[0]!)?.side ?? '';
  const c: GroundCombat = {
    module,
    state,
    attackers,
    defenders: defendersIn(module, state, side, hex).map((p) => p.id),
    supplied: (id) => sup(byId.get(id)!),
    reaction,
    options: { armourClear: optionsOf(state).armourClear === 2 ? 2 : 1 },
  };
  return c;
}

/** XVI.1-4 why an attack on `hex` by these units is refused ([] when it is not). */
function attackProblems(module: GameModule, state: GameState, side: string, ids: string[], hex: string) {
  const v = varsOf(state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (ids.length === 0 || pieces.some((p) => !p || p.side !== side || p.at.kind !== 'hex'))
    return [violation('attack.units', 'XVI.1', 'Attack with your own units on the map')];
  const near = new Set(mapGraph(module).neighbors(hex));
  if (pieces.some((p) => !near.has(hexOf(p!)!)))
    return [violation('attack.adjacent', 'XVI.4', 'Attackers must be next to the hex they attack', { hex })];
  if (defendersIn(module, state, side, hex).length === 0)
    return [violation('attack.noEnemy', 'XVI.4', 'There is no enemy unit to attack there', { hex })];
  const sup = supplied(module, state);
  for (const p of pieces) {
    const ok = mayStartCombat(module, v, p!, sup(p!));
    if (!ok.ok) return [violation('attack.unit', ok.rule, `${p!.id} may not attack: ${ok.why}`, { piece: p!.id })];
  }
  if (!oneCorps(module, pieces as Piece[]))
    return [violation('attack.combine', 'XVI.1', 'Units of different army corps attack together only if coordinated')];
  const c = setting(module, state, ids, hex, false);
  if (resolveGroundCombat(c, 1) === null)
    return [violation('attack.odds', 'XVI.4', 'The odds fall below the combat table', { hex })];
  return [];
}

/** XVI resolve a combat on the draft: roll, read the chart, apply both parts, mark the units; where it stops. */
function fight(module: GameModule, d: D, attackers: string[], hex: string, reaction: boolean): BattleStop {
  const side = d.state.pieces.find((p) => p.id === attackers[0])!.side as Side;
  const before = d.state;
  const c = setting(module, before, attackers, hex, reaction);
  const [die] = roll(d, 1, reaction ? 'reaction attack' : 'attack', side, reaction ? 'XVI.6' : 'XVI.4');
  const out = resolveGroundCombat({ ...c, state: d.state }, die!);
  if (!out) throw new Error('combat below the chart (checked before)');
  const v = d.vars;
  const sup = supplied(module, before);
  const att = attackers.map((id) => before.pieces.find((p) => p.id === id)!);
  const def = c.defenders.map((id) => before.pieces.find((p) => p.id === id)!);
  const isSupplied = (id: string) => sup(before.pieces.find((p) => p.id === id)!);
  const fxA = unitEffects(module, v, att, out.result.attacker, 'attacker', { supplied: isSupplied });
  const fxD = unitEffects(module, v, def, out.result.defender, 'defender', { supplied: isSupplied });
  const boxes = { destroyed: DEAD_PILE, captured: DEAD_PILE };
  applyEffects(d, fxA, boxes);
  applyEffects(d, fxD, boxes);
  for (const id of attackers) {
    if (fxA.eliminated.includes(id) || fxA.captured.includes(id)) continue;
    const m = markOf(v, id);
    m.attacked = true;
    m.act = 'done';
    if (reaction) m.reaction = true;
  }
  // XVI.6 defenders in a reaction attack are activated only if they suffered a negative result
  const negative = out.result.defender.levels > 0 || out.result.defender.dso || out.result.defender.retreat;
  if (negative && (reaction || optionsOf(d.state).attackActivates === 'both'))
    for (const p of def)
      if (!fxD.eliminated.includes(p.id) && !fxD.captured.includes(p.id)) markOf(v, p.id).act = 'done';
  emit(d, {
    type: 'combat',
    side,
    reaction,
    hex,
    attackers,
    defenders: [...c.defenders],
    attack: out.attack.value,
    defence: out.defence.value,
    ratio: out.ratio,
    base: out.base,
    col: out.col,
    row: out.row,
    roll: die!,
    shift: out.shift,
    drm: out.drm,
    shifts: out.shifts.map((m) => ({ ...m })),
    drms: out.drms.map((m) => ({ ...m })),
    cell: out.result.text,
  });
  return afterCombat(module, d, { reaction, attacker: side, attackers, hex, defenders: [...c.defenders], fxA, fxD });
}

/** VI.5.4, XVI the phasing side attacks (units that did not move into contact) or assaults (units that did). */
export const attack: Procedure<D, BattleStop> = {
  check: (module, state, action) =>
    attackProblems(module, state, action.side, strs(action.args.pieces) ?? [], str(action.args.hex) ?? ''),
  apply(module, d, action) {
    const refused = attack.check(module, d.state, action);
    if (refused.length > 0) return refused;
    return fight(module, d, strs(action.args.pieces)!, str(action.args.hex)!, false);
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    const sup = supplied(module, state);
    const v = varsOf(state);
    const graph = mapGraph(module);
    const targets = new Set(
      state.pieces.filter((p) => p.side !== side && p.at.kind === 'hex' && isGround(module, p)).map((p) => hexOf(p)!),
    );
    for (const hex of targets) {
      const near = new Set(graph.neighbors(hex));
      const able = state.pieces.filter(
        (p) => p.side === side && p.at.kind === 'hex' && near.has(p.at.hex) && mayStartCombat(module, v, p, sup(p)).ok,
      );
      const byCorps = new Map<string, string[]>();
      for (const p of able)
        byCorps.set(corpsOf(module, p.def) ?? p.id, [...(byCorps.get(corpsOf(module, p.def) ?? p.id) ?? []), p.id]);
      for (const ids of byCorps.values())
        if (attackProblems(module, state, side, ids, hex).length === 0) out.push(act('attack', { pieces: ids, hex }));
    }
    return out;
  },
};

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
  }
  if (!oddsOnChart(module, state, ids, hex, path!.place))
    return [violation('attack.odds', 'XVI.4', 'The odds fall below the combat table', { hex })];
  return [];
}

/** XVI.4 whether reactors standing at `place` would assault `hex` at odds the chart has (supply as now). */
function oddsOnChart(module: GameModule, state: GameState, ids: string[], hex: string, place: string): boolean {
  return resolveGroundCombat(setting(module, movedNextTo(state, ids, place), ids, hex, true, state), 1) !== null;
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
    return fight(module, d, ids, hex, true);
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
