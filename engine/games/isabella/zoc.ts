// Zones of control (7.1-7.3) of each side on the Isabella map, and the per-state memo the other rule modules
// (supply, movement) share: ZOC, supply and move searches are asked many times of one state, so each is computed
// once per state object and recomputed only when the pieces or the vars they read have changed.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, SideId } from '../../core/types.js';
import { mapUnitsOf, zocOf, type ZocField, type ZocRules } from '../../systems/zoc.js';
import { geoOf, HEX } from './geo.js';
import { optionsOf } from './options.js';
import { frozen, varsOf } from './state.js';
import { enemyOf } from './units.js';

interface Memo {
  fp: string;
  data: Map<string, unknown>;
}
const memos = new WeakMap<GameState, Memo>();

/** What the searches read of a state: every piece's place, face and steps, and the vars that change them. */
function fingerprint(state: GameState): string {
  let s = '';
  for (const p of state.pieces) {
    const at = p.at.kind === 'hex' ? p.at.hex : p.at.kind === 'box' ? `${p.at.box}:${p.at.index ?? ''}` : p.at.space;
    s += `${p.id}@${at}${p.disrupted ? '!' : ''}${p.steps};`;
  }
  const v = varsOf(state);
  return (
    `${s}|${v.portugal}|${v.beachhead}|${v.patton?.state}:${v.patton?.piece}|${v.landed?.join(',')}|` +
    JSON.stringify(v.options ?? {})
  );
}

/** A value computed once per state object (and key); safe against a state mutated in place by an owned reduce. */
export function memoPerState<T>(state: GameState, key: string, compute: () => T): T {
  let m = memos.get(state);
  const fp = fingerprint(state);
  if (!m || m.fp !== fp) {
    m = { fp, data: new Map() };
    memos.set(state, m);
  }
  if (m.data.has(key)) return m.data.get(key) as T;
  const value = compute();
  m.data.set(key, value);
  return value;
}

/** 7.3: how ZOC projects on this map under the game's options. */
function zocRules(state: GameState): ZocRules {
  // 7.3: no ZOC across all-sea hexsides (nor into all-sea hexes); straits only under the straitsBlockZoc option.
  // 7.3 example: a unit in Gibraltar 1422 exerts ZOC only into 1421 (whatever the straits option says).
  const blockingEdges = optionsOf(state).straitsBlockZoc ? ['sea', 'strait'] : ['sea'];
  return { blockingEdges, blockingTerrain: ['sea'], onlyInto: { [HEX.gibraltar]: [HEX.nextToGibraltar] } };
}

/** The ZOC field (a mask over the map) exerted by `side`'s ground units (7.1-7.3), cached per state. */
export function zocFieldOf(module: GameModule, state: GameState, side: SideId): ZocField {
  return memoPerState(state, `zoc:${side}`, () => {
    const geo = geoOf(module);
    // 7.1: every ground unit on the map, disrupted and out of supply ones too (7.3); markers none (7.2);
    // neutral Portuguese units none (8.1, digest §11.4 item 11 default).
    const pieces = state.pieces.filter((p) => p.kind === 'unit' && p.side === side && !frozen(module, state, p));
    return zocOf(geo.graph, geo.map, mapUnitsOf(pieces), zocRules(state));
  });
}

/** The hexes in `side`'s ZOC (7.1-7.3). */
export function zocOfSide(module: GameModule, state: GameState, side: SideId): ReadonlySet<HexId> {
  return memoPerState(state, `zocset:${side}`, () => new Set(zocFieldOf(module, state, side).nodes()));
}

/** Whether `hex` is in an enemy ZOC for units of `side` (7.4, 7.5). */
export function inEzoc(module: GameModule, state: GameState, side: SideId, hex: HexId): boolean {
  return zocFieldOf(module, state, enemyOf(side)).has(hex);
}
