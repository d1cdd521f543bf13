// Movement (12.0, with 6.x stacking, 7.5 EZOC, 9.4-9.8 airpower, 10.2 landings, 11.6 supply, 5.12 Patton): the one
// place that decides moves. moveOptions lists a unit's legal destinations; moveRoute finds one of them (or none)
// as the listing would, searching for that hex alone; checkMove accepts exactly those and explains any other hex
// with the first rule that forbids it, found by searching again with rules relaxed.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId, Violation } from '../../core/types.js';
import type { MovementProfile } from '../../systems/movement-costs.js';
import { reachable, type CostOverlay, type MoveOptions, type Reach } from '../../systems/movement.js';
import { indexGraph } from '../../systems/supply-graph.js';
import { portugalHexes } from './control.js';
import { geoOf } from './geo.js';
import { optionsOf } from './options.js';
import { frozen, varsOf, violation } from './state.js';
import { canStackIn, stackCounts, stackLimit } from './stacking.js';
import { isSupplied } from './supply.js';
import { ALLIED, AXIS, enemyOf, factors, isStatic, mountainQualified, nationality } from './units.js';
import { memoByContent, memoPerState, zocFieldOf } from './zoc.js';

/** One legal destination: MP spent, the route (start hex first, the beachhead for a landing), and 8.2. The route
 *  is traced back on first access to `path`, so copy it by name, not by spreading the option. */
export interface MoveOption {
  cost: number;
  path: HexId[];
  /** 8.2: the route enters neutral Portugal, which brings Portugal into the war. */
  entersPortugal: boolean;
}

/** A move request: `landing` moves an at-sea US, British or Canadian unit in through the beachhead (10.2). */
export interface MoveRequest {
  landing?: boolean;
}

/** Rules relaxed when explaining an illegal destination. */
interface Relax {
  mp?: boolean;
  zoc?: boolean;
  stack?: boolean;
  strait?: boolean;
  enemy?: boolean;
}

/** Everything one unit's move depends on, worked out once per move. */
interface MoveContext {
  piece: Piece;
  side: SideId;
  start: HexId;
  landing: boolean;
  /** MF after 5.12 Patton, 11.6 supply and 10.2 landing. */
  mp: number;
  /** The search under `relax`; with `target`, only the way to that hex (systems/movement MoveOptions.target). */
  search(relax: Relax, avoidPortugal: boolean, target?: HexId): Reach;
}

const profiles = new Map<string, MovementProfile>();

/** 12.5-12.9: what a unit pays, by side and mountain qualification, under the game's options. */
function profileOf(state: GameState, side: SideId, mountain: boolean): MovementProfile {
  const o = optionsOf(state);
  const key = `${side}|${mountain}|${o.riverCost}|${o.roadPaysRiver}`;
  let p = profiles.get(key);
  if (p) return p;
  const rugged = mountain ? 1 : 2; // 12.6: rough and mountain 2 MP, 1 for mountain-qualified units (▲)
  p = {
    terrain: { clear: 1, rough: rugged, mountain: rugged }, // 12.5: clear 1 (a city hex is clear)
    prohibitedTerrain: ['sea'], // 12.7: no all-sea hex
    // 12.1, 12.9: a river hexside adds its cost; 12.7: Allied units cross the straits as a river
    edge: side === ALLIED ? { river: o.riverCost, strait: o.riverCost } : { river: o.riverCost },
    prohibitedEdges: side === ALLIED ? ['sea'] : ['sea', 'strait'], // 12.7: all-sea hexsides; Axis never straits
    // 12.8: 0.5 MP road hex to road hex across a road hexside; option: the road cancels the river
    road: { feature: 'road', cost: 0.5, ...(o.roadPaysRiver ? {} : { cancels: ['river', 'strait'] }) },
  };
  profiles.set(key, p);
  return p;
}

