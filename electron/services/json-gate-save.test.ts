// The JSON gate (json-gate.ts) on whole saved games, as parseSaveFile reads them: signed files edited by a hostile
// opponent (re-signed with his own key where the edit needs it) are refused with the problem and its place named,
// and the files the app writes, large ones too, still open.
import { describe, expect, it } from 'vitest';
import type { JsonValue, LogEntry } from '../../engine/core/types.js';
import type { SaveFile } from '../../schemas/save.js';
import { playedSave, shuttleMoves } from './fixtures/helpers.js';
import { resign } from './fixtures/resign.js';
import { newIdentity } from './identity.js';
import { type KnownModule, parseSaveFile, serializeSaveFile } from './savefile.js';

const cheat = newIdentity('Cheat');

/** A signed hot-seat game of `moves` moves, then a note with `args` by red: the file as the app wrote it. */
async function signedGame(moves: number, args: JsonValue = { text: 'hello' }) {
  const { file, loaded } = await playedSave(shuttleMoves(moves));
  const known: KnownModule[] = [{ id: 'test', version: loaded.info.version, contentHash: loaded.contentHash }];
  const players = ['red', 'blue'].map((side) => ({ side, name: 'Cheat', publicKey: cheat.publicKey }));
  const note = { seq: file.log.length, side: 'red', verb: 'note', args, prevHash: '', hash: '' } as LogEntry;
  const signed = resign({ ...file, players, log: [...file.log, note] } as SaveFile, cheat);
  return { file: signed, text: serializeSaveFile(signed), known };
}

/** `inner` under `depth` levels of {"a": ...}. */
const nest = (depth: number, inner: JsonValue): JsonValue => {
  let v = inner;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** The refusal parseSaveFile gives `text` (the test fails if it opens). */
function refused(text: string, known: KnownModule[]): { code: string; message: string } {
  const r = parseSaveFile(text, known);
  if (r.ok) throw new Error('the file was opened');
  return r.error;
}

describe('the JSON gate on saved games (parseSaveFile)', () => {
  it('opens a signed game it wrote, with or without a byte-order mark', async () => {
    const { file, text, known } = await signedGame(3);
    expect(parseSaveFile(text, known)).toMatchObject({ ok: true, file });
    expect(parseSaveFile(`\ufeff${text}`, known)).toMatchObject({ ok: true, file });
  });

  it('refuses a signed note whose arguments nest 3,000 deep (re-signed: its chain holds), naming where', async () => {
    const { text, known } = await signedGame(2, { text: 'x', more: nest(3000, 1) });
    const e = refused(text, known);
    expect(e.code).toBe('too-deep');
    expect(e.message).toMatch(
      /^The file nests deeper than 64 levels at \/log\/2\/args\/more\/a\/a\/a.*\.\.\. \(line \d+/,
    );
  });

  it('refuses arguments nested 20,000 deep, written by hand, without overflowing anything', async () => {
    const { text, known } = await signedGame(2);
    const deep = text.replace(
      '"args":{"text":"hello"}',
      `"args":{"text":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    );
    expect(deep).not.toBe(text);
    expect(refused(deep, known)).toMatchObject({ code: 'too-deep' });
  });

  it("holds every entry's arguments to the bounds of the app's own actions, naming the entry", async () => {
    // 40 deep: within the file's 64 levels, beyond an action's 32.
    const deep = await signedGame(2, { text: 'x', more: nest(40, 1) });
    const e = refused(deep.text, deep.known);
    expect(e.code).toBe('invalid');
    expect(e.message).toMatch(/^Entry 2's arguments nest deeper than 32 levels \(at \/log\/2\/args\/more\/a\/a/);
    const big = await signedGame(1, { text: 'x'.repeat(70_000) });
    expect(refused(big.text, big.known).message).toMatch(
      /^Entry 1's arguments take more than 65536 bytes as JSON \(at least \d+\); this app never lets/,
    );
    // The largest a note may be opens.
    const largest = await signedGame(1, { text: 'x'.repeat(65_000) });
    expect(parseSaveFile(largest.text, largest.known).ok).toBe(true);
  });

  it('refuses a 10 MB string', async () => {
    const { text, known } = await signedGame(2);
    const e = refused(text.replace('"hello"', `"${'y'.repeat(10_000_000)}"`), known);
    expect(e.code).toBe('string-too-long');
    expect(e.message).toMatch(/a string of 10,000,000 characters at \/log\/2\/args\/text \(line \d+, column \d+\)/);
  });

  it('refuses a key twice, at the top level and deep in the log (JSON.parse would keep the last)', async () => {
    const { file, text, known } = await signedGame(3);
    // Another seed after the real one: the genesis would be checked against the one JSON.parse keeps.
    const top = refused(text.replace('\n"players":', `\n"setup":${JSON.stringify(file.setup)},\n"players":`), known);
    expect(top.code).toBe('duplicate-key');
    expect(top.message).toMatch(
      /^The file holds the key "setup" twice in the object at \/ \(the top level\) \(line 6,/,
    );
    const hex = text.replace('"hex":"0102"', '"hex":"0505","hex":"0102"');
    const deep = refused(hex, known);
    expect(deep.message).toMatch(/the key "hex" twice in the object at \/log\/1\/args\/to \(line \d+, column \d+\)/);
  });

  it('refuses 1e309 in the set-up options, and -0 or 1.0 in a signed entry, naming the path', async () => {
    const { text, known } = await signedGame(2);
    const inf = refused(text.replace('"options":{}', '"options":{"supply":1e309}'), known);
    expect(inf.code).toBe('non-finite-number');
    expect(inf.message).toMatch(/the number 1e309 at \/setup\/options\/supply \(line 5, column \d+\)/);
    const negZero = refused(text.replace('"seq":1,', '"seq":-0,'), known);
    expect(negZero.message).toMatch(/the number -0 at \/log\/1\/seq .*which this app writes as 0/);
    const point = refused(text.replace('"seq":1,', '"seq":1.0,'), known);
    expect(point).toMatchObject({ code: 'unwritten-number' });
    expect(point.message).toMatch(
      /the number 1\.0 at \/log\/1\/seq \(line \d+, column \d+\), which this app writes as 1,/,
    );
    expect(point.message).toMatch(/, so the file was edited by hand\.$/);
  });

  it('still opens a large valid game: 3,000 entries and a note of 60,000 bytes', async () => {
    const { file, text, known } = await signedGame(3000, { text: 'é'.repeat(30_000) });
    const r = parseSaveFile(text, known);
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.file.log).toEqual(file.log);
  });
});
