// `npx tsx electron/services/bench.ts [entries]`: what opening, undoing and acting cost with a long log, on the
// Operation Isabella module and the worker runner the app uses. A tool, not a test: it uses the clock.
//  (a) open a saved game of N entries (default 1000) through the host service
//  (b) 20 undos in a row on it
//  (c) one action on it, everything included (engine, view, recovery file), median of 30
//  (d) the same action on a game with an empty log, for comparison
//  (e) the document alone (no view, no files): GameDocument.fromSave, then 20 GameDocument.undo
//  (f) the recovery file alone: rewriting the whole game (what every action cost before the journal, and what
//      starting a journal costs now) against journaling one action (one appended line), medians of 30

import { performance } from 'node:perf_hooks';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action } from '../../engine/core/types.js';
import { createHostService } from './host-service.js';
import { GameDocument } from './document.js';
import { loadModuleDir } from './modules.js';
import { parseSaveFile, serializeSaveFile } from './savefile.js';
import { createInProcessRunner, createWorkerRunner } from '../engine-host/runner.js';
import { RecoveryStore } from './recovery.js';

const entries = Number(process.argv[2] ?? 1000);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modulesDir = join(root, 'assets', 'modules');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

const loaded = await loadModuleDir(join(modulesDir, 'isabella'), 'isabella');
if (!loaded.ok) throw new Error(loaded.error.message);
const setup = { scenarioId: 'campaign', seed: 'bench', mode: 'honor' as const, options: {} };

/** A mix of the table verbs: moves of one counter, dice rolls, notes. */
function actions(n: number, piece: string, hexes: string[]): Action[] {
  return Array.from({ length: n }, (_, i): Action => {
    if (i % 3 === 0) return { side: 'axis', verb: 'roll', args: { count: 2, sides: 6 } };
    if (i % 3 === 1)
      return { side: 'axis', verb: 'move', args: { piece, to: { kind: 'hex', hex: hexes[i % hexes.length] } } };
    return { side: 'allied', verb: 'note', args: { text: `note ${i}` } };
  });
}

// A saved game of `entries` entries, made with the in-process engine (its making is not measured).
const made = await GameDocument.create(loaded.value, createInProcessRunner(loaded.value.module), setup);
if (!made.ok) throw new Error(made.error.message);
const onMap = made.value.state.pieces.find((p) => p.at.kind === 'hex')!;
const hexes = loaded.value.module.map.hexes.slice(0, 40).map((h) => h.id);
for (const a of actions(entries, onMap.id, hexes)) {
  const r = await made.value.act(a);
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
}
const docs = await mkdtemp(join(tmpdir(), 'sandtable-bench-docs-'));
const data = await mkdtemp(join(tmpdir(), 'sandtable-bench-data-'));
const path = join(docs, 'long.sandtable');
await writeFile(path, serializeSaveFile(made.value.toSaveFile('0.1.0')));

const service = await createHostService({ modulesDir, dataDir: data, docsDir: docs, runner: 'worker' });
try {
  // Warm the worker (module load, JIT) with a tiny game first.
  await service.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 'warm', mode: 'honor' });
  const shortTimes: number[] = [];
  for (const a of actions(31, onMap.id, hexes)) {
    const t0 = performance.now();
    const r = await service.act({ action: a });
    shortTimes.push(performance.now() - t0);
    if (!r.ok) throw new Error(r.error.message);
  }
  shortTimes.shift();

  let t0 = performance.now();
  const opened = await service.openPath(path);
  const openMs = performance.now() - t0;
  if (!opened.ok) throw new Error(opened.error.message);

  t0 = performance.now();
  for (let i = 0; i < 20; i++) {
    const r = await service.undo({});
    if (!r.ok) throw new Error(r.error.message);
  }
  const undoMs = performance.now() - t0;

  const longTimes: number[] = [];
  for (const a of actions(31, onMap.id, hexes)) {
    const t = performance.now();
    const r = await service.act({ action: a });
    longTimes.push(performance.now() - t);
    if (!r.ok) throw new Error(r.error.message);
  }
  longTimes.shift();

  // (e) the document alone, on its own worker.
  const parsed = parseSaveFile(serializeSaveFile(made.value.toSaveFile('0.1.0')), [
    { id: 'isabella', version: loaded.value.info.version, contentHash: loaded.value.contentHash },
  ]);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const runner = createWorkerRunner(loaded.value.module);
  await runner.setup(setup);
  t0 = performance.now();
  const doc = await GameDocument.fromSave(loaded.value, runner, parsed.file);
  const docOpenMs = performance.now() - t0;
  if (!doc.ok) throw new Error(doc.error.message);
  t0 = performance.now();
  for (let i = 0; i < 20; i++) {
    const r = await doc.value.doc.undo();
    if (!r.ok) throw new Error(r.error.message);
  }
  const docUndoMs = performance.now() - t0;
  await runner.dispose();

  // (f) the recovery file alone.
  const store = new RecoveryStore(data, 'bench');
  const game = made.value;
  const whole: number[] = [];
  const line: number[] = [];
  for (let i = 0; i < 30; i++) {
    t0 = performance.now();
    await store.begin(game.toSaveFile('0.1.0'), null, true);
    whole.push(performance.now() - t0);
  }
  for (const a of actions(30, onMap.id, hexes)) {
    await game.act(a);
    t0 = performance.now();
    await store.record(game.log, () => game.toSaveFile('0.1.0'), null);
    line.push(performance.now() - t0);
  }
  await store.close();

  console.log(`log of ${entries} entries, Isabella campaign, worker runner`);
  console.log(`(a) open the saved game:           ${ms(openMs)}`);
  console.log(`(b) 20 undos:                      ${ms(undoMs)}  (${ms(undoMs / 20)} each)`);
  console.log(`(c) one action, long log:          median ${ms(median(longTimes))}`);
  console.log(`(d) one action, short log:         median ${ms(median(shortTimes))}`);
  console.log(`(e) GameDocument.fromSave:         ${ms(docOpenMs)}`);
  console.log(`    20 GameDocument.undo:          ${ms(docUndoMs)}  (${ms(docUndoMs / 20)} each)`);
  console.log(`(f) recovery, whole game rewritten: median ${ms(median(whole))}`);
  console.log(`    recovery, one action journaled: median ${ms(median(line))}`);
} finally {
  await service.close();
  await rm(docs, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
}
