// The arena swaps the sides every game and tallies each bot's wins, draws and losses from the games' results.

import { describe, expect, it } from 'vitest';
import { isabellaModule as module } from '../games/isabella/isabella.fixture.js';
import { isabella } from '../games/isabella/index.js';
import type { Bot } from './bot.js';
import { runArena, seatings } from './arena.js';
import { randomBot } from './random.js';

describe('the arena', () => {
  it('A takes the first side in even games and the second in odd ones', () => {
    expect(seatings(['axis', 'allied'], 0)).toEqual({ axis: 'a', allied: 'b' });
    expect(seatings(['axis', 'allied'], 1)).toEqual({ axis: 'b', allied: 'a' });
    expect(() => seatings(['a', 'b', 'c'], 0)).toThrow(/two-sided games/);
  });

  it("tallies each bot's results by the side it played, even when both are the same bot", () => {
    // A second random bot under another id, so the decisions can be told apart in the records too.
    const other: Bot = { id: 'random-b', decide: (input) => randomBot.decide(input) };
    for (const b of [other, randomBot]) {
      const winners: string[] = [];
      const r = runArena(
        isabella.rules,
        module,
        { scenarioId: 'campaign', mode: 'enforced', options: {} },
        randomBot,
        b,
        2,
        21,
        { over: isabella.fuzz!.over, result: isabella.fuzz!.result },
        (m, _i, seats) => winners.push(m.result?.winner ? seats[m.result.winner]! : 'draw'),
      );
      expect(r.failures).toEqual([]);
      const count = (who: string) => winners.filter((w) => w === who).length;
      expect(r.a.wins.k).toBe(count('a'));
      expect(r.b.wins.k).toBe(count('b'));
      expect(r.a.losses.k).toBe(count('b'));
      expect(r.a.draws.k).toBe(count('draw'));
      expect(r.a.wins.k + r.a.draws.k + r.a.losses.k).toBe(2);
      expect(r.a.decisions + r.b.decisions).toBeGreaterThan(50);
      expect(r.b.bot).toBe(b.id);
    }
  });
});
