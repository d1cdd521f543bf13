// The fuzz run of `npm test` for Crusade and Revolution: whole Campaign games by the seeded random player, every
// invariant (invariants.ts, hidden hands included) checked after every action, the log replayed at the end.
// `npm run fuzz -- --module crusade` plays more.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/types.js';
import { crusadeModule } from './crusade.fixture.js';
import { fuzzGame } from '../../fuzz/play.js';
import { crusadeRules } from './rules.js';
import { crusadeInvariants } from './invariants.js';
import { varsOf } from './state.js';

const play = (seed: number, mode: 'enforced' | 'advisory', position?: JsonObject) =>
  fuzzGame(
    crusadeRules,
    crusadeModule,
    { scenarioId: 'campaign', mode, options: {}, ...(position ? { position } : {}) },
    seed,
    {
      invariants: crusadeInvariants,
      over: (s) => varsOf(s).step === 'over',
      offList: mode === 'advisory' ? 0.1 : 0,
    },
  );

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
  it('later in the war (the random player ends most Campaigns early): from Turn 6 and Turn 12 to a result', {
    timeout: 300_000,
  }, () => {
    const turns = new Set<number>();
    for (const [seed, position] of [
      [1, { turn: 6, rm: 20, vp: 9 }],
      [2, { turn: 12, rm: 12, vp: 14 }],
      [3, { turn: 12, rm: 12, vp: 14 }],
    ] as const) {
      const g = play(seed, 'enforced', position);
      expect(g.failure).toBeNull();
      expect(varsOf(g.state).result).not.toBeNull();
      turns.add(g.state.turn);
    }
    expect(Math.max(...turns)).toBeGreaterThan(12);
  });
});
