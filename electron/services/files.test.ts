import { describe, expect, it } from 'vitest';
import { mkdir, readdir, readFile, symlink, writeFile, utimes } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  atomicWriteFile,
  FileCatalog,
  fileIdOf,
  fileNameOf,
  nodeFsOps,
  readSaveText,
  removeStaleTempFiles,
  SettingsStore,
  STALE_TEMP_MS,
  tempNameFor,
  validateSaveName,
  withSaveExtension,
  type AtomicFsOps,
} from './files.js';
import { tempDir } from './fixtures/helpers.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The real file system, except that writing stops with an error after `limit` bytes (a crash mid-write). */
function failingAfter(limit: number): AtomicFsOps {
  return {
    ...nodeFsOps,
    async open(path, flags, mode) {
      const h = await nodeFsOps.open(path, flags, mode);
      let written = 0;
      return {
        async write(buf, offset, length, position) {
          if (written + length > limit) {
            const part = limit - written;
            if (part > 0) await h.write(buf, offset, part, position);
            written = limit;
            throw Object.assign(new Error('ENOSPC: no space left on device (simulated)'), { code: 'ENOSPC' });
          }
          const r = await h.write(buf, offset, length, position);
          written += r.bytesWritten;
          return r;
        },
        sync: () => h.sync(),
        close: () => h.close(),
      };
    },
  };
}

describe('atomicWriteFile', () => {
  it('replaces the file with the new contents', async () => {
    const t = await tempDir();
    const p = join(t.dir, 'game.sandtable');
    await writeFile(p, 'old');
    await atomicWriteFile(p, 'new contents');
    expect(await readFile(p, 'utf8')).toBe('new contents');
    expect(await readdir(t.dir)).toEqual(['game.sandtable']);
    await t.cleanup();
  });

  it('a write that fails midway leaves the old file intact and no temp file behind', async () => {
    const t = await tempDir();
    const p = join(t.dir, 'game.sandtable');
    const old = '{"old": "complete file"}\n';
    await writeFile(p, old);
    const big = 'x'.repeat(3 * 1024 * 1024);
    await expect(atomicWriteFile(p, big, failingAfter(1024 * 1024 + 17))).rejects.toThrow(/ENOSPC/);
    expect(await readFile(p, 'utf8')).toBe(old);
    expect(await readdir(t.dir)).toEqual(['game.sandtable']);
    await t.cleanup();
  });

  it('a failing rename leaves the old file intact', async () => {
    const t = await tempDir();
    const p = join(t.dir, 'a.json');
    await writeFile(p, 'old');
    const ops: AtomicFsOps = {
      ...nodeFsOps,
      rename: async () => {
        throw new Error('EXDEV (simulated)');
      },
    };
    await expect(atomicWriteFile(p, 'new', ops)).rejects.toThrow(/EXDEV/);
    expect(await readFile(p, 'utf8')).toBe('old');
    expect(await readdir(t.dir)).toEqual(['a.json']);
    await t.cleanup();
  });

  it('a process killed (SIGKILL) in the middle of saving never leaves a partial file', async () => {
    const t = await tempDir();
    const p = join(t.dir, 'big.bin');
    await writeFile(p, Buffer.alloc(8 * 1024 * 1024, 64)); // version 0: '@' repeated
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'fixtures', 'atomic-writer-child.ts'), p], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        // Kill after a few complete writes, at a random moment of the next one.
        if ((out.match(/wrote/g) ?? []).length >= 3 && !child.killed)
          setTimeout(() => child.kill('SIGKILL'), Math.random() * 20);
      });
      child.on('exit', () => resolve());
    });
    const data = await readFile(p);
    expect(data.length).toBe(8 * 1024 * 1024);
    expect(data.every((b) => b === data[0])).toBe(true); // one complete version, never a mix or a stub
    await t.cleanup();
  }, 30000);
});

