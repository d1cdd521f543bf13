import { afterEach, describe, expect, it } from 'vitest';
import { setHashImpl, sha256HexPure } from '../../engine/core/hash.js';
import { createInProcessRunner } from '../engine-host/runner.js';
import { useNodeHash } from '../engine-host/node-hash.js';
import { GameDocument } from './document.js';
import { chainChecked, parseSaveFile, serializeSaveFile } from './savefile.js';
import { playedSave, shuttleMoves } from './fixtures/helpers.js';

afterEach(useNodeHash);

/** Counts the SHA-256 computations the engine makes while `f` runs. */
async function hashesDuring(f: () => Promise<unknown>): Promise<number> {
  let n = 0;
  setHashImpl((t) => {
    n++;
    return sha256HexPure(t);
  });
  try {
    await f();
  } finally {
    useNodeHash();
  }
  return n;
}

describe('opening hashes the chain once', () => {
  it('a file parseSaveFile checked is replayed without hashing its log again; any other file is checked', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(30));
    const known = [{ id: loaded.info.id, version: loaded.info.version, contentHash: loaded.contentHash }];
    const text = serializeSaveFile(file);
    let parsed: ReturnType<typeof parseSaveFile> | undefined;
    expect(await hashesDuring(async () => (parsed = parseSaveFile(text, known)))).toBeGreaterThanOrEqual(30);
    if (!parsed?.ok) throw new Error('parse failed');
    const checked = parsed.file;
    expect(chainChecked(checked)).toBe(true);
    let opened: Awaited<ReturnType<typeof GameDocument.fromSave>> | undefined;
    const once = await hashesDuring(
      async () => (opened = await GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), checked)),
    );
    expect(once).toBeLessThan(30);
    expect(opened?.ok && opened.value.doc.log.length).toBe(30);

    // Not parsed here, or changed since: the replay checks the chain itself.
    const copy = structuredClone(checked);
    expect(chainChecked(copy)).toBe(false);
    const twice = await hashesDuring(() => GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), copy));
    expect(twice).toBeGreaterThanOrEqual(30);
    checked.log.pop();
    expect(chainChecked(checked)).toBe(false);
  });

  it('a tampered file is refused by the parse, and an unparsed tampered one by the replay', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(10));
    const known = [{ id: loaded.info.id, version: loaded.info.version, contentHash: loaded.contentHash }];
    file.log[4] = { ...file.log[4]!, args: { ...file.log[4]!.args, piece: 'blue-inf-1' } };
    expect(parseSaveFile(serializeSaveFile(file), known)).toMatchObject({ ok: false, error: { code: 'tampered' } });
    const r = await GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), file);
    expect(r).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
  });
});
