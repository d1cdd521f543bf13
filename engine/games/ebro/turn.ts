// The joint phases that open and close a game turn (I.2): initiative (III) with the weather (IV) and the terrain
// state (V) it brings, the first player's choice (III.6); then, after both activity phases, reorganisation (VIII),
// victory points (IX), victory on the last turn (X), the prisoner exchange after the unit reconstruction phase (XI,
// rebuild.ts) and the final adjustment (XII) that clears the turn's markers and moves the turn record on, where
// withdrawals due begin (XX.1.5).

import { needs, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { type Draft, emit, moveTo, roll } from '../../systems/draft.js';
import { canStack } from '../ourwar/stacking.js';
import { clearPatrols } from '../ourwar/airstate.js';
import {
  holderOf,
  initiativeSteps,
  nextTerrainState,
  resolveInitiative,
  terrainTrack,
  weatherFor,
} from '../ourwar/initiative.js';
import { enemyOf, isSide, markOf, NAT, REP, type Side, type TerrainState } from '../ourwar/state.js';
import { optionsOf } from './options.js';
import { ebroScenario, trackTurn } from './scenario.js';
import { type EbroVars, hexOf, violation } from './state.js';
import { turnVp, victoryOf } from './vp.js';
import { automaticVictory, scenarioVp } from './victory.js';
import { reorganise } from './reorganise.js';
import { progressWorks } from './works.js';
import { exchangePrisoners } from './prisoners.js';
import { beginWithdrawals, lateWithdrawals } from './withdraw.js';

type D = Draft<EbroVars>;

/** V the state of the ground on a square of the terrain-state track. */
export function terrainStateAt(module: GameModule, pos: number): TerrainState {
  const { states } = terrainTrack(module);
  return states[Math.max(0, Math.min(states.length - 1, pos))]!;
}

/** III.4-5 both sides roll two dice; the higher total moves the marker a step toward its side, then surprise, the
 *  scenario and the current VP marker (III.4.2-4, in the listed order unless option A3 nets them); IV, V the
 *  weather and the ground follow. */
export const rollInitiative: Procedure<D, null> = {
  check: () => [],
  apply(module, d) {
    const v = d.vars;
    const nat = roll(d, 2, 'initiative', NAT, 'III.4.1').reduce((a, b) => a + b, 0);
    const rep = roll(d, 2, 'initiative', REP, 'III.4.1').reduce((a, b) => a + b, 0);
    const input = {
      dice: { [NAT]: nat, [REP]: rep } as Record<Side, number>,
      surprise: v.surprise,
      cvp: v.cvp,
      net: optionsOf(d.state).initiativeOrder === 'net',
    };
    const from = v.initiative;
    const steps = initiativeSteps(input);
    const { idx, holder } = resolveInitiative(from, input);
    v.initiative = idx;
    emit(d, { type: 'initiative', nat, rep, from, to: idx, holder, steps: steps.map((s) => ({ ...s })) });
    weatherAndGround(module, d);
    d.state.activeSide = holder;
    return null;
  },
  list: () => [{ verb: 'rollInitiative', args: {} }],
};

/** IV, V two dice plus the turn record's modifier on the weather table; the terrain-state marker moves by the
 *  weather's amount and the turn's modifier, kept on the track. */
function weatherAndGround(module: GameModule, d: D): void {
  const t = trackTurn(module, d.state.scenarioId, d.state.turn);
  const dice = roll(d, 2, 'weather', d.state.activeSide, 'IV').reduce((a, b) => a + b, 0);
  const weather = weatherFor(module, dice, t.weatherDrm);
  const ground = nextTerrainState(module, d.vars.terrainPos, weather, t.terrainDrm);
  d.vars.weather = weather;
  d.vars.terrainPos = ground.pos;
  d.vars.terrainState = ground.state;
  emit(d, { type: 'weather', roll: dice, drm: t.weatherDrm, weather, terrain: ground.state, pos: ground.pos });
}

/** III.6 the initiative holder names the first player: either side. */
export const chooseFirst: Procedure<D, null> = {
  check: (_module, _state, action) =>
    needs(isSide(action.args.side), () =>
      violation('firstSide', 'III.6', 'The first player is one of the two sides', { side: String(action.args.side) }),
    ),
  apply(module, d, action) {
    const refused = chooseFirst.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const side = str(action.args.side) as Side;
    d.vars.first = side;
    // XVII.2 the current-turn VP marker starts at 0 on the first player's side.
    d.vars.cvp = { side, value: 0 };
    emit(d, { type: 'first', side, by: action.side });
    return null;
  },
  list: () => [NAT, REP].map((side) => ({ verb: 'first', args: { side } })),
};

/** VIII-X the turn's end: reorganisation, victory points (XX.1.5 with the late withdrawals' CVP), victory on the
 *  last turn. Answers 'over' when the game ended; else the unit reconstruction phase (XI, rebuild.ts) follows. */
export function closeTurn(module: GameModule, d: D): 'over' | 'on' {
  reorganise(module, d);
  lateWithdrawals(module, d);
  turnVp(d);
  const sudden = automaticVictory(module, d);
  if (sudden) {
    d.vars.result = { winner: sudden, rule: 'XVII.8', reason: 'automatic' };
    emit(d, { type: 'over', winner: sudden, level: 'automatic', avp: { ...d.vars.avp } });
    return 'over';
  }
  const last = ebroScenario(module, d.state.scenarioId).track.at(-1)!.turn;
  if (d.state.turn >= last) {
    scenarioVp(module, d);
    const { winner, level } = victoryOf(d.vars.avp);
    d.vars.result = { winner, rule: 'XVII.7', reason: level };
    emit(d, { type: 'over', winner, level, avp: { ...d.vars.avp } });
    return 'over';
  }
  return 'on';
}

/** XI-XII after the unit reconstruction phase: the prisoner exchange (XX.2.7, optional), then the final adjustment. */
export function endTurn(module: GameModule, d: D): void {
  delete d.vars.rebuilding;
  exchangePrisoners(module, d);
  finalAdjustment(module, d);
}

/** XII the markers that last a turn come off (activation, fire, redeployment, reactions...); disorganisation and
 *  fanatics stay; crossings carry again; works under way progress (X.I.2). */
function finalAdjustment(module: GameModule, d: D): void {
  for (const [id, m] of Object.entries(d.vars.marks)) {
    const keep = { dso: m.dso, fanAtt: m.fanAtt, fanDef: m.fanDef };
    const left = Object.fromEntries(Object.entries(keep).filter(([, x]) => x));
    if (Object.keys(left).length > 0) d.vars.marks[id] = left;
    else delete d.vars.marks[id];
  }
  for (const c of Object.values(d.vars.crossings)) delete c.used;
  // XX.1.4 the river falls back a turn at a time
  if (d.vars.flood) d.vars.flood -= 1;
  returnBoats(module, d);
  clearPatrols(d.vars);
  d.vars.lost = { [NAT]: { units: 0, levels: 0 }, [REP]: { units: 0, levels: 0 } } as EbroVars['lost'];
  progressWorks(module, d);
}

/** IX.2.7 boats that crossed go back to the bank they came from at the turn's end, when no enemy holds it and it
 *  has room (the owner's standing choice: they keep ferrying); else they stay where they are. */
function returnBoats(module: GameModule, d: D): void {
  for (const [id, from] of Object.entries(d.vars.boatsFrom)) {
    const boat = d.state.pieces.find((p) => p.id === id);
    if (!boat || boat.at.kind !== 'hex') continue;
    const enemy = d.state.pieces.some((p) => p.kind === 'unit' && p.side !== boat.side && hexOf(p) === from);
    if (!enemy && canStack(module, d.state, [boat], from)) {
      moveTo(d, id, { kind: 'hex', hex: from });
      emit(d, { type: 'boatsBack', side: boat.side, piece: id, to: from });
    }
  }
  d.vars.boatsFrom = {};
}

/** II.3 the next turn of the record: its day or night, the surprise turn, the initiative holder to roll. */
export function openTurn(module: GameModule, d: D): void {
  d.state.turn += 1;
  d.vars.part = trackTurn(module, d.state.scenarioId, d.state.turn).part;
  d.vars.first = null;
  d.vars.phase = 1;
  const s = d.vars.surprise;
  const turns = ebroScenario(module, d.state.scenarioId).surprise?.turns ?? 4;
  d.vars.surprise = s && s.turn < turns ? { side: s.side, turn: s.turn + 1 } : null;
  d.state.activeSide = holderOf(d.vars.initiative);
  emit(d, { type: 'turn', turn: d.state.turn, part: d.vars.part, other: enemyOf(d.state.activeSide) });
  // VII.5 a reconstituted HQ that has not rejoined its units may only redeploy: it stays flipped
  for (const id of d.vars.rejoining ?? []) markOf(d.vars, id).spent = true;
  beginWithdrawals(module, d);
}
