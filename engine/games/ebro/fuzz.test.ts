// The fuzz run of `npm test` for La Batalla del Ebro: whole games of the crossing scenario by the seeded random
// player, every invariant (invariants.ts) checked after every action, the log replayed at the end. A game is some
// 3,700 actions and two minutes on the build machine (the random player lists every legal action before each
// pick), so `npm test` plays two; `npm run fuzz -- --module ebro --games N` plays more. (Advisory mode applies no
// action the rules forbid yet: each verb refuses what its check refuses, so the advisory fuzz has nothing to flag.)

import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../fuzz/play.js';
import { ebroModule } from './ebro.fixture.js';
import { ebroInvariants } from './invariants.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

const play = (seed: number) =>
  fuzzGame(ebroRules, ebroModule, { scenarioId: 'crossing', mode: 'enforced', options: {} }, seed, {
    invariants: ebroInvariants,
    over: (s) => varsOf(s).step === 'over',
  });

describe('fuzz: whole games of the crossing', () => {
  it('enforced: random games end with a result, no dead end, no invariant broken, and replay', {
    timeout: 900_000,
  }, () => {
    const failures: string[] = [];
    const verbs = new Set<string>();
    for (let seed = 1; seed <= 2; seed++) {
      const g = play(seed);
      if (g.failure) failures.push(`seed ${seed}, entry ${g.failure.seq}: ${g.failure.problem}`);
      else expect(varsOf(g.state).result, `seed ${seed}`).not.toBeNull();
      for (const e of g.log) verbs.add(e.verb);
    }
    expect(failures).toEqual([]);
    // The games are real games: every kind of action is taken in them.
    for (const verb of ['enter', 'build', 'fire', 'move', 'react', 'attack', 'retreat', 'advance', 'patrol', 'strafe'])
      expect(verbs.has(verb), verb).toBe(true);
  });
});
