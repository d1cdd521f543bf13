// §14 overrun. In the Movement or Exploitation Phase a single moving stack that began the phase together may overrun
// an enemy hex of any terrain if it guarantees a DE: the lowest die with the net DRM reads DE, odds and DRMs as for an
// attack from the adjacent hex it leaves (7-1 with +1, 6-1 with +2, §14.01); air and naval units do not count
// (§14.05), the armor bonus may (§14.06), a leader's DRM may without spending his attack (§14.07; under †§28.05 in
// exploitation only a level-4 leader's). It pays the hex's cost +1 MP (none for a hex of zero defence factors), keeps
// the stacking limits (§14.02), ignores the ZOC of the units overrun but no other: moving from one such enemy ZOC to
// another costs +2 MPs and stops it (§14.03; digest §10.5 item 14: both). No minimum-move overrun, except one hex
// into clear terrain in clear weather (†§14.04). The defenders are eliminated and the stack enters and may go on.
// In advisory and honor play an overrun the rules forbid is carried out as ordered, by hand (byhand.ts): the
// defenders eliminated, the stack in their hex with its MPs spent, the log saying so; enforced play refuses it.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import type { Crt } from '../../systems/combat/crt.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { fortsFall } from './advance.js';
import { cannotPut, spendAll } from './byhand.js';
import { fighterOf, fightersOf, isGround } from './combat.js';
import { groundCrt, guaranteesDE } from './crt.js';
import { exploiter, exploitMpLeft } from './exploitation.js';
import { eliminate } from './losses.js';
import { mpLeft } from './movement.js';
import { battleOf, combatOdds } from './odds.js';
import { attackBarred, entryBarred } from './restrictions.js';
import { mayStack } from './stacking.js';
import { enemyOf, hexDef, hexOf, type SfeVars, type Side, varsOf, violation } from './state.js';
import { enterCost, graphOf } from './terrain.js';
import { frozen, weatherAt } from './weather.js';
import { controlAlong, type ZocBack, zocBackAt, zocOf } from './zoc.js';

/** §14.01 the overrun as its stack would attack from the adjacent hex: ground factors only (§14.05), the net DRM. */
export interface OverrunOdds {
  /** Effective ground attack from the hex left (terrain, hexside and supply counted). */
  attack: number;
  defence: number;
  /** Net DRM: fort, terrain, armor bonus (§14.06), leader (§14.07). */
  drm: number;
}

/** §14.01 whether the overrun guarantees a DE on the chart. */
export function guaranteed(crt: Crt, o: OverrunOdds): boolean {
  const { column } = combatOdds(crt, o.attack, o.defence);
  return column !== null && guaranteesDE(crt, column, o.drm);
}

/** §14.01, §14.03 the MPs an overrun costs: the hex's cost, +1 unless it holds no defence factors, +2 ZOC to ZOC. */
export const overrunCost = (enter: number, defence: number, zocToZoc: boolean): number =>
  enter + (defence > 0 ? 1 : 0) + (zocToZoc ? 2 : 0);

/** §14.03 a step from `from` to `to`: whether it goes from an enemy ZOC to another, the overrun targets' ignored. */
export function zocToZoc(
  zocOf: (hex: string) => readonly string[],
  from: string,
  to: string,
  overrunning: ReadonlySet<string>,
): boolean {
  const others = (hex: string) => zocOf(hex).filter((src) => !overrunning.has(src));
  return others(from).length > 0 && others(to).length > 0;
}

/** §6.11, §14.03 a step of an overrunning stack: it stops on entering the ZOC of enemy units it is not overrunning,
 *  and pays +2 MPs going from one such ZOC to another. `overrunning`: the hexes of the units it overruns. */
export function overrunStep(
  zocOf: (hex: string) => readonly string[],
  from: string,
  to: string,
  overrunning: ReadonlySet<string>,
) {
  const others = zocOf(to).filter((src) => !overrunning.has(src));
  const both = zocToZoc(zocOf, from, to, overrunning);
  return { extra: both ? 2 : 0, stop: others.length > 0 };
}

/** What an overrun is checked against. */
export interface OverrunCase {
  phase: 'movement' | 'exploitation' | 'combat' | string;
  /** §14.01 the stack's units all began the phase stacked together. */
  together: boolean;
  odds: OverrunOdds;
  /** §14.02 the stack fits in the hex once the defenders are gone. */
  fits: boolean;
  mpLeft: number;
  /** The hex's cost to enter (TEC, weather). */
  enter: number;
  /** §14.03 the step into it goes from one enemy ZOC to another (zocToZoc). */
  zocToZoc: boolean;
  /** †§14.04 the exception: the hex is clear terrain and the weather clear, first hex of the move. */
  clearInClear: boolean;
  hexesMovedThisPhase: number;
}

