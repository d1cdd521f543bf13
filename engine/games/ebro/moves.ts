// VI.4, IX the movement segment's verb: a unit, or units moving together with it, goes to a hex or box it can reach
// this turn (movereach.ts), by natural movement, boats over the Ebro at a crossing site (IX.2.7), strategic
// redeployment along roads (IX.2.5), rail movement between rail heads (IX.2.6) or a motor pool (IX.2.2). The move
// marks the units (IX.2.1 activation, VI.2 enemy-ZOC hexes entered, XVI.3 contact) and takes the objectives it
// enters (XVII.2). XVI.14 caps how many units the side surprised moves;
// VII.5 and XX.1.5 bound a rejoining HQ's and a withdrawing unit's destinations (bounds.ts).

import { act, str, strs } from '../../core/kit.js';
import { drawByGroup } from '../../core/random-player.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, JsonObject, LegalAction, Piece } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { isMotorPool, poolLoad } from '../ourwar/motorpool.js';
import { moveActivation } from '../ourwar/movement.js';
import { boatsWith, type Mode, reachOf } from './movereach.js';
import { markOf, marksOf, type Side, sideKey } from '../ourwar/state.js';
import { enterBridgehead } from './bridgehead.js';
import { moveByHand, spendMoveCap } from './byhand.js';
import { supplied } from './supplied.js';
import { factorsOf, hasFlag, isAir, isBoats, isHQ } from '../ourwar/units.js';
import { inEnemyZoc, placeOf, zocView } from '../ourwar/zoc.js';
import { mapGraph } from '../ourwar/terrain.js';
import { ebroScenario } from './scenario.js';
import { type EbroVars, locationOf, placeTo, varsOf, violation } from './state.js';
import { takeObjective } from './vp.js';

type D = Draft<EbroVars>;

/** IX.2 a move's form from its arguments (natural when none is named). */
const modeOf = (action: Action): Mode =>
  (['road', 'rail', 'pool'] as const).find((m) => m === action.args.mode) ?? 'natural';

/** The movers of an action: its piece and the units moving with it. */
const moversOf = (action: Action): string[] => [str(action.args.piece) ?? '', ...(strs(action.args.with) ?? [])];

/** IX.1 whether a unit may still move this segment: a ground unit of the side, not activated before the segment
 *  began (a unit that has moved this segment keeps its MP left), not redeployed, and within the surprise cap. */
function mayMove(module: GameModule, state: GameState, p: Piece | undefined, side: string): string | null {
  if (p?.kind !== 'unit' || placeOf(p) === null || p.side !== side) return 'IX.1';
  if (p.at.kind === 'box' && !ebroScenario(module, state.scenarioId).boxes[p.at.box]) return 'IX.1';
  if (isAir(module, p) || isBoats(module, p)) return 'IX.2';
  const m = marksOf(varsOf(state), p.id);
  // IX.2.2 a unit a motor pool carried may still make its own natural movement
  if (m.redeployed || (m.act && !(m.mp ?? 0) && !m.pooled)) return 'IX.1';
  const cap = varsOf(state).moveCap;
  // XVI.14 a unit a motor pool carried was counted when the pool moved it
  if (cap !== null && !(m.mp ?? 0) && !m.pooled && cap <= 0) return 'XVI.14';
  return null;
}

