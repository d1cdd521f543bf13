// The flow of a game turn of The Struggle for Europe in one place (§4, without the naval sub-phases): the Weather
// Phase opens the game turn (§4.01); the Axis's player segment, then the Soviet's, each run the Reinforcement,
// Supply Determination, Movement, Air, Combat, Exploitation, Post-exploitation Combat and Administrative Phases
// (§4.02-§4.09). FLOW is the table the core's step machine runs; this is its summary:
//
//  step              who acts              answers (verbs)                                  rule
//  surprise          the Soviet            rollSurprise, loseAir {piece}, done (the first   28.16b
//                                          turn's first segment, option firstTurnSurprise)
//  weather           the Axis              rollWeather                                      4.01, 25.1
//  reinforcement     the phasing side      enter {piece, hex}, rebuild {piece, hex},        4.02, 27.1, 27.21
//                                          replaceAir {piece, hex},                         27.24
//                                          breakDownInPool {piece, into}, done              27.21e
//    (done: the Supply Determination Phase runs by itself: markers, surrender rolls)        4.03, 23.12, 23.52
//  movement          the phasing side      breakDown {piece, into}, move {piece, to, sm?},  4.04, 7, 8, 26
//                                          rail {piece, to, extended?}, recombine, done
//  overstack         the overstacked side  eliminate {piece}                                5.01
//  air               the non-phasing side  fly {piece, mission, hex, bypass?}, done         4.05, 15.01, 16
//                      (defensive support, defensive escort, transfer)
//                    the phasing side      fly (offensive support, interdiction, airfield
//                                          bombing, escort, air supply, transfer), done
//                    the non-phasing side  fly (interception), done
//    (done: air combat, airfield bombing and its flak, air supply delivered,         17, 16.13, 16.32
//     escorts land; flak at the Combat Phase's start; air units on an overrun        21.01, 16.42
//     base transfer after any action)
//  combat            the phasing side      attack {pieces, hex, defenders?, leader?,        4.06, 9-13
//                                          noArmor?}, done
//                    the loser / retreater losses {flip?, remove?}, retreat {piece, path}   10.02, 10.03
//                    the attacker          advance {pieces}                                 9.04
//  exploitation      the phasing side      exploit {piece, to}, overrun {pieces, hex},      4.07, 11, 14
//                                          breakDown, recombine, done                       26.03
//  postExploitation  as combat (only units stacked with a leader attack)                    4.08, 11.02
//    (done: the Administrative Phase runs by itself: railheads, supply re-check)            4.09, 8.06, 23.14
//  over              nobody                —
//
// Procedures never come back here: each verb answers where it stopped, and andThen below says what follows. Only
// this file sets a step.

import type { GameModule } from '../../core/module.js';
import { andThen, type Procedure, type StepTable } from '../../core/steps.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { type Draft, emit } from '../../systems/draft.js';
import { enter, rebuild } from './arrive.js';
import { reinforcementAsk, replaceAir } from './airreplace.js';
import { breakDown, breakDownInPool, recombine } from './breakdown.js';
import { advance } from './advance.js';
import { actorOf, openCombatPhase, openCombatSegment } from './combat.js';
import { attack } from './attackbyhand.js';
import { combatAsk, endCombat, losses } from './crt.js';
import { exploit } from './exploitation.js';
import { bombardmentOver } from './navalmissions.js';
import { move, rail } from './moves.js';
import { NAVAL_VERB_ARGS } from './navalargs.js';
import { overrun } from './overrun.js';
import { retreat } from './retreat.js';
import { airOf, MISSIONS } from './air.js';
import { fly, phaseKey, stageSide } from './airmissions.js';
import { resolveAirPhase } from './airphase.js';
import { displaceAir, openAirPhase, openAirTurn } from './airturn.js';
import { combatFlak } from './flak.js';
import { AXIS, type Phase, type SfeVars, SOVIET, type Side } from './state.js';
import { determineSupply } from './supplyphase.js';
import { administer, eliminate, nextDate, openSegment, overstackSide, rollTheWeather, scenarioOf } from './turn.js';
import { judgeTurn } from './victory.js';
import { loseAir, rollSurprise, surpriseAsk, surpriseDone, surpriseDue, surpriseOpen } from './surprise.js';

