// XX.2.3 optional bridgeheads (option bridgeheads, off by default): units crossing a water course into a hex holding
// enemy units share it with them under a bridgehead marker (ourwar/state.ts `bridgeheads`). Each side moves at most
// two units a turn into it, the stacking limit holding for the whole hex; its units are in supply while their side
// traces a line of supply to the hex, but none is traced from it; when a side has no organised unit left there, its
// units retreat at once and the marker goes.
//
// {source:'reconstructed'} readings: "as a result of crossing a water course" is a step across a hexside with a
// water course in the turn's weather (ford, crossing or boats alike); once the bridgehead stands, both sides move in
// from any side; entering it ends the move (the enemy is in the hex); the first crossing counts toward the side's
// two units of the turn; "a supply path to the bridgehead hex" is a line of supply (VIII.2) reaching a hex next to it,
// or a hex where the side's unit stands in supply, with one more step of a line (no impassable hexside, water only
// over a standing fixed crossing) into it; the units that must retreat go one hex by the retreat rules (XVI.7), the
// way the rules list first, and a unit that can go nowhere surrenders (the exchange of XVI.7 would keep it there);
// only a move of the movement segment makes or joins a bridgehead (natural movement or boats: not a road, rail or
// motor pool's load, a reaction or a breakthrough move).
//
// The rule's other hooks: the step into the hex (ourwar/reach.ts `bridgehead`, movereach.ts, moves.ts), its HQs'
// command (ourwar/command.ts), no fortification (ourwar/engineering.ts), fire on it (ourwar/fire.ts, air.ts), the
// retreat from it (retreats.ts) and the combat in it (bridgeheadcombat.ts).

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { applyEffects, noEffects } from '../ourwar/losses.js';
import { retreatOutcome } from '../ourwar/retreat.js';
import { countersUsed, stackCost, stackLimit } from '../ourwar/stacking.js';
import { type Bridgehead, enemyOf, marksOf, NAT, ourWarOf, REP, type Side } from '../ourwar/state.js';
import { supplyOf } from '../ourwar/supply.js';
import { hexsidesOf, waterBetween, waterIn } from '../ourwar/terrain.js';
import { isBoats, isGround } from '../ourwar/units.js';
import { standing, type Supplied } from '../ourwar/zoc.js';
import { noteAttacks } from './bridgeheadcombat.js';
import { optionsOf } from './options.js';
import { retreatMap, retreatTo } from './retreats.js';
import { type EbroVars, unitsIn } from './state.js';

type D = Draft<EbroVars>;

/** XX.2.3 the units a side may move into a bridgehead in one turn. */
export const BRIDGEHEAD_ENTRIES = 2;

/** XX.2.3 the bridgeheads of a position, by hex. */
export const bridgeheadsOf = (state: Pick<GameState, 'vars'>): Record<string, Bridgehead> =>
  ourWarOf(state).bridgeheads ?? {};

/** XX.2.3 the units of a side moved into a bridgehead this turn. */
const enteredNow = (b: Bridgehead | undefined, turn: number, side: Side): number =>
  b && b.turn === turn ? (b.entered[side] ?? 0) : 0;

/** XX.2.3 the ground units of a side in a hex. */
const groundOf = (module: GameModule, state: GameState, hex: string, side: Side): Piece[] =>
  unitsIn(state, hex).filter((p) => p.side === side && isGround(module, p) && !isBoats(module, p));

/**
 * XX.2.3 whether units (and the boats carrying them) may step from `from` into `to`, a hex holding enemy units, as a
 * bridgehead: the option on; `to` already a bridgehead, or the step across a water course; at most two units of
 * the side entering this turn; both sides' stacking points within the hex's limit.
 */
export function mayBridgehead(
  module: GameModule,
  state: GameState,
  from: string,
  to: string,
  pieces: readonly Piece[],
): boolean {
  if (!optionsOf(state).bridgeheads || pieces.length === 0) return false;
  const v = ourWarOf(state);
  const b = bridgeheadsOf(state)[to];
  if (!b && waterBetween(module, from, to, v.weather) === null) return false;
  const side = pieces[0]!.side as Side;
  const units = pieces.filter((p) => !isBoats(module, p)).length;
  if (enteredNow(b, state.turn, side) + units > BRIDGEHEAD_ENTRIES) return false;
  const movers = new Set(pieces.map((p) => p.id));
  let used = pieces.reduce((n, p) => n + stackCost(module, p), 0);
  for (const p of unitsIn(state, to)) if (!movers.has(p.id)) used += stackCost(module, p);
  used += countersUsed(state, NAT, to) + countersUsed(state, REP, to);
  return used <= stackLimit(module, state, to);
}

