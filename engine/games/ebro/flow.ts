// The flow of a game turn of La Batalla del Ebro in one place (I.2, the series' sequence of play). The joint phases
// open the turn (initiative, weather, terrain state: I-III; supply IV is traced whenever asked); the initiative
// holder names the first player; each side's activity phase runs its segments (VI.1-VI.5), the side not phasing
// reacting inside it after all enemy movement (VI.5.1); the joint phases close it (reorganisation, victory points,
// victory, unit reconstruction, final adjustment: VIII-XII). FLOW is the table the core's step machine runs; this is
// its summary:
//
//  step        who acts                 answers (verbs)                              rule
//  initiative  the initiative holder    rollInitiative                              III.4
//  overstack   the overstacked side     leave {piece, to}, surrender {pieces}       XI.7
//  first       the initiative holder    first {side}                                III.6
//  patrol      each side, first first   patrol {piece}, airOrders, orders, done     V.1, XII.6.1
//  reinforce   the phasing side         enter {piece, box}                          VI.1
//  engineer    the phasing side         build, repair, demolish {pieces, a, b}, done VI.2, X
//                                       dismantle {pieces, a, b, at?}                X.II.7
//  prepare     the phasing side         recon, fire, shell, bomb, strafe, flood,    VI.3, XII.6.2, XIV, XV, XII,
//                                       done                                        XX.1.4
//  move        the phasing side         move {piece, to, mode?}, rebase, done       VI.4, IX, XII.3
//                                       carry {hex, to}                              X.II.7
//                                       keep, recall {withdrawal}                    XX.1.10
//  react       the side not phasing     react {pieces, hex}, done                   VI.5.1, XVI.6
//  combat      the phasing side         attack {pieces, hex}, done                  VI.5.4, XVI
//  retreat     the retreating side      retreat {hex}                               XVI.7
//  advance     the attacker             advance {pieces}, stay                      XVI.10
//  breakthrough the phasing side        exploit {piece, to}, attack, done            XVI.9
//  rebuild     each side, first first   rebuild {piece, box}, done                  XI, XIX.2.5, VII.5
//  panic       the fleeing stack's side retreat {hex}                               XX.2.5 (optional)
//  over        nobody                   —                                           XVII.6
//
// Procedures never come back here: each verb answers where it stopped, and andThen below says what follows. Only
// this file sets a step.

import type { GameModule } from '../../core/module.js';
import { andThen, type GameVerb, type Procedure, type StepTable } from '../../core/steps.js';
import type { Action, GameState } from '../../core/types.js';
import { act } from '../../core/kit.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { emit, roll, type Draft } from '../../systems/draft.js';
import { surpriseMoveCap } from '../ourwar/movement.js';
import { enemyOf, type Side } from '../ourwar/state.js';
import { dueUnits, enter } from './arrive.js';
import { type BattleStop, advance, attack, react, retreat, reactorsExist, stay } from './battle.js';
import { fire } from './prepare.js';
import { flood } from './flood.js';
import { breakthroughDue, endBreakthrough, exploit } from './breakthrough.js';
import { orders } from './firesupport.js';
import { shell } from './shell.js';
import { AIR_VERB_ARGS, airStep, bomb, patrol, rebase, strafe } from './air.js';
import { airOrders } from './airorders.js';
import { recon } from './recon.js';
import { clearRecon } from '../ourwar/airrecon.js';
import { airVarsOf } from '../ourwar/airstate.js';
import { firstOverstack, leave, overstackSide, surrender } from './overstack.js';
import { endMovement, move } from './moves.js';
import { endCombat } from './combatend.js';
import { build, demolish, repair } from './works.js';
import { carry, dismantle, noteCarriers } from './dismantle.js';
import { type EbroVars, varsOf } from './state.js';
import { chooseFirst, closeTurn, endTurn, openTurn, rollInitiative } from './turn.js';
import { recordLosses } from './fallen.js';
import { settleBridgeheads } from './bridgehead.js';
import { endRebuilding, openReconstruction, rebuild, rebuildSide, rejoin } from './rebuild.js';
import { withdraw } from './withdraw.js';
import { keep, recall } from './additional.js';
import { beginPanic, flee, panicSide } from './panic.js';

