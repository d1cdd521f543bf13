// Whole games of Barbarossa by the seeded random player in `npm test`: enforced mode, every invariant
// (invariants.ts) checked after every action, the log replayed at the end. A game is some 400-600 actions and 15
// seconds on an idle core; `npm run fuzz -- --module sfe --games N` plays more.

import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../fuzz/play.js';
import { barbarossaModule } from './barbarossa.fixture.js';
import { sfeInvariants } from './invariants.js';
import { sfeRules } from './rules.js';
import { varsOf } from './state.js';

describe('fuzz: whole games of Barbarossa', () => {
  it('§4.0 enforced: random games end with a result, no dead end, no invariant broken, and replay', {
    timeout: 600_000,
  }, () => {
    const failures: string[] = [];
    const verbs = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const g = fuzzGame(
        sfeRules,
        barbarossaModule,
        { scenarioId: 'barbarossa', mode: 'enforced', options: {} },
        seed,
        {
          invariants: sfeInvariants,
          over: (s) => varsOf(s).step === 'over',
        },
      );
      if (g.failure) failures.push(`seed ${seed}, entry ${g.failure.seq}: ${g.failure.problem}`);
      else expect(varsOf(g.state).result, `seed ${seed}`).not.toBeNull();
      for (const e of g.log) verbs.add(e.verb);
    }
    expect(failures).toEqual([]);
    // The games are real games: every kind of ground and air action is taken in them.
    for (const verb of ['rollWeather', 'enter', 'move', 'rail', 'fly', 'attack', 'retreat', 'advance', 'exploit'])
      expect(verbs.has(verb), verb).toBe(true);
  });
});
