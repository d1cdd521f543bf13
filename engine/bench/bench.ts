// `npm run bench`: the engine's speed on a synthetic 100x100 hex map with 2,000 units.
//  (a) the reachable set of one unit among 2,000 (target < 2 ms)
//  (b) supply for 500 units, on the open map and behind a wall of sea (target < 50 ms each)
//  (c) verify + replay of a 10,000-action log (target < 1 s and within 5x of the floor measured in the same
//      run: JSON.parse plus SHA-256 of the same bytes).
//  (p) random playouts of Isabella and Crusade against replaying the same actions (playout.ts; targets: at most 3x
//      in each game, and Crusade's replay per action at most 2x Isabella's).
// Prints medians. A tool, not engine code: it may use the clock.

import { performance } from 'node:perf_hooks';
import { sha256 } from '@noble/hashes/sha2.js';
import { createHexMapGraph } from '../geometry/hexgrid.js';
import { reachable, type MoveOptions } from '../systems/movement.js';
import { mapUnitsOf, zocOf } from '../systems/zoc.js';
import { moveStackChecks, stackingState } from '../systems/stacking.js';
import { traceSupply, type SupplyRules } from '../systems/supply.js';
import { tableRules } from '../games/table/rules.js';
import { recordAction } from '../core/record.js';
import { replay } from '../core/replay.js';
import { verifyLog } from '../core/log.js';
import type { Action, GameState, LogEntry } from '../core/types.js';
import type { GameSetup } from '../core/rules.js';
import type { GameModule } from '../core/module.js';
import { seeded, syntheticModule } from './synthetic.js';
import { playoutBench } from './playout.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
function time<T>(runs: number, f: (i: number) => T): { median: number; min: number; max: number; last: T } {
  const xs: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = f(i);
    xs.push(performance.now() - t0);
  }
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), last };
}
const ms = (x: number) => `${x.toFixed(x < 10 ? 3 : 1)} ms`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');

const module = syntheticModule();
const graph = createHexMapGraph(module.map);
const setup: GameSetup = { scenarioId: 'all', seed: 'bench', mode: 'honor', options: {} };
const start = tableRules.setup(module, setup);
/** A figure against its target: ms under `target`, or (ratio) a ratio of at most `target`. */
const results: { name: string; value: number; target: number; ok: boolean; ratio?: boolean }[] = [];
// (p) is measured first, on a fresh heap (printed after (c)): the synthetic 2,000-unit module and its map, which the
// other figures keep alive, make every garbage collection dearer, and a playout makes more garbage than a replay.
const playouts = playoutBench();

// ---------------------------------------------------------------- (a) reachable set
{
  const units = mapUnitsOf(start.pieces);
  const profile: MoveOptions['profile'] = {
    terrain: { clear: 1, forest: 2, rough: 2, mountain: 3, swamp: 3 },
    prohibitedTerrain: ['sea'],
    edge: { river: 1 },
    prohibitedEdges: ['sea'],
    road: { feature: 'road', cost: 0.5 },
  };
  const rules = { limit: 3 };
  // Per phase (not per unit): enemy ZOC, stacking state and enemy-occupied hexes, as a game's rules would cache them.
  const perPhase = time(20, () => {
    const enemy = units.filter((u) => u.side === 'allied');
    const ezoc = zocOf(graph, module.map, enemy);
    const stack = stackingState(graph, module.map, units, 'axis', rules);
    const blocked = new Set(enemy.map((u) => u.node));
    return { ezoc, stack, blocked };
  });
  const { ezoc, stack, blocked } = perPhase.last;
  const movers = units.filter((u) => u.side === 'axis');
  const reach = time(400, (i) => {
    const mover = movers[i % movers.length];
    const checks = moveStackChecks(stack, mover, true);
    return reachable(graph, module.map, mover.node, {
      profile,
      mp: 8,
      ezoc,
      zoc: { noZocToZoc: true },
      blocked,
      ...checks,
    }).entries.length;
  });
  console.log(
    `(a) reachable set, 8 MP, 1 unit among ${units.length}: median ${ms(reach.median)} (min ${ms(reach.min)}, max ${ms(reach.max)}; ${reach.last} hexes reached on the last run)`,
  );
  console.log(
    `    per phase, shared by every unit: ZOC of 1,000 units + stacking state + blocked set: median ${ms(perPhase.median)}`,
  );
  results.push({ name: 'reachable', value: reach.median, target: 2, ok: reach.median < 2 });
}

