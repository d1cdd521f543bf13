// One signature per run (signing.ts): a player signs only the last of the entries it made one after another; the
// hash chain binds the others to it. Written that way by the document, checked that way on opening, with files
// signed entry by entry still opening, and the verified-prefix cache trusted only up to a signed entry.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SaveFile } from '../../schemas/save.js';
import { createHostService, type HostService } from './host-service.js';
import { FIXTURE_MODULES_DIR, hexMove, shuttleMoves, tempDir, value } from './fixtures/helpers.js';
import { resign } from './fixtures/resign.js';
import { loadIdentity, signerOf, verifySignature } from './identity.js';
import { parseSaveFile } from './savefile.js';
import { checkSignedHistory, entryMessage, signaturesDigest, signHead } from './signing.js';
import { startByMail } from './fixtures/mail-pair.js';

type Dir = Awaited<ReturnType<typeof tempDir>>;
let dirs: Dir[] = [];
let services: HostService[] = [];

async function host(): Promise<{ service: HostService; data: string; docs: string }> {
  const data = await tempDir();
  const docs = await tempDir();
  dirs.push(data, docs);
  const service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  services.push(service);
  return { service, data: data.dir, docs: docs.dir };
}

const move = hexMove;
const roll = (side: string) => ({ action: { side, verb: 'roll', args: { count: 2, sides: 6 } } });
const copy = (f: SaveFile) => structuredClone(f);
const keyOf = (f: SaveFile, side: string) => f.players!.find((p) => p.side === side)!.publicKey!;

/** The runs of a signed file's log: [first, last] index of each maximal stretch of entries under one key. */
function runsOf(f: SaveFile): [number, number][] {
  const runs: [number, number][] = [];
  f.log.forEach((e, i) => {
    const last = runs[runs.length - 1];
    if (last && keyOf(f, f.log[last[1]]!.side) === keyOf(f, e.side)) last[1] = i;
    else runs.push([i, i]);
  });
  return runs;
}

afterEach(async () => {
  for (const s of services) await s.close();
  for (const d of dirs) await d.cleanup();
  services = [];
  dirs = [];
});

