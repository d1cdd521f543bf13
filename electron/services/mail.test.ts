// Play by e-mail between two hosts, each with its own user data and keys: invitation, joining, turns sent as
// files with a verdict on each, commit-reveal dice that reloading cannot re-roll, undo and mode changes that
// need the other player, and every kind of tampering caught with the entry named.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaveFile } from '../../schemas/save.js';
import type { SentSnapshot } from '../../schemas/host-api.js';
import { makeEntry } from '../../engine/core/log.js';
import { createHostService, type HostService } from './host-service.js';
import { FIXTURE_MODULES_DIR, hexMove, tempDir, value } from './fixtures/helpers.js';
import { resign } from './fixtures/resign.js';
import { loadIdentity } from './identity.js';
import { parseSaveFile } from './savefile.js';
import { seal, unseal } from './sealed.js';
import { newIdentity, signerOf } from './identity.js';
import { canonicalJson } from '../../engine/core/hash.js';
import { newRecord, writeRecord } from './mail.js';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { linesOf } from './fixtures/sent-log.js';

type Dir = Awaited<ReturnType<typeof tempDir>>;
let dirs: Dir[] = [];
let red: HostService;
let blue: HostService;
let redData: string;
let blueData: string;

async function host(): Promise<{ service: HostService; data: string }> {
  const data = await tempDir();
  const docs = await tempDir();
  dirs.push(data, docs);
  const service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  return { service, data: data.dir };
}

const move = hexMove;
const roll = (side: string) => ({ action: { side, verb: 'roll', args: { count: 4, sides: 6 } } });
const dice = (s: SentSnapshot) =>
  linesOf(s).flatMap((l) => l.events.filter((e) => e.type === 'roll').map((e) => e.dice));

beforeEach(async () => {
  ({ service: red, data: redData } = await host());
  ({ service: blue, data: blueData } = await host());
  value(await red.setPlayerName({ name: 'Ana' }));
  value(await blue.setPlayerName({ name: 'Bob' }));
});
afterEach(async () => {
  await red.close();
  await blue.close();
  for (const d of dirs) await d.cleanup();
  dirs = [];
});

/**
 * Red invites, blue joins (its answer goes back), red's machine starts the game and sends its first file at once,
 * blue opens it, moves and sends: red holds blue's first turn.
 */
