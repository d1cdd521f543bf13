// Supply (11.0): which units of a side are in supply, and why. Spanish units and the two paratroop regiments are
// always supplied; Portuguese units inside Portugal too; US, British, Canadian units (and Portuguese units abroad)
// take coastal supply or trace to the beachhead; German units trace to 4212. One search per side and state.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId } from '../../core/types.js';
import {
  suppliedUnits,
  supplyReach,
  traceSupply,
  type InPlaceSupply,
  type SupplyFound,
  type SupplyRules,
  type SupplyUnit,
  type UnitSupply,
} from '../../systems/supply.js';
import { edgeMask, indexGraph, nodeMask } from '../../systems/supply-graph.js';
import { supplyOfOne } from '../../systems/supply-one.js';
import { type Geo, geoOf, HEX } from './geo.js';
import { frozen, varsOf } from './state.js';
import { ALLIED, AXIS, enemyOf, hasFlag, nationality } from './units.js';
import { memoByContent, memoPerState, unitsContent, zocFieldOf } from './zoc.js';

/** 11.3: the off-road part of a supply path, in hexes entered. */
export const SUPPLY_PATH_LENGTH = 5;

/** Why a unit needs no traced path, or null when it must trace (11.3-11.5, 8.3). */
function alwaysSupplied(module: GameModule, piece: Piece, hex: HexId): { how: string; reason: string } | null {
  const nat = nationality(module, piece);
  // 11.5: Spanish units of both sides are always in supply (the 250B is German: digest §11.4 item 22)
  if (nat === 'fs' || nat === 'rs') {
    return { how: 'spanish', reason: 'Isabella 11.5: Spanish units are always in supply' };
  }
  // 11.4: the two German paratroop regiments (not the division) are always in supply
  if (hasFlag(module, piece, 'alwaysSupplied')) {
    return { how: 'always', reason: 'Isabella 11.4: this unit is always in supply' };
  }
  // 8.3, 11.5: Portuguese units in Portugal are always in supply there
  if (nat === 'pt' && geoOf(module).region(hex) === 'portugal') {
    return { how: 'portugal', reason: 'Isabella 8.3, 11.5: Portuguese units are always in supply in Portugal' };
  }
  return null;
}

/** The map's part of the path rules, which never changes during a game (by side, and Portugal neutral or not). */
interface StaticPaths {
  blockedNode(neutral: boolean): (h: HexId) => boolean;
  blockedEdge(side: SideId): (a: HexId, b: HexId) => boolean;
  road(a: HexId, b: HexId): boolean;
  /** The same answers over the indexed map (SupplyMasks), computed once per module. */
  nodeMasks: Map<boolean, Uint8Array>;
  edgeMasks: Map<SideId, Uint8Array>;
  roadMask: Uint8Array;
}
const staticCache = new WeakMap<Geo, StaticPaths>();

function staticPaths(geo: Geo): StaticPaths {
  const hit = staticCache.get(geo);
  if (hit) return hit;
  const g = indexGraph(geo.graph);
  const sp: StaticPaths = {
    // 11.3: never into an all-sea hex; 8.2: a path into neutral Portugal would bring it into the war, so the
    // search leaves Portugal out while it is neutral (digest §11.4 item 11 default)
    blockedNode: (neutral) => (h) => geo.isSea(h) || (neutral && geo.region(h) === 'portugal'),
    // 11.3: never across an all-sea hexside; 12.7: Axis units never cross the straits (digest §7 default)
    blockedEdge: (side) => (a, b) => geo.sideHas(a, b, 'sea') || (side === AXIS && geo.sideHas(a, b, 'strait')),
    // 11.3: from a road hex, any number of road hexes linked across road hexsides (digest §7 default)
    road: (a, b) => geo.sideHas(a, b, 'road'),
    nodeMasks: new Map(),
    edgeMasks: new Map(),
    roadMask: new Uint8Array(0),
  };
  for (const neutral of [true, false]) sp.nodeMasks.set(neutral, nodeMask(g, sp.blockedNode(neutral)));
  for (const side of [AXIS, ALLIED]) sp.edgeMasks.set(side, edgeMask(g, sp.blockedEdge(side)));
  sp.roadMask = edgeMask(g, sp.road);
  staticCache.set(geo, sp);
  return sp;
}

