// Picket played whole by the seeded random player, as the fuzzer plays every game of the engine's list: every
// invariant after every action, the log replayed at the end, in enforced and advisory modes.
import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../fuzz/play.js';
import { gameOf } from '../index.js';
import { picketModule } from './picket.fixture.js';
import { varsOf } from './state.js';

describe('Picket fuzzed', () => {
  it('plays 60 games to their end in each mode, with no broken invariant and a replay equal to the play', () => {
    const game = gameOf('picket')!;
    const fuzz = game.fuzz!;
    const results = new Set<string>();
    for (const mode of ['enforced', 'advisory'] as const)
      for (let seed = 1; seed <= 60; seed++) {
        const setup = { scenarioId: fuzz.scenario, mode, options: {} };
        const g = fuzzGame(game.rules, picketModule, setup, seed, {
          invariants: fuzz.invariants,
          over: fuzz.over,
          maxActions: 200,
          ...(mode === 'advisory' ? { offList: 0.2 } : {}),
        });
        expect(g.failure ?? null, `${mode} seed ${seed}`).toBeNull();
        results.add(`${varsOf(g.state).result?.reason}:${varsOf(g.state).result?.winner}`);
      }
    // The games end every way the rules allow: on the score (a win or a draw) and by a side wiped out.
    expect([...results].some((r) => r.startsWith('score:'))).toBe(true);
    expect(results.size).toBeGreaterThan(2);
  });
});
