import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { appendFile, mkdir, readdir, readFile, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalJson } from '../../engine/core/hash.js';
import { createHostService } from './host-service.js';
import { RecoveryStore } from './recovery.js';
import { readProcStat, statStartTime } from './proc.js';
import { makeZombie } from './fixtures/zombie.js';
import { FIXTURE_MODULES_DIR, playedSave, shuttleMoves, tempDir } from './fixtures/helpers.js';
import { runSteps, type Step } from './fixtures/steps.js';
import { readJournal } from './journal.js';
import type { SentSnapshot } from '../../schemas/host-api.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs the child that acts `count` times and SIGKILLs it once it has reported `killAt` actions. */
async function crashAfter(dataDir: string, docsDir: string, count: number, killAt: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'fixtures', 'recovery-child.ts'), dataDir, docsDir, String(count)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let acted = 0;
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      acted = Math.max(acted, ...[...d.toString().matchAll(/acted (\d+)/g)].map((m) => Number(m[1])));
      if (acted >= killAt && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });
  return acted;
}

describe('crash recovery', () => {
  it('after a SIGKILL, the next start reports the game and restores every action', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const acted = await crashAfter(data.dir, docs.dir, 8, 8);
    expect(acted).toBe(8);

    const service = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    const info = await service.checkRecovery({});
    expect(info).toMatchObject({
      ok: true,
      value: { moduleId: 'test', scenarioId: 'meeting', actions: 8, fileName: null },
    });

    const restored = await service.restoreRecovery({});
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.value.log).toHaveLength(8);
    expect(restored.value.doc?.dirty).toBe(true);

    // The same actions played here give the same state: nothing was lost.
    const refData = await tempDir();
    const reference = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: refData.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    await reference.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'crash-seed', mode: 'honor' });
    let expected: Awaited<ReturnType<typeof reference.act>> | undefined;
    for (const a of shuttleMoves(8)) expected = await reference.act({ action: a });
    expect(canonicalJson(restored.value.view!.state)).toBe(
      canonicalJson((expected as { ok: true; value: { view: { state: unknown } } }).value.view.state),
    );

    // Once restored, it is no longer offered; a clean close removes the files.
    expect(await service.checkRecovery({})).toEqual({ ok: true, value: null });
    await service.close();
    await reference.close();
    expect(await readdir(join(data.dir, 'recovery'))).toEqual([]);
    await data.cleanup();
    await docs.cleanup();
    await refData.cleanup();
  }, 60000);

  it('a clean close leaves nothing to recover; discard removes a crashed session', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const s1 = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    await s1.newGame({ moduleId: 'test', scenarioId: 'meeting' });
    await s1.act({ action: shuttleMoves(1)[0] });
    await s1.close();
    const s2 = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    expect(await s2.checkRecovery({})).toEqual({ ok: true, value: null });
    await s2.close();

    await crashAfter(data.dir, docs.dir, 3, 2);
    const s3 = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    const info = await s3.checkRecovery({});
    expect(info.ok && info.value && info.value.actions).toBeGreaterThanOrEqual(2);
    expect(await s3.discardRecovery({})).toEqual({ ok: true, value: null });
    expect(await s3.checkRecovery({})).toEqual({ ok: true, value: null });
    expect(await s3.restoreRecovery({})).toMatchObject({ ok: false, error: { code: 'no-recovery' } });
    await s3.close();
    await data.cleanup();
    await docs.cleanup();
  }, 60000);

  it('discard also removes a damaged recovery file, which is never offered', async () => {
    const data = await tempDir();
    await mkdir(join(data.dir, 'recovery'), { recursive: true });
    await writeFile(join(data.dir, 'recovery', 'dead-session.json'), '{"kind": "sandtable-rec');
    const store = new RecoveryStore(data.dir, 'me');
    await store.start();
    expect(await store.check()).toBeNull();
    await store.discard();
    expect(await readdir(join(data.dir, 'recovery'))).toEqual(['me.lock']);
    await store.close();
    await data.cleanup();
  });

  it('a lock whose pid now belongs to another process (pid reused after the crash) does not hide the recovery', async () => {
    const data = await tempDir();
    const crashed = new RecoveryStore(data.dir, 'crashed');
    await crashed.start();
    await crashed.begin(
      {
        formatVersion: 2,
        app: { name: 'sandtable', version: '0' },
        module: { id: 'test', version: '1', contentHash: '0'.repeat(64) },
        setup: { scenarioId: 'meeting', seed: 's', mode: 'honor', options: {} },
        log: [],
        snapshots: [],
      },
      null,
      true,
    );
    // Same (live) pid, but a different process start time: it is not the process that wrote the lock.
    await writeFile(
      join(data.dir, 'recovery', 'crashed.lock'),
      JSON.stringify({ pid: process.pid, start: '1', session: 'crashed' }),
    );
    const next = new RecoveryStore(data.dir, 'next');
    await next.start();
    const info = await next.check();
    if (process.platform === 'linux') expect(info).toMatchObject({ moduleId: 'test', actions: 0 });
    await next.close();
    await data.cleanup();
  });

  it.runIf(process.platform === 'linux')(
    'a lock whose process is a zombie (killed, not reaped) does not hide the recovery',
    async () => {
      const data = await tempDir();
      const crashed = new RecoveryStore(data.dir, 'zombie');
      await crashed.start();
      await crashed.begin(
        {
          formatVersion: 2,
          app: { name: 'sandtable', version: '0' },
          module: { id: 'test', version: '1', contentHash: '0'.repeat(64) },
          setup: { scenarioId: 'meeting', seed: 's', mode: 'honor', options: {} },
          log: [],
          snapshots: [],
        },
        null,
        true,
      );
      const z = await makeZombie();
      try {
        // The lock names the zombie exactly as it was when it ran: its pid and its start time.
        const start = statStartTime((await readProcStat(z.pid))!);
        await writeFile(
          join(data.dir, 'recovery', 'zombie.lock'),
          JSON.stringify({ pid: z.pid, start, session: 'zombie' }),
        );
        const next = new RecoveryStore(data.dir, 'next');
        await next.start();
        expect(await next.check()).toMatchObject({ moduleId: 'test', actions: 0 });
        await next.close();
      } finally {
        await z.end();
        await data.cleanup();
      }
    },
  );

  it('start clears what saves killed mid-write left, in the recovery and data folders, and nothing else', async () => {
    const data = await tempDir();
    const rec = join(data.dir, 'recovery');
    await mkdir(rec, { recursive: true });
    const old = new Date(Date.now() - 5 * 60_000);
    const leftovers = [
      join(rec, '.s1.journal.4194999.0123456789ab.tmp'),
      join(data.dir, '.settings.json.4194999.abcdef012345.tmp'),
    ];
    const kept = [
      join(rec, 's1.journal'),
      join(data.dir, 'settings.json.tmp'),
      join(rec, '.s2.journal.4194999.0123456789ab.tmp'),
    ];
    for (const p of [...leftovers, ...kept]) await writeFile(p, 'x');
    for (const p of [...leftovers, ...kept.slice(0, 2)]) await utimes(p, old, old);
    const store = new RecoveryStore(data.dir, 'fresh');
    await store.start();
    for (const p of leftovers) await expect(readFile(p)).rejects.toThrow(/ENOENT/);
    // Other names, and a temporary file written in the last minute, stay.
    for (const p of kept) expect(await readFile(p, 'utf8')).toBe('x');
    await store.close();
    await data.cleanup();
  });

  it('does not offer the recovery file of another instance that is still running', async () => {
    const data = await tempDir();
    const running = new RecoveryStore(data.dir, 'running-session');
    await running.start(); // its lock holds this (live) process's pid
    await running.begin(
      {
        formatVersion: 2,
        app: { name: 'sandtable', version: '0' },
        module: { id: 'test', version: '1', contentHash: '0'.repeat(64) },
        setup: { scenarioId: 'meeting', seed: 's', mode: 'honor', options: {} },
        log: [],
        snapshots: [],
      },
      null,
      true,
    );
    const other = new RecoveryStore(data.dir, 'other-session');
    await other.start();
    expect(await other.check()).toBeNull();
    await running.close();
    await other.close();
    await data.cleanup();
  });
});

