import { describe, expect, it } from 'vitest';
import { type CameraMotion, DRAG_THRESHOLD, PressTracker, cameraBusy } from './press.js';

const still: CameraMotion = { panning: false, pinching: false, decelerating: false, touchesOnMap: 0 };

describe('a press on a counter', () => {
  it('is refused while the map pans, pinches, glides, or a finger is already on the map', () => {
    for (const busy of [{ panning: true }, { pinching: true }, { decelerating: true }, { touchesOnMap: 1 }]) {
      const t = new PressTracker<string>();
      const camera = { ...still, ...busy };
      expect(cameraBusy(camera)).toBe(true);
      expect(t.press('de-1', 2, { x: 10, y: 10 }, camera)).toBe(false);
      // Nothing was picked up, so the pan's moves and its release never carry or drop a counter.
      expect(t.move(2, { x: 300, y: 300 })).toBe('none');
      expect(t.release(2, { x: 300, y: 300 })).toEqual({ kind: 'none' });
      expect(t.item).toBeNull();
    }
    expect(cameraBusy(still)).toBe(false);
  });

  it('is a click under the threshold and a drop past it, where the pointer is released', () => {
    const t = new PressTracker<string>();
    expect(t.press('de-1', 1, { x: 10, y: 10 }, still)).toBe(true);
    expect(t.move(1, { x: 10 + DRAG_THRESHOLD - 1, y: 10 })).toBe('none');
    expect(t.release(1, { x: 12, y: 10 })).toEqual({ kind: 'click', item: 'de-1' });
    expect(t.press('de-1', 1, { x: 10, y: 10 }, still)).toBe(true);
    expect(t.move(1, { x: 20, y: 10 })).toBe('start');
    expect(t.dragging).toBe(true);
    expect(t.move(1, { x: 40, y: 50 })).toBe('drag');
    expect(t.release(1, { x: 40, y: 50 })).toEqual({ kind: 'drop', item: 'de-1', at: { x: 40, y: 50 } });
    expect(t.item).toBeNull();
  });

  it('follows only the pointer that pressed: another finger panning does not move or drop the counter', () => {
    const t = new PressTracker<string>();
    expect(t.press('de-1', 7, { x: 10, y: 10 }, still)).toBe(true);
    expect(t.move(3, { x: 500, y: 500 })).toBe('none');
    expect(t.release(3, { x: 500, y: 500 })).toEqual({ kind: 'none' });
    expect(t.item).toBe('de-1');
    expect(t.dragging).toBe(false);
    expect(t.release(7, { x: 11, y: 10 })).toEqual({ kind: 'click', item: 'de-1' });
  });

  it('holds one press at a time, and cancel drops it without a result', () => {
    const t = new PressTracker<string>();
    expect(t.press('a', 1, { x: 0, y: 0 }, still)).toBe(true);
    expect(t.press('b', 2, { x: 0, y: 0 }, still)).toBe(false);
    t.move(1, { x: 50, y: 0 });
    expect(t.cancel()).toBe('a');
    expect(t.release(1, { x: 50, y: 0 })).toEqual({ kind: 'none' });
    expect(t.cancel()).toBeNull();
  });
});