/** Where the flow stands: what the game waits for (the table above). */
export type Step =
  | 'surprise'
  | 'weather'
  | 'reinforcement'
  | 'movement'
  | 'overstack'
  | 'air'
  | 'combat'
  | 'exploitation'
  | 'postExploitation'
  | 'over';

type D = Draft<SfeVars>;

/** The phase of the sequence of play each step belongs to. */
const PHASE: Readonly<Record<Step, Phase>> = {
  surprise: 'weather',
  weather: 'weather',
  reinforcement: 'reinforcement',
  movement: 'movement',
  overstack: 'movement',
  air: 'air',
  combat: 'combat',
  exploitation: 'exploitation',
  postExploitation: 'post-exploitation',
  over: 'administrative',
};

/** The flow waits in `step` (the state's phase names it too, for the page and the log). */
function to(d: D, step: Step): void {
  d.vars.step = step;
  if (step !== 'overstack') d.vars.phase = PHASE[step];
  d.state.phase = step;
}

/** The phasing side declares a phase done (no effect but the flow's). */
const done: Procedure<D, null> = {
  check: () => [],
  apply: () => null,
  list: () => [{ verb: 'done', args: {} }],
};

/** An action that leaves the flow where it is (a move, a rebuild...); §16.42 air units on a base the enemy overran
 *  transfer at once. */
const stayHere = (module: GameModule, d: D): void => displaceAir(module, d);

/** §4.01 the weather rolled: the Axis's player segment begins. */
function afterWeather(module: GameModule, d: D): void {
  openSegment(module, d, AXIS);
  openAirTurn(d, AXIS);
  to(d, 'reinforcement');
  passIfIdle(module, d);
}

/**
 * §4.02 a phase in which its side can do nothing but end it passes by itself, in every mode, the log saying so (a
 * `phasePassed` event): the Reinforcement Phase with no reinforcement that may enter, no unit to rebuild and none to
 * break down in the pool (Barbarossa's first turn). The set-up calls it too (rules.ts).
 */
export function passIfIdle(module: GameModule, d: D): void {
  if (d.vars.step !== 'reinforcement') return;
  // †§28.16b the first turn's play waits for the first-turn surprise (surprise.ts)
  if (surpriseDue(module, d.state)) return to(d, 'surprise');
  const side = d.state.activeSide;
  const verbs = Object.entries(FLOW.reinforcement.verbs).filter(([name]) => name !== 'done');
  if (verbs.some(([, verb]) => verb.list(module, d.state, side).length > 0)) return;
  emit(d, { type: 'phasePassed', side, phase: 'reinforcement', turn: d.state.turn });
  afterReinforcement(module, d);
}

/** †§28.16b the surprise settled: the first Reinforcement Phase goes on (passed when idle). */
function afterSurprise(module: GameModule, d: D): void {
  if (surpriseOpen(module, d.state)) return;
  to(d, 'reinforcement');
  passIfIdle(module, d);
}

/** §4.03 the Reinforcement Phase over: the Supply Determination Phase (by itself), then the Movement Phase. */
function afterReinforcement(module: GameModule, d: D): void {
  d.vars.phase = 'supply';
  determineSupply(module, d, d.state.activeSide as Side);
  to(d, 'movement');
}

/** §5.01 a phase that ends with the overstack check: the owners eliminate the excess, then `next`. */
function checkStacking(module: GameModule, d: D, next: Step): void {
  if (overstackSide(module, d.state)) {
    d.vars.resume = next;
    return to(d, 'overstack');
  }
  toNext(module, d, next);
}

/** The step after an overstack check (the administrative phase closes the segment). */
function toNext(module: GameModule, d: D, next: Step): void {
  if (next === 'over') return endSegment(module, d);
  if (next === 'postExploitation') return toPostExploitation(d);
  // §11.01 the Exploitation Phase's MPs are half those the unit could spend in the Movement Phase, whatever it
  // spent there: what units spend is counted afresh (a unit stopped in an enemy ZOC may leave it now, §6.11).
  if (next === 'exploitation') {
    d.vars.moved = {};
    bombardmentOver(d.vars);
  }
  if (next === 'air') openAirPhase(d);
  to(d, next);
}

