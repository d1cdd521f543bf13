// XIV.11, XII.8, VII.2.1 support lent to a ground combat: the attacker's fire support named on its order (units that
// may fire at the defenders' hex, directly or indirectly with an attacker observing, of the attackers' corps or
// coordinated), and the defending side's standing orders: the best HQ that may support its units attacked and the
// fire that reaches the attackers, as much as counts (at most half the friendly total, combat.ts caps it). The
// defending side may turn either order off (`orders`). Reactors get none (XVI.6); their defenders may.

import { act } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, Piece, Violation } from '../../core/types.js';
import { canSupport } from '../ourwar/command.js';
import { fireTotal, mayBeFiredAt, mayFire } from '../ourwar/fire.js';
import { marksOf, type Side } from '../ourwar/state.js';
import { factorsOf, isGround, isHQ } from '../ourwar/units.js';
import type { Supplied } from '../ourwar/zoc.js';
import type { Draft } from '../../systems/draft.js';
import { corpsOf } from './corps.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { commandOptions, defendersIn, reaches, seesDirect } from './support.js';

type D = Draft<EbroVars>;

/** XIV.11, VII.2.1 a side's standing orders when it defends: lend its HQ's support, lend fire support. */
export interface SupportOrders {
  hq: boolean;
  fire: boolean;
}

/** The standing orders kept on the vars (the flow's var `supportOrders`; both on until a side turns one off). */
type OrdersVars = { supportOrders?: Partial<Record<Side, SupportOrders>> };

/** XIV.11, VII.2.1 a side's standing orders now. */
export function ordersOf(state: GameState, side: string): SupportOrders {
  return (varsOf(state) as unknown as OrdersVars).supportOrders?.[side as Side] ?? { hq: true, fire: true };
}

/** XIV.11, VII.2.1 a side sets its standing orders for its defence: `orders {hq: 'on'|'off', fire: 'on'|'off'}`. */
export const orders: Procedure<D, null> = {
  check: (_module, _state, action) =>
    ['hq', 'fire'].every((k) => action.args[k] === 'on' || action.args[k] === 'off')
      ? []
      : [violation('orders.args', 'XIV.11', 'Say "on" or "off" for HQ support and for fire support')],
  apply(module, d, action) {
    const refused = orders.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const v = d.vars as unknown as OrdersVars;
    v.supportOrders = {
      ...v.supportOrders,
      [action.side]: { hq: action.args.hq === 'on', fire: action.args.fire === 'on' },
    };
    return null;
  },
  list(_module, state, side) {
    const o = ordersOf(state, side);
    const flip = (b: boolean) => (b ? 'off' : 'on');
    const now = (b: boolean) => (b ? 'on' : 'off');
    return [act('orders', { hq: flip(o.hq), fire: now(o.fire) }), act('orders', { hq: now(o.hq), fire: flip(o.fire) })];
  },
};

/**
 * XIV.11 why fire support named on an attack is refused ([] when it is not): friendly ground units that may fire
 * (XIV.1), none of them attacking, each reaching the defenders' hex directly or through an attacker observing
 * (XIV.3), not against guerrillas (XVIII.2.3). The corps or coordination is the attack's (XVI.1, VII.6).
 */
