import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../engine/core/hash.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { createInProcessRunner } from '../engine-host/runner.js';
import { playBigGame } from './big-game.js';
import { GameDocument } from './document.js';
import { saveText } from './save-size.js';
import { parseSaveFile } from './savefile.js';

describe('a 2,000-counter game of 10,000 actions', () => {
  it('saves well under the open limit and reopens to the same game', async () => {
    const { loaded, doc, file } = await playBigGame(10_000);
    expect(doc.state.pieces.filter((p) => p.kind === 'unit')).toHaveLength(2000);
    expect(new Set(file.log.map((e) => e.verb))).toEqual(new Set(['move', 'roll', 'flip', 'nextPhase']));
    const text = saveText(file);
    if (!text.ok) throw new Error(text.error.message);
    // About 400 bytes an action (a signed entry on its own line): some 130,000 actions fit in 50 MB.
    expect(text.bytes / file.log.length).toBeLessThan(450);
    expect(text.bytes).toBeLessThan(MAX_SAVE_BYTES / 10);
    expect(text.value.split('\n').filter((l) => l.startsWith('{"seq":'))).toHaveLength(10_000);

    const known = [{ id: loaded.info.id, version: loaded.info.version, contentHash: loaded.contentHash }];
    const parsed = parseSaveFile(text.value, known);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.warnings).toEqual([]);
    const opened = await GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), parsed.file);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.warnings).toEqual([]);
    expect(canonicalJson(opened.value.doc.state)).toBe(canonicalJson(doc.state));
    expect(opened.value.doc.log.map((e) => e.hash)).toEqual(doc.log.map((e) => e.hash));
  }, 60_000);
});
