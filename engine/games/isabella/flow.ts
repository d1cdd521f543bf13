// The flow of a game of Operation Isabella in one place: the set-up steps (3.x), the nine phases of a turn
// (5.2) and, inside them, the step that waits for a player. After every action the engine carries out what
// needs no choice (rolls, recovery, arrivals, the end of the turn) until some side must decide.
//
//  step              phase                    who acts            answers (verbs)
//  setup-loyalty     setup                    allied              rollLoyalty                       3.3
//  setup-beachhead   setup                    allied              beachhead {hex}                   3.4
//  setup-landing     setup                    allied              landStack {piece}                 3.4
//  setup-german      setup                    axis                place {piece, hex}                3.5
//  air-place         air (I)                  air-superior side   placeAir {hex}                    5.4, 9.2
//  partisan          partisans (II)           allied              placePartisan {hex} | skip        5.5, 9.8
//  actions           actions-1/-2 (IV, VI)    side to play        move, land, attack, probe,        5.7, 5.8
//                                                                 disrupt {piece}, endPhase
//  end-proposed      actions-1/-2             the other side      endPhase | decline                5.8
//  battle            actions (combat)         per battle.waiting  reroll/accept, dl1, loss,         13.x
//                                                                 retreat, advance, attack/decline
//  patton            allied-replacement (VIII) allied             patton {piece}                    5.12
//  arrive            VIII (allied) / IX (axis) that side          enter {piece} | done              10.3, 10.5
//  replenish         VIII (allied) / IX (axis) that side          replenish {piece} | done          10.4
//  over              —                        nobody              —                                 4.x

import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { emit, type Draft } from './draft.js';
import {
  deferDue,
  dueEntries,
  endOfTurnVp,
  endTurnCleanup,
  finalScoring,
  recover,
  rollAirSuperiority,
  rollPatton,
  rollSequence,
} from './turn.js';
import { LAST_TURN } from './eliminate.js';
import { ALLIED, AXIS, enemyOf } from './units.js';
import { frozen, varsOf } from './state.js';
import { replenishOptions } from './replenish.js';
import { partisanHexes } from './air.js';

/** The nine phases of a turn (5.2), as the scenario names them. */
export const PHASES = [
  'air',
  'partisans',
  'sequence',
  'actions-1',
  'recovery-1',
  'actions-2',
  'recovery-2',
  'allied-replacement',
  'german-reinforcement',
] as const;

/** Whether the current alternating-actions phase is the movement phase (5.6). */
export function isMovementPhase(state: GameState): boolean {
  const first = varsOf(state).movementFirst;
  return (state.phase === 'actions-1' && first) || (state.phase === 'actions-2' && !first);
}

/** 5.8: whether a side still has an undisrupted unit that may act this phase (neutral Portugal's may not). */
export function hasActors(module: GameModule, state: GameState, side: SideId): boolean {
  return state.pieces.some(
    (p) => p.kind === 'unit' && p.side === side && p.at.kind === 'hex' && !p.disrupted && !frozen(module, state, p),
  );
}

/** Set who is to act now. */
function toPlay(d: Draft, side: SideId): void {
  d.state.activeSide = side;
}

