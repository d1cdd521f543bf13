// The automatic procedures of the turn (5.x): air superiority rolls (5.4), the sequence roll (5.6), recovery
// (5.8), arrivals of reinforcements and replacements (10.1-10.5), Patton's roll (5.12) and the end of the
// turn with its victory points (4.6, 5.3). Each is carried out by the engine; the choices they leave are
// steps of flow.ts.

import type { GameModule } from '../../core/module.js';
import { REINFORCEMENTS, type GameState, type HexId, type Piece, type SideId } from '../../core/types.js';
import { addMarker, emit, moveTo, removeMarkers, roll, setPiece, type Draft } from './draft.js';
import { HEX } from './geo.js';
import { controlOf, varsOf } from './state.js';
import { ALLIED, AXIS, nationality } from './units.js';
import { canStackIn } from './stacking.js';
import { LAST_TURN } from './eliminate.js';
import { optionsOf } from './options.js';

/** 5.4: both roll, the holder of last turn adds +1, ties rerolled; the winner gets the difference (max 5). */
export function rollAirSuperiority(d: Draft): { side: SideId; markers: number } {
  const previous = d.vars.air.previous;
  for (;;) {
    const [axis] = roll(d, 1, 'air-superiority', AXIS, '5.4');
    const [allied] = roll(d, 1, 'air-superiority', ALLIED, '5.4');
    const a = axis! + (previous === AXIS ? 1 : 0);
    const b = allied! + (previous === ALLIED ? 1 : 0);
    if (a === b) continue;
    const side = a > b ? AXIS : ALLIED;
    // 9.1: five markers; a difference of 6 (6+1 against 1) places all five (digest ambiguity 14).
    const markers = Math.min(5, Math.abs(a - b));
    emit(d, { type: 'air-superiority', side, markers, rule: '5.4' });
    return { side, markers };
  }
}

/** 5.6: turn 1 moves first; later the Allied player rolls: 1-3 Movement is Phase IV, 4-6 Combat is. */
export function rollSequence(d: Draft): boolean {
  if (d.state.turn === 1) return true;
  const [die] = roll(d, 1, 'sequence', ALLIED, '5.6');
  const movementFirst = die! <= 3;
  emit(d, { type: 'sequence', movementFirst, rule: '5.6' });
  return movementFirst;
}

/** 5.8: every disrupted unit on the map is turned face up. */
export function recover(d: Draft): void {
  for (const p of d.state.pieces.slice()) {
    if (p.kind === 'unit' && p.disrupted && p.at.kind === 'hex') setPiece(d, p.id, { disrupted: false });
  }
}

/** 10.3: where a returning unit enters: the beachhead, 4212, or Madrid / Lisbon when its side controls them. */
export function entryHex(module: GameModule, state: GameState, piece: Piece): HexId | null {
  switch (nationality(module, piece)) {
    case 'us':
    case 'uk':
      return varsOf(state).beachhead;
    case 'de':
      return HEX.germanSource;
    case 'rs':
      return varsOf(state).republic && controlOf(state, HEX.madrid) === ALLIED ? HEX.madrid : null;
    case 'fs':
      return controlOf(state, HEX.madrid) === AXIS ? HEX.madrid : null;
    case 'pt':
      return controlOf(state, HEX.lisbon) === ALLIED ? HEX.lisbon : null;
    default:
      return null;
  }
}

/** The side's units on the Turn Track box of this turn (reinforcements, replacements, withheld units). */
function dueNow(state: GameState, side: SideId): Piece[] {
  return state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side === side &&
      p.at.kind === 'box' &&
      p.at.box === REINFORCEMENTS &&
      p.at.index === state.turn,
  );
}

/**
 * 10.1, 10.3, 10.5: the side's units due this turn that may enter now, each with its hex (undisrupted, within
 * stacking, even into an EZOC). The owner chooses which enter: reinforcements "may be withheld" (10.5) and
 * replacements "may" be reorganized back into play (5.9, 5.10).
 */
export function dueEntries(module: GameModule, state: GameState, side: SideId): { piece: string; hex: HexId }[] {
  const out: { piece: string; hex: HexId }[] = [];
  for (const p of dueNow(state, side)) {
    const hex = entryHex(module, state, p);
    if (hex !== null && canStackIn(module, state, side, hex)) out.push({ piece: p.id, hex });
  }
  return out;
}

/** One due unit enters at its hex (Patton with it, if he survived his corps' elimination: 5.12). */
export function enterUnit(d: Draft, id: string, hex: HexId): void {
  moveTo(d, id, { kind: 'hex', hex });
  setPiece(d, id, { disrupted: false });
  emit(d, { type: 'arrived', piece: id, hex, rule: '10.3' });
  if (d.vars.patton.state === 'away' && d.vars.patton.piece === id) placePatton(d, id, hex);
}

