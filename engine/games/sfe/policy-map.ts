// How The Struggle for Europe's scripted player reads its side's view: the counters' printed factors, the
// scenario's victory cities and who holds them, each side's units by hex, the distances of the four sheets' map,
// and the city each unit makes for (the Axis: the enemy's victory cities, nearest and richest first; the Soviet
// player: his own, the most threatened first). A reading of ours, not a rule: its weights are the policy's tuning.

import type { GameModule, UnitDef } from '../../core/module.js';
import type { LegalAction, Piece, View } from '../../core/types.js';
import type { HexMapGraph } from '../../geometry/hexgrid.js';
import { AXIS, isArmorType, isGround, type SfeVars, type Side } from './state.js';
import { fullReach, overlandLength } from './supply.js';
import { weatherAt } from './weather.js';
import { graphOf } from './terrain.js';
import { type VictoryCity, victoryData } from './victory.js';

/** The module's counters by id, built once per module. */
const DEFS = new WeakMap<GameModule, Map<string, UnitDef>>();

/** The counter a piece is printed from. */
export function defIn(module: GameModule, p: Pick<Piece, 'def'>): UnitDef | undefined {
  let m = DEFS.get(module);
  if (!m) {
    m = new Map(module.units.map((u) => [u.id, u]));
    DEFS.set(module, m);
  }
  return m.get(p.def);
}

/** A unit's printed attack plus defence on the face it shows (its worth as a loss or a rebuild). */
export function worthOf(module: GameModule, p: Pick<Piece, 'def' | 'steps'>): number {
  const def = defIn(module, p);
  if (!def) return 0;
  const face = p.steps < def.steps && def.reduced ? def.reduced : def.full;
  return (face.attack ?? 0) + (face.defense ?? 0);
}

/** What the policy reads of the view once per decision. */
export interface Reading {
  module: GameModule;
  view: View;
  graph: HexMapGraph;
  vars: SfeVars;
  /** The scenario's victory cities (none outside Barbarossa). */
  cities: readonly VictoryCity[];
  /** Each side's ground units by hex: the side's own (`mine`) and the enemy's (`theirs`). */
  mine: Map<string, Piece[]>;
  theirs: Map<string, Piece[]>;
  /** What the reading worked out of a hex once (threatOf, enemyDistance, inContact, inSupply), by kind and hex. */
  memo: Map<string, number>;
  /** The view's pieces by id. */
  byId: Map<string, Piece>;
  /** §23.13 each hex's overland distance from the side's full supply (worked out on first use). */
  supply?: ReadonlyMap<string, number>;
}

/** Push a piece into the list of its hex. */
function file(by: Map<string, Piece[]>, hex: string, p: Piece): void {
  const list = by.get(hex);
  if (list) list.push(p);
  else by.set(hex, [p]);
}

/** The view read once: cities, units by hex, the map's distances. */
export function readView(module: GameModule, view: View): Reading {
  const vars = view.state.vars as unknown as SfeVars;
  const mine = new Map<string, Piece[]>();
  const theirs = new Map<string, Piece[]>();
  for (const p of view.state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex') continue;
    const def = defIn(module, p);
    if (!def || !isGround(def)) continue;
    file(p.side === view.side ? mine : theirs, p.at.hex, p);
  }
  const cities = victoryData(module, view.state)?.cities ?? [];
  const byId = new Map(view.state.pieces.map((p) => [p.id, p]));
  return { module, view, graph: graphOf(module), vars, cities, mine, theirs, memo: new Map(), byId };
}

/** The piece an action names, from the view. */
export const pieceOf = (r: Reading, a: LegalAction): Piece | undefined => r.byId.get(String(a.args?.piece));

/**
 * §23.13, §8.06 whether a hex is within the side's supply lines, or `margin` hexes beyond them (the railheads
 * advance up to 6 hexes in the Administrative Phase, before supply is traced again): a unit sent farther would be
 * out of supply and wither (§23.12).
 */
