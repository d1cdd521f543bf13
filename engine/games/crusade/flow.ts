// The sequence of play (§6.0) as one table of steps, run by the core's step machine (engine/core/steps.ts). The
// procedures (play, OPS, combat, SR, events, replacements...) answer where they stopped; only this file sets a step.
//
//   A  Draw Strategy Cards  'discard' (NAT, then REP: Combat Cards may be discarded), then both draw up (deck.ts);
//                           Turn 6: 'redraw' (§15.1.2). Turn 1 starts after A: the set-up dealt the hands (§4.3).
//   B  Action Phase         'action': NAT round 1, REP round 1, ... NAT round 6, [C.1], REP round 6, [C.2]. A round
//                           is one play (play.ts): OPS, SR, RP or an event, each with its own steps below.
//   C  Attrition            attrition.ts, for each side right after its sixth round.
//   D  War Status           status.ts: the VP and RM tables' war status entries, then Automatic Victory.
//   E  Replacement          'replacement-REP', then 'replacement-NAT' (replacements.ts).
//   F  End of Turn          'end-forts' (F.1: NAT, then REP, may remove own Positions and Trenches: end-forts.ts),
//                           then status.ts (retained CCs discarded, sieges), then the next turn or the end of the
//                           game; after Turn 5 the initial corps are deployed first (§15.2, deployment.ts).
//   After any action in enforced and advisory modes, an over-stacked space waits in 'overstack' (§9.1.4).
//
//   step                    who acts                      verbs                                         rule
//   discard                 NAT, then REP                 discard                                       6.0 A.2
//   redraw                  each side that may            redraw | keepHand                             15.1.2
//   action                  the side whose round it is    play | autoOps                                7.1
//   ops-activate            "                             activate | doneActivating                     8.2
//   ops-move                "                             moveStack | doneMoving                        10.1
//   ops-fortify             "                             fortify | doneFortifying                      10.2
//   ops-attack              "                             attack | doneAttacking | assaultSiege         11.1
//   combat-cards-attacker   the attacker                  combatCards                                   11.2.4
//   combat-cards-defender   the defender                  combatCards                                   11.2.4
//   combat-losses           the side taking them          takeLosses                                    11.3.4
//   combat-retreat-cancel   the defender                  cancelRetreat | noCancel                      11.4.3
//   combat-retreat          the defender                  retreat                                       11.4.5
//   combat-advance          the attacker                  advance | noAdvance                           11.5
//   sr                      the side whose round it is    redeploy | doneSR                             12
//   event-reinforce         the card's player, or the     place | removeDivision                        8.5.2
//                           side that removes a division
//   event-landing           the card's player             landing                                       8.5.6.1
//   event-bonus             the Republican                counterattackBonus                            8.5.5.3
//   event-guerrillas        the Republican                guerrillas                                    8.5.1.1
//   replacement-REP/-NAT    that side                     replaceStep | rebuild | (NAT) supportSiege |  14
//                                                         returnCorps | doneReplacing
//   end-forts               NAT, then REP                 removeFort | keepForts                        10.2.10
//   deploy-corps            each side in turn             deployCorps                                   15.2.1
//   reserve-minimum         each side short of it         toReserve                                     15.2.2.2
//   militarization          the Republican                militarize | doneMilitarizing                 15.2.3
//   overstack               the opponent                  overstackLoss                                 9.1.4
//   over                    nobody                        —                                             5