export function supportProblems(
  module: GameModule,
  state: GameState,
  side: string,
  attackers: readonly string[],
  ids: readonly string[],
  hex: string,
  hq: string | null,
  coordinated: boolean,
): Violation[] {
  const v = varsOf(state);
  const sup = supplied(module, state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (pieces.some((p) => !p || p.side !== side || hexOf(p) === null || attackers.includes(p.id)))
    return [violation('support.units', 'XIV.11', 'Support with your own units on the map that do not attack')];
  if (new Set(ids).size !== ids.length) return [violation('support.units', 'XIV.11', 'Name each unit once')];
  const at = mayBeFiredAt(module, defendersIn(module, state, side, hex));
  if (!at.ok && ids.length > 0) return [violation('support.target', at.rule, at.why, { hex })];
  for (const p of pieces as Piece[]) {
    const ok = mayFire(module, v, p, sup(p));
    if (!ok.ok) return [violation('support.unit', ok.rule, `${p.id} may not fire: ${ok.why}`, { piece: p.id })];
    const seen = attackers.some((o) => reaches(module, state, p, hex, { observer: o, hq, coordinated }));
    if (!seen) return [violation('support.sight', 'XIV.3', `${p.id} cannot reach that hex`, { piece: p.id, hex })];
  }
  return [];
}

/** XIV.8, XIV.11 the fire power supporting units lend against targets (night halving and specialities included). */
export function supportPower(module: GameModule, state: GameState, ids: readonly string[], targets: string[]): number {
  return ids.length === 0 ? 0 : fireTotal({ module, state, firers: ids, targets }).value;
}

/** What the defending side lends a combat by its standing orders. */
export interface Defence {
  hq: string | null;
  support: number;
  fire: string[];
  power: number;
}

/** VII.2.1 the HQ with the highest support factor that may support every organised defender (XVI.8), or null. */
function bestHq(module: GameModule, state: GameState, side: string, organised: string[], sup: Supplied) {
  const o = { ...commandOptions(module, state), supplied: sup };
  let best: Piece | null = null as Piece | null;
  for (const p of state.pieces) {
    if (p.side !== side || hexOf(p) === null || !isHQ(module, p)) continue;
    const f = factorsOf(module, p).support;
    if (f <= (best ? factorsOf(module, best).support : 0)) continue;
    if (canSupport(module, state, p.id, organised, o).ok) best = p;
  }
  return best;
}

/**
 * XIV.11, VII.2.1, XVI.8 the defending side's support by its standing orders: the best HQ that may support the
 * organised defenders, and units of a defender's corps that may fire and see an attacker's hex (direct fire only,
 * reconstructed: an order standing before the attack names no observer), the strongest first until their fire
 * power reaches the defenders' own total (`own`: more would be capped away and only mark units fired).
 */
export function defenceSupport(
  module: GameModule,
  state: GameState,
  attackers: readonly string[],
  defenders: readonly string[],
  own: number,
  sup: Supplied = supplied(module, state),
): Defence {
  const none: Defence = { hq: null, support: 0, fire: [], power: 0 };
  const first = state.pieces.find((p) => p.id === defenders[0]);
  if (!first) return none;
  const side = first.side;
  const v = varsOf(state);
  const organised = defenders.filter((id) => !marksOf(v, id).dso);
  if (organised.length === 0) return none;
  const o = ordersOf(state, side);
  const hq = o.hq ? bestHq(module, state, side, organised, sup) : null;
  const out: Defence = { ...none, hq: hq?.id ?? null, support: hq ? factorsOf(module, hq).support : 0 };
  const att = attackers.map((id) => state.pieces.find((p) => p.id === id)!);
  if (!o.fire || !mayBeFiredAt(module, att).ok) return out;
  const corps = new Set(organised.map((id) => corpsOf(module, state.pieces.find((p) => p.id === id)!.def)));
  const hexes = [...new Set(att.map((p) => hexOf(p)).filter((h): h is string => h !== null))];
  const able = state.pieces
    .filter(
      (p) =>
        p.side === side &&
        p.id !== out.hq &&
        !defenders.includes(p.id) &&
        isGround(module, p) &&
        corps.has(corpsOf(module, p.def)) &&
        corpsOf(module, p.def) !== null &&
        mayFire(module, v, p, sup(p)).ok &&
        hexes.some((h) => seesDirect(module, state, p, h)),
    )
    .sort((a, b) => factorsOf(module, b).fire - factorsOf(module, a).fire);
  for (const p of able) {
    if (out.power >= own) break;
    out.fire.push(p.id);
    out.power = supportPower(module, state, out.fire, [...attackers]);
  }
  return out;
}
