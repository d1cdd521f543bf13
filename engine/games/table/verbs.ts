// The manual verbs of table play (honor system): what a player does with counters on a real table.
// Each reducer copies only what it changes (the pieces array and the one piece), never the whole state, and
// during replay (ctx.owned) not even the pieces array, so a 10,000-entry replay stays fast.
// Structurally impossible actions answer with violations, before anything is changed.

import type { GameModule } from '../../core/module.js';
import {
  DEAD_PILE,
  type Action,
  type GameEvent,
  type GameState,
  type JsonValue,
  type Location,
  type Piece,
  type Violation,
} from '../../core/types.js';
import type { ReduceContext, ReduceResult } from '../../core/rules.js';
import { diceProblem, rollDice } from '../../core/dice.js';
import { isLocation } from '../../core/view.js';
import { findIndex, noteRemoved, noteSet } from './owned-index.js';
import { indexOf, locationProblem } from './places.js';

/** One verb's reducer; with ctx.owned it may reuse state.pieces instead of copying it (see ReduceContext). */
export type VerbReducer = (module: GameModule, state: GameState, action: Action, ctx?: ReduceContext) => ReduceResult;

/** A structural violation of table play (rule id "table.<what>", no rulebook section). */
export function tableViolation(what: string, message: string): { violations: Violation[] } {
  return { violations: [{ rule: `table.${what}`, section: '—', message }] };
}

/** The piece named by args.piece, with its index, or the violation saying why there is none. */
function argPiece(
  state: GameState,
  action: Action,
  ctx?: ReduceContext,
): { piece: Piece; index: number } | { violations: Violation[] } {
  const id = action.args.piece;
  if (typeof id !== 'string') return tableViolation('bad-args', `"${action.verb}" needs a piece id (args.piece)`);
  const index = findIndex(state, id, ctx);
  if (index < 0) return tableViolation('unknown-piece', `There is no piece "${id}" in this game`);
  return { piece: state.pieces[index], index };
}

// Piece objects are never changed, only replaced; with an owned state the pieces array itself is reused,
// which saves copying a 2,000-entry array on each of a long replay's actions.
const piecesFor = (state: GameState, ctx?: ReduceContext): Piece[] =>
  ctx?.owned ? state.pieces : state.pieces.slice();

/** The state with one piece replaced (same stacking position); an owned state is changed in place. */
function withPiece(state: GameState, index: number, piece: Piece, ctx?: ReduceContext): GameState {
  const pieces = piecesFor(state, ctx);
  pieces[index] = piece;
  noteSet(pieces, piece, ctx);
  return ctx?.owned ? state : { ...state, pieces };
}

/** The state with one piece taken out and put on top of the stack at `at` (the end of the list); see withPiece. */
function withPieceMovedTo(state: GameState, index: number, piece: Piece, ctx?: ReduceContext): GameState {
  const pieces = piecesFor(state, ctx);
  pieces.splice(index, 1);
  pieces.push(piece);
  noteSet(pieces, piece, ctx);
  return ctx?.owned ? state : { ...state, pieces };
}

// A location is never changed in place (a moved piece gets a new one), so an event may share the piece's.
const loc = (at: Location): JsonValue => at as unknown as JsonValue;

const move: VerbReducer = (module, state, action, ctx) => {
  const found = argPiece(state, action, ctx);
  if ('violations' in found) return found;
  const to = action.args.to;
  if (!isLocation(to))
    return tableViolation('bad-location', `"move" needs a destination (args.to) such as {"kind":"hex","hex":"0605"}`);
  const problem = locationProblem(module, to);
  if (problem) return tableViolation('bad-location', problem);
  const { piece, index } = found;
  const dest: Location =
    to.kind === 'box' && to.index !== undefined
      ? { kind: 'box', box: to.box, index: to.index }
      : to.kind === 'box'
        ? { kind: 'box', box: to.box }
        : to.kind === 'hex'
          ? { kind: 'hex', hex: to.hex }
          : { kind: 'space', space: to.space };
  return {
    state: withPieceMovedTo(state, index, { ...piece, at: dest }, ctx),
    events: [{ type: 'moved', piece: piece.id, from: loc(piece.at), to: loc(dest) }],
  };
};

