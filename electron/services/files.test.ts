import { describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile, utimes } from 'node:fs/promises';
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
  SettingsStore,
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
