// Play by e-mail against a hostile opponent, continued (issue 24, findings 3, 4, 5 and 8): notes added before a
// roll change no die; under strict dice the revealer cannot put anything before his reveal; a signed file that
// nests 20,000 deep or holds a 10 MB string, or holds numbers or keys no Sandtable writes, is refused at the gate
// with the place named, the victim's game and records stay as they were, and his previous file still opens.
import { describe, expect, it } from 'vitest';
import type { SaveFile } from '../../../schemas/save.js';
import { hexMove, value } from '../../services/fixtures/helpers.js';
import { shippedHost } from '../../services/fixtures/isabella-dir.js';
import { forged, holdings, playersPerTest, refusedWith, startByMail } from '../../services/fixtures/mail-pair.js';
import { linesOf } from '../../services/fixtures/sent-log.js';
import { loadIdentity } from '../../services/identity.js';

const players = playersPerTest();

/** Red invites blue to the fixture's game (honor mode; strict dice or not), and the game begins on both machines. */
const begun = (strictDice: boolean) =>
  startByMail(players.red.service, players.blue.service, {
    moduleId: 'test',
    scenarioId: 'meeting',
    mode: 'honor',
    side: 'blue',
    strictDice,
  });

/** The game begun, blue moves and sends; red opens it: blue's first file. */
async function opened(strictDice = false): Promise<{ text: string; file: SaveFile }> {
  const { red, blue } = players;
  await begun(strictDice);
  value(await blue.service.act(hexMove('blue', 'blue-inf-1', '0404')));
  const text = value(await blue.service.sendTurn({})).text;
  value(await red.service.openContents({ name: 'b1.sandtable', text }));
  return { text, file: JSON.parse(text) as SaveFile };
}

const roll = (side: string) => ({ action: { side, verb: 'roll', args: { count: 3, sides: 6 } } });
const note = (side: string, text: string) => ({ action: { side, verb: 'note', args: { text } } });

describe('dice nobody can steer, through the host (findings 3 and 4)', () => {
  it("the Allied loyalty roll is the same after 0 to 8 notes before it (Isabella's finding, replayed)", async () => {
    const axis = await shippedHost();
    const allied = await shippedHost();
    try {
      const game = { moduleId: 'isabella', scenarioId: 'campaign', mode: 'enforced', side: 'allied' } as const;
      await startByMail(axis.service, allied.service, game);
      value(await allied.service.saveAs({ name: 'joined' }));
      const start = value(await allied.service.listFiles({})).find((f) => f.name.startsWith('joined'))!;
      const results = new Set<string>();
      for (let k = 0; k <= 8; k++) {
        value(await allied.service.openFile({ fileId: start.id }));
        for (let i = 0; i < k; i++) value(await allied.service.act(note('allied', `note ${i}`)));
        const rolled = value(await allied.service.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } }));
        const dice = linesOf(rolled).flatMap((l) => l.events.filter((e) => e.type === 'roll').map((e) => e.dice));
        expect(dice.length).toBeGreaterThan(0);
        results.add(JSON.stringify(dice));
      }
      expect(results.size).toBe(1);
    } finally {
      await axis.close();
      await allied.close();
    }
  }, 60_000);

  it("under strict dice a proposal put before the revealer's reveal is refused, naming the entry", async () => {
    const { red, blue } = players;
    await begun(true);
    value(await blue.service.act(roll('blue')));
    const waiting = value(await blue.service.sendTurn({})).text;
    value(await red.service.openContents({ name: 'w.sandtable', text: waiting }));
    value(await red.service.act({ action: { side: 'red', verb: 'reveal', args: {} } }));
    const honest = JSON.parse(value(await red.service.sendTurn({})).text) as SaveFile;
    const ana = await loadIdentity(red.data);
    const before = await holdings(blue);
    // Red puts a change of mode before its reveal, hoping to move blue's waiting roll: the chain re-signed by red.
    const reveal = honest.log.findIndex((e, i) => i > 0 && e.side === 'red' && e.verb === 'reveal');
    const steered = forged(honest, ana, (f) => {
      const proposal = { ...f.log[reveal]!, verb: 'setMode', args: { mode: 'enforced' } };
      f.log.splice(reveal, 0, proposal);
    });
    refusedWith(
      await blue.service.openContents({ name: 's.sandtable', text: steered }),
      'replay-failed',
      new RegExp(`Log entry ${reveal} \\(setMode by red\\) cannot be replayed: .*reveal`),
    );
    expect(await holdings(blue)).toBe(before);
    const resolved = value(await blue.service.openContents({ name: 'h.sandtable', text: JSON.stringify(honest) }));
    expect(linesOf(resolved).some((l) => l.events.some((e) => e.type === 'dice-resolved'))).toBe(true);
  });

  it('a note added before a roll in a file changes no die', async () => {
    const { red } = players;
    await opened();
    value(await red.service.saveAs({ name: 'start' }));
    const start = value(await red.service.listFiles({})).find((f) => f.name.startsWith('start'))!;
    const dice: string[] = [];
    for (const notes of [0, 1, 5]) {
      value(await red.service.openFile({ fileId: start.id }));
      for (let i = 0; i < notes; i++) value(await red.service.act(note('red', `${i}`)));
      const rolled = linesOf(value(await red.service.act(roll('red'))));
      dice.push(JSON.stringify(rolled.at(-1)!.events));
    }
    expect(new Set(dice).size).toBe(1);
  });
});

