// Test positions for combat: the Campaign start with every unit taken off the board (to its pool), then only the
// units a test names placed, a side's OPS with Attack-activated spaces, and the step 'ops-attack'. Tests only.

import type { GameState, Piece } from '../../core/types.js';
import { campaignStart, crusadeModule } from './crusade.fixture.js';
import { type Side, varsOf } from './state.js';
import { unitDef } from './units.js';

/** What a combat test position holds. */
export interface CombatPosition {
  side: Side;
  turn?: number;
  /** unit def id → space id, or 'box:<box>' */
  units: Record<string, string>;
  /** Attack-activated spaces (extra.ops.activated). */
  attack: string[];
  control?: Record<string, Side>;
  /** Markers: [id, def, side, space, back face]. */
  markers?: [string, string, Side, string, boolean][];
  /** Steps of units (reduced = 1). */
  steps?: Record<string, number>;
  hands?: Partial<Record<Side, string[]>>;
  options?: Record<string, unknown>;
  flags?: string[];
}

/** The piece printed from a unit def. */
export const pieceOfDef = (state: GameState, def: string): Piece => {
  const p = state.pieces.find((x) => x.def === def && x.kind === 'unit');
  if (!p) throw new Error(`No piece for ${def}`);
  return p;
};

/** A position with the active side at its attack step. */
export function combatPosition(pos: CombatPosition): GameState {
  const s0 = campaignStart('combat');
  const turn = pos.turn ?? 6;
  const pieces = s0.pieces.map((p): Piece => {
    if (p.kind !== 'unit') return p;
    const where = pos.units[p.def];
    const steps = pos.steps?.[p.def];
    const full = unitDef(crusadeModule, p.def)?.steps ?? 2;
    if (where === undefined) return { ...p, at: { kind: 'box', box: `pool-${p.side}` } };
    const at = where.startsWith('box:')
      ? { kind: 'box' as const, box: where.slice(4) }
      : { kind: 'space' as const, space: where };
    return { ...p, at, steps: steps ?? full };
  });
  for (const [id, def, side, space, back] of pos.markers ?? [])
    pieces.push({ id, def, kind: 'marker', side, at: { kind: 'space', space }, steps: 1, disrupted: back });
  // The Nationalist's or the Republican's first Action Round, in the attack step of its OPS.
  const v = { ...JSON.parse(JSON.stringify(varsOf(s0))), round: 1, step: 'ops-attack' };
  v.play = { side: pos.side, card: null, use: 'ops', points: 2, data: {} };
  v.control = { ...v.control, ...(pos.control ?? {}) };
  v.options = { ...v.options, ...(pos.options ?? {}) };
  v.flags = [...v.flags, ...(pos.flags ?? [])];
  v.extra = {
    ops: {
      turn,
      round: 1,
      side: pos.side,
      activated: Object.fromEntries(pos.attack.map((s) => [s, 'attack'])),
      limited: {},
      moved: [],
      captured: {},
      fortified: [],
    },
  };
  for (const side of ['NAT', 'REP'] as const) {
    const hand = pos.hands?.[side];
    if (hand) {
      const deck = v.decks[side];
      deck.hand = hand;
      deck.draw = deck.draw.filter((c: string) => !hand.includes(c));
      deck.discard = deck.discard.filter((c: string) => !hand.includes(c));
    }
  }
  return { ...s0, turn, phase: 'action', activeSide: pos.side, pieces, vars: v };
}
