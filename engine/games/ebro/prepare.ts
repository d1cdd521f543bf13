// VI.3.3, XIV fire against units in the combat preparation segment: units that may fire (in supply, organised, not
// activated, with fire power), one unit or one corps's stack combined (XIV.1) or any units an HQ coordinates (VII.6,
// the HQ spent), at an enemy stack in range they see (XIV.2: direct fire; units between block the line) or that an
// observer of their corps sees (XIV.3: indirect fire through their HQ), with the HQ's support factor as a DRM
// (VII.2.1, XIV.9.2), read on the fire table (ourwar/fire.ts). The firers are activated and marked as having fired:
// they may not move afterwards (IX.1). A withdrawing unit does not fire (XX.1.5). Aircraft named (`air`) join with
// their ground attack factors, at most half the total (VI.3.3c joint preparation, XII.6.6: joint.ts). Units beyond
// their range fire where four reconnaissance points a hex extend it (XII.6.2: extend.ts). Advisory and honor play
// (I.1) resolve a fire the rules forbid as asked (fireByHand), unless it cannot be resolved at all.

import { reconAt, useRecon } from '../ourwar/airrecon.js';
import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import {
  type Action,
  DEAD_PILE,
  type GameState,
  type LegalAction,
  type Piece,
  type Violation,
} from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { canCoordinate } from '../ourwar/command.js';
import { type FireSetting, fireEffects, mayBeFiredAt, mayFire, resolveFire } from '../ourwar/fire.js';
import { applyEffects } from '../ourwar/losses.js';
import type { Side } from '../ourwar/state.js';
import { isHQ } from '../ourwar/units.js';
import { corpsOf, oneCorps } from './corps.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { askedByHand, noteByHand, planOrByHand } from './byhand.js';
import { byTarget } from './offers.js';
import { isWithdrawing } from './bounds.js';
import { flyJoint, jointFactors, jointProblems, jointVariants } from './joint.js';
import { type Extension, extendedReach, extensionOf } from './extend.js';
import {
  type Command,
  commandFor,
  commandOptions,
  defendersIn,
  indirectProblem,
  markFired,
  planned,
  reaches,
  readout,
  refused,
  seesDirect,
  spend,
  unseen,
} from './support.js';

type D = Draft<EbroVars>;

/** XIV the fire an order makes, or why it is refused: firers, target hex, the HQ's command, the observer. */
interface FireOrder {
  ids: string[];
  hex: string;
  cmd: Command;
  observer: string | null;
  /** VI.3.3c the aircraft joining with their ground attack factors. */
  air: string[];
  /** XII.6.2 the firers reconnaissance lets fire beyond their range, and the points they use. */
  ext: Extension | null;
}

/** XIV.1-3, VII.2.1, VII.6 why a fire attack is refused, or the fire it orders. */
function plan(
  module: GameModule,
  state: GameState,
  side: string,
  args: Record<string, unknown>,
): FireOrder | Violation[] {
  const named = firersNamed(state, side, args);
  if (!named) return [violation('fire.units', 'XIV.1', 'Fire with your own units on the map')];
  const { ids, pieces, observer } = named;
  const hex = str(args.hex as never) ?? '';
  const v = varsOf(state);
  const sup = supplied(module, state);
  const targets = defendersIn(module, state, side, hex);
  if (targets.length === 0) return [violation('fire.noTarget', 'XIV.1', 'There is no enemy unit there', { hex })];
  const at = mayBeFiredAt(module, targets);
  if (!at.ok) return [violation('fire.target', at.rule, at.why, { hex })];
  for (const p of pieces) {
    const ok = mayFire(module, v, p, sup(p));
    if (!ok.ok) return [violation('fire.unit', ok.rule, `${p.id} may not fire: ${ok.why}`, { piece: p.id })];
    // XX.1.5 withdrawing units carry out no offensive action
    if (isWithdrawing(state, p.id))
      return [violation('fire.withdrawing', 'XX.1.5', `${p.id} is withdrawing: it may not fire`, { piece: p.id })];
  }
  const air = strs(args.air as never) ?? [];
  const grounded = jointProblems(module, state, side, air, 'groundAttack');
  if (grounded.length > 0) return grounded;
  const apart = 'Only units of one corps in one hex combine their fire unless an HQ coordinates them';
  const cmd = fireCommand(module, state, side, args, pieces, violation('fire.combine', 'XIV.1', apart));
  if (refused(cmd)) return [cmd];
  // XII.6.2 the units that reach the hex only as reconnaissance points extend their range
  const o = { observer: observer ?? undefined, hq: cmd.hq, coordinated: cmd.coordinated };
  const ext = extensionOf(module, state, pieces, hex, (p) => reaches(module, state, p, hex, o));
  if (ext && 'why' in ext)
    return [violation('fire.sight', 'XII.6.2', `${ext.piece}: ${ext.why}`, { piece: ext.piece, hex })];
  const rest = pieces.filter((p) => !ext?.firers.includes(p.id));
  const blind = unseen(module, state, rest, [hex], observer, cmd);
  if (blind) {
    const why = observer ? indirectProblem(module, state, blind, hex, observer, cmd.hq, cmd.coordinated) : null;
    const text = `${blind.id} cannot reach or see that hex${why ? `: ${why}` : ''}`;
    return [violation('fire.sight', 'XIV.2', text, { piece: blind.id, hex })];
  }
  const order = { ids, hex, cmd, observer, air, ext };
  if (resolveFire(setting(module, state, order, air), 1) === null)
    return [violation('fire.total', 'XIV.8', 'Too little fire power for the fire table', { hex })];
  return order;
}

