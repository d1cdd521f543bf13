// Ground movement (IX): a unit's movement allowance this turn (IX.4) and the cost of one step, natural (IX.2.1, IX.3,
// IX.4) or by strategic redeployment along a road (IX.2.5), or the rule that refuses it. reach.ts searches with these.

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { type Crossing, MAJOR, marksOf, ourWarOf, type Side, sideKey } from './state.js';
import { classIn, ENTER_MP, featuresBetween, roadBetween, waterBetween } from './terrain.js';
import { defOf, factorsOf, hasFlag, isHQ } from './units.js';
import { enemyUnitAt, inEnemyZoc, standing, typeMayUse, type ZocView } from './zoc.js';

/** The readings of the rulebook's ambiguities movement uses (the game's options; digest §9.6 A1, A2, A26, A28). */
export interface MoveReadings {
  /** A1 a crossing's +1/+2 replaces the river's +5/+3, or is added to it. */
  bridgeCost: 'replaces' | 'adds';
  /** A2 any unit not barred may ford a river, or only naval infantry, coastal defence and guerrillas. */
  fording: 'any' | 'special';
  /** A26 the hex a unit starts in counts toward the second enemy-ZOC hex. */
  ezocCountsStart: boolean;
  /** A28 the side with surprise, whichever it is, moves at full allowance at night. */
  surpriseNight: boolean;
}

/** The defaults of the readings (the digest's). */
export const READINGS: MoveReadings = {
  bridgeCost: 'replaces',
  fording: 'any',
  ezocCountsStart: false,
  surpriseNight: true,
};

/**
 * IX.4 a unit's movement allowance this turn: printed MP, −1 in hot weather except the Army of Africa (IX.4.2),
 * halved rounding up at night unless its side has surprise (IX.4.4), when disorganised (IX.4.8) and when out of
 * supply (IX.4.9), in that order.
 */
export function allowance(
  module: GameModule,
  view: Pick<ZocView, 'state'>,
  piece: Piece,
  supplied: boolean,
  readings: MoveReadings = READINGS,
): number {
  const v = ourWarOf(view.state);
  let mp = factorsOf(module, piece).mp;
  if (v.weather === 'hot' && !hasFlag(module, piece, 'army-of-africa')) mp = Math.max(0, mp - 1);
  const surprise = v.surprise?.side === piece.side && (readings.surpriseNight || piece.side === 'republican');
  if (v.part === 'night' && !surprise) mp = Math.ceil(mp / 2);
  if (marksOf(v, piece.id).dso) mp = Math.ceil(mp / 2);
  if (!supplied) mp = Math.ceil(mp / 2);
  return mp;
}

/** The cost of one step, or the rule that refuses it. */
export type Step = { mp: number } | { refused: string; section: string };

const no = (section: string, refused: string): Step => ({ section, refused });

/** XVIII.2.9, IX.3 a mountain unit (the counter's flag or field). */
const mountain = (module: GameModule, p: Piece) => hasFlag(module, p, 'mountain') || !!defOf(module, p).mountain;
/** IX.3 motorised, armoured or artillery: barred from marsh, rough (mountain units aside) and fording. */
const heavy = (module: GameModule, p: Piece) =>
  hasFlag(module, p, 'motorised') || hasFlag(module, p, 'armoured') || hasFlag(module, p, 'artillery');
/** IX.4.1, XVIII.2.1-3 the units that cross water without crossings (naval infantry, coastal defence, guerrillas). */
const swimmer = (module: GameModule, p: Piece) =>
  ['naval-infantry', 'coastal-defence', 'guerrilla'].some((f) => hasFlag(module, p, f as never));

/** X.II.4 the levels a damaged crossing still carries this turn (4/3/2/1 at damage 1-4; undamaged: any). */
export const crossingRoom = (c: Crossing): number =>
  c.damage > 0 ? Math.max(0, 5 - c.damage - (c.used ?? 0)) : Number.POSITIVE_INFINITY;