const flip: VerbReducer = (_m, state, action, ctx) => {
  const found = argPiece(state, action, ctx);
  if ('violations' in found) return found;
  const { piece, index } = found;
  return {
    state: withPiece(state, index, { ...piece, disrupted: !piece.disrupted }, ctx),
    events: [{ type: 'flipped', piece: piece.id, disrupted: !piece.disrupted }],
  };
};

const eliminateAt = (
  state: GameState,
  index: number,
  piece: Piece,
  events: GameEvent[],
  ctx?: ReduceContext,
): ReduceResult => ({
  state: withPieceMovedTo(state, index, { ...piece, at: { kind: 'box', box: DEAD_PILE }, disrupted: false }, ctx),
  events: [...events, { type: 'eliminated', piece: piece.id, from: loc(piece.at) }],
});

const loseStep: VerbReducer = (_m, state, action, ctx) => {
  const found = argPiece(state, action, ctx);
  if ('violations' in found) return found;
  const { piece, index } = found;
  if (piece.kind !== 'unit') return tableViolation('not-a-unit', `"${piece.id}" is a marker; only units have steps`);
  if (piece.steps < 1) return tableViolation('no-step', `"${piece.id}" has no step left to lose`);
  const steps = piece.steps - 1;
  const events: GameEvent[] = [{ type: 'stepLost', piece: piece.id, steps }];
  // Losing the last step removes the unit, as on a real table.
  if (steps === 0) return eliminateAt(state, index, { ...piece, steps }, events, ctx);
  return { state: withPiece(state, index, { ...piece, steps }, ctx), events };
};

const restoreStep: VerbReducer = (module, state, action, ctx) => {
  const found = argPiece(state, action, ctx);
  if ('violations' in found) return found;
  const { piece, index } = found;
  const def = indexOf(module).units.get(piece.def);
  if (piece.kind !== 'unit' || !def)
    return tableViolation('not-a-unit', `"${piece.id}" is a marker; only units have steps`);
  if (piece.steps >= def.steps)
    return tableViolation('full-strength', `"${piece.id}" is already at full strength (${def.steps} steps)`);
  return {
    state: withPiece(state, index, { ...piece, steps: piece.steps + 1 }, ctx),
    events: [{ type: 'stepRestored', piece: piece.id, steps: piece.steps + 1 }],
  };
};

const eliminate: VerbReducer = (_m, state, action, ctx) => {
  const found = argPiece(state, action, ctx);
  if ('violations' in found) return found;
  return eliminateAt(state, found.index, found.piece, [], ctx);
};

const roll: VerbReducer = (_m, state, action) => {
  const count = action.args.count ?? 1;
  const sides = action.args.sides ?? 6;
  const problem = diceProblem(count, sides);
  if (problem) return tableViolation('bad-args', `"roll": ${problem}`);
  const purpose = action.args.purpose;
  const { rng, dice } = rollDice(state.rng, count as number, sides as number);
  const event: GameEvent = { type: 'roll', dice, total: dice.reduce((a, b) => a + b, 0), sides, by: action.side };
  if (typeof purpose === 'string') event.purpose = purpose;
  return { state: { ...state, rng }, events: [event] };
};

