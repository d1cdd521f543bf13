// The Struggle for Europe's scripted player on the move: in the Movement and Exploitation Phases each unit moves
// once, by ground or rail, toward the city it makes for (policy-map.ts goalOf). The Axis sends its panzers first,
// its infantry after them and rails what stands far from the front; the Soviet player keeps the units that face the
// enemy where they stand (the line) and those in a city it needs, and sends the others to fill the most threatened
// cities, by rail when they are far. Reinforcements and rebuilt units are placed nearest the goals the same way.

import type { LegalAction } from '../../core/types.js';
import type { Decision } from '../../ai/bot.js';
import { best, take } from '../../ai/policykit.js';
import {
  destOf,
  enemyDistance,
  goalOf,
  inContact,
  inSupply,
  isArmor,
  ownCities,
  pieceOf,
  type Reading,
  threatOf,
  worthOf,
} from './policy-map.js';
import { STACK_LIMIT } from './stacking.js';
import { AXIS } from './state.js';
import { isRailHex } from './terrain.js';
import type { VictoryCity } from './victory.js';

/** The least gain (hexes nearer the goal) worth a move, and the distance from the enemy beyond which a unit rails. */
const MIN_GAIN = 1;
const RAIL_BEYOND = 6;
/** The most units the Soviet player moves in a phase: his line stands, only reserves move (a limit of ours: it
 *  keeps a turn of his within minutes while the engine lists some 25,000 moves and rail moves a decision). */
const SOVIET_MOVES = 20;
/** How many hexes beyond its supply lines the Axis goes (half a railhead's advance, §8.06). */
const SUPPLY_MARGIN = 3;

/** A move's worth: hexes gained toward the unit's goal, panzers first, a city taken worth most; -1 when none. */
function moveWorth(r: Reading, a: LegalAction, goals: Map<string, VictoryCity | null>): number {
  const p = pieceOf(r, a);
  const to = destOf(a);
  if (!p || !to || p.at.kind !== 'hex' || r.vars.moved[p.id]) return -1;
  const from = p.at.hex;
  if (!goals.has(from)) goals.set(from, goalOf(r, from));
  const goal = goals.get(from);
  if (!goal) return -1;
  if (r.view.side !== AXIS && holds(r, from)) return -1;
  // §5.01 three ground units a hex: a move never overstacks (the excess would be eliminated at the phase's end)
  if ((r.mine.get(to)?.length ?? 0) >= STACK_LIMIT) return -1;
  // §23.12 never beyond the supply lines (the Axis a few hexes ahead of them: its railheads follow, §8.06)
  if (!inSupply(r, to, r.view.side === AXIS ? SUPPLY_MARGIN : 0)) return -1;
  const gain = r.graph.distance(from, goal.hex) - r.graph.distance(to, goal.hex);
  if (to === goal.hex) return 20 + goal.vp + gain;
  if (gain < MIN_GAIN) return -1;
  // The Axis's spearheads go first (their gain counts half again); a Soviet unit would rather not walk into contact.
  // §8.06 the infantry walks the rail lines the railheads must advance along.
  if (r.view.side === AXIS)
    return gain * (isArmor(r, p) ? 1.5 : 1) + (!isArmor(r, p) && isRailHex(r.module, to) ? 0.5 : 0);
  return gain - (inContact(r, to) ? 1 : 0);
}

/** A Soviet unit that keeps its place: it faces the enemy, or it is the city's garrison the city still needs. */
function holds(r: Reading, hex: string): boolean {
  if (inContact(r, hex)) return true;
  const city = r.cities.find((c) => c.hex === hex);
  return !!city && (r.mine.get(hex)?.length ?? 0) <= 2 && threatOf(r, city) > 0;
}

/** Whether a rail move is worth it: the unit stands far from the enemy (the Axis) or from its goal (Soviet). */
function railWorth(r: Reading, a: LegalAction, goals: Map<string, VictoryCity | null>): number {
  const p = pieceOf(r, a);
  if (p?.at.kind !== 'hex') return -1;
  if (enemyDistance(r, p.at.hex, RAIL_BEYOND) <= RAIL_BEYOND) return -1;
  const w = moveWorth(r, a, goals);
  return w >= 3 ? w : -1;
}

/** §7, §8, §11 the Movement or Exploitation Phase: the best move or rail move, or null when none is worth it. */
export function moveDecision(r: Reading, moves: LegalAction[], rails: LegalAction[]): Decision | null {
  if (r.view.side !== AXIS && Object.keys(r.vars.moved).length >= SOVIET_MOVES) return null;
  const goals = new Map<string, VictoryCity | null>();
  const rail = best(rails, (a) => railWorth(r, a, goals), 0);
  if (rail) return decided(r, rail, goals, 'bot.sfe.rails');
  const move = best(moves, (a) => moveWorth(r, a, goals), 0);
  if (!move) return null;
  const armor = isArmor(r, pieceOf(r, move)!);
  const id = r.view.side !== AXIS ? 'bot.sfe.reinforcesCity' : armor ? 'bot.sfe.spearhead' : 'bot.sfe.follows';
  return decided(r, move, goals, id);
}

/** A move's decision: its unit, hex and goal city in the reason. */
function decided(r: Reading, a: LegalAction, goals: Map<string, VictoryCity | null>, id: string): Decision {
  const p = pieceOf(r, a)!;
  const goal = goals.get(p.at.kind === 'hex' ? p.at.hex : '') ?? null;
  return take(r.view, a, id, { piece: p.id, hex: destOf(a) ?? '', city: goal?.name ?? '' });
}

/** The hex the side wants its new units nearest: the Axis its nearest goal, the Soviet his most threatened city. */
function placeWorth(r: Reading, hex: string): number {
  if (r.view.side === AXIS) {
    const goal = goalOf(r, hex);
    return goal ? -r.graph.distance(hex, goal.hex) : 0;
  }
  const cities = ownCities(r);
  const top = best(cities, (c) => threatOf(r, c) - r.graph.distance(hex, c.hex) / 4);
  return top ? threatOf(r, top) - r.graph.distance(hex, top.hex) / 4 : 0;
}

/** §27.1, §27.21, §27.24 the Reinforcement Phase: enter a reinforcement, rebuild the strongest unit (full when the
 *  points allow), replace an air unit, each nearest the front; null when nothing is left to do. */
export function reinforceDecision(r: Reading, enter: LegalAction[], rebuild: LegalAction[], air: LegalAction[]) {
  const place = new Map<string, number>();
  const at = (a: LegalAction) => {
    const hex = destOf(a) ?? '';
    if (!place.has(hex)) place.set(hex, placeWorth(r, hex));
    return place.get(hex)!;
  };
  const e = best(enter, at);
  if (e) return take(r.view, e, 'bot.sfe.enters', { piece: String(e.args!.piece), hex: destOf(e) ?? '' });
  const worth = (a: LegalAction) => {
    const p = pieceOf(r, a);
    return (p ? worthOf(r.module, { def: p.def, steps: 99 }) : 0) + (a.args?.reduced ? 0 : 0.5) + at(a) / 100;
  };
  const b = best(rebuild, worth);
  if (b) return take(r.view, b, 'bot.sfe.rebuilds', { piece: String(b.args!.piece), hex: destOf(b) ?? '' });
  const f = best(air, at);
  if (f) return take(r.view, f, 'bot.sfe.replacesAir', { piece: String(f.args!.piece), hex: destOf(f) ?? '' });
  return null;
}
