// `npm run bench`, host part (f) and (g): opening and replaying long games against the floor measured in the same
// rounds (read the file, JSON.parse it and SHA-256 its bytes with Node's built-in hash). (f) the stress module's
// long game (10,000 honor-mode actions, 2,500 counters, signed by its player): opened as the app opens it (read,
// parse, check the schema, the chain, the signatures and the head, then GameDocument.fromSave on a warm worker
// runner), first with every signature checked, then as on reopening (its signatures checked here before), and
// its replay + verify alone. (g) fuzzed enforced Operation Isabella games (fixed seeds, at least 10,000 actions
// in all; one game is a few hundred): read + parse + replay + verify, and for information the same logs replayed
// in honor mode and with rules that do nothing. And, for information, the app's whole open of the stress game
// through the host service (also its first view, the recovery journal and the record of checked signatures,
// host-service.ts). Each floor and figure starts with its young generation collected (settle). A tool, not a
// test: it uses the clock.

import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay } from '../../engine/core/replay.js';
import type { Rules } from '../../engine/core/rules.js';
import type { Mode } from '../../engine/core/types.js';
import type { GameModule } from '../../engine/core/module.js';
import { getRules } from '../../engine/games/registry.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import { isabellaInvariants } from '../../engine/games/isabella/invariants.js';
import { varsOf } from '../../engine/games/isabella/state.js';
import { fuzzGame } from '../../engine/fuzz/play.js';
import { playStressGame } from '../../assets/tools/stress/long-game.js';
import { createWorkerRunner } from '../engine-host/runner.js';
import { endWarm } from '../engine-host/warm.js';
import { GameDocument } from './document.js';
import { createHostService } from './host-service.js';
import { atomicWriteFile, readSaveText } from './files.js';
import type { LoadedModule } from './modules.js';
import { saveText } from './save-size.js';
import { serializeSaveFile, type KnownModule } from './savefile.js';
import { parseSaveBegun } from './open-save.js';
import { signaturesDigest, type VerifiedPrefix } from './signing.js';

/** One measured figure: its times (ms) and the floor measured in the same rounds. */
export interface Figure {
  label: string;
  times: number[];
  floors: number[];
  /** At most this many times the floor; none: printed for information. */
  target?: number;
}

const MODULES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'modules');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The median of the per-round ratios to the floor: a busy moment slows a round's figure and its floor alike. */
export const ratioOf = (f: Figure) => median(f.times.map((t, i) => t / f.floors[i]!));
const spread = (xs: number[]) =>
  `${Math.min(...xs).toFixed(0)} / ${median(xs).toFixed(0)} / ${Math.max(...xs).toFixed(0)} ms`;

/** V8's collector, when node runs with --expose-gc (npm run bench does); `minor`: the young generation only. */
const collect = (globalThis as { gc?: (o?: { type: 'minor' | 'major' }) => void }).gc;

/**
 * Before each floor and its figure: a collection of the young generation (when exposed) and a pause, so that
 * neither pays for the short-lived garbage of the figure before (an open leaves tens of MB of it) nor for what it
 * left running in the background (a worker's own collection after its replay, the host's writes after an open).
 * Not a full collection: that shrinks the heap's growth limits, and the enforced replay then collects more often
 * (about 25% slower measured so), which no app that has been running a while does.
 */