/** XIV.1, XV.1 the units a fire or a destruction fire names, with its observer; null unless they are all the side's
 *  own units on the map. */
export function firersNamed(state: GameState, side: string, args: Record<string, unknown>) {
  const ids = strs(args.pieces as never) ?? [];
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (ids.length === 0 || pieces.some((p) => !p || p.side !== side || p.at.kind !== 'hex')) return null;
  return { ids, pieces: pieces as Piece[], observer: str(args.observer as never) ?? null };
}

/** XIV.1, XV.4, VII.2, VII.6 the HQ a fire or a destruction fire names for its firers: never one of them (VII.2);
 *  coordinating them unless they are one corps's units in one hex (`apart`: the refusal then without one). */
export function fireCommand(
  module: GameModule,
  state: GameState,
  side: string,
  args: Record<string, unknown>,
  firers: readonly Piece[],
  apart: Violation,
): Command | Violation {
  const hq = str(args.hq as never) ?? undefined;
  if (hq && firers.some((p) => p.id === hq))
    return violation('hq.self', 'VII.2', 'An HQ may not use its factors to help itself');
  const stacked = new Set(firers.map((p) => hexOf(p))).size === 1 && oneCorps(module, [...firers]);
  const ids = firers.map((p) => p.id);
  return commandFor(module, state, side, ids, stacked ? null : apart, hq);
}

/** XIV.8 the fire's setting for the ourwar module (the HQ's support as a DRM, XIV.9.2), with the aircraft `flying`
 *  over the target (VI.3.3c). */
function setting(module: GameModule, state: GameState, o: FireOrder, flying: readonly string[]): FireSetting {
  const side = state.pieces.find((p) => p.id === o.ids[0])!.side;
  const targets = defendersIn(module, state, side, o.hex).map((p) => p.id);
  const air = jointFactors(module, state, flying, 'groundAttack');
  // XII.6.2 the side's reconnaissance point markers over the hex add to the die
  // (XII.6.2 the points an extension uses serve it, not the die)
  const recon = Math.max(0, reconAt(state, side, o.hex) - (o.ext?.atTarget ?? 0));
  return { module, state, firers: o.ids, targets, hqSupport: o.cmd.support, recon, ...(air ? { air } : {}) };
}

/** I.1 why a fire cannot be resolved even by hand: no such units of the side on the map, no enemy unit in the hex
 *  (ids as the check's, XIV.1). */
export function impossibleFire(module: GameModule, state: GameState, side: string, args: Action['args']): Violation[] {
  const ids = strs(args.pieces as never) ?? [];
  const hex = str(args.hex as never) ?? '';
  const own = (p: Piece | undefined) => p?.kind === 'unit' && p.side === side && hexOf(p) !== null;
  if (ids.length === 0 || !ids.every((id) => own(state.pieces.find((p) => p.id === id))))
    return [violation('fire.units', 'XIV.1', 'Fire with your own units on the map')];
  if (defendersIn(module, state, side, hex).length === 0)
    return [violation('fire.noTarget', 'XIV.1', 'There is no enemy unit there', { hex })];
  return [];
}

/**
 * I.1 a fire the rules forbid, as asked (advisory and honor play): the units fire wherever they stand (beyond range,
 * without sight, activated, uncombined), the HQ named lending what it may, the aircraft only when they may fly, no
 * reconnaissance used; refused when it cannot be resolved: no firers, no target, too little power for the table.
 */
function fireByHand(module: GameModule, state: GameState, side: string, args: Action['args']): FireOrder | Violation[] {
  const impossible = impossibleFire(module, state, side, args);
  if (impossible.length > 0) return impossible;
  const ids = [...new Set(strs(args.pieces as never))];
  const hex = str(args.hex as never)!;
  const { cmd, air } = askedByHand(module, state, side, args, ids, 'groundAttack');
  const order = { ids, hex, cmd, observer: str(args.observer as never) ?? null, air, ext: null };
  if (resolveFire(setting(module, state, order, air), 1) === null)
    return [violation('fire.total', 'XIV.8', 'Too little fire power for the fire table', { hex })];
  return order;
}

