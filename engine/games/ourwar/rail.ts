// Railways (IX.2.6, VIII.2.4): the map's rail heads (a hex feature), the off-map boxes a railway runs to, who controls
// a rail head (VI.1), one step along a railway, and the search over the rail net that rail movement and supply by
// rail share. A railway is the map's 'rail' hexsides; across water only over a standing, undamaged major crossing
// (X.II.2.1 "major crossings connect roads/railways", X.II.4 damaged crossings do not), never a blown bridge.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { boxesOf, edgeHexes } from './boxes.js';
import { enemyOf, MAJOR, ourWarOf, type Side } from './state.js';
import { classOf, featuresBetween, type Hexside, hexsidesOf, waterIn } from './terrain.js';
import { enemyControlled, standing, type ZocView } from './zoc.js';

/** IX.2.6 the hex feature a rail head is printed as. */
export const RAIL_HEAD = 'rail-head';

const heads = new WeakMap<GameModule['map'], ReadonlySet<string>>();

/** IX.2.6 the map's rail heads (hexes with the 'rail-head' feature), read once. */
export function railHeads(module: GameModule): ReadonlySet<string> {
  let out = heads.get(module.map);
  if (!out) {
    out = new Set(module.map.hexes.filter((h) => h.features?.includes(RAIL_HEAD)).map((h) => h.id));
    heads.set(module.map, out);
  }
  return out;
}

const ends = new WeakMap<GameModule, Map<string, Map<string, string[]>>>();

/**
 * IX.2.6 (reconstructed: the book does not say which boxes a railway reaches) the interior boxes a railway runs to,
 * each with the map-edge hexes where it leaves the map toward the box: a railway's end (a rail hex with one rail
 * hexside) on the box's edge. On the Ebro map: Caspe's line to the west box, Reus's and Barcelona's to the east box,
 * Valencia's to the south box.
 */
export function railBoxes(module: GameModule, state: Pick<GameState, 'scenarioId'>): Map<string, string[]> {
  let byScenario = ends.get(module);
  if (!byScenario) {
    byScenario = new Map();
    ends.set(module, byScenario);
  }
  let out = byScenario.get(state.scenarioId);
  if (!out) {
    out = new Map();
    for (const [id, b] of Object.entries(boxesOf(module, state))) {
      if (b.kind !== 'interior' || !b.edge) continue;
      const hexes = edgeHexes(module, b.edge).filter((h) => hexsidesOf(module, h).filter((s) => s.rail).length === 1);
      if (hexes.length > 0) out.set(id, hexes);
    }
    byScenario.set(state.scenarioId, out);
  }
  return out;
}

/** IX.2.6 the boxes a rail hex at the map's edge leads to by rail. */
function boxesAt(module: GameModule, state: Pick<GameState, 'scenarioId'>, hex: string): string[] {
  const out: string[] = [];
  for (const [box, hexes] of railBoxes(module, state)) if (hexes.includes(hex)) out.push(box);
  return out;
}

/** VI.1 whether `side` controls a place: in its ZOC and not in the enemy's (VI.2 they cancel), or holding its unit. */
export const controls = (view: ZocView, side: Side, place: string): boolean =>
  enemyControlled(view, enemyOf(side), place);

/** IX.2.6 how many rail heads on the map `side` controls (VI.1): how many units it may rail-move a turn. */
export function railHeadsHeld(view: ZocView, side: Side): number {
  let n = 0;
  for (const h of railHeads(view.module)) if (controls(view, side, h)) n += 1;
  return n;
}

/**
 * IX.2.6, X.II.2.1 whether a railway runs over a hexside for trains now: a 'rail' hexside into a hex that is no lake,
 * whose railway is not cut (X.I.3), and over water only on a standing, undamaged major crossing, never a hexside
 * whose bridge the map prints blown.
 */
export function railOpen(view: ZocView, hs: Hexside): boolean {
  if (!hs.rail) return false;
  const v = ourWarOf(view.state);
  if (classOf(hs.terrain, v.weather) === 'lake' || v.works[hs.to]?.roadCut) return false;
  if (waterIn(hs.water, v.weather) === null) return true;
  const c = v.crossings[hs.key];
  if (!standing(c) || c.damage > 0 || !MAJOR.has(c.kind)) return false;
  const [a, b] = hs.key.split('|') as [string, string];
  return !featuresBetween(view.module, a, b).has('bridge-destroyed');
}

/**
 * IX.2.6, VIII.2.4 every place joined by rail to `from` (hexes and the boxes railways run to), with the place each
 * was reached from, passing only places `may` allows (a side's trains and lines of supply avoid enemy control).
 */
export function alongRails(
  view: ZocView,
  from: Iterable<string>,
  may: (place: string) => boolean,
): Map<string, string | null> {
  const { module, state } = view;
  const boxes = railBoxes(module, state);
  const prev = new Map<string, string | null>();
  const stack: string[] = [];
  for (const f of from) {
    prev.set(f, null);
    stack.push(f);
  }
  const reach = (to: string, at: string) => {
    if (prev.has(to) || !may(to)) return;
    prev.set(to, at);
    stack.push(to);
  };
  while (stack.length > 0) {
    const at = stack.pop()!;
    const box = boxes.get(at);
    if (box) {
      for (const h of box) reach(h, at);
      continue;
    }
    for (const hs of hexsidesOf(module, at)) if (railOpen(view, hs)) reach(hs.to, at);
    for (const b of boxesAt(module, state, at)) reach(b, at);
  }
  return prev;
}
