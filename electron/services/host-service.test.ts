import { SAVE_MIGRATIONS } from '../../schemas/migrations/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cp, readdir, readFile, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeEntry } from '../../engine/core/log.js';
import type { SentSnapshot } from '../../schemas/host-api.js';
import type { JsonValue } from '../../engine/core/types.js';
import type { HostServiceLike } from '../dispatch.js';
import { createHostService, type HostService } from './host-service.js';
import { MAX_ARG_BYTES, MAX_ARG_DEPTH } from './arg-limits.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import { resign } from './fixtures/resign.js';
import { loadIdentity } from './identity.js';
import { FIXTURE_MODULES_DIR, shuttleMoves, tempDir, value } from './fixtures/helpers.js';
import { linesOf } from './fixtures/sent-log.js';

const BAD_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'e2e', 'fixtures', 'bad');

let data: Awaited<ReturnType<typeof tempDir>>;
let docs: Awaited<ReturnType<typeof tempDir>>;
let service: HostService;

beforeEach(async () => {
  data = await tempDir();
  docs = await tempDir();
  service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
});
afterEach(async () => {
  await service.close();
  await data.cleanup();
  await docs.cleanup();
});

async function newGame(): Promise<SentSnapshot> {
  return value(await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'seed-1', mode: 'honor' }));
}

/** Every file under a folder with its size and modification time, to prove nothing was touched. */
async function fingerprint(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const p = join(e.parentPath ?? (e as unknown as { path: string }).path, e.name);
    const s = await stat(p);
    out.push(`${p}:${s.size}:${s.mtimeMs}:${(await readFile(p)).toString('base64').slice(0, 4000)}`);
  }
  return out.sort();
}

