// X.II.7 dismantling and transporting crossings in La Batalla del Ebro. In the engineer segment (VI.2.3) an engineer
// beside a crossing engineers may emplace (works.ts BUILT: footbridges, pontoon bridges, pontoon ferries; never one
// printed on the map, the enemy's, damaged, destroyed, or under construction or repair) dismantles it: one die, +1
// a bridge engineer, +1 a second engineer; 1 it comes off at the turn's end, 2+ at once; the engineers are
// activated whatever the roll. The counter goes into one of the crossing's two hexes (`at`, by default the
// engineer's). In the movement segment of the turn it came off it is carried by ground movement (`carry {hex, to}`):
// with an engineer that stood with it when the segment began and has moved to `to` (option crossingCarrier: any
// ground unit), where its stacking (minor 2, major 4, XI.1) must fit. A counter is re-emplaced by building a crossing
// of its kind from its hex (works.ts build). Rail and motor pools do not carry counters here (R's rail rules).
// Advisory and honor play (I.1) dismantle as asked a crossing the rules forbid dismantling (dismantleByHand).

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import {
  carriedStack,
  countersOf,
  type CrossingCounter,
  dismantleDrm,
  dismantleResult,
  liftCrossing,
  mayDismantle,
} from '../ourwar/engineering.js';
import { type CrossingKind, enemyOf, markOf, marksOf, type Side, sideKey } from '../ourwar/state.js';
import { countersUsed, stackLimit, stackUsed } from '../ourwar/stacking.js';
import { hasFlag, isGround } from '../ourwar/units.js';
import { enemyUnitAt, zocView } from '../ourwar/zoc.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { BUILT } from './works.js';
import { noteByHand } from './byhand.js';

type D = Draft<EbroVars>;

/** X.II.3, X.II.7 the crossings this game lets engineers emplace, so the only ones they dismantle. */
const EMPLACED: ReadonlySet<CrossingKind> = new Set(Object.values(BUILT).flatMap((s) => (s.kind ? [s.kind] : [])));

/** X.II.7 why a dismantling is refused, or the engineers, the crossing's key and the hex its counter goes to. */
function plan(module: GameModule, state: GameState, side: string, args: Record<string, unknown>) {
  const [a, b] = [str(args.a) ?? '', str(args.b) ?? ''];
  const key = sideKey(a, b);
  const v = varsOf(state);
  const x = v.crossings[key];
  const where = { a, b };
  if (!x) return [violation('dismantle.none', 'X.II.7', 'There is no crossing there to dismantle', where)];
  if (!EMPLACED.has(x.kind) || x.printed)
    return [violation('dismantle.crossing', 'X.II.7', 'Only crossings engineers emplace are dismantled', where)];
  if (countersOf(v).dismantling?.[key])
    return [violation('dismantle.crossing', 'X.II.7', 'That crossing comes off at the turn’s end already', where)];
  if (x.side !== side || x.damage > 0 || x.destroyed || (x.building ?? 0) > 0)
    return [violation('dismantle.crossing', 'X.II.7', 'Not an enemy, damaged or unfinished crossing', where)];
  const ids = strs(args.pieces) ?? [];
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id && p.side === side));
  if (ids.length === 0 || ids.length > 2 || new Set(ids).size !== ids.length || pieces.some((p) => !p))
    return [violation('dismantle.units', 'X.II.7', 'Name one or two of your engineers beside the crossing')];
  const here = hexOf(pieces[0]!) ?? '';
  const other = here === x.a ? x.b : x.a;
  // X.II.7 "the other hex adjacent to the crossing must be free of enemy units and zones of control"
  const sup = supplied(module, state);
  const view = zocView(module, state, sup);
  const clear = !enemyUnitAt(view, side as Side, other) && !view.zoc[enemyOf(side)].has(other);
  for (const p of pieces as Piece[]) {
    const ok = mayDismantle(module, v, p, x, clear, sup(p));
    if (!ok.ok) return [violation('dismantle.unit', ok.rule, `${p.id} may not dismantle: ${ok.why}`, { piece: p.id })];
  }
  const at = str(args.at) ?? here;
  if (at !== x.a && at !== x.b)
    return [violation('dismantle.at', 'X.II.7', 'The counter goes into one of its two hexes', { hex: at })];
  return { pieces: pieces as Piece[], key, at };
}

