// Bombardment (XII.6.5) and ground attack (XII.6.6) by aircraft alone: who may fly (in supply, not activated, not
// on patrol, able to take off, not from a remote box), the factors (night ½ up but for night specialists, from an
// interior box ½, an exterior box ¼, XII.9), and the result read on the fire tables with their shifts and DRMs
// (structures.ts for bombardment, fire.ts for ground attack: the same terrain, mud and crossing modifiers).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { mayTakeOff } from './airbase.js';
import { airOf } from './airstate.js';
import type { Verdict } from './combat.js';
import { boxesOf } from './boxes.js';
import { type FireSetting, fireDrms, fireShifts } from './fire.js';
import { piecesOf } from './losses.js';
import { parseFireCell, parseStructureCell } from './results.js';
import { marksOf, type OurWarVars, ourWarOf, sideKey } from './state.js';
import { type StructureFire, type StructureTarget, structureDrms, structureShifts } from './structures.js';
import { capped, chartOf, lookup, type Mod } from './tables.js';
import { BUILT_UP, mapGraph, railBetween, roadBetween, terrainOf } from './terrain.js';
import { factorsOf, hasFlag, isAir } from './units.js';

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });

/** XII.9 where an aircraft flies from: the map or a box of a kind. */
export function baseKind(module: GameModule, state: GameState, p: Piece): 'map' | 'interior' | 'exterior' | 'remote' {
  if (p.at.kind !== 'box') return 'map';
  return boxesOf(module, state)[p.at.box]?.kind ?? 'remote';
}

/**
 * XII.6, VIII.8, XII.6.1, XII.9 an aircraft may fly a mission: an air unit, in supply, not activated, not on patrol,
 * able to take off (XII.4.3 storms, XII.5.1 mud), not from a remote box (bombardment and ground attack; an escort
 * may: XII.6.10 "from any base", XII.9 "no effect on escort missions"). The book
 * gives missions no range ({source:'reconstructed'}): from the map or a box they reach any map hex, the box's cut
 * to the factors applying (XII.9).
 */
export function mayFly(
  module: GameModule,
  state: GameState,
  p: Piece,
  supplied: boolean,
  patrolling: boolean,
  escort = false,
) {
  if (!isAir(module, p)) return no('XII.6', 'only air units fly missions');
  if (!supplied) return no('VIII.8', 'out of supply aircraft do nothing');
  const m = marksOf(ourWarOf(state), p.id);
  if (m.act || m.intensive) return no('XII.6', 'it has been activated this turn');
  if (patrolling) return no('XII.6.1', 'it flies an air patrol');
  if (p.at.kind === 'box' && !boxesOf(module, state)[p.at.box]) return no('XII.6', 'not at a base');
  if (!escort && baseKind(module, state, p) === 'remote')
    return no('XII.9', 'no bombardment or ground attack from a remote box');
  return mayTakeOff(module, state, p);
}

/**
 * XII.6, XII.6.10 a mission's aircraft and escorts: each the side's, named once, able to fly; escorts fighters.
 * `code` names the refusal (units, unit, escort).
 */
export function mayFlyTogether(
  module: GameModule,
  state: GameState,
  side: string,
  ids: readonly string[],
  escort: readonly string[],
  supplied: (p: Piece) => boolean,
): Verdict & { piece?: string; code?: 'units' | 'unit' | 'escort' } {
  const all = [...ids, ...escort];
  if (ids.length === 0 || new Set(all).size !== all.length)
    return { ...no('XII.6', 'name each of your aircraft once'), code: 'units' };
  for (const id of all) {
    const p = state.pieces.find((x) => x.id === id);
    if (!p || p.side !== side || !isAir(module, p))
      return { ...no('XII.6', 'fly your own aircraft'), piece: id, code: 'units' };
    const ok = mayFly(module, state, p, supplied(p), airOf(state).patrol.includes(id), escort.includes(id));
    if (!ok.ok) return { ...ok, why: `${id} may not fly: ${ok.why}`, piece: id, code: 'unit' };
    if (escort.includes(id) && !hasFlag(module, p, 'fighter'))
      return { ...no('XVIII.2.17', 'only fighters escort'), piece: id, code: 'escort' };
  }
  return { ok: true };
}

/** XII.6 the aircraft of a side that may fly a mission now with a factor for it. */
export function missionFlyers(
  module: GameModule,
  state: GameState,
  side: string,
  factor: 'bombard' | 'groundAttack',
  supplied: (p: Piece) => boolean,
): string[] {
  const patrol = airOf(state).patrol;
  return state.pieces
    .filter((p) => p.side === side && p.kind === 'unit' && isAir(module, p) && factorsOf(module, p)[factor] > 0)
    .filter((p) => mayFly(module, state, p, supplied(p), patrol.includes(p.id)).ok)
    .map((p) => p.id);
}

