// Zones of control (VI, X.II.10, XIX.1.6): which hexes each unit's ZOC covers, each side's ZOC, which hexes a side
// controls, and what a moving unit counts as enemy ZOC. Whether a unit is in supply is an input (a function the
// caller passes), so supply, which reads ZOC, can be computed from it without a cycle.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { type Crossing, enemyOf, FIXED, MAJOR, marksOf, type OurWarVars, ourWarOf, type Side } from './state.js';
import { type Hexside, hexsidesOf, waterIn } from './terrain.js';
import { hasFlag, isAir, isBoats, isHQ } from './units.js';

/** Whether a unit is in supply (VIII): what the caller knows of it. */
export type Supplied = (piece: Piece) => boolean;

/** Where a piece stands: its hex, its box, or null. */
export const placeOf = (p: Pick<Piece, 'at'>): string | null =>
  p.at.kind === 'hex' ? p.at.hex : p.at.kind === 'box' ? p.at.box : null;

/**
 * X.II.2 whether a unit's type may use a crossing: minor crossings (pontoon bridges, footbridges) bar armoured and
 * motorised units (HQs excepted) and artillery (IX.3's table); major crossings take anyone.
 */
export function typeMayUse(module: GameModule, piece: Piece, c: Crossing): boolean {
  if (MAJOR.has(c.kind)) return true;
  if (hasFlag(module, piece, 'artillery')) return false;
  if (isHQ(module, piece)) return true;
  return !hasFlag(module, piece, 'armoured') && !hasFlag(module, piece, 'motorised');
}

/** X.II.1 a fixed crossing that stands and is built (not destroyed, not under construction or repair). */
export const standing = (c: Crossing | undefined): c is Crossing =>
  c !== undefined && FIXED.has(c.kind) && !c.destroyed && !(c.building ?? 0);

/**
 * VI.1 whether a unit's ZOC reaches across one of its hex's hexsides: not an impassable hexside, and no water course
 * unless a fixed crossing undamaged, built and of a kind the unit could use spans it (boats and ferries never carry
 * ZOC).
 */
export function zocCrosses(module: GameModule, v: OurWarVars, piece: Piece, hs: Hexside): boolean {
  if (hs.impassable) return false;
  if (waterIn(hs.water, v.weather) === null) return true;
  const c = v.crossings[hs.key];
  return standing(c) && c.damage === 0 && typeMayUse(module, piece, c);
}

/**
 * VI the places a unit's ZOC covers: its hex and the six around it (VI.1); two hexes for guerrillas (VI.6); its own
 * hex only when out of supply (VI.5) or disorganised (VI.8); its box in a box (VI.9); none for air units (VI.7),
 * boats counters (X.II.10: boats never carry ZOC) or markers.
 */
export function zocOf(module: GameModule, state: GameState, piece: Piece, supplied: Supplied): string[] {
  if (piece.kind !== 'unit' || isAir(module, piece) || isBoats(module, piece)) return [];
  if (piece.at.kind === 'box') return [piece.at.box];
  if (piece.at.kind !== 'hex') return [];
  const home = piece.at.hex;
  const v = ourWarOf(state);
  if (!supplied(piece) || marksOf(v, piece.id).dso) return [home];
  const radius = hasFlag(module, piece, 'guerrilla') ? 2 : 1;
  const seen = new Set([home]);
  let ring = [home];
  for (let r = 0; r < radius; r++) {
    const next: string[] = [];
    for (const h of ring)
      for (const hs of hexsidesOf(module, h))
        if (!seen.has(hs.to) && zocCrosses(module, v, piece, hs)) {
          seen.add(hs.to);
          next.push(hs.to);
        }
    ring = next;
  }
  return [...seen];
}

/** The ZOCs and units of a position, built once: what every ZOC question reads. */
export interface ZocView {
  module: GameModule;
  state: GameState;
  /** Per side, each place in its ZOC with the ids of the units exerting it there. */
  zoc: Record<Side, Map<string, string[]>>;
  /** Units (not markers) by place. */
  units: Map<string, Piece[]>;
  /** Per side, the places its enemy controls (VI.2, VI.3), gathered when first asked. */
  controlled: Partial<Record<Side, Set<string>>>;
}

const views = new WeakMap<GameState, WeakMap<Supplied, ZocView>>();

/** XV.7 the default supply input: every unit in supply except those that used intensive fire this turn. */
export const supplyFromMarks =
  (state: GameState): Supplied =>
  (p) =>
    !marksOf(ourWarOf(state), p.id).intensive;

/** VI the ZOC view of a position (memoised per state and supply input). */
export function zocView(module: GameModule, state: GameState, supplied?: Supplied): ZocView {
  const sup = supplied ?? defaultSupplied(state);
  let byFn = views.get(state);
  if (!byFn) {
    byFn = new WeakMap();
    views.set(state, byFn);
  }
  const hit = byFn.get(sup);
  if (hit && hit.module === module) return hit;
  const view: ZocView = {
    module,
    state,
    zoc: { nationalist: new Map(), republican: new Map() },
    units: new Map(),
    controlled: {},
  };
  for (const p of state.pieces) {
    const at = placeOf(p);
    if (p.kind !== 'unit' || at === null) continue;
    const list = view.units.get(at);
    if (list) list.push(p);
    else view.units.set(at, [p]);
    const side = view.zoc[p.side as Side];
    if (!side) continue;
    for (const h of zocOf(module, state, p, sup)) {
      const ids = side.get(h);
      if (ids) ids.push(p.id);
      else side.set(h, [p.id]);
    }
  }
  byFn.set(sup, view);
  return view;
}
const defaults = new WeakMap<GameState, Supplied>();
const defaultSupplied = (state: GameState): Supplied => {
  let f = defaults.get(state);
  if (!f) {
    f = supplyFromMarks(state);
    defaults.set(state, f);
  }
  return f;
};

/** IX.4.5 whether a place holds a unit of the enemy of `side` (air units aside: VI.7, they rebase). */
export function enemyUnitAt(view: ZocView, side: Side, place: string): boolean {
  const foe = enemyOf(side);
  return (view.units.get(place) ?? []).some((p) => p.side === foe && !isAir(view.module, p));
}

/** VI.2, VI.3 a place the enemy of `side` controls: in its ZOC and not in ours (they cancel), or holding its unit. */
export function enemyControlled(view: ZocView, side: Side, place: string): boolean {
  return controlledAgainst(view, side).has(place);
}

/** VI.2, VI.3 every place the enemy of `side` controls in a view, gathered once (the searches ask it per step). */
function controlledAgainst(view: ZocView, side: Side): Set<string> {
  let out = view.controlled[side];
  if (!out) {
    const foe = enemyOf(side);
    out = new Set<string>();
    for (const place of view.zoc[foe].keys()) if (!view.zoc[side].has(place)) out.add(place);
    for (const place of view.units.keys()) if (enemyUnitAt(view, side, place)) out.add(place);
    view.controlled[side] = out;
  }
  return out;
}

/**
 * VI.2 whether a place counts as enemy ZOC for units moving together: in the enemy's ZOC and not cancelled by the
 * ZOC of a friendly unit other than the movers (a moving unit's own ZOC is always ignored).
 */
export function inEnemyZoc(view: ZocView, side: Side, movers: ReadonlySet<string>, place: string): boolean {
  if (!view.zoc[enemyOf(side)].has(place)) return false;
  const own = view.zoc[side].get(place);
  return !own || own.every((id) => movers.has(id));
}
