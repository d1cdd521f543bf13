// Anti-aircraft fire (XIII, XVIII.2.8): who may fire at an air mission (the mission's hex or next to it, same box
// only), the fire power (AA and mixed AT/AA units ×2 against aircraft), the intrinsic AA of built-up hexes as column
// shifts, the DRMs of XIII.4 itemised and capped (A24: AA counts as an attack), the result read on "anti-aircraft":
// levels lost and aborts for the aircraft, and on a shaded result one level from the firers.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Verdict } from './combat.js';
import { mayFire } from './fire.js';
import { allocateLevels, hexOf, lossOrder, piecesOf } from './losses.js';
import { type AirResult, parseAirCell } from './results.js';
import type { OurWarVars } from './state.js';
import { terrainOf } from './terrain.js';
import { capped, chartOf, lookup, type Mod } from './tables.js';
import { factorsOf, hasFlag } from './units.js';

/** An AA fire: the firers, the aircraft flying a mission, the mission's hex, what the caller knows. */
export interface AaFire {
  module: GameModule;
  state: GameState;
  firers: readonly string[];
  targets: readonly string[];
  /** XIII.2 the hex (or box) where the aircraft carry out their mission. */
  at: Piece['at'];
  /** XIII.5 intrinsic AA of an airfield (1), a major airfield (2) or a port (1) there; cities come from the map. */
  intrinsic?: number;
  /** XIII.2 the map's hex distance. */
  distance: (a: string, b: string) => number;
  supplied: (id: string) => boolean;
}

const varsOf = (s: GameState) => s.vars as unknown as OurWarVars;

/** XIII.2 a unit may fire AA at a mission in its hex or next to it (in a box: the same box), if it may fire. */
export function mayFireAA(c: AaFire, p: Piece): Verdict {
  if (varsOf(c.state).weather === 'stormy') return { ok: false, rule: 'IV.8', why: 'no air activity in storms' };
  const ok = mayFire(c.module, varsOf(c.state), p, c.supplied(p.id));
  if (!ok.ok) return ok;
  if (c.at.kind === 'box' || p.at.kind === 'box')
    return p.at.kind === 'box' && c.at.kind === 'box' && p.at.box === c.at.box
      ? { ok: true }
      : { ok: false, rule: 'XIII.4', why: 'from a box only at aircraft in that box' };
  if (p.at.kind !== 'hex' || c.at.kind !== 'hex') return { ok: false, rule: 'XIII.2', why: 'not on the map' };
  return c.distance(p.at.hex, c.at.hex) <= 1 ? { ok: true } : { ok: false, rule: 'XIII.2', why: 'out of reach' };
}

/** XIII.3 / XVIII.2.8 the fire power: AA and mixed AT/AA units double theirs against aircraft. */
export function aaTotal(c: AaFire): { value: number; items: Mod[] } {
  const items = piecesOf(c.state, c.firers).map((p) => {
    const aa = hasFlag(c.module, p, 'aa');
    const n = factorsOf(c.module, p).fire * (aa ? 2 : 1);
    return { rule: aa ? 'XVIII.2.8' : 'XIII.3', why: `${p.id} fire${aa ? ' ×2' : ''}`, value: n };
  });
  return { value: items.reduce((a, m) => a + m.value, 0), items };
}

/** XIII.5 intrinsic AA: city 1R, major city 2R, and the airfield or port the caller names. */
export function aaShifts(c: AaFire): Mod[] {
  const out: Mod[] = [];
  if (c.at.kind === 'hex') {
    const cls = terrainOf(c.module, c.at.hex).cls;
    if (cls === 'city') out.push({ rule: 'XIII.5', why: 'city', value: 1 });
    if (cls === 'major-city') out.push({ rule: 'XIII.5', why: 'major city', value: 2 });
  }
  if (c.intrinsic) out.push({ rule: 'XIII.5', why: 'airfield or port', value: c.intrinsic });
  return out;
}

/** XIII.4 the DRMs: levels beyond the first, the firers' own hex, night, strike aircraft, the weather. */
export function aaDrms(c: AaFire): Mod[] {
  const v = varsOf(c.state);
  const targets = piecesOf(c.state, c.targets);
  const out: Mod[] = [];
  const levels = targets.reduce((a, p) => a + p.steps, 0);
  if (levels > 1) out.push({ rule: 'XIII.4', why: 'levels attacked after the first', value: levels - 1 });
  const own = c.at.kind === 'hex' ? c.at.hex : null;
  if (own && piecesOf(c.state, c.firers).some((p) => hexOf(p) === own))
    out.push({ rule: 'XIII.4', why: "in the firers' hex", value: 2 });
  if (v.part === 'night') {
    const night = targets.every((p) => hasFlag(c.module, p, 'night'));
    out.push({ rule: 'XIII.4', why: night ? 'night specialists at night' : 'night', value: night ? -5 : -3 });
  }
  if (targets.some((p) => hasFlag(c.module, p, 'strike')))
    out.push({ rule: 'XIII.4', why: 'ground attack or dive bombers', value: -2 });
  const weather = { rainy: -2, cold: -1, hot: -1 } as Record<string, number>;
  if (weather[v.weather]) out.push({ rule: 'XIII.4', why: `${v.weather} weather`, value: weather[v.weather]! });
  return out;
}

/** XIII.3 resolves an AA fire on a rolled die; null below the chart's first column. */
export function resolveAA(c: AaFire, roll: number) {
  const total = aaTotal(c);
  const shifts = aaShifts(c);
  const drms = aaDrms(c);
  const [shift, drm] = [capped(shifts, 3), capped(drms, 5)];
  const l = lookup(chartOf(c.module, 'anti-aircraft'), 'brackets', total.value, shift, roll + drm);
  if (!l) return null;
  return { total, shifts, shift, drms, drm, roll, ...l, result: parseAirCell(l.cell) };
}

/**
 * XIII Fig. 16 what an AA result does: the aircraft's levels (owner's order) and abort; shaded, one level from the
 * firers (the legend's "one level loss to firing units" read as one level in all, the firers' owner choosing).
 */
export function aaEffects(c: AaFire, r: AirResult, owners: { targets?: string[]; firers?: string[] } = {}) {
  const targets = piecesOf(c.state, c.targets);
  const firers = piecesOf(c.state, c.firers);
  return {
    targets: allocateLevels(lossOrder(c.module, targets, owners.targets), r.levels),
    abort: r.abort ? targets.map((p) => p.id) : [],
    firers: r.firerLoses ? allocateLevels(lossOrder(c.module, firers, owners.firers), 1) : {},
  };
}
