// Crash recovery when the journal cannot be written: a full disk (ENOSPC mid-write), the folder removed (made
// again, or gone for good), a read-only folder. Recording never throws and never loses the move; health() says
// why recovery is off at once; the journal is written whole again at the next change, or by the retry timer
// without one, so that a crash after the space came back loses nothing that was acknowledged.

import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { RecoveryStore } from './recovery.js';
import { readJournal } from './journal.js';
import { FailingDisk } from './fixtures/failing-fs.js';
import { playedSave, shuttleMoves, tempDir } from './fixtures/helpers.js';
import type { GameDocument } from './document.js';

const here = dirname(fileURLToPath(import.meta.url));
const moves = shuttleMoves(40);

/** A store on a failing disk over a played game, and a move that journals itself as the host does. */
async function journaled(retryMs = 60_000) {
  const data = await tempDir();
  const disk = new FailingDisk();
  const store = new RecoveryStore(data.dir, 'me', { fs: disk.fs, retryMs });
  const { doc } = await playedSave(moves.slice(0, 3));
  const whole = () => doc.toSaveFile('0.1.0');
  await store.begin(whole(), null, true);
  const act = async (d: GameDocument = doc) => {
    const r = await d.act(moves[d.log.length]!);
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    await store.record(d.log, whole, null);
  };
  const journal = async () => readJournal(await readFile(join(store.dir, 'me.journal'), 'utf8'));
  const hashes = () => doc.log.map((e) => e.hash);
  return { data, disk, store, doc, act, journal, hashes };
}

describe('crash recovery on a failing disk', () => {
  it('a full disk mid-append: health says so, the journal keeps its last moment, space back rewrites it', async () => {
    const { data, disk, store, act, journal, hashes } = await journaled();
    expect(store.health()).toBeNull();
    disk.failure = 'full';
    await act(); // resolves: a move is never refused for the journal
    expect(store.health()).toMatchObject({
      code: 'full',
      message: expect.stringMatching(/^Crash recovery is off: .*full/),
    });
    // The append stopped half-way (a torn line, ignored) and the rewrite failed: the journal is the moment before.
    const kept = await journal();
    expect(kept!.log.map((e) => e.hash)).toEqual(hashes().slice(0, 3));
    expect(kept!.torn).toBe(true);
    await act();
    expect(store.health()?.code).toBe('full');
    expect(disk.failedWrites).toBeGreaterThanOrEqual(3);
    // Space again: the next change writes the whole journal (no line is missing), then appends resume.
    disk.failure = null;
    await act();
    expect(store.health()).toBeNull();
    expect(await journal()).toMatchObject({ changes: 0, torn: false, header: { dirty: true } });
    expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes());
    await act();
    expect((await journal())!.changes).toBe(1);
    expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes());
    await store.close();
    await data.cleanup();
  });

  it('the recovery folder removed: made again with the lock at the next change, no warning needed', async () => {
    const { data, store, act, journal, hashes } = await journaled();
    await rm(store.dir, { recursive: true });
    await act();
    expect(store.health()).toBeNull();
    expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes());
    const lock = JSON.parse(await readFile(join(store.dir, 'me.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid, session: 'me' });
    await store.close();
    await data.cleanup();
  });

  it('the folder gone for good (cannot be made): "gone" until it can, then journal and lock are back', async () => {
    const { data, disk, store, act, journal, hashes } = await journaled();
    await rm(store.dir, { recursive: true });
    disk.failure = 'gone';
    await act();
    await act();
    expect(store.health()).toMatchObject({ code: 'gone', message: expect.stringContaining('the data folder is gone') });
    disk.failure = null;
    await act();
    expect(store.health()).toBeNull();
    expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes());
    expect(await readdir(store.dir)).toEqual(expect.arrayContaining(['me.journal', 'me.lock']));
    await store.close();
    await data.cleanup();
  });

  it('a read-only folder (EROFS) or one without permission (EACCES): "read-only", and back once writable', async () => {
    for (const failure of ['read-only', 'no-access'] as const) {
      const { data, disk, store, act, journal, hashes } = await journaled();
      disk.failure = failure;
      await act();
      expect(store.health()).toMatchObject({ code: 'read-only', message: expect.stringContaining('read-only') });
      // The journal on disk was not removed (a read-only folder keeps it anyway): the moment before the failure.
      expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes().slice(0, 3));
      disk.failure = null;
      await act();
      expect(store.health()).toBeNull();
      expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes());
      await store.close();
      await data.cleanup();
    }
  });

  it('with no change after the space came back, the retry timer writes the game as it stands', async () => {
    const { data, disk, store, act, journal, hashes } = await journaled(30);
    disk.failure = 'full';
    await act();
    await act();
    expect(store.health()?.code).toBe('full');
    // Still full: the timer keeps trying, and keeps failing.
    const tries = disk.failedWrites;
    await expect.poll(() => disk.failedWrites, { timeout: 5000 }).toBeGreaterThan(tries + 2);
    expect(store.health()?.code).toBe('full');
    disk.failure = null;
    await expect.poll(() => store.health(), { timeout: 5000 }).toBeNull();
    expect((await journal())!.log.map((e) => e.hash)).toEqual(hashes());
    await store.close();
    await data.cleanup();
  });

  it('a new game begun on a full disk: the earlier journal goes, and the timer writes this one', async () => {
    const data = await tempDir();
    const disk = new FailingDisk();
    const store = new RecoveryStore(data.dir, 'me', { fs: disk.fs, retryMs: 30 });
    const first = await playedSave(moves.slice(0, 2));
    await store.begin(first.file, null, true);
    const second = await playedSave(moves.slice(0, 5));
    disk.failure = 'full';
    await store.begin(second.file, null, true);
    expect(store.health()?.code).toBe('full');
    await expect(readFile(join(store.dir, 'me.journal'))).rejects.toThrow(/ENOENT/);
    disk.failure = null;
    await expect.poll(() => store.health(), { timeout: 5000 }).toBeNull();
    const read = readJournal(await readFile(join(store.dir, 'me.journal'), 'utf8'));
    expect(read!.log.map((e) => e.hash)).toEqual(second.file.log.map((e) => e.hash));
    await store.close();
    await data.cleanup();
  });

  it('a clean game (opened or saved) needs no journal: health clears; close stops the retries', async () => {
    const { data, disk, store, act } = await journaled(30);
    disk.failure = 'full';
    await act();
    expect(store.health()?.code).toBe('full');
    await store.clean(100);
    expect(store.health()).toBeNull();
    await act();
    expect(store.health()?.code).toBe('full');
    await store.close();
    expect(store.health()).toBeNull();
    disk.failure = null;
    const before = disk.failedWrites;
    await new Promise((r) => setTimeout(r, 150));
    await expect(readFile(join(store.dir, 'me.journal'))).rejects.toThrow(/ENOENT/);
    expect(disk.failedWrites).toBe(before);
    await data.cleanup();
  });

  it('a game that cannot be made into a save file does not make record throw: "failed", with why', async () => {
    const { data, store, doc } = await journaled();
    const r = await doc.act(moves[doc.log.length]!);
    expect(r.ok).toBe(true);
    // The journal is out of step (a failure before), so the game is asked for whole, and that fails.
    await store.clearOwn();
    await store.record(
      doc.log,
      () => {
        throw new Error('no game');
      },
      null,
    );
    expect(store.health()).toMatchObject({ code: 'failed', message: expect.stringContaining('(no game)') });
    await store.close();
    await data.cleanup();
  });
});