/** The path rules of 11.3 (and 11.4 for the Germans) for `side` in `state` (cached per state). */
function pathRules(module: GameModule, state: GameState, side: SideId): SupplyRules {
  return memoPerState(state, `paths:${side}`, () => makePathRules(module, state, side));
}

/** pathRules, made. */
function makePathRules(module: GameModule, state: GameState, side: SideId): SupplyRules {
  const geo = geoOf(module);
  const g = indexGraph(geo.graph);
  const sp = staticPaths(geo);
  const neutral = !varsOf(state).portugal;
  const ezoc = zocFieldOf(module, state, enemyOf(side));
  const friendly = new Set<HexId>();
  const enemy = new Set<HexId>();
  // The same as masks over the indexed map (a hex off the map is never searched).
  const friendlyMask = new Uint8Array(g.ids.length);
  const enemyMask = new Uint8Array(g.ids.length);
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex') continue;
    const i = g.index.get(p.at.hex);
    if (p.side === side && !frozen(module, state, p)) {
      friendly.add(p.at.hex);
      if (i !== undefined) friendlyMask[i] = 1;
    } else if (p.side !== side) {
      enemy.add(p.at.hex);
      if (i !== undefined) enemyMask[i] = 1;
    }
  }
  // 11.3: Allied units in any coastal hex are in supply there, and only there
  const coastal: InPlaceSupply = {
    id: 'coastal',
    ref: 'Isabella 11.3',
    reason: 'Allied units in a coastal hex are in supply there',
    applies: (u) => geo.isCoastal(u.node),
  };
  return {
    ref: side === AXIS ? 'Isabella 11.4' : 'Isabella 11.3',
    maxLength: SUPPLY_PATH_LENGTH,
    // 11.3, 8.2 (staticPaths)
    blockedNode: sp.blockedNode(neutral),
    // 11.3, 12.7 (staticPaths)
    blockedEdge: sp.blockedEdge(side),
    // 11.3: never into a hex with an enemy unit; into an EZOC only where a friendly unit stands (7.4)
    enemyOccupied: (h) => enemy.has(h),
    enemyZoc: (h) => ezoc.has(h),
    friendlyOccupied: (h) => friendly.has(h),
    // 11.3: from a road hex, any number of road hexes linked across road hexsides (digest §7 default)
    network: { label: 'road', ref: 'Isabella 11.3', edge: sp.road },
    // digest §7 default: the source hex itself never blocks
    sourceNeverBlocks: true,
    inPlace: side === ALLIED ? [coastal] : [],
    masks: {
      blockedNode: sp.nodeMasks.get(neutral),
      blockedEdge: sp.edgeMasks.get(side),
      networkEdge: sp.roadMask,
      enemyOccupied: enemyMask,
      friendlyOccupied: friendlyMask,
      // the ZOC field's mask is over the same indexed map (one per graph object)
      ...(ezoc.mm.g === g ? { enemyZoc: ezoc.mask } : {}),
    },
  };
}

/** What a side's supply asks: its units needing no path (and why), those that must trace one, and its sources. */
interface SupplyTask {
  always: { id: string; how: string; reason: string }[];
  trace: SupplyUnit[];
  sources: { node: HexId; label: string }[];
}

/** The supply task of `side` in `state` (11.0). */
function supplyTask(module: GameModule, state: GameState, side: SideId): SupplyTask {
  const always: SupplyTask['always'] = [];
  const trace: SupplyUnit[] = [];
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.side !== side || p.at.kind !== 'hex') continue;
    const a = alwaysSupplied(module, p, p.at.hex);
    if (!a) trace.push({ id: p.id, node: p.at.hex });
    else always.push({ id: p.id, ...a });
  }
  return { always, trace, sources: sourcesOf(state, side) };
}

/** 11.3: the beachhead is the Allied source (none before it is placed); 11.4: 4212 the German one. */
function sourcesOf(state: GameState, side: SideId): SupplyTask['sources'] {
  const bh = varsOf(state).beachhead;
  return side === AXIS ? [{ node: HEX.germanSource, label: '4212' }] : bh ? [{ node: bh, label: 'the beachhead' }] : [];
}

