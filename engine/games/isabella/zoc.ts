// Zones of control (7.1-7.3) of each side on the Isabella map, and the per-state memo the other rule modules
// (supply, movement) share: ZOC, supply and move searches are asked many times of one state, so each is computed
// once per state object and recomputed only when the pieces or the vars they read have changed.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId } from '../../core/types.js';
import { mapUnitsOf, zocOf, type ZocField, type ZocRules } from '../../systems/zoc.js';
import { geoOf, HEX } from './geo.js';
import { optionsOf } from './options.js';
import { frozen, varsOf } from './state.js';
import { enemyOf } from './units.js';

interface Memo {
  data: Map<string, unknown>;
  /**
   * The state's pieces when the memo was made or last checked. Piece objects are replaced, never changed (draft.ts),
   * so these still hold the values the fingerprint was made of.
   */
  pieces: readonly Piece[];
  /** The vars' part of the fingerprint. */
  vars: string;
  /** The values it was made of, compared one by one on each ask (the options by identity: they are only read). */
  read: VarsRead;
}
const memos = new WeakMap<GameState, Memo>();

/** What the vars' part of the fingerprint reads (varsPrint). */
interface VarsRead {
  portugal: unknown;
  beachhead: unknown;
  patton: unknown;
  pattonPiece: unknown;
  landed: readonly unknown[] | undefined;
  options: unknown;
}

/**
 * Whether two lists of pieces agree on the pieces' part of the fingerprint: every piece's id, place, face and
 * steps, in order (two piece objects with the same values keep a memo; any other difference drops it, which is
 * always safe: the value is computed again).
 */
function sameFaces(a: readonly Piece[], b: readonly Piece[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = b[i]!;
    if (p === q) continue;
    if (p.id !== q.id || !!p.disrupted !== !!q.disrupted || p.steps !== q.steps) return false;
    if (!samePlace(p.at, q.at)) return false;
  }
  return true;
}

/** Whether two locations are the same place (hex, space, or box and its index). */
function samePlace(x: Piece['at'], y: Piece['at']): boolean {
  if (x.kind === 'hex') return y.kind === 'hex' && x.hex === y.hex;
  if (x.kind === 'space') return y.kind === 'space' && x.space === y.space;
  return y.kind === 'box' && x.box === y.box && x.index === y.index;
}

/** The vars' part of the fingerprint: the vars that change what the searches find. */
function varsPrint(state: GameState): string {
  const v = varsOf(state);
  return (
    `|${v.portugal}|${v.beachhead}|${v.patton?.state}:${v.patton?.piece}|${v.landed?.join(',')}|` +
    JSON.stringify(v.options ?? {})
  );
}

/** The values varsPrint reads, kept to be compared without printing them. */
function varsRead(state: GameState): VarsRead {
  const v = varsOf(state);
  const landed = v.landed as readonly unknown[] | undefined;
  return {
    portugal: v.portugal,
    beachhead: v.beachhead,
    patton: v.patton?.state,
    pattonPiece: v.patton?.piece,
    landed: landed?.slice(),
    options: v.options,
  };
}

/** Whether the state's vars still hold the values `r` read (then their part of the fingerprint is unchanged). */
function sameRead(state: GameState, r: VarsRead): boolean {
  const v = varsOf(state);
  if (v.portugal !== r.portugal || v.beachhead !== r.beachhead || v.options !== r.options) return false;
  if (v.patton?.state !== r.patton || v.patton?.piece !== r.pattonPiece) return false;
  const landed = v.landed as readonly unknown[] | undefined;
  if (landed === undefined || r.landed === undefined) return landed === r.landed;
  if (landed.length !== r.landed.length) return false;
  for (let i = 0; i < landed.length; i++) if (landed[i] !== r.landed[i]) return false;
  return true;
}

/** Whether the state still has the very piece objects `kept`, in order. */
function samePieces(pieces: readonly Piece[], kept: readonly Piece[]): boolean {
  if (pieces.length !== kept.length) return false;
  for (let i = pieces.length - 1; i >= 0; i--) if (pieces[i] !== kept[i]) return false;
  return true;
}

/**
 * A value computed once per state object (and key); safe against a state mutated in place by an owned reduce:
 * the memo holds while the state's fingerprint (what the searches read: every piece's place, face and steps,
 * and the vars that change them) is the one it was made with. Most asks find the same piece objects and vars
 * values; a state whose pieces or vars were changed is compared by its fingerprint, the vars printed.
 */
