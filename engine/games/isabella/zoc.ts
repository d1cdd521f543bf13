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
  /** What the fingerprint was made of, unjoined: per piece its id, place, box index, disrupted flag and steps. */
  faces: unknown[];
  /** The vars' part of the fingerprint. */
  vars: string;
}
const memos = new WeakMap<GameState, Memo>();
/** Entries per piece in Memo.faces. */
const FACE = 6;

/** The pieces' part of the fingerprint: every piece's place, face and steps. */
function piecesPrint(pieces: readonly Piece[]): string {
  let s = '';
  for (const p of pieces) {
    const at = p.at.kind === 'hex' ? p.at.hex : p.at.kind === 'box' ? `${p.at.box}:${p.at.index ?? ''}` : p.at.space;
    s += `${p.id}@${at}${p.disrupted ? '!' : ''}${p.steps};`;
  }
  return s;
}

/** piecesPrint of the pieces whose values `faces` holds (facesOf). */
function printFaces(faces: readonly unknown[]): string {
  let s = '';
  for (let j = 0; j < faces.length; j += FACE) {
    const place = faces[j + 2];
    const at = faces[j + 1] === 'box' ? `${place}:${faces[j + 3] ?? ''}` : place;
    s += `${faces[j]}@${at}${faces[j + 4] ? '!' : ''}${faces[j + 5]};`;
  }
  return s;
}

/** The vars' part of the fingerprint: the vars that change what the searches find. */
function varsPrint(state: GameState): string {
  const v = varsOf(state);
  return (
    `|${v.portugal}|${v.beachhead}|${v.patton?.state}:${v.patton?.piece}|${v.landed?.join(',')}|` +
    JSON.stringify(v.options ?? {})
  );
}

/** The values piecesPrint joins, FACE per piece. */
function facesOf(pieces: readonly Piece[]): unknown[] {
  const out: unknown[] = new Array(pieces.length * FACE); // its size known: no growing as it fills
  for (let i = 0, j = 0; i < pieces.length; i++, j += FACE) {
    const p = pieces[i]!;
    const at = p.at;
    out[j] = p.id;
    out[j + 1] = at.kind;
    out[j + 2] = at.kind === 'hex' ? at.hex : at.kind === 'box' ? at.box : at.space;
    out[j + 3] = at.kind === 'box' ? at.index : undefined;
    out[j + 4] = !!p.disrupted;
    out[j + 5] = p.steps;
  }
  return out;
}

/** Whether every piece still has the values `faces` holds (then its part of the fingerprint is unchanged). */
function sameFaces(pieces: readonly Piece[], faces: readonly unknown[]): boolean {
  if (faces.length !== pieces.length * FACE) return false;
  for (let i = 0, j = 0; i < pieces.length; i++, j += FACE) {
    const p = pieces[i]!;
    const at = p.at;
    const place = at.kind === 'hex' ? at.hex : at.kind === 'box' ? at.box : at.space;
    if (faces[j] !== p.id || faces[j + 1] !== at.kind || faces[j + 2] !== place) return false;
    if (faces[j + 3] !== (at.kind === 'box' ? at.index : undefined)) return false;
    if (faces[j + 4] !== !!p.disrupted || faces[j + 5] !== p.steps) return false;
  }
  return true;
}

/**
 * A value computed once per state object (and key); safe against a state mutated in place by an owned reduce:
 * the memo holds while the state's fingerprint (what the searches read: every piece's place, face and steps,
 * and the vars that change them) is the one it was made with. The values it is made of are compared one by
 * one, without joining them into the fingerprint's string again.
 */
export function memoPerState<T>(state: GameState, key: string, compute: () => T): T {
  let m = memos.get(state);
  const vars = varsPrint(state);
  if (!m) {
    m = { data: new Map(), faces: facesOf(state.pieces), vars };
    memos.set(state, m);
  } else if (m.vars !== vars || !sameFaces(state.pieces, m.faces)) {
    // Changed in place: the memo holds only if the fingerprint is still the same string.
    const same = printFaces(m.faces) + m.vars === piecesPrint(state.pieces) + vars;
    const faces = facesOf(state.pieces);
    m = same ? { ...m, faces, vars } : { data: new Map(), faces, vars };
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
