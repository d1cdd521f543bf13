// Fire against structures (destruction fire, XV) and the damage it leaves (X.I.3, X.II.4): the target named, its
// tolerance, the total (night ½ up, intensive fire ×2 from 22 by day, XV.7), the crossing shifts, the DRMs, the
// result read on "fire-structures", and the damage kept on the state: destroyed beyond the tolerance, the hex
// devastated or destroyed by an X or heavy shading, and what a damaged crossing still carries.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import type { Verdict } from './combat.js';
import { parseStructureCell, type StructureResult } from './results.js';
import { piecesOf } from './losses.js';
import { type Crossing, type HexWorks, MAJOR, type OurWarVars } from './state.js';
import { BUILT_UP, FIRE_DRM, terrainOf } from './terrain.js';
import { capped, chartOf, lookup, type Mod } from './tables.js';
import { factorsOf, hasFlag, isAir } from './units.js';

/** XV.2 what destruction fire aims at: a hex's road or railway, trench, fortification, built-up area, or a crossing. */
export type StructureTarget =
  | { kind: 'road' | 'trench' | 'fort' | 'built-up'; hex: string }
  | { kind: 'crossing'; key: string; hex: string };

/** X.I.3 turns of damage each structure tolerates (more: destroyed). */
export const TOLERANCE = { road: 0, trench: 1, fort: 2, minorCrossing: 2, majorCrossing: 4 } as const;

/** X.I.3 / X.II.4 a crossing's tolerance: major bridges and pontoon ferries 4, the others 2. */
export const crossingTolerance = (x: Pick<Crossing, 'kind'>): number =>
  MAJOR.has(x.kind) ? TOLERANCE.majorCrossing : TOLERANCE.minorCrossing;

/**
 * X.I.2.4 / X.II.4 the trench and fortification that stand in a hex: finished and undamaged ("until the repair is
 * completed, the construction is considered not to exist"; only crossings work damaged).
 */
export function worksStanding(w: HexWorks | undefined): { trench: boolean; fort: boolean } {
  const up = (s: { building: number; damage: number } | undefined) => Boolean(s && !s.building && !s.damage);
  return { trench: up(w?.trench), fort: up(w?.fort) };
}

/** X.II.4 levels a crossing carries per turn: whole all, 1-4 turns of damage 4/3/2/1 (a ferry none), destroyed none. */
export function crossingCapacity(x: Pick<Crossing, 'damage' | 'destroyed' | 'building'> & { kind?: string }): number {
  if (x.destroyed || x.building) return 0;
  if (x.damage <= 0) return Number.POSITIVE_INFINITY;
  return x.kind === 'ferry' ? 0 : Math.max(0, 5 - x.damage);
}

/** XV a destruction fire: firers and the structure, what the caller computed. */
export interface StructureFire {
  module: GameModule;
  state: GameState;
  firers: readonly string[];
  target: StructureTarget;
  /** XII.6.5 air bombardment factors (at most half). */
  air?: number;
  hqSupport?: number;
  recon?: number;
  /** XV.7 intensive fire declared (mayIntensive checked). */
  intensive?: boolean;
}

const varsOf = (s: GameState) => s.vars as unknown as OurWarVars;

/** XV.7 intensive fire: by day, non-infantry ground units (artillery, armour) or strike aircraft, 22+ before ×2. */
export function mayIntensive(c: StructureFire): Verdict {
  if (varsOf(c.state).part === 'night') return { ok: false, rule: 'XV.7', why: 'not at night' };
  const firers = piecesOf(c.state, c.firers);
  const fit = (p: (typeof firers)[number]) =>
    isAir(c.module, p)
      ? hasFlag(c.module, p, 'strike')
      : hasFlag(c.module, p, 'artillery') || hasFlag(c.module, p, 'armoured');
  if (!firers.every(fit)) return { ok: false, rule: 'XV.7', why: 'infantry and common aircraft may not' };
  const total = structureTotal({ ...c, intensive: false }).value;
  return total >= 22 ? { ok: true } : { ok: false, rule: 'XV.7', why: `${total} factors: 22 are needed` };
}

/** XV.2 the factors: fire power (bombardment for aircraft), air at most half, night ½ up, intensive ×2. */
export function structureTotal(c: StructureFire): { value: number; items: Mod[] } {
  const items: Mod[] = [];
  let halvable = 0;
  for (const p of piecesOf(c.state, c.firers)) {
    const f = factorsOf(c.module, p);
    const n = isAir(c.module, p) ? f.bombard : f.fire;
    items.push({ rule: 'XV.2', why: `${p.id} fire`, value: n });
    if (!hasFlag(c.module, p, 'night')) halvable += n;
  }
  if (varsOf(c.state).part === 'night' && halvable)
    items.push({ rule: 'II.4', why: 'night: halved, rounded up', value: Math.ceil(halvable / 2) - halvable });
  const ground = items.reduce((a, m) => a + m.value, 0);
  const air = Math.min(c.air ?? 0, ground);
  if (air) items.push({ rule: 'XII.7', why: 'bombardment', value: air });
  if (c.intensive) items.push({ rule: 'XV.7', why: 'intensive fire ×2', value: ground + air });
  return { value: items.reduce((a, m) => a + m.value, 0), items };
}

