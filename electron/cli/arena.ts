// `npm run arena -- --module M --a BOT --b BOT --games N --seed S [--budget MS]`: N whole games of a module between
// two bots (engine/ai), the sides swapped every game, each bot given only its side's view; prints each bot's wins,
// draws and losses with their 95% intervals and its decisions' mean time and 95th percentile.

import { Command } from 'commander';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ModuleStore } from '../services/modules.js';
import { type ArenaResult, type BotRecord, runArena } from '../../engine/ai/arena.js';
import { type Bot, BOT_IDS, botFor } from '../../engine/ai/index.js';
import type { Share } from '../../engine/ai/stats.js';
import { GAMES } from '../../engine/games/index.js';
import { THINKING_MS } from '../../engine/ai/levels.js';
import { loadModule, modulesDir } from './game-files.js';

/** A share as "12 (60.0%, 95% CI 38.7–78.1%)". */
function share(s: Share): string {
  const pc = (x: number) => `${(100 * x).toFixed(1)}%`;
  return `${s.k} (${pc(s.p)}, 95% CI ${pc(s.low)}–${pc(s.high)})`;
}

/** One bot's line of the report. */
function botLine(label: string, r: BotRecord): string[] {
  return [
    `${label} ${r.bot}: wins ${share(r.wins)}, draws ${share(r.draws)}, losses ${share(r.losses)}`,
    `  ${r.decisions} decisions: mean ${r.meanMs.toFixed(2)} ms, 95th percentile ${r.p95Ms.toFixed(2)} ms`,
  ];
}

/** The arena's report in lines of text. */
export function arenaReport(module: string, r: ArenaResult, secs: number): string[] {
  const played = r.games - r.failures.length;
  return [
    `${module}: ${r.games} games (${played} finished, ${r.failures.length} failed), sides swapped every game, ` +
      `${secs.toFixed(1)} s`,
    ...botLine('A', r.a),
    ...botLine('B', r.b),
    ...r.failures.map((f) => `  game ${f.seed} FAILED: ${f.problem}`),
  ];
}

/** The bot of an id for a game, or a clear error. */
function bot(id: string, rulesId: string): Bot {
  const b = botFor(id, rulesId);
  if (typeof b === 'string') throw new Error(b);
  return b;
}

async function main(): Promise<void> {
  const games = new Map(GAMES.filter((g) => g.fuzz).map((g) => [g.rules.id, g]));
  const o = new Command('arena')
    .option('--module <id>', [...games.keys()].join(' | '), [...games.keys()][0])
    .option('--a <bot>', BOT_IDS.join(' | '), 'random')
    .option('--b <bot>', BOT_IDS.join(' | '), 'random')
    .option('--games <n>', 'number of games', '20')
    .option('--seed <s>', 'first seed', '1')
    .option('--budget <ms>', 'time budget of a decision in ms', String(THINKING_MS))
    .parse(process.argv)
    .opts() as { module: string; a: string; b: string; games: string; seed: string; budget: string };
  const game = games.get(o.module);
  if (!game?.fuzz) throw new Error(`No game "${o.module}" the arena can play (${[...games.keys()].join(', ')})`);
  const n = Number(o.games);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--games must be a whole number of games, not "${o.games}"`);
  const loaded = await loadModule(new ModuleStore(modulesDir()), o.module);
  const [a, b] = [bot(o.a, game.rules.id), bot(o.b, game.rules.id)];
  const base = { scenarioId: game.fuzz.scenario, mode: 'enforced' as const, options: {} };
  const t0 = performance.now();
  const result = runArena(
    game.rules,
    loaded.module,
    base,
    a,
    b,
    n,
    Number(o.seed),
    { over: game.fuzz.over, result: game.fuzz.result, now: () => performance.now(), budgetMs: Number(o.budget) },
    (m, i, seats) => {
      const who = Object.entries(seats)
        .map(([side, s]) => `${s.toUpperCase()} ${side}`)
        .join(', ');
      const end = m.failure ? `FAILED: ${m.failure.problem}` : (m.result?.winner ?? 'draw');
      process.stdout.write(`game ${m.seed} (${i + 1}/${n}, ${who}): ${end}, ${m.log.length} actions\n`);
    },
  );
  const secs = (performance.now() - t0) / 1000;
  process.stdout.write(`${arenaReport(o.module, result, secs).join('\n')}\n`);
  process.exitCode = result.failures.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]).endsWith(join('cli', 'arena.ts'))) void main();