import type { GameModule } from '../../core/module.js';
import { andThen, type StepTable } from '../../core/steps.js';
import { afrArrivals } from './afr.js';
import { attritionSegment } from './attrition.js';
import { beachHeadEntered } from './beachhead.js';
import { isWinter, warPhaseOf, cardOf } from './cards.js';
import { COMBAT_ASKS, COMBAT_VERBS, type CombatStop, beginAttacks, cur } from './combat.js';
import { nothingToAttack } from './combat-after.js';
import { bonusChoices } from './counterattack.js';
import { addWarPhase, drawUp, handSizeFor } from './deck.js';
import {
  DEPLOYMENT_ASKS,
  DEPLOYMENT_VERBS,
  endDeployment,
  mayMilitarize,
  nextDeployer,
  nextToReserve,
  startDeployment,
} from './deployment.js';
import { type Draft, emit } from './draft.js';
import { askEndForts, END_FORTS_VERBS, nextToRemoveForts } from './end-forts.js';
import { EVENT_ASKS, EVENT_VERBS } from './event-verbs.js';
import { type EventStop, eventChooser, runEvent } from './events.js';
import { clearModifiers } from './fortify.js';
import { OPS_ASKS, OPS_VERBS, mayActivate, mayFortify, mayMove, startOps } from './ops.js';
import { askOverstack, OVERSTACK_VERBS, overstackChooser, overstackedUnits } from './overstack.js';
import { askDiscard, askPlay, PLAY_VERBS, type PlayUse } from './play.js';
import { askRedraw, nextRedrawer, REDRAW_VERBS } from './redraw.js';
import { askReplacement, REPLACEMENT_VERBS, startReplacement } from './replacements.js';
import { SIEGE_VERBS } from './siege-assault.js';
import { askSR, SR_VERBS, startSR } from './sr.js';
import { NAT, REP, type Side, enemyOf } from './state.js';
import type { Procedure } from './verb.js';
import { endOfTurn, endOfScenario, warStatusPhase } from './status.js';

/** Where the flow stands (vars.step): every step of the table below. */
export type Step =
  | 'discard'
  | 'redraw'
  | 'action'
  | 'ops-activate'
  | 'ops-move'
  | 'ops-fortify'
  | 'ops-attack'
  | 'combat-cards-attacker'
  | 'combat-cards-defender'
  | 'combat-losses'
  | 'combat-retreat-cancel'
  | 'combat-retreat'
  | 'combat-advance'
  | 'sr'
  | 'event-reinforce'
  | 'event-landing'
  | 'event-bonus'
  | 'event-guerrillas'
  | 'replacement-REP'
  | 'replacement-NAT'
  | 'end-forts'
  | 'deploy-corps'
  | 'reserve-minimum'
  | 'militarization'
  | 'overstack'
  | 'over';

/** §7.1 Action Rounds per side and turn. */
export const ROUNDS = 6;

/** The step a game begins in (the set-up dealt the hands: §4.3). */
export const FIRST_STEP: Step = 'action';

/** The flow waits in `step`, for `side` when given (else the side to act stays): the one place a step is set. */
function to(d: Draft, step: Step, side?: Side): void {
  d.vars.step = step;
  if (side !== undefined) d.state.activeSide = side;
}

/** Per-turn counts at the start of a turn. */
const freshCounts = () => ({ national: false, foreign: false, opsCards: 0, counterattack: false });

/** Start an Action Round for `side` (§7.1). */
function startRound(d: Draft, side: Side, round: number, module?: GameModule): void {
  to(d, 'action', side);
  d.state.phase = 'action';
  d.vars.round = round;
  d.vars.play = null;
  emit(d, { type: 'round', side, round, rule: '7.1' });
  // §17.6.2 the Army of Africa lands at the start of its scheduled Nationalist rounds, before his action (afr.ts).
  if (module) afrArrivals(module, d);
}

/**
 * The current Action Round is over (§7.1): its use goes on the Action Chart, then the next round, or the
 * Attrition Segment after a side's sixth round (§6.0 C).
 */
function roundDone(module: GameModule, d: Draft): void {
  const side = d.state.activeSide as Side;
  const play = d.vars.play;
  if (play) d.vars.actionChart[side][d.vars.round - 1] = play.use;
  d.vars.play = null;
  // §10.2.2: a Position/Trench modifier whose space no longer holds its side's units goes at the round's end.
  clearModifiers(d);
  if (d.vars.result) return;
  if (side === NAT && d.vars.round === ROUNDS) {
    attritionSegment(module, d, NAT);
    if (d.vars.result) return;
  }
  if (side === REP && d.vars.round === ROUNDS) {
    attritionSegment(module, d, REP);
    if (d.vars.result) return;
    return afterActionPhase(module, d);
  }
  const next = enemyOf(side);
  startRound(d, next, next === NAT ? d.vars.round + 1 : d.vars.round, module);
}

/** D and E: War Status, then the Replacement Phase, REP first (§6.0 E). */
function afterActionPhase(module: GameModule, d: Draft): void {
  d.state.phase = 'war-status';
  warStatusPhase(module, d);
  if (d.vars.result) return over(d);
  d.state.phase = 'replacement';
  if (!replacementOf(module, d, REP)) replacementDone(module, d, REP);
}

