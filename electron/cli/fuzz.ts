// `npm run fuzz -- [--module ID] --games N --seed S [--mode enforced|advisory] [--out DIR]`: whole games of a
// module whose rules the engine's game list fuzzes (engine/games/index.ts), played by the seeded random player,
// every invariant checked after every action (engine/fuzz/play.ts). A game that fails is written as a .sandtable
// file that reproduces it (open it in the app or `sandtable replay` it).

import { Command } from 'commander';
import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ModuleStore } from '../services/modules.js';
import { serializeSaveFile } from '../services/savefile.js';
import { atomicWriteFile } from '../services/files.js';
import { fuzzGame, type FuzzGame } from '../../engine/fuzz/play.js';
import { GAMES, type Game } from '../../engine/games/index.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Mode } from '../../engine/core/types.js';
import { appVersion, loadModule, modulesDir } from './game-files.js';
import type { LoadedModule } from '../services/modules.js';

/** The games of the engine's one list that the fuzzer plays, by their rules id. */
const FUZZED = new Map(GAMES.filter((g) => g.fuzz).map((g) => [g.rules.id, g]));

/** Play games seed, seed+1, … of a fuzzed game and return them (failures keep their logs). */
export function fuzzGames(
  game: Game,
  module: GameModule,
  games: number,
  seed: number,
  mode: Mode = 'enforced',
  scenario?: string,
): FuzzGame[] {
  const fuzz = game.fuzz;
  if (!fuzz) throw new Error(`The game "${game.rules.id}" is not fuzzed`);
  const out: FuzzGame[] = [];
  for (let i = 0; i < games; i++) {
    out.push(
      fuzzGame(game.rules, module, { scenarioId: scenario ?? fuzz.scenario, mode, options: {} }, seed + i, {
        invariants: fuzz.invariants,
        over: fuzz.over,
        // Advisory games also try actions the rules forbid (applied with their violations).
        offList: mode === 'advisory' ? 0.1 : 0,
      }),
    );
  }
  return out;
}

/** The game's result in words, for the summary. */
function resultOf(game: Game, state: FuzzGame['state']): string {
  const r = game.fuzz?.result(state);
  return r ? `${r.winner ?? 'draw'} (${r.reason})` : 'unfinished';
}

/** The save file that reproduces a fuzzed game. */
export function fuzzSaveText(loaded: LoadedModule, game: FuzzGame): string {
  return serializeSaveFile({
    formatVersion: 2,
    app: { name: 'sandtable', version: appVersion() },
    module: { id: loaded.info.id, version: loaded.info.version, contentHash: loaded.contentHash },
    setup: game.setup,
    log: game.log,
    snapshots: [],
  });
}

async function main(): Promise<void> {
  const o = new Command('fuzz')
    .option('--module <id>', [...FUZZED.keys()].join(' | '), [...FUZZED.keys()][0])
    .option('--games <n>', 'number of games', '20')
    .option('--seed <s>', 'first seed', '1')
    .option('--mode <mode>', 'enforced | advisory', 'enforced')
    .option('--scenario <id>', "a scenario of the module (default: the fuzzer's own)")
    .option('--out <dir>', 'where failing games are written', 'fuzz-failures')
    .parse(process.argv)
    .opts() as { module: string; games: string; seed: string; mode: Mode; scenario?: string; out: string };
  const game = FUZZED.get(o.module);
  if (!game) throw new Error(`No fuzzer for module "${o.module}"`);
  const loaded = await loadModule(new ModuleStore(modulesDir()), o.module);
  if (o.scenario && !loaded.module.scenarios.some((s) => s.id === o.scenario))
    throw new Error(
      `The module "${o.module}" has no scenario "${o.scenario}" (it has ${loaded.module.scenarios.map((s) => s.id).join(', ')})`,
    );
  const games = Number(o.games);
  const seed = Number(o.seed);
  const t0 = performance.now();
  let failed = 0;
  let actions = 0;
  let flagged = 0;
  const winners: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const started = performance.now();
    const [g] = fuzzGames(game, loaded.module, 1, seed + i, o.mode, o.scenario);
    actions += g!.log.length;
    flagged += g!.log.filter((e) => (e.violations?.length ?? 0) > 0).length;
    if (g!.failure) {
      failed++;
      mkdirSync(resolve(o.out), { recursive: true });
      const file = join(resolve(o.out), `${o.module}-seed-${g!.seed}.sandtable`);
      await atomicWriteFile(file, fuzzSaveText(loaded, g!));
      process.stdout.write(
        `game ${g!.seed}: FAILED after entry ${g!.failure.seq}: ${g!.failure.problem}\n  written to ${file}\n`,
      );
    } else {
      const r = resultOf(game, g!.state);
      winners[r] = (winners[r] ?? 0) + 1;
      // Progress: a long run says where it stands after every game.
      const secs = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`game ${g!.seed} (${i + 1}/${games}): ${r}, ${g!.log.length} actions, ${secs} s\n`);
    }
  }
  const secs = (performance.now() - t0) / 1000;
  process.stdout.write(`${games} games, ${actions} actions, ${failed} failed, ${secs.toFixed(1)} s\n`);
  if (flagged > 0) process.stdout.write(`  ${flagged} actions the rules forbid, applied and flagged (advisory)\n`);
  for (const [k, n] of Object.entries(winners)) process.stdout.write(`  ${k}: ${n}\n`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]).endsWith(join('cli', 'fuzz.ts'))) void main();
