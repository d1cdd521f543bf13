import { describe, expect, it } from 'vitest';
import { RowHeights } from './row-heights.js';

describe('RowHeights (the virtualised log list)', () => {
  it('estimates unmeasured rows, then uses measured heights and their average', () => {
    const h = new RowHeights(20);
    h.reset(10_000, 0);
    expect(h.total()).toBe(200_000);
    expect(h.measure(0, 40)).toBe(true);
    expect(h.measure(0, 40)).toBe(false);
    expect(h.estimate).toBe(40);
    h.measure(1, 20);
    expect(h.estimate).toBe(30);
    expect(h.offset(2)).toBe(60);
    expect(h.total()).toBe(60 + 9_998 * 30);
  });

  it('gives only the rows a viewport needs, whatever the length of the list', () => {
    const h = new RowHeights(20);
    h.reset(10_000, 0);
    expect(h.visible(0, 200, 0)).toEqual({ first: 0, last: 9 });
    expect(h.visible(100_000, 200, 3)).toEqual({ first: 4_997, last: 5_012 });
    expect(h.tail(200, 2)).toEqual({ first: 9_988, last: 9_999 });
    expect(h.visible(1e9, 200, 0)).toEqual({ first: 9_999, last: 9_999 });
    h.reset(0, 0);
    expect(h.visible(0, 200, 5)).toEqual({ first: 0, last: -1 });
    expect(h.tail(200, 5)).toEqual({ first: 0, last: -1 });
  });

  it('finds the row under a point with rows of different heights', () => {
    const h = new RowHeights(10);
    h.reset(4, 0);
    for (const [i, x] of [10, 50, 10, 10].entries()) h.measure(i, x);
    expect([0, 9, 10, 59, 60, 69, 70, 1000].map((y) => h.indexAt(y))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('keeps the measurements of unchanged rows when the list changes after them (undo, a new entry)', () => {
    const h = new RowHeights(20);
    h.reset(3, 0);
    h.measure(0, 30);
    h.measure(2, 50);
    h.reset(3, 2); // row 2 replaced
    expect(h.height(0)).toBe(30);
    expect(h.height(2)).toBe(30); // the estimate again, from row 0 alone
    h.reset(5, 3);
    expect(h.count).toBe(5);
    expect(h.offset(1)).toBe(30);
  });
});
