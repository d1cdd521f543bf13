import { describe, expect, it } from 'vitest';
import { byId } from './by-id.js';

describe('byId', () => {
  it('finds what Array.find finds, the first of a repeated id included, and nothing in no list', () => {
    const list = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'a', n: 3 },
    ];
    for (const id of ['a', 'b', 'c']) expect(byId(list, id)).toBe(list.find((x) => x.id === id));
    expect(byId(undefined, 'a')).toBeUndefined();
  });

  it('indexes each list apart: a new list (the next snapshot) is never answered from an older one', () => {
    const before = [{ id: 'u1', at: 'A' }];
    const after = [{ id: 'u1', at: 'B' }];
    expect(byId(before, 'u1')?.at).toBe('A');
    expect(byId(after, 'u1')?.at).toBe('B');
  });
});
