// `npm run bench` (after the engine's benchmark): what one action costs through the host service with a log of
// 100, 1,000 and 10,000 entries: the bytes its answer sends to the renderer and the time it takes (the service's
// work plus turning the answer into the JSON the bridge sends). The page keeps its log cursor the way the
// renderer does (since = revision, log length and the view it holds: the answer's view comes as a change of it).
// Both must stay flat: 10k/100 at most 1.5x.
// The Operation Isabella module with the in-process engine runner. A tool, not a test: it uses the clock.
// Then (e): a 2,000-counter game of 10,000 actions (big-game.ts) saved as the app saves it, its file size, and
// the time to open it (read, parse, verify the chain and signatures, replay) against the floor measured in the
// same run (read + JSON.parse + SHA-256 of the same bytes), min / median / max of a few rounds.
// Then (f) and (g) (open-bench.ts): the stress game and fuzzed enforced Isabella games, opened and replayed, each
// figure with its floor, its ratio and its target.

import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action, Piece } from '../../engine/core/types.js';
import type { HostResult, LogCursor, SentSnapshot } from '../../schemas/host-api.js';
import { createInProcessRunner } from '../engine-host/runner.js';
import { GameDocument } from './document.js';
import { deltaPieces } from './view-delta.js';
import { createHostService, type HostService } from './host-service.js';
import { loadModuleDir } from './modules.js';
import { signaturesDigest } from './signing.js';
import { parseSaveFile, serializeSaveFile } from './savefile.js';
import { playBigGame } from './big-game.js';
import { openBench, ratioOf } from './open-bench.js';
import { atomicWriteFile, readSaveText } from './files.js';
import { saveText } from './save-size.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';

const SIZES = [100, 1000, 10000];
const ROUNDS = 61;
const TARGET = 1.5;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modulesDir = join(root, 'assets', 'modules');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const loadedModule = await loadModuleDir(join(modulesDir, 'isabella'), 'isabella');
if (!loadedModule.ok) throw new Error(loadedModule.error.message);
const loaded = loadedModule.value;
const setup = { scenarioId: 'campaign', seed: 'host-bench', mode: 'honor' as const, options: {} };
/** The hexes the moves go to. */
const HEXES = loaded.module.map.hexes.slice(0, 40).map((h) => h.id);

/** The i-th action of a mix of the table verbs: dice rolls, moves of one counter, notes. */
function action(i: number, side: string, piece: string, hexes: string[]): Action {
  if (i % 3 === 0) return { side, verb: 'roll', args: { count: 2, sides: 6 } };
  if (i % 3 === 1) return { side, verb: 'move', args: { piece, to: { kind: 'hex', hex: hexes[i % hexes.length] } } };
  return { side, verb: 'note', args: { text: `note ${i}` } };
}

/** One host with a game of `entries` entries open, and the renderer's cursor into its log. */
interface Bench {
  entries: number;
  service: HostService;
  dirs: string[];
  since: LogCursor | undefined;
  last: SentSnapshot;
  /** The pieces of the last view, whole (an answer's view may carry only those that changed, view-delta.ts). */
  pieces: Piece[];
  bytes: number[];
  times: number[];
  /** The same, when the page does not say what it holds: the whole log in every answer (as before deltas). */
  wholeBytes: number[];
  wholeTimes: number[];
}

