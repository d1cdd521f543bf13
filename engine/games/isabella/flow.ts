// The flow of a game of Operation Isabella in one place: the set-up steps (3.x), the nine phases of a turn
// (5.2) and, inside them, the step that waits for a player. After every action the engine carries out what
// needs no choice (rolls, recovery, arrivals, the end of the turn) until some side must decide. FLOW below is
// the table (the step machine, engine/core/steps.ts, runs it); this is its summary:
//
//  step              phase                    who acts            answers (verbs)                   rule
//  setup-loyalty     setup                    allied              rollLoyalty                       3.3
//  setup-beachhead   setup                    allied              beachhead {hex}                   3.4
//  setup-landing     setup                    allied              move {piece, to}                  3.4
//  setup-german      setup                    axis                move {piece, to}                  3.5
//  air-place         air (I)                  air-superior side   placeAir {hex}                    9.2
//  partisan          partisans (II)           allied              placePartisan {hex} | skip        9.8
//  actions           actions-1/-2 (IV, VI)    side to play        move, attack, probe,              5.7
//                                                                 disrupt {piece}, endPhase
//  end-proposed      actions-1/-2             the other side      endPhase | decline                5.8
//  battle            actions (combat)         per battle.waiting  attack, probe, decline, loss,     13.x
//                                                                 dl1, retreat, advance, reroll, accept
//  overstack         after a move or battle   the hex's owner     overstackLoss {piece}             6.6
//                    (or before its momentum attack)
//  patton            allied-replacement (VIII) allied             patton {piece}                    5.12
//  arrive            VIII (allied) / IX (axis) that side          enter {piece} | done              10.3, 10.5
//  replenish         VIII (allied) / IX (axis) that side          replenish {piece} | done          10.4
//  over              —                        nobody              —                                 4.1
//
// Procedures (verbs.ts, move.ts, play.ts, battle.ts) never come back here: each verb answers where it stopped,
// and the table's andThen says what follows. Only this file sets a step.

import type { GameModule } from '../../core/module.js';
import type { GameEvent, GameState, SideId } from '../../core/types.js';
import type { ReduceResult } from '../../core/rules.js';
import { andThen, type GameVerb, type Procedure, type StepTable } from '../../core/steps.js';
import { draftOf, emit, type Draft } from './draft.js';
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
import { varsOf } from './state.js';
import { replenishOptions } from './replenish.js';
import { partisanHexes } from './air.js';
import { initialControl } from './control.js';
import { germanSetupDone, landingDone } from './steps.js';
import { hasActors, opponentCanAct, PHASES } from './phases.js';
import { overstackedHexes } from './stacking.js';
import { battleSide, type BattleStop } from './battle.js';
import * as verbs from './verbs.js';
import { move } from './move.js';
import * as play from './play.js';
import { ASK } from './prompts.js';

/** Where the flow stands: what the game waits for (the table above). */
export type Step =
  | 'setup-loyalty'
  | 'setup-beachhead'
  | 'setup-landing'
  | 'setup-german'
  | 'air-place'
  | 'partisan'
  | 'actions'
  | 'end-proposed'
  | 'battle'
  | 'overstack'
  | 'patton'
  | 'arrive'
  | 'replenish'
  | 'over';

/** The step a game begins in (3.3). */
export const FIRST_STEP: Step = 'setup-loyalty';

/** The flow waits in `step`, for `side` when given (else the side to act stays). */
function to(d: Draft, step: Step, side?: SideId): void {
  d.vars.step = step;
  if (side !== undefined) d.state.activeSide = side;
}

/**
 * Why a phase ended or passed without a player's answer, on its 'turn' event for the log (behaviour-neutral):
 * `passed` on a phase's own event when nothing in it asks anyone, `ended` on the next phase's event when the one
 * before ended by itself (5.7, 5.8: nobody left to act, or the proposing side's opponent out of units).
 */
export type PhaseWhy =
  | 'first-turn'
  | 'no-partisans'
  | 'partisans-later'
  | 'no-partisan-hex'
  | 'rolled'
  | 'recovered'
  | 'nothing-due'
  | 'no-actors'
  | 'opponent-out'
  | 'agreed';