/** VI.4 move a unit (and the units moving with it) to a place it can reach. */
export const move: Procedure<D, null> = {
  check(module, state, action) {
    const ids = moversOf(action);
    for (const id of ids) {
      const rule = mayMove(
        module,
        state,
        state.pieces.find((p) => p.id === id),
        action.side,
      );
      if (rule) return [violation('move.unit', rule, 'That unit may not move now', { piece: id })];
    }
    const to = placeTo(action.args.to);
    const mode = modeOf(action);
    const r = to === null ? undefined : reachOf(module, state, ids, mode).get(to);
    const rule = { natural: 'IX.3', road: 'IX.2.5', rail: 'IX.2.6', pool: 'IX.2.2' }[mode];
    if (!r)
      return [
        violation('move.reach', rule, 'The unit cannot reach that place this turn', {
          piece: ids[0]!,
          to: String(to),
        }),
      ];
    return [];
  },
  apply(module, d, action) {
    // The position before the move (the draft's source when it has one: its supply and reach are worked out).
    const before = d.from ?? d.state;
    const refused = move.check(module, before, action);
    // I.1 advisory and honor play carry out by hand a move the rules forbid (enforced play never gets here with one)
    if (refused.length > 0) return before.mode === 'enforced' ? refused : moveByHand(module, d, action);
    const ids = moversOf(action);
    const to = placeTo(action.args.to)!;
    const mode = modeOf(action);
    const r = reachOf(module, before, ids, mode).get(to)!;
    const lead = before.pieces.find((p) => p.id === ids[0])!;
    const boats = r.boats ? boatsWith(module, before, lead) : null;
    const view = zocView(module, before, supplied(module, before));
    const ez = r.path.filter((h) => inEnemyZoc(view, lead.side as Side, new Set(ids), h)).length;
    const at = locationOf(module, to);
    spendMoveCap(
      d,
      ids.filter((id) => !marksOf(varsOf(before), id).pooled),
    );
    for (const id of ids) {
      moveTo(d, id, at);
      const m = markOf(d.vars, id);
      const p = before.pieces.find((x) => x.id === id)!;
      m.ezoc = (m.ezoc ?? 0) + ez;
      // IX.2.2 the pool is activated; the units it carried may still move by themselves, full MP, then are done
      if (mode === 'pool') {
        if (id === lead.id) m.mp = (m.mp ?? 0) + r.mp;
        else m.pooled = true;
        m.act = 'done';
        continue;
      }
      m.mp = (m.mp ?? 0) + r.mp;
      // IX.2.5, IX.2.6 a Redeployment marker on top: no other activity this turn
      if (mode !== 'natural') {
        m.redeployed = true;
        m.act = 'done';
        if (mode === 'rail') m.rail = true;
      } else m.act = m.pooled ? 'done' : moveActivation(module, p);
      if (r.boats) m.ferried = true;
      if (at.kind === 'hex' && nextToEnemy(module, d.state, at.hex, p.side)) m.contact = true;
    }
    if (r.ferry) {
      // IX.2.7 a ferry carries one unit a turn: the crossing it used is spent
      const from = placeOf(lead)!;
      const over = r.path[0]!;
      const x = d.vars.crossings[sideKey(from, over)];
      if (x) x.used = (x.used ?? 0) + 1;
    }
    // XX.2.3 (optional) into the enemy's hex: a bridgehead is made, or counts the units that joined it
    if (at.kind === 'hex') enterBridgehead(module, d, at.hex, boats ? [...ids, boats] : ids, lead.side as Side);
    if (boats) {
      const far = r.path[0]!;
      d.vars.boatsFrom[boats] = placeOf(lead)!;
      moveTo(d, boats, { kind: 'hex', hex: far });
      markOf(d.vars, boats).act = 'done';
    }
    emit(d, {
      type: 'moved',
      side: action.side,
      pieces: ids,
      from: placeOf(lead),
      to,
      mp: r.mp,
      mode,
      boats,
      ferry: r.ferry,
    });
    const objectives = ebroScenario(module, before.scenarioId).objectives;
    for (const h of r.path) takeObjective(d, objectives, h, action.side as Side);
    return null;
  },
  list: (module, state, side) =>
    state.pieces.filter((p) => mayMove(module, state, p, side) === null).flatMap((p) => movesOf(module, state, p)),
  // A unit in a random order, then one of its moves.
  draw: (module, state, side, random) =>
    drawByGroup(
      state.pieces.filter((p) => mayMove(module, state, p, side) === null),
      (p) => movesOf(module, state, p),
      random,
    ),
};

/** Every move of one unit that may move: by each mode, with the boatload from its hex, and a motor pool's with its
 *  load (IX.2.2: the units it may carry from its place, while they fit). */