/** What airOverlays reads: the enemyAirBoth option and every airpower and partisan marker on the map (face, hex). */
function airContent(state: GameState): unknown[] {
  const out: unknown[] = [optionsOf(state).enemyAirBoth];
  for (const m of state.pieces) {
    if (m.kind !== 'marker' || m.at.kind !== 'hex' || (m.def !== 'airpower' && m.def !== 'partisan')) continue;
    out.push(m.def, !!m.disrupted, m.at.hex);
  }
  return out;
}

/**
 * 9.3-9.8: airpower and partisan ranges as cost overlays for units of `side`: the same map for every state whose
 * markers stand where they stood (markers move in the air phase only), which the search compiles once.
 */
function airOverlays(module: GameModule, state: GameState, side: SideId): ReadonlyMap<HexId, CostOverlay> {
  return memoByContent(module, state, `air:${side}`, airContent, () => {
    const geo = geoOf(module);
    const both = optionsOf(state).enemyAirBoth;
    const friendly = new Set<HexId>();
    const enemy = new Set<HexId>();
    for (const m of state.pieces) {
      if (m.kind !== 'marker' || m.at.kind !== 'hex') continue;
      // 9.1: the German face is the back (disrupted) one; 9.8: the partisan works as an Allied marker
      const owner = m.def === 'airpower' ? (m.disrupted ? AXIS : ALLIED) : m.def === 'partisan' ? ALLIED : null;
      if (owner === null) continue;
      // 9.3: the marker's hex and the six around it; 9.7: Allied markers serve every Allied nationality,
      // German markers German and Falangist units, i.e. each side's own units
      for (const h of [m.at.hex, ...geo.neighbors(m.at.hex)]) (owner === side ? friendly : enemy).add(h);
    }
    const out = new Map<HexId, CostOverlay>();
    for (const h of new Set([...friendly, ...enemy])) {
      out.set(h, {
        // 9.5: entering costs 1 MP whatever the terrain, rivers are free (the road rate stays 0.5)
        ...(friendly.has(h) ? { cap: 1, ignoreEdgeCosts: true } : {}),
        // 9.4: +1 MP to enter (not more for overlapping markers); option: +1 on a hexside cost too
        ...(enemy.has(h) ? { add: 1, ...(both ? { addOnEdgeCost: 1 } : {}) } : {}),
      });
    }
    return out;
  });
}

/**
 * 6.1, 8.1: hexes no unit of `side` may enter: enemy units, neutral Portuguese units (and Portugal, if asked), as
 * a mask over the indexed map (MoveOptions.blocked), made once per state for all its searches.
 */
function blockedFor(module: GameModule, state: GameState, side: SideId, portugal: boolean): Uint8Array {
  return memoPerState(state, `blocked:${side}:${portugal}`, () => {
    const g = indexGraph(geoOf(module).graph);
    const out = portugal ? portugalMask(module).slice() : new Uint8Array(g.ids.length);
    for (const p of state.pieces) {
      if (p.kind !== 'unit' || p.at.kind !== 'hex' || (p.side === side && !frozen(module, state, p))) continue;
      const i = g.index.get(p.at.hex);
      if (i !== undefined) out[i] = 1;
    }
    return out;
  });
}

const ptMasks = new WeakMap<GameModule, Uint8Array>();

/** 8.0: the hexes of Portugal as a mask over the indexed map (never changed: searches only read it). */
function portugalMask(module: GameModule): Uint8Array {
  let hit = ptMasks.get(module);
  if (!hit) {
    const g = indexGraph(geoOf(module).graph);
    hit = new Uint8Array(g.ids.length);
    for (const h of portugalHexes(module)) {
      const i = g.index.get(h);
      if (i !== undefined) hit[i] = 1;
    }
    ptMasks.set(module, hit);
  }
  return hit;
}

/** 5.12, 11.6, 10.2: the unit's MF for this move. */
function allowance(module: GameModule, state: GameState, piece: Piece, landing: boolean): number {
  const v = varsOf(state);
  let mf = v.patton?.state === 'on' && v.patton.piece === piece.id ? 12 : factors(module, piece).movement;
  if (!landing && !isSupplied(module, state, piece)) mf = Math.ceil(mf / 2); // 11.2, 11.6: checked as it begins
  if (landing || v.landed?.includes(piece.id)) mf = Math.ceil(mf / 2); // 10.2 (digest §11.4 item 16: round up)
  return mf;
}

