// VI.5, XVI ground combat as the flow's verbs: the phasing side's attacks and assaults (XVI.1-5), with an HQ named
// to support them (VII.2.1) or to coordinate units of different corps (VII.6, XVI.1) and fire support (XIV.11); the
// defending side lends its own by standing orders (firesupport.ts); the result applied by the series layer
// (ourwar/losses.ts groundEffects, markAfterCombat), a shaded one marking the attackers for breakthrough (XVI.9);
// then the retreat (XVI.7) and the advance (XVI.10), which stop the flow when the owner has a choice to make.
// The reaction attacks (XVI.6) are reaction.ts. A withdrawing unit attacks only when surrounded (XX.1.5; it must
// then attack before the segment ends unless it holds an objective: combatend.ts).

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type LegalAction, type Piece, type Violation } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { canCoordinate, canSupport } from '../ourwar/command.js';
import {
  type GroundCombat,
  groundOdds,
  mayBreakthrough,
  mayStartCombat,
  resolveGroundCombat,
  sideTotal,
} from '../ourwar/combat.js';
import { applyEffects, groundEffects, markAfterCombat, piecesOf } from '../ourwar/losses.js';
import { markOf, type Side } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isGround, isHQ } from '../ourwar/units.js';
import type { Supplied } from '../ourwar/zoc.js';
import { afterCombat, type BattleStop } from './aftermath.js';
import { exploiting } from './breakthrough.js';
import { corpsOf, oneCorps } from './corps.js';
import { airSupportOf, airSupportProblems, flyAirSupport } from './airsupport.js';
import { defenceSupport, supportPower, supportProblems } from './firesupport.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { spontaneousRetreat } from './spontaneous.js';
import { supplied } from './supplied.js';
import { isWithdrawing, mayAttackWithdrawing, surrounded } from './bounds.js';
import { type Command, commandFor, commandOptions, defendersIn, planned, refused, spend } from './support.js';

export type { BattleStop } from './aftermath.js';
export { advance, retreat, stay } from './aftermath.js';
export { react, reactorsExist } from './reaction.js';
export { defendersIn } from './support.js';

type D = Draft<EbroVars>;

const byId = (state: GameState, id: string): Piece | undefined => state.pieces.find((p) => p.id === id);