describe('host service: modules and games', () => {
  it('lists modules and gives one module whole', async () => {
    expect(value(await service.listModules({})).map((m) => m.id)).toEqual(['test']);
    expect(value(await service.getModule({ moduleId: 'test' })).manifest.title).toBe('Test Skirmish');
    expect(await service.getModule({ moduleId: 'isabella' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-module' },
    });
  });

  it('validates every argument object against the host API schema', async () => {
    expect(await service.getModule({ moduleId: '../etc' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' },
    });
    const extra = await service.newGame({ moduleId: 'test', scenarioId: 'meeting', cheat: 1 } as never);
    expect(extra).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    if (!extra.ok) expect(extra.error.message).toContain('"cheat"');
    expect(await service.act({ action: { side: 'red', verb: 'move' } } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' },
    });
    expect(await service.undo({ x: 1 } as never)).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
  });

  it('with no game open: an empty snapshot, and acting is refused', async () => {
    expect(value(await service.getSnapshot({}))).toEqual({
      doc: null,
      view: null,
      log: [],
      logEvents: '[]',
      logFrom: 0,
    });
    expect(await service.act({ action: shuttleMoves(1)[0] })).toMatchObject({ ok: false, error: { code: 'no-game' } });
    expect(await service.save({})).toMatchObject({ ok: false, error: { code: 'no-game' } });
  });

  it('starts a game and answers the view for the asked side with the log and its events', async () => {
    const s = await newGame();
    expect(s.doc).toMatchObject({
      fileName: null,
      dirty: true,
      canUndo: false,
      canRedo: false,
      moduleId: 'test',
      scenarioId: 'meeting',
    });
    expect(s.view?.side).toBe('red'); // the active side by default
    const acted = value(await service.act({ action: shuttleMoves(1)[0] }));
    expect(acted.log).toHaveLength(1);
    expect(acted.log[0]).toMatchObject({ seq: 0, side: 'red', verb: 'move' });
    expect(linesOf(acted)[0]!.events.length).toBeGreaterThan(0);
    expect(acted.doc!.revision).toBeGreaterThan(s.doc!.revision);
    const blue = value(await service.getSnapshot({ side: 'blue' }));
    expect(blue.view?.side).toBe('blue');
    expect(value(await service.getSnapshot({ side: 'green' })).view?.side).toBe('blue');
  });

  it('refuses an action whose args hold __proto__ / constructor (it would make the save unopenable)', async () => {
    await newGame();
    const args = JSON.parse('{"piece": "red-inf-1", "to": {"kind": "hex", "hex": "0202", "__proto__": {"x": 1}}}');
    const r = await service.act({ action: { side: 'red', verb: 'move', args } });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    if (!r.ok) expect(r.error.message).toContain('/action/args/to/__proto__');
    expect(value(await service.getSnapshot({})).log).toHaveLength(0);
  });

  it('refuses an action (and a preview) whose args nest too deep or are too large; saving still works', async () => {
    await newGame();
    let deep: JsonValue = { kind: 'hex', hex: '0202' };
    for (let i = 0; i < 5000; i++) deep = { inner: deep };
    const r = await service.act({ action: { side: 'red', verb: 'move', args: { piece: 'red-inf-1', to: deep } } });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    if (!r.ok) expect(r.error.message).toContain(`deeper than ${MAX_ARG_DEPTH} levels`);
    const big = { piece: 'red-inf-1', note: 'x'.repeat(MAX_ARG_BYTES) };
    const p = await service.preview({ action: { side: 'red', verb: 'move', args: big } });
    expect(p).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    if (!p.ok) expect(p.error.message).toContain(`more than ${MAX_ARG_BYTES} bytes`);
    expect(value(await service.getSnapshot({})).log).toHaveLength(0);
    value(await service.act({ action: shuttleMoves(1)[0] }));
    expect(value(await service.saveAs({ name: 'after deep' }))!.doc!.dirty).toBe(false);
  });

  it('refused actions answer code "rejected" with the violations, and change nothing', async () => {
    const s = await newGame();
    const r = await service.act({
      action: { side: 'red', verb: 'move', args: { piece: 'ghost', to: { kind: 'hex', hex: '0101' } } },
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'rejected' } });
    if (!r.ok) expect(r.error.violations?.length).toBeGreaterThan(0);
    expect(value(await service.getSnapshot({})).doc!.revision).toBe(s.doc!.revision);
  });

  it('revisions only go up, even across new games', async () => {
    await newGame();
    for (const a of shuttleMoves(3)) await service.act({ action: a });
    const before = value(await service.getSnapshot({})).doc!.revision;
    const again = await newGame();
    expect(again.doc!.revision).toBeGreaterThan(before);
  });

  it('a view the engine cannot compute answers engine-failed', async () => {
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runnerFactory: (m) => ({
        ...createLocalRunner(m),
        view: async () => {
          throw new Error('view loops');
        },
      }),
    });
    expect(await s.newGame({ moduleId: 'test', scenarioId: 'meeting' })).toMatchObject({
      ok: false,
      error: { code: 'engine-failed' },
    });
    await s.close();
  });

  it('undo and redo', async () => {
    await newGame();
    for (const a of shuttleMoves(3)) await service.act({ action: a });
    const u = value(await service.undo({}));
    expect(u.log).toHaveLength(2);
    expect(u.doc).toMatchObject({ canUndo: true, canRedo: true });
    const r = value(await service.redo({}));
    expect(r.log).toHaveLength(3);
    expect(r.doc!.canRedo).toBe(false);
    expect(r.doc!.revision).toBeGreaterThan(u.doc!.revision);
  });

  it('concurrent calls run one at a time', async () => {
    await newGame();
    const results = await Promise.all(shuttleMoves(10).map((a) => service.act({ action: a })));
    expect(results.every((r) => r.ok)).toBe(true);
    const s = value(await service.getSnapshot({}));
    expect(s.log.map((l) => l.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('runs the engine in a worker thread by default', async () => {
    const w = await createHostService({ modulesDir: FIXTURE_MODULES_DIR, dataDir: data.dir, docsDir: docs.dir });
    try {
      value(await w.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 'w', mode: 'honor' }));
      const s = value(await w.act({ action: shuttleMoves(1)[0] }));
      expect(s.view!.state.pieces.find((p) => p.id === 'red-inf-1')!.at).toEqual({ kind: 'hex', hex: '0202' });
    } finally {
      await w.close();
    }
  }, 30000);
});

describe('host service: files', () => {
  it('save needs a name first; saveAs writes into the documents folder; save overwrites it', async () => {
    await newGame();
    await service.act({ action: shuttleMoves(1)[0] });
    expect(await service.save({})).toMatchObject({ ok: false, error: { code: 'needs-name' } });
    expect(await service.saveAs({})).toMatchObject({ ok: false, error: { code: 'needs-name' } });
    const saved = value(await service.saveAs({ name: 'First game' }));
    expect(saved!.doc).toMatchObject({ fileName: 'First game.sandtable', dirty: false });
    const path = join(docs.dir, 'First game.sandtable');
    const first = JSON.parse(await readFile(path, 'utf8'));
    expect(first.log).toHaveLength(1);
    expect(service.isDirty()).toBe(false);
    await service.act({ action: shuttleMoves(2)[1] });
    expect(service.isDirty()).toBe(true);
    value(await service.save({}));
    expect(JSON.parse(await readFile(path, 'utf8')).log).toHaveLength(2);
  });

  it("saveAs refuses to replace another game of the same name with 'exists' unless told to overwrite", async () => {
    await newGame();
    value(await service.saveAs({ name: 'taken' }));
    const path = join(docs.dir, 'taken.sandtable');
    const first = await readFile(path, 'utf8');
    await newGame();
    await service.act({ action: shuttleMoves(1)[0] });
    const r = await service.saveAs({ name: 'taken' });
    expect(r).toMatchObject({ ok: false, error: { code: 'exists' } });
    if (!r.ok) expect(r.error.message).toBe('A saved game named "taken.sandtable" already exists. Replace it?');
    expect(await readFile(path, 'utf8')).toBe(first);
    expect(service.isDirty()).toBe(true);
    expect(await service.saveAs({ name: 'taken', overwrite: false })).toMatchObject({ error: { code: 'exists' } });
    const replaced = value(await service.saveAs({ name: 'taken', overwrite: true }));
    expect(replaced!.doc).toMatchObject({ fileName: 'taken.sandtable', dirty: false });
    expect(JSON.parse(await readFile(path, 'utf8')).log).toHaveLength(1);
    // The game's own file is not another game: Save, and Save As under its own name, never ask.
    await service.act({ action: shuttleMoves(2)[1] });
    value(await service.save({}));
    await service.act({ action: shuttleMoves(3)[2] });
    value(await service.saveAs({ name: 'taken' }));
    expect(JSON.parse(await readFile(path, 'utf8')).log).toHaveLength(3);
    expect(await service.saveAs({ name: 'x', overwrite: 'yes' } as never)).toMatchObject({
      error: { code: 'invalid-args' },
    });
  });

  it('creates the documents folder on the first save', async () => {
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: join(docs.dir, 'Sandtable', 'Games'),
      runner: 'inprocess',
    });
    // The service satisfies the shell's view of it without a cast (electron/dispatch.ts).
    const shellView: HostServiceLike = s;
    expect(typeof shellView.openPath).toBe('function');
    value(await s.newGame({ moduleId: 'test', scenarioId: 'meeting' }));
    value(await s.saveAs({ name: 'first' }));
    expect(await readdir(join(docs.dir, 'Sandtable', 'Games'))).toEqual(['first.sandtable']);
    await s.close();
  });

  it('refuses save-as names that leave the folder, and writes nothing', async () => {
    await newGame();
    expect(await service.saveAs({ name: '../escape' })).toMatchObject({ ok: false });
    expect(await service.saveAs({ name: 'a/b' })).toMatchObject({ ok: false });
    expect(await readdir(docs.dir)).toEqual([]);
  });

  it('lists saved games by id and opens one by id, as it was saved', async () => {
    await newGame();
    for (const a of shuttleMoves(3)) await service.act({ action: a });
    const saved = value(await service.saveAs({ name: 'listed' }))!;
    await newGame();
    const files = value(await service.listFiles({}));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: 'listed.sandtable', recent: true });
    const opened = value(await service.openFile({ fileId: files[0].id }));
    expect(opened.log).toEqual(saved.log);
    expect(opened.view!.state).toEqual(saved.view!.state);
    expect(opened.doc).toMatchObject({ fileName: 'listed.sandtable', dirty: false, canUndo: true });
    expect(await service.openFile({ fileId: 'abc' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('saveToPath (native dialog) adds the extension; openPath opens it', async () => {
    await newGame();
    await service.act({ action: shuttleMoves(1)[0] });
    const other = await tempDir();
    value(await service.saveToPath(join(other.dir, 'mailed')));
    await newGame();
    const opened = value(await service.openPath(join(other.dir, 'mailed.sandtable')));
    expect(opened.log).toHaveLength(1);
    expect(opened.doc!.fileName).toBe('mailed.sandtable');
    await other.cleanup();
  });

  it('saving into a folder clears the temporary file an earlier killed save left there', async () => {
    await newGame();
    const other = await tempDir();
    // Named as atomicWriteFile names its temporary files, by a process that no longer runs, two minutes ago.
    const leftover = join(other.dir, '.mailed.sandtable.4194999.0123456789ab.tmp');
    await writeFile(leftover, '{"partial":');
    const old = new Date(Date.now() - 120_000);
    await utimes(leftover, old, old);
    value(await service.saveToPath(join(other.dir, 'mailed')));
    expect(await readdir(other.dir)).toEqual(['mailed.sandtable']);
    await other.cleanup();
  });

  it('saving over a file converted from an older format keeps the original as .old-format.bak', async () => {
    await newGame();
    await service.act({ action: shuttleMoves(1)[0] });
    await service.saveAs({ name: 'v1' });
    const current = JSON.parse(await readFile(join(docs.dir, 'v1.sandtable'), 'utf8'));
    const { log, snapshots: _s, ...rest } = current;
    const v0Text = JSON.stringify({ ...rest, formatVersion: 0, actions: log });
    await writeFile(join(docs.dir, 'old.sandtable'), v0Text);
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
      migrations: [
        {
          from: 0,
          to: 1,
          describe: 'actions became log',
          up: ({ actions, ...d }) => ({ ...d, formatVersion: 1, log: actions, snapshots: [] }),
        },
        ...SAVE_MIGRATIONS,
      ],
    });
    const opened = value(await s.openPath(join(docs.dir, 'old.sandtable')));
    expect(opened.doc!.warnings?.map((w) => w.code)).toEqual(['migrated', 'migrated']);
    value(await s.save({}));
    expect(await readFile(join(docs.dir, 'old.sandtable.old-format.bak'), 'utf8')).toBe(v0Text);
    expect(JSON.parse(await readFile(join(docs.dir, 'old.sandtable'), 'utf8')).formatVersion).toBe(2);
    await s.close();
  });

  it('openContents opens a dropped file; save then asks for a name', async () => {
    await newGame();
    await service.act({ action: shuttleMoves(1)[0] });
    await service.saveAs({ name: 'dropped' });
    const text = await readFile(join(docs.dir, 'dropped.sandtable'), 'utf8');
    const s = value(await service.openContents({ name: 'dropped.sandtable', text }));
    expect(s.doc!.fileName).toBe('dropped.sandtable');
    expect(await service.save({})).toMatchObject({ ok: false, error: { code: 'needs-name' } });
  });

  it('opening a module-mismatched file works and carries the warning', async () => {
    await newGame();
    await service.saveAs({ name: 'm' });
    const file = JSON.parse(await readFile(join(docs.dir, 'm.sandtable'), 'utf8'));
    file.module.version = '0.9.0';
    // The module reference is part of the genesis: a game really played with 0.9.0 has it in its genesis.
    const played = resign(file, await loadIdentity(data.dir));
    const s = value(await service.openContents({ name: 'm.sandtable', text: JSON.stringify(played) }));
    expect(s.doc!.warnings?.map((w) => w.code)).toEqual(['module-mismatch']);
  });

  describe('a bad file never changes the open game or any file', () => {
    const cases: [string, string][] = [
      ['malformed.sandtable', 'malformed-json'],
      ['truncated.sandtable', 'malformed-json'],
      ['invalid.sandtable', 'invalid'],
      ['newer.sandtable', 'newer-format'],
      ['unknown-module.sandtable', 'unknown-module'],
      ['proto.sandtable', 'forbidden-key'],
      ['tampered.sandtable', 'tampered'],
    ];

    async function openGameState() {
      await newGame();
      for (const a of shuttleMoves(4)) await service.act({ action: a });
      await service.saveAs({ name: 'keep' });
      await service.act({ action: shuttleMoves(5)[4] }); // dirty, with a recovery file
      return {
        snap: value(await service.getSnapshot({})),
        docsPrint: await fingerprint(docs.dir),
        dataPrint: await fingerprint(data.dir),
      };
    }

    it.each(cases)('%s -> %s (by contents and by path)', async (name, code) => {
      const before = await openGameState();
      const text = await readFile(join(BAD_DIR, name), 'utf8');
      const byContents = await service.openContents({ name, text });
      expect(byContents).toMatchObject({ ok: false, error: { code } });
      const byPath = await service.openPath(join(BAD_DIR, name));
      expect(byPath).toMatchObject({ ok: false, error: { code } });
      expect(value(await service.getSnapshot({}))).toEqual(before.snap);
      expect(service.isDirty()).toBe(true);
      expect(await fingerprint(docs.dir)).toEqual(before.docsPrint);
      expect(await fingerprint(data.dir)).toEqual(before.dataPrint);
    });

    it('a file over 50 MB (made now, sparse) -> too-large', async () => {
      const before = await openGameState();
      const big = await tempDir();
      const p = join(big.dir, 'huge.sandtable');
      await writeFile(p, '');
      await truncate(p, 50 * 1024 * 1024 + 1);
      expect(await service.openPath(p)).toMatchObject({ ok: false, error: { code: 'too-large' } });
      expect(
        await service.openContents({ name: 'huge.sandtable', text: '['.repeat(50 * 1024 * 1024 + 1) }),
      ).toMatchObject({ ok: false, error: { code: 'too-large' } });
      expect(value(await service.getSnapshot({}))).toEqual(before.snap);
      expect(await fingerprint(docs.dir)).toEqual(before.docsPrint);
      expect(await fingerprint(data.dir)).toEqual(before.dataPrint);
      await big.cleanup();
    });

    it('a file the rules cannot replay (replay-failed, unknown-scenario), and the open game keeps working', async () => {
      const before = await openGameState();
      const file = JSON.parse(await readFile(join(docs.dir, 'keep.sandtable'), 'utf8'));
      // A correctly chained log whose second entry moves a piece the scenario does not have.
      const ghost = makeEntry(file.log[0], {
        side: 'red',
        verb: 'move',
        args: { piece: 'ghost', to: { kind: 'hex', hex: '0101' } },
      });
      const me = await loadIdentity(data.dir);
      const r1 = await service.openContents({
        name: 'x.sandtable',
        text: JSON.stringify(resign({ ...file, log: [file.log[0], ghost] }, me)),
      });
      expect(r1).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
      if (!r1.ok) expect(r1.error.message).toMatch(/entry 1/);
      const changed = { ...file, setup: { ...file.setup, scenarioId: 'no-such-scenario' } };
      // A set-up changed after the start breaks the genesis; a game that started so cannot be set up.
      expect(await service.openContents({ name: 'x.sandtable', text: JSON.stringify(changed) })).toMatchObject({
        ok: false,
        error: { code: 'tampered' },
      });
      const r = await service.openContents({ name: 'x.sandtable', text: JSON.stringify(resign(changed, me)) });
      expect(r).toMatchObject({ ok: false, error: { code: 'unknown-scenario' } });
      expect(await fingerprint(docs.dir)).toEqual(before.docsPrint);
      expect(await fingerprint(data.dir)).toEqual(before.dataPrint);
      expect(value(await service.getSnapshot({}))).toEqual(before.snap);
      expect((await service.act({ action: shuttleMoves(1)[0] })).ok).toBe(true);
    });
  });
});

