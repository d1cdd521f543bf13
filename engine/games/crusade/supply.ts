// §13.1 supply: a space is supplied for a side when a chain of friendly-controlled Adjacent spaces reaches one
// of its own supply sources, directly or through at most two of its own ports in one sea zone (§13.1.4).
// Computed on demand from the state; the rules snapshot it at the moments §13.1.1 names. The exceptions: the
// Isolated Spaces (§16.2.3), supply limited through a friendly border (§13.4), the Strait (§16.7), the
// Northern Front's isolation (§16.4.3). Siege spaces need no code: they are REP-controlled (§16.1.2), so the
// Republic traces through them and the Nationalists cannot.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { connectedSpaces, geoOf } from './geo.js';
import { NAT, REP, type Side, varsOf } from './state.js';

/** §16.7 who holds the Strait of Gibraltar: the Republic until End of the Strait Blockade (N6). */
export function straitHolder(state: GameState): Side {
  const v = varsOf(state);
  return v.strait === NAT || v.flags.includes('straitNAT') || v.played.includes('N6') ? NAT : REP;
}

/** §16.7 the ports "from Algeciras westward" (the Gibraltar Strait ports the Republic loses after N6). */
export const STRAIT_WEST = ['algeciras', 'cadiz', 'huelva'];

/** §13.1.3 a source serves its side while that side controls it (a captured source serves nobody). */
export function isFriendlySource(module: GameModule, state: GameState, space: string, side: Side): boolean {
  return geoOf(module).attrs(space).supplySource === side && varsOf(state).control[space] === side;
}

/** §13.1.4.2–13.1.4.3, §16.7.1 whether `side` may use the port of `space` to trace supply by sea. */
export function usablePort(module: GameModule, state: GameState, space: string, side: Side): boolean {
  const a = geoOf(module).attrs(space);
  const v = varsOf(state);
  if (!a.port || v.control[space] !== side) return false;
  if (side === REP) {
    // §13.1.4.2: Republican sea supply only in the Mediterranean zone (Gibraltar Strait ports lost after N6).
    if (a.seaZone !== 'mediterranean') return false;
    return !(straitHolder(state) === NAT && STRAIT_WEST.includes(space));
  }
  // §13.1.4.3: no Nationalist Mediterranean ports while the Republic holds the Strait.
  return !(a.seaZone === 'mediterranean' && straitHolder(state) === REP);
}

/** The spaces a side may hold now: the map's spaces and a beach head in play (§8.5.4, §8.5.6: it has a controller). */
export function holdableSpaces(module: GameModule, state: GameState): string[] {
  const geo = geoOf(module);
  const { beachheads } = markedSpaces(module);
  const extra = Object.keys(varsOf(state).control).filter((s) => beachheads.has(s));
  return extra.length === 0 ? geo.spaces : [...geo.spaces, ...extra];
}

/** §13.1 the spaces `side` traces a normal supply line to (no Isolated Space exception). */
export function tracedSpaces(module: GameModule, state: GameState, side: Side): Set<string> {
  const geo = geoOf(module);
  const control = varsOf(state).control;
  // Components of friendly-controlled spaces, each marked supplied when it holds a source.
  const component = new Map<string, number>();
  const comps: Set<string>[] = [];
  for (const s of holdableSpaces(module, state)) {
    if (control[s] !== side || component.has(s)) continue;
    const c = connectedSpaces(module, state, s, side);
    for (const x of c) component.set(x, comps.length);
    comps.push(c);
  }
  // §13.1.3 a component holding one of the side's sources (every space of it is the side's: a friendly source).
  const { sources, ports } = markedSpaces(module);
  const hasSource = comps.map(() => false);
  for (const s of sources[side]) {
    const i = component.get(s);
    if (i !== undefined) hasSource[i] = true;
  }
  // §13.1.4: a component with a usable port reaches a supplied component with a usable port in the same zone.
  const portsOf: string[][] = comps.map(() => []);
  for (const p of ports) {
    const i = component.get(p);
    if (i !== undefined && usablePort(module, state, p, side)) portsOf[i]!.push(p);
  }
  const zoneSupplied = new Set<string>();
  comps.forEach((_c, i) => {
    if (!hasSource[i]) return;
    for (const p of portsOf[i]!) zoneSupplied.add(geo.attrs(p).seaZone ?? '');
  });
  const out = new Set<string>();
  comps.forEach((c, i) => {
    const ok = hasSource[i] || portsOf[i]!.some((p) => zoneSupplied.has(geo.attrs(p).seaZone ?? ''));
    if (ok) for (const s of c) out.add(s);
  });
  return out;
}

/** The spaces of the map that are a side's supply source (§13.1.3), a port (§13.1.4) or a beach head (§8.5.4),
 *  found once per map. */
function markedSpaces(module: GameModule): Marked {
  let hit = marked.get(module.map);
  if (!hit) {
    const geo = geoOf(module);
    const ids = (module.map.spaces ?? []).map((s) => s.id);
    const sourceOf = (side: Side) => ids.filter((s) => geo.attrs(s).supplySource === side);
    hit = {
      sources: { NAT: sourceOf(NAT), REP: sourceOf(REP) },
      ports: ids.filter((s) => geo.attrs(s).port),
      beachheads: new Set(ids.filter((s) => geo.attrs(s).kind === 'beachhead')),
    };
    marked.set(module.map, hit);
  }
  return hit;
}
type Marked = { sources: Record<Side, string[]>; ports: string[]; beachheads: ReadonlySet<string> };
const marked = new WeakMap<GameModule['map'], Marked>();