/** Start a phase (5.2) and carry out its automatic part. */
export function enterPhase(module: GameModule, d: Draft, phase: string): void {
  if (d.vars.result) return;
  d.state.phase = phase;
  emit(d, { type: 'turn', turn: d.state.turn, phase, activeSide: d.state.activeSide });
  switch (phase) {
    case 'air': {
      // 5.4: Turn 1 has no air superiority.
      if (d.state.turn === 1) return enterPhase(module, d, 'partisans');
      const { side, markers } = rollAirSuperiority(d);
      d.vars.air = { ...d.vars.air, side, toPlace: markers };
      d.vars.step = 'air-place';
      return toPlay(d, side);
    }
    case 'partisans': {
      const from = d.vars.partisanFrom;
      if (from !== null && d.state.turn >= from && partisanHexes(module, d.state).length > 0) {
        d.vars.step = 'partisan';
        return toPlay(d, ALLIED);
      }
      return enterPhase(module, d, 'sequence');
    }
    case 'sequence':
      d.vars.movementFirst = rollSequence(d);
      return enterPhase(module, d, 'actions-1');
    case 'actions-1':
    case 'actions-2':
      d.vars.step = 'actions';
      d.vars.endProposed = null;
      d.vars.probed = [];
      d.vars.momentum = [];
      // 5.7: the Allied player always starts.
      toPlay(d, ALLIED);
      return nextToAct(module, d, ALLIED, true);
    case 'recovery-1':
    case 'recovery-2':
      recover(d);
      return enterPhase(module, d, phase === 'recovery-1' ? 'actions-2' : 'allied-replacement');
    case 'allied-replacement':
      if (rollPatton(module, d)) {
        d.vars.step = 'patton';
        return toPlay(d, ALLIED);
      }
      return alliedReplacements(module, d);
    case 'german-reinforcement':
      return arrivalStep(module, d, AXIS);
    default:
      throw new Error(`Unknown phase "${phase}"`);
  }
}

/** 5.9, 10.3, 10.4: Allied units due may return, then the replenishment choice. */
export function alliedReplacements(module: GameModule, d: Draft): void {
  arrivalStep(module, d, ALLIED);
}

/**
 * 5.9, 5.10, 10.3, 10.5: the side chooses which of its due units enter (reinforcements may be withheld, replacements
 * "may" return); when none can enter, or it is done, the rest waits a turn and replenishment follows.
 */
export function arrivalStep(module: GameModule, d: Draft, side: SideId): void {
  if (dueEntries(module, d.state, side).length > 0) {
    d.vars.step = 'arrive';
    return toPlay(d, side);
  }
  deferDue(d, side);
  return replenishStep(module, d, side);
}

/** 10.4: the replenishment step when the side has a unit it may rebuild, else on to the next phase. */
export function replenishStep(module: GameModule, d: Draft, side: SideId): void {
  if (replenishOptions(module, d.state, side).length > 0) {
    d.vars.step = 'replenish';
    return toPlay(d, side);
  }
  return phaseDone(module, d);
}

/** The current phase is over: the next one, or the end of the turn after Phase IX (5.3). */
export function phaseDone(module: GameModule, d: Draft): void {
  if (d.vars.result) return;
  const i = PHASES.indexOf(d.state.phase as (typeof PHASES)[number]);
  if (i >= 0 && i < PHASES.length - 1) return enterPhase(module, d, PHASES[i + 1]!);
  endOfTurnVp(d);
  if (d.state.turn >= LAST_TURN) {
    finalScoring(d);
    d.vars.step = 'over';
    return;
  }
  endTurnCleanup(d);
  toPlay(d, ALLIED);
  return enterPhase(module, d, 'air');
}

/**
 * 5.7, 5.8 after an action in an alternating phase: the other side plays next; if it has no undisrupted unit
 * left, the same side goes on; when neither has, the phase ends. `fresh`: at the start of the phase the
 * Allied player acts first if he can.
 */
export function nextToAct(module: GameModule, d: Draft, justActed: SideId, fresh = false): void {
  if (d.vars.result) return;
  d.vars.step = 'actions';
  const first = fresh ? justActed : enemyOf(justActed);
  if (hasActors(module, d.state, first)) return toPlay(d, first);
  if (hasActors(module, d.state, enemyOf(first))) return toPlay(d, enemyOf(first));
  return phaseDone(module, d);
}

/** Whether the opponent of `side` can still act this phase (5.8: if not, `side` plays on alone). */
export function opponentCanAct(module: GameModule, state: GameState, side: SideId): boolean {
  return hasActors(module, state, enemyOf(side));
}