/** Start a phase (5.2) and carry out its automatic part; `ended`: why the phase before it ended by itself. */
function enterPhase(module: GameModule, d: Draft, phase: string, ended?: PhaseWhy): void {
  if (d.vars.result) return;
  d.state.phase = phase;
  const event: GameEvent = { type: 'turn', turn: d.state.turn, phase, activeSide: d.state.activeSide };
  if (ended) event.ended = ended;
  emit(d, event);
  const passed = (why: PhaseWhy) => {
    event.passed = why;
  };
  switch (phase) {
    case 'air': {
      // 5.4: Turn 1 has no air superiority.
      if (d.state.turn === 1) {
        passed('first-turn');
        return enterPhase(module, d, 'partisans');
      }
      const { side, markers } = rollAirSuperiority(d);
      d.vars.air = { ...d.vars.air, side, toPlace: markers };
      return to(d, 'air-place', side);
    }
    case 'partisans': {
      const from = d.vars.partisanFrom;
      if (from !== null && d.state.turn >= from && partisanHexes(module, d.state).length > 0)
        return to(d, 'partisan', ALLIED);
      passed(from === null ? 'no-partisans' : d.state.turn < from ? 'partisans-later' : 'no-partisan-hex');
      return enterPhase(module, d, 'sequence');
    }
    case 'sequence':
      passed(d.state.turn === 1 ? 'first-turn' : 'rolled');
      d.vars.movementFirst = rollSequence(d);
      return enterPhase(module, d, 'actions-1');
    case 'actions-1':
    case 'actions-2':
      d.vars.step = 'actions';
      d.vars.endProposed = null;
      d.vars.probed = [];
      d.vars.momentum = [];
      // 5.7: the Allied player always starts.
      d.state.activeSide = ALLIED;
      return nextToAct(module, d, ALLIED, true);
    case 'recovery-1':
    case 'recovery-2':
      passed('recovered');
      recover(d);
      return enterPhase(module, d, phase === 'recovery-1' ? 'actions-2' : 'allied-replacement');
    case 'allied-replacement':
      if (rollPatton(module, d)) return to(d, 'patton', ALLIED);
      return arrivalStep(module, d, ALLIED, event);
    case 'german-reinforcement':
      return arrivalStep(module, d, AXIS, event);
    default:
      throw new Error(`Unknown phase "${phase}"`);
  }
}

/**
 * 5.9, 5.10, 10.3, 10.5: the side chooses which of its due units enter (reinforcements may be withheld, replacements
 * "may" return); when none can enter, or it is done, the rest waits a turn and replenishment follows.
 */
function arrivalStep(module: GameModule, d: Draft, side: SideId, entered?: GameEvent): void {
  if (dueEntries(module, d.state, side).length > 0) return to(d, 'arrive', side);
  deferDue(d, side);
  return replenishStep(module, d, side, entered);
}

/**
 * 10.4: the replenishment step when the side has a unit it may rebuild, else on to the next phase (`entered`: the
 * phase's own event, when nothing in it asked the side anything).
 */
function replenishStep(module: GameModule, d: Draft, side: SideId, entered?: GameEvent): void {
  if (replenishOptions(module, d.state, side).length > 0) return to(d, 'replenish', side);
  if (entered) entered.passed = 'nothing-due' satisfies PhaseWhy;
  return phaseDone(module, d);
}

/** The current phase is over: the next one, or the end of the turn after Phase IX (5.3); `ended`: why, by itself. */
function phaseDone(module: GameModule, d: Draft, ended?: PhaseWhy): void {
  if (d.vars.result) return;
  const i = PHASES.indexOf(d.state.phase as (typeof PHASES)[number]);
  if (i >= 0 && i < PHASES.length - 1) return enterPhase(module, d, PHASES[i + 1]!, ended);
  endOfTurnVp(d);
  if (d.state.turn >= LAST_TURN) {
    finalScoring(d);
    return to(d, 'over');
  }
  endTurnCleanup(d);
  d.state.activeSide = ALLIED;
  return enterPhase(module, d, 'air', ended);
}

/**
 * 5.7, 5.8 after an action in an alternating phase: the other side plays next; if it has no undisrupted unit
 * left, the same side goes on; when neither has, the phase ends. `fresh`: at the start of the phase the
 * Allied player acts first if he can.
 */
