import { describe, expect, it } from 'vitest';
import { MinQueue } from './queue.js';

describe('the searches’ queue', () => {
  it('gives the cheapest key first and equals in the order pushed', () => {
    const q = new MinQueue();
    const input: [string, number][] = [
      ['a', 5],
      ['b', 1],
      ['c', 3],
      ['d', 1],
      ['e', 0],
      ['f', 3],
      ['g', 9],
      ['h', 2],
    ];
    for (const [k, p] of input) q.push(k, p);
    expect(q.size).toBe(8);
    const out: string[] = [];
    for (let x = q.pop(); x; x = q.pop()) out.push(`${x.key}${x.priority}`);
    expect(out).toEqual(['e0', 'b1', 'd1', 'h2', 'c3', 'f3', 'a5', 'g9']);
    expect(q.pop()).toBeUndefined();
  });

  it('sorts many entries as a sort would', () => {
    const q = new MinQueue();
    const ps = Array.from({ length: 500 }, (_, i) => (i * 7919) % 263);
    for (const [i, p] of ps.entries()) q.push(String(i), p);
    const got: number[] = [];
    for (let x = q.pop(); x; x = q.pop()) got.push(x.priority);
    expect(got).toEqual([...ps].sort((a, b) => a - b));
  });
});
