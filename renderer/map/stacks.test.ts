import { describe, expect, it } from 'vitest';
import type { Piece } from '../../engine/core/types.js';
import { groupStacks, pickPiece } from './stacks.js';
import { dashes } from './dashes.js';

const P = (id: string, at: Piece['at']): Piece => ({
  id,
  def: id,
  kind: 'unit',
  side: 'a',
  at,
  steps: 1,
  disrupted: false,
});

describe('stacks', () => {
  // Location keys (box slot indices included) are the engine's: engine/core/view.test.ts.
  it('groups pieces by location keeping state order (last on top)', () => {
    const pieces = [
      P('a', { kind: 'hex', hex: '0101' }),
      P('b', { kind: 'hex', hex: '0202' }),
      P('c', { kind: 'hex', hex: '0101' }),
    ];
    const stacks = groupStacks(pieces);
    expect(stacks.map((s) => s.pieces.map((p) => p.id))).toEqual([['a', 'c'], ['b']]);
    expect(pickPiece(stacks[0], null)?.id).toBe('c');
    expect(pickPiece(stacks[0], 'a')?.id).toBe('a');
    expect(pickPiece(stacks[0], 'b')?.id).toBe('c'); // selected piece elsewhere: the top one
  });

  it('splits a segment into dashes covering it exactly', () => {
    const d = dashes({ x: 0, y: 0 }, { x: 10, y: 0 }, 3, 1);
    expect(d.map(([p, q]) => [p.x, q.x])).toEqual([
      [0, 3],
      [4, 7],
      [8, 10],
    ]);
    expect(dashes({ x: 1, y: 1 }, { x: 1, y: 1 }, 3, 1)).toEqual([]);
  });
});