/** Runs the journal child through `steps` and SIGKILLs it once all have returned. */
async function crashAfterSteps(dataDir: string, docsDir: string, steps: Step[]): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'fixtures', 'journal-child.ts'), dataDir, docsDir, JSON.stringify(steps)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let done = 0;
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      done = Math.max(done, ...[...d.toString().matchAll(/step (\d+)/g)].map((m) => Number(m[1])));
      if (done >= steps.length && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });
  return done;
}

const note = (text: string) => ({ act: { side: 'blue', verb: 'note', args: { text } } });
const roll = { act: { side: 'red', verb: 'roll', args: { count: 2, sides: 6 } } };

/** What a restored game must equal: the state, the log panel's lines, the file name. */
function gameOf(s: SentSnapshot) {
  return { state: canonicalJson(s.view!.state), log: s.log, fileName: s.doc!.fileName };
}

/** A host service of the session "me" in fresh data and documents folders (the folders to clean up after). */
async function journaling() {
  const data = await tempDir();
  const docs = await tempDir();
  const s = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
    session: 'me',
  });
  return { data, docs, s };
}

describe('crash recovery: the journal', () => {
  it('after acts, undos, a redo, a save and undo-then-new-action, SIGKILL: the restore equals the game before the kill', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const moves = shuttleMoves(6).map((a) => ({ act: a }));
    const steps: Step[] = [
      moves[0],
      roll,
      moves[1],
      note('one'),
      moves[2],
      { undo: true },
      { undo: true },
      { redo: true },
      { saveAs: 'midway' },
      roll,
      { undo: true },
      { undo: true },
      note('branch'),
      moves[3],
      roll,
    ];
    expect(await crashAfterSteps(data.dir, docs.dir, steps)).toBe(steps.length);
    const journals = (await readdir(join(data.dir, 'recovery'))).filter((n) => n.endsWith('.journal'));
    expect(journals).toHaveLength(1);
    // The save left no journal; the first change after it (the roll) journaled the game whole, the rest were
    // appended as lines: 2 cuts, 3 entries.
    const read = readJournal(await readFile(join(data.dir, 'recovery', journals[0]), 'utf8'));
    expect(read).toMatchObject({ changes: 5, header: { dirty: true } });

    // The same steps played here (a separate data folder, the same seed and the same docs folder) are the reference.
    const refData = await tempDir();
    const refDocs = await tempDir();
    const reference = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: refData.dir,
      docsDir: refDocs.dir,
      runner: 'inprocess',
    });
    await reference.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'journal-seed', mode: 'honor' });
    const expected = (await runSteps(reference, steps))!;

    const service = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    const info = await service.checkRecovery({});
    expect(info).toMatchObject({
      ok: true,
      value: { moduleId: 'test', actions: expected.log.length, fileName: 'midway.sandtable' },
    });
    const restored = await service.restoreRecovery({});
    if (!restored.ok) throw new Error(restored.error.message);
    expect(gameOf(restored.value)).toEqual(gameOf(expected));
    expect(restored.value.doc!.dirty).toBe(true);
    expect(restored.value.doc!.warnings).toBeUndefined();
    // Save goes to the file it had.
    expect((await service.save({})).ok).toBe(true);
    expect(JSON.parse(await readFile(join(docs.dir, 'midway.sandtable'), 'utf8')).log).toHaveLength(
      expected.log.length,
    );

    await service.close();
    await reference.close();
    for (const d of [data, docs, refData, refDocs]) await d.cleanup();
  }, 60000);

  /** A session that "crashed": its lock is gone, its journal stays. */
  async function crashedSession(
    dataDir: string,
    docsDir: string,
    steps: Step[],
  ): Promise<{ last: SentSnapshot; journal: string }> {
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir,
      docsDir,
      runner: 'inprocess',
      session: 'crashed',
    });
    await s.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'torn-seed', mode: 'honor' });
    const last = (await runSteps(s, steps))!;
    await unlink(join(dataDir, 'recovery', 'crashed.lock'));
    return { last, journal: join(dataDir, 'recovery', 'crashed.journal') };
  }

  it('a torn last line (killed mid-write) is ignored: everything before it is restored, without a warning', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const { last, journal } = await crashedSession(data.dir, docs.dir, [roll, note('a'), { undo: true }, roll]);
    await appendFile(journal, '{"op":"entry","at":"2026-11-22T03:00:00.000Z","entry":{"seq":3,"side":"red","ve');
    const service = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    expect(await service.checkRecovery({})).toMatchObject({ ok: true, value: { actions: 2 } });
    const restored = await service.restoreRecovery({});
    if (!restored.ok) throw new Error(restored.error.message);
    expect(gameOf(restored.value)).toEqual(gameOf(last));
    expect(restored.value.doc!.warnings).toBeUndefined();
    await service.close();
    await data.cleanup();
    await docs.cleanup();
  });

  it('a damaged line in the middle: what precedes it is restored, with a warning', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const { journal } = await crashedSession(data.dir, docs.dir, [roll, note('a'), note('b')]);
    const lines = (await readFile(journal, 'utf8')).split('\n');
    lines[2] = '{"op": garbage';
    await writeFile(journal, lines.join('\n'));
    const service = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    const restored = await service.restoreRecovery({});
    if (!restored.ok) throw new Error(restored.error.message);
    expect(restored.value.log.map((l) => l.verb)).toEqual(['roll']);
    expect(restored.value.doc!.warnings?.map((w) => w.code)).toEqual(['recovery-partial']);
    await service.close();
    await data.cleanup();
    await docs.cleanup();
  });

  it('a journal with an altered entry is refused like a tampered file (the chain is verified on restore)', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const { journal } = await crashedSession(data.dir, docs.dir, [note('honest'), note('later')]);
    await writeFile(journal, (await readFile(journal, 'utf8')).replace('"honest"', '"forged"'));
    const service = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    expect(await service.restoreRecovery({})).toMatchObject({ ok: false, error: { code: 'tampered' } });
    await service.close();
    await data.cleanup();
    await docs.cleanup();
  });

  it('a game saved (or opened) and not changed since is not offered, and its journal is cleared away', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    await crashedSession(data.dir, docs.dir, [roll, { saveAs: 'kept' }]);
    const service = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
      session: 'next',
    });
    expect(await service.checkRecovery({})).toEqual({ ok: true, value: null });
    expect(await readdir(join(data.dir, 'recovery'))).toEqual(['next.lock']);
    // Opening it journals it as clean too: nothing to offer after a crash either.
    const s2 = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
      session: 'opener',
    });
    expect((await s2.openPath(join(docs.dir, 'kept.sandtable'))).ok).toBe(true);
    await unlink(join(data.dir, 'recovery', 'opener.lock'));
    expect(await service.checkRecovery({})).toEqual({ ok: true, value: null });
    await service.close();
    await data.cleanup();
    await docs.cleanup();
  });

  it('a game just opened or saved is not journaled (its file holds it); its first change journals it whole', async () => {
    const { data, docs, s } = await journaling();
    const journal = join(data.dir, 'recovery', 'me.journal');
    const noJournal = async () => expect(readFile(journal, 'utf8')).rejects.toThrow(/ENOENT/);
    await s.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'x', mode: 'honor' });
    for (const a of shuttleMoves(3)) await s.act({ action: a });
    expect(readJournal(await readFile(journal, 'utf8'))?.log).toHaveLength(3);
    // Saved: the journal of the unsaved moves goes, and none takes its place.
    expect((await s.saveAs({ name: 'g' })).ok).toBe(true);
    await noJournal();
    await s.act({ action: shuttleMoves(4)[3] });
    const after = readJournal(await readFile(journal, 'utf8'));
    expect(after).toMatchObject({ changes: 0, header: { dirty: true, path: join(docs.dir, 'g.sandtable') } });
    expect(after!.log).toHaveLength(4);
    // Opened (a dirty journal of the game before is there): removed, not rewritten.
    expect((await s.openPath(join(docs.dir, 'g.sandtable'))).ok).toBe(true);
    await noJournal();
    await s.undo({});
    const undone = readJournal(await readFile(journal, 'utf8'));
    expect(undone).toMatchObject({ changes: 0, header: { dirty: true } });
    expect(undone!.log).toHaveLength(2);
    await s.close();
    await data.cleanup();
    await docs.cleanup();
  });

  it('an action journals one appended line, not a rewrite of the game', async () => {
    const { data, docs, s } = await journaling();
    await s.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'x', mode: 'honor' });
    for (const a of shuttleMoves(10)) await s.act({ action: a });
    const path = join(data.dir, 'recovery', 'me.journal');
    const before = await readFile(path, 'utf8');
    await s.act({ action: shuttleMoves(11)[10] });
    const after = await readFile(path, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).split('\n')).toHaveLength(2); // one line and its newline
    await s.undo({});
    const undone = await readFile(path, 'utf8');
    expect(JSON.parse(undone.slice(after.length))).toMatchObject({ op: 'cut', length: 10 });
    await s.close();
    await data.cleanup();
    await docs.cleanup();
  });

  it('after a failed append the next change rewrites the journal whole, so no line lands after a partial one', async () => {
    const data = await tempDir();
    const { doc } = await playedSave(shuttleMoves(3));
    const store = new RecoveryStore(data.dir, 'me');
    const whole = () => doc.toSaveFile('0.1.0');
    await store.begin(whole(), null, false);
    // A file where the folder was: every write fails now, and the folder cannot be made again.
    await rm(join(data.dir, 'recovery'), { recursive: true });
    await writeFile(join(data.dir, 'recovery'), 'not a folder');
    await doc.act(shuttleMoves(4)[3]);
    await store.record(doc.log, whole, null); // never throws: health() says why
    expect(store.health()?.code).toBe('gone');
    await rm(join(data.dir, 'recovery'));
    await mkdir(join(data.dir, 'recovery'));
    await doc.act(shuttleMoves(5)[4]);
    await store.record(doc.log, whole, null);
    expect(store.health()).toBeNull();
    const read = readJournal(await readFile(join(data.dir, 'recovery', 'me.journal'), 'utf8'));
    expect(read).toMatchObject({ changes: 0, header: { dirty: true } });
    expect(read!.log.map((e) => e.hash)).toEqual(doc.log.map((e) => e.hash));
    // And appends resume after it.
    await doc.undo();
    await store.record(doc.log, whole, null);
    expect(readJournal(await readFile(join(data.dir, 'recovery', 'me.journal'), 'utf8'))).toMatchObject({ changes: 1 });
    await store.close();
    await data.cleanup();
  });
});