const placeMarker: VerbReducer = (module, state, action, ctx) => {
  const def = action.args.def;
  if (typeof def !== 'string') return tableViolation('bad-args', '"placeMarker" needs a marker def id (args.def)');
  const marker = indexOf(module).markers.get(def);
  if (!marker) return tableViolation('unknown-marker', `Module "${module.manifest.id}" has no marker "${def}"`);
  const at = action.args.at;
  if (!isLocation(at)) return tableViolation('bad-location', '"placeMarker" needs a location (args.at)');
  const problem = locationProblem(module, at);
  if (problem) return tableViolation('bad-location', problem);
  // Marker ids come from a counter in the state, so replays give the same ids.
  const seq = typeof state.vars.markerSeq === 'number' ? state.vars.markerSeq + 1 : 1;
  const piece: Piece = {
    id: markerId(seq, def),
    def,
    kind: 'marker',
    side: marker.side ?? action.side,
    at: { ...at } as Location,
    steps: 1,
    disrupted: false,
  };
  const pieces = piecesFor(state, ctx);
  pieces.push(piece);
  noteSet(pieces, piece, ctx);
  return {
    state: { ...state, pieces, vars: { ...state.vars, markerSeq: seq } },
    events: [{ type: 'markerPlaced', piece: piece.id, def, at: loc(piece.at) }],
  };
};

/** The id the table rules give the seq-th marker placed: "m<seq>:<def>", so replays give the same ids. */
export function markerId(seq: number, def: string): string {
  return `m${seq}:${def}`;
}

/** The marker def a placed marker's id names (it stays readable after the marker is removed), or null. */
export function markerDefOf(id: string): string | null {
  return /^m\d+:(.+)$/.exec(id)?.[1] ?? null;
}

const removeMarker: VerbReducer = (_m, state, action, ctx) => {
  const found = argPiece(state, action, ctx);
  if ('violations' in found) return found;
  if (found.piece.kind !== 'marker')
    return tableViolation('not-a-marker', `"${found.piece.id}" is a unit; eliminate it instead`);
  const pieces = piecesFor(state, ctx);
  pieces.splice(found.index, 1);
  noteRemoved(pieces, found.piece.id, ctx);
  return { state: { ...state, pieces }, events: [{ type: 'markerRemoved', piece: found.piece.id }] };
};

/** The phases of the game's scenario. */
function phasesOf(module: GameModule, state: GameState): string[] {
  return module.scenarios.find((s) => s.id === state.scenarioId)?.phases ?? [state.phase];
}

const setTurn: VerbReducer = (module, state, action) => {
  const { turn, phase, activeSide } = action.args;
  if (typeof turn !== 'number' || !Number.isInteger(turn))
    return tableViolation('bad-args', '"setTurn" needs a whole turn number (args.turn)');
  const phases = phasesOf(module, state);
  if (phase !== undefined && (typeof phase !== 'string' || !phases.includes(phase))) {
    return tableViolation('bad-phase', `"${String(phase)}" is not a phase of this scenario (${phases.join(', ')})`);
  }
  if (activeSide !== undefined && (typeof activeSide !== 'string' || !indexOf(module).sides.has(activeSide))) {
    return tableViolation('unknown-side', `"${String(activeSide)}" is not a side of this game`);
  }
  const next = {
    ...state,
    turn,
    phase: (phase as string | undefined) ?? phases[0],
    activeSide: (activeSide as string | undefined) ?? state.activeSide,
  };
  return { state: next, events: [{ type: 'turn', turn: next.turn, phase: next.phase, activeSide: next.activeSide }] };
};

const nextPhase: VerbReducer = (module, state) => {
  const phases = phasesOf(module, state);
  const i = phases.indexOf(state.phase);
  // After the last phase (or from an unknown one) comes the first phase of the next turn.
  const wraps = i < 0 || i === phases.length - 1;
  const next = { ...state, phase: wraps ? phases[0] : phases[i + 1], turn: wraps ? state.turn + 1 : state.turn };
  return { state: next, events: [{ type: 'turn', turn: next.turn, phase: next.phase, activeSide: next.activeSide }] };
};

const note: VerbReducer = (_m, state, action) => {
  if (typeof action.args.text !== 'string') return tableViolation('bad-args', '"note" needs a text (args.text)');
  return { state, events: [{ type: 'note', text: action.args.text, by: action.side }] };
};

/** Every table verb except setMode (which applyAction handles for all games). */
export const TABLE_VERBS: Record<string, VerbReducer> = {
  move,
  flip,
  loseStep,
  restoreStep,
  eliminate,
  roll,
  placeMarker,
  removeMarker,
  setTurn,
  nextPhase,
  note,
};
