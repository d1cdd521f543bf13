// The air war's verbs in La Batalla del Ebro (XII, XIII): a fighter takes an air patrol marker (phase V.1), an
// aircraft rebases (VI.4.3), aircraft bomb a crossing or a hex's works (VI.3.2 b) or attack enemy units (VI.3.3 b),
// flying through the other side's interception, air combat and AA fire (ourwar/airraid.ts). The other side answers
// inside the phasing side's action with its standing orders: intercept whenever able, every able unit fires AA
// (airorders.ts changes them).

import { act, str, strs } from '../../core/kit.js';
import { drawByGroup } from '../../core/random-player.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { VerbArgs } from '../../core/verb-args.js';
import {
  DEAD_PILE,
  type GameState,
  REINFORCEMENTS,
  type JsonObject,
  type LegalAction,
  type Piece,
} from '../../core/types.js';
import { type Draft, emit, roll, setPiece } from '../../systems/draft.js';
import { displaced, mayLand, mayRebase, rebasePlaces, rebaseReaches } from '../ourwar/airbase.js';
import * as mission from '../ourwar/airmission.js';
import { flyRaid, landRaid, raidLog } from '../ourwar/airraid.js';
import { airOf, airVarsOf } from '../ourwar/airstate.js';
import { fireEffects, mayBeFiredAt } from '../ourwar/fire.js';
import { mayPatrol } from '../ourwar/intercept.js';
import { applyEffects } from '../ourwar/losses.js';
import { enemyOf, type Side } from '../ourwar/state.js';
import { applyStructureResult } from '../ourwar/structures.js';
import { isAir } from '../ourwar/units.js';
import { placeOf } from '../ourwar/zoc.js';
import { defendersIn } from './battle.js';
import { supplied } from './supplied.js';
import { type EbroVars, locationOf, placeTo, varsOf, violation } from './state.js';

type D = Draft<EbroVars>;
type V = ReturnType<typeof violation>;

/** The phase, segment or step now ("turn:phase:step"): an air patrol tries to intercept once in each (XII.6.1). */
export const stepKey = (state: GameState): string => `${state.turn}:${varsOf(state).phase}:${varsOf(state).step}`;
const pieceOf = (state: GameState, id: string) => state.pieces.find((p) => p.id === id);
/** A unit of the side in play: on the map or in a box, not yet to come (XIX.2.4) and not gone (dead or withdrawn). */
const own = (state: GameState, side: string, id: string) => {
  const p = pieceOf(state, id);
  const at = p ? placeOf(p) : null;
  return p && p.side === side && p.kind === 'unit' && at !== null && at !== DEAD_PILE && at !== REINFORCEMENTS
    ? p
    : null;
};

type Refusal = (section: string, why: string, params?: JsonObject) => V;

/** XII.6.1 the refusals of a patrol, by the series' code for them. */
const PATROL_REFUSALS: Readonly<Record<string, Refusal>> = {
  fighter: (s, w, p) => violation('patrol.fighter', s, w, p),
  table: (s, w, p) => violation('patrol.table', s, w, p),
  supply: (s, w, p) => violation('patrol.supply', s, w, p),
  done: (s, w, p) => violation('patrol.done', s, w, p),
  night: (s, w, p) => violation('patrol.night', s, w, p),
  takeOff: (s, w, p) => violation('patrol.takeOff', s, w, p),
  unit: (s, w, p) => violation('patrol.unit', s, w, p),
};

/** XII.6 the refusals of a flight, by the series' code for them. */
const FLIGHT_REFUSALS: Readonly<Record<string, Refusal>> = {
  unit: (s, w, p) => violation('air.unit', s, w, p),
  escort: (s, w, p) => violation('air.escort', s, w, p),
  units: (s, w, p) => violation('air.units', s, w, p),
};

/** XII.6.1 why a fighter may not take an air patrol ([] when it may). */
function patrolProblems(module: GameModule, state: GameState, side: string, id: string): V[] {
  const p = own(state, side, id);
  if (!p || !isAir(module, p)) return [violation('patrol.unit', 'XII.6.1', 'Choose one of your aircraft at a base')];
  const ok = mayPatrol(module, state, p, supplied(module, state)(p));
  if (ok.ok) return [];
  const refuse = PATROL_REFUSALS[ok.code ?? ''] ?? PATROL_REFUSALS.unit!;
  return [refuse(ok.rule, ok.why, { piece: id })];
}

