import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HostError, SentSnapshot } from '../../schemas/host-api.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { createHostService, type HostService } from './host-service.js';
import { NEARLY_FULL } from './save-size.js';
import { FIXTURE_MODULES_DIR, tempDir, value } from './fixtures/helpers.js';

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

const NOTE = 60_000;
const sizeWarning = (s: SentSnapshot): HostError | undefined =>
  s.doc?.warnings?.find((w) => w.code === 'nearly-too-large' || w.code === 'too-large-to-save');

describe('host service: games too long for one file', () => {
  it('warns past 80% of the open limit, refuses to save past it (file unchanged), and saves after undos', async () => {
    value(await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    value(await service.saveAs({ name: 'long' }));
    const path = join(docs.dir, 'long.sandtable');
    const note = (i: number) =>
      service.act({ action: { side: 'red', verb: 'note', args: { text: `${i}`.padEnd(NOTE, '.') } } });
    let snap = value(await note(0));
    expect(sizeWarning(snap)).toBeUndefined();
    // Each note adds a little over NOTE bytes: the warning comes once the file would pass 80% of the limit.
    let i = 1;
    for (; !sizeWarning(snap) && i < MAX_SAVE_BYTES / NOTE; i++) snap = value(await note(i));
    expect(sizeWarning(snap)).toMatchObject({ code: 'nearly-too-large' });
    expect(sizeWarning(snap)?.message).toMatch(/80% of the 50 MB .* about [\d,]+ more actions fit/);
    value(await service.save({}));
    const at80 = Buffer.byteLength(await readFile(path, 'utf8'));
    expect(at80).toBeGreaterThan(NEARLY_FULL * MAX_SAVE_BYTES - 1024);
    expect(at80).toBeLessThan(NEARLY_FULL * MAX_SAVE_BYTES + NOTE + 1024);
    const saved = await readFile(path, 'utf8');
    for (; i < Math.ceil(MAX_SAVE_BYTES / NOTE) + 2; i++) snap = value(await note(i));
    expect(sizeWarning(snap)).toMatchObject({ code: 'too-large-to-save' });

    const refused = await service.save({});
    expect(refused).toMatchObject({ ok: false, error: { code: 'too-large-to-save' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/too long for one file: saved, it would take 5\d\.\d MB/);
    expect(await readFile(path, 'utf8')).toBe(saved);

    // As many undos as the message says are enough.
    const undos = Number(/undo its last (\d+) or more actions/.exec(refused.ok ? '' : refused.error.message)?.[1]);
    expect(undos).toBeGreaterThan(0);
    for (let k = 0; k < undos; k++) value(await service.undo({}));
    const after = value(await service.save({}));
    expect(after.doc?.dirty).toBe(false);
    expect(sizeWarning(after)).toMatchObject({ code: 'nearly-too-large' });
    const text = await readFile(path, 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_SAVE_BYTES);
    const reopened = value(await service.openContents({ text, name: 'long' }));
    expect(reopened.logFrom + reopened.log.length).toBe(i - undos);
    // Measured on opening, from the file's own size (no journal is written for a game just opened).
    expect(sizeWarning(reopened)).toMatchObject({ code: 'nearly-too-large' });
  }, 180_000);
});