/** Where the flow stands: what the game waits for (the table above). */
export type Step =
  | 'initiative'
  | 'overstack'
  | 'first'
  | 'patrol'
  | 'reinforce'
  | 'engineer'
  | 'prepare'
  | 'move'
  | 'react'
  | 'combat'
  | 'retreat'
  | 'advance'
  | 'breakthrough'
  | 'rebuild'
  | 'panic'
  | 'over';

type D = Draft<EbroVars>;

/** The flow waits in `step` (the state's phase names it too, for the page and the log). */
function to(d: D, step: Step): void {
  d.vars.step = step;
  d.state.phase = step;
}

/** The segment's end: the phasing side declares it has done (no effect but the flow's). */
const done: Procedure<D, null> = {
  check: () => [],
  apply: () => null,
  list: () => [act('done', {})],
};

/** I.2 the side phasing now: the first player in the first activity phase, the other in the second. */
const phasingOf = (v: EbroVars): Side => (v.phase === 1 ? v.first! : enemyOf(v.first!));

/** III after the initiative roll (and the weather and terrain state it brings): XI.7 a storm may overstack hexes,
 *  which their owners resolve first; then the holder names the first player. */
function afterInitiative(module: GameModule, d: D): void {
  to(d, firstOverstack(module, d.state) ? 'overstack' : 'first');
}

/** XI.7 an overstacked hex resolved a unit at a time, until none is over its limit. */
function afterOverstack(module: GameModule, d: D): void {
  if (!firstOverstack(module, d.state)) to(d, 'first');
}

/** III.6 the first player named: V.1 each side, the first player first, assigns its air patrols; then the first
 *  player's activity phase begins (VI). */
function afterFirst(module: GameModule, d: D): void {
  d.vars.phase = 1;
  patrolsOf(module, d, d.vars.first!);
}

/** V.1 `side` assigns its patrols (skipped when it has no fighter that may patrol), then the other side. */
function patrolsOf(module: GameModule, d: D, side: Side): void {
  for (const s of side === d.vars.first ? [side, enemyOf(side)] : [side]) {
    if (airStep(module, d.state, s, 'patrol')) {
      d.state.activeSide = s;
      return to(d, 'patrol');
    }
  }
  beginPhase(module, d);
}

/** V.1 a side's patrols assigned: the other side's, or the first player's activity phase. */
function afterPatrols(module: GameModule, d: D): void {
  if (d.state.activeSide === d.vars.first) patrolsOf(module, d, enemyOf(d.vars.first));
  else beginPhase(module, d);
}

/** VI the phasing side's activity phase begins with its reinforcements (VI.1). */
function beginPhase(module: GameModule, d: D): void {
  const side = phasingOf(d.vars);
  d.state.activeSide = side;
  d.vars.entered = [];
  d.vars.arriving = dueUnits(d.state, side);
  emit(d, { type: 'phase', side, phase: d.vars.phase });
  if (d.vars.arriving.length > 0) to(d, 'reinforce');
  else afterReinforce(module, d);
}

/** VI.1 a unit entered: the segment ends once every due unit is in. */
function afterEnter(module: GameModule, d: D): void {
  if (d.vars.arriving.length === 0) afterReinforce(module, d);
}

/** VI.2 the engineer segment. */
function afterReinforce(_module: GameModule, d: D): void {
  to(d, 'engineer');
}

/** An engineering task done: the segment goes on until the side declares it has done. */
const stayHere = (): void => {};

/** VI.3 the combat preparation segment. */
function afterEngineer(_module: GameModule, d: D): void {
  to(d, 'prepare');
}

