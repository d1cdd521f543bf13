// Test positions for the OPS procedure (activation, movement, Positions and Trenches): a side's OPS begun with
// some points on a Campaign position, units moved by hand, markers added. Tests only. The test files mock
// combat.ts (beginAttacks finds something to attack: the step stays 'ops-attack'), so they test the hand-over, not
// the combats.

import type { Action, GameState, Piece, Violation } from '../../core/types.js';
import { crusadeModule, withPiece } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import { beginOps } from './flow.js';
import { crusadeRules } from './rules.js';
import { type Side, varsOf } from './state.js';

/** `state` with `side` to act and an OPS of `points` begun (step 'ops-activate'). */
export function opsAt(state: GameState, points: number, side: Side = 'NAT'): GameState {
  const d = draftOf({ ...state, activeSide: side });
  d.vars.play = { side, card: null, use: 'auto', points, data: {} };
  beginOps(crusadeModule, d);
  return d.state;
}

/** Units moved by hand to spaces, or to boxes named 'box:<id>' ('box:reserve-REP'). */
export function place(state: GameState, moves: Record<string, string>): GameState {
  let s = state;
  for (const [id, where] of Object.entries(moves)) {
    const at = where.startsWith('box:')
      ? { kind: 'box' as const, box: where.slice(4) }
      : { kind: 'space' as const, space: where };
    s = withPiece(s, id, { at });
  }
  return s;
}

/** `state` with control of spaces changed. */
export function control(state: GameState, change: Record<string, Side>): GameState {
  const v = varsOf(state);
  return { ...state, vars: { ...state.vars, control: { ...v.control, ...change } } };
}

/** `state` with a marker piece added. */
export function withMarker(
  state: GameState,
  id: string,
  def: string,
  side: Side,
  space: string,
  back = false,
): GameState {
  const p: Piece = { id, def, kind: 'marker', side, at: { kind: 'space', space }, steps: 1, disrupted: back };
  return { ...state, pieces: [...state.pieces, p] };
}

/** The rule ids of an action's violations. */
export const rulesOf = (state: GameState, a: Action): string[] =>
  crusadeRules.check(crusadeModule, state, a).map((v: Violation) => v.rule);

/** Actions by a side. */
export const activate = (space: string, as: 'move' | 'attack', side: Side = 'NAT'): Action => ({
  side,
  verb: 'activate',
  args: { space, as },
});
export const move = (units: string[], path: string[], side: Side = 'NAT'): Action => ({
  side,
  verb: 'moveStack',
  args: { units, path },
});
export const fortifyAt = (space: string, side: Side = 'NAT'): Action => ({ side, verb: 'fortify', args: { space } });
export const done = (verb: 'doneActivating' | 'doneMoving' | 'doneFortifying', side: Side = 'NAT'): Action => ({
  side,
  verb,
  args: {},
});