/**
 * I.1 a dismantling the rules forbid, as asked (advisory and honor play): by one or two units of the side on the map
 * wherever they stand, of a crossing of any side, damaged or unfinished, its counter at `at` when that is one of its
 * hexes (else the first unit's, when it is one, else the first); refused when there is no standing crossing a
 * counter comes from (none, destroyed, printed, already coming off).
 */
function dismantleByHand(state: GameState, side: string, args: Record<string, unknown>) {
  const [a, b] = [str(args.a) ?? '', str(args.b) ?? ''];
  const key = sideKey(a, b);
  const x = varsOf(state).crossings[key];
  const where = { a, b };
  if (!x || x.destroyed)
    return [violation('dismantle.none', 'X.II.7', 'There is no crossing there to dismantle', where)];
  if (!EMPLACED.has(x.kind) || x.printed || !x.side || countersOf(varsOf(state)).dismantling?.[key])
    return [violation('dismantle.crossing', 'X.II.7', 'Only crossings engineers emplace are dismantled', where)];
  const ids = strs(args.pieces) ?? [];
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id && p.side === side && hexOf(p) !== null));
  if (ids.length === 0 || ids.length > 2 || new Set(ids).size !== ids.length || pieces.some((p) => !p))
    return [violation('dismantle.units', 'X.II.7', 'Name one or two of your engineers beside the crossing')];
  const ends = [x.a, x.b];
  const here = hexOf(pieces[0]!)!;
  const asked = str(args.at);
  const at = asked && ends.includes(asked) ? asked : ends.includes(here) ? here : x.a;
  return { pieces: pieces as Piece[], key, at };
}

/** VI.2.3, X.II.7 engineers dismantle a crossing: `dismantle {pieces, a, b, at?}`; I.1 advisory and honor play
 *  dismantle one the rules forbid as asked, unless there is none to dismantle (dismantleByHand). */
export const dismantle: Procedure<D, null> = {
  check(module, state, action) {
    const o = plan(module, state, action.side, action.args);
    return Array.isArray(o) ? o : [];
  },
  apply(module, d, action) {
    const planned = plan(module, d.state, action.side, action.args);
    const hand = Array.isArray(planned) && d.state.mode !== 'enforced';
    const o = hand ? dismantleByHand(d.state, action.side, action.args) : planned;
    if (Array.isArray(o)) return o;
    if (hand)
      noteByHand(
        d,
        o.pieces.map((p) => p.id),
        'dismantle',
      );
    const x = d.vars.crossings[o.key]!;
    const [die] = roll(d, 1, 'dismantling', action.side, 'X.II.7');
    const now = dismantleResult(module, o.pieces, die!) === 'now';
    // X.II.7 "the engineer unit is marked as activated irrespective of the result of the die roll"
    for (const p of o.pieces) markOf(d.vars, p.id).act = 'done';
    if (now) liftCrossing(d.vars, o.key, o.at, d.state.turn);
    else countersOf(d.vars).dismantling = { ...countersOf(d.vars).dismantling, [o.key]: { side: x.side!, at: o.at } };
    const modified = die! + dismantleDrm(module, o.pieces);
    const ids = o.pieces.map((p) => p.id);
    emit(d, {
      type: 'dismantled',
      side: action.side,
      pieces: ids,
      kind: x.kind,
      a: x.a,
      b: x.b,
      at: o.at,
      roll: die!,
      modified,
      now,
    });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const x of Object.values(varsOf(state).crossings)) {
      if (x.side !== side || !EMPLACED.has(x.kind)) continue;
      const beside = state.pieces.filter(
        (p) => p.side === side && (hexOf(p) === x.a || hexOf(p) === x.b) && hasFlag(module, p, 'engineer'),
      );
      const ok = (ids: string[]) => !Array.isArray(plan(module, state, side, { pieces: ids, a: x.a, b: x.b }));
      const able = beside.filter((p) => ok([p.id]));
      for (const p of able) out.push(act('dismantle', { pieces: [p.id], a: x.a, b: x.b }));
      if (able.length > 1 && ok([able[0]!.id, able[1]!.id]))
        out.push(act('dismantle', { pieces: [able[0]!.id, able[1]!.id], a: x.a, b: x.b }));
    }
    return out;
  },
};

