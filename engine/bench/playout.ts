// `npm run bench` (p): random playouts fast enough to search (issue 29). Per game, whole Campaign games played by
// the seeded random player as engine/fuzz/play.ts plays them (Rules.drawAction, then the action recorded), without
// its invariants and replay checks, against the floor of replaying the same actions (check, apply, verify the
// chain: engine/core/replay.ts), each game played then replayed in turn so a busy machine slows both alike.
// Targets: a playout at most 3x its replay in each game; Crusade's replay per action at most 2x Isabella's.
// A tool, not engine code: it uses the clock.

import { performance } from 'node:perf_hooks';
import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { GameState } from '../core/types.js';
import { replay } from '../core/replay.js';
import { fuzzGame } from '../fuzz/play.js';
import { isabellaRules } from '../games/isabella/rules.js';
import { varsOf as isabellaVars } from '../games/isabella/state.js';
import { crusadeRules } from '../games/crusade/rules.js';
import { varsOf as crusadeVars } from '../games/crusade/state.js';
import iManifest from '../../assets/modules/isabella/module.json';
import iMap from '../../assets/modules/isabella/map.json';
import iUnits from '../../assets/modules/isabella/units.json';
import iMarkers from '../../assets/modules/isabella/markers.json';
import iCharts from '../../assets/modules/isabella/charts.json';
import iScenarios from '../../assets/modules/isabella/scenarios.json';
import cManifest from '../../assets/modules/crusade/module.json';
import cMap from '../../assets/modules/crusade/map.json';
import cUnits from '../../assets/modules/crusade/units.json';
import cMarkers from '../../assets/modules/crusade/markers.json';
import cCharts from '../../assets/modules/crusade/charts.json';
import cScenarios from '../../assets/modules/crusade/scenarios.json';
import cCards from '../../assets/modules/crusade/cards.json';

/** One game's measures: its playouts and their replays, in ms of wall and CPU time, and their actions. */
export interface PlayoutFigures {
  game: string;
  games: number;
  actions: number;
  play: { wall: number; cpu: number };
  replay: { wall: number; cpu: number };
}

/** A game to measure: its rules, its module, when a game is over and the seeds of the games played. */
interface Subject {
  game: string;
  rules: Rules;
  module: GameModule;
  over: (s: GameState) => boolean;
  seeds: number[];
}

const SUBJECTS: Subject[] = [
  {
    game: 'isabella',
    rules: isabellaRules,
    module: {
      manifest: iManifest,
      map: iMap,
      units: iUnits,
      markers: iMarkers,
      charts: iCharts,
      scenarios: iScenarios,
    } as unknown as GameModule,
    over: (s) => isabellaVars(s).step === 'over',
    seeds: [1, 2, 3, 4],
  },
  {
    game: 'crusade',
    rules: crusadeRules,
    module: {
      manifest: cManifest,
      map: cMap,
      units: cUnits,
      markers: cMarkers,
      charts: cCharts,
      scenarios: cScenarios,
      cards: cCards,
    } as unknown as GameModule,
    over: (s) => crusadeVars(s).step === 'over',
    seeds: [1, 2, 3],
  },
];

const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;

/** Wall and CPU time of `f`, in ms. */
function timed<T>(f: () => T): { wall: number; cpu: number; value: T } {
  const t = performance.now();
  const c = process.cpuUsage();
  const value = f();
  return { cpu: cpuMs(process.cpuUsage(c)), wall: performance.now() - t, value };
}

/** Play and replay the subject's games (after one game of each, untimed, to warm the engine up). */
function measure(s: Subject): PlayoutFigures {
  const setup = { scenarioId: 'campaign', mode: 'enforced' as const, options: {} };
  const play = (seed: number) =>
    fuzzGame(s.rules, s.module, setup, seed, { invariants: () => [], over: s.over, replayCheck: false });
  const warm = play(1000);
  replay(s.rules, s.module, warm.setup, warm.log);
  const out: PlayoutFigures = {
    game: s.game,
    games: 0,
    actions: 0,
    play: { wall: 0, cpu: 0 },
    replay: { wall: 0, cpu: 0 },
  };
  for (const seed of s.seeds) {
    const p = timed(() => play(seed));
    if (p.value.failure) throw new Error(`${s.game} seed ${seed}: ${p.value.failure.problem}`);
    const r = timed(() => replay(s.rules, s.module, p.value.setup, p.value.log));
    if (!r.value.ok) throw new Error(`${s.game} seed ${seed} does not replay: ${r.value.reason}`);
    out.games++;
    out.actions += p.value.log.length;
    out.play.wall += p.wall;
    out.play.cpu += p.cpu;
    out.replay.wall += r.wall;
    out.replay.cpu += r.cpu;
  }
  return out;
}

/** The figures of every game measured. */
export function playoutBench(): PlayoutFigures[] {
  return SUBJECTS.map(measure);
}