/**
 * XII.6.5 / XII.6.6 the factors of a mission: each aircraft's bombardment or ground attack; at night halved,
 * rounded up, but for night specialists (II.4); from an interior box ½, an exterior box ¼, rounded up (XII.9).
 */
export function missionTotal(
  module: GameModule,
  state: GameState,
  ids: readonly string[],
  factor: 'bombard' | 'groundAttack',
): { value: number; items: Mod[] } {
  const night = ourWarOf(state).part === 'night';
  const items: Mod[] = [];
  const groups = new Map<string, { night: number; other: number }>();
  for (const p of piecesOf(state, ids)) {
    const n = factorsOf(module, p)[factor];
    items.push({ rule: factor === 'bombard' ? 'XII.6.5' : 'XII.6.6', why: `${p.id} ${factor}`, value: n });
    const k = baseKind(module, state, p);
    const g = groups.get(k) ?? { night: 0, other: 0 };
    if (hasFlag(module, p, 'night')) g.night += n;
    else g.other += n;
    groups.set(k, g);
  }
  const printed = items.reduce((a, m) => a + m.value, 0);
  let value = 0;
  for (const [k, g] of groups) {
    const dark = g.night + (night ? Math.ceil(g.other / 2) : g.other);
    value += k === 'interior' ? Math.ceil(dark / 2) : k === 'exterior' ? Math.ceil(dark / 4) : dark;
  }
  if (value !== printed)
    items.push({ rule: night ? 'II.4' : 'XII.9', why: 'night or box: reduced', value: value - printed });
  return { value, items };
}

/** XII.6.5 a bombardment resolved on the fire against structures table; null below its first column. */
export function resolveBombing(
  module: GameModule,
  state: GameState,
  ids: readonly string[],
  target: StructureTarget,
  roll: number,
) {
  const c: StructureFire = { module, state, firers: ids, target };
  const total = missionTotal(module, state, ids, 'bombard');
  const shifts = structureShifts(c);
  const drms = structureDrms(c);
  const [shift, drm] = [capped(shifts, 3), capped(drms, 5)];
  const l = lookup(chartOf(module, 'fire-structures'), 'brackets', total.value, shift, roll + drm);
  if (!l) return null;
  return { total, shifts, shift, drms, drm, roll, ...l, result: parseStructureCell(l.cell) };
}

/** XII.6.6 a ground attack resolved on the fire against units table; null below its first column. */
export function resolveGroundAttack(
  module: GameModule,
  state: GameState,
  ids: readonly string[],
  targets: readonly string[],
  roll: number,
) {
  const c: FireSetting = { module, state, firers: ids, targets };
  const total = missionTotal(module, state, ids, 'groundAttack');
  const shifts = fireShifts(c).map((m) => ({ ...m, rule: 'XII.5.1' }));
  const drms = fireDrms(c);
  const [shift, drm] = [capped(shifts, 3), capped(drms, 5)];
  const l = lookup(chartOf(module, 'fire-units'), 'brackets', total.value, shift, roll + drm);
  if (!l) return null;
  return { total, shifts, shift, drms, drm, roll, ...l, result: parseFireCell(l.cell), setting: c };
}

/**
 * XV.2 the structure a bombardment names: the standing crossing on the hexside a|b, or in hex a its fortification,
 * trench, built-up area or road (the kind named, else the first of these the hex has); null when there is none.
 */
export function bombTarget(
  module: GameModule,
  v: Pick<OurWarVars, 'crossings' | 'works'>,
  a: string,
  b: string | null,
  kind: string | null,
): StructureTarget | null {
  if (b) {
    const x = v.crossings[sideKey(a, b)];
    return x && !x.destroyed ? { kind: 'crossing', key: sideKey(a, b), hex: a } : null;
  }
  const g = mapGraph(module);
  if (!g.has(a)) return null;
  const w = v.works[a];
  const road = g.neighbors(a).some((n) => roadBetween(module, a, n) || railBetween(module, a, n));
  const has: Record<string, boolean> = {
    fort: Boolean(w?.fort),
    trench: Boolean(w?.trench),
    'built-up': BUILT_UP.has(terrainOf(module, a).cls) && w?.ruin !== 'destroyed',
    road: road && !w?.roadCut,
  };
  const k = kind ?? Object.keys(has).find((x) => has[x]);
  return k && has[k] ? ({ kind: k, hex: a } as StructureTarget) : null;
}

/**
 * XII.8 ground support: the ground attack factors of aircraft added to a friendly ground combat's assault, attack or
 * defence total, at most half of the friendly total (so at most the ground units' own total; XII.7, XIV.11).
 */
export function groundSupport(module: GameModule, state: GameState, ids: readonly string[], ground: number) {
  const air = missionTotal(module, state, ids, 'groundAttack');
  const value = Math.max(0, Math.min(air.value, ground));
  const items = [...air.items];
  if (value < air.value)
    items.push({ rule: 'XII.8', why: 'at most half the friendly total', value: value - air.value });
  return { value, items };
}
