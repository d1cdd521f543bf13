// Airpower and the partisan (9.x): where the markers may be placed, and their ranges.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, SideId } from '../../core/types.js';
import { geoOf } from './geo.js';
import { varsOf } from './state.js';
import { portugalHexes } from './control.js';
import { zocFieldOf } from './zoc.js';
import type { ZocField } from '../../systems/zoc.js';
import { ALLIED, AXIS, enemyOf } from './units.js';

/** The airpower markers on the map. */
export function airMarkers(state: GameState): HexId[] {
  return state.pieces
    .filter((p) => p.kind === 'marker' && p.def === 'airpower' && p.at.kind === 'hex')
    .map((p) => (p.at as { hex: HexId }).hex);
}

/**
 * 5.4, 9.2: the holder places each awarded marker in "any hex on the map with the exception of neutral Portugal",
 * one per hex; units and ZOC do not matter. All-sea hexes are hexes of the map too: a marker there covers the land
 * around it (9.3: the strait 1323 reaches Gibraltar, Tangier, Ceuta and Tetuan).
 */
export function airHexes(module: GameModule, state: GameState): HexId[] {
  return geoOf(module).hexes.filter(airHexTest(module, state));
}

/** 5.4, 9.2 whether a hex of the map may take an airpower marker now, as a function of the hex (the state read
 *  once): no marker there yet, not in neutral Portugal. */
export function airHexTest(module: GameModule, state: GameState): (hex: HexId) => boolean {
  const taken = new Set(airMarkers(state));
  const neutral = varsOf(state).portugal ? new Set<HexId>() : new Set(portugalHexes(module));
  return (h) => !taken.has(h) && !neutral.has(h);
}

/** Whether `hex` is one of airHexes (5.4, 9.2), asked without listing them all. */
export function airHexAllowed(module: GameModule, state: GameState, hex: HexId): boolean {
  return geoOf(module).has(hex) && airHexTest(module, state)(hex);
}

/**
 * 9.8: the partisan goes in a rough or mountain hex with no Axis unit and no Axis ZOC; not in neutral Portugal
 * (digest ambiguity 11, mirroring airpower).
 */
export function partisanHexes(module: GameModule, state: GameState): HexId[] {
  const geo = geoOf(module);
  const neutral = varsOf(state).portugal ? new Set<HexId>() : new Set(portugalHexes(module));
  const axisAt = new Set(
    state.pieces
      .filter((p) => p.kind === 'unit' && p.side === AXIS && p.at.kind === 'hex')
      .map((p) => (p.at as { hex: HexId }).hex),
  );
  // The Axis ZOC, asked once (when first needed) for every hex.
  let ezoc: ZocField | undefined;
  const inEzoc = (h: HexId) => {
    ezoc = ezoc ?? zocFieldOf(module, state, enemyOf(ALLIED));
    return ezoc.has(h);
  };
  return geo.hexes.filter(
    (h) =>
      (geo.terrain(h) === 'rough' || geo.terrain(h) === 'mountain') && !neutral.has(h) && !axisAt.has(h) && !inEzoc(h),
  );
}

/** 9.3, 9.8: the hexes in range of a side's airpower (and, for the Allies, the partisan): marker hex + 6. */
export function airRange(module: GameModule, state: GameState, side: SideId): Set<HexId> {
  const geo = geoOf(module);
  const out = new Set<HexId>();
  for (const p of state.pieces) {
    if (p.kind !== 'marker' || p.at.kind !== 'hex') continue;
    const mine = (p.def === 'airpower' && p.side === side) || (p.def === 'partisan' && side === ALLIED);
    if (!mine) continue;
    out.add(p.at.hex);
    for (const n of geo.neighbors(p.at.hex)) out.add(n);
  }
  return out;
}