export function memoPerState<T>(state: GameState, key: string, compute: () => T): T {
  let m = memos.get(state);
  if (!m) {
    m = { data: new Map(), pieces: state.pieces.slice(), vars: varsPrint(state), read: varsRead(state) };
    memos.set(state, m);
  } else if (!samePieces(state.pieces, m.pieces) || !sameRead(state, m.read)) {
    // Changed in place: the memo holds only if the fingerprint still has the same values.
    const vars = varsPrint(state);
    const same = m.vars === vars && sameFaces(m.pieces, state.pieces);
    const fresh = { pieces: state.pieces.slice(), vars, read: varsRead(state) };
    m = same ? { ...m, ...fresh } : { data: new Map(), ...fresh };
    memos.set(state, m);
  }
  if (m.data.has(key)) return m.data.get(key) as T;
  const value = compute();
  m.data.set(key, value);
  return value;
}

/** A value memoByContent computed, with the content it was computed from. */
interface Recent {
  content: readonly unknown[];
  value: unknown;
}
/** Per module and key, the last values memoByContent computed, most recent first. */
const recent = new WeakMap<GameModule, Map<string, Recent[]>>();
/** How many of them are kept per key. */
const RECENT = 4;

/**
 * The part of a state that ZOC and supply read (7.1-7.3, 11.0), as a list of values: every ground unit on the
 * map (markers and units off the map count for neither; with `side`, only that side's) with its id, definition,
 * side and place, in order, then the vars that change them (Portugal in the war, the beachhead, the options).
 */
export function unitsContent(state: GameState, side?: SideId): unknown[] {
  const pieces = state.pieces;
  const out: unknown[] = new Array(pieces.length * 5 + 3); // at most this long: no growing as it fills
  let j = 0;
  for (const p of pieces) {
    const at = p.at;
    if (p.kind !== 'unit' || (at.kind !== 'hex' && at.kind !== 'space')) continue;
    if (side !== undefined && p.side !== side) continue;
    out[j++] = p.id;
    out[j++] = p.def;
    out[j++] = p.side;
    out[j++] = at.kind;
    out[j++] = at.kind === 'hex' ? at.hex : at.space;
  }
  const v = varsOf(state);
  out[j++] = v.portugal;
  out[j++] = v.beachhead;
  out[j++] = JSON.stringify(v.options ?? {});
  out.length = j;
  return out;
}

/** Whether two lists hold the same values, one by one. */
function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * memoPerState for a value that depends only on `content(state)` (and the module): a state whose content is that
 * of one of the last states asked gets the same value without computing it again (a phase's end, a disruption
 * or an airpower marker moves no unit, so ZOC and supply stay what they were).
 */
export function memoByContent<T>(
  module: GameModule,
  state: GameState,
  key: string,
  content: (state: GameState) => readonly unknown[],
  compute: () => T,
): T {
  return memoPerState(state, key, () => {
    let byKey = recent.get(module);
    if (!byKey) {
      byKey = new Map();
      recent.set(module, byKey);
    }
    let list = byKey.get(key);
    if (!list) {
      list = [];
      byKey.set(key, list);
    }
    const now = content(state);
    const i = list.findIndex((r) => sameValues(r.content, now));
    const hit = i >= 0 ? list.splice(i, 1)[0]! : { content: now, value: compute() };
    list.unshift(hit);
    if (list.length > RECENT) list.pop();
    return hit.value as T;
  });
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
  // 7.1: a side's ZOC is made by its own units alone: the other side's moves leave it as it was
  return memoByContent(
    module,
    state,
    `zoc:${side}`,
    (s) => unitsContent(s, side),
    () => {
      const geo = geoOf(module);
      // 7.1: every ground unit on the map, disrupted and out of supply ones too (7.3); markers none (7.2);
      // neutral Portuguese units none (8.1, digest §11.4 item 11 default).
      const pieces = state.pieces.filter((p) => p.kind === 'unit' && p.side === side && !frozen(module, state, p));
      return zocOf(geo.graph, geo.map, mapUnitsOf(pieces), zocRules(state));
    },
  );
}

/** The hexes in `side`'s ZOC (7.1-7.3). */
export function zocOfSide(module: GameModule, state: GameState, side: SideId): ReadonlySet<HexId> {
  return memoPerState(state, `zocset:${side}`, () => new Set(zocFieldOf(module, state, side).nodes()));
}

/** Whether `hex` is in an enemy ZOC for units of `side` (7.4, 7.5). */
export function inEzoc(module: GameModule, state: GameState, side: SideId, hex: HexId): boolean {
  return zocFieldOf(module, state, enemyOf(side)).has(hex);
}