/** V.1, XII.6.1 a fighter takes an air patrol marker: it may intercept out to six hexes from its base. */
export const patrol: Procedure<D, null> = {
  check: (module, state, action) => patrolProblems(module, state, action.side, str(action.args.piece) ?? ''),
  apply(module, d, action) {
    const refused = patrol.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const id = str(action.args.piece)!;
    airVarsOf(d.vars).patrol.push(id);
    emit(d, { type: 'patrol', side: action.side, piece: id });
    return null;
  },
  list: (module, state, side) =>
    state.pieces
      .filter((p) => p.side === side && patrolProblems(module, state, side, p.id).length === 0)
      .map((p) => act('patrol', { piece: p.id })),
};

/** XII.3 why a rebasing is refused ([] when it is not). */
function rebaseProblems(module: GameModule, state: GameState, side: string, id: string, to: string | null): V[] {
  const p = own(state, side, id);
  if (!p || !isAir(module, p)) return [violation('rebase.unit', 'XII.3', 'Choose one of your aircraft at a base')];
  const ok = mayRebase(module, state, p, supplied(module, state)(p));
  if (!ok.ok) return [violation('rebase.unit', ok.rule, ok.why, { piece: id })];
  if (to === null) return [violation('rebase.to', 'XII.3', 'Choose a hex or a box')];
  if ((airOf(state).cap ?? 1) <= 0 && !displaced(module, state, p))
    return [violation('rebase.cap', 'XVI.14', 'The surprise cap on air moves is reached')];
  const reach = rebaseReaches(module, state, p, to);
  if (!reach.ok) return [violation('rebase.reach', reach.rule, reach.why, { to })];
  const land = mayLand(module, state, [p], to);
  return land.ok ? [] : [violation('rebase.land', land.rule, land.why, { to })];
}

/** XII.3, XVI.14 the side's aircraft that may rebase now (within the surprise cap, VI.7 forced moves aside). */
function rebasers(module: GameModule, state: GameState, side: string): Piece[] {
  const sup = supplied(module, state);
  const capped = (airOf(state).cap ?? 1) <= 0;
  const may = (p: Piece) => mayRebase(module, state, p, sup(p)).ok && (!capped || displaced(module, state, p));
  return state.pieces.filter((p) => p.side === side && isAir(module, p) && own(state, side, p.id) !== null && may(p));
}

/** VI.4.3, XII.3 an aircraft changes base, and has done for the turn. */
export const rebase: Procedure<D, null> = {
  check: (module, state, action) =>
    rebaseProblems(module, state, action.side, str(action.args.piece) ?? '', placeTo(action.args.to)),
  apply(module, d, action) {
    const refused = rebase.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const id = str(action.args.piece)!;
    const to = placeTo(action.args.to)!;
    const from = placeOf(pieceOf(d.state, id)!);
    const air = airVarsOf(d.vars);
    if (typeof air.cap === 'number' && !displaced(module, d.state, pieceOf(d.state, id)!)) air.cap -= 1;
    // XII.6.8 the aircraft stops where it lands: the enemy may intercept it there (no AA: it flies no mission).
    const out = fly(module, d, action.side as Side, [id], [], to, false);
    if (out.flying.includes(id)) setPiece(d, id, { at: locationOf(module, to) });
    landRaid(d, [id]);
    air.patrol = air.patrol.filter((x) => x !== id);
    const landed = out.flying.includes(id);
    emit(d, { type: 'rebase', side: action.side, piece: id, from, to, ...raidLog(out), landed });
    return null;
  },
  list: (module, state, side) => rebasers(module, state, side).flatMap((p) => rebasesOf(module, state, p)),
  // An aircraft in a random order, then one of its landing places.
  draw: (module, state, side, random) =>
    drawByGroup(rebasers(module, state, side), (p) => rebasesOf(module, state, p), random),
};

/** VI.4.3 an aircraft's rebases: to each place it may land. */
const rebasesOf = (module: GameModule, state: GameState, p: Piece): LegalAction[] =>
  rebasePlaces(module, state, p).map((to) =>
    act('rebase', { piece: p.id, to: locationOf(module, to) as unknown as JsonObject }),
  );

