// Hex control (7.7): who holds each hex at the start of Turn 1, and how it changes after every action (units
// standing in a hex, units entering it, an uncontested ZOC over an empty hex; the supply sources only by entry).

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId } from '../../core/types.js';
import { geoOf, HEX } from './geo.js';
import { frozen, varsOf, type Control } from './state.js';
import { ALLIED, AXIS, hasFlag, nationality } from './units.js';
import { zocFieldOf } from './zoc.js';

const ptCache = new WeakMap<GameModule, readonly HexId[]>();

/** 8.0: every hex of Portugal. */
export function portugalHexes(module: GameModule): readonly HexId[] {
  let hit = ptCache.get(module);
  if (!hit) {
    const geo = geoOf(module);
    hit = geo.hexes.filter((h) => geo.region(h) === 'portugal');
    ptCache.set(module, hit);
  }
  return hit;
}

/** The sides with ground units standing in each hex (neutral Portuguese units belong to no side, 8.1). */
function occupancy(module: GameModule, state: GameState): Map<HexId, SideId[]> {
  const out = new Map<HexId, SideId[]>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex' || frozen(module, state, p)) continue;
    const list = out.get(p.at.hex);
    if (!list) out.set(p.at.hex, [p.side]);
    else if (!list.includes(p.side)) list.push(p.side);
  }
  return out;
}

/**
 * 7.7: control after an action. `entered`: every hex a unit entered during it (the hexes a move passed through
 * too: digest §11.4 item 27, the mover takes them at that moment); `mover`: their side (by default the side of the
 * units standing in the last entered hex, else the side to act).
 */
export function updateControl(
  module: GameModule,
  state: GameState,
  entered: readonly HexId[],
  mover?: SideId,
): Record<HexId, Control> {
  return controlUpdate(module, state, entered, mover).control;
}

/** The hexes controlUpdate changed, each with whether the map had it before and its value then. */
export type ControlLog = Map<HexId, { had: boolean; old: Control | undefined }>;

/**
 * updateControl, with the hexes it changed. The map of control is copied on the first change (an action that
 * changes no hex gives back the same map), unless `inPlace`: the state is the reducer's own (ReduceContext.owned,
 * draft.ts ownsControl), and its map is changed in place.
 */
export function controlUpdate(
  module: GameModule,
  state: GameState,
  entered: readonly HexId[],
  mover?: SideId,
  inPlace = false,
): { control: Record<HexId, Control>; log: ControlLog } {
  const geo = geoOf(module);
  const vars = varsOf(state);
  const was = vars.control as Record<HexId, Control> | undefined;
  let control: Record<HexId, Control> = was ?? {};
  let copied = was === undefined || inPlace;
  const log: ControlLog = new Map();
  const set = (h: HexId, side: Control) => {
    if (control[h] === side) return;
    if (!log.has(h)) log.set(h, { had: Object.hasOwn(control, h), old: control[h] });
    if (!copied) {
      control = { ...control };
      copied = true;
    }
    control[h] = side;
  };
  const occ = occupancy(module, state);
  const last = entered[entered.length - 1];
  const side = (mover ?? (last !== undefined ? occ.get(last)?.[0] : undefined) ?? state.activeSide) as Control;
  // 7.7: a unit entering a hex takes it, the supply sources included (by movement, advance or retreat)
  for (const h of entered) if (geo.has(h) && !geo.isSea(h)) set(h, side);
  // 7.7: an empty hex in one side's ZOC, uncontested by an enemy ZOC, becomes that side's; the enemy supply
  // sources (4212, the beachhead) only by entry; a neutral Portuguese hex not at all (only 8.2 entry touches it)
  const allied = zocFieldOf(module, state, ALLIED);
  const axis = zocFieldOf(module, state, AXIS);
  const neutral = vars.portugal ? null : portugalSet(module);
  // The hexes in the Allied ZOC, then those in the Axis ZOC only, each in map order (soleZoc, unrolled: a hex in
  // both ZOCs is contested, one with an enemy unit too).
  const ids = allied.mm.g.ids;
  const a = allied.mask;
  const x = axis.mask;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < ids.length; i++) {
      if (pass === 0 ? a[i] !== 1 : a[i] === 1 || x[i] !== 1) continue;
      const h = ids[i]!;
      if (h === HEX.germanSource || h === vars.beachhead || neutral?.has(h)) continue;
      if (a[i] === 1 && x[i] === 1) continue;
      const s = (a[i] === 1 ? ALLIED : AXIS) as Control;
      if (holdsOther(occ.get(h), s)) continue;
      set(h, s);
    }
  }
  // 7.7: a hex holding units of one side is that side's ("the presence of an actual enemy unit" contests a ZOC)
  for (const [h, sides] of occ) if (sides.length === 1) set(h, sides[0] as Control);
  return { control, log };
}

