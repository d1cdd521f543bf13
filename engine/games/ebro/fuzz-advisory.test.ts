// The advisory fuzz run of `npm test` for La Batalla del Ebro (its own file, so it runs beside the enforced one):
// one whole game in which the random player also tries, one action in ten, an action the rules forbid.

import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../fuzz/play.js';
import { ebroModule } from './ebro.fixture.js';
import { ebroInvariants } from './invariants.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

describe('fuzz: an advisory game of the crossing', () => {
  it('actions the rules forbid are applied, flagged and replayed, and no invariant breaks', {
    timeout: 900_000,
  }, () => {
    const g = fuzzGame(ebroRules, ebroModule, { scenarioId: 'crossing', mode: 'advisory', options: {} }, 3, {
      invariants: ebroInvariants,
      over: (s) => varsOf(s).step === 'over',
      offList: 0.1,
    });
    expect(g.failure).toBeNull();
    expect(varsOf(g.state).result).not.toBeNull();
    expect(g.log.some((e) => (e.violations ?? []).length > 0)).toBe(true);
  });
});
