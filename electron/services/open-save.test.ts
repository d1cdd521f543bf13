import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import type { Migration } from '../../schemas/migrations/index.js';
import { SAVE_MIGRATIONS } from '../../schemas/migrations/index.js';
import type { SaveFile } from '../../schemas/save.js';
import { COMMIT_REVEAL, type DiceCommitments } from '../../engine/core/dice-chain.js';
import type { EngineRunner } from '../engine-host/runner.js';
import { GameDocument } from './document.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import { formatZero, playedSave, shuttleMoves } from './fixtures/helpers.js';
import type { LoadedModule } from './modules.js';
import { type OpenSaveDeps, parseSaveBegun } from './open-save.js';
import { parseSaveFile, peekModuleId, peekSetupWithoutDice, serializeSaveFile } from './savefile.js';

/**
 * A runner that writes down, in `order`, each engine call and how it was disposed of; and in `played`, whether each
 * opening played the game (its answer) or nothing.
 */
function tracedRunner(module: GameModule, order: string[], played: string[] = []) {
  const inner = createLocalRunner(module);
  const runner: EngineRunner = {
    ...inner,
    setup: (s, k) => (order.push('setup'), inner.setup(s, k)),
    read: (t) => (order.push('read'), inner.read(t)),
    open: (o, t) => {
      if (t !== undefined) order.push('read');
      order.push('open');
      return inner.open(o, t).then(
        (a) => (played.push(a.ok ? 'played' : `nothing: ${a.message}`), a),
        (e: Error) => {
          played.push(`nothing: ${e.message}`);
          throw e;
        },
      );
    },
    replay: (s, l, o) => (order.push(`replay${o?.chainChecked ? ' (chain checked)' : ''}`), inner.replay(s, l, o)),
    dispose: async (retire) => void order.push(retire ? 'retired' : 'disposed'),
  };
  return runner;
}

/**
 * Opening deps over one loaded module; `order` gets the runner's calls, the host's asking for the file's options
 * (`options`, once it has parsed the file) and its checks (`checks`); `played` as in tracedRunner.
 */
function deps(
  loaded: LoadedModule,
  order: string[],
  migrations?: readonly Migration[],
  played: string[] = [],
): OpenSaveDeps {
  return {
    known: [{ id: loaded.info.id, version: loaded.info.version, contentHash: loaded.contentHash }],
    migrations,
    // checkSaveJson asks what this machine remembers of the game just before it checks the chain.
    verified: () => void order.push('checks'),
    load: async () => ({ ok: true, value: loaded }),
    start: async (m) => (order.push('start'), { ok: true, value: tracedRunner(m, order, played) }),
    options: async () => (order.push('options'), {}),
  };
}

