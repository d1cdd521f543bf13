// Where each counter of Barbarossa starts: from its headquarters' true position to the nearest hex on its own
// side of the frontier of 22 June 1941 that still has room (§5.01: three ground units; one leader and any supply
// units free; §5.02: air units at controlled cities and towns, 8/4/2 by class; forts one a hex).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HexDef, MapDef, Placement, UnitDef } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { frameIdOf, kmBetween, toLonLat, whole } from './grid.js';
import type { Entry } from './oob-axis.js';
import { AXIS_NATIONS, isAir, isStacked } from './oob-units.js';

/** The module folder. */
export const MODULE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../modules/sfe');

/** The regions the Axis holds or sets up in on 22 June 1941; the Soviets set up in "ussr". */
export const AXIS_REGIONS = ['germany', 'general-government', 'romania', 'hungary', 'slovakia', 'finland'];

/** Air units a base holds at set-up (§5.02: twice its missions). */
export const AIR_ROOM: Record<string, number> = { 'major-city': 8, 'minor-city': 4, town: 2 };

/** The map as the module ships it. */
export const loadMap = (): MapDef => JSON.parse(readFileSync(join(MODULE_DIR, 'map.json'), 'utf8')) as MapDef;

/** Whether a hex is land on this side's ground at set-up. */
export function ownGround(h: HexDef | undefined, axis: boolean): boolean {
  if (!h || h.terrain === 'sea' || h.terrain === 'lake') return false;
  return axis ? AXIS_REGIONS.includes(h.region ?? '') : h.region === 'ussr';
}

/** The air base class of a hex, if any. */
export const baseClass = (h: HexDef): string | undefined =>
  ['major-city', 'minor-city', 'town'].find((c) => h.features?.includes(c));

/** Places every set-up entry: one placement per unit, each with the position it came from. */
export function placeAll(map: MapDef, entries: Entry[], units: Map<string, UnitDef>): Placement[] {
  const graph = createHexMapGraph(map);
  const hexes = new Map(map.hexes.map((h) => [h.id, h]));
  const where = map.hexes.map((h) => {
    const [lon, lat] = toLonLat(whole.center(frameIdOf(h.id)));
    return { id: h.id, lon, lat };
  });
  const nearest = (lon: number, lat: number) => {
    let best = where[0];
    let bestKm = Number.POSITIVE_INFINITY;
    for (const w of where) {
      const km = kmBetween(w, { lon, lat });
      if (km < bestKm) [best, bestKm] = [w, km];
    }
    return best.id;
  };
  const load = new Map<string, { ground: number; leader: number; air: number; fort: number }>();
  const at = (id: string) => {
    if (!load.has(id)) load.set(id, { ground: 0, leader: 0, air: 0, fort: 0 });
    return load.get(id)!;
  };
  const out: Placement[] = [];
  for (const e of entries) {
    const u = units.get(e[0])!;
    const axis = AXIS_NATIONS.includes(u.nationality);
    const room = (id: string) => {
      const h = hexes.get(id)!;
      if (!ownGround(h, axis)) return false;
      const l = at(id);
      if (isAir(u)) return (AIR_ROOM[baseClass(h) ?? ''] ?? 0) > l.air;
      if (u.type === 'fort') return l.fort === 0;
      if (u.type === 'leader') return l.leader === 0 && l.ground > 0;
      if (u.type === 'supply') return true;
      return l.ground < 3;
    };
    const hex = search(nearest(e[3], e[4]), room, (id) => graph.neighbors(id));
    const l = at(hex);
    if (isAir(u)) l.air++;
    else if (u.type === 'fort') l.fort++;
    else if (u.type === 'leader') l.leader++;
    else if (isStacked(u)) l.ground++;
    const reason = `Headquarters or base on 21 June 1941 at ${e[3]}° E, ${e[4]}° N; nearest hex with room (setup.ts)`;
    out.push({ def: u.id, at: { hex }, prov: { source: 'reconstructed', reason } });
  }
  return out;
}

/** Breadth-first from a hex to the first that passes `ok` (neighbours in the graph's order: deterministic). */
function search(start: string, ok: (id: string) => boolean, next: (id: string) => readonly string[]): string {
  const seen = new Set([start]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    if (ok(queue[i])) return queue[i];
    for (const n of next(queue[i]))
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  throw new Error(`no hex with room from ${start}`);
}