describe('host service: failures', () => {
  it('an engine failure while acting answers engine-failed, not a rules refusal', async () => {
    let runner: ReturnType<typeof createLocalRunner> | null = null;
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runnerFactory: (m) => (runner = createLocalRunner(m)),
    });
    value(await s.newGame({ moduleId: 'test', scenarioId: 'meeting' }));
    runner!.failNext = true;
    const r = await s.act({ action: shuttleMoves(1)[0] });
    expect(r).toMatchObject({ ok: false, error: { code: 'engine-failed', violations: [{ rule: 'engine.crash' }] } });
    expect(value(await s.getSnapshot({})).log).toHaveLength(0);
    await s.close();
  });

  it('an engine that throws while a file is replayed: replay-failed, its runner disposed, the open game kept', async () => {
    let broken = false;
    let disposed = 0;
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runnerFactory: (m) => {
        const r = createLocalRunner(m);
        if (!broken) return r;
        // Opening replays the whole log in one engine call (open; replay for a converted file); apply is broken
        // too, for any path that uses it.
        const gone = async (): Promise<never> => {
          throw new Error('worker gone');
        };
        return {
          ...r,
          apply: gone,
          open: gone,
          replay: gone,
          dispose: async () => {
            disposed++;
          },
        };
      },
    });
    value(await s.newGame({ moduleId: 'test', scenarioId: 'meeting' }));
    await s.act({ action: shuttleMoves(1)[0] });
    value(await s.saveAs({ name: 'r' }));
    const before = value(await s.getSnapshot({}));
    broken = true;
    const r = await s.openPath(join(docs.dir, 'r.sandtable'));
    expect(r).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
    expect(disposed).toBe(1);
    expect(value(await s.getSnapshot({}))).toEqual(before);
    await s.close();
  });

  it('a game of an installed but broken module says what is broken (module-invalid)', async () => {
    await newGame();
    await service.act({ action: shuttleMoves(1)[0] });
    await service.saveAs({ name: 'g' });
    const text = await readFile(join(docs.dir, 'g.sandtable'), 'utf8');
    const mods = await tempDir();
    await cp(join(FIXTURE_MODULES_DIR, 'test'), join(mods.dir, 'test'), { recursive: true });
    await writeFile(join(mods.dir, 'test', 'units.json'), '[{"id": 1}]');
    const s = await createHostService({
      modulesDir: mods.dir,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    const r = await s.openContents({ name: 'g.sandtable', text });
    expect(r).toMatchObject({ ok: false, error: { code: 'module-invalid' } });
    if (!r.ok) expect(r.error.message).toMatch(/units\.json/);
    await s.close();
    await mods.cleanup();
  });
});

