// Where aircraft base and land (XI.3 air stacking, XII.5 mud, IV.8 storms) and how they rebase (XII.3): on the map
// hex by hex with no limit, between connected boxes in a turn, between an interior box and the map hexes within six
// hexes of it in a turn; always finishing their activity for the turn (activated, 'done').

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Verdict } from './combat.js';
import { boxesOf, edgeHexes, mayEnterBox } from './boxes.js';
import { marksOf, ourWarOf, type Side } from './state.js';
import { worksStanding } from './structures.js';
import { mapGraph, terrainOf } from './terrain.js';
import { factorsOf, hasFlag, isAir, isGround } from './units.js';
import { placeOf } from './zoc.js';

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });

/** XI.6 the air stacking points of an interior box (exterior and remote boxes hold any number). */
export const INTERIOR_AIR_LIMIT = 60;
/** XII.3.3 how far from the interior box it left an aircraft may land on the map (the box's edge hexes are 1). */
export const BOX_TO_MAP = 6;

/**
 * XI.3 a hex's airfield: the scenario's data.airfields by hex ('minor' or 'major'). The Ebro map prints none
 * ({source:'reconstructed'}: the book's volume would print them; the module's map has none), so it holds none.
 */
export function airfieldAt(module: GameModule, state: Pick<GameState, 'scenarioId'>, hex: string) {
  const data = module.scenarios.find((s) => s.id === state.scenarioId)?.data?.airfields;
  const a = (data as Record<string, unknown> | undefined)?.[hex];
  return a === 'major' || a === 'minor' ? a : null;
}

/**
 * XI.3 the air stacking points a place holds: a major airfield 20, an airfield 12, a city 4, a major city or a
 * clear hex without a construction 8, any other hex 0 (seaplanes: a lake 4, a coastal hex 8); XI.6 an interior box
 * 60, an exterior or remote box any number.
 */
export function airStackLimit(module: GameModule, state: GameState, place: string, seaplane = false): number {
  const box = boxesOf(module, state)[place];
  if (box) return box.kind === 'interior' ? INTERIOR_AIR_LIMIT : Number.POSITIVE_INFINITY;
  const cls = terrainOf(module, place).cls;
  if (seaplane) {
    if (cls === 'lake') return 4;
    return module.map.hexes.find((h) => h.id === place)?.coastal ? 8 : 0;
  }
  const field = airfieldAt(module, state, place);
  if (field) return field === 'major' ? 20 : 12;
  if (cls === 'city') return 4;
  if (cls === 'major-city') return 8;
  const up = worksStanding(ourWarOf(state).works[place]);
  return cls === 'clear' && !up.trench && !up.fort ? 8 : 0;
}

/** XI.3 / XI.5 the air stacking points a side's aircraft use in a place (seaplanes with the rest). */
export function airStackUsed(
  module: GameModule,
  state: GameState,
  side: string,
  place: string,
  besides = new Set<string>(),
) {
  let used = 0;
  for (const p of state.pieces)
    if (p.side === side && !besides.has(p.id) && isAir(module, p) && placeOf(p) === place)
      used += factorsOf(module, p).stack;
  return used;
}

/** XII.4.3 / XII.5.1 an aircraft may take off: never from the map in a storm, in mud only from a major airfield. */
export function mayTakeOff(module: GameModule, state: GameState, p: Piece): Verdict {
  if (p.at.kind !== 'hex') return { ok: true };
  const v = ourWarOf(state);
  if (v.weather === 'stormy') return no('XII.4.3', 'no air activity in stormy weather');
  if (v.terrainState === 'mud' && !hasFlag(module, p, 'seaplane') && airfieldAt(module, state, p.at.hex) !== 'major')
    return no('XII.5.1', 'in mud aircraft take off only from a major airfield');
  return { ok: true };
}

/** XI.3, XII.5.1, VI.7 aircraft may land in a place: room in its air stacking, no enemy ground unit there. */
export function mayLand(module: GameModule, state: GameState, pieces: readonly Piece[], place: string): Verdict {
  const side = pieces[0]?.side as Side;
  const box = boxesOf(module, state)[place];
  if (box && !mayEnterBox(module, state, side, place)) return no('XIX.1.6', 'an enemy unit holds the box');
  const enemy = state.pieces.some((p) => p.side !== side && placeOf(p) === place && isGround(module, p));
  if (!box && enemy) return no('VI.7', 'enemy ground units hold the hex');
  const v = ourWarOf(state);
  if (!box && v.weather === 'stormy') return no('XII.4.3', 'no air activity in stormy weather');
  const sea = pieces.every((p) => hasFlag(module, p, 'seaplane'));
  if (!box && v.terrainState === 'mud' && !sea && airfieldAt(module, state, place) !== 'major')
    return no('XII.5.1', 'in mud aircraft land only at a major airfield');
  const movers = new Set(pieces.map((p) => p.id));
  const adding = pieces.reduce((n, p) => n + factorsOf(module, p).stack, 0);
  const used = airStackUsed(module, state, side, place, movers);
  return used + adding <= airStackLimit(module, state, place, sea)
    ? { ok: true }
    : no('XI.3', 'no room for the aircraft there');
}

