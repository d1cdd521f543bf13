// The first five of the ten fuzzed enforced games of the crossing in `npm test` (fuzz2.test.ts plays the other five
// beside it, and an advisory game), and one more with the optional rules and the other readings of the options. A game is some 3,500 actions and half a minute on the build machine: the random
// player draws one legal action without listing them all (Rules.drawAction). `npm run fuzz -- --module ebro
// --games N` plays more.

import { describe, expect, it } from 'vitest';
import { fuzzCrossing } from './fuzz.fixture.js';

describe('fuzz: whole games of the crossing (1 of 2)', () => {
  it('enforced: random games end with a result, no dead end, no invariant broken, and replay', {
    timeout: 1_200_000,
  }, () => {
    const verbs = fuzzCrossing([1, 2, 3, 4, 5]);
    // The games are real games: every kind of action is taken in them.
    for (const verb of ['enter', 'build', 'fire', 'move', 'react', 'attack', 'retreat', 'advance', 'patrol', 'strafe'])
      expect(verbs.has(verb), verb).toBe(true);
  });

  it('enforced with the optional rules on (panic, spontaneous retreat, prisoner exchange, bridgeheads) and the other readings', {
    timeout: 1_200_000,
  }, () => {
    const options = {
      panic: true,
      spontaneousRetreat: true,
      prisonerExchange: 'captured',
      crossingCarrier: 'unit',
      rangeExtension: 'target',
      bridgeheads: true,
    };
    const verbs = fuzzCrossing([13], 'enforced', options);
    for (const verb of ['attack', 'retreat']) expect(verbs.has(verb), verb).toBe(true);
  });
});
