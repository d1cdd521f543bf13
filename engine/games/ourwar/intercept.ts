// Interception (XII.6.8) and air patrols (XII.6.1): the game's interception table by side (rows: the aircraft type
// intercepted, columns: the interceptor's), who may try (fighters listed there, in supply, not activated, based in or
// next to the hex where the enemy stops, patrols up to six hexes away, once a step), the DRMs, and the procedure:
// one row per intercepting type, rolled from the type least likely to succeed, each catching every aircraft not yet
// caught whose factor in its column is at least the modified roll.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { mayTakeOff } from './airbase.js';
import { type AirVars, airOf } from './airstate.js';
import type { Verdict } from './combat.js';
import { marksOf, ourWarOf, type Side } from './state.js';
import { chartOf, type Mod } from './tables.js';
import { defOf, hasFlag } from './units.js';

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });

/** B.9.2 an aircraft's type, the key of the interception tables (units.json's flag "aircraft:<type>"). */
export function aircraftType(module: GameModule, p: Pick<Piece, 'def'>): string | null {
  const f = defOf(module, p).flags?.find((x) => x.startsWith('aircraft:'));
  return f ? f.slice('aircraft:'.length) : null;
}

/** XII.6.8 the interception factor of an interceptor against an aircraft: the side's table; null when not listed. */
export function interceptFactor(module: GameModule, side: Side, interceptor: Piece, target: Piece): number | null {
  const chart = chartOf(module, `interception-${side}`);
  const col = chart.columns.indexOf(aircraftType(module, interceptor) ?? '');
  const row = chart.rows.find((r) => r.key === aircraftType(module, target));
  const cell = col < 0 ? undefined : row?.cells[col];
  return typeof cell === 'number' ? cell : null;
}

/** XII.6.8 / EX-4 an interception succeeds when the modified roll is at most the factor. */
export const intercepts = (modified: number, factor: number): boolean => modified <= factor;

/**
 * XII.6.1 a fighter may take an air patrol marker: a fighter of a type on its side's table (XVIII.2.17), in supply,
 * not activated nor patrolling, able to take off; at night only a night fighter (II.4). `code` names the refusal.
 */
export function mayPatrol(
  module: GameModule,
  state: GameState,
  p: Piece,
  supplied: boolean,
): Verdict & { code?: string } {
  const why = (code: string, v: Verdict) => ({ ...v, code });
  if (!hasFlag(module, p, 'fighter')) return why('fighter', no('XII.6.1', 'only fighters patrol'));
  if (!chartOf(module, `interception-${p.side}`).columns.includes(aircraftType(module, p) ?? ''))
    return why('table', no('XII.6.8', 'its type is not on the interception table'));
  if (!supplied) return why('supply', no('VIII.8', 'out of supply aircraft do nothing'));
  if (marksOf(ourWarOf(state), p.id).act || airOf(state).patrol.includes(p.id))
    return why('done', no('XII.6.1', 'it is already patrolling or activated'));
  if (ourWarOf(state).part === 'night' && !hasFlag(module, p, 'night'))
    return why('night', no('II.4', 'at night only night fighters'));
  const up = mayTakeOff(module, state, p);
  return up.ok ? up : why('takeOff', up);
}

/** XII.6.1 the patrol DRM by the distance from the patrol's base to the hex intercepted (0 to 6 hexes). */
export const PATROL_DRM: readonly number[] = [-6, -5, -4, -3, -2, -1, 0];
/** XII.6.1 a patrol's radius in hexes. */
export const PATROL_RADIUS = 6;

/** Where an interceptor reaches a mission from: a patrol's distance in hexes (null: not on patrol), in a box. */
export interface Reach {
  patrol: number | null;
  box: boolean;
}

/**
 * XII.6.8 whether a fighter may try to intercept aircraft stopping at `at`: a fighter of a type in its side's table,
 * in supply, not activated, able to take off; based in or next to the hex (TN "and including?": including), or
 * within six hexes on patrol, trying once a step; in a box, only at aircraft in its own box (XII.9).
 */
export function mayIntercept(
  module: GameModule,
  state: GameState,
  p: Piece,
  at: Piece['at'],
  o: { supplied: boolean; air: AirVars; step: string; distance: (a: string, b: string) => number },
): Verdict & { reach?: Reach } {
  if (!hasFlag(module, p, 'fighter')) return no('XVIII.2.17', 'only fighters intercept');
  if (!chartOf(module, `interception-${p.side}`).columns.includes(aircraftType(module, p) ?? ''))
    return no('XII.6.8', 'its type is not on the interception table');
  if (!o.supplied) return no('VIII.8', 'out of supply aircraft do nothing');
  if (marksOf(ourWarOf(state), p.id).act) return no('XII.6.8', 'it has been activated');
  const patrol = o.air.patrol.includes(p.id);
  if (patrol && o.air.tried[p.id] === o.step) return no('XII.6.1', 'a patrol tries once a step');
  const up = mayTakeOff(module, state, p);
  if (!up.ok) return up;
  if (p.at.kind === 'box' || at.kind === 'box')
    return p.at.kind === 'box' && at.kind === 'box' && p.at.box === at.box
      ? { ok: true, reach: { patrol: patrol ? 0 : null, box: true } }
      : no('XII.9', 'from a box only at aircraft in that box');
  if (p.at.kind !== 'hex' || at.kind !== 'hex') return no('XII.6.8', 'not on the map');
  const d = o.distance(p.at.hex, at.hex);
  if (patrol && d <= PATROL_RADIUS) return { ok: true, reach: { patrol: d, box: false } };
  return d <= 1 ? { ok: true, reach: { patrol: null, box: false } } : no('XII.6.8', 'too far from its base');
}