/** X.II.7 (option crossingCarrier) whether a unit may carry a crossing counter: an engineer, or any ground unit. */
function mayCarry(module: GameModule, state: GameState, p: Piece): boolean {
  if (p.kind !== 'unit' || !isGround(module, p)) return false;
  return optionsOf(state).crossingCarrier === 'unit' || hasFlag(module, p, 'engineer');
}

/**
 * VI.4, X.II.7 as the movement segment begins: each of the side's counters that came off this turn notes the units
 * that may carry it, those in its hex not yet activated (flow.ts calls this).
 */
export function noteCarriers(module: GameModule, d: D, side: Side): void {
  const c = countersOf(d.vars);
  if (!c.counters?.some((k) => k.side === side && k.turn === d.state.turn)) return;
  c.counters = c.counters.map((k) =>
    k.side === side && k.turn === d.state.turn
      ? {
          ...k,
          carriers: d.state.pieces
            .filter(
              (p) =>
                p.side === side && hexOf(p) === k.hex && !marksOf(d.vars, p.id).act && mayCarry(module, d.state, p),
            )
            .map((p) => p.id),
        }
      : k,
  );
}

/** X.II.7 why a counter may not be carried from `hex` to `to`, or the counter and the unit carrying it. */
function carryPlan(module: GameModule, state: GameState, side: string, hex: string, to: string) {
  const list = countersOf(varsOf(state)).counters ?? [];
  const i = list.findIndex((k) => k.side === side && k.hex === hex && k.turn === state.turn && k.carriers);
  if (i < 0) return [violation('carry', 'X.II.7', 'No crossing counter dismantled this turn lies there', { hex })];
  const counter = list[i]!;
  const carrier = state.pieces.find(
    (p) =>
      counter.carriers!.includes(p.id) && hexOf(p) === to && to !== hex && (marksOf(varsOf(state), p.id).mp ?? 0) > 0,
  );
  if (!carrier)
    return [
      violation('carry', 'X.II.7', 'A counter moves with a unit that stood with it and moved there', { hex: to }),
    ];
  const room = stackLimit(module, state, to) - stackUsed(module, state, side, to) - countersUsed(state, side, to);
  if (carriedStack(counter.kind) > room)
    return [violation('carry', 'XI.1', 'The counter’s stacking points do not fit there', { hex: to })];
  return { i, counter, carrier };
}

/** VI.4, X.II.7 a crossing counter dismantled this turn moves with a unit that carried it: `carry {hex, to}`. */
export const carry: Procedure<D, null> = {
  check(module, state, action) {
    const o = carryPlan(module, state, action.side, str(action.args.hex) ?? '', str(action.args.to) ?? '');
    return Array.isArray(o) ? (o as Violation[]) : [];
  },
  apply(module, d, action) {
    const [hex, to] = [str(action.args.hex) ?? '', str(action.args.to) ?? ''];
    const o = carryPlan(module, d.state, action.side, hex, to);
    if (Array.isArray(o)) return o;
    const c = countersOf(d.vars);
    const still = o.counter.carriers!.filter((id) => d.state.pieces.some((p) => p.id === id && hexOf(p) === to));
    const moved: CrossingCounter = { ...o.counter, hex: to, carriers: still };
    c.counters = c.counters!.map((k, j) => (j === o.i ? moved : k));
    emit(d, { type: 'carried', side: action.side, kind: o.counter.kind, from: hex, to, piece: o.carrier.id });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const k of countersOf(varsOf(state)).counters ?? []) {
      if (k.side !== side || k.turn !== state.turn || !k.carriers) continue;
      const tos = new Set(state.pieces.filter((p) => k.carriers!.includes(p.id)).map((p) => hexOf(p)));
      for (const to of tos)
        if (to && !Array.isArray(carryPlan(module, state, side, k.hex, to))) out.push(act('carry', { hex: k.hex, to }));
    }
    return out;
  },
};