/** 10.2: the off-map box of the units not yet landed (setup.ts AT_SEA). */
const AT_SEA = 'at-sea';

/** Why the unit cannot move at all (12.1, 12.3, 8.1, 10.2, 6.1-6.3), or null. */
export function cannotMove(module: GameModule, state: GameState, piece: Piece, landing: boolean): Violation | null {
  const unit = piece.id;
  if (piece.kind !== 'unit') return violation('move.notUnit', '12.1', `${unit} is not a ground unit`, { unit });
  if (piece.disrupted) return violation('move.disrupted', '12.3', `${unit} is disrupted and may not move`, { unit });
  if (isStatic(module, piece)) return violation('move.static', '12.1', `${unit} is static: it never moves`, { unit });
  if (frozen(module, state, piece)) {
    return violation('move.frozen', '8.1', `${unit} is frozen while Portugal is neutral`, { unit });
  }
  if (!landing) {
    if (piece.at.kind === 'hex') return null;
    return violation('move.offMap', '12.1', `${unit} is not on the map`, { unit });
  }
  const nat = nationality(module, piece);
  if (piece.at.kind !== 'box' || piece.at.box !== AT_SEA || (nat !== 'us' && nat !== 'uk')) {
    return violation('land.notAtSea', '10.2', `Only US, British and Canadian units at sea land; ${unit} cannot`, {
      unit,
    });
  }
  const hex = varsOf(state).beachhead;
  if (hex === null) return violation('land.noBeachhead', '10.2', 'There is no beachhead to land through', { unit });
  if (!canStackIn(module, state, piece.side, hex)) {
    return violation('land.full', '6.3', `The beachhead ${hex} has no room (or holds enemy units)`, { unit, hex });
  }
  return null;
}

/** The search context of one unit's move, or null when it cannot move at all. */
function moveContext(module: GameModule, state: GameState, pieceId: string, req: MoveRequest = {}): MoveContext | null {
  const piece = state.pieces.find((p) => p.id === pieceId);
  const landing = req.landing === true;
  if (!piece || cannotMove(module, state, piece, landing)) return null;
  const start = landing ? varsOf(state).beachhead! : (piece.at as { hex: HexId }).hex;
  const side = piece.side;
  const mp = allowance(module, state, piece, landing);
  const geo = geoOf(module);
  const counts = stackCounts(state, side);
  const ezoc = zocFieldOf(module, state, enemyOf(side));
  const overlays = airOverlays(module, state, side);
  const mountain = mountainQualified(module, piece);
  const search = (relax: Relax, avoidPortugal: boolean, target?: HexId): Reach => {
    const opts: MoveOptions = {
      profile: profileOf(state, relax.strait ? ALLIED : side, mountain),
      mp: relax.mp ? 999 : mp,
      // 7.5: stop on entering an EZOC, never EZOC to EZOC; 12.8: road movement may enter an EZOC
      ...(relax.zoc ? {} : { ezoc, zoc: { noZocToZoc: true, roadIntoEZOC: true } }),
      blocked: relax.enemy
        ? avoidPortugal
          ? portugalMask(module)
          : undefined
        : blockedFor(module, state, side, avoidPortugal),
      // 6.2, 6.3: the limit holds in every hex entered, not only where the move ends
      ...(relax.stack ? {} : { canEnter: (h: HexId) => (counts.get(h) ?? 0) + 1 <= stackLimit(h) }),
      overlays,
      enterStart: landing, // 10.2: the beachhead hex is the first hex paid for
      target,
    };
    return reachable(geo.graph, geo.map, start, opts);
  };
  return { piece, side, start, landing, mp, search };
}