/** §14 the reasons an overrun is refused ([]: it may overrun). */
export function overrunProblems(crt: Crt, c: OverrunCase): { rule: string; why: string }[] {
  const out: { rule: string; why: string }[] = [];
  if (c.phase !== 'movement' && c.phase !== 'exploitation')
    out.push({ rule: '§14.0', why: 'Overruns are made in the Movement or Exploitation Phase' });
  if (!c.together) out.push({ rule: '§14.01', why: 'The overrunning units must begin the phase stacked together' });
  if (!guaranteed(crt, c.odds)) out.push({ rule: '§14.01', why: 'The odds and DRM do not guarantee a DE' });
  if (!c.fits) out.push({ rule: '§14.02', why: 'The overrunning stack must observe stacking limits' });
  const cost = overrunCost(c.enter, c.odds.defence, c.zocToZoc);
  // †§14.04 no minimum move, but one hex into clear terrain in clear weather
  const minimum = c.hexesMovedThisPhase === 0 && c.clearInClear;
  if (cost > c.mpLeft && !minimum) out.push({ rule: '†§14.04', why: `It needs ${cost} MPs and has ${c.mpLeft}` });
  return out;
}

/** §14.01, §14.03 after an overrun: the MPs left, and whether it must stop (ZOC to ZOC). */
export const afterOverrun = (c: OverrunCase) => ({
  mpLeft: Math.max(0, c.mpLeft - overrunCost(c.enter, c.odds.defence, c.zocToZoc)),
  stop: c.zocToZoc,
});

// ---------------------------------------------------------------- on the board

type D = Draft<SfeVars>;

/** §14 an overrun the rules forbid, carried out as ordered (advisory and honor play): the enemy units in the hex
 *  eliminated (§14.01), its forts fallen (§24.15), the stack in it with every MP spent (byhand.ts), the hex its
 *  side's; refused in every mode when it cannot be done at all: no units of the side on the map, no enemy ground
 *  unit there. */
function overrunByHand(module: GameModule, d: D, action: Action): Violation[] | null {
  const hex = str(action.args.hex) ?? '';
  const ids = strs(action.args.pieces) ?? [];
  const side = action.side;
  const defenders = fightersOf(module, d.state.pieces).filter((f) => f.hex === hex && f.side !== side && isGround(f));
  // the hex is the enemy's: only its ground units go (eliminated), its air units transfer (§16.42, the flow)
  const enemy = d.state.pieces.filter((p) => hexOf(p) === hex && p.side !== side).map((p) => p.id);
  if (cannotPut(d.state, module, side, ids, hex, enemy) || defenders.length === 0)
    return [violation('overrun.stack', '§14.01', 'Name a stack of yours and an enemy hex to overrun', { hex })];
  const from = hexOf(d.state.pieces.find((p) => p.id === ids[0])!)!;
  eliminate(
    module,
    d,
    defenders.map((f) => f.id),
    '§14.01',
  );
  fortsFall(module, d, hex, side);
  for (const id of ids) {
    spendAll(module, d, d.state.pieces.find((p) => p.id === id)!);
    moveTo(d, id, { kind: 'hex', hex });
  }
  controlAlong(d.vars, side as Side, [hex]);
  emit(d, { type: 'byHand', side, pieces: ids, verb: 'overrun', from, to: hex });
  return null;
}