/** XII.6 why aircraft may not fly a mission together with these escorts ([] when they may). */
function flightProblems(module: GameModule, state: GameState, side: string, ids: string[], escort: string[]): V[] {
  const ok = mission.mayFlyTogether(module, state, side, ids, escort, supplied(module, state));
  const params = !ok.ok && ok.piece ? { piece: ok.piece } : undefined;
  if (ok.ok) return [];
  const refuse = FLIGHT_REFUSALS[ok.code ?? ''] ?? FLIGHT_REFUSALS.units!;
  return [refuse(ok.rule, ok.why, params)];
}

/** XII.6.5 why a bombardment is refused. */
function bombProblems(module: GameModule, state: GameState, side: string, args: JsonObject): V[] {
  const [ids, escort] = [strs(args.pieces) ?? [], strs(args.escort) ?? []];
  const bad = flightProblems(module, state, side, ids, escort);
  if (bad.length > 0) return bad;
  const t = mission.bombTarget(module, varsOf(state), str(args.a) ?? '', str(args.b), str(args.kind));
  if (!t) return [violation('bomb.target', 'XV.2', 'There is no such structure to bomb')];
  if (mission.resolveBombing(module, state, ids, t, 1) === null)
    return [violation('bomb.total', 'XII.6.5', 'Too few bombardment factors for the table')];
  return [];
}

/** XII.6.6 why a ground attack is refused. */
function strafeProblems(module: GameModule, state: GameState, side: string, args: JsonObject): V[] {
  const [ids, escort] = [strs(args.pieces) ?? [], strs(args.escort) ?? []];
  const bad = flightProblems(module, state, side, ids, escort);
  if (bad.length > 0) return bad;
  const hex = str(args.hex) ?? '';
  const targets = defendersIn(module, state, side, hex);
  if (targets.length === 0) return [violation('strafe.target', 'XII.6.6', 'No enemy unit there', { hex })];
  const at = mayBeFiredAt(module, targets);
  if (!at.ok) return [violation('strafe.target', at.rule, at.why, { hex })];
  const hit = targets.map((p) => p.id);
  if (mission.resolveGroundAttack(module, state, ids, hit, 1) === null)
    return [violation('strafe.total', 'XII.6.6', 'Too few ground attack factors for the table')];
  return [];
}

/** XII.6.8-XIII the flight to the target: interception, air combat, AA fire; what is left still flying. */
export function fly(
  module: GameModule,
  d: D,
  side: Side,
  ids: string[],
  escort: string[],
  hex: string,
  aa = true,
  spare: readonly string[] = [],
) {
  const sup = supplied(module, d.state);
  const foe = enemyOf(side);
  // XII.6.8 the other side rolls its interceptions, this side its counter-interceptions and the air combat
  const mine = (purpose: string) => purpose === 'air combat' || purpose === 'counter-interception';
  const die = (purpose: string, rule: string) => roll(d, 1, purpose, mine(purpose) ? side : foe, rule)[0]!;
  const r = { module, side, mission: ids, escort, hex, aa, spare, supplied: sup, step: stepKey(d.state), die };
  return flyRaid(d, r);
}

/** Where units the air war destroys go. */
const LOST = { destroyed: DEAD_PILE, captured: DEAD_PILE };
/** A mission's line on its table, for the log. */
type Read = { total: { value: number }; col: number; roll: number; drm: number; result: { text: string } } | null;
const tableLog = (r: Read): JsonObject | null =>
  r && { total: r.total.value, col: r.col, roll: r.roll, drm: r.drm, cell: r.result.text };

/** VI.3.2 b, XII.6.5 aircraft bomb a crossing (hexside a|b) or a hex's works (a, kind?), escorts beside them. */
export const bomb: Procedure<D, null> = {
  check: (module, state, action) => bombProblems(module, state, action.side, action.args),
  apply(module, d, action) {
    const refused = bomb.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const [ids, escort] = [strs(action.args.pieces)!, strs(action.args.escort) ?? []];
    const t = mission.bombTarget(module, d.vars, str(action.args.a)!, str(action.args.b), str(action.args.kind))!;
    const out = fly(module, d, action.side as Side, ids, escort, t.hex);
    const hit = out.flying.length > 0 && mission.resolveBombing(module, d.state, out.flying, t, 1) !== null;
    const die = hit ? roll(d, 1, 'bombardment', action.side, 'XII.6.5')[0]! : null;
    const res = die === null ? null : mission.resolveBombing(module, d.state, out.flying, t, die)!;
    const events = res ? applyStructureResult(module, d.vars, t, res.result) : [];
    landRaid(d, [...ids, ...escort]);
    const log = { ...raidLog(out), table: tableLog(res), events };
    const where = { ...t, a: str(action.args.a)!, ...(str(action.args.b) ? { b: str(action.args.b)! } : {}) };
    emit(d, { type: 'bomb', side: action.side, pieces: ids, escort, target: where, ...log });
    return null;
  },
  list(module, state, side) {
    const v = varsOf(state);
    const targets: JsonObject[] = Object.values(v.crossings)
      .filter((x) => !x.destroyed)
      .map((x) => ({ a: x.a, b: x.b }));
    for (const hex of Object.keys(v.works))
      if (mission.bombTarget(module, v, hex, null, null)) targets.push({ a: hex });
    return mission.missionFlyers(module, state, side, 'bombard', supplied(module, state)).flatMap((id) =>
      targets
        .map((t) => ({ pieces: [id], ...t }))
        .filter((args) => bombProblems(module, state, side, args).length === 0)
        .map((args) => act('bomb', args)),
    );
  },
};

