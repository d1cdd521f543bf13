// Engineering (X, step VI.2): who may build and where (X.I.1-2, X.II.3), the construction rolls with their DRMs
// (trench, fortification, crossings with option A14's reading of the signs), repair (X.I.2.4), demolition (X.II.5),
// dismantling (X.II.7) and the progress rule (a construction steps down only after a friendly unit held the hex a
// whole turn). The rolls come from the flow; enemy adjacency and ZOC come from the caller.

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import type { Verdict } from './combat.js';
import type { Mod } from './tables.js';
import {
  type Crossing,
  type CrossingKind,
  type HexWorks,
  MAJOR,
  marksOf,
  type OurWarVars,
  type Side,
} from './state.js';
import { crossingTolerance, TOLERANCE } from './structures.js';
import { BUILT_UP, crossingSite, terrainOf } from './terrain.js';
import { factorsOf, hasFlag } from './units.js';

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });
const OK: Verdict = { ok: true };

/** X.I.2 a builder: in supply, organised, no activation marker; an engineer, or a foot unit with an assault factor. */
export function mayBuild(module: GameModule, v: OurWarVars, p: Piece, supplied: boolean): Verdict {
  const m = marksOf(v, p.id);
  if (!supplied) return no('X.I.2', 'out of supply');
  if (m.dso) return no('X.I.2', 'disorganised');
  if (m.act) return no('X.I.2', 'already activated');
  if (hasFlag(module, p, 'engineer')) return OK;
  if (hasFlag(module, p, 'armoured') || hasFlag(module, p, 'motorised')) return no('X.I.2', 'armoured or motorised');
  return factorsOf(module, p).assault > 0 ? OK : no('X.I.2', 'no assault factor');
}

/** X the works a builder may start. */
export type Work = 'trench' | 'fort' | 'minor-crossing' | 'major-crossing';

/** X.I.1 / X.II.3 whether a work may go here: trench, fortification (clear, dunes, thin woods), crossing (sites). */
export function mayBuildHere(module: GameModule, v: OurWarVars, work: Work, hex: string, other?: string): Verdict {
  if (work === 'minor-crossing' || work === 'major-crossing') {
    if (!other || !crossingSite(module, hex, other)) return no('X.II.3', 'crossings only at crossing sites');
    const k = hex < other ? `${hex}|${other}` : `${other}|${hex}`;
    return v.crossings[k] ? no('X.II.3', 'there is a crossing there already') : OK;
  }
  const cls = terrainOf(module, hex).cls;
  const w = v.works[hex];
  if (BUILT_UP.has(cls)) return no('X.I.1', 'no constructions in built-up hexes');
  if (w?.ruin) return no('X.I.1', `no constructions in a ${w.ruin} hex`);
  if (w?.fort) return no('X.I.1', 'there is a fortification already');
  // XX.2.3 (optional) trenches may be dug in a bridgehead, fortifications not
  if (work === 'fort' && v.bridgeheads?.[hex]) return no('XX.2.3', 'no fortifications in a bridgehead');
  if (work === 'trench') {
    if (cls === 'marsh' || cls === 'lake') return no('X.I.2.1', 'no trenches in marsh');
    return w?.trench ? no('X.I.2.1', 'there is a trench already') : OK;
  }
  return ['clear', 'dunes', 'thin-woods'].includes(cls) ? OK : no('X.I.2.2', 'only in clear, dunes or thin woods');
}

/** The worst adjacent, accessible, in-supply enemy: none, a disorganised one, an organised one (the caller looks). */
export type EnemyNear = 'none' | 'dso' | 'organised';

/** X options: A14 the crossing DRMs' signs (translator: reversed, default), XX.2.28 a trench helps a fort +3. */
export interface EngineeringOptions {
  printedCrossingSigns?: boolean;
  trenchHelpsFort3?: boolean;
}

/** X.I.2 / X.II.3 the construction DRMs (A15: each engineer kind once, the best of them). */
export function constructionDrms(
  module: GameModule,
  v: OurWarVars,
  work: Work,
  builders: readonly Piece[],
  enemy: EnemyNear,
  hex: string,
  opts: EngineeringOptions = {},
): Mod[] {
  const out: Mod[] = [];
  const has = (f: 'engineer' | 'fort-engineer' | 'bridge-engineer') => builders.some((p) => hasFlag(module, p, f));
  const crossing = work !== 'trench' && work !== 'fort';
  const special = crossing ? 'bridge-engineer' : 'fort-engineer';
  const rule = crossing ? 'X.II.3' : 'X.I.2';
  if (has(special)) out.push({ rule, why: crossing ? 'bridge engineers' : 'fortification engineers', value: 3 });
  else if (has('engineer')) out.push({ rule, why: 'engineers', value: 1 });
  if (work === 'fort' && v.works[hex]?.trench)
    out.push({ rule: 'X.I.2.2', why: 'a trench in the hex', value: opts.trenchHelpsFort3 ? 3 : 1 });
  if (enemy !== 'none')
    out.push({
      rule,
      why: `${enemy === 'dso' ? 'disorganised' : 'organised'} enemy adjacent`,
      value: enemy === 'dso' ? -1 : -3,
    });
  // A14 high rolls are bad on the crossing table: the translator reverses the printed signs (default).
  if (crossing && !opts.printedCrossingSigns) for (const m of out) m.value = -m.value;
  return out;
}

