import { describe, expect, it } from 'vitest';
import type { BoxDef } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { layoutSheet, sheetBoxes, sheetHit, sheetPiecesKey } from './layout.js';

const P = (id: string, at: Piece['at']): Piece => ({
  id,
  def: id,
  kind: 'unit',
  side: 'a',
  at,
  steps: 1,
  disrupted: false,
});
const boxes: BoxDef[] = [
  { id: 'reinforcements', name: 'Reinforcements', kind: 'box', place: 'sheet', x: 0, y: 0, w: 0, h: 0 },
  { id: 'turn', name: 'Turn', kind: 'track', place: 'map', x: 0, y: 0, w: 10, h: 10 },
];
const m = { width: 250, counter: 40, gap: 5, header: 20, rowLabel: 10, top: 30 };

describe('counter sheet layout', () => {
  it('adds the standard boxes and any box a piece refers to, never map boxes', () => {
    const ids = sheetBoxes(boxes, [P('x', { kind: 'box', box: 'eliminated-special' })]).map((b) => b.id);
    expect(ids).toEqual(['reinforcements', 'replacements', 'dead', 'eliminated-special']);
  });

  it('puts reinforcements in one row per turn, sorted, each piece in its own cell', () => {
    const pieces = [
      P('a', { kind: 'box', box: 'reinforcements', index: 5 }),
      P('b', { kind: 'box', box: 'reinforcements', index: 2 }),
      P('c', { kind: 'box', box: 'reinforcements', index: 5 }),
      P('d', { kind: 'hex', hex: '0101' }),
    ];
    const l = layoutSheet(sheetBoxes(boxes, pieces), pieces, m, (_b, i) => `Turn ${i}`);
    const r = l.boxes[0];
    expect(r.rows.map((x) => [x.index, x.label, x.pieces.map((p) => p.id)])).toEqual([
      [2, 'Turn 2', ['b']],
      [5, 'Turn 5', ['a', 'c']],
    ]);
    const [a, c] = r.rows[1].pieces;
    expect(c.x).toBeGreaterThan(a.x);
    expect(l.boxes.flatMap((b) => b.rows.flatMap((x) => x.pieces.map((p) => p.id)))).not.toContain('d');
  });

  it('wraps rows and maps a point back to its box and row', () => {
    const pieces = Array.from({ length: 12 }, (_, i) => P(`p${i}`, { kind: 'box', box: 'dead' }));
    const l = layoutSheet(sheetBoxes(boxes, pieces), pieces, m, () => '');
    const dead = l.boxes.find((b) => b.id === 'dead')!;
    const ys = new Set(dead.rows[0].pieces.map((p) => p.y));
    expect(ys.size).toBe(3); // 5 per row at width 250
    const p = dead.rows[0].pieces[7];
    expect(sheetHit(l, p.x, p.y)).toEqual({ box: 'dead' });
    const reinf = l.boxes[0];
    expect(sheetHit(l, 10, reinf.rect.y + 5)).toEqual({ box: 'reinforcements' });
    expect(sheetHit(l, 10, l.height + 50)).toBeNull();
  });
});

describe('what the counter sheet is drawn from (sheetPiecesKey)', () => {
  const pieces = [
    P('u1', { kind: 'hex', hex: '0101' }),
    P('u2', { kind: 'box', box: 'reinforcements', index: 2 }),
    { ...P('m1', { kind: 'hex', hex: '0202' }), kind: 'marker' as const, def: 'control' },
  ];
  const key = sheetPiecesKey(pieces);

  it('stays the same when a unit moves from hex to hex (the sheet is not redrawn)', () => {
    expect(sheetPiecesKey([P('u1', { kind: 'hex', hex: '0909' }), pieces[1]!, pieces[2]!])).toBe(key);
  });

  it('changes with a piece in a box (its row, its steps, its face), a unit entering a box, a marker placed', () => {
    const changed = [
      [pieces[0]!, P('u2', { kind: 'box', box: 'reinforcements', index: 3 }), pieces[2]!],
      [pieces[0]!, { ...pieces[1]!, steps: 0 }, pieces[2]!],
      [pieces[0]!, { ...pieces[1]!, disrupted: true }, pieces[2]!],
      [P('u1', { kind: 'box', box: 'dead' }), pieces[1]!, pieces[2]!],
      [...pieces, { ...pieces[2]!, id: 'm2' }],
      [pieces[0]!, pieces[1]!],
    ];
    for (const c of changed) expect(sheetPiecesKey(c)).not.toBe(key);
  });
});