/** 8.2: whether a hex is Portuguese while Portugal is neutral (a route that enters one brings it into the war). */
function inNeutralPortugal(module: GameModule, state: GameState): (h: HexId) => boolean {
  const neutral = !varsOf(state).portugal;
  const geo = geoOf(module);
  return (h) => neutral && geo.region(h) === 'portugal';
}

/** The legal destinations of one unit's move, with MP spent and the route (cached per state). */
export function moveOptions(
  module: GameModule,
  state: GameState,
  pieceId: string,
  req: MoveRequest = {},
): ReadonlyMap<HexId, MoveOption> {
  return memoPerState(state, `move:${pieceId}:${req.landing === true}`, () => {
    const out = new Map<HexId, MoveOption>();
    const ctx = moveContext(module, state, pieceId, req);
    if (!ctx) return out;
    const neutral = !varsOf(state).portugal;
    const inPortugal = inNeutralPortugal(module, state);
    if (ctx.landing) {
      // 10.2: the landing unit pays for the beachhead hex first; 7.5: a beachhead in an EZOC ends the move there
      const reach = ctx.search({}, false);
      if (reach.startCost > ctx.mp) return out;
      out.set(ctx.start, { cost: reach.startCost, path: [ctx.start], entersPortugal: inPortugal(ctx.start) });
      if (zocFieldOf(module, state, enemyOf(ctx.side)).has(ctx.start)) return out;
    }
    const add = (reach: Reach, check: boolean) => {
      for (const e of reach.entries) {
        if (e.canEnd && !out.has(e.node)) out.set(e.node, new Dest(e.cost, reach, e.node, check ? inPortugal : null));
      }
    };
    // 8.2: prefer routes that keep out of neutral Portugal; then the routes that enter it (bringing it in), a
    // landing's as any other move's (10.2: it moves on from the beachhead hex)
    const away = ctx.search({}, neutral);
    add(away, neutral && inPortugal(ctx.start)); // a landing in a Portuguese port enters Portugal
    if (neutral) {
      const edge = portugalBorder(module);
      if (edge.has(ctx.start) || away.entries.some((e) => edge.has(e.node))) add(ctx.search({}, false), true);
    }
    return out;
  });
}

/**
 * moveOptions(...).get(to), found without listing every destination when it can be: a replay checks and routes
 * thousands of moves, each to one hex. The search that keeps out of neutral Portugal (8.2) is run for `to` alone;
 * when it does not end there (a move into Portugal, a landing, a move the rules refuse) the whole listing decides.
 */
export function moveRoute(
  module: GameModule,
  state: GameState,
  pieceId: string,
  to: HexId,
  req: MoveRequest = {},
): MoveOption | undefined {
  if (req.landing === true) return moveOptions(module, state, pieceId, req).get(to);
  return memoPerState(state, `route:${pieceId}:${to}`, () => {
    const ctx = moveContext(module, state, pieceId, req);
    if (!ctx) return undefined;
    const neutral = !varsOf(state).portugal;
    const reach = ctx.search({}, neutral, to);
    const found = reach.get(to);
    if (!found?.canEnd) return moveOptions(module, state, pieceId, req).get(to);
    // As moveOptions adds it: the route checked for Portugal when the move starts there.
    const inPortugal = inNeutralPortugal(module, state);
    return new Dest(found.cost, reach, to, inPortugal(ctx.start) ? inPortugal : null);
  });
}

