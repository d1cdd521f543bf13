// VI.3.2, XV destruction fire in the combat preparation segment: ground units fire at a structure (a crossing on a
// hexside, or a hex's fortification, trench, built-up area or road) as they fire at units (XV.1-5: the same firers,
// combination, coordination, sight and indirect fire), on the fire-against-structures table (ourwar/structures.ts)
// with the HQ's support as a DRM; intensive fire (XV.7) by day, by artillery and armour only, from 22 factors,
// doubles them and leaves the firers out of supply for the rest of the turn. The damage is kept on the state.
// Aircraft named (`air`) join with their bombardment factors, at most half the total (VI.3.2c joint preparation,
// XII.6.5: joint.ts); only strike aircraft join intensive fire (XV.7). Units beyond their range fire where four
// reconnaissance points a hex extend it (XII.6.2: extend.ts). Advisory and honor play (I.1) resolve a destruction
// fire the rules forbid as asked (shellByHand), unless it cannot be resolved at all.

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
import { bombTarget } from '../ourwar/airmission.js';
import { fireEffects, mayFire } from '../ourwar/fire.js';
import { applyEffects } from '../ourwar/losses.js';
import { hasFlag } from '../ourwar/units.js';
import type { Side } from '../ourwar/state.js';
import {
  applyStructureResult,
  markIntensive,
  mayIntensive,
  resolveStructureFire,
  type StructureFire,
  type StructureTarget,
} from '../ourwar/structures.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { isWithdrawing } from './bounds.js';
import { flyJoint, jointFactors, jointProblems, jointVariants } from './joint.js';
import { supplied } from './supplied.js';
import { type Command, markFired, planned, reaches, readout, refused, spend, unseen } from './support.js';
import { askedByHand, noteByHand, planOrByHand } from './byhand.js';
import { fireCommand, firersNamed } from './prepare.js';
import { type Extension, extensionOf } from './extend.js';

type D = Draft<EbroVars>;

/** XV one destruction fire as ordered. */
interface ShellOrder {
  ids: string[];
  target: StructureTarget;
  cmd: Command;
  intensive: boolean;
  observer: string | null;
  /** VI.3.2c the aircraft joining with their bombardment factors. */
  air: string[];
  /** XII.6.2 the firers reconnaissance lets fire beyond their range (at the structure's hex), and its points. */
  ext: Extension | null;
}

/** XV.2 the hexes a structure may be fired at in: its hex, or either hex of a crossing's hexside. */
const aimHexes = (t: StructureTarget, b: string | null): string[] =>
  t.kind === 'crossing' && b ? [t.hex, b] : [t.hex];