describe('removeStaleTempFiles', () => {
  it('removes only leftovers of our own naming, a minute old, whose writer is gone (or an hour old)', async () => {
    const t = await tempDir();
    const now = Date.now();
    const at = async (name: string, ageMs: number) => {
      const p = join(t.dir, name);
      await writeFile(p, 'partial');
      const when = new Date(now - ageMs);
      await utimes(p, when, when);
    };
    const dead = tempNameFor('game.sandtable', 999_999);
    const live = tempNameFor('game.sandtable', 1234);
    const hung = tempNameFor('other.sandtable', 1234);
    const fresh = tempNameFor('new.sandtable', 999_999);
    await at(dead, 2 * STALE_TEMP_MS);
    await at(live, 2 * STALE_TEMP_MS);
    await at(hung, 2 * 60 * 60_000);
    await at(fresh, 1000);
    // Names that are not atomicWriteFile's: never touched, however old.
    const others = ['game.sandtable', '.game.sandtable.tmp', 'notes.tmp', '.x.12.ABCDEF012345.tmp', '.x.12.0123.tmp'];
    for (const n of others) await at(n, 2 * 60 * 60_000);
    // Something of our naming that is not a regular file: a folder, a symlink.
    await mkdir(join(t.dir, tempNameFor('dir.sandtable', 999_999)));
    await symlink(join(t.dir, 'game.sandtable'), join(t.dir, tempNameFor('link.sandtable', 999_999)));
    const running = async (pid: number) => pid === 1234;
    expect((await removeStaleTempFiles(t.dir, now, running)).sort()).toEqual([dead, hung].sort());
    const left = await readdir(t.dir);
    expect(left).toContain(live);
    expect(left).toContain(fresh);
    for (const n of others) expect(left).toContain(n);
    expect(left).toHaveLength(others.length + 4);
    expect(await readFile(join(t.dir, 'game.sandtable'), 'utf8')).toBe('partial');
    expect(await removeStaleTempFiles(join(t.dir, 'missing'))).toEqual([]);
    await t.cleanup();
  });

  it('a save killed mid-write leaves a temp file that listing the folder clears once it is stale', async () => {
    const t = await tempDir();
    const p = join(t.dir, 'game.sandtable');
    await writeFile(p, 'old');
    // What a killed save leaves: its temp file, written as atomicWriteFile names it, by a process now gone.
    await expect(atomicWriteFile(p, 'x'.repeat(100), failingAfter(10))).rejects.toThrow(/ENOSPC/);
    const leftover = tempNameFor('game.sandtable', 4_194_999); // over Linux's highest pid: no such process
    await writeFile(join(t.dir, leftover), 'x'.repeat(10));
    const old = new Date(Date.now() - 2 * STALE_TEMP_MS);
    await utimes(join(t.dir, leftover), old, old);
    const settings = new SettingsStore(join(t.dir, 'data'));
    const catalog = new FileCatalog(t.dir, settings);
    expect((await catalog.list()).map((f) => f.name)).toEqual(['game.sandtable']);
    expect(await readdir(t.dir)).toEqual(['game.sandtable']);
    await t.cleanup();
  });
});

describe('validateSaveName', () => {
  it('adds the extension once', () => {
    expect(validateSaveName('Turn 3')).toEqual({ ok: true, value: 'Turn 3.sandtable' });
    expect(validateSaveName('turn4.SANDTABLE')).toEqual({ ok: true, value: 'turn4.SANDTABLE' });
  });
  it.each(['../evil', 'a/b', 'a\\b', '..', '.hidden', '', '   ', 'a:b', 'NUL', 'x'.repeat(121), 'tab\there'])(
    'refuses %j',
    (name) => {
      expect(validateSaveName(name)).toMatchObject({ ok: false, error: { code: 'bad-name' } });
    },
  );
});

