// The fuzz run of `npm test` (issue 7 §4): 20 whole games by the seeded random player in enforced mode, every
// invariant (invariants.ts) checked after every action, the log replayed at the end. `npm run fuzz` plays more.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import { fuzzGame } from '../../fuzz/play.js';
import { isabellaRules } from './rules.js';
import { isabellaInvariants } from './invariants.js';
import { varsOf } from './state.js';

const module = isabellaModule;

describe('fuzz: whole games in enforced mode', () => {
  it('20 random games end with a result, no dead end, no invariant broken, and replay', { timeout: 240_000 }, () => {
    const failures: string[] = [];
    let battles = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const g = fuzzGame(isabellaRules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, seed, {
        invariants: isabellaInvariants,
        over: (s) => varsOf(s).step === 'over',
      });
      if (g.failure) failures.push(`seed ${seed}, entry ${g.failure.seq}: ${g.failure.problem}`);
      else expect(varsOf(g.state).result).not.toBeNull();
      battles += g.log.filter((e) => e.verb === 'attack').length;
    }
    expect(failures).toEqual([]);
    // The games are real games: they fight.
    expect(battles).toBeGreaterThan(20);
  });

  it('advisory games with actions the rules forbid: applied, flagged, replayed, no invariant broken', {
    timeout: 120_000,
  }, () => {
    let flagged = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const g = fuzzGame(isabellaRules, module, { scenarioId: 'campaign', mode: 'advisory', options: {} }, seed, {
        invariants: isabellaInvariants,
        over: (s) => varsOf(s).step === 'over',
        offList: 0.1,
      });
      expect(g.failure).toBeNull();
      flagged += g.log.filter((e) => (e.violations?.length ?? 0) > 0).length;
    }
    expect(flagged).toBeGreaterThan(5);
  });

  it('an invariant that breaks is caught and named (the fuzzer can fail)', () => {
    const g = fuzzGame(isabellaRules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, 1, {
      invariants: (_m, s) => (s.turn >= 2 ? ['test: turn 2 reached'] : []),
      over: (s) => varsOf(s).step === 'over',
    });
    expect(g.failure?.problem).toMatch(/turn 2 reached/);
    expect(g.log.length).toBeGreaterThan(0);
  });
});