/** The child of fixtures/recovery-disk-child.ts: send it a command, read the line it answers. */
function diskChild(dataDir: string, retryMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'fixtures', 'recovery-disk-child.ts'), dataDir, 'child', String(retryMs)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const r = await lines.next();
    if (r.done) throw new Error('the child ended');
    return r.value;
  };
  const send = async (command: string) => {
    child.stdin!.write(`${command}\n`);
    return next();
  };
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { next, send, kill, child };
}

describe('crash recovery on a full disk: a real crash', () => {
  it('acts, the disk fills, acts, space comes back, SIGKILL: the next start restores all acknowledged', async () => {
    const data = await tempDir();
    const c = diskChild(data.dir, 40);
    try {
      expect(await c.next()).toBe('ready');
      const acked: string[] = [];
      const act = async (health: string) => {
        const [word, n, hash, h] = (await c.send('act')).split(' ');
        expect([word, Number(n), h]).toEqual(['acted', acked.length + 1, health]);
        acked.push(hash!);
      };
      await act('ok');
      await act('ok');
      expect(await c.send('full')).toBe('disk full');
      for (let i = 0; i < 4; i++) await act('full');
      expect(await c.send('free')).toBe('disk free');
      // No change since: the retry timer writes the journal whole; then one more action is appended.
      for (let i = 0; i < 100 && (await c.send('health')) !== 'health ok'; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await c.send('health')).toBe('health ok');
      await act('ok');
      await c.kill();

      const next = new RecoveryStore(data.dir, 'next');
      await next.start();
      expect(await next.check()).toMatchObject({ moduleId: 'test', actions: acked.length });
      const taken = await next.take();
      if (!taken.ok) throw new Error(taken.error.message);
      expect(taken.value.record.save.log.map((e) => e.hash)).toEqual(acked);
      await next.close();
    } finally {
      await c.kill();
      await data.cleanup();
    }
  }, 60_000);

  it('space back and one action acknowledged before the timer: that action rewrote the journal whole', async () => {
    const data = await tempDir();
    const c = diskChild(data.dir, 600_000); // no retry by the timer in this test: the action does it
    try {
      expect(await c.next()).toBe('ready');
      const acked: string[] = [];
      for (const [command, health] of [
        ['act', 'ok'],
        ['full', ''],
        ['act', 'full'],
        ['act', 'full'],
        ['free', ''],
        ['act', 'ok'],
      ] as const) {
        const line = await c.send(command);
        if (command !== 'act') continue;
        const [, n, hash, h] = line.split(' ');
        expect([Number(n), h]).toEqual([acked.length + 1, health]);
        acked.push(hash!);
      }
      await c.kill();
      const next = new RecoveryStore(data.dir, 'next');
      const taken = await next.take();
      if (!taken.ok) throw new Error(taken.error.message);
      expect(taken.value.record.save.log.map((e) => e.hash)).toEqual(acked);
      await next.close();
    } finally {
      await c.kill();
      await data.cleanup();
    }
  }, 60_000);
});
