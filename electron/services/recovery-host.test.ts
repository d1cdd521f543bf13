// Crash recovery through the host service, as the app runs it (a child process running createHostService), on
// a data folder that fails for real: two actions, the folder fails (its recovery folder replaced by a file; a full
// disk; a read-only disk), the page's snapshots say recovery is off and why (DocInfo.recovery), the folder works
// again, one action says recovery is on again, one more is in flight, SIGKILL; the next start restores every
// acknowledged action (at most the one in flight is lost). The full and read-only disks are a 1 MB tmpfs, which
// only root may mount: where mounting is not permitted those two skip, saying why. The host puts
// RecoveryStore.health() in every snapshot's DocInfo.recovery (electron/host/session.ts).

import { describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { canonicalJson } from '../../engine/core/hash.js';
import { createHostService } from './host-service.js';
import { FIXTURE_MODULES_DIR, shuttleMoves, tempDir } from './fixtures/helpers.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The child of fixtures/host-recovery-child.ts: `send` a command and read its answer; `post` one unanswered. */
function hostChild(dataDir: string, docsDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'fixtures', 'host-recovery-child.ts'), dataDir, docsDir],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const r = await lines.next();
    if (r.done) throw new Error('the child ended');
    return r.value;
  };
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  return {
    next,
    send: (command: string) => {
      child.stdin!.write(`${command}\n`);
      return next();
    },
    post: (command: string) => child.stdin!.write(`${command}\n`),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The state after the first `n` of the child's moves, played here with the same seed. */
async function reference(n: number): Promise<string> {
  const data = await tempDir();
  const docs = await tempDir();
  const s = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  let last = await s.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'full-seed', mode: 'honor' });
  for (const action of shuttleMoves(n)) last = await s.act({ action });
  if (!last.ok) throw new Error(last.error.message);
  const state = canonicalJson(last.value.view!.state);
  await s.close();
  await data.cleanup();
  await docs.cleanup();
  return state;
}

/**
 * Plays the scenario in a child on `dataDir`: `fail` makes the folder fail, the snapshots must say `code`;
 * `heal` makes it work again. Then a crash, and the restore is checked against the acknowledged actions.
 * `slack`: how many appends may still fit after `fail` (on a real full disk, in the journal's last block).
 */
async function crashWhileFailing(
  dataDir: string,
  fail: () => Promise<void>,
  heal: () => Promise<void>,
  code: string,
  slack = 0,
) {
  const docs = await tempDir();
  const c = hostChild(dataDir, docs.dir);
  let acked = 0;
  const act = async (recovery: string) => {
    expect(await c.send('act')).toBe(`acted ${acked + 1} ${recovery}`);
    acked++;
  };
  try {
    expect(await c.next()).toBe('ready');
    expect(await c.send('new')).toBe('new on');
    await act('on');
    await act('on');
    await fail();
    let answer = await c.send('act');
    for (let i = 0; i < slack && answer === `acted ${acked + 1} on`; i++) {
      acked++;
      answer = await c.send('act');
    }
    // The move is made, and the page is told at once that recovery is off.
    expect(answer).toBe(`acted ${++acked} ${code}`);
    await act(code);
    await heal();
    await act('on'); // the whole journal written again: nothing is missing
    c.post('act'); // in flight when the process dies
  } finally {
    await c.kill();
  }
  const service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  try {
    const info = await service.checkRecovery({});
    if (!info.ok || !info.value) throw new Error(`nothing to recover: ${JSON.stringify(info)}`);
    const n = info.value.actions;
    expect(n === acked || n === acked + 1, `${n} actions restored, ${acked} acknowledged`).toBe(true);
    const restored = await service.restoreRecovery({});
    if (!restored.ok) throw new Error(restored.error.message);
    expect(restored.value.log).toHaveLength(n);
    expect(canonicalJson(restored.value.view!.state)).toBe(await reference(n));
  } finally {
    await service.close();
    await docs.cleanup();
  }
}

/** Mounts a 1 MB tmpfs on `dir`; the reason it cannot be done (not root, no mount namespace...), or null. */
function mountTmpfs(dir: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    return (err.stderr?.toString().trim() || err.message).split('\n')[0]!;
  }
}

/** A 1 MB tmpfs for one test, or the test skipped with the reason printed; the data folder in it. */
async function onTmpfs(
  skip: (note: string) => never,
): Promise<{ dataDir: string; mount: string; done: () => Promise<void> }> {
  const t = await tempDir();
  const mount = join(t.dir, 'disk');
  await mkdir(mount);
  const why = mountTmpfs(mount);
  if (why) {
    await t.cleanup();
    const note = `a real disk that fails needs a tmpfs, which cannot be mounted here (${why})`;
    console.log(`skipped: ${note}`);
    skip(note);
  }
  const dataDir = join(mount, 'data');
  await mkdir(dataDir);
  return {
    dataDir,
    mount,
    done: async () => {
      execFileSync('umount', ['-l', mount], { stdio: 'pipe' });
      await t.cleanup();
    },
  };
}

describe('crash recovery through the host, on a data folder that fails', () => {
  it('its recovery folder replaced by a file: "gone" while it lasts, then all acknowledged is restored', async () => {
    const data = await tempDir();
    const rec = join(data.dir, 'recovery');
    await crashWhileFailing(
      data.dir,
      async () => {
        await rm(rec, { recursive: true });
        await writeFile(rec, 'not a folder');
      },
      () => unlink(rec),
      'gone',
    );
    await data.cleanup();
  }, 90_000);

  it('a real full disk (a 1 MB tmpfs): "full" while it lasts, then all acknowledged is restored', async (ctx) => {
    const disk = await onTmpfs((note) => ctx.skip(note));
    const filler = join(disk.mount, 'filler');
    try {
      await crashWhileFailing(
        disk.dataDir,
        async () => {
          // Fill what is left: the write stops at ENOSPC with the disk full.
          await expect(writeFile(filler, Buffer.alloc(2 * 1048576, 1))).rejects.toThrow(/ENOSPC/);
        },
        () => unlink(filler),
        'full',
        40,
      );
    } finally {
      await disk.done();
    }
  }, 90_000);

  it('a real read-only disk (tmpfs remounted ro): "read-only" while it lasts, then all is restored', async (ctx) => {
    const disk = await onTmpfs((note) => ctx.skip(note));
    const remount = (mode: 'ro' | 'rw') => async () => {
      execFileSync('mount', ['-o', `remount,${mode}`, disk.mount], { stdio: 'pipe' });
    };
    try {
      await crashWhileFailing(disk.dataDir, remount('ro'), remount('rw'), 'read-only');
    } finally {
      await disk.done();
    }
  }, 90_000);
});
