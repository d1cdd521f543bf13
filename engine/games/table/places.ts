// Lookups over a module's data that the table rules need on every action, built once per module.

import type { GameModule, MarkerDef, UnitDef } from '../../core/module.js';
import { DEAD_PILE, REINFORCEMENTS, REPLACEMENTS, type Location } from '../../core/types.js';

/** Sets and maps over one module: which hexes, spaces, boxes, sides and counters exist. */
export interface ModuleIndex {
  hexes: Set<string>;
  spaces: Set<string>;
  boxes: Set<string>;
  sides: Set<string>;
  units: Map<string, UnitDef>;
  markers: Map<string, MarkerDef>;
  /** Nationality id -> side id. */
  sideOfNationality: Map<string, string>;
}

// Modules are immutable once loaded, so an index per module object is safe to keep.
const cache = new WeakMap<GameModule, ModuleIndex>();

// The module of the last call: replays ask thousands of times in a row, and a WeakMap lookup costs more than this check.
let lastModule: GameModule | null = null;
let lastIndex: ModuleIndex | null = null;

/** The module's index, built on first use. */
export function indexOf(module: GameModule): ModuleIndex {
  if (module === lastModule && lastIndex) return lastIndex;
  let ix = cache.get(module);
  if (!ix) {
    ix = {
      hexes: new Set(module.map.hexes.map((h) => h.id)),
      spaces: new Set((module.map.spaces ?? []).map((s) => s.id)),
      // The standard boxes exist in every game even when the map does not draw them.
      boxes: new Set([DEAD_PILE, REINFORCEMENTS, REPLACEMENTS, ...module.map.boxes.map((b) => b.id)]),
      sides: new Set(module.manifest.sides.map((s) => s.id)),
      units: new Map(module.units.map((u) => [u.id, u])),
      markers: new Map(module.markers.map((m) => [m.id, m])),
      sideOfNationality: new Map(module.manifest.nationalities.map((n) => [n.id, n.side])),
    };
    cache.set(module, ix);
  }
  lastModule = module;
  lastIndex = ix;
  return ix;
}

/** Why a location does not exist in this module, or null if it does. */
export function locationProblem(module: GameModule, at: Location): string | null {
  const ix = indexOf(module);
  switch (at.kind) {
    case 'hex':
      return ix.hexes.has(at.hex) ? null : `There is no hex ${at.hex} on the map`;
    case 'space':
      return ix.spaces.has(at.space) ? null : `There is no space "${at.space}" on the map`;
    case 'box':
      if (!ix.boxes.has(at.box)) return `There is no box "${at.box}"`;
      if (at.index !== undefined && (!Number.isInteger(at.index) || at.index < 0))
        return `Box index ${at.index} is not a whole number`;
      return null;
  }
}