/** VI.4 the movement segment (XVI.14: the side surprised rolls how many units it may move). */
function afterPrepare(module: GameModule, d: D): void {
  const side = d.state.activeSide as Side;
  const cap = surpriseMoveCap({ state: d.state }, side, 'ground');
  const airCap = surpriseMoveCap({ state: d.state }, side, 'air');
  airVarsOf(d.vars).cap = airCap
    ? roll(d, airCap.dice, 'surprise air movement', side, 'XVI.14').reduce((a, b) => a + b, 0) + airCap.plus
    : null;
  d.vars.moveCap = null;
  if (cap) {
    const total = roll(d, cap.dice, 'surprise movement', side, 'XVI.14').reduce((a, b) => a + b, 0) + cap.plus;
    d.vars.moveCap = total;
    emit(d, { type: 'moveCap', side, cap: total, turn: d.vars.surprise!.turn });
  }
  // X.II.7 the crossing counters dismantled this turn go with the units standing with them now
  noteCarriers(module, d, side);
  to(d, 'move');
}

/** VI.5.1 after all movement: the side not phasing may react (not at night, II.4), else the combat segment. */
function afterMove(module: GameModule, d: D): void {
  if (reactorsExist(module, d.state)) to(d, 'react');
  else to(d, 'combat');
}

/** XVI a combat stopped: for a retreat choice or an advance, or it is over and the segment goes on. */
function afterBattle(module: GameModule, d: D, _action: Action, stop: BattleStop): void {
  if (stop === 'retreat') return to(d, 'retreat');
  if (stop === 'advance') return to(d, 'advance');
  const b = d.vars.battle;
  to(d, b?.breakthrough ? 'breakthrough' : b?.reaction || d.vars.step === 'react' ? 'react' : 'combat');
  d.vars.battle = null;
  if (d.vars.step === 'react' && !reactorsExist(module, d.state)) to(d, 'combat');
}

/** XVI.6 the reactions are over: the phasing side's combat segment. */
function afterReactions(_module: GameModule, d: D): void {
  to(d, 'combat');
}

/** VI.5.4(d) the phasing side's combats are over: its units marked for breakthrough move and attack again
 *  (XVI.9), else its phase ends. */
function afterCombat(module: GameModule, d: D): void {
  if (breakthroughDue(d.state, d.state.activeSide)) return to(d, 'breakthrough');
  endPhase(module, d);
}

/** VI the phasing side's phase is over: the second player's phase, or the end of the turn (VIII-X), then the
 *  unit reconstruction phase (XI). */
function endPhase(module: GameModule, d: D): void {
  // XII.6.2 the phasing side's reconnaissance point markers still unused are lost
  clearRecon(d.vars, phasingOf(d.vars));
  if (d.vars.phase === 1) {
    d.vars.phase = 2;
    beginPhase(module, d);
    return;
  }
  if (closeTurn(module, d) === 'over') return to(d, 'over');
  openReconstruction(module, d);
  afterRebuild(module, d);
}

/** XI each side in turn (the first player first) rebuilds while it has something to rebuild; then the final
 *  adjustment (XII) and the next turn. */
function afterRebuild(module: GameModule, d: D): void {
  const side = rebuildSide(module, d.state);
  if (side) {
    d.state.activeSide = side;
    return to(d, 'rebuild');
  }
  // XX.2.5 optional panic at the turn's end: the owners choose their stacks' ways
  if (beginPanic(module, d)) return to(d, 'panic');
  nextTurn(module, d);
}

/** XX.2.5 a stack fled a hex: the next choice, or the turn's end. */
function afterPanic(module: GameModule, d: D, _action: Action, waiting: boolean): void {
  if (!waiting) nextTurn(module, d);
}

/** XII the final adjustment, then the next turn. */
function nextTurn(module: GameModule, d: D): void {
  endTurn(module, d);
  openTurn(module, d);
  to(d, 'initiative');
}

/** A battle's verb followed by the flow (its stop says where it stopped). */
const fought = (verb: Procedure<D, BattleStop>): GameVerb<D> => andThen(verb, afterBattle);

/** The actor of a battle's choices: the side retreating, or the attacker advancing. */
const battleActor = (_module: GameModule, state: GameState): Side => {
  const b = varsOf(state).battle;
  if (!b) return state.activeSide as Side;
  return varsOf(state).step === 'retreat' ? enemyOf(b.attacker) : b.attacker;
};

