// The fuzz run of `npm test` for Crusade and Revolution: whole Campaign games by the seeded random player, every
// invariant (invariants.ts, hidden hands included) checked after every action, the log replayed at the end.
// `npm run fuzz -- --module crusade` plays more.

import { describe, expect, it } from 'vitest';
import { crusadeModule } from './crusade.fixture.js';
import { fuzzGame } from '../../fuzz/play.js';
import { crusadeRules } from './rules.js';
import { crusadeInvariants } from './invariants.js';
import { varsOf } from './state.js';

const play = (seed: number, mode: 'enforced' | 'advisory') =>
  fuzzGame(crusadeRules, crusadeModule, { scenarioId: 'campaign', mode, options: {} }, seed, {
    invariants: crusadeInvariants,
    over: (s) => varsOf(s).step === 'over',
    offList: mode === 'advisory' ? 0.1 : 0,
  });

describe('fuzz: whole Campaign games', () => {
  it('enforced: random games end with a result, no dead end, no invariant broken, and replay', {
    timeout: 240_000,
  }, () => {
    const failures: string[] = [];
    const uses = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const g = play(seed, 'enforced');
      if (g.failure) failures.push(`seed ${seed}, entry ${g.failure.seq}: ${g.failure.problem}`);
      else {
        expect(varsOf(g.state).result).not.toBeNull();
        expect(g.state.turn).toBeLessThanOrEqual(18);
      }
      for (const e of g.log) if (e.verb === 'play') uses.add(String(e.args.as));
    }
    expect(failures).toEqual([]);
    // The games are real games: cards are played in every way.
    expect([...uses].sort()).toEqual(['event', 'ops', 'rp', 'sr']);
  });
  it('advisory games with actions the rules forbid: applied, flagged, replayed, no invariant broken', {
    timeout: 120_000,
  }, () => {
    for (let seed = 1; seed <= 3; seed++) expect(play(seed, 'advisory').failure).toBeNull();
  });
});