/** §14 `side`'s Replacement Phase, when it has points to spend or a corps to bring back (false: none). */
function replacementOf(module: GameModule, d: Draft, side: Side): boolean {
  if (!startReplacement(module, d, side)) return false;
  to(d, side === REP ? 'replacement-REP' : 'replacement-NAT', side);
  return true;
}

/** A side has spent its replacement points: the next side, or the end of the turn. */
export function replacementDone(module: GameModule, d: Draft, side: Side): void {
  if (side === REP && replacementOf(module, d, NAT)) return;
  d.state.phase = 'end';
  // F.1 (§10.2.10) the voluntary removal of Positions and Trenches asks first (end-forts.ts), then endTurn.
  fortRemoval(module, d, NAT);
}

/** F.1 ask `from` (then the Republican) whether to remove fortifications; with nobody to ask, the End of Turn. */
function fortRemoval(module: GameModule, d: Draft, from: Side): void {
  const side = nextToRemoveForts(d.state, from);
  if (!side) return endTurn(module, d);
  to(d, 'end-forts', side);
}

/** F.1 a side is done with its fortifications: the Republican's turn to choose, or the rest of the End of Turn. */
function fortsDone(module: GameModule, d: Draft): void {
  if (d.state.activeSide === NAT) return fortRemoval(module, d, REP);
  endTurn(module, d);
}

/** F after F.1: the End of Turn's own effects (status.ts), then the next turn or the end of the game. */
function endTurn(module: GameModule, d: Draft): void {
  endOfTurn(module, d);
  if (d.vars.result) return over(d);
  if (d.state.turn >= lastTurn(module, d)) {
    endOfScenario(module, d);
    return over(d);
  }
  // §15.2: the War of the Columns ends with the deployment of the initial corps, which then starts Turn 6.
  if (d.state.turn === 5) return beginDeployment(module, d);
  startTurn(module, d, d.state.turn + 1);
}

function lastTurn(module: GameModule, d: Draft): number {
  return module.scenarios.find((s) => s.id === d.state.scenarioId)?.lastTurn ?? 18;
}

function over(d: Draft): void {
  to(d, 'over');
  d.state.phase = 'over';
}

/** §6.0 A a new turn: War Phase cards, hand sizes, then the voluntary Combat Card discards. */
export function startTurn(module: GameModule, d: Draft, turn: number): void {
  d.state.turn = turn;
  d.state.phase = 'draw';
  d.vars.round = 0;
  d.vars.actionChart = { NAT: Array(ROUNDS).fill(null), REP: Array(ROUNDS).fill(null) };
  d.vars.perTurn = { NAT: freshCounts(), REP: freshCounts() };
  emit(d, { type: 'turn', turn, winter: isWinter(turn), rule: '6.0' });
  const phase = warPhaseOf(turn);
  if (phase !== d.vars.warPhase) addWarPhase(module, d, phase);
  d.vars.handSize = { NAT: handSizeFor(NAT, d.vars.rm), REP: handSizeFor(REP, d.vars.rm) };
  to(d, 'discard', NAT);
}

/** §6.0 A.2 a side has made its Combat Card discards: the other side, then both draw (A.3) and B begins. */
function discardDone(module: GameModule, d: Draft): void {
  if (d.state.activeSide === NAT) {
    d.state.activeSide = REP;
    return;
  }
  drawUp(d, NAT);
  drawUp(d, REP);
  // §15.1.2: at the beginning of Turn 6 a hand without a corps reinforcement card may be drawn again.
  if (d.state.turn === 6) return redrawNext(module, d, null);
  startRound(d, NAT, 1, module);
}

/** §15.1.2 the next side asked whether to redraw (after `after`), or B the Action Phase: NAT Action Round 1. */
function redrawNext(module: GameModule, d: Draft, after: Side | null): void {
  const side = nextRedrawer(module, d, after);
  if (!side) return startRound(d, NAT, 1, module);
  to(d, 'redraw', side);
}

/** The first Action Round of the game (the set-up dealt the hands: §4.3). */
export function firstRound(d: Draft): void {
  startRound(d, NAT, 1);
}

/** End of Turn 5 (§15.2.1): the deployment of the initial corps begins with the Nationalist. */
export function beginDeployment(module: GameModule, d: Draft): void {
  startDeployment(d);
  d.state.phase = 'deployment';
  deployNext(module, d, REP);
}