/** La Batalla del Ebro's flow: one step for every value of Step. */
export const FLOW: StepTable<Step, D> = {
  initiative: {
    rule: 'III.4',
    ask: () => ({ verb: 'rollInitiative', message: 'Both sides roll two dice for the initiative' }),
    verbs: { rollInitiative: andThen(rollInitiative, afterInitiative) },
  },
  overstack: {
    rule: 'XI.7',
    actor: overstackSide,
    ask: () => ({
      verb: 'leave',
      verbs: ['surrender'],
      message: 'A hex is over its stacking limit: move units out (those left are disorganised) or surrender them',
    }),
    verbs: { leave: andThen(leave, afterOverstack), surrender: andThen(surrender, afterOverstack) },
  },
  first: {
    rule: 'III.6',
    ask: () => ({ verb: 'first', message: 'Choose the side that plays first this turn' }),
    verbs: { first: andThen(chooseFirst, afterFirst) },
  },
  patrol: {
    rule: 'V.1',
    ask: () => ({
      verb: 'patrol',
      verbs: ['airOrders', 'orders', 'done'],
      message: 'Assign your fighters’ air patrols',
    }),
    verbs: {
      patrol: andThen(patrol, stayHere),
      airOrders: andThen(airOrders, stayHere),
      orders: andThen(orders, stayHere),
      done: andThen(done, afterPatrols),
    },
  },
  reinforce: {
    rule: 'VI.1',
    ask: () => ({ verb: 'enter', message: 'Bring your reinforcements into an interior box' }),
    verbs: { enter: andThen(enter, afterEnter) },
  },
  engineer: {
    rule: 'VI.2',
    ask: () => ({
      verb: 'build',
      verbs: ['repair', 'demolish', 'dismantle', 'done'],
      message: 'Engineers: build, repair or demolish, or go on',
    }),
    verbs: {
      build: andThen(build, stayHere),
      repair: andThen(repair, stayHere),
      demolish: andThen(demolish, stayHere),
      dismantle: andThen(dismantle, stayHere),
      done: andThen(done, afterEngineer),
    },
  },
  prepare: {
    rule: 'VI.3',
    ask: () => ({ verb: 'fire', verbs: ['flood', 'done'], message: 'Fire against enemy units, or go on to movement' }),
    verbs: {
      recon: andThen(recon, stayHere),
      fire: andThen(fire, stayHere),
      shell: andThen(shell, stayHere),
      bomb: andThen(bomb, stayHere),
      strafe: andThen(strafe, stayHere),
      flood: andThen(flood, stayHere),
      done: andThen(done, afterPrepare),
    },
  },
  move: {
    rule: 'VI.4',
    ask: () => ({ verb: 'move', verbs: ['done'], message: 'Move your units, then end the movement segment' }),
    verbs: {
      move: andThen(move, stayHere),
      rebase: andThen(rebase, stayHere),
      carry: andThen(carry, stayHere),
      keep: andThen(keep, stayHere),
      recall: andThen(recall, stayHere),
      done: andThen(endMovement, afterMove),
    },
  },
  react: {
    rule: 'VI.5.1',
    actor: (_module, state) => enemyOf(state.activeSide),
    ask: () => ({
      verb: 'react',
      verbs: ['done'],
      message: 'Reaction attacks: move a unit next to the enemy and assault',
    }),
    verbs: { react: fought(react), done: andThen(done, afterReactions) },
  },
  combat: {
    rule: 'VI.5.4',
    ask: () => ({ verb: 'attack', verbs: ['done'], message: 'Attack or assault adjacent enemy units, then end' }),
    verbs: { attack: fought(attack), done: andThen(endCombat, afterCombat) },
  },
  retreat: {
    rule: 'XVI.7',
    actor: battleActor,
    ask: () => ({ verb: 'retreat', message: 'Choose the hex your units retreat to' }),
    verbs: { retreat: fought(retreat) },
  },
  advance: {
    rule: 'XVI.10',
    actor: battleActor,
    ask: () => ({ verb: 'advance', verbs: ['stay'], message: 'Advance into the hex the enemy left, or stay' }),
    verbs: { advance: fought(advance), stay: fought(stay) },
  },
  breakthrough: {
    rule: 'XVI.9',
    ask: () => ({
      verb: 'exploit',
      verbs: ['attack', 'done'],
      message: 'Breakthrough: move the marked units again and attack',
    }),
    verbs: { exploit: andThen(exploit, stayHere), attack: fought(attack), done: andThen(endBreakthrough, endPhase) },
  },
  rebuild: {
    rule: 'XI',
    ask: () => ({
      verb: 'rebuild',
      verbs: ['done'],
      message: 'Rebuild one unit for every three of a type destroyed this turn, or reconstitute an HQ',
    }),
    verbs: { rebuild: andThen(rebuild, afterRebuild), done: andThen(endRebuilding, afterRebuild) },
  },
  panic: {
    rule: 'XX.2.5',
    actor: panicSide,
    ask: () => ({ verb: 'retreat', message: 'Panic: choose the hex your disorganised units retreat to' }),
    verbs: { retreat: andThen(flee, afterPanic) },
  },
  over: { rule: 'XVII.6', actor: null, verbs: {} },
};

