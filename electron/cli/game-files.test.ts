import { describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { playedSave, shuttleMoves, tempDir } from '../services/fixtures/helpers.js';
import { writeGame } from './game-files.js';

describe('writeGame', () => {
  it('writes a game, and refuses one the app could not open (too-large-to-save), the file unchanged', async () => {
    const dir = await tempDir();
    const path = join(dir.dir, 'game.sandtable');
    const { doc } = await playedSave(shuttleMoves(2));
    await writeGame(doc, path);
    expect(JSON.parse(await readFile(path, 'utf8')).log).toHaveLength(2);
    await writeFile(path, 'the previous file');
    // A note of 26M two-byte characters: 52 MB in the file.
    expect((await doc.act({ side: 'red', verb: 'note', args: { text: 'é'.repeat(26 * 1048576) } })).ok).toBe(true);
    await expect(writeGame(doc, path)).rejects.toThrow(/too long for one file.*\[too-large-to-save\]/);
    expect(await readFile(path, 'utf8')).toBe('the previous file');
    await dir.cleanup();
  });
});
