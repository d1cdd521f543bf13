// Where the movement segment's units can go, by form of movement (IX.2): natural movement with boats (IX.2.7),
// strategic redeployment along roads (IX.2.5), rail movement (IX.2.6) and motor pools (IX.2.2); out of supply only
// naturally and nearer to supply (IX.4.9); bounded for a rejoining HQ and a withdrawing unit (VII.5, XX.1.5). Worked
// out once per position, units and form.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { poolReach } from '../ourwar/motorpool.js';
import { type Reach, reachable, towardSupply } from '../ourwar/reach.js';
import { railReach } from '../ourwar/railmove.js';
import { marksOf, type Side } from '../ourwar/state.js';
import { type SupplyDistance, supplyDistance } from '../ourwar/supply.js';
import { isBoats, isGround } from '../ourwar/units.js';
import { placeOf } from '../ourwar/zoc.js';
import { boundedReach } from './bounds.js';
import { mayBridgehead } from './bridgehead.js';
import { optionsOf } from './options.js';
import { hexOf, varsOf } from './state.js';
import { supplied } from './supplied.js';

/** IX.2 the forms of movement a move may take: natural, strategic redeployment (road), rail, or by motor pool. */
export type Mode = 'natural' | 'road' | 'rail' | 'pool';

/** IX.2.7 a friendly boats counter in the unit's hex that has not crossed yet, if any (none for a unit carried by
 *  a motor pool: forms of movement do not combine, IX.2). */
export function boatsWith(module: GameModule, state: GameState, p: Piece): string | null {
  const at = placeOf(p);
  const b = state.pieces.find(
    (x) => isBoats(module, x) && x.side === p.side && placeOf(x) === at && !marksOf(varsOf(state), x.id).act,
  );
  const m = marksOf(varsOf(state), p.id);
  return b && !(m.mp ?? 0) && !m.pooled ? b.id : null;
}

const distances = new WeakMap<GameState, Map<string, SupplyDistance>>();

/** IX.4.9 the MP from each hex to the side's nearest supplied hex (once per position and side). */
function toSupply(module: GameModule, state: GameState, side: Side): SupplyDistance {
  const bySide = distances.get(state) ?? new Map<string, SupplyDistance>();
  distances.set(state, bySide);
  const d = bySide.get(side) ?? supplyDistance(module, state, side);
  bySide.set(side, d);
  return d;
}

const reaches = new WeakMap<GameState, Map<string, Map<string, Reach>>>();

/** The destinations of units moving together, by mode (a pool's: the pool first, then its load); IX.4.9 out of
 *  supply, only nearer to supply and naturally (worked out once per position, units and mode). */
export function reachOf(module: GameModule, state: GameState, ids: string[], mode: Mode): Map<string, Reach> {
  const byKey = reaches.get(state) ?? new Map<string, Map<string, Reach>>();
  reaches.set(state, byKey);
  const key = `${mode} ${ids.join(' ')}`;
  let out = byKey.get(key);
  if (!out) {
    out = reachNow(module, state, ids, mode);
    byKey.set(key, out);
  }
  return out;
}

/** reachOf's work. */
function reachNow(module: GameModule, state: GameState, ids: string[], mode: Mode): Map<string, Reach> {
  const lead = state.pieces.find((p) => p.id === ids[0]);
  const sup = supplied(module, state);
  const cut =
    lead !== undefined && lead.at.kind === 'hex' && ids.some((id) => !sup(state.pieces.find((p) => p.id === id)!));
  if (cut && mode !== 'natural') return new Map();
  const all = formReach(module, state, ids, mode, lead);
  const reach = boundedReach(module, state, ids, all); // VII.5, XX.1.5
  return cut ? towardSupply(reach, toSupply(module, state, lead!.side as Side), hexOf(lead!)!) : reach;
}

/** Every destination of units moving together, by form (supply and bounds aside). */
function formReach(module: GameModule, state: GameState, ids: string[], mode: Mode, lead?: Piece) {
  // IX.2.6 rail movement: between rail heads and the boxes railways run to
  if (mode === 'rail') return railReach(module, state, ids, supplied(module, state));
  if (mode !== 'pool') return reachAll(module, state, ids, mode, lead);
  // IX.2.2 the pool's own natural movement, where it and its load stack
  const load = ids.slice(1).map((id) => state.pieces.find((p) => p.id === id));
  if (!lead || load.some((p) => p === undefined || placeOf(p) !== placeOf(lead))) return new Map<string, Reach>();
  const out = poolReach(module, state, lead, load as Piece[], reachOf(module, state, [lead.id], 'natural'));
  // XX.2.3 (optional) a motor pool carries no load into a bridgehead ({source:'reconstructed'}: the pool is one
  // counter on the way in, but its load would pass the two units a turn and the hex's stacking unchecked)
  const foe = (h: string) => state.pieces.some((p) => p.side !== lead.side && hexOf(p) === h && isGround(module, p));
  return optionsOf(state).bridgeheads ? new Map([...out].filter(([h]) => !foe(h))) : out;
}

/** Every destination of units moving together, by mode (supply aside). */
function reachAll(module: GameModule, state: GameState, ids: string[], mode: 'natural' | 'road', lead?: Piece) {
  const boats = lead && mode === 'natural' ? boatsWith(module, state, lead) : null;
  const o = optionsOf(state);
  return reachable(module, state, ids, {
    mode,
    boats,
    supplied: supplied(module, state),
    readings: {
      bridgeCost: o.bridgeCost,
      fording: o.fording,
      ezocCountsStart: o.ezocCountsStart,
      surpriseNight: o.surpriseNight,
    },
    // XX.2.3 (optional) across a water course into the enemy's hex, or into a bridgehead
    ...(o.bridgeheads ? { bridgehead: (from, to, pieces) => mayBridgehead(module, state, from, to, pieces) } : {}),
  });
}