/** §15.2.1.1 the next side to deploy a corps after `last`, or the Reserve minimums. */
function deployNext(module: GameModule, d: Draft, last: Side): void {
  const side = nextDeployer(module, d, last);
  if (side) return to(d, 'deploy-corps', side);
  reserveNext(module, d, REP);
}

/** §15.2.2.2 the next side short of its Reserve minimum after `last`, or §15.2.3 the militarization. */
function reserveNext(module: GameModule, d: Draft, last: Side): void {
  const side = nextToReserve(module, d.state, last);
  if (side) return to(d, 'reserve-minimum', side);
  to(d, 'militarization', REP);
  if (!mayMilitarize(module, d.state)) deploymentDone(module, d);
}

/** The deployment is over: Turn 6 begins. */
function deploymentDone(module: GameModule, d: Draft): void {
  endDeployment(d);
  startTurn(module, d, 6);
}

/** §7.1 the card's use begins its procedure: OPS, SR or the event; RP ends the round. */
function played(module: GameModule, d: Draft, side: Side, card: string, use: PlayUse): void {
  if (use === 'ops') return beginOps(module, d);
  if (use === 'sr') {
    startSR(d);
    return to(d, 'sr');
  }
  if (use === 'rp') return roundDone(module, d);
  eventStopped(module, d, runEvent(module, d, side, cardOf(module, card)));
}

/** §8.5 where the event stopped: a choice to wait for, its OPS, the end of the round, or of the game. */
function eventStopped(module: GameModule, d: Draft, stop: EventStop): void {
  if (stop === 'reinforce') return to(d, 'event-reinforce');
  if (stop === 'landing') return to(d, 'event-landing');
  if (stop === 'guerrillas') return to(d, 'event-guerrillas');
  if (stop === 'ops') return beginOps(module, d);
  if (stop === 'over') return over(d);
  roundDone(module, d);
}

/** §8.2 the OPS of the current play: the activation, unless no space can be Activated. */
export function beginOps(module: GameModule, d: Draft): void {
  startOps(d);
  to(d, 'ops-activate');
  if (!mayActivate(module, d.state, d.state.activeSide)) activationDone(module, d);
}

/** §8.2.4 all spaces are marked: movement, unless no stack can move. */
function activationDone(module: GameModule, d: Draft): void {
  if (mayMove(module, d.state, d.state.activeSide)) return to(d, 'ops-move');
  movementDone(module, d);
}

/** §10.2.2, §10.2.4 after all movement: the Position/Trench attempts, unless none is possible. */
function movementDone(module: GameModule, d: Draft): void {
  if (mayFortify(module, d.state, d.state.activeSide)) return to(d, 'ops-fortify');
  fortifyDone(module, d);
}

/** §8.2.5 then the combats from the Attack-marked spaces (combat.ts); with none to fight, the attacks are done. */
function fortifyDone(module: GameModule, d: Draft): void {
  clearModifiers(d);
  to(d, 'ops-attack');
  if (!beginAttacks(module, d)) attacksDone(module, d);
}

/** The step each stop of a combat waits in. */
const COMBAT_STEPS: Record<Exclude<CombatStop, 'over'>, Step> = {
  'cards-defender': 'combat-cards-defender',
  losses: 'combat-losses',
  'retreat-cancel': 'combat-retreat-cancel',
  retreat: 'combat-retreat',
  advance: 'combat-advance',
};

/** §11.2 where the combat stopped; once it is over, back to the attacks, or the attacks are done. */
function combatStopped(module: GameModule, d: Draft, stop: CombatStop): void {
  if (stop !== 'over') return to(d, COMBAT_STEPS[stop]);
  to(d, 'ops-attack');
  if (nothingToAttack(module, d.state)) attacksDone(module, d);
}

/** The round's combats are over: a Strategic Counterattack's bonus may be taken (§8.5.5.4), else the round ends. */
function attacksDone(module: GameModule, d: Draft): void {
  if (bonusChoices(module, d.state).length > 0) return to(d, 'event-bonus');
  roundDone(module, d);
}

/**
 * After every game verb: Nationalist units in the Beach Head eliminate it (§8.5.4.3, §8.5.6.4: a move, an advance
 * after combat), and a space left over-stacked (advisory mode lets a forbidden move happen) makes the opponent
 * eliminate units (§9.1.4) before the step the action left resumes. Combats settle their own retreats and advances
 * first (§11.4 Extended Retreat tolerates a passing excess).
 */
