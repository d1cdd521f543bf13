// The arena's statistics: Wilson's 95% interval against values worked by hand, the mean, the nearest-rank percentile.

import { describe, expect, it } from 'vitest';
import { mean, percentile, wilson } from './stats.js';

describe('arena statistics', () => {
  it("Wilson's interval of 5 in 10 is 0.237..0.763, of 0 in 10 is 0..0.278, of 10 in 10 is 0.722..1", () => {
    const half = wilson(5, 10);
    expect(half.p).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const all = wilson(10, 10);
    expect(all.low).toBeCloseTo(0.7225, 4);
    expect(all.high).toBe(1);
  });

  it('the interval narrows as games are added and always holds the observed share', () => {
    const small = wilson(19, 20);
    const large = wilson(190, 200);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    for (const s of [small, large, wilson(1, 3), wilson(97, 100)]) {
      expect(s.low).toBeLessThanOrEqual(s.p);
      expect(s.high).toBeGreaterThanOrEqual(s.p);
    }
  });

  it('no games give the whole interval 0..1', () => {
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
  });

  it('the mean and the 95th percentile by nearest rank', () => {
    const ms = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(mean(ms)).toBe(10.5);
    expect(percentile(ms, 95)).toBe(19);
    expect(percentile(ms, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
    expect(percentile([3, 1, 2], 50)).toBe(2);
  });
});