/** VI.3.3 b, XII.6.6 aircraft attack the enemy units in a hex, escorts beside them. */
export const strafe: Procedure<D, null> = {
  check: (module, state, action) => strafeProblems(module, state, action.side, action.args),
  apply(module, d, action) {
    const refused = strafe.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const [ids, escort, hex] = [strs(action.args.pieces)!, strs(action.args.escort) ?? [], str(action.args.hex)!];
    const out = fly(module, d, action.side as Side, ids, escort, hex);
    const targets = defendersIn(module, d.state, action.side, hex).map((p) => p.id);
    const able = out.flying.length > 0 && mission.resolveGroundAttack(module, d.state, out.flying, targets, 1);
    const die = able ? roll(d, 1, 'ground attack', action.side, 'XII.6.6')[0]! : null;
    const res = die === null ? null : mission.resolveGroundAttack(module, d.state, out.flying, targets, die)!;
    const fx = res ? fireEffects(res.setting, res.result) : null;
    if (fx) applyEffects(d, fx.targets, LOST);
    // XII.10, XX.2.3 (optional) a strafed bridgehead: the flying side's units there share the result
    if (fx) applyEffects(d, fx.firers, LOST);
    landRaid(d, [...ids, ...escort]);
    emit(d, {
      type: 'strafe',
      side: action.side,
      pieces: ids,
      escort,
      hex,
      targets,
      ...raidLog(out),
      table: tableLog(res),
    });
    return null;
  },
  list(module, state, side) {
    const hexes = new Set(
      state.pieces.filter((p) => p.side !== side && p.at.kind === 'hex').map((p) => (p.at as { hex: string }).hex),
    );
    return mission.missionFlyers(module, state, side, 'groundAttack', supplied(module, state)).flatMap((id) =>
      [...hexes]
        .map((hex) => ({ pieces: [id], hex }))
        .filter((args) => strafeProblems(module, state, side, args).length === 0)
        .map((args) => act('strafe', args)),
    );
  },
};

/** The segments with air actions: V.1 patrols, VI.3 missions, VI.4.3 rebasing. */
export type AirSegment = 'patrol' | 'prepare' | 'rebase';

/** Whether a side has an air action now in a segment: patrols (V.1), missions (VI.3), rebasing (VI.4.3). */
export function airStep(module: GameModule, state: GameState, side: string, segment: AirSegment): boolean {
  if (segment === 'patrol') return patrol.list(module, state, side).length > 0;
  if (segment === 'prepare') return [bomb, strafe].some((v) => v.list(module, state, side).length > 0);
  return rebasers(module, state, side).some((p) => rebasePlaces(module, state, p).length > 0);
}

/** The air verbs' arguments, for flow.ts's VERB_ARGS. */
export const AIR_VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  patrol: { piece: 'string' },
  rebase: { piece: 'string', to: 'location' },
  bomb: {
    pieces: 'strings',
    a: 'hex',
    'b?': 'hex',
    'kind?': { enum: ['fort', 'trench', 'built-up', 'road'] },
    'escort?': 'strings',
  },
  strafe: { pieces: 'strings', hex: 'hex', 'escort?': 'strings' },
  airOrders: {
    'intercept?': { enum: ['yes', 'no'] },
    'antiAircraft?': { enum: ['yes', 'no'] },
    'groundSupport?': { enum: ['yes', 'no'] },
  },
};
