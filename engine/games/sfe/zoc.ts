// Zones of control and hex control (§6): every ground unit's ZOC covers its six neighbours except across a sea,
// strait, unfrozen lake or Qattara hexside (§6.1); friendly units never cancel an enemy ZOC (§6.14); a side
// controls a hex when it was the last to have a ground unit there (§6.2), and the hexes whose control changed in
// a segment keep their controller at its start for rail (§8.0) and strategic movement (§7.2).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { defOf, faceOf, hexDef, hexOf, isArmorType, isGround, type SfeVars, type Side } from './state.js';
import { effectiveLevel, supplyAttack } from './supplystatus.js';
import { cityClass } from './terrain.js';
import { graphOf, sideFeatures } from './terrain.js';

/** §6.1 the hexside features a ZOC does not cross (a frozen lake is crossed: weather.ts passes `frozenLakes`). */
export function blocksZoc(features: readonly string[], frozenLakes = false): boolean {
  if (features.includes('sea') || features.includes('strait') || features.includes('qattara')) return true;
  return features.includes('lake') && !frozenLakes;
}

/** §6.1 whether a piece projects a ZOC: ground units only (leaders, supply, air and naval units do not). */
export function projectsZoc(module: GameModule, p: Piece): boolean {
  const def = defOf(module, p);
  return p.kind === 'unit' && p.at.kind === 'hex' && !!def && isGround(def) && !p.disrupted;
}

/** §6.1 the hexes in the ZOC of `side`'s ground units (the hexes its units stand in are not counted for them). */
export function zocOf(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  side: Side,
  frozenLakes = false,
): Set<string> {
  const graph = graphOf(module);
  const out = new Set<string>();
  const from = new Set<string>();
  for (const p of state.pieces) {
    if (p.side !== side || !projectsZoc(module, p)) continue;
    const at = hexOf(p);
    if (at) from.add(at);
  }
  for (const hex of from) {
    for (const n of graph.neighbors(hex)) {
      if (!blocksZoc(sideFeatures(module, hex, n), frozenLakes)) out.add(n);
    }
  }
  return out;
}

/**
 * §6.2 a ground unit of `side` now stands in `hex`: the side controls it (the first change keeps the old one). §8.06
 * the side that lost it loses the rail hex from its net and any railhead on it: retaking it needs a railhead again.
 */
export function takeControl(
  v: Pick<SfeVars, 'control' | 'controlBefore'> & Partial<Pick<SfeVars, 'rail' | 'railheads'>>,
  hex: string,
  side: Side,
): boolean {
  const was = v.control[hex];
  if (was === side) return false;
  if (!(hex in v.controlBefore) && was !== undefined) v.controlBefore[hex] = was;
  v.control[hex] = side;
  if (was !== undefined && v.rail?.[was]?.includes(hex)) v.rail[was] = v.rail[was].filter((h) => h !== hex);
  if (was !== undefined && v.railheads?.[was]?.includes(hex))
    v.railheads[was] = v.railheads[was].filter((h) => h !== hex);
  return true;
}

/** §6.2 after a move: every hex a ground unit of `side` stands in or passed through is its. */
export function controlAlong(
  v: Pick<SfeVars, 'control' | 'controlBefore'> & Partial<Pick<SfeVars, 'rail' | 'railheads'>>,
  side: Side,
  hexes: readonly string[],
): string[] {
  return hexes.filter((hex) => takeControl(v, hex, side));
}

/** §8.0, §7.2 a new player segment: the hexes' control at its start is their control now. */
export function openSegmentControl(v: Pick<SfeVars, 'controlBefore'>): void {
  v.controlBefore = {};
}

/** §28.01 the kinds of ZOC a unit projects under the optional rule. */
export type ZocKind = 'normal' | 'limited';

/**
 * §28.01a-d the ZOC a unit projects under the optional rule, by its effective attack (halved or quartered when
 * unsupplied, fractions kept): none for infantry-type brigades and units of one attack factor or less; normal for
 * corps and armor-type divisions of four or more; limited for the rest.
 */
export function zocKindOf(module: GameModule, v: Pick<SfeVars, 'unsupplied'>, p: Piece): ZocKind | null {
  const def = defOf(module, p);
  const at = hexOf(p);
  if (!def || !at || !projectsZoc(module, p)) return null;
  const major = cityClass(hexDef(module, at)) === 'major';
  const af = faceOf(def, p).attack * supplyAttack(effectiveLevel(v.unsupplied[p.id] ?? 0, major), module);
  const armor = isArmorType(def);
  if ((!armor && def.size === 'brigade') || af <= 1) return null;
  if (af >= 4 && (def.size === 'corps' || (armor && def.size === 'division'))) return 'normal';
  return 'limited';
}

/** §28.01d the ZOC of `side` by hex: a stack projects the strongest kind of any one of its units. */
export function zocKinds(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
): Map<string, ZocKind> {
  const v = state.vars as unknown as SfeVars;
  const graph = graphOf(module);
  const out = new Map<string, ZocKind>();
  for (const p of state.pieces) {
    if (p.side !== side) continue;
    const kind = zocKindOf(module, v, p);
    const at = hexOf(p);
    if (!kind || !at) continue;
    for (const n of graph.neighbors(at)) {
      if (blocksZoc(sideFeatures(module, at, n))) continue;
      if (kind === 'normal' || !out.has(n)) out.set(n, kind);
    }
  }
  return out;
}

/**
 * §28.01b the MPs added to a step from `from` into `to`: from a limited ZOC entered during this move, +2 into any
 * enemy ZOC and +1 out of all; from the hex the move began in (in any enemy ZOC), +2 into a limited ZOC, nothing out.
 */
export function limitedZocSurcharge(
  kinds: ReadonlyMap<string, ZocKind>,
  from: string,
  to: string,
  start: boolean,
): number {
  const f = kinds.get(from);
  const t = kinds.get(to);
  if (!f) return 0;
  if (start) return t === 'limited' ? 2 : 0;
  if (f !== 'limited') return 0;
  return t ? 2 : 1;
}

/**
 * §28.01e what a move's last step (into the last hex of `path`, from `from` at its start) paid for limited ZOCs
 * over leaving all enemy ZOCs: given back when the stack then overruns the units whose ZOC alone lies there
 * (§14.03: the ZOC of the units overrun is ignored).
 */
export function overpaidBeforeOverrun(
  kinds: ReadonlyMap<string, ZocKind>,
  from: string,
  path: readonly string[],
  fresh: boolean,
): number {
  const to = path[path.length - 1];
  if (!to) return 0;
  const prev = path.length > 1 ? path[path.length - 2]! : from;
  const start = prev === from && fresh;
  return limitedZocSurcharge(kinds, prev, to, start) - limitedZocSurcharge(kinds, prev, '', start);
}

/** §28.01e what a unit's last move overpaid for limited ZOCs, kept with its Moved record until an overrun. */
export interface ZocBack {
  zocBack?: { hex: string; mp: number };
}

/** §28.01e the MPs a unit in `from` gets back when it overruns from there (none if another enemy ZOC lies there). */
export const zocBackAt = (moved: ({ mp: number } & ZocBack) | undefined, from: string, otherZoc: boolean): number =>
  moved?.zocBack?.hex === from && !otherZoc ? moved.zocBack.mp : 0;
