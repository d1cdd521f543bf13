import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random-player.js';
import { shuffled } from './viewstate.js';

describe('shuffled', () => {
  it('is a permutation of the items, leaves them as they were, and depends on the random source', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = shuffled(items, seededRandom(1));
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(shuffled(items, seededRandom(1))).toEqual(a);
    expect(shuffled(items, seededRandom(2))).not.toEqual(a);
  });
});