/** XX.2.3 units of `side` moved into `hex`: when the enemy holds it, the bridgehead is made or counts them. */
export function enterBridgehead(module: GameModule, d: D, hex: string, ids: readonly string[], side: Side): void {
  if (!optionsOf(d.state).bridgeheads || groundOf(module, d.state, hex, enemyOf(side)).length === 0) return;
  d.vars.bridgeheads ??= {};
  const all = d.vars.bridgeheads;
  const units = ids.filter((id) => !isBoats(module, d.state.pieces.find((p) => p.id === id)!)).length;
  const had = all[hex];
  const entered = had && had.turn === d.state.turn ? had.entered : {};
  all[hex] = {
    by: had?.by ?? side,
    turn: d.state.turn,
    entered: { ...entered, [side]: (entered[side] ?? 0) + units },
  };
  if (!had) emit(d, { type: 'bridgehead', side, hex, pieces: [...ids] });
}

/**
 * XX.2.3 the supply of units in bridgeheads over the series' (`base`): in supply while their side's line reaches
 * the hex, and never through it (it holds enemy units: no line passes, VIII.4). `base` itself when none stands.
 */
export function bridgeheadSupply(module: GameModule, state: GameState, base: Supplied): Supplied {
  const all = bridgeheadsOf(state);
  if (Object.keys(all).length === 0) return base;
  const v = ourWarOf(state);
  const reached = new Map<string, boolean>();
  const reaches = (hex: string, side: Side): boolean => {
    const k = `${side} ${hex}`;
    let r = reached.get(k);
    if (r === undefined) {
      const places = supplyOf(module, state, side).places;
      r = hexsidesOf(module, hex).some(
        (hs) =>
          !hs.impassable &&
          (waterIn(hs.water, v.weather) === null || standing(v.crossings[hs.key])) &&
          !all[hs.to] &&
          (places.has(hs.to) || unitsIn(state, hs.to).some((p) => p.side === side && base(p))),
      );
      reached.set(k, r);
    }
    return r;
  };
  return (p) => {
    const hex = p.at.kind === 'hex' ? p.at.hex : null;
    if (hex === null || !all[hex] || (p.side !== NAT && p.side !== REP)) return base(p);
    // XV.7 intensive fire puts a unit out of supply for the turn, in a bridgehead too
    return reaches(hex, p.side) && !marksOf(v, p.id).intensive;
  };
}

/**
 * XX.2.3 the bridgeheads settle after every action: one a side has left goes; where a side has no organised unit
 * left, its units retreat at once (the side that crossed in first, when neither has) and the marker goes.
 */
export function settleBridgeheads(module: GameModule, d: D): void {
  const all = d.vars.bridgeheads;
  if (!all) return;
  noteAttacks(d);
  for (const [hex, b] of Object.entries(all)) {
    const bySide = (s: Side) => groundOf(module, d.state, hex, s);
    const organised = (s: Side) => bySide(s).some((p) => !marksOf(d.vars, p.id).dso);
    const sides = [b.by, enemyOf(b.by)];
    const beaten = sides.find((s) => bySide(s).length > 0 && !organised(s));
    if (beaten && bySide(enemyOf(beaten)).length > 0) leave(module, d, hex, beaten);
    if (sides.some((s) => bySide(s).length === 0)) {
      delete all[hex];
      emit(d, { type: 'bridgeheadEnds', hex });
    }
  }
  if (Object.keys(all).length === 0) delete d.vars.bridgeheads;
}

/** XX.2.3 a side's units leave a bridgehead at once: one hex of retreat, or surrender where they can go nowhere. */
function leave(module: GameModule, d: D, hex: string, side: Side): void {
  const stack = groundOf(module, d.state, hex, side);
  const out = retreatOutcome(module, stack[0]!.at, retreatMap(module, d.state, side, stack, []));
  const ids = stack.map((p) => p.id);
  if (out.kind === 'retreat') return retreatTo(module, d, ids, out.hexes[0]!);
  const fx = noEffects();
  fx.captured = ids;
  applyEffects(d, fx, { destroyed: DEAD_PILE, captured: DEAD_PILE });
  emit(d, { type: 'noRetreat', side, pieces: ids, outcome: 'surrender', levels: 0 });
}

/** XX.2.3 what must hold of bridgeheads in every state of an enforced game with the option on: the sides share a
 *  hex only in a bridgehead, and a bridgehead holds both sides' units (the fuzzer checks it after every action). */
export function bridgeheadInvariants(module: GameModule, state: GameState): string[] {
  const out: string[] = [];
  if (state.mode !== 'enforced' || !optionsOf(state).bridgeheads) return out;
  const all = bridgeheadsOf(state);
  const sides = new Map<string, Set<string>>();
  for (const p of state.pieces)
    if (p.kind === 'unit' && p.at.kind === 'hex' && isGround(module, p) && !isBoats(module, p))
      sides.set(p.at.hex, (sides.get(p.at.hex) ?? new Set()).add(p.side));
  for (const [hex, s] of sides)
    if (s.size > 1 && !all[hex]) out.push(`${hex} holds both sides' units without a bridgehead (XX.2.3)`);
  for (const hex of Object.keys(all))
    if ((sides.get(hex)?.size ?? 0) < 2) out.push(`the bridgehead at ${hex} outlived a side (XX.2.3)`);
  return out;
}