/** A destination whose route is traced back only when asked (most listed destinations are never drawn). */
class Dest implements MoveOption {
  readonly cost: number;
  readonly entersPortugal: boolean;
  #route: HexId[] | null = null;
  readonly #reach: Reach;
  readonly #node: HexId;
  constructor(cost: number, reach: Reach, node: HexId, inPortugal: ((h: HexId) => boolean) | null) {
    this.cost = cost;
    this.#reach = reach;
    this.#node = node;
    this.entersPortugal = inPortugal !== null && this.path.some(inPortugal);
  }
  /** The route, start hex first (computed on first access). */
  get path(): HexId[] {
    if (!this.#route) this.#route = this.#reach.path(this.#node)!;
    return this.#route;
  }
}

const borders = new WeakMap<GameModule, ReadonlySet<HexId>>();

/** 8.2: the hexes outside Portugal next to it (a move reaching none of them cannot enter Portugal). */
function portugalBorder(module: GameModule): ReadonlySet<HexId> {
  let hit = borders.get(module);
  if (!hit) {
    const geo = geoOf(module);
    const pt = new Set(portugalHexes(module));
    hit = new Set(geo.hexes.filter((h) => !pt.has(h) && geo.neighbors(h).some((n) => pt.has(n))));
    borders.set(module, hit);
  }
  return hit;
}

/** Violations of moving `pieceId` to `to` (none iff `to` is in moveOptions), with the first rule that forbids it. */
export function checkMove(
  module: GameModule,
  state: GameState,
  pieceId: string,
  to: HexId,
  req: MoveRequest = {},
): Violation[] {
  if (moveRoute(module, state, pieceId, to, req)) return [];
  const piece = state.pieces.find((p) => p.id === pieceId);
  if (!piece) return [violation('move.noUnit', '12.1', `There is no unit ${pieceId}`, { unit: pieceId })];
  const stop = cannotMove(module, state, piece, req.landing === true);
  return [stop ?? explain(module, state, moveContext(module, state, pieceId, req)!, to)];
}

/** The first rule that keeps a movable unit out of `to`. */
function explain(module: GameModule, state: GameState, ctx: MoveContext, to: HexId): Violation {
  const geo = geoOf(module);
  const unit = ctx.piece.id;
  const p = { unit, hex: to };
  if (!geo.has(to)) return violation('move.offMap', '2.2', `${to} is not a hex of the map`, p);
  if (to === ctx.start) return violation('move.same', '12.1', `${unit} is already in ${to}`, p);
  if (geo.isSea(to)) return violation('move.sea', '12.7', `No unit may enter the all-sea hex ${to}`, p);
  const there = state.pieces.filter((x) => x.kind === 'unit' && x.at.kind === 'hex' && x.at.hex === to);
  if (there.some((x) => x.side !== ctx.side)) return violation('move.enemy', '6.1', `${to} holds enemy units`, p);
  if (there.some((x) => frozen(module, state, x))) {
    return violation('move.neutral', '8.1', `${to} holds neutral Portuguese units`, p);
  }
  if (there.length + 1 > stackLimit(to)) {
    return violation('move.stacking', '6.3', `${to} already holds ${there.length} units (limit ${stackLimit(to)})`, {
      ...p,
      limit: stackLimit(to),
    });
  }
  // the first rule whose relaxation (at the unit's own MF, then with MP to spare) opens a way to `to`
  for (const mp of [false, true]) {
    if (ctx.search({ mp, zoc: true }, false).get(to)) {
      return violation(
        'move.ezoc',
        '7.5',
        `Enemy ZOC stops ${unit} before ${to} (a move ends on entering an enemy ` +
          'ZOC and never goes from one enemy ZOC hex to another)',
        p,
      );
    }
    if (ctx.search({ mp, zoc: true, stack: true }, false).get(to)) {
      return violation('move.passStacking', '6.2', `The way to ${to} passes through a full hex`, p);
    }
    if (ctx.side === AXIS && ctx.search({ mp, zoc: true, stack: true, strait: true }, false).get(to)) {
      return violation('move.straits', '12.7', 'Axis units never cross the straits hexsides', p);
    }
    const costly = mp ? null : ctx.search({ mp: true }, false).get(to);
    if (costly) {
      return violation('move.mp', '12.3', `${to} costs ${costly.cost} MP; ${unit} has ${ctx.mp}`, {
        ...p,
        cost: costly.cost,
        mp: ctx.mp,
      });
    }
  }
  if (ctx.search({ mp: true, zoc: true, stack: true, strait: true, enemy: true }, false).get(to)) {
    return violation('move.enemy', '6.1', `Enemy units bar every way to ${to}`, p);
  }
  return violation('move.unreachable', '12.7', `No way over land leads from ${ctx.start} to ${to}`, p);
}