function movesOf(module: GameModule, state: GameState, p: Piece): LegalAction[] {
  const out: LegalAction[] = [];
  for (const mode of p.at.kind === 'hex' ? (['natural', 'road', 'rail'] as const) : (['natural', 'rail'] as const))
    for (const r of reachOf(module, state, [p.id], mode).values())
      out.push(act('move', moveArgs(module, p.id, [], r.place, mode), { mp: r.mp }));
  const boats = boatsWith(module, state, p);
  if (boats) out.push(...boatLoads(module, state, p, boats));
  const load = isMotorPool(module, p) ? poolLoad(module, state, p).map((x) => x.id) : [];
  if (load.length > 0)
    for (const r of reachOf(module, state, [p.id, ...load], 'pool').values())
      out.push(act('move', moveArgs(module, p.id, load, r.place, 'pool'), { mp: r.mp }));
  return out;
}

/** A move's arguments (a natural move leaves its mode out, as the page's drag sends it). */
function moveArgs(module: GameModule, piece: string, withIds: string[], place: string, mode: string): JsonObject {
  return {
    piece,
    to: locationOf(module, place) as unknown as JsonObject,
    ...(withIds.length > 0 ? { with: withIds } : {}),
    ...(mode !== 'natural' ? { mode } : {}),
  };
}

/** IX.2.7 the whole boatload from a unit's hex: the first unit with as many others as the boats carry. */
function boatLoads(module: GameModule, state: GameState, p: Piece, boats: string): LegalAction[] {
  const room = factorsOf(module, state.pieces.find((x) => x.id === boats)!).transport;
  const others = state.pieces.filter(
    (x) =>
      x.id !== p.id &&
      placeOf(x) === placeOf(p) &&
      mayMove(module, state, x, p.side) === null &&
      (hasFlag(module, x, 'motorised') ? isHQ(module, x) : !hasFlag(module, x, 'artillery')),
  );
  const load = [p.id];
  let levels = p.steps;
  for (const x of others)
    if (levels + x.steps <= room) {
      load.push(x.id);
      levels += x.steps;
    }
  if (load.length < 2) return [];
  const out: LegalAction[] = [];
  for (const r of reachOf(module, state, load, 'natural').values())
    if (r.boats) out.push(act('move', moveArgs(module, p.id, load.slice(1), r.place, 'natural'), { mp: r.mp }));
  return out;
}

/** XVI.3 whether a hex is next to an enemy unit, or XX.2.3 (optional) shares a bridgehead with one (a unit that moved
 *  there moved into contact). */
function nextToEnemy(module: GameModule, state: GameState, hex: string, side: string): boolean {
  const near = new Set([...mapGraph(module).neighbors(hex), hex]);
  return state.pieces.some(
    (x) => x.kind === 'unit' && x.side !== side && x.at.kind === 'hex' && near.has(x.at.hex) && !isAir(module, x),
  );
}

/** IX.4.9 the units out of supply that must still move toward supply: not moved yet and with somewhere nearer. */
export function mustMove(module: GameModule, state: GameState, side: string): string[] {
  return state.pieces.filter((p) => mustMoveNow(module, state, p, side)).map((p) => p.id);
}

/** IX.4.9 the first unit that must still move toward supply (the search stops there), or null. */
const firstMustMove = (module: GameModule, state: GameState, side: string): string | null =>
  state.pieces.find((p) => mustMoveNow(module, state, p, side))?.id ?? null;

/** IX.4.9 whether a unit of `side` is out of supply, has not moved yet and has somewhere nearer supply to go. */
function mustMoveNow(module: GameModule, state: GameState, p: Piece, side: string): boolean {
  return (
    p.side === side &&
    p.kind === 'unit' &&
    p.at.kind === 'hex' &&
    !supplied(module, state)(p) &&
    !(marksOf(varsOf(state), p.id).mp ?? 0) &&
    mayMove(module, state, p, side) === null &&
    reachOf(module, state, [p.id], 'natural').size > 0
  );
}

/** VI.4 the movement segment ends: IX.4.9 not while a unit out of supply that can move toward supply has not. */
export const endMovement: Procedure<D, null> = {
  check(module, state, action) {
    const left = firstMustMove(module, state, action.side);
    return left === null
      ? []
      : [
          violation('move.towardSupply', 'IX.4.9', 'Units out of supply must first move toward supply', {
            piece: left,
          }),
        ];
  },
  apply(module, d, action) {
    const refused = endMovement.check(module, d.state, action);
    return refused.length > 0 ? refused : null;
  },
  list: (module, state, side) => (firstMustMove(module, state, side) === null ? [act('done', {})] : []),
};
