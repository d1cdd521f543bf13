// §13.1 supply: a space is supplied for a side when a chain of friendly-controlled Adjacent spaces reaches one
// of its own supply sources, directly or through at most two of its own ports in one sea zone (§13.1.4).
// Computed on demand from the state; the rules snapshot it at the moments §13.1.1 names.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { connectedSpaces, geoOf } from './geo.js';
import { REP, type Side, varsOf } from './state.js';

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
    return !(v.played.includes('N6') && ['algeciras', 'cadiz', 'huelva'].includes(space));
  }
  // §13.1.4.3: no Nationalist Mediterranean ports while the Republic holds the Strait.
  return !(a.seaZone === 'mediterranean' && v.strait === REP);
}

/** Every space `side` can trace supply to now (the spaces it controls that are supplied). */
export function suppliedSpaces(module: GameModule, state: GameState, side: Side): Set<string> {
  const geo = geoOf(module);
  const control = varsOf(state).control;
  // Components of friendly-controlled spaces, each marked supplied when it holds a source.
  const component = new Map<string, number>();
  const comps: Set<string>[] = [];
  for (const s of geo.spaces) {
    if (control[s] !== side || component.has(s)) continue;
    const c = connectedSpaces(module, state, s, side);
    for (const x of c) component.set(x, comps.length);
    comps.push(c);
  }
  const hasSource = comps.map((c) => [...c].some((s) => isFriendlySource(module, state, s, side)));
  // §13.1.4: a component with a usable port reaches a supplied component with a usable port in the same zone.
  const portsOf = (i: number) => [...comps[i]!].filter((s) => usablePort(module, state, s, side));
  const zoneSupplied = new Set<string>();
  comps.forEach((_c, i) => {
    if (!hasSource[i]) return;
    for (const p of portsOf(i)) zoneSupplied.add(geo.attrs(p).seaZone ?? '');
  });
  const out = new Set<string>();
  comps.forEach((c, i) => {
    const ok = hasSource[i] || portsOf(i).some((p) => zoneSupplied.has(geo.attrs(p).seaZone ?? ''));
    if (ok) for (const s of c) out.add(s);
  });
  return out;
}

/** §13.1 whether a space (friendly-controlled) is supplied for `side`. */
export function isSupplied(module: GameModule, state: GameState, space: string, side: Side): boolean {
  return suppliedSpaces(module, state, side).has(space);
}
