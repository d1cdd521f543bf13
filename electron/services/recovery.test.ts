import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalJson } from '../../engine/core/hash.js';
import { createHostService } from './host-service.js';
import { RecoveryStore } from './recovery.js';
import { FIXTURE_MODULES_DIR, shuttleMoves, tempDir } from './fixtures/helpers.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs the child that acts `count` times and SIGKILLs it once it has reported `killAt` actions. */
async function crashAfter(dataDir: string, docsDir: string, count: number, killAt: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'fixtures', 'recovery-child.ts'), dataDir, docsDir, String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

    const service = await createHostService({ modulesDir: FIXTURE_MODULES_DIR, dataDir: data.dir, docsDir: docs.dir, runner: 'inprocess' });
    const info = await service.checkRecovery({});
    expect(info).toMatchObject({ ok: true, value: { moduleId: 'test', scenarioId: 'meeting', actions: 8, fileName: null } });

    const restored = await service.restoreRecovery({});
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.value.log).toHaveLength(8);
    expect(restored.value.doc?.dirty).toBe(true);

    // The same actions played here give the same state: nothing was lost.
    const refData = await tempDir();
    const reference = await createHostService({ modulesDir: FIXTURE_MODULES_DIR, dataDir: refData.dir, docsDir: docs.dir, runner: 'inprocess' });
    await reference.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'crash-seed', mode: 'honor' });
    let expected;
    for (const a of shuttleMoves(8)) expected = await reference.act({ action: a });
    expect(canonicalJson(restored.value.view!.state)).toBe(canonicalJson((expected as { ok: true; value: { view: { state: unknown } } }).value.view.state));

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
    const s1 = await createHostService({ modulesDir: FIXTURE_MODULES_DIR, dataDir: data.dir, docsDir: docs.dir, runner: 'inprocess' });
    await s1.newGame({ moduleId: 'test', scenarioId: 'meeting' });
    await s1.act({ action: shuttleMoves(1)[0] });
    await s1.close();
    const s2 = await createHostService({ modulesDir: FIXTURE_MODULES_DIR, dataDir: data.dir, docsDir: docs.dir, runner: 'inprocess' });
    expect(await s2.checkRecovery({})).toEqual({ ok: true, value: null });
    await s2.close();

    await crashAfter(data.dir, docs.dir, 3, 2);
    const s3 = await createHostService({ modulesDir: FIXTURE_MODULES_DIR, dataDir: data.dir, docsDir: docs.dir, runner: 'inprocess' });
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
    await crashed.write({ formatVersion: 1, app: { name: 'sandtable', version: '0' }, module: { id: 'test', version: '1', contentHash: '0'.repeat(64) }, setup: { scenarioId: 'meeting', seed: 's', mode: 'honor', options: {} }, log: [], snapshots: [] }, null);
    // Same (live) pid, but a different process start time: it is not the process that wrote the lock.
    await writeFile(join(data.dir, 'recovery', 'crashed.lock'), JSON.stringify({ pid: process.pid, start: '1', session: 'crashed' }));
    const next = new RecoveryStore(data.dir, 'next');
    await next.start();
    const info = await next.check();
    if (process.platform === 'linux') expect(info).toMatchObject({ moduleId: 'test', actions: 0 });
    await next.close();
    await data.cleanup();
  });

  it('does not offer the recovery file of another instance that is still running', async () => {
    const data = await tempDir();
    const running = new RecoveryStore(data.dir, 'running-session');
    await running.start(); // its lock holds this (live) process's pid
    await running.write({ formatVersion: 1, app: { name: 'sandtable', version: '0' }, module: { id: 'test', version: '1', contentHash: '0'.repeat(64) }, setup: { scenarioId: 'meeting', seed: 's', mode: 'honor', options: {} }, log: [], snapshots: [] }, null);
    const other = new RecoveryStore(data.dir, 'other-session');
    await other.start();
    expect(await other.check()).toBeNull();
    await running.close();
    await other.close();
    await data.cleanup();
  });
});