/** VI.3.3, XIV.8 fire against the enemy units in a hex, as planned (`hand`: by hand, I.1). */
function carryFire(module: GameModule, d: D, o: FireOrder, action: Action, hand: boolean): null {
  const { ids, hex } = o;
  if (hand) noteByHand(d, ids, 'fire');
  // VI.3.3c the joining aircraft fly to the target first: interception and AA may turn some back
  const flight = flyJoint(module, d, action.side as Side, o.air, hex);
  const c = setting(module, d.state, o, flight.flying);
  const [die] = roll(d, 1, 'fire', action.side, 'XIV.8');
  const out = resolveFire(c, die!)!;
  const fx = fireEffects(c, out.result);
  const boxes = { destroyed: DEAD_PILE, captured: DEAD_PILE };
  applyEffects(d, fx.targets, boxes);
  applyEffects(d, fx.firers, boxes);
  spend(d, o.cmd.hq);
  markFired(d, ids);
  useRecon(d.vars, action.side, hex);
  for (const h of o.ext?.hexes ?? []) useRecon(d.vars, action.side, h);
  emit(d, {
    type: 'fire',
    side: action.side as Side,
    pieces: ids,
    hex,
    hq: o.cmd.hq,
    coordinated: o.cmd.coordinated,
    observer: o.observer,
    targets: [...c.targets],
    ...readout(out, die!),
    ...(flight.raid ? { air: o.air, raid: flight.raid } : {}),
    ...(o.ext ? { extended: o.ext.firers } : {}),
  });
  return null;
}

/** VI.3.3, XIV.8 a fire the rules allow; listed and drawn a target hex at a time. */
const offered = byTarget(fireScene);
const planned_: Procedure<D, null> = planned(
  plan,
  (module, d: D, o, action) => carryFire(module, d, o, action, false),
  offered.list,
  offered.draw,
);

/** VI.3.3, XIV.8 fire against the enemy units in a hex; I.1 advisory and honor play resolve one the rules forbid as
 *  asked, unless it cannot be resolved at all (impossibleFire). */
export const fire: Procedure<D, null> = { ...planned_, apply: planOrByHand(plan, fireByHand, carryFire) };

/** XIV.1, VII.6 the fire offered: each unit alone, each corps's stack together, and the units of several stacks
 *  that see a hex together with an HQ that coordinates them; the target hexes, and the fires at each. */
function fireScene(module: GameModule, state: GameState, side: string) {
  const v = varsOf(state);
  const sup = supplied(module, state);
  const targets = new Set(
    state.pieces.filter((p) => p.side !== side && p.at.kind === 'hex' && p.kind === 'unit').map((p) => hexOf(p)!),
  );
  const able = state.pieces.filter(
    (p) => p.side === side && p.at.kind === 'hex' && mayFire(module, v, p, sup(p)).ok && !isWithdrawing(state, p.id),
  );
  const ok = (args: Record<string, unknown>) => !Array.isArray(plan(module, state, side, args));
  // VII.6 the HQs that may coordinate now (in supply, organised, not spent: canCoordinate checks each unit)
  const o = commandOptions(module, state);
  const hqs = state.pieces.filter((p) => p.side === side && hexOf(p) !== null && isHQ(module, p));
  const at = (hex: string) => {
    const fires = [...firesAt(hex)];
    // VI.3.3c the first fire at the hex with each aircraft that may join it
    return [...fires, ...jointVariants(module, state, side, fires, 'groundAttack', ok)];
  };
  return { targets: [...targets], at };
  function* firesAt(hex: string): Generator<LegalAction> {
    const seeing = able.filter((p) => seesDirect(module, state, p, hex) || extendedReach(module, state, p, hex));
    const stacks = new Map<string, string[]>();
    for (const p of seeing) {
      if (ok({ pieces: [p.id], hex })) yield act('fire', { pieces: [p.id], hex });
      const k = `${hexOf(p)}|${corpsOf(module, p.def) ?? p.id}`;
      stacks.set(k, [...(stacks.get(k) ?? []), p.id]);
    }
    for (const ids of stacks.values())
      if (ids.length > 1 && ok({ pieces: ids, hex })) yield act('fire', { pieces: ids, hex });
    if (stacks.size < 2) return;
    for (const hq of hqs) {
      const all = seeing.filter((p) => p.id !== hq.id && canCoordinate(module, state, hq.id, [p.id], o).ok);
      const ids = all.map((p) => p.id);
      if (new Set(all.map((p) => hexOf(p))).size > 1 && ok({ pieces: ids, hex, hq: hq.id }))
        yield act('fire', { pieces: ids, hex, hq: hq.id });
    }
  }
}