/** X.I.2.1 a trench: 4+ finished at once, else a "−1 turn" construction marker. */
export const trenchTurns = (modified: number): number => (modified >= 4 ? 0 : 1);
/** X.I.2.2 a fortification: 4+ one turn to complete, else two. */
export const fortTurns = (modified: number): number => (modified >= 4 ? 1 : 2);
/** X.II.3 a crossing: ≤3 minor at once / major 2 turns; 4-5: 1 / 3; 6+: 2 / 4. */
export const crossingTurns = (modified: number, major: boolean): number =>
  (modified <= 3 ? 0 : modified <= 5 ? 1 : 2) + (major ? 2 : 0);

/** X.I.2 / X.II.3 the work placed with its turns to go (a finished fortification replaces the trench). */
export function placeWork(v: OurWarVars, side: Side, work: 'trench' | 'fort', hex: string, turns: number): void {
  const w: HexWorks = { ...v.works[hex] };
  v.works[hex] = w;
  w[work] = { side, building: turns, damage: 0 };
  if (work === 'fort' && turns === 0) delete w.trench;
}

/** X.II.3 a built crossing placed on its hexside with its turns to go. */
export function placeCrossing(v: OurWarVars, side: Side, kind: CrossingKind, a: string, b: string, turns: number) {
  const [x, y] = a < b ? [a, b] : [b, a];
  v.crossings[`${x}|${y}`] = { kind, a: x, b: y, side, damage: 0, building: turns };
}

/**
 * X.I.2.4 progress: a construction counter steps down only if a friendly unit held its hex (a crossing: one of
 * its two) the whole turn; a fortification finished removes the trench. `held` is the caller's.
 */
export function progressWorks(v: OurWarVars, side: Side, held: (hexes: string[]) => boolean): void {
  for (const [hex, w] of Object.entries(v.works))
    for (const k of ['trench', 'fort'] as const) {
      const s = w[k];
      if (s && s.side === side && s.building > 0 && held([hex])) {
        s.building -= 1;
        if (k === 'fort' && s.building === 0) delete w.trench;
      }
    }
  for (const x of Object.values(v.crossings))
    if (x.side === side && (x.building ?? 0) > 0 && held([x.a, x.b])) x.building = (x.building ?? 0) - 1;
}

/** X.I.2.4 turns of damage an engineer repairs a turn: 1; fortification engineers 2 on forts; bridge 2 on ways. */
export function repairRate(module: GameModule, p: Piece, target: 'road' | 'trench' | 'fort' | 'crossing'): number {
  if (target === 'fort' && hasFlag(module, p, 'fort-engineer')) return 2;
  if ((target === 'road' || target === 'crossing') && hasFlag(module, p, 'bridge-engineer')) return 2;
  return hasFlag(module, p, 'engineer') ? 1 : 0;
}

/** X.I.2.4 a turn of repair: a destroyed structure first gets a marker at its tolerance (A18: a road is then whole). */
export function repairCrossing(x: Crossing, rate: number): void {
  if (x.destroyed) {
    x.destroyed = false;
    x.damage = crossingTolerance(x);
  } else x.damage = Math.max(0, x.damage - rate);
}

/** X.I.2.4 a turn of repair on a hex's road or fortification (a fortification destroyed by damage: to 2 first). */
export function repairWorks(w: HexWorks, target: 'road' | 'fort' | 'trench', rate: number): void {
  if (target === 'road') w.roadCut = false;
  else {
    const s = w[target];
    if (!s) throw new Error(`No ${target} to repair`);
    const tol = TOLERANCE[target];
    if (s.damage > tol) {
      // X.I.2.4 destroyed: the destroyed marker (a fort's destroyed hexagon, X.I.3) gives way to the worst damage.
      s.damage = tol;
      if (target === 'fort' && w.ruin === 'destroyed') delete w.ruin;
    } else s.damage = Math.max(0, s.damage - rate);
  }
}

/** X.II.5 demolition by an in-supply, organised engineer not finished, beside the crossing: 1 turn (bridge: 2). */
export function demolish(module: GameModule, v: OurWarVars, p: Piece, x: Crossing, supplied: boolean): Verdict {
  const m = marksOf(v, p.id);
  if (!hasFlag(module, p, 'engineer')) return no('X.II.5', 'engineers only');
  if (!supplied || m.dso || m.act === 'done') return no('X.II.5', 'in supply, organised and not finished');
  if (p.at.kind !== 'hex' || (p.at.hex !== x.a && p.at.hex !== x.b)) return no('X.II.5', 'not beside the crossing');
  x.damage += hasFlag(module, p, 'bridge-engineer') ? 2 : 1;
  if (x.damage > crossingTolerance(x)) x.destroyed = true;
  v.marks[p.id] = { ...m, act: 'done' };
  return OK;
}

