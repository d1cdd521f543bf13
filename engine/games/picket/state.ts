// Picket's state: its vars, the pieces it reads, its violations, and the fog every side plays under (P.5). Picket
// is no published game: it is the fixture game that proves a game is one plug-in (its rules here, its page in
// renderer/games/picket/, its module in assets/modules/picket/), small enough to read in one sitting.

import { violationMaker } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, SideId, VisibleState } from '../../core/types.js';
import { createHexMapGraph, type HexMapGraph } from '../../geometry/index.js';
import { withoutRng } from '../../core/sideview.js';
import type { Step } from './flow.js';

/** P.6 the picket actions after which the game ends. */
export const LAST_ACTION = 12;

/** Picket's vars. */
export type PicketVars = {
  /** Where the flow stands (flow.ts). */
  step: Step;
  /** P.6 picket actions made so far (moves and passes, both sides). */
  actions: number;
  /** P.3 the contact the other side answers: the unit that moved and the enemy unit it met. */
  contact: { mover: string; enemy: string } | null;
  /** P.4 victory points by side. */
  vp: Record<SideId, number>;
  /** P.6 the result, once the game is over (a GameResult: null winner for a draw). */
  result: { winner: SideId | null; rule: string; reason: string } | null;
};

/** The Picket vars of a state (the set-up always makes them). */
export function varsOf(state: Pick<GameState, 'vars'>): PicketVars {
  return state.vars as PicketVars;
}

/** A Picket violation: its rule id, the rule, the English message and the values its words need. */
export const violation = violationMaker('picket');

/** The other side. */
export const enemyOf = (side: SideId): SideId => (side === 'red' ? 'blue' : 'red');

const graphs = new WeakMap<GameModule['map'], HexMapGraph>();

/** The map as a graph (cached per map). */
export function graphOf(module: GameModule): HexMapGraph {
  let g = graphs.get(module.map);
  if (!g) {
    g = createHexMapGraph(module.map);
    graphs.set(module.map, g);
  }
  return g;
}

/** The hex a piece stands in, or null off the map. */
export const hexOf = (p: Piece): string | null => (p.at.kind === 'hex' ? p.at.hex : null);

/** A side's units on the map. */
export function unitsOf(state: Pick<GameState, 'pieces'>, side: SideId): Piece[] {
  return state.pieces.filter((p) => p.kind === 'unit' && p.side === side && p.at.kind === 'hex');
}

/** The enemy units next to `hex`, in the order they stand in the state. */
export function enemiesNear(module: GameModule, state: GameState, side: SideId, hex: string): Piece[] {
  const near = new Set(graphOf(module).neighbors(hex));
  return unitsOf(state, enemyOf(side)).filter((p) => near.has(hexOf(p)!));
}

/** P.5 fog: a side sees the other side's units only next to one of its own (the hidden pieces of Picket). */
export function picketView(module: GameModule, state: GameState, side: SideId): VisibleState {
  const visible = withoutRng(state);
  if (state.mode === 'honor') return visible;
  const near = new Set(unitsOf(state, side).flatMap((p) => graphOf(module).neighbors(hexOf(p)!)));
  const seen = (p: Piece) => p.side === side || p.kind !== 'unit' || p.at.kind !== 'hex' || near.has(p.at.hex);
  return { ...visible, pieces: state.pieces.filter(seen) };
}

/** What must hold in every state of a game (the fuzzer checks them after every action). */
export function picketInvariants(_module: GameModule, state: GameState): string[] {
  const v = varsOf(state);
  const out: string[] = [];
  const hexes = state.pieces.flatMap((p) => (p.kind === 'unit' && p.at.kind === 'hex' ? [p.at.hex] : []));
  if (new Set(hexes).size !== hexes.length) out.push('two units stand in one hex (P.2)');
  if (v.actions < 0 || v.actions > LAST_ACTION) out.push(`${v.actions} picket actions (P.6: 0 to ${LAST_ACTION})`);
  if ((v.step === 'contact') !== (v.contact !== null)) out.push('a contact outside the contact step (P.3)');
  if ((v.step === 'over') !== (v.result !== null)) out.push('a result outside the game over (P.6)');
  if (Object.values(v.vp).some((n) => n < 0)) out.push('negative victory points (P.4)');
  return out;
}
