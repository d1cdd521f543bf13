// The map of Spain as the rules read it (§2.1, §3.0): space attributes, Adjacent and Connected spaces. Built once
// per module map (cached), so rules can ask freely.

import type { GameModule, SpaceDef } from '../../core/module.js';
import type { GameState, JsonObject } from '../../core/types.js';
import { createPointGraph, type PointGraph } from '../../geometry/points.js';
import { type JsonOf, type Side, varsOf } from './state.js';

/** Terrain of a space: the rulebook's Open (here 'clear') or Mountain, and the Sierra of Madrid (Mountain + 1CL). */
export type Terrain = 'clear' | 'mountain' | 'sierra';
/** The three Northern Front regions (§2.1.1). */
export type NfRegion = 'asturias' | 'santander' | 'basque';

/** §2.1.1 what a space shows, as map.json's attrs hold it (assets/tools/crusade/spaces.ts writes them). */
export interface SpaceAttrs {
  kind: 'space' | 'beachhead' | 'country';
  controller: Side | null;
  terrain: Terrain;
  mainCity: boolean;
  provinceCapital: boolean;
  vpSpace: boolean;
  supplySource: Side | null;
  coastal: boolean;
  port: 'atlantic' | 'mediterranean' | null;
  seaZone: 'atlantic' | 'mediterranean' | null;
  nfRegion: NfRegion | null;
  border: 'france' | 'portugal' | null;
  sierraOfMadrid: boolean;
}

/** §3.0 the connection types that make two spaces Adjacent (beach-head arrows only while the marker is out). */
export const ADJACENT_TYPES = ['normal', 'river'] as const;

/** The rules' view of the map. */
export interface CrusadeGeo {
  graph: PointGraph;
  /** Every space a unit may stand in (not France, Portugal or an unused beach head). */
  spaces: string[];
  attrs(id: string): SpaceAttrs;
  has(id: string): boolean;
  name(id: string): string;
  /** The graph's neighbours of `id` joined by a connection of one of `types` (a list the caller never changes,
   *  found once per space and list of types). */
  neighborsVia(id: string, types: readonly string[]): readonly string[];
  /** neighborsVia for one list of types, as a function of the space (for searches that ask often). */
  via(types: readonly string[]): (id: string) => readonly string[];
}

const cache = new WeakMap<GameModule['map'], CrusadeGeo>();

/** The geography of a module's map. */
export function geoOf(module: GameModule): CrusadeGeo {
  const hit = cache.get(module.map);
  if (hit) return hit;
  const graph = createPointGraph(module.map);
  const byId = new Map<string, SpaceDef>((module.map.spaces ?? []).map((s) => [s.id, s]));
  const attrs = (id: string): SpaceAttrs => {
    const s = byId.get(id);
    if (!s) throw new Error(`There is no space "${id}"`);
    return (s.attrs ?? {}) as JsonOf<SpaceAttrs>;
  };
  const lookups = new Map<string, (id: string) => readonly string[]>();
  const via = (types: readonly string[]): ((id: string) => readonly string[]) => {
    const key = types.join('|');
    let lookup = lookups.get(key);
    if (!lookup) {
      const byId = new Map<string, readonly string[]>();
      const allowed = [...types];
      lookup = (id) => {
        let out = byId.get(id);
        if (!out) {
          out = Object.freeze(graph.neighborsVia(id, allowed));
          byId.set(id, out);
        }
        return out;
      };
      lookups.set(key, lookup);
    }
    return lookup;
  };
  const neighborsVia = (id: string, types: readonly string[]): readonly string[] => via(types)(id);
  const geo: CrusadeGeo = {
    graph,
    neighborsVia,
    via,
    spaces: [...byId.values()].filter((s) => (s.attrs as JsonObject | undefined)?.kind === 'space').map((s) => s.id),
    attrs,
    has: (id) => byId.has(id),
    name: (id) => byId.get(id)?.name ?? id,
  };
  cache.set(module.map, geo);
  return geo;
}

/** §3.0 the Adjacent types with an active beach head's arrow (shared, never changed). */
const WITH_ARROW: readonly string[] = [...ADJACENT_TYPES, 'arrow'];

/** The connection types that make spaces Adjacent now (§3.0), shared and never changed. */
const typesNow = (state: GameState): readonly string[] =>
  varsOf(state).flags.includes('beachHeadActive') ? WITH_ARROW : ADJACENT_TYPES;

/** The connection types that make spaces Adjacent now (§3.0): an active beach head adds its arrow. */
export function adjacentTypes(state: GameState): string[] {
  return [...typesNow(state)];
}

/** §8.5.6.1 the Plan P Beach Head and the coastal space it is joined to (no connection on the map), or null. */
function planPJoin(state: GameState): [string, string] | null {
  const bh = varsOf(state).extra?.beachHead as { which?: string; space?: string; coast?: string } | undefined;
  return bh?.which === 'planP' && bh.space && bh.coast ? [bh.space, bh.coast] : null;
}

/** §3.0 the spaces Adjacent to `id` (§8.5.6.1 with the Plan P Beach Head joined to its coastal space). */
export function adjacent(module: GameModule, state: GameState, id: string): readonly string[] {
  return adjacency(module, state)(id);
}

/** §3.0 Adjacent spaces in this state, as a function of a space: the state read once, for searches that ask often. */
function adjacency(module: GameModule, state: GameState): (id: string) => readonly string[] {
  const near = geoOf(module).via(typesNow(state));
  const join = planPJoin(state);
  if (!join) return near;
  return (id) => {
    const out = near(id);
    if (join.includes(id)) {
      const other = join[0] === id ? join[1] : join[0];
      if (!out.includes(other)) return [...out, other];
    }
    return out;
  };
}

/** §3.0 whether two spaces are Adjacent (§8.5.6.1 the Plan P Beach Head and its coastal space too). */
export function isAdjacent(module: GameModule, state: GameState, a: string, b: string): boolean {
  const join = planPJoin(state);
  if (join && join.includes(a) && join.includes(b) && a !== b) return true;
  const types = typesNow(state);
  return geoOf(module)
    .graph.connectionTypes(a, b)
    .some((t) => types.includes(t));
}

/** §3.0 Connected: a chain of Adjacent spaces, every one controlled by `side` (both ends included). */
export function connectedSpaces(module: GameModule, state: GameState, from: string, side: Side): Set<string> {
  const control = varsOf(state).control;
  const seen = new Set<string>();
  if (control[from] !== side) return seen;
  const near = adjacency(module, state);
  const todo = [from];
  seen.add(from);
  while (todo.length > 0) {
    const s = todo.pop()!;
    for (const n of near(s)) {
      if (seen.has(n) || control[n] !== side) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

/**
 * The fewest links from the nearest of `sources` to each space reached over `near` (its linked spaces), never
 * entering a space `blocked` says no to: one breadth-first search from all the sources (0 each). A space that cannot
 * be reached is absent. §3.0's links join both ways, so this is also each space's distance to the nearest source.
 */
export function stepsFrom(
  sources: Iterable<string>,
  near: (id: string) => readonly string[],
  blocked: (id: string) => boolean = () => false,
): Map<string, number> {
  const steps = new Map<string, number>();
  for (const s of sources) steps.set(s, 0);
  for (let frontier = [...steps.keys()], d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const x of frontier)
      for (const n of near(x)) {
        if (steps.has(n) || blocked(n)) continue;
        steps.set(n, d);
        next.push(n);
      }
    frontier = next;
  }
  return steps;
}