/** X.II a fixed crossing on a-b the unit may use now with `levels` levels moving together, or null. */
export function usableCrossing(view: ZocView, p: Piece, a: string, b: string, levels: number): Crossing | null {
  const c = ourWarOf(view.state).crossings[sideKey(a, b)];
  return standing(c) && typeMayUse(view.module, p, c) && crossingRoom(c) >= levels ? c : null;
}

/**
 * IX.3, IX.4 the cost for one unit to step from `from` into `to` in natural movement, before enemy ZOC: the hex's
 * cost (mud doubles clear and marsh, ice doubles all), the hexside's (river +5/+3 or a usable fixed crossing's
 * +1/+2, impassable only for mountain units at +3, contour +1), ruin +1/+2, an empty enemy trench +1 or fort +2;
 * refused into a lake, an enemy unit's hex (unless `bridgehead`: XX.2.3), terrain or water the unit's type may not
 * enter or cross.
 */
export function unitStep(
  view: ZocView,
  p: Piece,
  from: string,
  to: string,
  levels: number,
  readings: MoveReadings = READINGS,
  bridgehead = false,
): Step {
  const { module, state } = view;
  const v = ourWarOf(state);
  const cls = classIn(module, to, v.weather);
  if (cls === 'lake') return no('IX.3', 'No unit may enter a lake');
  // XX.2.3 (optional) a unit entering a bridgehead shares the hex with the enemy's units (the caller's rule)
  if (!bridgehead && enemyUnitAt(view, p.side as Side, to))
    return no('IX.4.5', 'No unit may enter a hex holding an enemy unit');
  if (cls === 'marsh' && heavy(module, p))
    return no('IX.3', 'Marsh is closed to motorised, armoured and artillery units');
  if (cls === 'rough' && heavy(module, p) && !mountain(module, p)) {
    const armourOnRoad = hasFlag(module, p, 'armoured') && roadBetween(module, from, to);
    if (!armourOnRoad) return no('IX.3', 'Rough ground is closed to motorised, armoured and artillery units');
  }
  const ice = v.terrainState === 'ice' ? 2 : 1;
  let hex = ENTER_MP[cls] * (v.terrainState === 'mud' && (cls === 'clear' || cls === 'marsh') ? 2 : 1);
  const f = featuresBetween(module, from, to);
  let side = 0;
  if (f.has('impassable')) {
    if (!mountain(module, p)) return no('IX.3', 'Only mountain units cross an impassable hexside');
    side += 3;
  }
  if (f.has('contour')) side += 1;
  const works = v.works[to];
  if (works?.ruin) hex += works.ruin === 'devastated' ? 1 : 2;
  if (works?.trench && works.trench.side !== p.side && !works.trench.building) hex += 1;
  if (works?.fort && works.fort.side !== p.side && !works.fort.building) hex += 2;
  let water = 0;
  const w = waterBetween(module, from, to, v.weather);
  if (w !== null) {
    const ford = w === 'primary' ? 5 : 3;
    const c = usableCrossing(view, p, from, to, levels);
    if (w === 'primary' && (v.flood ?? 0) > 0 && !(c && MAJOR.has(c.kind)))
      return no('XX.1.4', 'The flooded river is crossed only by major fixed crossings');
    if (c) water = (MAJOR.has(c.kind) ? 1 : 2) + (readings.bridgeCost === 'adds' ? ford : 0);
    else {
      if (v.weather === 'stormy') return no('IX.4.2', 'In a storm rivers are crossed only by fixed crossings');
      if (hasFlag(module, p, 'armoured') || hasFlag(module, p, 'artillery'))
        return no('IX.3', 'Armour and artillery cross rivers only by crossings');
      if (w === 'primary' && hasFlag(module, p, 'motorised'))
        return no('IX.3', 'Motorised units (HQs too) cross the primary river only by crossings');
      if (readings.fording === 'special' && !swimmer(module, p))
        return no('XVIII.2', 'Only naval infantry, coastal defence and guerrillas ford rivers');
      water = ice === 2 ? (w === 'primary' ? 3 : 2) - (swimmer(module, p) ? 1 : 0) : ford;
    }
  }
  return { mp: (hex + side) * ice + water };
}