/**
 * Whether units of a side other than `side` stand in the hex (`sides`: occupancy's list for it). A plain loop: a
 * closure in the loop over the map would make the engine allocate a scope for every hex of every pass.
 */
function holdsOther(sides: readonly SideId[] | undefined, side: SideId): boolean {
  if (sides === undefined) return false;
  for (const o of sides) if (o !== side) return true;
  return false;
}

const ptSetCache = new WeakMap<GameModule, ReadonlySet<HexId>>();

/** portugalHexes as a set (8.0), made once per module. */
export function portugalSet(module: GameModule): ReadonlySet<HexId> {
  let hit = ptSetCache.get(module);
  if (!hit) {
    hit = new Set(portugalHexes(module));
    ptSetCache.set(module, hit);
  }
  return hit;
}

/** Whether a unit's presence claims its hex and the hexes around it at the start (7.7). */
function claims(module: GameModule, p: Piece): Control | null {
  const nat = nationality(module, p);
  if (nat === 'rs') return ALLIED; // Republican Spanish units
  if (nat === 'fs' || hasFlag(module, p, 'paraRegiment')) return AXIS; // Falangists, the two paratroop regiments
  return null;
}

/**
 * 7.7 (digest §3 step 7): control at the start of Turn 1. Allied: hexes with or next to Republican units, the
 * beachhead and the hexes next to it, all of Portugal if it is in, Gibraltar (held by the 1/2GGB). Axis: all of
 * Occupied and Vichy France, hexes with or next to Falangist units and the two paratroop regiments. A hex claimed
 * by both stays uncontrolled (digest §11.4 item 19) unless units stand in it; neutral Portugal is nobody's.
 */
export function initialControl(module: GameModule, state: GameState): Record<HexId, Control> {
  const geo = geoOf(module);
  const vars = varsOf(state);
  const neutral = vars.portugal ? null : new Set(portugalHexes(module));
  const claim = new Map<HexId, Set<Control>>();
  const add = (h: HexId, side: Control) => {
    if (!geo.has(h) || geo.isSea(h) || neutral?.has(h)) return;
    const set = claim.get(h);
    if (set) set.add(side);
    else claim.set(h, new Set([side]));
  };
  for (const h of geo.hexes) {
    const r = geo.region(h);
    if (r === 'occupied-france' || r === 'vichy-france') add(h, AXIS);
    if (r === 'portugal' && vars.portugal) add(h, ALLIED);
  }
  add(HEX.gibraltar, ALLIED);
  if (vars.beachhead) for (const h of [vars.beachhead, ...geo.neighbors(vars.beachhead)]) add(h, ALLIED);
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex') continue;
    const side = claims(module, p);
    if (side) for (const h of [p.at.hex, ...geo.neighbors(p.at.hex)]) add(h, side);
  }
  const control: Record<HexId, Control> = {};
  for (const [h, sides] of claim) if (sides.size === 1) control[h] = [...sides][0]!;
  for (const [h, sides] of occupancy(module, state)) {
    if (sides.length === 1 && !neutral?.has(h)) control[h] = sides[0] as Control;
  }
  return control;
}