/** XV.8 the shifts: a minor crossing or ferry 1L, a major crossing 2L, mud against clear or marsh 2L. */
export function structureShifts(c: StructureFire): Mod[] {
  const v = varsOf(c.state);
  const out: Mod[] = [];
  if (c.target.kind === 'crossing') {
    const x = v.crossings[c.target.key];
    if (!x) throw new Error(`No crossing at ${c.target.key}`);
    const major = MAJOR.has(x.kind);
    out.push({ rule: 'XV.8', why: major ? 'major crossing' : 'minor crossing', value: major ? -2 : -1 });
  }
  const cls = terrainOf(c.module, c.target.hex).cls;
  if (v.terrainState === 'mud' && (cls === 'clear' || cls === 'marsh'))
    out.push({ rule: 'XII.5', why: `mud: target in ${cls}`, value: -2 });
  return out;
}

/** XV.8 the DRMs, read on the target's hex as for fire against units (XIV.9.2). */
export function structureDrms(c: StructureFire): Mod[] {
  const out: Mod[] = [];
  if (c.hqSupport) out.push({ rule: 'VII.2.1', why: 'HQ support', value: c.hqSupport });
  const cls = terrainOf(c.module, c.target.hex).cls;
  if (FIRE_DRM[cls]) out.push({ rule: 'XIV.9.2', why: `target in ${cls}`, value: FIRE_DRM[cls] });
  const w = varsOf(c.state).works[c.target.hex];
  const up = worksStanding(w);
  if (up.fort) out.push({ rule: 'XIV.9.2', why: 'fortification', value: -3 });
  else if (up.trench) out.push({ rule: 'XIV.9.2', why: 'trench', value: -2 });
  if (w?.ruin) out.push({ rule: 'XIV.9.2', why: `${w.ruin} hex`, value: w.ruin === 'destroyed' ? -2 : -1 });
  if (c.recon) out.push({ rule: 'XII.6.2', why: 'reconnaissance points', value: c.recon });
  return out;
}

/** XV.8 resolves a destruction fire on a rolled die; null below the chart's first column. */
export function resolveStructureFire(c: StructureFire, roll: number) {
  const total = structureTotal(c);
  const shifts = structureShifts(c);
  const drms = structureDrms(c);
  const [shift, drm] = [capped(shifts, 3), capped(drms, 5)];
  const l = lookup(chartOf(c.module, 'fire-structures'), 'brackets', total.value, shift, roll + drm);
  if (!l) return null;
  return { total, shifts, shift, drms, drm, roll, ...l, result: parseStructureCell(l.cell) };
}

/**
 * X.I.3 / XV.8 a result kept on the vars: turns of damage add up and destroy beyond the tolerance (a trench is
 * removed, a fortification stays over a destroyed-hexagon marker to be repaired, a crossing is marked destroyed, a
 * road cut); an X or light shading
 * destroys outright (light spares major crossings and built-up hexes); an X on a hex's structure or built-up area,
 * or heavy shading, devastates a bare hex or destroys a built-up one (or a fortification's), for good (A17).
 * Returns what happened.
 */
export function applyStructureResult(module: GameModule, v: OurWarVars, t: StructureTarget, r: StructureResult) {
  const builtUp = BUILT_UP.has(terrainOf(module, t.hex).cls);
  if (!v.works[t.hex]) v.works[t.hex] = {};
  const works = v.works[t.hex]!;
  const events: string[] = [];
  // Fig. 21: light shading destroys the target whatever its tolerance (major crossings and built-up hexes aside);
  // heavy shading devastates or destroys the hex "in addition to effects on target structure" (its turns).
  const light = r.light;
  const ruin = (fort = false) => {
    works.ruin = builtUp || fort ? 'destroyed' : 'devastated';
    events.push(`hex ${works.ruin}`);
  };
  if (t.kind === 'crossing') {
    const x = v.crossings[t.key]!;
    const outright = r.destroyed || (light && !MAJOR.has(x.kind));
    x.damage += r.turns;
    if (outright || x.damage > crossingTolerance(x)) {
      x.destroyed = true;
      events.push('crossing destroyed');
    } else if (r.turns) events.push(`crossing damaged ${x.damage}`);
    return events;
  }
  if (t.kind === 'built-up') {
    if (builtUp && (r.destroyed || r.heavy)) ruin();
    return events;
  }
  if (t.kind === 'road') {
    if (r.turns || r.destroyed || light) works.roadCut = true;
    if (works.roadCut) events.push('road cut');
  } else {
    const s = works[t.kind];
    if (!s) throw new Error(`No ${t.kind} in ${t.hex}`);
    s.damage += r.turns;
    const tol = TOLERANCE[t.kind];
    if (r.destroyed || light || s.damage > tol) {
      if (t.kind === 'trench') delete works.trench;
      else {
        // X.I.3 a fortification destroyed: the destroyed-hexagon marker goes beneath it until it is repaired.
        s.damage = Math.max(s.damage, tol + 1);
        works.ruin = 'destroyed';
      }
      events.push(`${t.kind} destroyed`);
    } else if (r.turns) events.push(`${t.kind} damaged ${s.damage}`);
  }
  if (r.destroyed || r.heavy) {
    const fortX = r.destroyed && t.kind === 'fort';
    if (fortX) delete works.fort;
    ruin(fortX);
  }
  return events;
}

/** XV.7 the units that fired intensively count as out of supply for the rest of the turn. */
export function markIntensive(v: OurWarVars, ids: readonly string[]): void {
  for (const id of ids) v.marks[id] = { ...v.marks[id], intensive: true };
}