export function settle(module: GameModule, d: Draft): void {
  beachHeadEntered(module, d);
  const step = d.vars.step;
  if (d.state.mode === 'honor' || step === 'over' || step === 'overstack' || step.startsWith('combat-')) return;
  if (overstackedUnits(d.state).length === 0) return;
  d.vars.extra.overstack = { step };
  to(d, 'overstack');
}

/** The eliminations of §9.1.4 are done: the step the action left resumes. */
function overstackDone(d: Draft): void {
  const resume = d.vars.extra.overstack?.step ?? 'action';
  delete d.vars.extra.overstack;
  to(d, resume);
}

const { play, autoOps, discard } = PLAY_VERBS;
const OPS = OPS_VERBS;
const COMBAT = COMBAT_VERBS;
const combat = (verb: Procedure<CombatStop>) => andThen(verb, (m, d, _a, stop) => combatStopped(m, d, stop));
const event = (verb: Procedure<EventStop>) => andThen(verb, (m, d, _a, stop) => eventStopped(m, d, stop));
const replacement = (side: Side) => ({
  ...REPLACEMENT_VERBS,
  doneReplacing: andThen(REPLACEMENT_VERBS.doneReplacing, (m, d) => replacementDone(m, d, side)),
});
const { supportSiege: _nationalistOnly, ...republicanReplacement } = replacement(REP);
const asSide = (side: string) => side as Side;

