// The arena: N whole games between two bots A and B with the sides swapped every game (A takes the first side in
// game 0, the second in game 1...), tallied per bot: wins, draws and losses with their 95% intervals, and the time
// of each bot's decisions. A game that fails (an illegal action, a dead end, no end) is counted apart and named.

import type { GameModule } from '../core/module.js';
import type { GameSetup, Rules } from '../core/rules.js';
import type { SideId } from '../core/types.js';
import type { Bot } from './bot.js';
import { type Match, type MatchOptions, playMatch } from './match.js';
import { mean, percentile, type Share, wilson } from './stats.js';

/** One bot's record over the arena's games. */
export interface BotRecord {
  bot: string;
  wins: Share;
  draws: Share;
  losses: Share;
  /** Its decisions' mean and 95th-percentile time in ms. */
  meanMs: number;
  p95Ms: number;
  decisions: number;
}

/** The arena's outcome: A's and B's records, and the games that failed. */
export interface ArenaResult {
  games: number;
  a: BotRecord;
  b: BotRecord;
  failures: { seed: number; problem: string }[];
}

/** Who plays which side of a two-sided game in game i: A the first side in even games, the second in odd ones. */
export function seatings(sides: readonly SideId[], i: number): Record<SideId, 'a' | 'b'> {
  if (sides.length !== 2) throw new Error(`The arena plays two-sided games; this one has ${sides.length} sides`);
  const [first, second] = sides as [SideId, SideId];
  return i % 2 === 0 ? { [first]: 'a', [second]: 'b' } : { [first]: 'b', [second]: 'a' };
}

/** Play `games` games from seed `seed` on, A and B swapping sides each game; `onGame` hears of each as it ends. */
export function runArena(
  rules: Rules,
  module: GameModule,
  base: Omit<GameSetup, 'seed'>,
  a: Bot,
  b: Bot,
  games: number,
  seed: number,
  opts: MatchOptions,
  onGame?: (m: Match, i: number, seats: Record<SideId, 'a' | 'b'>) => void,
): ArenaResult {
  const sides = module.manifest.sides.map((s) => s.id);
  const tally = { a: { w: 0, d: 0, l: 0, ms: [] as number[] }, b: { w: 0, d: 0, l: 0, ms: [] as number[] } };
  const failures: ArenaResult['failures'] = [];
  for (let i = 0; i < games; i++) {
    const seats = seatings(sides, i);
    const bots: Record<SideId, Bot> = {};
    for (const [side, who] of Object.entries(seats)) bots[side] = who === 'a' ? a : b;
    const m = playMatch(rules, module, base, bots, seed + i, opts);
    // A and B may be the same bot: the seats tell them apart by side, not by id.
    const whoIs = (side: SideId): 'a' | 'b' => seats[side]!;
    for (const d of m.decisions) tally[whoIs(d.side)].ms.push(d.ms);
    if (m.failure) failures.push({ seed: m.seed, problem: m.failure.problem });
    else if (!m.result || m.result.winner === null) {
      tally.a.d++;
      tally.b.d++;
    } else {
      const winner = whoIs(m.result.winner);
      tally[winner].w++;
      tally[winner === 'a' ? 'b' : 'a'].l++;
    }
    onGame?.(m, i, seats);
  }
  const played = games - failures.length;
  const record = (bot: Bot, t: (typeof tally)['a']): BotRecord => ({
    bot: bot.id,
    wins: wilson(t.w, played),
    draws: wilson(t.d, played),
    losses: wilson(t.l, played),
    meanMs: mean(t.ms),
    p95Ms: percentile(t.ms, 95),
    decisions: t.ms.length,
  });
  return { games, a: record(a, tally.a), b: record(b, tally.b), failures };
}
