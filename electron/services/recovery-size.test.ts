import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeEntry } from '../../engine/core/log.js';
import type { LogEntry } from '../../engine/core/types.js';
import { MAX_SAVE_BYTES, type SaveFile } from '../../schemas/save.js';
import { RecoveryStore } from './recovery.js';
import { serializeSaveFile } from './savefile.js';
import { readJournal } from './journal.js';
import { playedSave, shuttleMoves, tempDir } from './fixtures/helpers.js';

/** The bytes serializeSaveFile writes for `file` with `log`, as Save would (with a savedAt). */
const savedBytes = (file: SaveFile, log: LogEntry[]) =>
  Buffer.byteLength(serializeSaveFile({ ...file, log, savedAt: '2026-11-22T02:00:00.000Z' }));

/** `n` notes chained after `log`, each `size` characters long. */
function notes(log: LogEntry[], n: number, size: number): LogEntry[] {
  const out = [...log];
  for (let i = 0; i < n; i++)
    out.push(makeEntry(out[out.length - 1] ?? null, { side: 'red', verb: 'note', args: { text: 'n'.repeat(size) } }));
  return out;
}

describe('recovery journal: the game size', () => {
  it('tracks the game as a save file, just above what Save writes, through appends and undos', async () => {
    const data = await tempDir();
    const store = new RecoveryStore(data.dir, 'size');
    const { file } = await playedSave(shuttleMoves(6));
    await store.begin(file, null, false);
    const check = (log: LogEntry[]) => {
      const exact = savedBytes(file, log);
      expect(store.gameBytes).toBeGreaterThanOrEqual(exact);
      expect(store.gameBytes).toBeLessThan(exact + 512);
    };
    check(file.log);
    const longer = notes(file.log, 3, 100);
    await store.record(longer, () => file, null);
    check(longer);
    // An undo that reaches into the log the journal began with, then a new action.
    const cut = [...file.log.slice(0, 4), ...notes(file.log.slice(0, 4), 1, 10).slice(4)];
    await store.record(cut, () => file, null);
    check(cut);
    await store.close();
    await data.cleanup();
  });

  it('over the open limit appends nothing: the journal keeps the last moment that fit, until an undo', async () => {
    const data = await tempDir();
    const store = new RecoveryStore(data.dir, 'big');
    const { file } = await playedSave(shuttleMoves(2));
    await store.begin(file, null, true);
    const fits = notes(file.log, 2, 20 * 1048576);
    await store.record(fits, () => file, null);
    const path = join(store.dir, 'big.journal');
    const before = await readFile(path, 'utf8');
    const over = notes(fits, 1, 12 * 1048576);
    await store.record(over, () => file, null); // never throws: health() says recovery is off, and why
    expect(store.health()).toMatchObject({
      code: 'too-large',
      message: expect.stringMatching(/too long for one file/),
    });
    expect(store.gameBytes).toBeGreaterThan(MAX_SAVE_BYTES);
    expect(await readFile(path, 'utf8')).toBe(before);
    expect(readJournal(before)?.log).toHaveLength(4);
    // Undone and replaced by a short note: journaled again, from where the journal stood.
    const back = notes(fits, 1, 5);
    await store.record(back, () => file, null);
    expect(readJournal(await readFile(path, 'utf8'))?.log.map((e) => e.hash)).toEqual(back.map((e) => e.hash));
    expect(store.gameBytes).toBeLessThan(MAX_SAVE_BYTES);
    expect(store.health()).toBeNull();
    await store.close();
    await data.cleanup();
  });

  it('does not begin a journal for a game over the limit', async () => {
    const data = await tempDir();
    const store = new RecoveryStore(data.dir, 'huge');
    const { file } = await playedSave(shuttleMoves(1));
    await store.begin({ ...file, log: notes(file.log, 3, 18 * 1048576) }, null, true);
    expect(store.health()?.code).toBe('too-large');
    await expect(readFile(join(store.dir, 'huge.journal'))).rejects.toThrow(/ENOENT/);
    await store.close();
    await data.cleanup();
  });
});
