import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../engine/core/log.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { NEARLY_FULL, saveSizeWarning, saveText, tooLargeToSave } from './save-size.js';
import { serializeSaveFile } from './savefile.js';
import { playedSave, shuttleMoves } from './fixtures/helpers.js';

describe('save size', () => {
  it('saveText is the serialized file and its byte count when it fits', async () => {
    const { file } = await playedSave(shuttleMoves(3));
    const r = saveText(file);
    expect(r.ok && r.value).toBe(serializeSaveFile(file));
    expect(r.ok && r.bytes).toBe(Buffer.byteLength(serializeSaveFile(file)));
  });

  it('refuses a file over the open limit (too-large-to-save), saying the size, the limit and what to do', async () => {
    const { file } = await playedSave(shuttleMoves(1));
    // A note of 26M two-byte characters: over 50 MB in UTF-8 though under it in characters.
    const note = makeEntry(file.log[0], { side: 'red', verb: 'note', args: { text: 'é'.repeat(26 * 1048576) } });
    const r = saveText({ ...file, log: [...file.log, note] });
    expect(r).toMatchObject({ ok: false, error: { code: 'too-large-to-save' } });
    if (!r.ok) expect(r.error.message).toMatch(/too long for one file: saved, it would take 52\.0 MB.*over 50 MB/);
    if (!r.ok) expect(r.error.message).toMatch(/file on disk is unchanged.*undo its last 1 or more actions/);
  });

  it('warns past 80% of the limit with how many more actions fit, and says so again past the limit', () => {
    expect(saveSizeWarning(NEARLY_FULL * MAX_SAVE_BYTES - 1, 1000)).toBeNull();
    const w = saveSizeWarning(40 * 1048576, 100_000);
    expect(w).toMatchObject({ code: 'nearly-too-large' });
    expect(w?.message).toMatch(/40\.0 MB, 80% of the 50 MB .* about 25,000 more actions fit/);
    expect(saveSizeWarning(MAX_SAVE_BYTES + 1, 1000)?.code).toBe('too-large-to-save');
    expect(tooLargeToSave(60 * 1048576, 120_000).error.message).toMatch(/undo its last 20,000 or more actions/);
  });
});
