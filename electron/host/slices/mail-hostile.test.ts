// Play by e-mail against a hostile opponent who holds his own keys, a text editor and the project's code (issue
// 24): a file that changes the invitation's terms, commits the other player to dice he did not choose, or replaces
// the other player's sealed dice secrets is refused with a sentence that names it, and the victim's game, mail
// record and files stay exactly as they were; a file met for the first time is never adopted silently.
import { randomBytes } from 'node:crypto';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAIN_LENGTH, chainSecret } from '../../../engine/core/dice-chain.js';
import { genesisHash } from '../../../engine/core/genesis.js';
import type { SaveFile } from '../../../schemas/save.js';
import { hexMove, value } from '../../services/fixtures/helpers.js';
import {
  fixtureHost,
  forged,
  holdings,
  playersPerTest,
  refusedWith,
  startByMail,
} from '../../services/fixtures/mail-pair.js';
import type { HostService } from '../../services/host-service.js';
import { type Identity, loadIdentity, signerOf } from '../../services/identity.js';
import { seal, signSection } from '../../services/sealed.js';

const players = playersPerTest();
let red: HostService;
let blue: HostService;
let redData: string;
let blueData: string;
beforeEach(() => {
  ({ service: red, data: redData } = players.red);
  ({ service: blue, data: blueData } = players.blue);
});