export function inSupply(r: Reading, hex: string, margin = 0): boolean {
  r.supply ??= fullReach(r.module, r.view.state, r.view.side as Side).toFull;
  const length = memo(r, 's', hex, () => overlandLength(r.module, weatherAt(r.module, r.vars.weather, hex)));
  return (r.supply.get(hex) ?? Number.POSITIVE_INFINITY) <= length + margin;
}

/** Whether a unit is armor or motorized (§28.01): the spearheads. */
export const isArmor = (r: Reading, p: Pick<Piece, 'def'>): boolean => {
  const def = defIn(r.module, p);
  return !!def && isArmorType(def);
};

/** A value of a hex worked out once per reading. */
function memo(r: Reading, kind: string, hex: string, work: () => number): number {
  const key = `${kind}${hex}`;
  let v = r.memo.get(key);
  if (v === undefined) {
    v = work();
    r.memo.set(key, v);
  }
  return v;
}

/** The distance from a hex to the nearest enemy ground unit, looked at up to `max` hexes (max+1 beyond). */
export function enemyDistance(r: Reading, hex: string, max: number): number {
  const d = memo(r, 'e', hex, () => {
    let nearest = Number.POSITIVE_INFINITY;
    for (const h of r.theirs.keys()) nearest = Math.min(nearest, r.graph.distance(hex, h));
    return nearest;
  });
  return Math.min(d, max + 1);
}

/** Whether an enemy ground unit stands next to the hex. */
export const inContact = (r: Reading, hex: string): boolean =>
  memo(r, 'c', hex, () => (r.graph.neighbors(hex).some((n) => r.theirs.has(n)) ? 1 : 0)) === 1;

/** The victory cities the side does not hold (the Axis's goals). */
export const enemyCities = (r: Reading): VictoryCity[] => r.cities.filter((c) => r.vars.control[c.hex] !== r.view.side);

/** The victory cities the side holds (the Soviet player's to keep). */
export const ownCities = (r: Reading): VictoryCity[] => r.cities.filter((c) => r.vars.control[c.hex] === r.view.side);

/** How pressing a city is to the Soviet player: its points and how near the Axis stands (0 when far). */
export function threatOf(r: Reading, c: VictoryCity): number {
  const near = enemyDistance(r, c.hex, 12);
  return near > 12 ? 0 : c.vp + (13 - near) / 2;
}

/** The city a unit at `hex` makes for: for the Axis the enemy's nearest (a point is worth two hexes), for the
 *  Soviet player the most threatened of his own with room (three units at most, §5.01), null when none. */
export function goalOf(r: Reading, hex: string): VictoryCity | null {
  if (r.view.side === AXIS) {
    const goals = enemyCities(r);
    let top: VictoryCity | null = null;
    let topScore = Infinity;
    for (const c of goals) {
      const s = r.graph.distance(hex, c.hex) - 2 * c.vp;
      if (s < topScore) [top, topScore] = [c, s];
    }
    return top;
  }
  let top: VictoryCity | null = null;
  let topScore = 0;
  for (const c of ownCities(r)) {
    if ((r.mine.get(c.hex)?.length ?? 0) >= 3) continue;
    const s = threatOf(r, c) - r.graph.distance(hex, c.hex) / 4;
    if (s > topScore) [top, topScore] = [c, s];
  }
  return top;
}

/** The hex an action names as its destination (`to` or `hex`). */
export function destOf(a: LegalAction): string | null {
  const to = a.args?.to ?? a.args?.hex;
  return typeof to === 'string' ? to : null;
}

/** The odds an attack's label gives ("3-1 on C:3845": 3; "1-2": 0.5), 0 when it gives none. */
export function oddsOf(a: LegalAction): number {
  const m = /^(\d+)-(\d+)/.exec(a.label ?? '');
  return m ? Number(m[1]) / Number(m[2]) : 0;
}