// ---------------------------------------------------------------- (b) supply for 500 units
{
  const axis = start.pieces.filter((p) => p.side === 'axis' && p.at.kind === 'hex').slice(0, 500);
  const occupiedBy = new Map<string, string>();
  for (const p of start.pieces) if (p.at.kind === 'hex') occupiedBy.set(p.at.hex, p.side);
  const features = new Map(module.map.hexsides.map((h) => [graph.edgeKey(h.a, h.b), h.features]));
  const terrain = new Map(module.map.hexes.map((h) => [h.id, h.terrain]));
  const enemyZoc = zocOf(graph, module.map, mapUnitsOf(start.pieces.filter((p) => p.side === 'allied')));
  const rules: SupplyRules = {
    ref: 'benchmark (Isabella 11.3 shape)',
    maxLength: 5,
    blockedNode: (n) => terrain.get(n) === 'sea',
    blockedEdge: (a, b) => features.get(graph.edgeKey(a, b))?.includes('sea') ?? false,
    enemyOccupied: (n) => occupiedBy.get(n) === 'allied',
    enemyZoc: (n) => enemyZoc.has(n),
    friendlyOccupied: (n) => occupiedBy.get(n) === 'axis',
    network: {
      label: 'road',
      ref: 'benchmark',
      edge: (a, b) => features.get(graph.edgeKey(a, b))?.includes('road') ?? false,
    },
  };
  // Sources: the west ends of the east-west roads (the coast), as ports would be.
  const sources = [
    ...new Set(
      module.map.hexsides
        .filter((h) => h.features.includes('road'))
        .flatMap((h) => [h.a, h.b])
        .filter((n) => n.startsWith('03')),
    ),
  ]
    .sort()
    .map((node) => ({ node }));
  const units = mapUnitsOf(axis);
  const supply = time(30, () => traceSupply(graph, sources, units, rules));
  const supplied = [...supply.last.values()].filter((s) => s.supplied).length;
  console.log(
    `(b) supply for ${units.length} units from ${sources.length} sources: median ${ms(supply.median)} (min ${ms(supply.min)}, max ${ms(supply.max)}; ${supplied} supplied)`,
  );
  results.push({ name: 'supply', value: supply.median, target: 50, ok: supply.median < 50 });
  // The same units with a wall of sea across their half of the map (column 25, rows 10 to 90), so that paths go
  // around it: the budget the unit tests once asserted (engine/systems/supply*.test.ts) is measured here.
  const wall = new Set(Array.from({ length: 81 }, (_, i) => `24${String(i + 9).padStart(2, '0')}`));
  const walled: SupplyRules = { ...rules, blockedNode: (n) => wall.has(n) || terrain.get(n) === 'sea' };
  const around = time(30, () => traceSupply(graph, sources, units, walled));
  const aroundSupplied = [...around.last.values()].filter((s) => s.supplied).length;
  console.log(
    `    the same behind a wall of sea (81 hexes of column 25): median ${ms(around.median)} (min ${ms(around.min)}, max ${ms(around.max)}; ${aroundSupplied} supplied)`,
  );
  results.push({ name: 'supply (wall)', value: around.median, target: 50, ok: around.median < 50 });
}