/** Supply status of every unit of `side` on the map, with its path or reason (11.0); cached per state. */
export function supplyDetail(module: GameModule, state: GameState, side: SideId): ReadonlyMap<string, UnitSupply> {
  return memoByContent(module, state, `supply:${side}`, unitsContent, () => {
    const { always, trace, sources } = supplyTask(module, state, side);
    const out = new Map<string, UnitSupply>();
    for (const a of always)
      out.set(a.id, { unit: a.id, supplied: true, how: a.how, inPlace: [a.how], reason: a.reason });
    if (trace.length === 0) return out;
    const geo = geoOf(module);
    for (const [id, s] of traceSupply(geo.graph, sources, trace, pathRules(module, state, side))) out.set(id, s);
    return out;
  });
}

/**
 * 11.0: whether each unit of `side` on the map is in supply, and whether by a traced path (10.4 asks), by piece
 * id (cached per state): what supplyDetail says, found by the same search without the paths and explanations.
 */
export function supplyFound(module: GameModule, state: GameState, side: SideId): ReadonlyMap<string, SupplyFound> {
  return memoByContent(module, state, `found:${side}`, unitsContent, () => {
    const { always, trace, sources } = supplyTask(module, state, side);
    const out = new Map<string, SupplyFound>();
    for (const a of always) out.set(a.id, { supplied: true, path: false });
    if (trace.length === 0) return out;
    const geo = geoOf(module);
    for (const [id, s] of suppliedUnits(geo.graph, sources, trace, pathRules(module, state, side))) out.set(id, s);
    return out;
  });
}

/** 11.0: whether each unit of `side` on the map is in supply, by piece id (cached per state). */
export function supplyOf(module: GameModule, state: GameState, side: SideId): ReadonlyMap<string, boolean> {
  return memoPerState(state, `supplied:${side}`, () => {
    const out = new Map<string, boolean>();
    for (const [id, s] of supplyFound(module, state, side)) out.set(id, s.supplied);
    return out;
  });
}

/**
 * 11.3, 11.4: the land hexes a unit of `side` would be in supply in now (the supplied area the map's overlay shows,
 * not only the occupied hexes): every hex a supply path reaches from the side's sources under the path rules of
 * this state, and for the Allies every coastal hex (11.3: in supply there). Cached per state.
 */
export function supplyArea(module: GameModule, state: GameState, side: SideId): HexId[] {
  return memoPerState(state, `area:${side}`, () => {
    const geo = geoOf(module);
    const sources = sourcesOf(state, side);
    const rules = pathRules(module, state, side);
    const area = new Set<HexId>(sources.length ? supplyReach(geo.graph, sources, rules, true).reached() : []);
    if (side === ALLIED) for (const h of geo.hexes) if (geo.isCoastal(h)) area.add(h);
    return [...area].filter((h) => !geo.isSea(h));
  });
}

/** 11.2: whether one unit on the map is in supply now (false for a unit off the map). */
export function isSupplied(module: GameModule, state: GameState, piece: Piece): boolean {
  // (a unit that needs no path, 11.4, 11.5, 8.3, is answered by unitSupplyFound without a search)
  return unitSupplied(module, state, piece.side, piece.id) ?? false;
}

/** A unit that needs no path (11.4, 11.5, 8.3), as supplyFound gives it. */
const ALWAYS: SupplyFound = Object.freeze({ supplied: true, path: false });

/**
 * supplyFound(module, state, side).get(id), found by a search for this one unit (supply-one.ts; cached per state):
 * a unit that starts to move (11.2), attacks (13.5) or is rebuilt (10.4) asks for itself alone, where the side's
 * search over the whole map would find every other unit too.
 */
export function unitSupplyFound(
  module: GameModule,
  state: GameState,
  side: SideId,
  id: string,
): SupplyFound | undefined {
  return memoPerState(state, `one:${side}:${id}`, () => {
    const p = state.pieces.find((x) => x.id === id);
    if (p?.kind !== 'unit' || p.side !== side || p.at.kind !== 'hex') return undefined;
    if (alwaysSupplied(module, p, p.at.hex)) return ALWAYS;
    const unit = { id: p.id, node: p.at.hex };
    return supplyOfOne(geoOf(module).graph, sourcesOf(state, side), unit, pathRules(module, state, side));
  });
}

/** supplyOf(module, state, side).get(id): whether a unit of `side` on the map is in supply, else undefined. */
export function unitSupplied(module: GameModule, state: GameState, side: SideId, id: string): boolean | undefined {
  return unitSupplyFound(module, state, side, id)?.supplied;
}
