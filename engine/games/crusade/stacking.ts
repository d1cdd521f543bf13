// §9 stacking and the other limits on where units may end a move (also for SR, advances and placements): the
// stacking limit (§9.1, option), never with enemy units (§9.1.3), Northern Front Non-Cooperation (§16.4.2) and
// the unit types allowed in the Northern Front while it is isolated (§16.4.3).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, Violation } from '../../core/types.js';
import { geoOf } from './geo.js';
import { optionsOf } from './options.js';
import { NAT, REP, type Side, spaceOf, unitsIn, varsOf, violation } from './state.js';
import { nfIsolated, nfZone } from './supply.js';
import { isCorps, regionOf, unitType } from './units.js';

/** §9.1 (option `stackingLimit`, digest 5.1) combat units a space may hold; corps and divisions count one each. */
export const stackLimit = (state: GameState): number => optionsOf(state).stackingLimit;

const nfRegionOf = (module: GameModule, space: string): string | null => geoOf(module).attrs(space).nfRegion;

/** §16.4.2 a Regional unit whose home region is all NAT-controlled is no longer bound by Non-Cooperation. */
function homeLost(module: GameModule, state: GameState, region: string): boolean {
  const geo = geoOf(module);
  return geo.spaces.filter((s) => geo.attrs(s).nfRegion === region).every((s) => varsOf(state).control[s] === NAT);
}

/** §16.4.2.4 a Regional division in another Northern Front region while more than one division of its region
 *  is (after retreats): it must go back home when it moves, if it can (movement.ts). */
export function stranded(module: GameModule, state: GameState, p: Piece): boolean {
  const home = regionOf(module, p);
  const at = spaceOf(p);
  const r = at ? nfRegionOf(module, at) : null;
  if (!home || isCorps(module, p) || !r || r === home || homeLost(module, state, home)) return false;
  const away = state.pieces.filter((x) => {
    const s = x.kind === 'unit' && regionOf(module, x) === home && !isCorps(module, x) ? spaceOf(x) : null;
    const xr = s ? nfRegionOf(module, s) : null;
    return xr !== null && xr !== home;
  });
  return away.length > 1;
}

/** Whether a space is in a Regional unit's home region. */
export const inHomeRegion = (module: GameModule, p: Piece, space: string): boolean =>
  regionOf(module, p) !== null && nfRegionOf(module, space) === regionOf(module, p);

/**
 * §16.4.2.1–16.4.2.2 Non-Cooperation: a Regional unit may end in its own region or outside the Northern Front; a
 * Regional division may end in another NF region only while no other division of its region is in one; a Regional
 * corps never. Units in `free` are no longer bound (§16.4.2.4: stranded and unable to get home).
 */
export function nonCooperation(
  module: GameModule,
  state: GameState,
  units: Piece[],
  space: string,
  free: ReadonlySet<string> = new Set(),
): Violation[] {
  const dest = nfRegionOf(module, space);
  if (!dest) return [];
  const out: Violation[] = [];
  const ids = new Set(units.map((u) => u.id));
  for (const u of units) {
    const home = regionOf(module, u);
    if (!home || home === dest || free.has(u.id) || homeLost(module, state, home)) continue;
    if (isCorps(module, u)) {
      out.push(
        violation('nonCooperation', '16.4.2.2', `A ${home} corps may not end in another region`, { unit: u.id }),
      );
      continue;
    }
    const away = (p: Piece): boolean => {
      const at = ids.has(p.id) ? space : spaceOf(p);
      const r = at ? nfRegionOf(module, at) : null;
      return r !== null && r !== home;
    };
    const count = state.pieces.filter(
      (p) =>
        p.kind === 'unit' &&
        regionOf(module, p) === home &&
        !isCorps(module, p) &&
        (ids.has(p.id) || p.at.kind === 'space') &&
        away(p),
    ).length;
    if (count > 1)
      out.push(
        violation('nonCooperation', '16.4.2.1', `Only one ${home} division may be in another Northern Front region`, {
          unit: u.id,
        }),
      );
  }
  return out;
}

/** §16.4 whether a space is in the Northern Front (its regions, or the REP spaces Connected to its sources). */
export function inNorthernFront(module: GameModule, state: GameState, space: string): boolean {
  return nfRegionOf(module, space) !== null || nfZone(module, state).has(space);
}

/**
 * §16.4.3 while the Northern Front is isolated only Regional units and at most two POL divisions may go into it
 * (units already there may stay and move within it).
 */
export function nfTypeLimits(
  module: GameModule,
  state: GameState,
  side: Side,
  units: Piece[],
  from: string | null,
  space: string,
): Violation[] {
  if (side !== REP || (from && inNorthernFront(module, state, from)) || !inNorthernFront(module, state, space))
    return [];
  if (!nfIsolated(module, state)) return [];
  const out: Violation[] = [];
  for (const u of units) {
    if (regionOf(module, u) || unitType(module, u) === 'POL') continue;
    out.push(violation('nfIsolated', '16.4.3', 'Only Regional and POL units may enter the isolated Northern Front'));
    break;
  }
  const moving = new Set(units.map((u) => u.id));
  const pol = state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side === REP &&
      unitType(module, p) === 'POL' &&
      (moving.has(p.id) || (spaceOf(p) !== null && inNorthernFront(module, state, spaceOf(p)!))),
  ).length;
  if (pol > 2 && units.some((u) => unitType(module, u) === 'POL'))
    out.push(violation('nfPolice', '16.4.3', 'At most two POL divisions may be in the isolated Northern Front'));
  return out;
}

/**
 * Why `units` of `side` (moving from `from`, or placed when null) may not end in `space`: enemy units there
 * (§9.1.3), over the stacking limit (§9.1), Non-Cooperation (§16.4.2; `free`: units it no longer binds),
 * Northern Front limits (§16.4.3).
 */
export function endProblems(
  module: GameModule,
  state: GameState,
  side: Side,
  units: Piece[],
  from: string | null,
  space: string,
  free: ReadonlySet<string> = new Set(),
): Violation[] {
  const there = unitsIn(state, space);
  const name = geoOf(module).name(space);
  if (there.some((p) => p.side !== side))
    return [violation('enemyStack', '9.1.3', `${name} holds enemy units`, { space })];
  const ids = new Set(units.map((u) => u.id));
  const count = there.filter((p) => !ids.has(p.id)).length + units.length;
  const limit = stackLimit(state);
  const out: Violation[] = [];
  if (count > limit)
    out.push(
      violation('stacking', '9.1', `${name} would hold ${count} units (limit ${limit})`, { space, count, limit }),
    );
  out.push(
    ...nonCooperation(module, state, units, space, free),
    ...nfTypeLimits(module, state, side, units, from, space),
  );
  return out;
}
