// Breakdown and recombination (§26): a corps that has a reduced side, of Germany, Britain, the Commonwealth, France,
// the U.S. or Finland, and a 4-factor airborne division may break down (†§26.01) into units of its type and
// nationality with its movement factor whose attack factors add up to its own: armor and German motorized corps into
// two divisions, airborne divisions into two brigades, the rest into three divisions (†§26.02), as far as the
// breakdown counters go (they wait in the "breakdown" box). Break down at the start of the Movement Phase, recombine
// at its end; armor and motorized also at the start and end of the Exploitation Phase (§26.03). A recombined unit
// takes the worst unsupplied level of its parts (§26.05).

import { act, needs, str, strs } from '../../core/kit.js';
import type { GameModule, UnitDef } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { type GameState, type LegalAction, type Piece, REPLACEMENTS } from '../../core/types.js';
import { type Draft, moveTo } from '../../systems/draft.js';
import { defOf, faceOf, hexOf, type SfeVars, violation } from './state.js';

type D = Draft<SfeVars>;
const vars = (s: GameState) => s.vars as unknown as SfeVars;

/** The off-map box where breakdown counters wait, and where a broken-down corps waits for its parts. */
export const BREAKDOWN_BOX = 'breakdown';

/** †§26.01 the nationalities whose corps with a reduced side may break down. */
export const BREAKS_DOWN: readonly string[] = [
  'german',
  'british',
  'commonwealth',
  'french',
  'american',
  'us',
  'finnish',
];

/** †§26.01 whether a unit may break down (a scenario may allow others: the flag "breakdown"). */
export function mayBreakDown(def: UnitDef): boolean {
  if (def.flags?.includes('breakdown')) return true;
  if (def.type === 'airborne' && def.size === 'division') return def.full.attack === 4;
  return def.size === 'corps' && !!def.reduced && BREAKS_DOWN.includes(def.nationality);
}

/** †§26.02 how many units, and of what size, a unit breaks down into. */
export function breaksInto(def: UnitDef): { count: number; size: string } {
  if (def.type === 'airborne' && def.size === 'division') return { count: 2, size: 'brigade' };
  if (def.type === 'armor' || (def.type === 'motorized' && def.nationality === 'german'))
    return { count: 2, size: 'division' };
  return { count: 3, size: 'division' };
}

/** †§26.02 why `parts` cannot be `parent`'s breakdown, or null when they can. */
export function breakdownProblem(module: GameModule, parent: Piece, parts: readonly Piece[]): string | null {
  const def = defOf(module, parent);
  if (!def || !mayBreakDown(def)) return '26.01';
  const into = breaksInto(def);
  const defs = parts.map((p) => defOf(module, p));
  if (defs.length !== into.count || defs.some((d) => !d)) return '26.02';
  const same = (d: UnitDef) =>
    d.type === def.type &&
    d.nationality === def.nationality &&
    d.size === into.size &&
    d.full.movement === def.full.movement;
  if (!(defs as UnitDef[]).every(same)) return '26.02';
  const sum = (defs as UnitDef[]).reduce((a, d) => a + d.full.attack, 0);
  return sum === faceOf(def, parent).attack ? null : '26.02';
}

/** §26.03 the breakdown counters available now (in the breakdown box). */
export const spareCounters = (state: Pick<GameState, 'pieces'>): Piece[] =>
  state.pieces.filter((p) => p.at.kind === 'box' && p.at.box === BREAKDOWN_BOX);

/** §26.03 when a unit may break down or recombine: the Movement Phase, or the Exploitation Phase for armor types. */
export function mayChangeNow(def: UnitDef, v: Pick<SfeVars, 'phase'>): boolean {
  if (v.phase === 'movement') return true;
  return v.phase === 'exploitation' && (def.type === 'armor' || def.type === 'motorized');
}

/** §26.05 the unsupplied level a recombined unit takes: the worst of its parts. */
export function recombinedLevel(v: Pick<SfeVars, 'unsupplied'>, parts: readonly string[]): number {
  return Math.max(0, ...parts.map((id) => v.unsupplied[id] ?? 0));
}

/** §26.01-§26.03 `breakDown {piece, into}`: a unit that has not moved this phase is replaced by its parts. */
export const breakDown: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((x) => x.id === str(action.args.piece));
    const def = p && defOf(module, p);
    if (!p || !def || p.side !== action.side || !hexOf(p))
      return [
        violation('breakdown.unit', '26.01', 'That unit may not break down', { piece: String(action.args.piece) }),
      ];
    if (!mayChangeNow(def, vars(state)) || vars(state).moved[p.id])
      return [violation('breakdown.when', '26.03', 'Units break down at the start of the Movement Phase')];
    const spare = spareCounters(state);
    const parts = (strs(action.args.into) ?? []).map((id) => spare.find((x) => x.id === id && x.side === p.side));
    if (parts.some((x) => !x))
      return [violation('breakdown.counters', '26.02', 'Those breakdown counters are not free')];
    const rule = breakdownProblem(module, p, parts as Piece[]);
    return needs(rule === null, () =>
      violation(
        'breakdown.parts',
        rule ?? '26.02',
        'A unit breaks down into units of its type, nationality and MF whose attack adds up to its own',
      ),
    );
  },
  apply(module, d, action) {
    const refused = breakDown.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    const id = String(action.args.piece);
    const hex = hexOf(d.state.pieces.find((x) => x.id === id)!)!;
    const into = strs(action.args.into)!;
    for (const part of into) {
      moveTo(d, part, { kind: 'hex', hex });
      if (d.vars.unsupplied[id]) d.vars.unsupplied[part] = d.vars.unsupplied[id]!;
    }
    moveTo(d, id, { kind: 'box', box: BREAKDOWN_BOX });
    delete d.vars.unsupplied[id];
    d.vars.brokenDown[id] = into;
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    const spare = spareCounters(state).filter((x) => x.side === side);
    for (const p of state.pieces) {
      const def = defOf(module, p);
      if (p.side !== side || !hexOf(p) || !def || !mayBreakDown(def)) continue;
      const n = breaksInto(def).count;
      // The first fitting choice of n spare counters (in box order).
      const pick = choose(spare, n).find((c) => breakdownProblem(module, p, c) === null);
      if (
        pick &&
        breakDown.check(module, state, { side, verb: 'breakDown', args: { piece: p.id, into: pick.map((x) => x.id) } })
          .length === 0
      )
        out.push(act('breakDown', { piece: p.id, into: pick.map((x) => x.id) }));
    }
    return out;
  },
};