describe('host service: the rest', () => {
  it('openDialog has no native dialog here; setTitle is remembered', async () => {
    expect(await service.openDialog({})).toMatchObject({ ok: false, error: { code: 'no-native-dialog' } });
    expect(await service.setTitle({ title: 'Sandtable — game*' })).toEqual({ ok: true, value: null });
    expect(service.title()).toBe('Sandtable — game*');
  });

  it('setLanguage remembers the page language across runs, keeps the recent files, refuses others', async () => {
    expect(await service.uiLanguage()).toBeNull();
    value(await service.newGame({ moduleId: 'test', scenarioId: 'meeting' }));
    value(await service.saveAs({ name: 'lang-game' }));
    expect(await service.setLanguage({ language: 'es' })).toEqual({ ok: true, value: null });
    expect(await service.uiLanguage()).toBe('es');
    const bad = await service.setLanguage({ language: 'fr' } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    expect(await service.uiLanguage()).toBe('es');
    const settings = JSON.parse(await readFile(join(data.dir, 'settings.json'), 'utf8')) as {
      language: string;
      recentFiles: string[];
    };
    expect(settings.language).toBe('es');
    expect(settings.recentFiles.some((p) => p.endsWith('lang-game.sandtable'))).toBe(true);
    const again = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    expect(await again.uiLanguage()).toBe('es');
    await again.close();
  });

  it('accepts an injected runner factory', async () => {
    let made = 0;
    const s = await createHostService({
      modulesDir: FIXTURE_MODULES_DIR,
      dataDir: data.dir,
      docsDir: docs.dir,
      runnerFactory: (m) => {
        made++;
        return createLocalRunner(m);
      },
    });
    value(await s.newGame({ moduleId: 'test', scenarioId: 'meeting' }));
    expect(made).toBe(1);
    await s.close();
  });
});