/** XII.3.3 how far a map hex is from an interior box: one more than from the nearest of its edge hexes. */
export function hexesFromBox(module: GameModule, state: GameState, box: string, hex: string): number {
  const b = boxesOf(module, state)[box];
  if (b?.kind !== 'interior' || !b.edge) return Number.POSITIVE_INFINITY;
  const byEdge = fromEdges.get(module.map) ?? new Map<string, Map<string, number>>();
  fromEdges.set(module.map, byEdge);
  let far = byEdge.get(b.edge);
  if (!far) {
    // every hex's distance from the nearest hex of that map edge, once per map and edge
    const g = mapGraph(module);
    const edge = edgeHexes(module, b.edge);
    far = new Map(g.nodes().map((h) => [h, Math.min(...edge.map((e) => g.distance(e, h)))]));
    byEdge.set(b.edge, far);
  }
  return 1 + (far.get(hex) ?? Number.POSITIVE_INFINITY);
}
const fromEdges = new WeakMap<GameModule['map'], Map<string, Map<string, number>>>();

/**
 * XII.3 whether a rebasing move goes from where the aircraft is to `to`: map to map; box to a connected box; an
 * interior box to a map hex within six hexes of it, or back ({source:'reconstructed'}: the book says how far the
 * aircraft lands from the box it left; the way back is read the same).
 */
export function rebaseReaches(module: GameModule, state: GameState, p: Piece, to: string): Verdict {
  const boxes = boxesOf(module, state);
  const from = placeOf(p);
  if (from === null || from === to) return no('XII.3', 'the aircraft must change base');
  const toMap = mapGraph(module).has(to);
  if (!toMap && !boxes[to]) return no('XII.3', 'no such base');
  if (boxes[from] && boxes[to])
    return boxes[from].links.includes(to) ? { ok: true } : no('XII.3.2', 'only to a connected box');
  if (boxes[from])
    return hexesFromBox(module, state, from, to) <= BOX_TO_MAP
      ? { ok: true }
      : no('XII.3.3', 'more than six hexes from the box');
  if (boxes[to])
    return hexesFromBox(module, state, to, from) <= BOX_TO_MAP
      ? { ok: true }
      : no('XII.3.3', 'more than six hexes from the box');
  return { ok: true };
}

/**
 * VI.7 whether enemy ground units have entered an aircraft's base: it must at once try to move to a new one (out of
 * supply or activated: the forced move comes first, {source:'reconstructed'}); if it cannot, it is attacked there.
 */
export function displaced(module: GameModule, state: GameState, p: Piece): boolean {
  const at = placeOf(p);
  return (
    isAir(module, p) &&
    at !== null &&
    state.pieces.some((x) => x.side !== p.side && placeOf(x) === at && isGround(module, x))
  );
}

/** XII.3, VIII.8 an aircraft may rebase: in supply and not activated (VI.7 unless displaced), and it may take off. */
export function mayRebase(module: GameModule, state: GameState, p: Piece, supplied: boolean): Verdict {
  if (!isAir(module, p)) return no('XII.3', 'only air units rebase');
  const forced = displaced(module, state, p);
  if (!supplied && !forced) return no('VIII.8', 'out of supply aircraft stay at their base');
  if (marksOf(ourWarOf(state), p.id).act && !forced) return no('XII.3', 'it has already been activated this turn');
  return mayTakeOff(module, state, p);
}

/** XII.3 every place an aircraft may rebase to now (its eligibility aside): mayLand's tests, the state read once. */
export function rebasePlaces(module: GameModule, state: GameState, p: Piece): string[] {
  const boxes = boxesOf(module, state);
  const enemy = new Set<string>();
  const used = new Map<string, number>();
  for (const x of state.pieces) {
    const at = placeOf(x);
    if (at === null) continue;
    if (x.side !== p.side && isGround(module, x)) enemy.add(at);
    if (x.side === p.side && x.id !== p.id && isAir(module, x))
      used.set(at, (used.get(at) ?? 0) + factorsOf(module, x).stack);
  }
  const v = ourWarOf(state);
  const sea = hasFlag(module, p, 'seaplane');
  const stack = factorsOf(module, p).stack;
  const out: string[] = [];
  const fromMap = !boxes[placeOf(p) ?? ''];
  for (const to of Object.keys(boxes))
    if (rebaseReaches(module, state, p, to).ok && mayLand(module, state, [p], to).ok) out.push(to);
  if (!fromMap && boxes[placeOf(p)!]!.kind !== 'interior') return out;
  if (v.weather === 'stormy') return out;
  for (const to of mapGraph(module).nodes()) {
    if (enemy.has(to) || to === placeOf(p)) continue;
    if (v.terrainState === 'mud' && !sea && airfieldAt(module, state, to) !== 'major') continue;
    if ((used.get(to) ?? 0) + stack > airStackLimit(module, state, to, sea)) continue;
    if (fromMap || rebaseReaches(module, state, p, to).ok) out.push(to);
  }
  return out;
}
