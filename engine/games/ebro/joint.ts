// VI.3.2c, VI.3.3c joint preparation in La Batalla del Ebro: ground fire with aircraft in one attack. Against a
// structure the aircraft add their bombardment factors to destruction fire (XII.6.5: "may be combined in a single
// attack"; shell.ts), against units their ground attack factors to fire (XII.6.6, XIV.8; prepare.ts); "in such a
// combined attack the total bombardment [ground attack] factor may never make up more than half of the total attack
// strength" (ourwar/fire.ts fireTotal and ourwar/structures.ts structureTotal cap the air share at the ground
// fire's). The aircraft fly the mission as a bombardment or a ground attack does (air.ts fly: interception, air
// combat, AA fire over the target), those still flying add their factors (night and boxes cut them, XII.9), and all
// go home activated (XII.6.5-6). Only aircraft with the factor the target needs may join.

import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, LegalAction, Violation } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { mayFlyTogether, missionFlyers, missionTotal } from '../ourwar/airmission.js';
import { landRaid, raidLog } from '../ourwar/airraid.js';
import type { Side } from '../ourwar/state.js';
import { factorsOf } from '../ourwar/units.js';
import { fly } from './air.js';
import { type EbroVars, violation } from './state.js';
import { supplied } from './supplied.js';

/** XII.6.5 bombardment joins destruction fire; XII.6.6 ground attack joins fire against units. */
export type JointFactor = 'bombard' | 'groundAttack';

/** XII.6.5-6 why the aircraft named may not join a ground fire ([] when they may, or when none is named). */
export function jointProblems(
  module: GameModule,
  state: GameState,
  side: string,
  ids: readonly string[],
  factor: JointFactor,
): Violation[] {
  if (ids.length === 0) return [];
  const ok = mayFlyTogether(module, state, side, ids, [], supplied(module, state));
  if (!ok.ok) return [violation('air.unit', ok.rule, ok.why, ok.piece ? { piece: ok.piece } : undefined)];
  const rule = factor === 'bombard' ? 'XII.6.5' : 'XII.6.6';
  const idle = ids.find((id) => factorsOf(module, state.pieces.find((p) => p.id === id)!)[factor] <= 0);
  const what = factor === 'bombard' ? 'bombardment' : 'ground attack';
  return idle === undefined ? [] : [violation('air.unit', rule, `${idle} has no ${what} factor`, { piece: idle })];
}

/** XII.6.5-6 the factors aircraft add (night ½ up but for night specialists, boxes ½ or ¼: airmission.ts). */
export const jointFactors = (module: GameModule, state: GameState, ids: readonly string[], factor: JointFactor) =>
  ids.length === 0 ? 0 : missionTotal(module, state, ids, factor).value;

/**
 * XII.6.5-6, XII.6.8, XIII the joining aircraft fly to the target hex (the enemy may intercept them and fire AA) and
 * go home activated; the aircraft still flying over the target, and the raid for the log (null when none flew).
 */
export function flyJoint(
  module: GameModule,
  d: Draft<EbroVars>,
  side: Side,
  ids: readonly string[],
  hex: string,
): { flying: string[]; raid: JsonObject | null } {
  if (ids.length === 0) return { flying: [], raid: null };
  const out = fly(module, d, side, [...ids], [], hex);
  landRaid(d, ids);
  return { flying: out.flying, raid: raidLog(out) };
}

/**
 * VI.3.2c, VI.3.3c the joint variants offered of a side's ground fire: the first listed fire at a target, with each
 * aircraft able to join it alone (`ok` checks each variant).
 */
export function jointVariants(
  module: GameModule,
  state: GameState,
  side: string,
  fires: readonly LegalAction[],
  factor: JointFactor,
  ok: (args: JsonObject) => boolean,
): LegalAction[] {
  const first = fires[0];
  if (!first) return [];
  const flyers = missionFlyers(module, state, side, factor, supplied(module, state));
  return flyers.map((id) => ({ ...first, args: { ...first.args, air: [id] } })).filter((a) => ok(a.args as JsonObject));
}