function value<T>(r: HostResult<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Makes a saved game of `entries` entries (not measured) and opens it in a fresh host service. */
async function open(entries: number): Promise<Bench> {
  const made = await GameDocument.create(loaded, createInProcessRunner(loaded.module), setup);
  if (!made.ok) throw new Error(made.error.message);
  const doc = made.value;
  const side = doc.state.activeSide;
  const piece = doc.state.pieces.find((p) => p.at.kind === 'hex')!.id;
  for (let i = 0; i < entries; i++) {
    const r = await doc.act(action(i, side, piece, HEXES));
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
  }
  const docs = await mkdtemp(join(tmpdir(), 'sandtable-host-bench-docs-'));
  const data = await mkdtemp(join(tmpdir(), 'sandtable-host-bench-data-'));
  const path = join(docs, 'long.sandtable');
  await writeFile(path, serializeSaveFile(doc.toSaveFile('0.1.0')));
  await doc.dispose();
  const service = await createHostService({ modulesDir, dataDir: data, docsDir: docs, runner: 'inprocess' });
  const snap = value(await service.openPath(path));
  return {
    entries,
    service,
    dirs: [docs, data],
    since: cursorOf(snap),
    last: snap,
    pieces: snap.view!.state.pieces,
    bytes: [],
    times: [],
    wholeBytes: [],
    wholeTimes: [],
  };
}

function cursorOf(snap: SentSnapshot): LogCursor | undefined {
  if (!snap.doc) return undefined;
  const cursor: LogCursor = { revision: snap.doc.revision, logLength: snap.logFrom + snap.log.length };
  if (snap.viewId !== undefined) cursor.view = snap.viewId;
  return cursor;
}

/** The pieces of `snap`'s view, whole: as sent, or those held with the ones that changed (as the page does). */
function piecesOf(snap: SentSnapshot, held: Piece[]): Piece[] {
  const pieces = snap.viewDelta ? deltaPieces(held, snap.viewDelta) : snap.view!.state.pieces;
  if (!pieces) throw new Error('a view delta of a view this bench does not hold');
  return pieces;
}

/**
 * One action as the page sends it (with its cursor, or with none: the whole log comes back); records the answer's
 * bytes and the time until they are ready to send.
 */
async function step(b: Bench, i: number, withCursor = true): Promise<void> {
  const st = b.last.view!.state;
  const piece = b.pieces.find((p) => p.at.kind === 'hex')!.id;
  const since = withCursor ? b.since : undefined;
  const t0 = performance.now();
  const r = await b.service.act({ action: action(i, st.activeSide, piece, HEXES), since });
  const text = JSON.stringify(r);
  const t = performance.now() - t0;
  const snap = value(r);
  if (withCursor && (snap.log.length !== 1 || snap.logFrom !== b.since?.logLength))
    throw new Error('expected a one-line delta');
  b.last = snap;
  b.pieces = piecesOf(snap, b.pieces);
  b.since = cursorOf(snap);
  (withCursor ? b.times : b.wholeTimes).push(t);
  (withCursor ? b.bytes : b.wholeBytes).push(Buffer.byteLength(text));
}

const benches: Bench[] = [];
try {
  for (const n of SIZES) benches.push(await open(n));
  // Warm up, then rounds in turn over the sizes, so a busy moment of the machine slows them all alike.
  for (let i = 0; i < 5; i++) for (const b of benches) await step(b, i);
  for (const b of benches) {
    b.bytes = [];
    b.times = [];
  }
  for (let i = 0; i < ROUNDS; i++) for (const b of benches) await step(b, i + 5);
  for (let i = 0; i < 11; i++) for (const b of benches) await step(b, i + 5 + ROUNDS, false);

  console.log('');
  console.log(`(d) one action through the host service (Isabella, in-process engine), median of ${ROUNDS}:`);
  for (const b of benches) {
    const label = `log of ${b.entries.toLocaleString('en')} entries:`.padEnd(24);
    console.log(
      `    ${label} ${kb(median(b.bytes)).padStart(8)} sent, ${median(b.times).toFixed(2)} ms` +
        `  (the whole log in every answer, as before: ${kb(median(b.wholeBytes))}, ${median(b.wholeTimes).toFixed(2)} ms)`,
    );
  }
  const small = benches[0];
  const large = benches[benches.length - 1];
  const byteRatio = median(large.bytes) / median(small.bytes);
  const timeRatio = median(large.times) / median(small.times);
  console.log('');
  console.log(
    `${'host bytes 10k/100'.padEnd(26)} ${byteRatio.toFixed(2)}x  target <= ${TARGET}x  ${verdict(byteRatio <= TARGET)}`,
  );
  console.log(
    `${'host time 10k/100'.padEnd(26)} ${timeRatio.toFixed(2)}x  target <= ${TARGET}x  ${verdict(timeRatio <= TARGET)}`,
  );
} finally {
  for (const b of benches) {
    await b.service.close();
    for (const d of b.dirs) await rm(d, { recursive: true, force: true });
  }
}

/** min / median / max of `xs` in ms. */
const spread = (xs: number[]) =>
  `${Math.min(...xs).toFixed(0)} / ${median(xs).toFixed(0)} / ${Math.max(...xs).toFixed(0)} ms`;

/** (e) the big game: saved once, then opened `rounds` times beside the floor, each round measuring both. */
async function bigGameBench(rounds: number): Promise<void> {
  let t = performance.now();
  const { loaded, file } = await playBigGame(10_000);
  const playMs = performance.now() - t;
  const dir = await mkdtemp(join(tmpdir(), 'sandtable-big-game-'));
  try {
    const path = join(dir, 'big.sandtable');
    t = performance.now();
    const text = saveText(file);
    if (!text.ok) throw new Error(text.error.message);
    await atomicWriteFile(path, text.value);
    const saveMs = performance.now() - t;
    const known = [{ id: loaded.info.id, version: loaded.info.version, contentHash: loaded.contentHash }];
    const floor: number[] = [];
    const verified: number[] = [];
    const reverified: number[] = [];
    const opened: number[] = [];
    // What this machine remembers after the first open (verified.ts): the signatures of the whole log.
    const prefix = {
      length: file.log.length,
      hash: file.log[file.log.length - 1]!.hash,
      sigs: signaturesDigest(file.log, file.log.length),
    };
    const ratios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      t = performance.now();
      const bytes = await readFile(path);
      JSON.parse(bytes.toString('utf8'));
      createHash('sha256').update(bytes).digest('hex');
      const f = performance.now() - t;
      t = performance.now();
      const read = await readSaveText(path);
      if (!read.ok) throw new Error(read.error.message);
      const parsed = parseSaveFile(read.value, known);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const v = performance.now() - t;
      const doc = await GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), parsed.file);
      const o = performance.now() - t;
      if (!doc.ok) throw new Error(doc.error.message);
      t = performance.now();
      const reread = await readSaveText(path);
      if (!reread.ok) throw new Error(reread.error.message);
      const again = parseSaveFile(reread.value, known, undefined, () => prefix);
      if (!again.ok) throw new Error(again.error.message);
      reverified.push(performance.now() - t);
      floor.push(f);
      verified.push(v);
      opened.push(o);
      ratios.push(o / f);
    }
    const mb = text.bytes / 1048576;
    console.log('');
    console.log(
      `(e) a 2,000-counter game of ${file.log.length.toLocaleString('en')} actions (synthetic module, honor mode, ` +
        `signed by its player; played in ${playMs.toFixed(0)} ms), min / median / max of ${rounds} rounds:`,
    );
    console.log(
      `    file: ${mb.toFixed(2)} MB, ${(text.bytes / file.log.length).toFixed(0)} bytes per action, ` +
        `${((100 * text.bytes) / MAX_SAVE_BYTES).toFixed(1)}% of the ${MAX_SAVE_BYTES / 1048576} MB limit ` +
        `(about ${Math.floor(MAX_SAVE_BYTES / (text.bytes / file.log.length)).toLocaleString('en')} actions fit); ` +
        `serialized and written in ${saveMs.toFixed(0)} ms`,
    );
    console.log(`    floor (read + JSON.parse + SHA-256 of the same bytes):   ${spread(floor)}`);
    console.log(`    read + parse + verify (schema, chain, signatures, head): ${spread(verified)}`);
    console.log(`    the same on reopening (its signatures checked here before):  ${spread(reverified)}`);
    console.log(
      `    ... + replay (GameDocument.fromSave, in-process engine): ${spread(opened)}  ` +
        `(median of per-round ratios to the floor: ${median(ratios).toFixed(1)}x)`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await bigGameBench(5);

// (f) and (g): opening and replaying at the speed of reading (open-bench.ts), then every ratio with its target.
const figures = await openBench(loaded);
console.log('');
for (const f of figures) {
  const r = ratioOf(f);
  if (f.target !== undefined)
    console.log(`${f.label.padEnd(34)} ${r.toFixed(2)}x the floor  target <= ${f.target}x  ${verdict(r <= f.target)}`);
}