/**
 * X.II.7 whether an engineer may dismantle a crossing: one the game lets be emplaced (not printed: the caller
 * checks the kind), its side's, whole (no damage, not being built or repaired); an engineer able to build (in
 * supply, organised, not activated) in one of its hexes; the other hex free of enemy units and ZOC (`otherClear`).
 */
export function mayDismantle(
  module: GameModule,
  v: OurWarVars,
  p: Piece,
  x: Crossing,
  otherClear: boolean,
  supplied: boolean,
) {
  if (x.printed) return no('X.II.7', 'printed crossings stay');
  if (x.side !== p.side) return no('X.II.7', "not the enemy's crossing");
  if (x.damage || x.destroyed || x.building) return no('X.II.7', 'damaged or unfinished');
  if (!hasFlag(module, p, 'engineer')) return no('X.II.7', 'engineers only');
  const able = mayBuild(module, v, p, supplied);
  if (!able.ok) return no('X.II.7', able.why);
  if (p.at.kind !== 'hex' || (p.at.hex !== x.a && p.at.hex !== x.b)) return no('X.II.7', 'not beside the crossing');
  return otherClear ? OK : no('X.II.7', 'the far hex holds enemy units or ZOC');
}

/** X.II.7 the dismantling roll: +1 a bridge engineer, +1 a second engineer; 1 next turn, 2+ at once. */
export function dismantleResult(module: GameModule, engineers: readonly Piece[], roll: number): 'now' | 'next-turn' {
  return roll + dismantleDrm(module, engineers) >= 2 ? 'now' : 'next-turn';
}

/** X.II.7 the dismantling roll's modifier: +1 a bridge engineer present, +1 a second engineer present. */
export const dismantleDrm = (module: GameModule, engineers: readonly Piece[]): number =>
  (engineers.some((p) => hasFlag(module, p, 'bridge-engineer')) ? 1 : 0) + (engineers.length > 1 ? 1 : 0);

/** XI.1 the stacking a carried crossing costs: minor 2, major 4, boats 4. */
export const carriedStack = (kind: CrossingKind): number => (MAJOR.has(kind) || kind === 'boats' ? 4 : 2);

/** X.II.7 a dismantled crossing's counter in a hex: carried in the movement segment of `turn` (the turn it came
 *  off), by the units that stood with it when that segment began (`carriers`). */
export interface CrossingCounter {
  kind: CrossingKind;
  side: Side;
  hex: string;
  turn: number;
  carriers?: string[];
}

/** X.II.7 the dismantled crossings beside the series' vars: counters off the map's hexsides, and the dismantlings
 *  that finish at the turn's end (the roll of 1), by hexside key, with the hex the counter goes to. */
export interface CounterVars {
  counters?: CrossingCounter[];
  dismantling?: Record<string, { side: Side; at: string }>;
}

/** X.II.7 the dismantled crossings' part of the vars. */
export const countersOf = (v: object): CounterVars => v as CounterVars;

/** X.II.7 a crossing dismantled: off its hexside, its counter in the hex `at` (one of its two), for `turn`. */
export function liftCrossing(v: OurWarVars, key: string, at: string, turn: number): CrossingCounter {
  const x = v.crossings[key];
  if (!x?.side) throw new Error(`No crossing of a side at ${key}`);
  delete v.crossings[key];
  const c = countersOf(v);
  const counter: CrossingCounter = { kind: x.kind, side: x.side, hex: at, turn };
  c.counters = [...(c.counters ?? []), counter];
  if (c.dismantling?.[key])
    c.dismantling = Object.fromEntries(Object.entries(c.dismantling).filter(([k]) => k !== key));
  return counter;
}

/** X.II.7 at a turn's end the dismantlings that rolled 1 finish: their counters are carried in turn `next`. */
export function finishDismantling(v: OurWarVars, next: number): CrossingCounter[] {
  return Object.entries(countersOf(v).dismantling ?? {}).map(([key, d]) => liftCrossing(v, key, d.at, next));
}

/** X.II.3, X.II.7 a crossing built from a hex where a counter of its kind lies re-emplaces it: the counter is used. */
export function useCounter(v: OurWarVars, side: string, kind: string, hex: string): boolean {
  const c = countersOf(v);
  const i = (c.counters ?? []).findIndex((k) => k.side === side && k.kind === kind && k.hex === hex);
  if (i < 0) return false;
  c.counters = c.counters!.filter((_, j) => j !== i);
  return true;
}