describe('withSaveExtension and fileNameOf', () => {
  it('adds .sandtable unless the path already ends in it (any case), so main and the service agree on the file', () => {
    expect(withSaveExtension('/home/ana/turn3')).toBe('/home/ana/turn3.sandtable');
    expect(withSaveExtension('/home/ana/turn3.SANDTABLE')).toBe('/home/ana/turn3.SANDTABLE');
    expect(withSaveExtension('/home/ana/turn3.json')).toBe('/home/ana/turn3.json.sandtable');
  });

  it('takes the name after either separator', () => {
    expect(fileNameOf('/home/ana/turn3.sandtable')).toBe('turn3.sandtable');
    expect(fileNameOf('C:\\Users\\ana\\turn3.sandtable')).toBe('turn3.sandtable');
    expect(fileNameOf('turn3.sandtable')).toBe('turn3.sandtable');
  });
});

describe('readSaveText', () => {
  it('refuses a file over 50 MB without reading it (too-large)', async () => {
    const t = await tempDir();
    const p = join(t.dir, 'huge.sandtable');
    await writeFile(p, '');
    const { truncate } = await import('node:fs/promises');
    await truncate(p, 50 * 1024 * 1024 + 1); // sparse: no 50 MB is written
    expect(await readSaveText(p)).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(await readSaveText(join(t.dir, 'missing.sandtable'))).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    await t.cleanup();
  });
});

describe('SettingsStore and FileCatalog', () => {
  it('keeps recent files, most recent first, without duplicates, and survives a damaged settings file', async () => {
    const t = await tempDir();
    const s = new SettingsStore(t.dir);
    expect(await s.read()).toEqual({ recentFiles: [] });
    await s.addRecent(join(t.dir, 'a.sandtable'));
    await s.addRecent(join(t.dir, 'b.sandtable'));
    await s.addRecent(join(t.dir, 'a.sandtable'));
    expect((await s.read()).recentFiles).toEqual([join(t.dir, 'a.sandtable'), join(t.dir, 'b.sandtable')]);
    // Other settings in the same file survive a change of the recent files.
    await writeFile(s.path, JSON.stringify({ language: 'es', recentFiles: [] }));
    await s.addRecent(join(t.dir, 'c.sandtable'));
    expect(await s.read()).toEqual({ language: 'es', recentFiles: [join(t.dir, 'c.sandtable')] });
    await writeFile(s.path, '{ not json');
    expect(await s.read()).toEqual({ recentFiles: [] });
    await t.cleanup();
  });

  it('lists saved games by id only: recent first, then the folder newest first; ids resolve to paths in main', async () => {
    const data = await tempDir();
    const docs = await tempDir();
    const elsewhere = await tempDir();
    await writeFile(join(docs.dir, 'old.sandtable'), '{}');
    await writeFile(join(docs.dir, 'new.sandtable'), '{}');
    await writeFile(join(docs.dir, 'notes.txt'), 'not a game');
    await writeFile(join(elsewhere.dir, 'mailed.sandtable'), '{}');
    await utimes(join(docs.dir, 'old.sandtable'), new Date('2020-01-01'), new Date('2020-01-01'));
    const settings = new SettingsStore(data.dir);
    await settings.addRecent(join(elsewhere.dir, 'mailed.sandtable'));
    await settings.addRecent(join(elsewhere.dir, 'deleted.sandtable'));
    const cat = new FileCatalog(docs.dir, settings);
    const list = await cat.list();
    expect(list.map((f) => [f.name, f.recent])).toEqual([
      ['mailed.sandtable', true],
      ['new.sandtable', false],
      ['old.sandtable', false],
    ]);
    for (const f of list) {
      expect(f.id).toMatch(/^[0-9a-f]{24}$/);
      expect(JSON.stringify(f)).not.toContain(docs.dir);
    }
    expect(await cat.pathOf(list[0].id)).toBe(join(elsewhere.dir, 'mailed.sandtable'));
    expect(await cat.pathOf('ffffffffffffffffffffffff')).toBeNull();
    expect(fileIdOf(join(docs.dir, 'new.sandtable'))).toBe(list[1].id);
    for (const d of [data, docs, elsewhere]) await d.cleanup();
  });
});
