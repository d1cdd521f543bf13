// The sequence of play (§6.0), readable in one place. A turn:
//
//   A  Draw Strategy Cards  step 'discard' (NAT, then REP: Combat Cards may be discarded), then both draw up
//                           (deck.ts). Turn 1 starts after it: the set-up dealt the hands (§4.3).
//   B  Action Phase         step 'action': NAT round 1, REP round 1, ... NAT round 6, [C.1], REP round 6, [C.2].
//                           A round is one play (play.ts); its procedure (OPS, SR, event) may add steps of its own
//                           and calls roundDone() when it is over.
//   C  Attrition            attrition.ts, for each side right after its sixth round.
//   D  War Status           status.ts: the VP and RM tables' war status entries, then Automatic Victory.
//   E  Replacement          steps 'replacement-REP', then 'replacement-NAT' (replacements.ts).
//   F  End of Turn          step 'end-forts' (F.1: NAT, then REP, may remove own Positions and Trenches:
//                           end-forts.ts), then status.ts (retained CCs discarded, sieges), then the next turn or
//                           the end of the game; after Turn 5 the initial corps are deployed first (§15.2).

import type { GameModule } from '../../core/module.js';
import { afrArrivals } from './afr.js';
import { attritionSegment } from './attrition.js';
import { beginDeployment } from './deployment.js';
import { clearModifiers } from './fortify.js';
import { beginRedraw } from './redraw.js';
import { isWinter, warPhaseOf } from './cards.js';
import { addWarPhase, drawUp, handSizeFor } from './deck.js';
import { type Draft, emit } from './draft.js';
import { beginFortRemoval } from './end-forts.js';
import { beginReplacement } from './replacements.js';
import { NAT, REP, type Side, enemyOf } from './state.js';
import { endOfTurn, endOfScenario, warStatusPhase } from './status.js';

/** §7.1 Action Rounds per side and turn. */
export const ROUNDS = 6;

/** Per-turn counts at the start of a turn. */
const freshCounts = () => ({ national: false, foreign: false, opsCards: 0, counterattack: false });

/** Start an Action Round for `side` (§7.1). */
function startRound(d: Draft, side: Side, round: number, module?: GameModule): void {
  d.state.activeSide = side;
  d.state.phase = 'action';
  d.vars.round = round;
  d.vars.step = 'action';
  d.vars.play = null;
  emit(d, { type: 'round', side, round, rule: '7.1' });
  // §17.6.2 the Army of Africa lands at the start of its scheduled Nationalist rounds, before his action (afr.ts).
  if (module) afrArrivals(module, d);
}

/**
 * The current Action Round is over (§7.1): its use goes on the Action Chart, then the next round, or the
 * Attrition Segment after a side's sixth round (§6.0 C).
 */
export function roundDone(module: GameModule, d: Draft): void {
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
  if (!beginReplacement(module, d, REP)) replacementDone(module, d, REP);
}

/** A side has spent its replacement points: the next side, or the end of the turn. */
export function replacementDone(module: GameModule, d: Draft, side: Side): void {
  if (side === REP && beginReplacement(module, d, NAT)) return;
  d.state.phase = 'end';
  // F.1 (§10.2.10) the voluntary removal of Positions and Trenches asks first (end-forts.ts), then endTurn.
  if (beginFortRemoval(d)) return;
  endTurn(module, d);
}

/** F after F.1: the End of Turn's own effects (status.ts), then the next turn or the end of the game. */
export function endTurn(module: GameModule, d: Draft): void {
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
  d.vars.step = 'over';
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
  d.vars.step = 'discard';
  d.state.activeSide = NAT;
}

/** §6.0 A.2 a side has made its Combat Card discards: the other side, then both draw (A.3) and B begins. */
export function discardDone(module: GameModule, d: Draft): void {
  if (d.state.activeSide === NAT) {
    d.state.activeSide = REP;
    return;
  }
  drawUp(d, NAT);
  drawUp(d, REP);
  // §15.1.2: at the beginning of Turn 6 a hand without a corps reinforcement card may be drawn again.
  if (d.state.turn === 6) return beginRedraw(module, d, null);
  beginActionPhase(module, d);
}

/** B the Action Phase begins: NAT Action Round 1. */
export function beginActionPhase(module: GameModule, d: Draft): void {
  startRound(d, NAT, 1, module);
}

/** The first Action Round of the game (the set-up dealt the hands: §4.3). */
export function firstRound(d: Draft): void {
  startRound(d, NAT, 1);
}
