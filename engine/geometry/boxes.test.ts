import { describe, expect, it } from 'vitest';
import type { BoxDef } from '../core/module.js';
import { createBoxIndex, slotRects } from './boxes.js';

// Isabella 3.6 / 10.3: a Turn Track of boxes 1–10 on the map; a dead pile; reinforcements by turn.
const turns: BoxDef = {
  id: 'turn',
  name: 'Turn Track',
  kind: 'track',
  place: 'map',
  x: 100,
  y: 50,
  w: 500,
  h: 50,
  slots: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
};
const vp: BoxDef = {
  id: 'vp',
  name: 'VP',
  kind: 'track',
  place: 'map',
  x: 0,
  y: 200,
  w: 40,
  h: 400,
  slots: Array.from({ length: 10 }, (_, i) => String(i)),
};
const dead: BoxDef = { id: 'dead', name: 'Dead pile', kind: 'box', place: 'sheet', x: 0, y: 0, w: 80, h: 80 };
const reinf: BoxDef = {
  id: 'reinforcements',
  name: 'Reinforcements',
  kind: 'box',
  place: 'sheet',
  x: 100,
  y: 0,
  w: 80,
  h: 80,
};

describe('boxes and tracks', () => {
  const b = createBoxIndex([turns, vp, dead, reinf]);

  it('finds slots by label and index', () => {
    expect(b.slotCount('turn')).toBe(10);
    expect(b.slotIndex('turn', '7')).toBe(6);
    expect(b.slotIndex('turn', '11')).toBe(-1);
    expect(b.slotLabel('turn', 9)).toBe('10');
    expect(b.slotLabel('dead', 0)).toBe('Dead pile');
    expect(() => b.slotLabel('turn', 10)).toThrow(/slot 10 is not in "turn"/);
    expect(() => b.get('nowhere')).toThrow(/no box or track "nowhere"/);
  });

  it('lays slots along the longer side and hit-tests points', () => {
    expect(b.slotRect('turn', 2)).toEqual({ x: 200, y: 50, w: 50, h: 50 });
    expect(b.slotRect('vp', 3)).toEqual({ x: 0, y: 320, w: 40, h: 40 });
    expect(b.boxAt({ x: 260, y: 60 })).toEqual({ box: 'turn', index: 3 });
    expect(b.boxAt({ x: 10, y: 599 })).toEqual({ box: 'vp', index: 9 });
    expect(b.boxAt({ x: 10, y: 10 })).toBeNull(); // the dead pile is on the counter sheet, not the map
    expect(b.boxAt({ x: 10, y: 10 }, 'sheet')).toEqual({ box: 'dead', index: 0 });
  });

  it('splits a box into slot rectangles along its longer side (one rect for a plain box)', () => {
    expect(slotRects(turns)).toHaveLength(10);
    expect(slotRects(turns)[2]).toEqual(b.slotRect('turn', 2));
    expect(slotRects(vp).map((r) => r.y)).toEqual([200, 240, 280, 320, 360, 400, 440, 480, 520, 560]);
    expect(slotRects(dead)).toEqual([{ x: 0, y: 0, w: 80, h: 80 }]);
  });

  it('advances along a track, clamped at its ends', () => {
    expect(b.advance('vp', 8, 5)).toBe(9);
    expect(b.advance('vp', 2, -5)).toBe(0);
    expect(b.advance('turn', 0, 3)).toBe(3);
  });

  it('checks locations, letting a plain box carry game data in its index', () => {
    expect(b.checkLocation({ box: 'turn', index: 4 })).toBeNull();
    expect(b.checkLocation({ box: 'turn' })).toMatch(/needs a slot index/);
    expect(b.checkLocation({ box: 'turn', index: 12 })).toMatch(/not in "turn"/);
    expect(b.checkLocation({ box: 'reinforcements', index: 8 })).toBeNull(); // turn of arrival
    expect(b.checkLocation({ box: 'dead', index: -1 })).toMatch(/non-negative/);
    expect(b.checkLocation({ box: 'limbo' })).toMatch(/no box/);
  });

  it('rejects bad box data', () => {
    expect(() => createBoxIndex([dead, dead])).toThrow(/twice/);
    expect(() => createBoxIndex([{ ...turns, slots: [] }])).toThrow(/no slots/);
    expect(() => createBoxIndex([{ ...dead, w: 0 }])).toThrow(/no area/);
    expect(() => createBoxIndex([{ ...turns, slots: ['1', '1'] }])).toThrow(/repeats/);
  });
});