/** XV.1-7, VII.2.1, VII.6 why a destruction fire is refused, or the fire it orders. */
function plan(
  module: GameModule,
  state: GameState,
  side: string,
  args: Record<string, unknown>,
): ShellOrder | Violation[] {
  const named = firersNamed(state, side, args);
  if (!named) return [violation('shell.units', 'XV.1', 'Fire with your own units on the map')];
  const { ids, pieces, observer } = named;
  const a = str(args.a as never) ?? '';
  const b = str(args.b as never) ?? null;
  const v = varsOf(state);
  const sup = supplied(module, state);
  const target = bombTarget(module, v, a, b, str(args.kind as never) ?? null);
  if (!target) return [violation('shell.target', 'XV.2', 'There is no such structure to fire at', { a, b: b ?? '' })];
  if (target.kind === 'crossing' && v.crossings[target.key]!.kind === 'boats')
    return [violation('shell.target', 'XV.9.1', 'Boats may be fired at only while they carry units', { a })];
  for (const p of pieces) {
    const ok = mayFire(module, v, p, sup(p));
    if (!ok.ok) return [violation('shell.unit', ok.rule, `${p.id} may not fire: ${ok.why}`, { piece: p.id })];
    // XX.1.5 withdrawing units carry out no offensive action
    if (isWithdrawing(state, p.id))
      return [violation('shell.withdrawing', 'XX.1.5', `${p.id} is withdrawing: it may not fire`, { piece: p.id })];
  }
  const air = strs(args.air as never) ?? [];
  const grounded = jointProblems(module, state, side, air, 'bombard');
  if (grounded.length > 0) return grounded;
  const apart = violation('shell.combine', 'XV.4', 'Only one corps’s stack combines unless coordinated');
  const cmd = fireCommand(module, state, side, args, pieces, apart);
  if (refused(cmd)) return [cmd];
  // XV.2-3 as XIV.2-3: each firer reaches the structure's hex, or in coordinated fire one does and all are in range
  // XII.6.2 the units that reach the structure's hex only as reconnaissance points extend their range
  const aims = aimHexes(target, b);
  const o = { observer: observer ?? undefined, hq: cmd.hq, coordinated: cmd.coordinated };
  const sees = (p: Piece) => aims.some((h) => reaches(module, state, p, h, o));
  const ext = extensionOf(module, state, pieces, target.hex, sees);
  if (ext && 'why' in ext)
    return [violation('shell.sight', 'XII.6.2', `${ext.piece}: ${ext.why}`, { piece: ext.piece })];
  const rest = pieces.filter((p) => !ext?.firers.includes(p.id));
  const blind = unseen(module, state, rest, aims, observer, cmd);
  if (blind)
    return [violation('shell.sight', 'XV.2', `${blind.id} cannot reach or see the structure`, { piece: blind.id })];
  const order: ShellOrder = { ids, target, cmd, intensive: args.intensive === 'yes', observer, air, ext };
  const c = settingOf(module, state, order, air);
  if (order.intensive) {
    const may = mayIntensive(c);
    if (!may.ok) return [violation('shell.intensive', may.rule, may.why)];
    // XII.6.5, XV.7 only strike aircraft and dive bombers fire intensively
    if (air.some((id) => !hasFlag(module, state.pieces.find((p) => p.id === id)!, 'strike')))
      return [violation('shell.intensive', 'XV.7', 'Only strike aircraft join intensive fire')];
  }
  if (resolveStructureFire(c, 1) === null)
    return [violation('shell.total', 'XV.8', 'Too little fire power for the table', { a })];
  return order;
}

/** XV.8 the fire's setting for the ourwar module, with the aircraft `flying` over the target (VI.3.2c). */
const settingOf = (module: GameModule, state: GameState, o: ShellOrder, flying: readonly string[]): StructureFire => ({
  module,
  state,
  firers: o.ids,
  target: o.target,
  hqSupport: o.cmd.support,
  intensive: o.intensive,
  ...(flying.length > 0 ? { air: jointFactors(module, state, flying, 'bombard') } : {}),
  // XII.6.2 the side's reconnaissance point markers over the target hex add to the die
  // (the points a range extension uses serve it, not the die)
  recon: Math.max(
    0,
    reconAt(state, state.pieces.find((p) => p.id === o.ids[0])?.side ?? '', o.target.hex) - (o.ext?.atTarget ?? 0),
  ),
});

/** I.1 why a destruction fire cannot be resolved even by hand: no such units of the side on the map, no such
 *  structure (ids as the check's, XV.1-2). */
export function impossibleShell(module: GameModule, state: GameState, side: string, args: Action['args']): Violation[] {
  const ids = strs(args.pieces as never) ?? [];
  const [a, b] = [str(args.a as never) ?? '', str(args.b as never) ?? null];
  const own = (p: Piece | undefined) => p?.kind === 'unit' && p.side === side && hexOf(p) !== null;
  if (ids.length === 0 || !ids.every((id) => own(state.pieces.find((p) => p.id === id))))
    return [violation('shell.units', 'XV.1', 'Fire with your own units on the map')];
  if (!bombTarget(module, varsOf(state), a, b, str(args.kind as never) ?? null))
    return [violation('shell.target', 'XV.2', 'There is no such structure to fire at', { a, b: b ?? '' })];
  return [];
}

/**
 * I.1 a destruction fire the rules forbid, as asked (advisory and honor play): the units fire wherever they stand
 * (beyond range, without sight, activated, uncombined, at boats empty), intensively when asked, the HQ named lending
 * what it may, the aircraft only when they may fly, no reconnaissance used; refused when it cannot be resolved: no
 * firers, no structure, too little power for the table.
 */