/** XII.6.8, XII.6.1, XII.9, II.4.6 the DRMs of one row's roll. */
export function interceptDrms(
  module: GameModule,
  state: GameState,
  units: readonly Piece[],
  count: number,
  reach: Reach,
) {
  const v = ourWarOf(state);
  const out: Mod[] = [];
  if (count > 1) out.push({ rule: 'XII.6.8', why: 'aircraft intercepted after the first', value: 1 - count });
  const weather: Record<string, [string, number]> = {
    rainy: ['XII.4.1', 3],
    cold: ['XII.4.2', 2],
    hot: ['XII.4.4', 1],
  };
  const w = reach.box ? undefined : weather[v.weather];
  if (w) out.push({ rule: w[0], why: `${v.weather} weather`, value: w[1] });
  if (v.part === 'night') {
    const night = units.every((p) => hasFlag(module, p, 'night'));
    out.push({ rule: 'II.4.6', why: night ? 'night, night specialists' : 'night', value: night ? 1 : 3 });
  }
  if (reach.box)
    out.push(
      reach.patrol !== null
        ? { rule: 'XII.9', why: 'patrol in its box', value: -3 }
        : { rule: 'XII.9', why: 'interception in its box', value: -1 },
    );
  else if (reach.patrol !== null)
    out.push({ rule: 'XII.6.1', why: `patrol ${reach.patrol} hexes away`, value: PATROL_DRM[reach.patrol]! });
  return out;
}

/** XII.6.8 one row of interceptors: their type, the units, the DRMs of its roll. */
export interface InterceptRow {
  type: string;
  units: string[];
  drms: Mod[];
  drm: number;
}

/**
 * XII.6.8 the intercepting player's rows: one per intercepting type ({source:'reconstructed'}: patrols of one type
 * at different distances have different DRMs, so each distance is a row of its own).
 */
export function interceptRows(
  module: GameModule,
  state: GameState,
  interceptors: readonly { piece: Piece; reach: Reach }[],
  count: number,
): InterceptRow[] {
  const groups = new Map<string, { piece: Piece; reach: Reach }[]>();
  for (const i of interceptors) {
    const k = `${aircraftType(module, i.piece)}|${i.reach.patrol}|${i.reach.box}`;
    groups.set(k, [...(groups.get(k) ?? []), i]);
  }
  return [...groups.values()].map((g) => {
    const drms = interceptDrms(
      module,
      state,
      g.map((x) => x.piece),
      count,
      g[0]!.reach,
    );
    const type = aircraftType(module, g[0]!.piece)!;
    return { type, units: g.map((x) => x.piece.id), drms, drm: drms.reduce((a, m) => a + m.value, 0) };
  });
}

/** XII.6.8 what one row's roll did. */
export interface RowOutcome extends InterceptRow {
  roll: number;
  modified: number;
  caught: string[];
}

/**
 * XII.6.8 the interception: the rows rolled from the least likely to succeed (its best factor against the enemy
 * less its DRM, lowest first), each catching the aircraft not yet caught whose factor is at least its modified roll.
 * Rows that catch nothing fail (their aircraft return to base activated).
 */
export function resolveInterception(
  module: GameModule,
  side: Side,
  state: GameState,
  rows: readonly InterceptRow[],
  targets: readonly Piece[],
  die: () => number,
): RowOutcome[] {
  const piece = (id: string) => state.pieces.find((p) => p.id === id)!;
  const factor = (row: InterceptRow, t: Piece) => interceptFactor(module, side, piece(row.units[0]!), t);
  const chance = (row: InterceptRow) => Math.max(-99, ...targets.map((t) => factor(row, t) ?? -99)) - row.drm;
  const order = [...rows].sort((a, b) => chance(a) - chance(b));
  const caught = new Set<string>();
  return order.map((row) => {
    const roll = die();
    const modified = roll + row.drm;
    const now = targets.filter((t) => {
      const f = factor(row, t);
      return !caught.has(t.id) && f !== null && intercepts(modified, f);
    });
    for (const t of now) caught.add(t.id);
    return { ...row, roll, modified, caught: now.map((t) => t.id) };
  });
}