function nextToAct(module: GameModule, d: Draft, justActed: SideId, fresh = false): void {
  if (d.vars.result) return;
  d.vars.step = 'actions';
  const first = fresh ? justActed : enemyOf(justActed);
  if (hasActors(module, d.state, first)) return to(d, 'actions', first);
  if (hasActors(module, d.state, enemyOf(first))) return to(d, 'actions', enemyOf(first));
  return phaseDone(module, d, 'no-actors');
}

/**
 * 6.6: at the end of a move or a battle an over-stacked hex's owner picks the units to eliminate; once every hex
 * is within its limit, play goes on after `side`'s action, or (13.21) the momentum attack the battle's advance
 * offers is asked for.
 */
function afterAction(module: GameModule, d: Draft, side: SideId): void {
  if (d.vars.result) return;
  const over = overstackedHexes(module, d.state)[0];
  if (over) {
    d.vars.overstackResume = side;
    return to(d, 'overstack', over.side);
  }
  d.vars.overstackResume = null;
  if (d.vars.battle) return to(d, 'battle', battleSide(d.vars.battle));
  nextToAct(module, d, side);
}

/**
 * Where a battle stopped (battle.ts): it waits for its answering side, or play goes on after the attacker. A battle
 * whose advance offers a momentum attack is over but for that attack (13.21): its over-stacking is settled first.
 */
function afterBattle(module: GameModule, d: Draft, stop: BattleStop | null): void {
  if (stop === null || stop === 'over') return;
  const b = d.vars.battle;
  if (stop === 'waits' && b?.waiting === 'momentum') return afterAction(module, d, b.side);
  if (stop === 'waits') return to(d, 'battle', battleSide(b!));
  afterAction(module, d, stop.done);
}

/** 3.4: the landing stack is complete (or the beachhead full): the German set-up (3.5). */
function toGermanSetup(module: GameModule, d: Draft): void {
  if (landingDone(module, d.state)) to(d, 'setup-german', AXIS);
}

/** 3.5 done: initial control (7.7) and Turn 1 begins. */
function startTurnOne(module: GameModule, d: Draft): void {
  if (!germanSetupDone(module, d.state)) return;
  d.vars.control = initialControl(module, d.state);
  d.state.activeSide = ALLIED;
  enterPhase(module, d, 'air');
}

/** 5.8: the side proposes to end the phase; the other answers, unless it has no unit to act with. */
function proposeEnd(module: GameModule, d: Draft, side: SideId): void {
  if (!opponentCanAct(module, d.state, side)) return phaseDone(module, d, 'opponent-out');
  d.vars.endProposed = side;
  to(d, 'end-proposed', enemyOf(side));
}

/** 5.8: the proposal is declined: its side plays on. */
function endDeclined(d: Draft): void {
  to(d, 'actions', d.vars.endProposed ?? d.state.activeSide);
  d.vars.endProposed = null;
}

/** Nothing follows in the flow (the procedure's own work is all). */
const stay = (): void => {};

/** A battle's verb in the flow: where the battle stopped decides what follows. */
const fight = <R extends BattleStop | null>(verb: Procedure<Draft, R>): GameVerb<Draft> =>
  andThen(verb, (m, d, _a, stop) => afterBattle(m, d, stop));