/** §5.01 a unit eliminated: the next overstacked hex, or where the flow was going. */
function afterEliminate(module: GameModule, d: D): void {
  if (overstackSide(module, d.state)) return;
  const next = (d.vars.resume ?? 'air') as Step;
  delete d.vars.resume;
  toNext(module, d, next);
}

/** §4.04, §27.41 the Movement Phase over: new arrivals now meet the stacking limits too. */
function afterMovement(module: GameModule, d: D): void {
  d.vars.arrived = [];
  checkStacking(module, d, 'air');
}

/** §4.06 the Combat Phase opens: each leader may back an attack again this segment (§13.01), every unit attack. */
function toCombat(module: GameModule, d: D): void {
  // §21.01 flak fires at the bombing missions at the start of the Combat Phase
  combatFlak(module, d);
  openCombatSegment(d.vars);
  to(d, 'combat');
}

/** §15.01 what each allocation of the Air Phase asks. */
const AIR_ASK = {
  defence: 'Allocate defensive air support, defensive escorts and transfers, then end your allocation',
  offence: 'Fly offensive air support, interdiction, airfield bombing, escorts, air supply and transfers, then go on',
  interception: 'Intercept the enemy air units with your fighters (4 hexes at most), then go on',
} as const;

/** §15.01 one allocation of the Air Phase over: the next; after the interceptions (none to make when the phasing
 *  side flew nothing), air combat and airfield bombing (airphase.ts), then the Combat Phase. */
function afterAirStage(module: GameModule, d: D): void {
  const air = airOf(d.vars);
  const key = phaseKey(d.state);
  const flying = air.sorties.some((s) => s.side === d.state.activeSide && s.phase === key);
  if (air.stage === 'defence') d.vars.air = { ...air, stage: 'offence' };
  else if (air.stage === 'offence' && flying) d.vars.air = { ...air, stage: 'interception' };
  else {
    resolveAirPhase(module, d);
    toCombat(module, d);
  }
}

/** §4.08 the Post-exploitation Combat Phase opens: every unit stacked with a leader may attack again (§11.02). */
function toPostExploitation(d: D): void {
  openCombatPhase(d.vars);
  to(d, 'postExploitation');
}

/** The verbs of a combat phase (§9-§14): the attack, its losses, retreats and advance, and its end. */
const combatVerbs = (next: Step) => ({
  attack: andThen(attack, stayHere),
  losses: andThen(losses, stayHere),
  retreat: andThen(retreat, stayHere),
  advance: andThen(advance, stayHere),
  done: andThen(endCombat, (m: GameModule, d: D) => checkStacking(m, d, next)),
});

/** §4.09 the Post-exploitation Combat Phase over: the Administrative Phase, then the other segment or turn. */
function endSegment(module: GameModule, d: D): void {
  administer(module, d);
  if (d.state.activeSide === AXIS) {
    openSegment(module, d, SOVIET);
    openAirTurn(d, SOVIET);
    to(d, 'reinforcement');
    return passIfIdle(module, d);
  }
  const last = scenarioOf(module, d.state)?.lastTurn ?? Number.POSITIVE_INFINITY;
  // The scenario's victory (victory.ts): an automatic victory at any turn's end, the cities' points at the last.
  if (judgeTurn(module, d, d.state.turn >= last)) {
    emit(d, { type: 'gameOver', turn: d.state.turn });
    return to(d, 'over');
  }
  d.state.turn += 1;
  d.vars.date = nextDate(d.vars.date);
  d.state.activeSide = AXIS;
  to(d, 'weather');
}

