// XII.8 air ground support in La Batalla del Ebro's ground combat: aircraft add their ground attack factors to the
// assault, attack or defence of friendly units, at most half the friendly total (XII.7, XIV.11: combat.ts caps it,
// with fire support under the supportSumCap option). An attack may name its aircraft (`air`); otherwise, and for the
// defence, a side lends its aircraft by standing order (airOrders groundSupport: off until turned on, since the
// aircraft lending it are spent for the turn), the strongest first until they match its units' own total (more would
// be capped away). Each side's supporting aircraft fly to the
// combat's hex before it is resolved, where the enemy may intercept them and fire AA (XII.6.8, XIII, through
// air.ts's fly); those still flying support, and all go home activated. Reaction attackers get none (XVI.6), nor do
// disorganised units (XIV.11); the units fighting the combat fire no AA at it ({source:'reconstructed'}: they are
// busy fighting it, and a loss to their own AA fire would change a combat already ordered).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, Violation } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { mayFlyTogether, missionFlyers, missionTotal } from '../ourwar/airmission.js';
import { landRaid, raidLog } from '../ourwar/airraid.js';
import { airOf } from '../ourwar/airstate.js';
import { enemyOf, marksOf, type Side } from '../ourwar/state.js';
import { factorsOf } from '../ourwar/units.js';
import { type GroundCombat, sideTotal } from '../ourwar/combat.js';
import { piecesOf } from '../ourwar/losses.js';
import { fly } from './air.js';
import { type EbroVars, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { defendersIn } from './support.js';

type D = Draft<EbroVars>;

/** What a combat's air ground support needs to know of its order. */
export interface AirOrder {
  attackers: string[];
  hex: string;
  reaction: boolean;
  support: string[];
  /** XII.8 the attacker's aircraft named on the attack, or once they have flown (else its standing order's). */
  air?: string[];
  /** XII.8 the defender's aircraft once they have flown (before, its standing order picks them). */
  defenceAir?: string[];
}

/** XII.8 why the aircraft named may not support an attack ([] when they may, or when none is named). */
export function airSupportProblems(module: GameModule, state: GameState, side: string, ids: string[]): Violation[] {
  if (ids.length === 0) return [];
  const ok = mayFlyTogether(module, state, side, ids, [], supplied(module, state));
  if (!ok.ok) return [violation('air.unit', ok.rule, ok.why, ok.piece ? { piece: ok.piece } : undefined)];
  const idle = ids.find((id) => factorsOf(module, state.pieces.find((p) => p.id === id)!).groundAttack <= 0);
  if (idle !== undefined)
    return [violation('air.unit', 'XII.8', `${idle} has no ground attack factor`, { piece: idle })];
  return [];
}

/** XII.8 the ground support factors of aircraft (night and boxes cut them: airmission.ts). */
export const airPower = (module: GameModule, state: GameState, ids: readonly string[]): number =>
  ids.length === 0 ? 0 : missionTotal(module, state, ids, 'groundAttack').value;

/** XII.8, XIV.11 the aircraft a side lends its units in a combat by its standing order, the strongest first until
 *  their factors reach `own` (the units' own total: more would be capped away); none to disorganised units. */
export function standingAir(module: GameModule, state: GameState, units: readonly Piece[], own: number): string[] {
  const side = units[0]?.side;
  if (!side || !(airOf(state).groundSupport ?? []).includes(side as Side)) return [];
  if (units.every((p) => marksOf(varsOf(state), p.id).dso)) return [];
  const factor = (id: string) => factorsOf(module, state.pieces.find((p) => p.id === id)!).groundAttack;
  const able = missionFlyers(module, state, side, 'groundAttack', supplied(module, state)).sort(
    (a, b) => factor(b) - factor(a),
  );
  const out: string[] = [];
  for (const id of able) {
    if (airPower(module, state, out) >= own) break;
    out.push(id);
  }
  return out;
}

/**
 * XII.8 both sides' air ground support of a combat (`c`, its setting without support): the attacker's aircraft
 * named on the attack, else those its standing order lends (none to reactors, XVI.6), and the defender's by its
 * standing order; their factors, and the aircraft lending them.
 */
export function airSupportOf(module: GameModule, state: GameState, o: AirOrder, c: GroundCombat) {
  const bare: GroundCombat = { ...c, fireSupport: undefined, airSupport: undefined };
  const units = (ids: readonly string[]) => piecesOf(state, ids);
  const air = o.reaction
    ? []
    : (o.air ?? standingAir(module, state, units(c.attackers), sideTotal(bare, 'attacker').value));
  const defence = o.defenceAir ?? standingAir(module, state, units(c.defenders), sideTotal(bare, 'defender').value);
  return { attacker: airPower(module, state, air), defender: airPower(module, state, defence), air, defence };
}

/**
 * XII.8, XII.6.8, XIII the supporting aircraft of both sides (the defender's as picked, `defenceAir`) fly to the
 * combat's hex, the attacker's first: the enemy may intercept them and fire AA; the order comes back with the
 * aircraft still flying, and the raids' log.
 */
export function flyAirSupport<O extends AirOrder>(module: GameModule, d: D, o: O) {
  const side = d.state.pieces.find((p) => p.id === o.attackers[0])?.side as Side;
  const defenders = defendersIn(module, d.state, side, o.hex).map((p) => p.id);
  const engaged = [...o.attackers, ...o.support, ...defenders];
  const raids = [];
  const flights: [Side, string[]][] = [
    [side, o.reaction ? [] : (o.air ?? [])],
    [enemyOf(side), o.defenceAir ?? []],
  ];
  const flying: string[][] = [];
  for (const [who, planes] of flights) {
    if (planes.length === 0) {
      flying.push([]);
      continue;
    }
    const out = fly(module, d, who, planes, [], o.hex, true, engaged);
    landRaid(d, planes);
    flying.push(out.flying);
    raids.push({ side: who, ...raidLog(out) });
  }
  return { order: { ...o, air: flying[0]!, defenceAir: flying[1]! }, raids };
}
