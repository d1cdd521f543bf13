// XVI.1-4 an attack as ordered: its units, the hex, a reaction or not, the HQ named to support (VII.2.1) or to
// coordinate units of different corps (VII.6, XVI.1), fire support (XIV.11) and air ground support (XII.8); the
// setting the series' combat modules read, the defender's support by its standing orders (firesupport.ts); and the
// checks that refuse an order, with the rule that refuses it (a withdrawing unit only when surrounded, XX.1.5); and
// the order as given, for advisory and honor play (I.1), refused only when it cannot be fought at all.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, Violation } from '../../core/types.js';
import { type GroundCombat, mayStartCombat, resolveGroundCombat, sideTotal } from '../ourwar/combat.js';
import { piecesOf } from '../ourwar/losses.js';
import { isGround } from '../ourwar/units.js';
import type { Supplied } from '../ourwar/zoc.js';
import { airSupportOf, airSupportProblems } from './airsupport.js';
import { isWithdrawing, mayAttackWithdrawing, surrounded } from './bounds.js';
import { attackFrom } from './bridgeheadcombat.js';
import { exploiting } from './breakthrough.js';
import { oneCorps } from './corps.js';
import { defenceSupport, supportPower, supportProblems } from './firesupport.js';
import { optionsOf } from './options.js';
import { hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { type Command, commandFor, defendersIn, NO_COMMAND, refused } from './support.js';

const byId = (state: GameState, id: string): Piece | undefined => state.pieces.find((p) => p.id === id);

/** VIII.8 a unit out of supply attacks only when it must to be able to move: read as, when it is surrounded. */
export const cutOff = (module: GameModule, state: GameState, p: Piece, sup: Supplied): boolean =>
  !sup(p) && surrounded(module, state, p);

/** XVI.4 one combat as ordered: attackers, the hex, a reaction or not, the attacker's HQ and fire support. */
export interface Order {
  attackers: string[];
  hex: string;
  reaction: boolean;
  cmd: Command;
  support: string[];
  /** XII.8 the attacker's aircraft lending ground support; the defender's once they have flown (airsupport.ts). */
  air?: string[];
  defenceAir?: string[];
}

/** XVI.4, XIV.11, VII.2.1 the combat's setting for the ourwar modules, with both sides' support (the defender's by
 *  its standing orders, firesupport.ts); supply read on `supplyFrom` (a reaction's position before it moved). */
export function setting(module: GameModule, state: GameState, o: Order, supplyFrom: GameState = state) {
  const sup: Supplied = supplied(module, supplyFrom);
  const byId = new Map(state.pieces.map((p) => [p.id, p]));
  const side = byId.get(o.attackers[0]!)?.side ?? '';
  const defenders = defendersIn(module, state, side, o.hex).map((p) => p.id);
  const c: GroundCombat = {
    module,
    state,
    attackers: o.attackers,
    defenders,
    supplied: (id) => sup(byId.get(id)!),
    reaction: o.reaction,
    options: {
      armourClear: optionsOf(state).armourClear === 2 ? 2 : 1,
      motorisedAsArmour: optionsOf(state).motorisedAsArmour,
      boxAttackerShift: optionsOf(state).boxAttackerShift,
    },
    supportSumCap: optionsOf(state).supportSumCap,
  };
  const fire = o.reaction ? 0 : supportPower(module, state, o.support, defenders);
  const own = sideTotal(c, 'defender').value;
  const defence = defenceSupport(module, state, o.attackers, defenders, own, sup);
  c.hqSupport = { attacker: o.reaction ? 0 : o.cmd.support, defender: defence.support };
  c.fireSupport = { attacker: fire, defender: defence.power };
  // XII.8 air ground support: the attacker's aircraft named, else each side's by its standing order
  const air = airSupportOf(module, state, o, c);
  c.airSupport = { attacker: air.attacker, defender: air.defender };
  return { c, defence, air };
}

/** XVI.1-4, VII.6, XIV.11 the combat an attack orders, or why it is refused. */
export function plan(
  module: GameModule,
  state: GameState,
  side: string,
  args: Record<string, unknown>,
): Order | Violation[] {
  const ids = strs(args.pieces as never) ?? [];
  const hex = str(args.hex as never) ?? '';
  const support = strs(args.support as never) ?? [];
  const v = varsOf(state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (ids.length === 0 || pieces.some((p) => !p || p.side !== side || p.at.kind !== 'hex'))
    return [violation('attack.units', 'XVI.1', 'Attack with your own units on the map')];
  const near = attackFrom(module, state, hex); // XX.2.3 (optional) inside a bridgehead too
  if (pieces.some((p) => !near.has(hexOf(p!)!)))
    return [violation('attack.adjacent', 'XVI.4', 'Attackers must be next to the hex they attack', { hex })];
  if (defendersIn(module, state, side, hex).length === 0)
    return [violation('attack.noEnemy', 'XVI.4', 'There is no enemy unit to attack there', { hex })];
  const sup = supplied(module, state);
  const breakthrough = exploiting(state);
  for (const p of pieces) {
    const ok = mayStartCombat(module, v, p!, sup(p!), { breakthrough, towardSupply: cutOff(module, state, p!, sup) });
    if (!ok.ok) return [violation('attack.unit', ok.rule, `${p!.id} may not attack: ${ok.why}`, { piece: p!.id })];
  }
  // XX.1.5 a withdrawing unit attacks only when surrounded, and lends no fire support (no offensive action)
  const going = [...ids.filter((id) => !mayAttackWithdrawing(module, state, byId(state, id)!)), ...support].find((id) =>
    isWithdrawing(state, id),
  );
  if (going)
    return [violation('attack.withdrawing', 'XX.1.5', `${going} is withdrawing: it may not attack`, { piece: going })];
  const all = [...ids, ...support];
  const combine = oneCorps(
    module,
    piecesOf(
      state,
      all.filter((id) => state.pieces.some((p) => p.id === id)),
    ),
  )
    ? null
    : violation('attack.combine', 'XVI.1', 'Units of different army corps attack together only if coordinated');
  const hq = str(args.hq as never) ?? undefined;
  if (hq && ids.includes(hq)) return [violation('hq.self', 'VII.2', 'An HQ may not use its factors to help itself')];
  const cmd = commandFor(module, state, side, all, combine, hq);
  if (refused(cmd)) return [cmd];
  const bad = supportProblems(module, state, side, ids, support, hex, cmd.hq, cmd.coordinated);
  if (bad.length > 0) return bad;
  const air = strs(args.air as never) ?? [];
  const badAir = airSupportProblems(module, state, side, air);
  if (badAir.length > 0) return badAir;
  const order: Order = { attackers: ids, hex, reaction: false, cmd, support, ...(air.length > 0 ? { air } : {}) };
  if (resolveGroundCombat(setting(module, state, order).c, 1) === null)
    return [violation('attack.odds', 'XVI.4', 'The odds fall below the combat table', { hex })];
  return order;
}

/** I.1 why an attack cannot be fought even by hand: no such ground units of the side on the map, no enemy unit in
 *  the hex (ids as the check's, XVI.1, XVI.4). */
export function impossibleAttack(
  module: GameModule,
  state: GameState,
  side: string,
  args: Record<string, unknown>,
): Violation[] {
  const ids = strs(args.pieces as never) ?? [];
  const hex = str(args.hex as never) ?? '';
  const pieces = ids.map((id) => byId(state, id));
  const own = (p: Piece | undefined) =>
    p?.kind === 'unit' && p.side === side && hexOf(p) !== null && isGround(module, p);
  if (ids.length === 0 || !pieces.every(own))
    return [violation('attack.units', 'XVI.1', 'Attack with your own units on the map')];
  if (defendersIn(module, state, side, hex).length === 0)
    return [violation('attack.noEnemy', 'XVI.4', 'There is no enemy unit to attack there', { hex })];
  return [];
}

/**
 * I.1 an attack the rules forbid, as ordered (advisory and honor play): the units fight with the factors they have
 * wherever they stand (not adjacent, activated, out of supply, of different corps uncoordinated); the HQ named lends
 * what it may (nothing when it may neither support nor coordinate); fire support by the side's own ground units on
 * the map, not attacking; aircraft only those that may fly (the others cannot be flown by hand). The odds are read
 * at the chart's first column at worst (battle.ts). Refused only when it cannot be fought at all.
 */
export function orderByHand(
  module: GameModule,
  state: GameState,
  side: string,
  args: Record<string, unknown>,
): Order | Violation[] {
  const impossible = impossibleAttack(module, state, side, args);
  if (impossible.length > 0) return impossible;
  const ids = [...new Set(strs(args.pieces as never))];
  const hex = str(args.hex as never)!;
  const support = [...new Set(strs(args.support as never) ?? [])].filter((id) => {
    const p = byId(state, id);
    return p?.kind === 'unit' && p.side === side && hexOf(p) !== null && isGround(module, p) && !ids.includes(id);
  });
  const all = [...ids, ...support];
  const hq = str(args.hq as never) ?? undefined;
  const combine = oneCorps(module, piecesOf(state, all))
    ? null
    : violation('attack.combine', 'XVI.1', 'Units of different army corps attack together only if coordinated');
  const named = hq && !ids.includes(hq) ? commandFor(module, state, side, all, combine, hq) : NO_COMMAND;
  const cmd = refused(named) ? NO_COMMAND : named;
  const air = strs(args.air as never) ?? [];
  const flown = air.length > 0 && airSupportProblems(module, state, side, air).length === 0 ? { air } : {};
  return { attackers: ids, hex, reaction: false, cmd, support, ...flown };
}
