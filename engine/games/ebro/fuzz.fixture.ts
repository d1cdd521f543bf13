// The fuzz run of `npm test` for La Batalla del Ebro, shared by its two files (fuzz.test.ts, fuzz2.test.ts, which
// vitest runs side by side, one file per core): whole games of the crossing by the seeded random player, every invariant
// (invariants.ts) checked after every action, the log replayed at the end. Tests only.

import { expect } from 'vitest';
import { fuzzGame } from '../../fuzz/play.js';
import { ebroModule } from './ebro.fixture.js';
import { ebroInvariants } from './invariants.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/**
 * Play the games of these seeds (enforced unless said; advisory play also tries, one action in ten, an action the
 * rules may forbid, as `npm run fuzz` does) with these options (the defaults unless said); expect each to end with a
 * result, and return the verbs used.
 */
export function fuzzCrossing(
  seeds: readonly number[],
  mode: 'enforced' | 'advisory' = 'enforced',
  options: Record<string, boolean | string> = {},
): Set<string> {
  const failures: string[] = [];
  const verbs = new Set<string>();
  for (const seed of seeds) {
    const g = fuzzGame(ebroRules, ebroModule, { scenarioId: 'crossing', mode, options }, seed, {
      invariants: ebroInvariants,
      over: (s) => varsOf(s).step === 'over',
      offList: mode === 'advisory' ? 0.1 : 0,
    });
    if (mode === 'advisory')
      expect(
        g.log.some((e) => (e.violations?.length ?? 0) > 0),
        `seed ${seed}`,
      ).toBe(true);
    if (g.failure) failures.push(`seed ${seed}, entry ${g.failure.seq}: ${g.failure.problem}`);
    else expect(varsOf(g.state).result, `seed ${seed}`).not.toBeNull();
    for (const e of g.log) verbs.add(e.verb);
  }
  expect(failures).toEqual([]);
  return verbs;
}