/** §16.2.1 the spaces holding an Isolated Space marker now (Oviedo and Granada at the start). */
export function isolatedMarkers(state: GameState): string[] {
  const out: string[] = [];
  for (const p of state.pieces)
    if (p.kind === 'marker' && p.def.startsWith('isolated-') && p.at.kind === 'space') out.push(p.at.space);
  return out;
}

/** §16.2.3 the Isolated Space groups: each marked space (still NAT) with the NAT spaces Connected to it. */
export function isolatedGroups(module: GameModule, state: GameState): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of isolatedMarkers(state))
    if (varsOf(state).control[s] === NAT) out.set(s, connectedSpaces(module, state, s, NAT));
  return out;
}

/** §16.2.3 the Isolated Space whose group holds `space`, or null. */
export function isolatedGroupOf(module: GameModule, state: GameState, space: string): string | null {
  for (const [key, group] of isolatedGroups(module, state)) if (group.has(space)) return key;
  return null;
}

/** Every space `side` can trace supply to now (the spaces it controls that are supplied); for the Nationalists the
 *  Isolated Space groups count as supplied while their markers are out (§16.2.3). */
export function suppliedSpaces(
  module: GameModule,
  state: GameState,
  side: Side,
  traced?: ReadonlySet<string>,
): Set<string> {
  // The traced spaces when the caller has them (a copy: they are the caller's), else found here.
  const out = traced ? new Set(traced) : tracedSpaces(module, state, side);
  if (side === NAT) for (const g of isolatedGroups(module, state).values()) for (const s of g) out.add(s);
  return out;
}

/** §13.1 whether a space (friendly-controlled) is supplied for `side`. */
export function isSupplied(module: GameModule, state: GameState, space: string, side: Side): boolean {
  return suppliedSpaces(module, state, side).has(space);
}

/** §13.4.1 the country friendly to a side for supply: France for the Republic, Portugal for the Nationalists. */
export const friendlyBorder = (side: Side): string => (side === REP ? 'france' : 'portugal');

/** §13.4.2, §13.4.4 the spaces `side` controls that are out of supply but Connected (through friendly spaces
 *  and the dotted line) to its friendly border: their units are border-limited, the spaces never flip. */
export function borderLimited(
  module: GameModule,
  state: GameState,
  side: Side,
  traced?: ReadonlySet<string>,
): Set<string> {
  const geo = geoOf(module);
  const supplied = suppliedSpaces(module, state, side, traced);
  const country = friendlyBorder(side);
  const out = new Set<string>();
  for (const s of geo.spaces) {
    if (out.has(s) || supplied.has(s) || varsOf(state).control[s] !== side) continue;
    if (!geo.graph.neighborsVia(s, ['border']).includes(country)) continue;
    for (const x of connectedSpaces(module, state, s, side)) if (!supplied.has(x)) out.add(x);
  }
  return out;
}

/** A space's supply for `side`: traced, Isolated (§16.2.3), border-limited (§13.4) or out of supply. */
export type SupplyStatus = 'supplied' | 'isolated' | 'border' | 'oos';

/** §13.1, §13.4, §16.2.3 the supply status of a space for `side` (its units share it). */
export function supplyStatus(
  module: GameModule,
  state: GameState,
  space: string,
  side: Side,
  traced?: ReadonlySet<string>,
): SupplyStatus {
  if (varsOf(state).control[space] !== side) return 'oos';
  const found = traced ?? tracedSpaces(module, state, side);
  if (found.has(space)) return 'supplied';
  if (side === NAT && isolatedGroupOf(module, state, space)) return 'isolated';
  return borderLimited(module, state, side, found).has(space) ? 'border' : 'oos';
}

/** §16.4 the Republican supply sources of the Northern Front (Gijón, Santander, Bilbao). */
export function nfSources(module: GameModule): string[] {
  const geo = geoOf(module);
  return geo.spaces.filter((s) => geo.attrs(s).nfRegion && geo.attrs(s).supplySource === REP);
}

/** §16.4.3 the Northern Front is isolated when none of its REP-held sources traces supply to a REP source
 *  outside it (overland or by sea). */
export function nfIsolated(module: GameModule, state: GameState): boolean {
  const geo = geoOf(module);
  const inside = nfSources(module).filter((s) => varsOf(state).control[s] === REP);
  if (inside.length === 0) return false;
  const outside = geo.spaces.filter((s) => !geo.attrs(s).nfRegion && isFriendlySource(module, state, s, REP));
  for (const s of inside) {
    const c = connectedSpaces(module, state, s, REP);
    if (outside.some((o) => c.has(o))) return false;
  }
  return true;
}

/** §16.4.3 the spaces of the Northern Front's supply zone: Connected to one of its REP-held sources. */
export function nfZone(module: GameModule, state: GameState): Set<string> {
  const out = new Set<string>();
  for (const s of nfSources(module))
    if (varsOf(state).control[s] === REP) for (const x of connectedSpaces(module, state, s, REP)) out.add(x);
  return out;
}