/** The ways to choose n of the pieces (few: breakdown boxes hold a handful of counters of a kind). */
function choose(pieces: readonly Piece[], n: number, from = 0): Piece[][] {
  if (n === 0) return [[]];
  const out: Piece[][] = [];
  for (let i = from; i < pieces.length && out.length < 50; i++)
    for (const rest of choose(pieces, n - 1, i + 1)) out.push([pieces[i]!, ...rest]);
  return out;
}

/** §26.03, §26.05 `recombine {piece}`: a broken-down unit's parts, stacked together, become the unit again. */
export const recombine: Procedure<D, null> = {
  check(module, state, action) {
    const id = str(action.args.piece) ?? '';
    const parts = vars(state).brokenDown[id];
    const unit = state.pieces.find((x) => x.id === id);
    const def = unit && defOf(module, unit);
    if (!parts || !unit || !def || unit.side !== action.side)
      return [violation('recombine.unit', '26.03', 'That unit is not broken down', { piece: id })];
    if (!mayChangeNow(def, vars(state)))
      return [violation('recombine.when', '26.03', 'Units recombine at the end of the Movement Phase')];
    const at = parts.map((p) => hexOf(state.pieces.find((x) => x.id === p) ?? { at: { kind: 'box', box: '' } }));
    return needs(at[0] !== null && at.every((h) => h === at[0]), () =>
      violation('recombine.stack', '26.03', 'Its parts must be stacked together to recombine', { piece: id }),
    );
  },
  apply(module, d, action) {
    const refused = recombine.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    const id = String(action.args.piece);
    const parts = d.vars.brokenDown[id]!;
    const hex = hexOf(d.state.pieces.find((x) => x.id === parts[0])!)!;
    const level = recombinedLevel(d.vars, parts);
    for (const part of parts) {
      moveTo(d, part, { kind: 'box', box: BREAKDOWN_BOX });
      delete d.vars.unsupplied[part];
      delete d.vars.moved[part];
    }
    moveTo(d, id, { kind: 'hex', hex });
    if (level > 0) d.vars.unsupplied[id] = level;
    d.vars.moved[id] = { mp: 0, done: true };
    delete d.vars.brokenDown[id];
    return null;
  },
  list(module, state, side) {
    return Object.keys(vars(state).brokenDown)
      .filter((id) => recombine.check(module, state, { side, verb: 'recombine', args: { piece: id } }).length === 0)
      .map((id) => act('recombine', { piece: id }));
  },
};

/** A unit waiting in the replacement pool. */
const inPool = (p: Piece): boolean => p.at.kind === 'box' && p.at.box === REPLACEMENTS;

/**
 * §27.21e `breakDownInPool {piece, into}`: in the Reinforcement Phase a corps in the replacement pool may be broken
 * down there, so that one of its divisions can be rebuilt (its parts go to the pool, it to the breakdown box); spare
 * counters are never rebuilt otherwise.
 */
export const breakDownInPool: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((x) => x.id === str(action.args.piece));
    if (!p || p.side !== action.side || !inPool(p) || vars(state).phase !== 'reinforcement')
      return [violation('breakdown.pool', '27.21', 'Only a unit in the replacement pool, in the Reinforcement Phase')];
    const spare = spareCounters(state);
    const parts = (strs(action.args.into) ?? []).map((id) => spare.find((x) => x.id === id && x.side === p.side));
    if (parts.some((x) => !x))
      return [violation('breakdown.counters', '26.02', 'Those breakdown counters are not free')];
    const rule = breakdownProblem(module, p, parts as Piece[]);
    return needs(rule === null, () =>
      violation('breakdown.parts', rule ?? '26.02', 'A unit breaks down into units of its type, nationality and MF'),
    );
  },
  apply(module, d, action) {
    const refused = breakDownInPool.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    for (const part of strs(action.args.into)!) moveTo(d, part, { kind: 'box', box: REPLACEMENTS });
    moveTo(d, String(action.args.piece), { kind: 'box', box: BREAKDOWN_BOX });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    const spare = spareCounters(state).filter((x) => x.side === side);
    for (const p of state.pieces) {
      const def = defOf(module, p);
      if (p.side !== side || !inPool(p) || !def || !mayBreakDown(def)) continue;
      const pick = choose(spare, breaksInto(def).count).find((c) => breakdownProblem(module, p, c) === null);
      const args = { piece: p.id, into: (pick ?? []).map((x) => x.id) };
      if (pick && breakDownInPool.check(module, state, { side, verb: 'breakDownInPool', args }).length === 0)
        out.push(act('breakDownInPool', args));
    }
    return out;
  },
};