/** The Struggle for Europe's flow: one step for every value of Step. */
export const FLOW: StepTable<Step, D> = {
  surprise: {
    rule: '28.16',
    actor: () => SOVIET,
    ask: surpriseAsk,
    verbs: {
      rollSurprise: andThen(rollSurprise, afterSurprise),
      loseAir: andThen(loseAir, afterSurprise),
      done: andThen(surpriseDone, afterSurprise),
    },
  },
  weather: {
    rule: '4.01',
    ask: () => ({ verb: 'rollWeather', message: 'Roll the weather: one die for Zones A and B, one for C and D' }),
    verbs: { rollWeather: andThen(rollTheWeather, afterWeather) },
  },
  reinforcement: {
    rule: '4.02',
    ask: reinforcementAsk,
    verbs: {
      enter: andThen(enter, stayHere),
      rebuild: andThen(rebuild, stayHere),
      replaceAir: andThen(replaceAir, stayHere),
      breakDownInPool: andThen(breakDownInPool, stayHere),
      done: andThen(done, afterReinforcement),
    },
  },
  movement: {
    rule: '4.04',
    ask: () => ({
      verb: 'move',
      verbs: ['rail', 'breakDown', 'recombine', 'done'],
      message: 'Move your units by ground, strategic movement or rail, then end the Movement Phase',
    }),
    verbs: {
      breakDown: andThen(breakDown, stayHere),
      move: andThen(move, stayHere),
      rail: andThen(rail, stayHere),
      recombine: andThen(recombine, stayHere),
      done: andThen(done, afterMovement),
    },
  },
  overstack: {
    rule: '5.01',
    actor: (module, state) => overstackSide(module, state) ?? state.activeSide,
    ask: () => ({ verb: 'eliminate', message: 'A hex holds more than three ground units: choose one to eliminate' }),
    verbs: { eliminate: andThen(eliminate, afterEliminate) },
  },
  air: {
    rule: '4.05',
    actor: (_module, state) => stageSide(state),
    ask: (_module, state) => ({ verb: 'fly', verbs: ['done'], message: AIR_ASK[airOf(state.vars).stage] }),
    verbs: { fly: andThen(fly, stayHere), done: andThen(done, afterAirStage) },
  },
  combat: {
    rule: '4.06',
    actor: (module, state) => actorOf(module, state) ?? state.activeSide,
    ask: combatAsk,
    verbs: combatVerbs('exploitation'),
  },
  exploitation: {
    rule: '4.07',
    ask: () => ({
      verb: 'exploit',
      verbs: ['overrun', 'breakDown', 'recombine', 'done'],
      message: 'Exploit with armor, motorized, leaders and supply units (half MPs), overrun, then go on',
    }),
    verbs: {
      exploit: andThen(exploit, stayHere),
      overrun: andThen(overrun, stayHere),
      // §26.03 armor and motorized units may break down and recombine in this phase (breakdown.ts allows it).
      breakDown: andThen(breakDown, stayHere),
      recombine: andThen(recombine, stayHere),
      done: andThen(done, (m, d) => checkStacking(m, d, 'postExploitation')),
    },
  },
  postExploitation: {
    rule: '4.08',
    actor: (module, state) => actorOf(module, state) ?? state.activeSide,
    ask: combatAsk,
    verbs: combatVerbs('over'),
  },
  over: { rule: '8.8', actor: null, verbs: {} },
};

/** The arguments of every verb, for the command line and the schema. */
export const VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  rollWeather: {},
  rollSurprise: {},
  loseAir: { piece: 'string' },
  enter: { piece: 'string', hex: 'hex' },
  rebuild: { piece: 'string', hex: 'hex', 'reduced?': { enum: ['yes'] } },
  replaceAir: { piece: 'string', hex: 'hex' },
  breakDown: { piece: 'string', into: 'strings' },
  breakDownInPool: { piece: 'string', into: 'strings' },
  recombine: { piece: 'string' },
  move: { piece: 'string', to: 'hex', 'sm?': { enum: ['yes'] } },
  rail: { piece: 'string', to: 'hex', 'extended?': { enum: ['yes'] } },
  eliminate: { piece: 'string' },
  attack: {
    pieces: 'strings',
    hex: 'hex',
    'defenders?': 'strings',
    'leader?': 'string',
    'noArmor?': { enum: ['yes'] },
  },
  losses: { 'flip?': 'strings', 'remove?': 'strings' },
  retreat: { piece: 'string', path: 'strings' },
  advance: { pieces: 'strings' },
  exploit: { piece: 'string', to: 'hex', 'mode?': 'string' },
  overrun: { pieces: 'strings', hex: 'hex' },
  fly: { piece: 'string', mission: { enum: [...MISSIONS] }, hex: 'hex', 'bypass?': { enum: ['yes'] } },
  // §18-§20, §19.4, §23.4, §27.25 the naval verbs, played by hand in advisory and honor play (navalverbs.ts)
  ...NAVAL_VERB_ARGS,
  done: {},
};