/** Red invites (strict dice) and begins the game from blue's answer; blue moves and sends: blue's first file. */
async function joined(): Promise<{ text: string; file: SaveFile }> {
  const game = { moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue', strictDice: true } as const;
  await startByMail(red, blue, game);
  value(await blue.act(hexMove('blue', 'blue-inf-1', '0404')));
  const text = value(await blue.sendTurn({})).text;
  return { text, file: JSON.parse(text) as SaveFile };
}

describe('the invitation is the contract (issue 24, findings 1 and 2)', () => {
  it('the honest answer to an invitation opens on the inviter, with its terms kept', async () => {
    const { text } = await joined();
    const opened = value(await red.openContents({ name: 'b1.sandtable', text }));
    expect(opened.doc!.mail?.verdict?.ok).toBe(true);
    const record = JSON.parse(await readFile(join(redData, 'mail', `${JSON.parse(text).setup.seed}.json`), 'utf8'));
    expect(record).toMatchObject({ role: 'invited', terms: { mode: 'honor', strictDice: true, invited: 'blue' } });
    expect(record.genesis).toBe(JSON.parse(text).genesis);
  });

  it('a new game id committing the inviter to a chain the joiner grew, sealed to the inviter, is refused', async () => {
    const { file, text } = await joined();
    value(await red.openContents({ name: 'b1.sandtable', text }));
    const before = await holdings(players.red);
    const bob = await loadIdentity(blueData);
    const ana = await loadIdentity(redData);
    const chosen = randomBytes(32).toString('hex');
    const attack = (signWith: Identity | null) =>
      forged(file, bob, (f) => {
        f.setup.seed = randomBytes(16).toString('hex');
        (f.setup.dice!.commits as Record<string, string>).red = chainSecret(chosen, 0, CHAIN_LENGTH);
        const section = seal('red', 'dice-chain', ana.boxKey, { chainSeed: chosen });
        const genesis = genesisHash({ module: f.module, setup: f.setup, players: f.players ?? [] });
        const others = (f.sealed ?? []).filter((x) => x.side !== 'red');
        f.sealed = [...others, signWith ? signSection(section, genesis, signerOf(signWith)) : section];
      });
    refusedWith(
      await red.openContents({ name: 'x.sandtable', text: attack(null) }),
      'no-record',
      /not started or joined on this machine.*not signed by you/,
    );
    refusedWith(
      await red.openContents({ name: 'x.sandtable', text: attack(bob) }),
      'no-record',
      /not signed by you for this game/,
    );
    expect(await holdings(players.red)).toBe(before);
  });

  it("each change of the invitation's terms is refused with a sentence naming it", async () => {
    const { file } = await joined();
    const before = await holdings(players.red);
    const bob = await loadIdentity(blueData);
    const cases: [string, (f: SaveFile) => void, RegExp][] = [
      [
        'mode',
        (f) => {
          f.setup.mode = 'advisory';
        },
        /plays Test Skirmish in advisory mode; you invited to honor mode/,
      ],
      [
        'strict dice',
        (f) => {
          delete f.setup.dice!.strict;
        },
        /without strict dice; you invited to strict dice/,
      ],
      [
        'sealing',
        (f) => {
          delete f.setup.sealed;
        },
        /does not seal each side's hidden units/,
      ],
      [
        'options',
        (f) => {
          f.setup.options = { riverCost: -3 };
        },
        /rule options are not the invitation's \(riverCost: -3 instead of nothing\)/,
      ],
      [
        'module data',
        (f) => {
          f.module.contentHash = 'e'.repeat(64);
        },
        /other data for Test Skirmish/,
      ],
      [
        'sides',
        (f) => {
          for (const p of f.players!) p.side = p.side === 'red' ? 'blue' : 'red';
          const c = f.setup.dice!.commits as Record<string, string>;
          [c.red, c.blue] = [c.blue!, c.red!];
          for (const x of f.sealed ?? []) x.side = x.side === 'red' ? 'blue' : 'red';
          for (const e of f.log) e.side = e.side === 'red' ? 'blue' : 'red';
        },
        /you play the red side of this game; the file gives you the blue side/,
      ],
      [
        'inviter name',
        (f) => {
          f.players!.find((p) => p.side === 'red')!.name = 'Ann';
        },
        /names the inviter "Ann"/,
      ],
    ];
    for (const [what, edit, pattern] of cases) {
      const r = await red.openContents({ name: `${what}.sandtable`, text: forged(file, bob, edit) });
      expect(r.ok, what).toBe(false);
      if (!r.ok) {
        expect(r.error.code, `${what}: ${r.error.message}`).toBe('terms-changed');
        expect(r.error.message, what).toMatch(pattern);
      }
    }
    expect(await holdings(players.red)).toBe(before);
  });

  it("the inviter cannot change the joined game's terms, nor his dice head, in his first file", async () => {
    const inv = value(await red.inviteGame({ moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue' }));
    await blue.openContents({ name: inv.name, text: inv.text });
    const answer = value(await blue.joinGame({}));
    value(await red.openContents({ name: answer.name, text: answer.text }));
    value(await red.act(hexMove('red', 'red-inf-1', '0202')));
    const first = JSON.parse(value(await red.sendTurn({})).text) as SaveFile;
    const before = await holdings(players.blue);
    const ana = await loadIdentity(redData);
    const mode = forged(first, ana, (f) => {
      f.setup.mode = 'advisory';
    });
    refusedWith(
      await blue.openContents({ name: 'r.sandtable', text: mode }),
      'terms-changed',
      /does not keep the terms of your invitation: the file plays Test Skirmish in advisory mode; you joined honor/,
    );
    // Red tries another dice chain once he has seen blue's: its head does not hash to the invitation's commitment.
    const seed = randomBytes(32).toString('hex');
    const head = forged(first, ana, (f) => {
      (f.setup.dice!.commits as Record<string, string>).red = chainSecret(seed, 0, CHAIN_LENGTH);
      // His reveal from that chain, so that the file replays: only the invitation's commitment tells.
      for (const e of f.log) if (e.verb === 'reveal') e.args = { index: 1, secret: chainSecret(seed, 1, CHAIN_LENGTH) };
    });
    refusedWith(
      await blue.openContents({ name: 'r.sandtable', text: head }),
      'terms-changed',
      /commits the inviter's red side to dice secrets other than the invitation's/,
    );
    expect(await holdings(players.blue)).toBe(before);
    const honest = value(await blue.openContents({ name: 'r.sandtable', text: JSON.stringify(first) }));
    expect(honest.doc!.mail?.verdict).toMatchObject({ begins: true, from: 0, count: 2 });
  });

  it("the inviter's first file must name the joiner as his answer did, and name him at all", async () => {
    const inv = value(await red.inviteGame({ moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue' }));
    await blue.openContents({ name: inv.name, text: inv.text });
    const answer = value(await blue.joinGame({}));
    value(await red.openContents({ name: answer.name, text: answer.text }));
    const first = JSON.parse(value(await red.sendTurn({})).text) as SaveFile;
    const before = await holdings(players.blue);
    const ana = await loadIdentity(redData);
    const blueOf = (f: SaveFile) => f.players!.find((p) => p.side === 'blue')!;
    // Sealed sections for blue made for red's box key instead of blue's.
    const box = forged(first, ana, (f) => {
      blueOf(f).boxKey = ana.boxKey;
    });
    refusedWith(await blue.openContents({ name: 'r.sandtable', text: box }), 'terms-changed', /names you otherwise/);
    // Another key in blue's place: blue's game by its id, without blue in it.
    const other = forged(first, ana, (f) => {
      blueOf(f).publicKey = 'c'.repeat(64);
    });
    refusedWith(
      await blue.openContents({ name: 'r.sandtable', text: other }),
      'terms-changed',
      /does not name you as a player/,
    );
    expect(await holdings(players.blue)).toBe(before);
  });

  it("the joiner chooses his dice not knowing the inviter's: the invitation holds a hash of the head", async () => {
    const inv = value(await red.inviteGame({ moduleId: 'test', scenarioId: 'meeting', mode: 'honor', side: 'blue' }));
    const record = JSON.parse(await readFile(join(redData, 'mail', `${JSON.parse(inv.text).gameId}.json`), 'utf8'));
    const head = chainSecret(record.chainSeed, 0, CHAIN_LENGTH);
    expect(inv.text).not.toContain(head);
    await blue.openContents({ name: inv.name, text: inv.text });
    const answer = value(await blue.joinGame({}));
    expect(answer.text).not.toContain(head);
    // Joining again gives the very same answer (the same dice chain), never a second one to choose from.
    await blue.openContents({ name: inv.name, text: inv.text });
    expect(value(await blue.joinGame({})).text).toBe(answer.text);
    // The answer starts the game on red's machine only, once; red's own machine refuses red's own answer.
    expect(await red.openContents({ name: answer.name, text: answer.text })).toMatchObject({ ok: true });
    refusedWith(await red.openContents({ name: answer.name, text: answer.text }), 'already-started', /begun already/);
    refusedWith(await blue.openContents({ name: answer.name, text: answer.text }), 'own-acceptance', /your own answer/);
    // An answer edited on its way (another joiner's dice head) no longer carries the joiner's signature.
    const edited = JSON.parse(answer.text);
    edited.joiner.dice = 'a'.repeat(64);
    refusedWith(
      await red.openContents({ name: 'x.sandtable', text: JSON.stringify(edited) }),
      'invalid',
      /signature does not match/,
    );
    // A stranger's answer to an invitation red never made is refused.
    const stranger = await fixtureHost(players.cleanups);
    const other = value(await stranger.service.inviteGame({ moduleId: 'test', scenarioId: 'meeting', side: 'blue' }));
    await blue.openContents({ name: other.name, text: other.text });
    const theirs = value(await blue.joinGame({}));
    refusedWith(
      await red.openContents({ name: 'y.sandtable', text: theirs.text }),
      'no-record',
      /not made on this machine/,
    );
  });

  it('a game met here for the first time is adopted only when the player continues it, never silently', async () => {
    const { text } = await joined();
    // Blue's identity on another machine: the same keys (read on first use), no record of the game.
    const { service: other, data: fresh } = await fixtureHost(players.cleanups);
    await copyFile(join(blueData, 'identity.json'), join(fresh, 'identity.json'));
    try {
      const asked = await other.openContents({ name: 'b1.sandtable', text });
      // The terms as data too, for the page to say them in its own language.
      expect(asked).toMatchObject({
        error: {
          details: { moduleId: 'test', mode: 'honor', strictDice: true, side: 'blue', opponent: 'Ana', entries: 2 },
        },
      });
      refusedWith(
        asked,
        'continue-game',
        new RegExp(
          'not known on this machine: Test Skirmish, scenario meeting, honor mode, strict dice; ' +
            'you play the blue side against Ana \\(key [0-9A-F-]+\\); 2 entries',
        ),
      );
      expect(value(await other.getSnapshot({})).doc).toBeNull();
      expect(await readdir(join(fresh, 'mail')).catch(() => [])).toEqual([]);
      const continued = value(await other.continueGame({}));
      expect(continued.doc!.mail).toMatchObject({ side: 'blue', known: 0 });
      expect(await readdir(join(fresh, 'mail'))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe("nobody but their owner can replace a player's sealed dice secrets (finding 6)", () => {
  it("the opponent's file that replaces your section is refused, and the other machine says why", async () => {
    const { text } = await joined();
    value(await red.openContents({ name: 'b1.sandtable', text }));
    value(await red.act({ action: { side: 'red', verb: 'reveal', args: {} } }));
    const back = JSON.parse(value(await red.sendTurn({})).text) as SaveFile;
    const bob = await loadIdentity(blueData);
    const ana = await loadIdentity(redData);
    const before = await holdings(players.blue);
    const replaced = (signed: boolean) =>
      forged(back, ana, (f) => {
        const section = seal('blue', 'dice-chain', bob.boxKey, { chainSeed: 'a'.repeat(64) });
        const genesis = genesisHash({ module: f.module, setup: f.setup, players: f.players ?? [] });
        f.sealed = [
          ...(f.sealed ?? []).filter((x) => x.side !== 'blue'),
          signed ? signSection(section, genesis, signerOf(ana)) : section,
        ];
      });
    refusedWith(
      await blue.openContents({ name: 'r.sandtable', text: replaced(false) }),
      'sealed-replaced',
      /sealed dice-chain section for the blue side is not signed by that side's player/,
    );
    refusedWith(
      await blue.openContents({ name: 'r.sandtable', text: replaced(true) }),
      'sealed-replaced',
      /not signed by that side's player/,
    );
    expect(await holdings(players.blue)).toBe(before);
  });
});

describe('an operation that answers an error has had no effect (finding 5)', () => {
  it('an act whose snapshot cannot be made leaves the game, its undo and the journal as they were', async () => {
    const { createLocalRunner } = await import('../../services/fixtures/local-runner.js');
    let failViews = false;
    const { service, data } = await fixtureHost(players.cleanups, {
      runnerFactory: (m) => {
        const r = createLocalRunner(m);
        const view = r.view.bind(r);
        r.view = async (state, side) => {
          if (failViews) throw new Error('the view crashed (injected)');
          return view(state, side);
        };
        return r;
      },
    });
    try {
      value(await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
      value(await service.act(hexMove('red', 'red-inf-1', '0202')));
      const before = value(await service.getSnapshot({}));
      failViews = true;
      const r = await service.act(hexMove('red', 'red-inf-1', '0102'));
      expect(r).toMatchObject({ ok: false, error: { code: 'engine-failed' } });
      failViews = false;
      const after = value(await service.getSnapshot({}));
      expect(after.log.map((l) => l.args)).toEqual(before.log.map((l) => l.args));
      expect(after.view!.state.pieces).toEqual(before.view!.state.pieces);
      expect(after.doc!.canRedo).toBe(false);
      // The journal holds the game as it stands, not the act that failed.
      const { readJournal } = await import('../../services/journal.js');
      const folder = join(data, 'recovery');
      const journals = (await readdir(folder)).filter((n) => n.endsWith('.journal'));
      expect(journals).toHaveLength(1);
      expect(readJournal(await readFile(join(folder, journals[0]!), 'utf8'))?.log).toHaveLength(1);
    } finally {
      await service.close().catch(() => {});
    }
  });

  it('a Save As that cannot write leaves the game unsaved and nothing on disk', async () => {
    const { service, docs } = await fixtureHost(players.cleanups);
    try {
      value(await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' }));
      value(await service.act(hexMove('red', 'red-inf-1', '0202')));
      const { mkdir } = await import('node:fs/promises');
      // A folder where the file would go: the rename fails.
      await mkdir(join(docs, 'blocked.sandtable'));
      const r = await service.saveAs({ name: 'blocked', overwrite: true });
      expect(r).toMatchObject({ ok: false, error: { code: 'write-failed' } });
      const after = value(await service.getSnapshot({}));
      expect(after.doc).toMatchObject({ dirty: true, fileName: null });
      expect(service.isDirty()).toBe(true);
    } finally {
      await service.close();
    }
  });

  it('a refused action leaves no dice reveal behind it', async () => {
    const { text } = await joined();
    value(await red.openContents({ name: 'b1.sandtable', text }));
    const before = value(await red.getSnapshot({}));
    // Red's first action of its turn would reveal first; the action is refused, so the reveal is not kept either.
    const r = await red.act({
      action: { side: 'red', verb: 'move', args: { piece: 'nobody', to: { kind: 'hex', hex: '0202' } } },
    });
    expect(r.ok).toBe(false);
    const after = value(await red.getSnapshot({}));
    expect(after.log.length).toBe(before.log.length);
    expect(after.doc!.revision).toBe(before.doc!.revision);
  });
});
