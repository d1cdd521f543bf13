// Read-only helpers over a game state: finding pieces, comparing locations, listing positions by hex.
// Views and reports use these; reducers use them to find what they change.

import type { GameState, JsonValue, Location, Piece, SideId } from './types.js';

/** A location as one short string: "hex:0605", "space:madrid", "box:reinforcements#3". */
export function locationKey(at: Location): string {
  switch (at.kind) {
    case 'hex':
      return `hex:${at.hex}`;
    case 'space':
      return `space:${at.space}`;
    case 'box':
      return at.index === undefined ? `box:${at.box}` : `box:${at.box}#${at.index}`;
  }
}

/** Whether two locations are the same place (a box with an index differs from the box without one). */
export function sameLocation(a: Location, b: Location): boolean {
  return locationKey(a) === locationKey(b);
}

/** Whether a JSON value has the shape of a Location (kind plus the matching id). */
export function isLocation(v: JsonValue | undefined): v is Location & { [k: string]: JsonValue } {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  switch (v.kind) {
    case 'hex':
      return typeof v.hex === 'string';
    case 'space':
      return typeof v.space === 'string';
    case 'box':
      return typeof v.box === 'string' && (v.index === undefined || Number.isInteger(v.index));
    default:
      return false;
  }
}

/** Index of a piece in state.pieces, or -1. */
export function pieceIndex(state: GameState, id: string): number {
  const pieces = state.pieces;
  for (let i = 0; i < pieces.length; i++) if (pieces[i].id === id) return i;
  return -1;
}

/** The piece with this id, or undefined. */
export function findPiece(state: GameState, id: string): Piece | undefined {
  const i = pieceIndex(state, id);
  return i < 0 ? undefined : state.pieces[i];
}

/** The pieces at a location, bottom of the stack first. */
export function piecesAt(state: GameState, at: Location): Piece[] {
  const key = locationKey(at);
  return state.pieces.filter((p) => locationKey(p.at) === key);
}

/** One line of the positions report: a location and the pieces on it, bottom first. */
export interface PositionRow {
  location: string;
  kind: Location['kind'];
  pieces: { id: string; def: string; side: SideId; kind: Piece['kind']; steps: number; disrupted: boolean }[];
}

/**
 * Every occupied location with its stack, map locations first (hexes sorted by id), then spaces, then boxes.
 * Units and markers both, unless `units: false` or `markers: false` leaves one kind out.
 */
export function positions(
  state: GameState,
  opts: { units?: boolean; markers?: boolean; side?: SideId } = {},
): PositionRow[] {
  const wantUnits = opts.units ?? true;
  const wantMarkers = opts.markers ?? true;
  const rows = new Map<string, PositionRow>();
  for (const p of state.pieces) {
    if (p.kind === 'unit' ? !wantUnits : !wantMarkers) continue;
    if (opts.side !== undefined && p.side !== opts.side) continue;
    const key = locationKey(p.at);
    let row = rows.get(key);
    if (!row) {
      row = { location: key.slice(key.indexOf(':') + 1), kind: p.at.kind, pieces: [] };
      rows.set(key, row);
    }
    row.pieces.push({ id: p.id, def: p.def, side: p.side, kind: p.kind, steps: p.steps, disrupted: p.disrupted });
  }
  const order = { hex: 0, space: 1, box: 2 } as const;
  return [...rows.values()].sort(
    (a, b) => order[a.kind] - order[b.kind] || (a.location < b.location ? -1 : a.location > b.location ? 1 : 0),
  );
}