/**
 * IX.2.5 the cost for one unit to step along a road in strategic redeployment: 1 MP a hex (every road counted
 * secondary: the map does not class them), doubled by mud in clear and marsh and by ice; across water only over an
 * undamaged fixed crossing it may use; never into a lake, an enemy unit's hex or an enemy-ZOC hex.
 */
export function roadStep(view: ZocView, p: Piece, movers: ReadonlySet<string>, from: string, to: string): Step {
  const { module, state } = view;
  const v = ourWarOf(state);
  if (!roadBetween(module, from, to)) return no('IX.2.5', 'Redeployment moves only along a road');
  const cls = classIn(module, to, v.weather);
  if (cls === 'lake') return no('IX.3', 'No unit may enter a lake');
  if (enemyUnitAt(view, p.side as Side, to)) return no('IX.4.5', 'No unit may enter a hex holding an enemy unit');
  if (inEnemyZoc(view, p.side as Side, movers, to)) return no('IX.2.5', 'Redeployment may not enter enemy control');
  if (waterBetween(module, from, to, v.weather) !== null) {
    const c = usableCrossing(view, p, from, to, 0);
    if (!c || c.damage > 0) return no('X.II.4', 'A road crosses water only over an undamaged fixed crossing');
    if ((v.flood ?? 0) > 0 && !MAJOR.has(c.kind) && waterBetween(module, from, to, v.weather) === 'primary')
      return no('XX.1.4', 'The flooded river is crossed only by major fixed crossings');
  }
  const mud = v.terrainState === 'mud' && (cls === 'clear' || cls === 'marsh');
  return { mp: mud || v.terrainState === 'ice' ? 2 : 1 };
}

/** IX.2.7 whether boats may carry a unit: infantry, guerrillas and HQs (none motorised, armoured, artillery). */
export const boatable = (module: GameModule, p: Piece): boolean =>
  isHQ(module, p) || hasFlag(module, p, 'guerrilla') || !(heavy(module, p) || hasFlag(module, p, 'cavalry'));

/** How many units a side may move: the dice to roll (d6s) and what to add. */
export interface MoveCap {
  dice: number;
  plus: number;
}

/**
 * XVI.14 the cap on the units the side without surprise may move on each surprise turn (1-4): ground 1d6, 1d6+6,
 * 2d6+6, 2d6+12; air 1d6, 2d6, 2d6+3, 2d6+6. None (null) outside surprise turns or for the side with surprise.
 */
export function surpriseMoveCap(view: Pick<ZocView, 'state'>, side: Side, kind: 'ground' | 'air'): MoveCap | null {
  const s = ourWarOf(view.state).surprise;
  if (!s || s.side === side || s.turn < 1 || s.turn > 4) return null;
  const ground: MoveCap[] = [
    { dice: 1, plus: 0 },
    { dice: 1, plus: 6 },
    { dice: 2, plus: 6 },
    { dice: 2, plus: 12 },
  ];
  const air: MoveCap[] = [
    { dice: 1, plus: 0 },
    { dice: 2, plus: 0 },
    { dice: 2, plus: 3 },
    { dice: 2, plus: 6 },
  ];
  return (kind === 'ground' ? ground : air)[s.turn - 1]!;
}

/**
 * IX.2.1 the activation marker a natural move leaves: "moved" on an HQ or a unit with an assault or fire factor (it
 * may still fire or assault this turn), "done" on the others.
 */
export function moveActivation(module: GameModule, p: Pick<Piece, 'def' | 'steps'>): 'moved' | 'done' {
  const f = factorsOf(module, p);
  return isHQ(module, p) || f.assault > 0 || f.fire > 0 ? 'moved' : 'done';
}
