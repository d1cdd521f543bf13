// The other five of the ten fuzzed enforced games of the crossing in `npm test` (see fuzz.test.ts), in a file of its
// own so that vitest plays them beside the first five; and one advisory game, whose moves the rules forbid are made by
// hand and flagged (it lists every legal action for its off-list swaps, so it takes a minute or two).

import { describe, expect, it } from 'vitest';
import { fuzzCrossing } from './fuzz.fixture.js';

describe('fuzz: whole games of the crossing (2 of 2)', () => {
  it('enforced: random games end with a result, no dead end, no invariant broken, and replay', {
    timeout: 1_200_000,
  }, () => {
    const verbs = fuzzCrossing([6, 7, 8, 9, 10]);
    for (const verb of ['move', 'attack', 'retreat', 'bomb', 'rebase', 'shell', 'demolish'])
      expect(verbs.has(verb), verb).toBe(true);
  });

  it('advisory: a random game with actions the rules forbid (moves made by hand, flagged) ends and replays', {
    timeout: 1_200_000,
  }, () => {
    expect(fuzzCrossing([11], 'advisory').has('move')).toBe(true);
  });
});
