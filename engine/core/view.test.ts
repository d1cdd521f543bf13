import { describe, expect, it } from 'vitest';
import type { GameState, Piece } from './types.js';
import { isLocation, locationKey, positions, sameLocation } from './view.js';

describe('locations', () => {
  it('keys tell hexes, spaces, boxes and box slots apart', () => {
    expect(locationKey({ kind: 'hex', hex: '0605' })).toBe('hex:0605');
    expect(locationKey({ kind: 'space', space: 'madrid' })).toBe('space:madrid');
    expect(locationKey({ kind: 'box', box: 'reinforcements', index: 3 })).toBe('box:reinforcements#3');
    expect(sameLocation({ kind: 'box', box: 'dead' }, { kind: 'box', box: 'dead', index: 0 })).toBe(false);
    expect(sameLocation({ kind: 'hex', hex: '0101' }, { kind: 'hex', hex: '0101' })).toBe(true);
  });
  it('recognises only well-formed locations', () => {
    expect(isLocation({ kind: 'hex', hex: '0101' })).toBe(true);
    expect(isLocation({ kind: 'box', box: 'dead', index: 1.5 })).toBe(false);
    expect(isLocation({ kind: 'hex' })).toBe(false);
    expect(isLocation('0101')).toBe(false);
    expect(isLocation(null)).toBe(false);
  });
});

describe('positions', () => {
  const piece = (id: string, kind: Piece['kind'], at: Piece['at'], side = 'axis'): Piece => ({
    id,
    def: id,
    kind,
    side,
    at,
    steps: 1,
    disrupted: false,
  });
  const state = {
    pieces: [
      piece('u1', 'unit', { kind: 'hex', hex: '0202' }),
      piece('m1', 'marker', { kind: 'hex', hex: '0202' }, 'allied'),
      piece('m2', 'marker', { kind: 'box', box: 'turn-track', index: 1 }, ''),
      piece('u2', 'unit', { kind: 'hex', hex: '0101' }, 'allied'),
    ],
  } as unknown as GameState;

  it('lists markers with the units by default, in stack order, map first', () => {
    const rows = positions(state);
    expect(rows.map((r) => [r.location, r.pieces.map((p) => p.id)])).toEqual([
      ['0101', ['u2']],
      ['0202', ['u1', 'm1']],
      ['turn-track#1', ['m2']],
    ]);
    expect(rows[1].pieces[1]).toMatchObject({ kind: 'marker', side: 'allied' });
  });

  it('leaves markers (or units) out on request and filters by side', () => {
    expect(positions(state, { markers: false }).flatMap((r) => r.pieces.map((p) => p.id))).toEqual(['u2', 'u1']);
    expect(positions(state, { units: false }).flatMap((r) => r.pieces.map((p) => p.id))).toEqual(['m1', 'm2']);
    expect(positions(state, { side: 'allied' }).flatMap((r) => r.pieces.map((p) => p.id))).toEqual(['u2', 'm1']);
  });
});