async function started(): Promise<{ turn1: string }> {
  const inv = value(await red.inviteGame({ moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue' }));
  const asked = await blue.openContents({ name: inv.name, text: inv.text });
  expect(asked).toMatchObject({ ok: false, error: { code: 'invitation' } });
  if (!asked.ok) expect(asked.error.message).toMatch(/^Ana \(key [0-9A-F]{4}-/);
  const answer = value(await blue.joinGame({}));
  // Nothing begins on blue's machine until red's first file: blue chose its dice not knowing red's head.
  expect(value(await blue.getSnapshot({})).doc).toBeNull();
  const begun = value(await red.openContents({ name: answer.name, text: answer.text }));
  expect(begun.doc!.mail?.verdict?.message).toMatch(/^Bob \(key [0-9A-F-]+\) joined your game: it begins/);
  const first = value(await red.sendTurn({}));
  const joined = value(await blue.openContents({ name: first.name, text: first.text }));
  expect(joined.doc!.mail).toMatchObject({ side: 'blue', known: 0 });
  expect(joined.doc!.players?.map((p) => [p.side, p.name, p.you])).toEqual([
    ['red', 'Ana', false],
    ['blue', 'Bob', true],
  ]);
  value(await blue.act(move('blue', 'blue-inf-1', '0404')));
  const turn1 = value(await blue.sendTurn({})).text;
  return { turn1 };
}

describe('play by e-mail between two hosts', () => {
  it('invitation, join, three turns by file: each side sees the verdict, and only acts for its own side', async () => {
    const { turn1 } = await started();
    const opened = value(await red.openContents({ name: 't1.sandtable', text: turn1 }));
    expect(opened.doc!.mail?.verdict?.message).toBe('Continues your game from entry 0: 2 new actions by Bob (blue)');
    expect(opened.view!.side).toBe('red');
    // Red cannot act for blue: blue's actions come signed in blue's file.
    expect(await red.act(move('blue', 'blue-inf-1', '0303'))).toMatchObject({ ok: false, error: { code: 'rejected' } });
    value(await red.act(move('red', 'red-inf-1', '0202')));
    value(await red.act(roll('red')));
    const turn2 = value(await red.sendTurn({})).text;
    const seen = value(await blue.openContents({ name: 't2.sandtable', text: turn2 }));
    expect(seen.doc!.mail?.verdict?.message).toBe('Continues your game from entry 2: 3 new actions by Ana (red)');
    expect(seen.log.map((l) => l.verb)).toEqual(['reveal', 'move', 'reveal', 'move', 'roll']);
    value(await blue.act(roll('blue')));
    const turn3 = value(await blue.sendTurn({})).text;
    const back = value(await red.openContents({ name: 't3.sandtable', text: turn3 }));
    expect(back.doc!.mail?.verdict).toMatchObject({ ok: true, from: 5, count: 2 });
    // Both players' dice agree: the same file gives the same rolls on either machine.
    expect(dice(back)).toEqual(dice(value(await blue.getSnapshot({}))));
  });

  it('reloading and rolling again gives the same numbers; undoing a roll and rolling again too (derived)', async () => {
    const { turn1 } = await started();
    value(await red.openContents({ name: 't1.sandtable', text: turn1 }));
    const first = dice(value(await red.act(roll('red'))));
    // Reload the opponent's file (the game as it stood) and roll again: the same dice.
    value(await red.openContents({ name: 't1.sandtable', text: turn1 }));
    expect(dice(value(await red.act(roll('red'))))).toEqual(first);
    // A reveal cannot be taken back; a roll in honor mode can, but rolling again gives the same dice.
    value(await red.undo({}));
    expect(dice(value(await red.act(roll('red'))))).toEqual(first);
  });

  it('an undo after sending is a request the other player answers, and stays in the history', async () => {
    const { turn1 } = await started();
    expect(await blue.undo({})).toMatchObject({ ok: false, error: { code: 'undo-barrier' } });
    value(await blue.act({ action: { side: 'blue', verb: 'undoRequest', args: { to: 0 } } }));
    const asking = value(await blue.sendTurn({})).text;
    void turn1;
    const r = value(await red.openContents({ name: 'ask.sandtable', text: asking }));
    expect(r.view!.prompts[0]).toMatchObject({ id: 'core.consent', verb: 'consent' });
    const agreed = value(await red.act({ action: { side: 'red', verb: 'consent', args: { accept: true } } }));
    const blueInf = agreed.view!.state.pieces.find((p) => p.id === 'blue-inf-1')!;
    expect(blueInf.at).not.toEqual({ kind: 'hex', hex: '0404' });
    expect(agreed.log.map((l) => l.verb)).toEqual(['reveal', 'move', 'undoRequest', 'reveal', 'consent']);
  });

  it("each side's dice secrets travel sealed to it: no plaintext in the file; the owner's keys open them", async () => {
    const { turn1 } = await started();
    const file = JSON.parse(turn1) as SaveFile;
    const records = await Promise.all(
      [redData, blueData].map(async (d) =>
        JSON.parse(await readFile(join(d, 'mail', `${file.setup.seed}.json`), 'utf8')),
      ),
    );
    for (const r of records) expect(turn1).not.toContain(r.chainSeed);
    const section = file.sealed!.find((x) => x.side === 'blue')!;
    expect(unseal(section, (await loadIdentity(blueData)).boxPrivate)?.value).toEqual({
      chainSeed: records[1].chainSeed,
    });
    expect(unseal(section, (await loadIdentity(redData)).boxPrivate)).toBeNull();
    // Blue on another machine with the same keys (no record there) still plays: the chain comes from the file,
    // once the player has seen the game's terms and agreed to continue it there (never silently).
    await rm(join(blueData, 'mail'), { recursive: true });
    const asked = await blue.openContents({ name: 't1.sandtable', text: turn1 });
    expect(asked).toMatchObject({ ok: false, error: { code: 'continue-game' } });
    if (!asked.ok)
      expect(asked.error.message).toMatch(/not known on this machine: .*you play the blue side against Ana/);
    const again = value(await blue.continueGame({}));
    expect(again.doc!.mail?.verdict?.message).toMatch(/checked by its signatures only/);
  });

  it("strict dice: blue's roll waits for red's next secret, which red's file brings", async () => {
    const inv = value(
      await red.inviteGame({ moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue', strictDice: true }),
    );
    await blue.openContents({ name: inv.name, text: inv.text });
    const answer = value(await blue.joinGame({}));
    value(await red.openContents({ name: answer.name, text: answer.text }));
    const first = value(await red.sendTurn({}));
    value(await blue.openContents({ name: first.name, text: first.text }));
    const declared = value(await blue.act(roll('blue')));
    expect(linesOf(declared).at(-1)!.events).toEqual([{ type: 'dice-pending', side: 'blue' }]);
    expect(await blue.act(move('blue', 'blue-inf-1', '0404'))).toMatchObject({ ok: false });
    const sent = value(await blue.sendTurn({})).text;
    const asked = value(await red.openContents({ name: 's.sandtable', text: sent }));
    expect(asked.view!.prompts[0]).toMatchObject({ id: 'core.dice', verb: 'reveal' });
    const resolved = value(await red.act({ action: { side: 'red', verb: 'reveal', args: {} } }));
    expect(
      linesOf(resolved)
        .at(-1)!
        .events.map((e) => e.type),
    ).toEqual(['reveal', 'dice-resolved', 'roll']);
    expect(dice(resolved)[0]).toHaveLength(4);
  });

  it('reopening your own save of an unsent turn gives no verdict and keeps your actions unsent', async () => {
    const { turn1 } = await started();
    value(await red.openContents({ name: 't1.sandtable', text: turn1 }));
    value(await red.act(move('red', 'red-inf-1', '0202')));
    const own = value(await red.saveAs({ name: 'mine' }));
    expect(own!.doc!.mail).toMatchObject({ known: 2, unsent: 2 });
    const reopened = value(await red.openFile({ fileId: value(await red.listFiles({}))[0]!.id }));
    expect(reopened.doc!.mail?.verdict).toBeUndefined();
    expect(reopened.doc!.mail).toMatchObject({ known: 2, unsent: 2 });
    // Its own unsent actions can still be taken back (honor mode; the reveal stays a barrier).
    expect((await red.undo({})).ok).toBe(true);
  });

  it('a change of mode needs both players', async () => {
    await started();
    const asked = value(await blue.act({ action: { side: 'blue', verb: 'setMode', args: { mode: 'enforced' } } }));
    expect(asked.view!.state.mode).toBe('honor');
    const sent = value(await blue.sendTurn({})).text;
    value(await red.openContents({ name: 'm.sandtable', text: sent }));
    const agreed = value(await red.act({ action: { side: 'red', verb: 'consent', args: { accept: true } } }));
    expect(agreed.view!.state.mode).toBe('enforced');
  });
});

describe('tampering with a file by e-mail is caught, naming the entry', () => {
  /** Red's view of blue's second file, after red played a turn: blue's tampering is checked by red. */
  async function twoTurns(): Promise<{ file: SaveFile; text: string }> {
    const { turn1 } = await started();
    value(await red.openContents({ name: 't1.sandtable', text: turn1 }));
    value(await red.act(roll('red')));
    value(await red.act(move('red', 'red-inf-1', '0202')));
    const turn2 = value(await red.sendTurn({})).text;
    value(await blue.openContents({ name: 't2.sandtable', text: turn2 }));
    value(await blue.act(move('blue', 'blue-inf-1', '0303')));
    const text = value(await blue.sendTurn({})).text;
    return { file: JSON.parse(text) as SaveFile, text };
  }

  const refused = async (f: SaveFile, code: string, pattern: RegExp) => {
    const r = await red.openContents({ name: 'x.sandtable', text: JSON.stringify(f) });
    expect(r).toMatchObject({ ok: false, error: { code } });
    if (!r.ok) expect(r.error.message).toMatch(pattern);
  };

  it('the honest file opens', async () => {
    const { text } = await twoTurns();
    expect(value(await red.openContents({ name: 'ok.sandtable', text })).doc!.mail?.verdict?.ok).toBe(true);
  });

  it('a changed die, move, seed, mode or set-up; an entry reordered, dropped or foreign; a signature', async () => {
    const { file } = await twoTurns();
    const copy = () => JSON.parse(JSON.stringify(file)) as SaveFile;
    // A die result is never stored: it is recomputed from the revealed secrets, so the reveal is what can be forged.
    const forged = copy();
    forged.log[2]!.args.secret = 'f'.repeat(64);
    await refused(forged, 'tampered', /Entry 2: was changed/);
    const moved = copy();
    moved.log[1]!.args.to = { kind: 'hex', hex: '0101' };
    await refused(moved, 'tampered', /Entry 1: was changed/);
    const seed = copy();
    seed.setup.seed = 'another';
    await refused(seed, 'tampered', /set-up was changed/);
    const mode = copy();
    mode.setup.mode = 'enforced';
    await refused(mode, 'tampered', /set-up was changed/);
    const reordered = copy();
    [reordered.log[3], reordered.log[4]] = [reordered.log[4]!, reordered.log[3]!];
    await refused(reordered, 'tampered', /Entry 3: has seq 4/);
    const dropped = copy();
    dropped.log.splice(2, 1);
    await refused(dropped, 'tampered', /Entry 2: has seq 3/);
    const tail = copy();
    tail.log.pop();
    await refused(tail, 'tampered', /dropped from the end/);
    const sig = copy();
    sig.log[1]!.sig = `${sig.log[1]!.sig!.slice(0, 127)}${sig.log[1]!.sig!.endsWith('0') ? '1' : '0'}`;
    await refused(sig, 'tampered', /Entry 1 \(move\) carries a signature that is not Bob/);
    // An entry of another game (its own genesis), put in place of entry 5 with the same seq.
    const spliced = copy();
    const foreign = makeEntry(null, { side: 'blue', verb: 'move', args: spliced.log[5]!.args }, [], 'e'.repeat(64));
    spliced.log[5] = { ...foreign, seq: 5, sig: spliced.log[5]!.sig };
    await refused(spliced, 'tampered', /Entry 5: does not chain to the entry before it/);
  });

  it("blue rewrites the history with blue's own key: red's entries no longer carry red's signature", async () => {
    const { file } = await twoTurns();
    file.setup.seed = file.setup.seed.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const forged = resign(file, await loadIdentity(blueData));
    // Red's turn (entries 2 to 4) is signed once, on its last entry (signing.ts): that signature no longer fits.
    await refused(forged, 'tampered', /Entry 4 \(move\) carries a signature that is not Ana.*entries 2 to 4/);
  });

  it('a file edited to undo a sent action: red knows the entries it accepted', async () => {
    const { file } = await twoTurns();
    // Blue drops red's whole turn and its own, and signs the head again: a file that verifies alone.
    const cut = resign({ ...file, log: file.log.slice(0, 2) }, await loadIdentity(blueData));
    const alone = parseSaveFile(JSON.stringify(cut), [{ ...file.module }]);
    expect(alone.ok ? 'ok' : alone.error.message).toBe('ok');
    await refused(cut, 'history-changed', /Entries 2 to 4, which you sent or accepted, are missing/);
    // Dropping only red's last action does not even verify alone: red's turn is signed once, on its last entry.
    const part = resign({ ...file, log: file.log.slice(0, 4) }, await loadIdentity(blueData));
    await refused(part, 'tampered', /Entry 3 \(roll\) is not signed by Ana/);
    void redData;
  });
});

describe('a hostile file by e-mail', () => {
  it('an invitation whose options hold an unsafe key or a bad scenario id starts nothing', async () => {
    const inv = value(await red.inviteGame({ moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue' }));
    const red2 = await loadIdentity(redData);
    const forge = (patch: (i: Record<string, unknown>) => void) => {
      const body = JSON.parse(inv.text) as Record<string, unknown>;
      delete body.sig;
      patch(body);
      // Signed again by red's own key: a well-signed invitation with a hostile body.
      body.sig = signerOf(red2)(`sandtable/invitation/v2\u0000${canonicalJson(body)}`);
      return JSON.stringify(body);
    };
    const bad = forge((b) => {
      b.options = JSON.parse('{"__proto__": {"polluted": true}}');
    });
    // The key is refused at the gate, before the invitation is even read.
    expect(await blue.openContents({ name: 'i.sandtable', text: bad })).toMatchObject({
      error: { code: 'forbidden-key' },
    });
    expect(await blue.joinGame({})).toMatchObject({ ok: false, error: { code: 'no-invitation' } });
    const weird = forge((b) => {
      b.scenarioId = '../../etc';
    });
    await blue.openContents({ name: 'i.sandtable', text: weird });
    expect(await blue.joinGame({})).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(value(await blue.getSnapshot({})).doc).toBeNull();
  });

  it('a game id that is a path never names a file: the record is not written outside the mail folder', async () => {
    await expect(writeRecord(redData, { ...newRecord('a'.repeat(32), 'red'), gameId: '../../evil' })).rejects.toThrow(
      /not a game id/,
    );
    const { turn1 } = await started();
    const file = JSON.parse(turn1) as SaveFile;
    // A forged game whose seed is a path, sealed to red's box key (anyone can seal to a public key), signed by a
    // key the forger holds for both sides so that it verifies alone.
    const forger = newIdentity('Mallory');
    const red2 = await loadIdentity(redData);
    file.setup.seed = '../../../escaped';
    file.players = [
      { side: 'red', name: 'Ana', publicKey: red2.publicKey, boxKey: red2.boxKey },
      { side: 'blue', name: 'M', publicKey: forger.publicKey, boxKey: forger.boxKey },
    ];
    file.sealed = [seal('red', 'dice-chain', red2.boxKey, { chainSeed: 'f'.repeat(64) })];
    file.log = [];
    delete file.head;
    const forged = resign(file, forger);
    const r = await red.openContents({ name: 'evil.sandtable', text: JSON.stringify(forged) });
    expect(r).toMatchObject({ ok: false, error: { code: 'no-record' } });
    await expect(readFile(join(redData, '..', '..', 'escaped.json'), 'utf8')).rejects.toThrow();
  });
});

describe('undo requests and the snapshots undo replays from (derived)', () => {
  it('an accepted request going back before the nearest snapshot still replays, undoes and steps right', async () => {
    const { turn1 } = await started();
    value(await red.openContents({ name: 't1.sandtable', text: turn1 }));
    // 60 red moves: the document keeps a snapshot after entry 49; then red asks to go back to entry 1.
    for (let i = 0; i < 60; i++) value(await red.act(move('red', 'red-inf-1', i % 2 ? '0202' : '0102')));
    value(await red.act({ action: { side: 'red', verb: 'undoRequest', args: { to: 1 } } }));
    const sent = value(await red.sendTurn({})).text;
    value(await blue.openContents({ name: 'u.sandtable', text: sent }));
    const agreed = value(await blue.act({ action: { side: 'blue', verb: 'consent', args: { accept: true } } }));
    const at = (s: SentSnapshot) => s.view!.state.pieces.find((p) => p.id === 'red-inf-1')!.at;
    const start = value(await blue.replayAt({ seq: 1 }));
    expect(at(agreed)).toEqual(start.view.state.pieces.find((p) => p.id === 'red-inf-1')!.at);
    // A move after it, then undo of that move: replayed from a snapshot before the request's target.
    value(await blue.act(move('blue', 'blue-inf-1', '0303')));
    const undone = value(await blue.undo({}));
    expect(at(undone)).toEqual(at(agreed));
    expect((await blue.replayAt({ seq: 63 })).ok).toBe(true);
  });
});