function shellByHand(
  module: GameModule,
  state: GameState,
  side: string,
  args: Action['args'],
): ShellOrder | Violation[] {
  const impossible = impossibleShell(module, state, side, args);
  if (impossible.length > 0) return impossible;
  const ids = [...new Set(strs(args.pieces as never))];
  const a = str(args.a as never)!;
  const target = bombTarget(module, varsOf(state), a, str(args.b as never) ?? null, str(args.kind as never) ?? null)!;
  const { cmd, air } = askedByHand(module, state, side, args, ids, 'bombard');
  const observer = str(args.observer as never) ?? null;
  const order: ShellOrder = { ids, target, cmd, intensive: args.intensive === 'yes', observer, air, ext: null };
  if (resolveStructureFire(settingOf(module, state, order, air), 1) === null)
    return [violation('shell.total', 'XV.8', 'Too little fire power for the table', { a })];
  return order;
}

/** VI.3.2, XV a destruction fire as planned (`hand`: by hand, I.1). */
function carryShell(module: GameModule, d: D, o: ShellOrder, action: Action, hand: boolean): null {
  if (hand) noteByHand(d, o.ids, 'shell');
  // VI.3.2c the joining aircraft fly to the target first: interception and AA may turn some back
  const flight = flyJoint(module, d, action.side as Side, o.air, o.target.hex);
  const c = settingOf(module, d.state, o, flight.flying);
  const [die] = roll(d, 1, 'destruction fire', action.side, 'XV.8');
  const out = resolveStructureFire(c, die!)!;
  const damage = applyStructureResult(module, d.vars, o.target, out.result);
  // XVIII.2.6 an italic result costs each rigid artillery firer a level (as fire against units does)
  const none = { levels: 0, dso: false, italic: out.result.italic, text: out.result.text };
  const fx = fireEffects({ module, state: d.state, firers: o.ids, targets: [] }, none).firers;
  applyEffects(d, fx, { destroyed: DEAD_PILE, captured: DEAD_PILE });
  spend(d, o.cmd.hq);
  markFired(d, o.ids);
  useRecon(d.vars, action.side, o.target.hex);
  for (const h of o.ext?.hexes ?? []) useRecon(d.vars, action.side, h);
  if (o.intensive)
    markIntensive(
      d.vars,
      o.ids.filter((id) => !fx.eliminated.includes(id)),
    );
  emit(d, {
    type: 'shelled',
    side: action.side as Side,
    pieces: o.ids,
    target: { ...o.target },
    hq: o.cmd.hq,
    intensive: o.intensive,
    ...readout(out, die!),
    damage,
    ...(flight.raid ? { air: o.air, raid: flight.raid } : {}),
  });
  return null;
}

/** VI.3.2, XV a destruction fire the rules allow. */
const ordered: Procedure<D, null> = planned(
  plan,
  (module, d: D, o, action) => carryShell(module, d, o, action, false),
  (module, state, side) => [...shellings(module, state, side)],
);

/** VI.3.2, XV destruction fire: `shell {pieces, a, b?, kind?, intensive?, hq?, observer?}`; I.1 advisory and honor
 *  play resolve one the rules forbid as asked, unless it cannot be resolved at all (impossibleShell). */
export const shell: Procedure<D, null> = { ...ordered, apply: planOrByHand(plan, shellByHand, carryShell) };

/** XV the destruction fire offered: each able unit alone at each enemy crossing, fortification and trench it sees. */
function* shellings(module: GameModule, state: GameState, side: string): Generator<LegalAction> {
  const v = varsOf(state);
  const sup = supplied(module, state);
  const able = state.pieces.filter((p) => p.side === side && p.at.kind === 'hex' && mayFire(module, v, p, sup(p)).ok);
  if (able.length === 0) return;
  const aims: Record<string, unknown>[] = [];
  for (const x of Object.values(v.crossings))
    if (x.side && x.side !== side && !x.destroyed && x.kind !== 'boats') aims.push({ a: x.a, b: x.b });
  for (const [hex, w] of Object.entries(v.works))
    for (const kind of ['fort', 'trench'] as const) if (w[kind] && w[kind]!.side !== side) aims.push({ a: hex, kind });
  const ok = (args: Record<string, unknown>) => !Array.isArray(plan(module, state, side, args));
  for (const aim of aims) {
    const fires = able
      .filter((p) => ok({ pieces: [p.id], ...aim }))
      .map((p) => act('shell', { pieces: [p.id], ...aim }));
    yield* fires;
    // VI.3.2c the first fire at the structure with each aircraft that may join it
    yield* jointVariants(module, state, side, fires, 'bombard', ok);
  }
}