/** The flow: each step's rule, what it asks and the verbs it accepts with what follows each (the table above). */
export const FLOW: StepTable<Step, Draft> = {
  'setup-loyalty': {
    rule: '3.3',
    ask: ASK['setup-loyalty'],
    verbs: { rollLoyalty: andThen(verbs.rollLoyalty, (_m, d) => to(d, 'setup-beachhead')) },
  },
  'setup-beachhead': {
    rule: '3.4',
    ask: ASK['setup-beachhead'],
    verbs: {
      beachhead: andThen(verbs.beachhead, (m, d) => {
        to(d, 'setup-landing');
        toGermanSetup(m, d);
      }),
    },
  },
  'setup-landing': {
    rule: '3.4',
    ask: ASK['setup-landing'],
    verbs: { move: andThen(move, (m, d, _a, kind) => kind === 'stack' && toGermanSetup(m, d)) },
  },
  'setup-german': {
    rule: '3.5',
    ask: ASK['setup-german'],
    verbs: { move: andThen(move, (m, d, _a, kind) => kind === 'german' && startTurnOne(m, d)) },
  },
  'air-place': {
    rule: '9.2',
    ask: ASK['air-place'],
    verbs: { placeAir: andThen(verbs.placeAir, (m, d) => d.vars.air.toPlace <= 0 && phaseDone(m, d)) },
  },
  partisan: {
    rule: '9.8',
    ask: ASK.partisan,
    verbs: {
      placePartisan: andThen(verbs.placePartisan, (m, d) => phaseDone(m, d)),
      skip: andThen(verbs.skip, (m, d) => phaseDone(m, d)),
    },
  },
  actions: {
    rule: '5.7',
    ask: ASK.actions,
    verbs: {
      move: andThen(move, (m, d, a, kind) => (kind === 'land' || kind === 'move') && afterAction(m, d, a.side)),
      attack: fight(play.attack),
      probe: fight(play.probeVerb),
      disrupt: andThen(play.disrupt, (m, d, a) => nextToAct(m, d, a.side)),
      endPhase: andThen(play.endPhase, (m, d, a) => proposeEnd(m, d, a.side)),
    },
  },
  'end-proposed': {
    rule: '5.8',
    ask: ASK['end-proposed'],
    verbs: {
      endPhase: andThen(play.endPhase, (m, d) => phaseDone(m, d, 'agreed')),
      decline: andThen(play.decline, (_m, d) => endDeclined(d)),
    },
  },
  battle: {
    rule: '13.1',
    ask: ASK.battle,
    verbs: {
      attack: fight(play.attack),
      probe: fight(play.probeVerb),
      decline: fight(play.decline),
      loss: fight(play.loss),
      dl1: fight(play.dl1),
      retreat: fight(play.retreat),
      advance: fight(play.advanceVerb),
      reroll: fight(play.reroll),
      accept: fight(play.accept),
    },
  },
  overstack: {
    rule: '6.6',
    ask: ASK.overstack,
    verbs: {
      overstackLoss: andThen(verbs.overstack, (m, d, _a, owner) => afterAction(m, d, d.vars.overstackResume ?? owner)),
    },
  },
  patton: {
    rule: '5.12',
    ask: ASK.patton,
    verbs: { patton: andThen(verbs.patton, (m, d) => arrivalStep(m, d, ALLIED)) },
  },
  arrive: {
    rule: '10.3',
    ask: ASK.arrive,
    verbs: {
      enter: andThen(
        verbs.enter,
        (m, d, a) => dueEntries(m, d.state, a.side).length === 0 && arrivalStep(m, d, a.side),
      ),
      done: andThen(verbs.done, (m, d, a) => {
        deferDue(d, a.side);
        replenishStep(m, d, a.side);
      }),
    },
  },
  replenish: {
    rule: '10.4',
    ask: ASK.replenish,
    verbs: {
      replenish: andThen(
        verbs.replenish,
        (m, d, a) => replenishOptions(m, d.state, a.side).length === 0 && phaseDone(m, d),
      ),
      done: andThen(verbs.done, (m, d) => phaseDone(m, d)),
    },
  },
  over: { rule: '4.1', actor: null, verbs: {} },
};

/** Honor mode: a counter moved by hand in a step that moves none by the rules (move.ts answers null). */
export const OFF_STEP: Readonly<Record<string, GameVerb<Draft>>> = { move: andThen(move, stay) };

/** After every action: a game won at once (4.2, 4.3: victory.ts) is over. */
export function gameOver(_module: GameModule, d: Draft): void {
  if (d.vars.result) to(d, 'over');
}

/**
 * Honor play's Next phase (5.1: a phase may be cut short only by agreement, which at a table in honor mode is
 * the players' business): the phase ends where it stands. Set-up steps and battles must be finished first (null).
 */
export function nextPhaseByHand(module: GameModule, state: GameState): ReduceResult | null {
  const step = varsOf(state).step;
  if (step.startsWith('setup') || step === 'battle' || step === 'over') return null;
  const d = draftOf(state);
  phaseDone(module, d);
  return { state: d.state, events: d.events };
}

/** Whether a string is a step of the flow. */
export function isStep(step: string): step is Step {
  return Object.hasOwn(FLOW, step);
}

/** A described position (position.ts) waits in this step. */
export function enterPosition(d: Draft, step: Step): void {
  to(d, step);
}