describe('opening with the replay begun while the file is checked (open-save.ts)', () => {
  it('sends the file and its opening to the engine before the host parses it, and opens from that one replay', async () => {
    const { file, loaded, doc: played } = await playedSave(shuttleMoves(7));
    const order: string[] = [];
    const parsed = await parseSaveBegun(serializeSaveFile(file), deps(loaded, order));
    expect(parsed.ok && parsed.begun !== null).toBe(true);
    if (!parsed.ok || !parsed.begun) return;
    // No dice to draw with this machine's keys: the opening goes with the text, before the host has parsed it.
    expect(order).toEqual(['start', 'read', 'open', 'options', 'checks']);
    const { runner, opts, early } = parsed.begun;
    const opened = await GameDocument.fromSave(loaded, runner, parsed.file, opts, early);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    // No second replay: the one begun early stands, and gives the game as it was played.
    expect(order).toEqual(['start', 'read', 'open', 'options', 'checks']);
    expect(opened.value.doc.state).toEqual(played.state);
    expect(opened.value.doc.log).toEqual(played.log);
  });

  it('a file refused by its checks (an edited entry) gets its error, and the runner that began is stopped', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(4));
    const bad = JSON.parse(serializeSaveFile(file));
    bad.log[2].args.to.hex = '0505';
    const order: string[] = [];
    const parsed = await parseSaveBegun(JSON.stringify(bad), deps(loaded, order));
    expect(parsed).toMatchObject({ ok: false, error: { code: 'tampered' } });
    // Written on one line, its set-up line is not there to peek at: the opening waits for the host's parse.
    expect(order).toEqual(['start', 'read', 'options', 'open', 'checks', 'retired']);
  });

  it('a forbidden key stops the file before the engine plays any of it (the worker that read it is stopped)', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(2));
    const text = serializeSaveFile(file).replace('"args":{', '"args":{"__proto__":{"x":1},');
    const order: string[] = [];
    const played: string[] = [];
    const parsed = await parseSaveBegun(text, deps(loaded, order, undefined, played));
    expect(parsed).toMatchObject({ ok: false, error: { code: 'forbidden-key' } });
    // Its opening went with the text, but the engine refused to read it, so played nothing.
    expect(order).toEqual(['start', 'read', 'open', 'retired']);
    expect(played).toEqual(['nothing: The saved game holds a forbidden key at /log/0/args/__proto__']);
  });

  it('a text the JSON gate refuses (a key twice) is played by no one: what the engine began is thrown away', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(2));
    // JSON.parse keeps the last "hex", so the engine, which read the text before the host, plays a move to 0505.
    const text = serializeSaveFile(file).replace('"hex":"0202"', '"hex":"0202","hex":"0505"');
    const order: string[] = [];
    const played: string[] = [];
    const parsed = await parseSaveBegun(text, deps(loaded, order, undefined, played));
    expect(parsed).toMatchObject({ ok: false, error: { code: 'duplicate-key' } });
    // The host refused the text before checking anything else: the runner is retired, its answer never read.
    expect(order).toEqual(['start', 'read', 'open', 'retired']);
    expect(played).toEqual(['played']);
  });

  it('peeks at the set-up line for commit-reveal dice: no dice only when the line plainly says so', async () => {
    const { file } = await playedSave(shuttleMoves(1));
    const text = serializeSaveFile(file);
    expect(peekSetupWithoutDice(text)).toBe(true);
    const dice: DiceCommitments = { scheme: COMMIT_REVEAL, commits: { red: 'a'.repeat(64), blue: 'b'.repeat(64) } };
    expect(peekSetupWithoutDice(serializeSaveFile({ ...file, setup: { ...file.setup, dice } }))).toBe(false);
    // Not written by this app (one line), a set-up line cut short, or no set-up line: not plainly without dice.
    expect(peekSetupWithoutDice(JSON.stringify(file))).toBe(false);
    expect(peekSetupWithoutDice(text.replace(/^"setup":\{/m, '"setup":{"x":'))).toBe(false);
    expect(peekSetupWithoutDice(text.replace(/^"setup":.*$/m, '"setup":[],'))).toBe(false);
  });

  it('a game with commit-reveal dice is opened only once the host has parsed it, with its keys', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(2));
    const dice: DiceCommitments = { scheme: COMMIT_REVEAL, commits: { red: 'a'.repeat(64), blue: 'b'.repeat(64) } };
    const text = serializeSaveFile({ ...file, setup: { ...file.setup, dice } });
    const order: string[] = [];
    await parseSaveBegun(text, deps(loaded, order));
    expect(order.slice(0, 4)).toEqual(['start', 'read', 'options', 'open']);
  });

  it('an opening asked before the parse with other options than the file gets is replayed again by fromSave', async () => {
    const { file, loaded, doc: played } = await playedSave(shuttleMoves(6));
    const order: string[] = [];
    // The host wants snapshots every 2 entries; the early opening was asked with the default.
    const d = { ...deps(loaded, order), options: async () => (order.push('options'), { snapshotEvery: 2 }) };
    const parsed = await parseSaveBegun(serializeSaveFile(file), d);
    if (!parsed.ok || !parsed.begun) throw new Error('expected the replay begun');
    const { runner, opts, early } = parsed.begun;
    const opened = await GameDocument.fromSave(loaded, runner, parsed.file, opts, early);
    expect(opened.ok && opened.value.doc.state).toEqual(played.state);
    expect(order).toEqual(['start', 'read', 'open', 'options', 'checks', 'setup', 'replay (chain checked)']);
  });

  it('the text goes to the worker before the host parses it, found by its module line; without one, after', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(3));
    const text = serializeSaveFile(file);
    expect(peekModuleId(text)).toBe('test');
    // The same game with its module line out of reach of the peek (white space first): read once the host has
    // parsed it, and opened all the same.
    const late = `{${' '.repeat(5000)}${text.slice(1)}`;
    expect(peekModuleId(late)).toBe('');
    const order: string[] = [];
    const d = deps(loaded, order);
    const load = (log: string[]) => async (id: string) => (log.push(`load ${id}`), d.load(id));
    const parsed = await parseSaveBegun(late, { ...d, load: load(order) });
    expect(parsed.ok && parsed.begun !== null).toBe(true);
    expect(order).toEqual(['load test', 'start', 'read', 'options', 'open', 'checks']);
    // Found by its module line, the text is read before the host parses it: a cut-off file was read (and its
    // opening asked, with nothing to play), then refused.
    const cut: string[] = [];
    const refused = await parseSaveBegun(text.slice(0, -40), { ...deps(loaded, cut), load: load(cut) });
    expect(refused).toMatchObject({ ok: false, error: { code: 'malformed-json' } });
    expect(cut).toEqual(['load test', 'start', 'read', 'open', 'retired']);
  });

  it('a file of an older format begins nothing early and opens the ordinary way once converted', async () => {
    const { file, loaded, doc: played } = await playedSave(shuttleMoves(3));
    const v0 = formatZero(file);
    const order: string[] = [];
    const parsed = await parseSaveBegun(v0.text, deps(loaded, order, [v0.migration, ...SAVE_MIGRATIONS]));
    expect(parsed.ok && parsed.begun).toBe(null);
    expect(order).toEqual(['start', 'read', 'retired', 'checks']);
    if (!parsed.ok) return;
    const opened = await GameDocument.fromSave(loaded, tracedRunner(loaded.module, order), parsed.file);
    expect(opened.ok && opened.value.doc.state).toEqual(played.state);
    expect(order).toEqual(['start', 'read', 'retired', 'checks', 'setup', 'replay (chain checked)']);
  });

  it('fromSave does not take work begun for another file object, nor for one whose chain it did not check', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(5));
    const order: string[] = [];
    const parsed = await parseSaveBegun(serializeSaveFile(file), deps(loaded, order));
    if (!parsed.ok || !parsed.begun) throw new Error('expected the replay begun');
    // The same game as another object, never checked by parseSaveFile: its chain is checked by the replay.
    const other = JSON.parse(serializeSaveFile(file)) as SaveFile;
    const opened = await GameDocument.fromSave(loaded, parsed.begun.runner, other, {}, parsed.begun.early);
    expect(opened.ok).toBe(true);
    expect(order.slice(5)).toEqual(['setup', 'replay']);
    // And a checked file with work begun for it on another runner: begun again on this one.
    const again = parseSaveFile(serializeSaveFile(file), deps(loaded, []).known);
    if (!again.ok) throw new Error(again.error.message);
    const mine: string[] = [];
    await GameDocument.fromSave(loaded, tracedRunner(loaded.module, mine), again.file, {}, parsed.begun.early);
    expect(mine).toEqual(['setup', 'replay (chain checked)']);
  });
});