// ---------------------------------------------------------------- (c) replay of 10,000 actions
/** Build a 10,000-action log live on `mod`, then time floor, verification and replay, interleaved per round. */
function replayBench(mod: GameModule, label: string, record: boolean): void {
  const module = mod;
  const start = tableRules.setup(module, setup);
  const rnd = seeded(7);
  const ids = start.pieces.map((p) => p.id);
  const hexes = module.map.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id);
  let state = start;
  let log: LogEntry[] = [];
  const t0 = performance.now();
  while (log.length < 10000) {
    const k = rnd(0, 99);
    const side = rnd(0, 1) ? 'axis' : 'allied';
    const piece = ids[rnd(0, ids.length - 1)];
    const action: Action =
      k < 70
        ? { side, verb: 'move', args: { piece, to: { kind: 'hex', hex: hexes[rnd(0, hexes.length - 1)] } } }
        : k < 80
          ? { side, verb: 'roll', args: { count: rnd(1, 3), sides: 6, purpose: 'combat' } }
          : k < 88
            ? { side, verb: 'flip', args: { piece } }
            : k < 93
              ? {
                  side,
                  verb: 'placeMarker',
                  args: { def: 'control', at: { kind: 'hex', hex: hexes[rnd(0, hexes.length - 1)] } },
                }
              : k < 97
                ? { side, verb: 'nextPhase', args: {} }
                : { side, verb: 'note', args: { text: `turn ${state.turn}: all according to plan` } };
    const r = recordAction(tableRules, module, state, log, action);
    if (r.ok) {
      state = r.state;
      log = r.log;
    }
  }
  const buildMs = performance.now() - t0;
  const text = JSON.stringify({ setup, log });
  const bytes = new TextEncoder().encode(text);
  // Floor, verify and replay are measured in turn within each round, so a busy machine slows all three alike.
  const rounds = 15;
  const floorXs: number[] = [],
    verifyXs: number[] = [],
    fullXs: number[] = [],
    ratios: number[] = [],
    cpuRatios: number[] = [];
  const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  let last: GameState | null = null;
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    let c = process.cpuUsage();
    JSON.parse(text);
    sha256(bytes);
    const f = performance.now() - t;
    const fc = cpuMs(process.cpuUsage(c));
    t = performance.now();
    verifyLog((JSON.parse(text) as { log: LogEntry[] }).log);
    const v = performance.now() - t;
    t = performance.now();
    c = process.cpuUsage();
    const doc = JSON.parse(text) as { setup: GameSetup; log: LogEntry[] };
    const r = replay(tableRules, module, doc.setup, doc.log);
    const x = performance.now() - t;
    const xc = cpuMs(process.cpuUsage(c));
    if (!r.ok) throw new Error(`replay failed: ${r.reason}`);
    last = r.state;
    floorXs.push(f);
    verifyXs.push(v);
    fullXs.push(x);
    ratios.push(x / f);
    cpuRatios.push(xc / Math.max(fc, 0.001));
  }
  const floor = { median: median(floorXs) };
  const verify = { median: median(verifyXs) };
  const full = { median: median(fullXs), last };
  const same = JSON.stringify(full.last) === JSON.stringify(state);
  const ratio = median(ratios);
  console.log(
    `(c${record ? '' : "'"}) ${label}: log of ${log.length} actions, ${(bytes.length / 1048576).toFixed(2)} MB, ${start.pieces.length} pieces (built live in ${ms(buildMs)}):`,
  );
  console.log(`    floor (JSON.parse + SHA-256 of the same bytes): median ${ms(floor.median)}`);
  console.log(`    parse + verify the chain:                      median ${ms(verify.median)}`);
  console.log(
    `    parse + verify + replay:                       median ${ms(full.median)}  (median of per-round ratios to the floor: ${ratio.toFixed(2)}x wall, ${median(cpuRatios).toFixed(2)}x CPU time); final state ${same ? 'equals' : 'DIFFERS FROM'} the live one`,
  );
  const tag = record ? '' : ` (${label})`;
  results.push({ name: `replay${tag}`, value: full.median, target: 1000, ok: full.median < 1000 && same });
  results.push({ name: `replay/floor${tag}`, value: ratio, target: 5, ok: ratio <= 5 });
}

replayBench(module, '2,000 units', true);
// The same on a game of Isabella's size (about 200 counters): replay cost grows with the pieces array each action copies.
replayBench(syntheticModule(100, 100), '200 units', false);

// ---------------------------------------------------------------- (p) random playouts against their replay
{
  const figures = playouts;
  const per = (x: number, n: number) => ms(x / n);
  console.log('(p) random playouts (draw + apply, as engine/fuzz/play.ts) against replaying the same actions:');
  const replayPer: Record<string, { wall: number; cpu: number }> = {};
  for (const f of figures) {
    const ratio = f.play.wall / f.replay.wall;
    replayPer[f.game] = { wall: f.replay.wall / f.actions, cpu: f.replay.cpu / f.actions };
    console.log(
      `    ${f.game}: ${f.games} games, ${f.actions} actions: playout ${per(f.play.wall, f.actions)} an action, replay (check, apply, verify the chain) ${per(f.replay.wall, f.actions)}: ${ratio.toFixed(2)}x wall, ${(f.play.cpu / f.replay.cpu).toFixed(2)}x CPU time`,
    );
    results.push({ name: `playout/replay (${f.game})`, value: ratio, target: 3, ok: ratio <= 3, ratio: true });
  }
  const c = replayPer.crusade!;
  const i = replayPer.isabella!;
  const ratio = c.wall / i.wall;
  console.log(
    `    replay an action: crusade ${ms(c.wall)}, isabella ${ms(i.wall)}: ${ratio.toFixed(2)}x wall, ${(c.cpu / i.cpu).toFixed(2)}x CPU time`,
  );
  results.push({ name: 'replay crusade/isabella', value: ratio, target: 2, ok: ratio <= 2, ratio: true });
}

console.log('');
for (const r of results) {
  const x = r.ratio === true || r.name.startsWith('replay/floor');
  const target = r.ratio ? `<= ${r.target}x` : `< ${r.target}${x ? 'x' : ' ms'}`;
  console.log(`${r.name.padEnd(26)} ${x ? `${r.value.toFixed(2)}x` : ms(r.value)}  target ${target}  ${verdict(r.ok)}`);
}