describe('files that cannot wedge a game (findings 5 and 8)', () => {
  /** Blue's first file with one more note of blue's, whose arguments `args` are, signed again by blue. */
  async function withNote(file: SaveFile, args: unknown): Promise<string> {
    const bob = await loadIdentity(players.blue.data);
    return forged(file, bob, (f) => {
      const last = f.log.at(-1)!;
      f.log.push({ ...last, seq: f.log.length, verb: 'note', args: args as never });
    });
  }

  it('a signed note 20,000 deep or with 10 MB of string is refused at the gate; the last file opens', async () => {
    const { red } = players;
    const { file, text } = await opened();
    const before = await holdings(red);
    // The deep value goes in as text: an attacker signs it with a hasher of his own (this project's canonical JSON
    // is recursive), and the gate refuses the text before any hash or signature is looked at.
    const deep = `${'{"d":'.repeat(20_000)}true${'}'.repeat(20_000)}`;
    const placed = (await withNote(file, { deep: 'PLACE' })).replace('"PLACE"', deep);
    refusedWith(
      await red.service.openContents({ name: 'deep.sandtable', text: placed }),
      'too-deep',
      /nests deeper than 64 levels at \/log\/2\/args\/deep/,
    );
    refusedWith(
      await red.service.openContents({
        name: 'big.sandtable',
        text: await withNote(file, { text: 'x'.repeat(10 << 20) }),
      }),
      'string-too-long',
      /string of 10,485,760 characters at \/log\/2\/args\/text/,
    );
    // Within the file's bounds but past an action's: named by its entry.
    let nested: unknown = 1;
    for (let i = 0; i < 40; i++) nested = [nested];
    const r = await red.service.openContents({ name: 'n.sandtable', text: await withNote(file, { nested }) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/entry 2/i);
    expect(await holdings(red)).toBe(before);
    // Nothing was cut back: the earlier file still opens, and the game goes on.
    value(await red.service.openContents({ name: 'b1.sandtable', text }));
    value(await red.service.act(hexMove('red', 'red-inf-1', '0202')));
    expect((await red.service.sendTurn({})).ok).toBe(true);
  });

  it('numbers and keys no Sandtable writes are refused with their place named, in the app as at the gate', async () => {
    const { red } = players;
    const { text } = await opened();
    const before = await holdings(red);
    const cases: [string, string, RegExp][] = [
      ['non-finite-number', text.replace('"options":{}', '"options":{"x":1e309}'), /1e309 at \/setup\/options\/x/],
      [
        'unwritten-number',
        text.replace('"options":{}', '"options":{"x":-0}'),
        /-0 at \/setup\/options\/x.*writes as 0/,
      ],
      [
        'unwritten-number',
        text.replace('"options":{}', '"options":{"x":1.0}'),
        /1\.0 at \/setup\/options\/x.*writes as 1/,
      ],
      [
        'duplicate-key',
        text.replace('"options":{}', '"options":{},"options":{}'),
        /key "options" twice in the object at \/setup/,
      ],
    ];
    for (const [code, bad, pattern] of cases) {
      expect(bad).not.toBe(text);
      refusedWith(await red.service.openContents({ name: 'n.sandtable', text: bad }), code, pattern);
    }
    // A byte-order mark is no problem: the same file opens.
    value(await red.service.openContents({ name: 'bom.sandtable', text: `\uFEFF${text}` }));
    const after = JSON.parse(await holdings(red));
    expect(after.log).toEqual(JSON.parse(before).log);
  });
});