describe('a hot-seat game (one player holds both sides: one run)', () => {
  let service: HostService;
  let docs: string;
  let data: string;
  const saved = async () => {
    value(await service.saveAs({ name: 'g' }));
    return JSON.parse(await readFile(join(docs, 'g.sandtable'), 'utf8')) as SaveFile;
  };

  beforeEach(async () => {
    ({ service, docs, data } = await host());
    value(await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
    for (const a of shuttleMoves(12)) value(await service.act({ action: a }));
    value(await service.act(roll('blue')));
    value(await service.act(move('blue', 'blue-inf-1', '0404')));
  });

  it('carries exactly one entry signature, on its last entry, and opens', async () => {
    const file = await saved();
    expect(keyOf(file, 'red')).toBe(keyOf(file, 'blue'));
    expect(file.log).toHaveLength(14);
    expect(file.log.map((e) => e.sig !== undefined)).toEqual([...Array(13).fill(false), true]);
    const last = file.log[13]!;
    expect(verifySignature(keyOf(file, last.side), entryMessage(last.hash), last.sig)).toBe(true);
    expect(checkSignedHistory(file)).toEqual({ ok: true, signed: true });
    expect(parseSaveFile(JSON.stringify(file), [{ ...file.module }]).ok).toBe(true);
  });

  it('an undo gives the new last entry its signature back; a redo moves it on again', async () => {
    const before = await saved();
    value(await service.undo({}));
    const undone = await saved();
    expect(undone.log).toHaveLength(13);
    expect(undone.log.filter((e) => e.sig !== undefined).map((e) => e.seq)).toEqual([12]);
    expect(checkSignedHistory(undone)).toEqual({ ok: true, signed: true });
    value(await service.redo({}));
    const redone = await saved();
    expect(redone.log).toEqual(before.log);
  });

  it('a file signed entry by entry (from before runs) still opens; a changed signature in it is caught', async () => {
    const file = resign(await saved(), await loadIdentity(data));
    expect(file.log.every((e) => e.sig !== undefined)).toBe(true);
    expect(checkSignedHistory(file)).toEqual({ ok: true, signed: true });
    value(await service.openContents({ name: 'old.sandtable', text: JSON.stringify(file) }));
    const bad = copy(file);
    bad.log[4]!.sig = bad.log[5]!.sig;
    expect(checkSignedHistory(bad)).toMatchObject({ ok: false, seq: 4, reason: expect.stringMatching(/^Entry 4 /) });
  });

  it('a forged signature on an entry inside the run is refused, naming it', async () => {
    const file = await saved();
    const forged = copy(file);
    forged.log[6]!.sig = file.log[13]!.sig; // a real signature of this key, but of another entry
    const check = checkSignedHistory(forged);
    expect(check).toMatchObject({ ok: false, seq: 6 });
    if (!check.ok) expect(check.reason).toMatch(/^Entry 6 \(move\) carries a signature that is not Player \(red\)'s/);
  });

  it("the run's last entry without its signature is refused, naming it and the entries it covers", async () => {
    const file = await saved();
    delete file.log[13]!.sig;
    const check = checkSignedHistory(file);
    expect(check).toMatchObject({ ok: false, seq: 13 });
    if (!check.ok) expect(check.reason).toMatch(/^Entry 13 \(move\) is not signed by .*entries 0 to 13/);
  });

  it('removing the last entry (and its signature) is caught by the signed head', async () => {
    const file = await saved();
    file.log.pop();
    expect(checkSignedHistory(file)).toMatchObject({ ok: false, seq: 13, reason: expect.stringMatching(/dropped/) });
  });
});

describe('a game by e-mail (one run per turn)', () => {
  let red: HostService;
  let blue: HostService;
  let blueData: string;
  let redData: string;

  /** Blue's third file, as red receives it: turns of blue (0-1), red (2-4) and blue (5-6). */
  async function threeTurns(): Promise<SaveFile> {
    let redDocs: string;
    ({ service: red, data: redData, docs: redDocs } = await host());
    ({ service: blue, data: blueData } = await host());
    void redDocs;
    value(await red.setPlayerName({ name: 'Ana' }));
    value(await blue.setPlayerName({ name: 'Bob' }));
    await startByMail(red, blue, { moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue' });
    value(await blue.act(move('blue', 'blue-inf-1', '0404')));
    value(await red.openContents({ name: 't1.sandtable', text: value(await blue.sendTurn({})).text }));
    value(await red.act(roll('red')));
    value(await red.act(move('red', 'red-inf-1', '0202')));
    value(await blue.openContents({ name: 't2.sandtable', text: value(await red.sendTurn({})).text }));
    value(await blue.act(move('blue', 'blue-inf-1', '0303')));
    return JSON.parse(value(await blue.sendTurn({})).text) as SaveFile;
  }

  it("each turn's last entry is signed by its player, and no other entry is", async () => {
    const file = await threeTurns();
    const runs = runsOf(file);
    expect(runs).toEqual([
      [0, 1],
      [2, 4],
      [5, 6],
    ]);
    expect(runs.map(([, last]) => file.log[last]!.side)).toEqual(['blue', 'red', 'blue']);
    for (const [first, last] of runs) {
      const e = file.log[last]!;
      expect(verifySignature(keyOf(file, e.side), entryMessage(e.hash), e.sig)).toBe(true);
      for (let i = first; i < last; i++) expect(file.log[i]!.sig).toBeUndefined();
    }
    expect(checkSignedHistory(file)).toEqual({ ok: true, signed: true });
    const opened = value(await red.openContents({ name: 't3.sandtable', text: JSON.stringify(file) }));
    expect(opened.doc!.mail?.verdict?.ok).toBe(true);
  });

  it('an entry already sent keeps its signature when its player acts again before the answer', async () => {
    const file = await threeTurns();
    value(await blue.act(move('blue', 'blue-inf-1', '0404')));
    const again = JSON.parse(value(await blue.sendTurn({})).text) as SaveFile;
    expect(again.log.slice(0, 7)).toEqual(file.log); // the file red holds, byte for byte
    expect(again.log.slice(5).map((e) => e.sig !== undefined)).toEqual([false, true, true]);
    expect(checkSignedHistory(again)).toEqual({ ok: true, signed: true });
  });

  it("a turn's last entry without its signature, or with the other player's, is refused naming it", async () => {
    const file = await threeTurns();
    const unsigned = copy(file);
    delete unsigned.log[4]!.sig;
    expect(checkSignedHistory(unsigned)).toMatchObject({
      ok: false,
      seq: 4,
      reason: expect.stringMatching(/^Entry 4 \(move\) is not signed by Ana \(red\).*entries 2 to 4/),
    });
    const swapped = copy(file);
    swapped.log[4]!.sig = file.log[6]!.sig; // Bob's signature on Ana's last entry
    expect(checkSignedHistory(swapped)).toMatchObject({
      ok: false,
      seq: 4,
      reason: expect.stringMatching(/^Entry 4 \(move\) carries a signature that is not Ana \(red\)'s/),
    });
    const inner = copy(file);
    inner.log[3]!.sig = file.log[4]!.sig; // Ana's signature, but of her last entry, on the one before it
    expect(checkSignedHistory(inner)).toMatchObject({ ok: false, seq: 3 });
  });

  it('a file signed entry by entry by both players (written before runs) still opens', async () => {
    const file = await threeTurns();
    const old = resign(resign(file, await loadIdentity(redData)), await loadIdentity(blueData));
    expect(old.log.map((e) => e.hash)).toEqual(file.log.map((e) => e.hash));
    expect(old.log.every((e) => e.sig !== undefined)).toBe(true);
    expect(checkSignedHistory(old)).toEqual({ ok: true, signed: true });
    const opened = value(await red.openContents({ name: 'old.sandtable', text: JSON.stringify(old) }));
    expect(opened.doc!.mail?.verdict?.ok).toBe(true);
  });

  it('a tail cut inside a turn is refused even when a remembered prefix ends at that cut', async () => {
    const file = await threeTurns();
    // Bob cuts Ana's turn after entry 3 and signs the head again: entry 3 now ends her run, unsigned.
    const log = file.log.slice(0, 4);
    const cut = { ...file, log, head: signHead(file.genesis!, log, 'blue', signerOf(await loadIdentity(blueData))) };
    const refusal = { ok: false, seq: 3, reason: expect.stringMatching(/^Entry 3 \(roll\) is not signed by Ana/) };
    expect(checkSignedHistory(cut)).toMatchObject(refusal);
    // This machine checked entries 0 to 3 before, inside a longer history where entry 4 signed them: a prefix that
    // ends inside a run is trusted only up to its last signed entry, so the cut is refused all the same.
    const prefix = { length: 4, hash: file.log[3]!.hash, sigs: signaturesDigest(file.log, 4) };
    expect(checkSignedHistory(cut, prefix)).toMatchObject(refusal);
  });

  it('a remembered prefix is trusted up to its last signed entry (derived)', async () => {
    const file = await threeTurns();
    // Garbage where no signature should be (entry 0, inside Bob's first turn), remembered as if checked in a prefix
    // of 4 entries that ends inside Ana's turn: trusted up to entry 1 (Bob's signed last entry), so not looked at
    // again; entries 2 and 3 are checked as any others (the test above: a cut there is refused).
    const early = copy(file);
    early.log[0]!.sig = '0'.repeat(128);
    expect(checkSignedHistory(early)).toMatchObject({ ok: false, seq: 0 });
    const prefix = { length: 4, hash: early.log[3]!.hash, sigs: signaturesDigest(early.log, 4) };
    expect(checkSignedHistory(early, prefix)).toEqual({ ok: true, signed: true });
    // The same prefix but with its digest of the honest signatures: the garbage no longer matches it, all is checked.
    const honest = { ...prefix, sigs: signaturesDigest(file.log, 4) };
    expect(checkSignedHistory(early, honest)).toMatchObject({ ok: false, seq: 0 });
  });
});