async function settle(): Promise<void> {
  collect?.({ type: 'minor' });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The floor: read the files, JSON.parse them and SHA-256 their bytes with node:crypto. */
async function floorOf(paths: readonly string[]): Promise<number> {
  const t = performance.now();
  for (const p of paths) {
    const bytes = await readFile(p);
    JSON.parse(bytes.toString('utf8'));
    createHash('sha256').update(bytes).digest('hex');
  }
  return performance.now() - t;
}

const known = (l: LoadedModule): KnownModule[] => [
  { id: l.info.id, version: l.info.version, contentHash: l.contentHash },
];

/**
 * Read, parse (with what this machine remembers, if given) and open on a fresh runner from the warm pool, the
 * replay begun while the file is checked, as the app opens it (open-save.ts).
 */
async function openFile(l: LoadedModule, path: string, prefix?: VerifiedPrefix): Promise<number> {
  const t = performance.now();
  const text = await readSaveText(path);
  if (!text.ok) throw new Error(text.error.message);
  const parsed = await parseSaveBegun(text.value, {
    known: known(l),
    verified: prefix ? () => prefix : undefined,
    load: async () => ({ ok: true, value: l }),
    start: async (m) => ({ ok: true, value: createWorkerRunner(m) }),
    options: async () => ({}),
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  if (!parsed.begun) throw new Error('the stress game did not begin its replay early');
  const { runner, opts, early } = parsed.begun;
  const doc = await GameDocument.fromSave(l, runner, parsed.file, opts, early);
  const ms = performance.now() - t;
  if (!doc.ok) throw new Error(doc.error.message);
  await runner.dispose();
  return ms;
}

/**
 * Read, parse and replay + verify (in this thread, the chain hashed with node:crypto) every file; `mode`: replay
 * each with its set-up's mode set to this one instead.
 */
async function replayFiles(rules: Rules, module: GameModule, paths: readonly string[], mode?: Mode): Promise<number> {
  let ms = 0;
  for (const p of paths) {
    const file = JSON.parse(await readFile(p, 'utf8'));
    const setup = mode === undefined ? file.setup : { ...file.setup, mode };
    const t = performance.now();
    const r = replay(rules, module, setup, file.log, { genesis: file.genesis });
    ms += performance.now() - t;
    if (!r.ok) throw new Error(r.reason);
  }
  return ms;
}

/** (f) The stress game: the figures, with the file's size printed. */
async function stressFigures(dir: string, rounds: number): Promise<Figure[]> {
  let t = performance.now();
  const { loaded, doc } = await playStressGame(10_000);
  const playMs = performance.now() - t;
  const file = doc.toSaveFile('0.1.0', '2026-11-24T00:00:00.000Z');
  await doc.dispose();
  const text = saveText(file);
  if (!text.ok) throw new Error(text.error.message);
  const path = join(dir, 'stress.sandtable');
  await atomicWriteFile(path, text.value);
  const prefix = {
    length: file.log.length,
    hash: file.log[file.log.length - 1]!.hash,
    sigs: signaturesDigest(file.log, file.log.length),
  };
  const rules = getRules(loaded.module.manifest.rules);
  const first: Figure = { label: 'open, signatures checked', times: [], floors: [], target: 5 };
  const again: Figure = { label: 'open again (signatures known)', times: [], floors: [], target: 5 };
  const rep: Figure = { label: 'replay + verify, honor', times: [], floors: [], target: 3 };
  const app: Figure = { label: 'the app: HostService.openPath again', times: [], floors: [] };
  await openFile(loaded, path, prefix); // the worker started once, warm from now on
  await replayFiles(rules, loaded.module, [path]); // and the replay in this thread, as (g) warms its own
  const data = join(dir, 'data');
  const service = await createHostService({ modulesDir: MODULES_DIR, dataDir: data, docsDir: dir, runner: 'worker' });
  try {
    if (!(await service.openPath(path)).ok) throw new Error('the host service cannot open the stress game');
    // Each figure right after its own floor, so a busy moment of the machine slows both alike.
    const measure = async (fig: Figure, run: () => Promise<number>) => {
      await settle();
      fig.floors.push(await floorOf([path]));
      fig.times.push(await run());
    };
    for (let i = 0; i < rounds; i++) {
      await measure(first, () => openFile(loaded, path));
      await measure(again, () => openFile(loaded, path, prefix));
      await measure(rep, () => replayFiles(rules, loaded.module, [path]));
    }
    // The app's opens in rounds of their own: each replaces the game the service holds, and the figure measured
    // after one paid for collecting that game (the first open of each round measured about 20 ms slower than the
    // second, whichever of the two came first).
    for (let i = 0; i < rounds; i++) {
      await measure(app, async () => {
        t = performance.now();
        const opened = await service.openPath(path);
        if (!opened.ok) throw new Error(opened.error.message);
        return performance.now() - t;
      });
    }
  } finally {
    await service.close();
  }
  console.log('');
  console.log(
    `(f) the stress game: ${file.log.length.toLocaleString('en')} honor-mode actions on ${loaded.module.map.hexes.length.toLocaleString('en')} ` +
      `hexes with ${doc.state.pieces.length.toLocaleString('en')} counters, signed by its player (one run) ` +
      `(played in ${(playMs / 1000).toFixed(1)} s), ${(text.bytes / 1048576).toFixed(2)} MB; min / median / max of ${rounds} rounds:`,
  );
  print([first, again, rep, app]);
  return [first, again, rep, app];
}

/**
 * Rules that check nothing and change nothing, any side acting: what a replay + verify costs beside the rules'
 * own work (the chain, each entry's arguments against the verbs' declarations, the loop), on the same logs.
 */
function rulesDoingNothing(rules: Rules): Rules {
  return {
    ...rules,
    check: () => [],
    toAct: (m) => m.manifest.sides.map((s) => s.id),
    reduce: (_m, s) => ({ state: s, events: [] }),
  };
}

/** (g) Fuzzed enforced Isabella games of `minActions` actions in all, each written as a save file. */
async function isabellaFigures(dir: string, l: LoadedModule, minActions: number, rounds: number): Promise<Figure[]> {
  const t = performance.now();
  const paths: string[] = [];
  let actions = 0;
  for (let seed = 1; actions < minActions; seed++) {
    const g = fuzzGame(isabellaRules, l.module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, seed, {
      invariants: isabellaInvariants,
      over: (s) => varsOf(s).step === 'over',
      replayCheck: false,
    });
    if (g.failure) throw new Error(`fuzzed game ${seed} failed at entry ${g.failure.seq}: ${g.failure.problem}`);
    const p = join(dir, `isabella-${seed}.sandtable`);
    await atomicWriteFile(
      p,
      serializeSaveFile({
        formatVersion: 2,
        app: { name: 'sandtable', version: '0.1.0' },
        module: known(l)[0]!,
        setup: g.setup,
        log: g.log,
        snapshots: [],
      }),
    );
    paths.push(p);
    actions += g.log.length;
  }
  const fuzzMs = performance.now() - t;
  const rep: Figure = { label: 'replay + verify, enforced', times: [], floors: [], target: 3 };
  // For information, the same logs: in honor mode (the same flow, no action checked), and with rules that do
  // nothing (what is left for the rules once the engine has done its own part).
  const honor: Figure = { label: 'the same, in honor mode', times: [], floors: [] };
  const idle: Figure = { label: 'the same, rules doing nothing', times: [], floors: [] };
  const idleRules = rulesDoingNothing(isabellaRules);
  const runs: [Figure, () => Promise<number>][] = [
    [rep, () => replayFiles(isabellaRules, l.module, paths)],
    [honor, () => replayFiles(isabellaRules, l.module, paths, 'honor')],
    [idle, () => replayFiles(idleRules, l.module, paths)],
  ];
  for (const [, run] of runs) await run(); // warm
  for (let i = 0; i < rounds; i++) {
    for (const [fig, run] of runs) {
      await settle();
      fig.floors.push(await floorOf(paths));
      fig.times.push(await run());
    }
  }
  console.log('');
  console.log(
    `(g) ${paths.length} fuzzed Operation Isabella campaigns, enforced mode (seeds 1 to ${paths.length}, ` +
      `${actions.toLocaleString('en')} actions in all, fuzzed in ${(fuzzMs / 1000).toFixed(1)} s); min / median / max of ${rounds} rounds:`,
  );
  print([rep, honor, idle]);
  return [rep, honor, idle];
}

/** Each figure's line: its times, the floor's, and the median per-round ratio. */
function print(figures: readonly Figure[]): void {
  const floors = figures.flatMap((f) => f.floors);
  console.log(`    floor (read + JSON.parse + Node's SHA-256 of the same bytes): ${spread(floors)}`);
  if (!collect)
    console.log('    (node ran without --expose-gc, so no collection before each figure; npm run bench makes one)');
  for (const f of figures)
    console.log(`    ${`${f.label}:`.padEnd(36)} ${spread(f.times)}  (${ratioOf(f).toFixed(2)}x its floor)`);
}

/** Runs (f) and (g) and returns every figure with its target, for the verdict lines. */
export async function openBench(isabella: LoadedModule, rounds = 7): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'sandtable-open-bench-'));
  try {
    return [...(await stressFigures(dir, rounds)), ...(await isabellaFigures(dir, isabella, 10_000, rounds))];
  } finally {
    await endWarm();
    await rm(dir, { recursive: true, force: true });
  }
}