/** VIII.8 a unit out of supply attacks only when it must to be able to move: read as, when it is surrounded. */
const cutOff = (module: GameModule, state: GameState, p: Piece, sup: Supplied): boolean =>
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
function plan(module: GameModule, state: GameState, side: string, args: Record<string, unknown>): Order | Violation[] {
  const ids = strs(args.pieces as never) ?? [];
  const hex = str(args.hex as never) ?? '';
  const support = strs(args.support as never) ?? [];
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

/** XVI resolve a combat on the draft: roll, read the chart, apply both parts, mark the units; where it stops. */
export function fight(module: GameModule, d: D, ordered: Order): BattleStop {
  // XII.8 both sides' supporting aircraft fly to the hex first (interception, AA); those left support
  const lent = setting(module, d.state, ordered).air;
  const flown = flyAirSupport(module, d, { ...ordered, air: lent.air, defenceAir: lent.defence });
  const o = flown.order;
  const side = d.state.pieces.find((p) => p.id === o.attackers[0])!.side as Side;
  const before = d.state;
  const { c, defence } = setting(module, before, o);
  const [die] = roll(d, 1, o.reaction ? 'reaction attack' : 'attack', side, o.reaction ? 'XVI.6' : 'XVI.4');
  // XII.8 an attack ordered on the chart (checked before) that lost its aircraft on the way goes in at the first column
  const out = resolveGroundCombat({ ...c, state: d.state }, die!, true)!;
  const v = d.vars;
  const att = piecesOf(before, o.attackers);
  const def = piecesOf(before, c.defenders);
  const fx = groundEffects(module, v, att, def, out.result, { supplied: c.supplied });
  // XX.2.6 optional: a side losing more than half its levels on open ground retreats as well
  const sides = { attackers: att, defenders: def, fxA: fx.attacker, fxD: fx.defender };
  const spont = spontaneousRetreat(module, before, o.hex, sides);
  const boxes = { destroyed: DEAD_PILE, captured: DEAD_PILE };
  applyEffects(d, fx.attacker, boxes);
  applyEffects(d, fx.defender, boxes);
  spend(d, o.cmd.hq);
  spend(d, defence.hq);
  const gone = (id: string) => d.state.pieces.find((p) => p.id === id)?.at.kind !== 'hex';
  const alive = att.filter((p) => !gone(p.id));
  const again = exploiting(before);
  markAfterCombat(module, v, { attackers: alive, defenders: def, reaction: o.reaction }, fx.defender, [
    ...o.support,
    ...defence.fire,
  ]);
  // A4 'both': defenders struck by an ordinary attack are activated too
  const negative = out.result.defender.levels > 0 || out.result.defender.dso || out.result.defender.retreat;
  if (negative && !o.reaction && optionsOf(d.state).attackActivates === 'both')
    for (const p of def) if (!gone(p.id)) markOf(v, p.id).act = 'done';
  // XVI.9 after a breakthrough's attack its marker comes off and the unit is done
  if (again)
    for (const p of alive) {
      delete markOf(v, p.id).breakthrough;
      markOf(v, p.id).act = 'done';
    }
  // XVI.9 a shaded result by day marks the attackers in supply and organised (not those struck back)
  else if (fx.breakthrough && !o.reaction)
    for (const p of alive)
      if (!fx.attacker.retreat.includes(p.id) && mayBreakthrough(v, out, p.id, c.supplied(p.id)).ok)
        markOf(v, p.id).breakthrough = true;
  emit(d, {
    type: 'combat',
    side,
    reaction: o.reaction,
    hex: o.hex,
    attackers: o.attackers,
    defenders: [...c.defenders],
    hq: o.cmd.hq,
    coordinated: o.cmd.coordinated,
    support: o.support,
    defenceHq: defence.hq,
    defenceFire: defence.fire,
    air: o.air ?? [],
    defenceAir: o.defenceAir ?? [],
    raids: flown.raids,
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
    breakthrough: !again && !o.reaction && fx.breakthrough,
  });
  for (const role of spont.broken) {
    const units = role === 'attacker' ? att : def;
    const hexes = spont.hexes[role];
    emit(d, { type: 'spontaneous', side: units[0]!.side, pieces: units.map((p) => p.id), hex: o.hex, hexes });
  }
  const { reaction, attackers, hex } = o;
  const fxA = fx.attacker;
  return afterCombat(module, d, {
    exploit: again,
    reaction,
    attacker: side,
    attackers,
    hex,
    defenders: [...c.defenders],
    fxA,
    fxD: fx.defender,
    hexes: spont.hexes,
  });
}

/** VI.5.4, XVI the phasing side attacks (units that did not move into contact) or assaults (units that did), with
 *  an optional HQ (`hq`: support, coordination) and fire support (`support`). */
export const attack: Procedure<D, BattleStop> = planned(
  plan,
  (module, d: D, o) => fight(module, d, o),
  (module, state, side) => [...attacks(module, state, side)],
);

/** The ground units of a side able to start a combat now (breakthrough units in the breakthrough step). */
function able(module: GameModule, state: GameState, side: string): Piece[] {
  const sup = supplied(module, state);
  const v = varsOf(state);
  const breakthrough = exploiting(state);
  return state.pieces.filter(
    (p) =>
      p.side === side &&
      p.at.kind === 'hex' &&
      mayStartCombat(module, v, p, sup(p), { breakthrough, towardSupply: cutOff(module, state, p, sup) }).ok &&
      mayAttackWithdrawing(module, state, p),
  );
}

/** VII.6, VII.2.1 an HQ of the side that may coordinate these units, or support them (null when none). */
function hqFor(module: GameModule, state: GameState, side: string, ids: string[], how: 'coordinate' | 'support') {
  const o = commandOptions(module, state);
  const may = how === 'coordinate' ? canCoordinate : canSupport;
  const hq = state.pieces.find(
    (p) =>
      p.side === side &&
      hexOf(p) !== null &&
      isHQ(module, p) &&
      !ids.includes(p.id) &&
      may(module, state, p.id, ids, o).ok,
  );
  return hq?.id ?? null;
}

/** XVI.1, VII.6, VII.2.1 the attacks offered: each corps's units next to an enemy stack together (and with an HQ
 *  that may support them), and when units of several corps stand next to it, all of them with an HQ coordinating. */
function* attacks(module: GameModule, state: GameState, side: string): Generator<LegalAction> {
  const graph = mapGraph(module);
  const mine = able(module, state, side);
  if (mine.length === 0) return;
  const targets = new Set(
    state.pieces.filter((p) => p.side !== side && p.at.kind === 'hex' && isGround(module, p)).map((p) => hexOf(p)!),
  );
  for (const hex of targets) {
    const near = new Set(graph.neighbors(hex));
    const byCorps = new Map<string, string[]>();
    for (const p of mine.filter((x) => near.has(hexOf(x)!))) {
      const k = corpsOf(module, p.def) ?? p.id;
      byCorps.set(k, [...(byCorps.get(k) ?? []), p.id]);
    }
    // Each attack offered with its odds before the roll (XVI.4): the totals, the ratio, the shifts and the DRM.
    const offer = (args: { pieces: string[]; hex: string; hq?: string }): LegalAction | null => {
      const o = plan(module, state, side, args);
      if (Array.isArray(o)) return null;
      const g = groundOdds(setting(module, state, o).c);
      const ratio = Number.isFinite(g.ratio) ? g.ratio : null;
      return act('attack', args, {
        attack: g.attack.value,
        defence: g.defence.value,
        ratio,
        shift: g.shift,
        drm: g.drm,
      });
    };
    for (const ids of byCorps.values()) {
      const plain = offer({ pieces: ids, hex });
      if (!plain) continue;
      yield plain;
      const hq = hqFor(module, state, side, ids, 'support');
      const supported = hq ? offer({ pieces: ids, hex, hq }) : null;
      if (supported) yield supported;
    }
    if (byCorps.size < 2) continue;
    const all = [...byCorps.values()].flat();
    const hq = hqFor(module, state, side, all, 'coordinate');
    const coordinated = hq ? offer({ pieces: all, hex, hq }) : null;
    if (coordinated) yield coordinated;
  }
}