/** §14.01 the stack an overrun names: the side's pieces, all in one hex beside the target, that may move now. */
function stackOf(module: GameModule, state: GameState, side: string, ids: readonly string[]): Piece[] | null {
  const v = varsOf(state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (pieces.length === 0 || pieces.some((p) => !p || p.side !== side || !hexOf(p))) return null;
  const from = hexOf(pieces[0]!)!;
  if (pieces.some((p) => hexOf(p!) !== from || v.moved[p!.id]?.done)) return null;
  if (v.phase === 'exploitation' && pieces.some((p) => !exploiter(module, state, p!))) return null;
  return pieces as Piece[];
}

/** †§14.01 the units began the phase stacked together, read as: none has moved yet, or all spent the same MPs
 *  {source:'reconstructed', reason:'the state keeps no start hex; units moved together spend alike'}. */
const together = (v: SfeVars, ps: readonly Piece[]) => new Set(ps.map((p) => v.moved[p.id]?.mp ?? -1)).size === 1;

/** §14 the overrun `{pieces, hex}` on the board: its case (overrunProblems) and the stop after it. */
export function overrunCaseOf(module: GameModule, state: GameState, side: string, ids: readonly string[], hex: string) {
  const v = varsOf(state);
  const stack = stackOf(module, state, side, ids);
  if (!stack) return null;
  const from = hexOf(stack[0]!)!;
  if (!graphOf(module).neighbors(from).includes(hex)) return null;
  const plan = battleOf(
    module,
    groundCrt(module),
    state,
    ids.filter((id) => {
      const f = fighterOf(module, stack.find((p) => p.id === id)!);
      return f !== null && isGround(f);
    }),
    hex,
    { overrun: true },
  );
  if (plan.defenders.length === 0) return null;
  // §14.03 the ZOC of every enemy unit but those overrun
  const others = zocOf(module, { pieces: state.pieces.filter((p) => hexOf(p) !== hex) }, enemyOf(side));
  // §28.01e the stack stepped into a hex in the ZOC of the units it overruns alone: it paid as leaving all ZOCs
  const back = (p: Piece) => zocBackAt(v.moved[p.id], from, others.has(from));
  const left = (p: Piece) =>
    back(p) + (v.phase === 'exploitation' ? exploitMpLeft(module, state, p) : mpLeft(module, v, p, false));
  const weather = weatherAt(module, v.weather, hex);
  const c: OverrunCase = {
    phase: v.phase,
    together: together(v, stack),
    odds: { attack: plan.attack, defence: plan.defence, drm: plan.net },
    fits: mayStack(module, [], stack),
    mpLeft: Math.min(...stack.map(left)),
    enter: enterCost(module, from, hex, frozen(module, v.weather, from, hex)),
    // digest §10.5 item 14: the +2 and the stop both (default), or the stop alone (the option overrunZocStopOnly)
    zocToZoc: others.has(from) && others.has(hex) && !v.options.overrunZocStopOnly,
    clearInClear: hexDef(module, hex)?.terrain === 'clear' && weather === 'clear',
    hexesMovedThisPhase: stack.some((p) => v.moved[p.id]) ? 1 : 0,
  };
  return { c, stack, plan, stop: others.has(hex), back };
}

/** §14 overrun `{pieces, hex}`: the defenders are eliminated (leaders and supply units with them, §13.05), forts
 *  fall (§24.15), the stack enters paying the MPs and goes on unless it entered another enemy ZOC (§14.03). */
export const overrun: Procedure<D, null> = {
  check(module, state, action) {
    const hex = str(action.args.hex) ?? '';
    const o = overrunCaseOf(module, state, action.side, strs(action.args.pieces) ?? [], hex);
    if (!o) return [violation('overrun.stack', '§14.01', 'Name a stack of yours beside an enemy hex', { hex })];
    // The scenario's start restrictions (restrictions.ts): an overrun enters the hex and attacks it.
    for (const p of o.stack) {
      const barred = entryBarred(module, state, p, [hex]) ?? attackBarred(module, state, p, hex);
      if (barred) return [barred];
    }
    return overrunProblems(groundCrt(module), o.c).map((p) => violation('overrun.refused', p.rule, p.why, { hex }));
  },
  apply(module, d, action) {
    const bad = overrun.check(module, d.state, action);
    // §14 advisory and honor play carry out by hand an overrun the rules forbid; enforced play refuses it
    if (bad.length > 0) return d.state.mode === 'enforced' ? bad : overrunByHand(module, d, action);
    const hex = String(action.args.hex);
    const o = overrunCaseOf(module, d.state, action.side, strs(action.args.pieces)!, hex)!;
    const spent = overrunCost(o.c.enter, o.c.odds.defence, o.c.zocToZoc);
    eliminate(
      module,
      d,
      o.plan.defenders.map((f) => f.id),
      '§14.01',
    );
    fortsFall(module, d, hex, action.side);
    for (const p of o.stack) {
      moveTo(d, p.id, { kind: 'hex', hex });
      const m = d.vars.moved[p.id] ?? { mp: 0 };
      m.mp += spent - o.back(p);
      delete (m as ZocBack).zocBack;
      if (o.stop || o.c.zocToZoc) m.stopped = true;
      if (o.stop || o.c.zocToZoc) m.done = true;
      d.vars.moved[p.id] = m;
    }
    controlAlong(d.vars, action.side as Side, [hex]);
    const ids = o.stack.map((p) => p.id);
    emit(d, {
      type: 'overrun',
      side: action.side,
      pieces: ids,
      hex,
      mp: spent,
      column: o.plan.odds.column ?? '',
      rule: '§14.01',
    });
    return null;
  },
  list(module, state, side) {
    const v = varsOf(state);
    if (v.phase !== 'movement' && v.phase !== 'exploitation') return [];
    const out: LegalAction[] = [];
    const crt = groundCrt(module);
    const stacks = new Map<string, string[]>();
    for (const p of state.pieces)
      if (p.side === side && hexOf(p) && stackOf(module, state, side, [p.id]))
        stacks.set(hexOf(p)!, [...(stacks.get(hexOf(p)!) ?? []), p.id]);
    const enemy = new Set(
      fightersOf(module, state.pieces)
        .filter((f) => f.side !== side && isGround(f))
        .map((f) => f.hex),
    );
    for (const [from, ids] of stacks)
      for (const hex of graphOf(module).neighbors(from)) {
        if (!enemy.has(hex)) continue;
        const o = overrunCaseOf(module, state, side, ids, hex);
        if (o && overrunProblems(crt, o.c).length === 0)
          out.push({ verb: 'overrun', args: { pieces: ids, hex }, label: hex });
      }
    return out;
  },
};
