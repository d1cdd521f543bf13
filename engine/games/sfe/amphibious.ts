// Amphibious assault (§19.4) and sea transport's counting (§19.33): how much of a transport's capacity a unit
// takes, the two corps a hex may be assaulted by in a segment (†§19.43: a reduced corps, a division or a brigade
// half a corps), who may assault and from what (†§19.42: same nationality, armor and motorized only from a type A
// transport, never cavalry or leaders, never in Heavy Snow or Stormy weather), the halved attack factor (§19.44;
// commandos whole, §19.46) and a plan's postponement (†§19.41a(5)). `assault {piece, hex}` records a transport's
// assault of a hex with the units aboard (navalmissions.ts carries it out); the attack is then fought as any other.

import type { UnitDef } from '../../core/module.js';
import type { Piece, Violation } from '../../core/types.js';
import { isArmorType, isLeader, isReduced, isSupplyUnit, violation, type Weather } from './state.js';

/** §19.33 the transport capacity a unit takes, in corps: a corps 1; a reduced corps, a division or a full supply unit
 *  ½; a reduced division, a brigade, a leader, an air unit or a half supply unit ¼. */
export function transportCe(def: UnitDef, p: Pick<Piece, 'steps'>): number {
  if (isSupplyUnit(def)) return def.size === 'half' || isReduced(def, p) ? 0.25 : 0.5;
  if (isLeader(def) || def.type.startsWith('air')) return 0.25;
  if (def.size === 'corps') return isReduced(def, p) ? 0.5 : 1;
  if (def.size === 'division') return isReduced(def, p) ? 0.25 : 0.5;
  return 0.25;
}

/** †§19.43 what a unit counts toward the two corps that may assault a hex: a full corps 1, anything less ½. */
export const assaultCe = (def: UnitDef, p: Pick<Piece, 'steps'>): number =>
  def.size === 'corps' && !isReduced(def, p) ? 1 : 0.5;

/** †§19.43 at most two corps may assault a hex in a player segment. */
export const ASSAULT_LIMIT = 2;

/** †§19.43 whether the units assaulting a hex this segment (those before and these) keep within two corps. */
export const withinAssaultLimit = (counts: readonly number[]): boolean =>
  counts.reduce((a, b) => a + b, 0) <= ASSAULT_LIMIT;

/** §19.46 a commando unit (flagged): any coastal hex, never halved, no capacity. */
export const isCommando = (def: UnitDef): boolean => !!def.flags?.includes('commando') || def.type === 'commando';

/** §19.44 a unit's attack factor when it assaults from the sea: halved, commandos whole (§19.46). */
export const assaultAttack = (def: UnitDef, attack: number): number => (isCommando(def) ? attack : attack / 2);

/** The facts †§19.42 asks of an assault. */
export interface AssaultCase {
  unit: UnitDef;
  transportNationality: string;
  transportType: 'A' | 'I' | undefined;
  departure: Weather;
  target: Weather;
}

/** †§19.42 the rules an assaulting unit breaks, one violation each. */
export function assaultBreaks(c: AssaultCase): Violation[] {
  const out: Violation[] = [];
  const id = c.unit.id;
  if (c.unit.type === 'cavalry' || isLeader(c.unit))
    out.push(violation('amphibious.unit', '19.42', 'Cavalry and leaders may not assault from the sea', { unit: id }));
  if (c.unit.nationality !== c.transportNationality)
    out.push(violation('amphibious.transport', '19.42', 'The transport must be of the units\u2019 nationality'));
  if (isArmorType(c.unit) && c.transportType !== 'A')
    out.push(violation('amphibious.transport', '19.42', 'Armor and motorized units assault only from type A'));
  const bad = (w: Weather) => w === 'heavy-snow' || w === 'stormy';
  if (bad(c.departure) || bad(c.target))
    out.push(violation('amphibious.weather', '19.42', 'Heavy Snow or Stormy weather prevents amphibious assaults'));
  return out;
}

/** †§19.41a(5) a planned invasion may be put off to a later turn if its area, hexes and units stay the same. */
export interface Plan {
  turn: number;
  area: readonly string[];
  hexes: readonly string[];
  units: readonly string[];
}

/** †§19.41a(5) whether `later` is `plan` postponed: a later (or the same) turn, nothing else changed. */
export function isPostponement(plan: Plan, later: Plan): boolean {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
  return (
    later.turn >= plan.turn &&
    same(plan.area, later.area) &&
    same(plan.hexes, later.hexes) &&
    same(plan.units, later.units)
  );
}
