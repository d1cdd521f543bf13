// The verified-prefix cache: a reopened game checks only the signatures this machine has not checked before,
// and any change to an entry or a signature of the remembered prefix is still caught.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SaveFile } from '../../schemas/save.js';
import { createHostService, type HostService } from './host-service.js';
import { FIXTURE_MODULES_DIR, shuttleMoves, tempDir } from './fixtures/helpers.js';
import { checkSignedHistory, signaturesDigest } from './signing.js';
import { VerifiedStore } from './verified.js';

let data: Awaited<ReturnType<typeof tempDir>>;
let docs: Awaited<ReturnType<typeof tempDir>>;
let service: HostService;
let file: SaveFile;

beforeEach(async () => {
  data = await tempDir();
  docs = await tempDir();
  service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  expect((await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' })).ok).toBe(true);
  for (const a of shuttleMoves(6)) expect((await service.act({ action: a })).ok).toBe(true);
  expect((await service.saveAs({ name: 'g' })).ok).toBe(true);
  file = JSON.parse(await readFile(join(docs.dir, 'g.sandtable'), 'utf8')) as SaveFile;
});
afterEach(async () => {
  await service.close();
  await data.cleanup();
  await docs.cleanup();
});

describe('verified prefixes', () => {
  it('saving remembers the whole log as verified on this machine, by genesis', async () => {
    const store = new VerifiedStore(data.dir);
    await store.load();
    expect(store.get(file.genesis!)).toEqual({
      length: 6,
      hash: file.log[5]!.hash,
      sigs: signaturesDigest(file.log, 6),
    });
  });

  it('the remembered prefix is trusted as it was: its signatures are not checked again (derived)', () => {
    const bad = structuredClone(file);
    bad.log[2]!.sig = '0'.repeat(128);
    // A cache made from this very log (as if its signatures had been checked) skips them...
    const remembered = { length: 6, hash: bad.log[5]!.hash, sigs: signaturesDigest(bad.log, 6) };
    expect(checkSignedHistory(bad, remembered)).toEqual({ ok: true, signed: true });
    // ...but the cache of the honest log does not match a changed signature: it is checked and refused.
    const honest = { length: 6, hash: file.log[5]!.hash, sigs: signaturesDigest(file.log, 6) };
    expect(checkSignedHistory(bad, honest)).toMatchObject({ ok: false, seq: 2 });
  });

  it('entries after the prefix and the chain inside it are always checked', () => {
    const prefix = { length: 4, hash: file.log[3]!.hash, sigs: signaturesDigest(file.log, 4) };
    const late = structuredClone(file);
    late.log[5]!.sig = '0'.repeat(128);
    expect(checkSignedHistory(late, prefix)).toMatchObject({ ok: false, seq: 5 });
    const early = structuredClone(file);
    early.log[1]!.args = { ...early.log[1]!.args, extra: 1 };
    expect(checkSignedHistory(early, prefix)).toMatchObject({ ok: false, seq: 1 });
  });

  it('reopening a saved game opens it (the cache in use)', async () => {
    const files = await service.listFiles({});
    expect(files.ok && (await service.openFile({ fileId: files.value[0]!.id })).ok).toBe(true);
  });
});