/** The flow: every step, who acts in it, what it asks and the verbs it accepts (in the order they are listed). */
export const FLOW: StepTable<Step, Draft> = {
  discard: {
    rule: '6.0 A.2',
    ask: askDiscard,
    verbs: { discard: andThen(discard, (m, d) => discardDone(m, d)) },
  },
  redraw: {
    rule: '15.1.2',
    ask: askRedraw,
    verbs: {
      redraw: andThen(REDRAW_VERBS.redraw, (m, d, a, done) => done && redrawNext(m, d, asSide(a.side))),
      keepHand: andThen(REDRAW_VERBS.keepHand, (m, d, a) => redrawNext(m, d, asSide(a.side))),
    },
  },
  action: {
    rule: '7.1',
    ask: askPlay,
    verbs: {
      play: andThen(play, (m, d, a, use) => played(m, d, asSide(a.side), String(a.args.card), use)),
      autoOps: andThen(autoOps, (m, d) => beginOps(m, d)),
    },
  },
  'ops-activate': {
    rule: '8.2',
    ask: OPS_ASKS.activate,
    verbs: {
      activate: andThen(OPS.activate, (m, d) => (d.vars.play?.points ?? 0) <= 0 && activationDone(m, d)),
      doneActivating: andThen(OPS.doneActivating, (m, d) => activationDone(m, d)),
    },
  },
  'ops-move': {
    rule: '10.1',
    ask: OPS_ASKS.move,
    verbs: {
      moveStack: andThen(OPS.moveStack, (m, d, a) => !mayMove(m, d.state, a.side) && movementDone(m, d)),
      doneMoving: andThen(OPS.doneMoving, (m, d) => movementDone(m, d)),
    },
  },
  'ops-fortify': {
    rule: '10.2',
    ask: OPS_ASKS.fortify,
    verbs: {
      fortify: andThen(OPS.fortify, (m, d, a) => !mayFortify(m, d.state, a.side) && fortifyDone(m, d)),
      doneFortifying: andThen(OPS.doneFortifying, (m, d) => fortifyDone(m, d)),
    },
  },
  'ops-attack': {
    rule: '11.1',
    ask: COMBAT_ASKS.attack,
    verbs: {
      attack: andThen(COMBAT.attack, (_m, d) => to(d, 'combat-cards-attacker')),
      doneAttacking: andThen(COMBAT.doneAttacking, (m, d) => attacksDone(m, d)),
      assaultSiege: SIEGE_VERBS.assaultSiege,
    },
  },
  'combat-cards-attacker': {
    rule: '11.2.4',
    ask: COMBAT_ASKS.attackerCards,
    verbs: { combatCards: combat(COMBAT.attackerCards) },
  },
  'combat-cards-defender': {
    rule: '11.2.4',
    actor: (_m, s) => cur(s).defender,
    ask: COMBAT_ASKS.defenderCards,
    verbs: { combatCards: combat(COMBAT.defenderCards) },
  },
  'combat-losses': {
    rule: '11.3.4',
    actor: (_m, s) => cur(s).lossSide ?? s.activeSide,
    ask: COMBAT_ASKS.losses,
    verbs: { takeLosses: combat(COMBAT.takeLosses) },
  },
  'combat-retreat-cancel': {
    rule: '11.4.3',
    actor: (_m, s) => cur(s).defender,
    ask: COMBAT_ASKS.retreatCancel,
    verbs: { cancelRetreat: combat(COMBAT.cancelRetreat), noCancel: combat(COMBAT.noCancel) },
  },
  'combat-retreat': {
    rule: '11.4.5',
    actor: (_m, s) => cur(s).defender,
    ask: COMBAT_ASKS.retreat,
    verbs: { retreat: combat(COMBAT.retreat) },
  },
  'combat-advance': {
    rule: '11.5',
    ask: COMBAT_ASKS.advance,
    verbs: { advance: combat(COMBAT.advance), noAdvance: combat(COMBAT.noAdvance) },
  },
  sr: {
    rule: '12',
    ask: askSR,
    verbs: {
      redeploy: andThen(SR_VERBS.redeploy, (m, d) => (d.vars.play?.points ?? 0) <= 0 && roundDone(m, d)),
      doneSR: andThen(SR_VERBS.doneSR, (m, d) => roundDone(m, d)),
    },
  },
  'event-reinforce': {
    rule: '8.5.2',
    actor: (_m, s) => eventChooser(s),
    ask: EVENT_ASKS.reinforce,
    verbs: { place: event(EVENT_VERBS.place), removeDivision: event(EVENT_VERBS.removeDivision) },
  },
  'event-landing': { rule: '8.5.6.1', ask: EVENT_ASKS.landing, verbs: { landing: event(EVENT_VERBS.landing) } },
  'event-bonus': {
    rule: '8.5.5.3',
    ask: EVENT_ASKS.bonus,
    verbs: { counterattackBonus: andThen(EVENT_VERBS.counterattackBonus, (m, d) => roundDone(m, d)) },
  },
  'event-guerrillas': {
    rule: '8.5.1.1',
    ask: EVENT_ASKS.guerrillas,
    verbs: { guerrillas: event(EVENT_VERBS.guerrillas) },
  },
  'replacement-REP': { rule: '14', ask: askReplacement, verbs: republicanReplacement },
  'replacement-NAT': { rule: '14', ask: askReplacement, verbs: replacement(NAT) },
  'end-forts': {
    rule: '10.2.10',
    ask: askEndForts,
    verbs: {
      removeFort: andThen(END_FORTS_VERBS.removeFort, (m, d, _a, done) => done && fortsDone(m, d)),
      keepForts: andThen(END_FORTS_VERBS.keepForts, (m, d) => fortsDone(m, d)),
    },
  },
  'deploy-corps': {
    rule: '15.2.1',
    ask: DEPLOYMENT_ASKS.deploy,
    verbs: { deployCorps: andThen(DEPLOYMENT_VERBS.deployCorps, (m, d, a) => deployNext(m, d, asSide(a.side))) },
  },
  'reserve-minimum': {
    rule: '15.2.2.2',
    ask: DEPLOYMENT_ASKS.reserve,
    verbs: { toReserve: andThen(DEPLOYMENT_VERBS.toReserve, (m, d, a) => reserveNext(m, d, asSide(a.side))) },
  },
  militarization: {
    rule: '15.2.3',
    ask: DEPLOYMENT_ASKS.militarize,
    verbs: {
      militarize: andThen(DEPLOYMENT_VERBS.militarize, (m, d) => !mayMilitarize(m, d.state) && deploymentDone(m, d)),
      doneMilitarizing: andThen(DEPLOYMENT_VERBS.doneMilitarizing, (m, d) => deploymentDone(m, d)),
    },
  },
  overstack: {
    rule: '9.1.4',
    actor: (_m, s) => overstackChooser(s),
    ask: askOverstack,
    verbs: { overstackLoss: andThen(OVERSTACK_VERBS.overstackLoss, (_m, d, _a, more) => more || overstackDone(d)) },
  },
  over: { rule: '5', actor: null, verbs: {} },
};