/** The verbs' arguments, checked by the core before the rules see an action (engine/core/verb-args.ts). */
export const VERB_ARGS: Readonly<Record<string, VerbArgs>> = {
  rollInitiative: {},
  leave: { piece: 'string', to: 'hex' },
  surrender: { pieces: 'strings' },
  first: { side: { enum: ['nationalist', 'republican'] } },
  enter: { piece: 'string', box: 'string' },
  build: { pieces: 'strings', kind: 'string', a: 'hex', b: 'hex' },
  repair: { pieces: 'strings', a: 'hex', b: 'hex' },
  demolish: { pieces: 'strings', a: 'hex', b: 'hex' },
  dismantle: { pieces: 'strings', a: 'hex', b: 'hex', 'at?': 'hex' },
  carry: { hex: 'hex', to: 'hex' },
  fire: { pieces: 'strings', hex: 'hex', 'hq?': 'string', 'observer?': 'string', 'air?': 'strings' },
  flood: {},
  recon: { piece: 'string', hexes: 'strings' },
  move: { piece: 'string', to: 'location', 'mode?': { enum: ['natural', 'road', 'rail', 'pool'] }, 'with?': 'strings' },
  react: { pieces: 'strings', hex: 'hex' },
  attack: { pieces: 'strings', hex: 'hex', 'hq?': 'string', 'support?': 'strings', 'air?': 'strings' },
  retreat: { hex: 'hex' },
  advance: { pieces: 'strings' },
  stay: {},
  shell: {
    pieces: 'strings',
    a: 'hex',
    'b?': 'hex',
    'kind?': { enum: ['fort', 'trench', 'built-up', 'road'] },
    'intensive?': { enum: ['yes', 'no'] },
    'hq?': 'string',
    'observer?': 'string',
    'air?': 'strings',
  },
  exploit: { piece: 'string', to: 'location' },
  orders: { hq: { enum: ['on', 'off'] }, fire: { enum: ['on', 'off'] } },
  rebuild: { piece: 'string', box: 'string' },
  keep: { withdrawal: 'string' },
  recall: { withdrawal: 'string' },
  done: {},
  ...AIR_VERB_ARGS,
};

/**
 * After every game verb: the units it eliminated or captured go on the register of losses (fallen.ts), withdrawing
 * units that reached their box are withdrawn (XX.1.5), a reconstituted HQ near its units rejoins (VII.5); then the
 * state it built leaves as a new object. The rules memoise supply, zones of control and
 * reach per state object (ourwar/supply.ts, zoc.ts, supplied.ts), and a verb may have asked about its draft before
 * changing it: the position it hands on must not find those answers.
 */
export function settle(module: GameModule, d: D): void {
  settleBridgeheads(module, d); // XX.2.3 (optional)
  recordLosses(module, d);
  withdraw(module, d);
  rejoin(module, d);
  d.state = { ...d.state };
}