/**
 * 10.3, 10.5: what did not enter this turn (withheld, or unable: Madrid or Lisbon not held, the hex full) moves one
 * box later on the Turn Track and stays available.
 */
export function deferDue(d: Draft, side: SideId): void {
  if (d.state.turn >= LAST_TURN) return;
  for (const p of dueNow(d.state, side)) {
    moveTo(d, p.id, { kind: 'box', box: REINFORCEMENTS, index: d.state.turn + 1 });
    emit(d, { type: 'delayed', piece: p.id, turn: d.state.turn + 1, rule: '10.3' });
  }
}

/** 5.12: Patton joins a US unit on the map. */
export function placePatton(d: Draft, pieceId: string, hex: HexId): void {
  removeMarkers(d, 'patton');
  addMarker(d, 'patton', ALLIED, { kind: 'hex', hex });
  d.vars.patton = { state: 'on', piece: pieceId };
  emit(d, { type: 'patton', piece: pieceId, rule: '5.12' });
}

/** 5.12: at the start of Phase VIII, with US units on the map and Patton not yet out, a 1 brings him. */
export function rollPatton(module: GameModule, d: Draft): boolean {
  if (d.vars.patton.state !== 'waiting') return false;
  const usOnMap = d.state.pieces.some(
    (p) => p.kind === 'unit' && p.at.kind === 'hex' && nationality(module, p) === 'us',
  );
  if (!usOnMap) return false;
  const [die] = roll(d, 1, 'patton', ALLIED, '5.12');
  return die === 1;
}

/** Axis units in a hex. */
function axisIn(d: Draft, hex: HexId): boolean {
  return d.state.pieces.some((p) => p.kind === 'unit' && p.side === AXIS && p.at.kind === 'hex' && p.at.hex === hex);
}

/** Add VP (4.6) and move the VP markers (4.5). */
export function scoreVp(d: Draft, vp: number, why: string, rule: string): void {
  d.vars.vp += vp;
  emit(d, { type: 'vp', change: vp, total: d.vars.vp, why, rule });
  const total = Math.max(0, Math.min(99, d.vars.vp));
  for (const p of d.state.pieces.slice()) {
    if (p.def === 'vp-x1') moveTo(d, p.id, { kind: 'box', box: 'vp-track', index: total % 10 });
    if (p.def === 'vp-x10') moveTo(d, p.id, { kind: 'box', box: 'vp-track', index: Math.floor(total / 10) });
  }
}

/** 4.6: the end-of-turn awards: +4 for an Axis-controlled Gibraltar, else +2 for Axis units in 1421. */
export function endOfTurnVp(d: Draft): void {
  if (controlOf(d.state, HEX.gibraltar) === AXIS) scoreVp(d, 4, 'gibraltar', '4.6');
  else if (axisIn(d, HEX.nextToGibraltar)) scoreVp(d, 2, 'next-to-gibraltar', '4.6');
}

/** 4.4, 4.6: the end of Turn 10: Tangier, Lisbon and Madrid, then 25 VP or more wins for the German. */
export function finalScoring(d: Draft): void {
  if (controlOf(d.state, HEX.tangier) === AXIS) scoreVp(d, 10, 'tangier', '4.6');
  if (controlOf(d.state, HEX.lisbon) === AXIS) scoreVp(d, 10, 'lisbon', '4.6');
  if (controlOf(d.state, HEX.madrid) === AXIS) {
    const count = d.vars.republic ? 1 : optionsOf(d.state).madridDice;
    const dice = roll(d, count, 'madrid-vp', AXIS, '4.6');
    scoreVp(
      d,
      dice.reduce((a, b) => a + b, 0),
      'madrid',
      '4.6',
    );
  }
  const winner = d.vars.vp >= 25 ? AXIS : ALLIED;
  d.vars.result = { winner, rule: '4.4', reason: winner === AXIS ? 'vp-25' : 'vp-below-25' };
  emit(d, { type: 'game-over', winner, rule: '4.4', reason: d.vars.result.reason, vp: d.vars.vp });
}

/** 5.3, 9.9: the airpower markers and the partisan leave the map; the Turn marker moves one box. */
export function endTurnCleanup(d: Draft): void {
  removeMarkers(d, 'airpower');
  removeMarkers(d, 'partisan');
  d.vars.air = { side: null, previous: d.vars.air.side ?? d.vars.air.previous, toPlace: 0 };
  d.vars.landed = [];
  d.vars.replenished = [];
  d.state.turn += 1;
  const turnMarker = d.state.pieces.find((p) => p.def === 'turn');
  if (turnMarker) moveTo(d, turnMarker.id, { kind: 'box', box: 'turn-track', index: d.state.turn - 1 });
}
