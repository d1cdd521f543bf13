import { afterAll, describe, expect, it } from 'vitest';
import { openStateSeqs } from '../services/history.js';
import { fileURLToPath } from 'node:url';
import { createInProcessRunner, createWorkerRunner, type EngineRunner } from './runner.js';
import { miniModule } from '../../engine/games/table/fixtures/mini.js';
import { recordAction } from '../../engine/core/record.js';
import type { Action, GameState, LogEntry } from '../../engine/core/types.js';
import type { GameSetup } from '../../engine/core/rules.js';
import { EngineError } from './ops.js';

const badRules = fileURLToPath(new URL('./fixtures/bad-rules.ts', import.meta.url));
const setup: GameSetup = { scenarioId: 'intro', seed: 'sandbox', mode: 'honor', options: {} };
const badModule = () => {
  const m = miniModule();
  m.manifest.rules = 'test-bad';
  return m;
};

describe('worker runner', () => {
  const runners: EngineRunner[] = [];
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.dispose()));
  });

  it('plays like the in-process engine', async () => {
    const w = createWorkerRunner(miniModule());
    runners.push(w);
    const local = createInProcessRunner(miniModule());
    const s = await w.setup(setup);
    expect(s).toEqual(await local.setup(setup));
    const a = { side: 'axis', verb: 'roll', args: { count: 2, sides: 6 } };
    expect(await w.apply(s, a)).toEqual(await local.apply(s, a));
    const v = await w.view(s, 'axis');
    expect(v.legalActions.length).toBeGreaterThan(5);
    const r = recordAction((await import('../../engine/games/registry.js')).getRules('table'), miniModule(), s, [], a);
    if (!r.ok) throw new Error('roll refused');
    const rep = await w.replay(setup, r.log);
    expect(rep.ok && rep.state).toEqual(r.state);
  });

  it('replays in one call and hands back the states asked for, or replays only the entries after a snapshot', async () => {
    const w = createWorkerRunner(miniModule());
    runners.push(w);
    const local = createInProcessRunner(miniModule());
    const rules = (await import('../../engine/games/registry.js')).getRules('table');
    let state = await local.setup(setup);
    let log: LogEntry[] = [];
    for (let i = 0; i < 7; i++) {
      const a: Action =
        i % 2
          ? { side: 'axis', verb: 'flip', args: { piece: 'de-1' } }
          : { side: 'allied', verb: 'roll', args: { count: 1, sides: 6 } };
      const r = recordAction(rules, miniModule(), state, log, a);
      if (!r.ok) throw new Error('refused');
      state = r.state;
      log = r.log;
    }
    for (const runner of [w, local]) {
      const all = await runner.replay(setup, log, { keepStates: [2, 5] });
      if (!all.ok) throw new Error(all.reason);
      expect(all.state).toEqual(state);
      expect(all.events).toHaveLength(7);
      const upTo = async (n: number) => {
        const r = await runner.replay(setup, log, { upTo: n });
        return r.ok ? r.state : null;
      };
      expect(all.states).toEqual([
        { seq: 2, state: await upTo(2) },
        { seq: 5, state: await upTo(5) },
      ]);
      // From the state after entry 2, only entries 3..6 are sent; the last state and their events come back.
      const after = await runner.replay(setup, log.slice(3), {
        after: { ...all.states![0], hash: log[2].hash },
        keepStates: [4],
      });
      expect(after.ok && after.state).toEqual(state);
      expect(after.ok && after.events.listsFrom()).toEqual(all.events.listsFrom(3));
      expect(after.ok && after.states?.map((s) => s.seq)).toEqual([4]);
      // The entries must follow that entry: a gap or a foreign link is refused, naming the entry.
      expect(
        await runner.replay(setup, log.slice(4), { after: { ...all.states![0], hash: log[2].hash } }),
      ).toMatchObject({ ok: false, seq: 3 });
      expect(
        await runner.replay(setup, log.slice(3), { after: { ...all.states![0], hash: log[1].hash } }),
      ).toMatchObject({ ok: false, seq: 3 });
      // From the set-up state (seq -1) the first entry must link to genesis.
      const fromSetup = await runner.replay(setup, log, { after: { seq: -1, state: await runner.setup(setup) } });
      expect(fromSetup.ok && fromSetup.state).toEqual(state);
    }
  }, 30000);

  it('stops a looping rule within its limit, names the action, leaves the game unchanged and recovers', async () => {
    const w = createWorkerRunner(badModule(), { timeoutMs: 300, rulesImports: [badRules] });
    runners.push(w);
    const s = await w.setup(setup);
    const before = structuredClone(s);
    const t0 = Date.now();
    const r = await w.apply(s, { side: 'axis', verb: 'loop', args: { piece: 'de-1' } });
    const took = Date.now() - t0;
    expect(r.ok).toBe(false);
    expect(!r.ok && r.violations).toEqual([
      {
        rule: 'engine.timeout',
        section: '—',
        message: expect.stringMatching(
          /longer than 300 ms on "loop de-1" by axis and was stopped; the game is unchanged/,
        ),
      },
    ]);
    expect(took).toBeLessThan(3000);
    expect(s).toEqual(before);
    // A fresh worker answers the next call.
    const ok = await w.apply(s, { side: 'axis', verb: 'flip', args: { piece: 'de-1' } });
    expect(ok.ok && ok.state.pieces.find((p) => p.id === 'de-1')?.disrupted).toBe(true);
  }, 30000);

  it('reports a throwing rule as engine.crash and leaves the game unchanged', async () => {
    const w = createWorkerRunner(badModule(), { timeoutMs: 2000, rulesImports: [badRules] });
    runners.push(w);
    const s = await w.setup(setup);
    const before = structuredClone(s);
    const r = await w.apply(s, { side: 'allied', verb: 'boom', args: {} });
    expect(!r.ok && r.violations[0]).toMatchObject({
      rule: 'engine.crash',
      message: expect.stringMatching(/"boom" by allied \(kaboom\)/),
    });
    expect(s).toEqual(before);
    expect((await w.apply(s, { side: 'axis', verb: 'note', args: { text: 'still here' } })).ok).toBe(true);
  }, 30000);

  it('stops a rule that eats memory at the heap limit', async () => {
    const w = createWorkerRunner(badModule(), {
      timeoutMs: 10000,
      maxOldGenerationSizeMb: 64,
      rulesImports: [badRules],
    });
    runners.push(w);
    const s = await w.setup(setup);
    const r = await w.apply(s, { side: 'axis', verb: 'hog', args: {} });
    expect(!r.ok && r.violations[0].rule).toMatch(/^engine\.(crash|timeout)$/);
    expect((await w.apply(s, { side: 'axis', verb: 'note', args: { text: 'recovered' } })).ok).toBe(true);
  }, 60000);

  it('names the log entry a runaway replay was stuck on', async () => {
    const w = createWorkerRunner(badModule(), { timeoutMs: 300, replayTimeoutMs: 500, rulesImports: [badRules] });
    runners.push(w);
    const { makeEntry } = await import('../../engine/core/log.js');
    const log: LogEntry[] = [];
    log.push(makeEntry(null, { side: 'axis', verb: 'note', args: { text: 'a' } }));
    log.push(makeEntry(log[0], { side: 'axis', verb: 'loop', args: {} }));
    const r = await w.replay(setup, log);
    expect(r).toMatchObject({ ok: false, seq: 1, reason: expect.stringMatching(/at entry 1/) });
  }, 30000);

  it("opens a saved game's text in one call: the set-up state and the replay, as setup and replay give them", async () => {
    const w = createWorkerRunner(badModule(), { replayTimeoutMs: 500, rulesImports: [badRules] });
    runners.push(w);
    await import('./fixtures/bad-rules.js');
    const local = createInProcessRunner(badModule());
    const { makeEntry } = await import('../../engine/core/log.js');
    const log: LogEntry[] = [makeEntry(null, { side: 'axis', verb: 'note', args: { text: 'a' } })];
    log.push(makeEntry(log[0], { side: 'axis', verb: 'flip', args: { piece: 'de-1' } }));
    const text = (l: LogEntry[], s = setup) => JSON.stringify({ formatVersion: 2, setup: s, log: l });
    const open = async (runner: EngineRunner, t: string, opts = {}) => {
      await runner.read(t);
      return runner.open(opts);
    };
    for (const runner of [w, local]) {
      const a = await open(runner, text(log), { keepStates: [0] });
      const replayed = await runner.replay(setup, log, { keepStates: [0] });
      expect(a).toEqual({ ok: true, initial: await runner.setup(setup), replay: replayed });
      // The worker sends an open's events after its states (worker.ts OpenedAnswer): the same lists all the same.
      if (!a.ok || !a.replay.ok || !replayed.ok) throw new Error('the open or the replay failed');
      expect(a.replay.events.length).toBe(2);
      expect(a.replay.events.listsFrom()).toEqual(replayed.events.listsFrom());
      expect(a.replay.events.list(1)).toEqual([expect.objectContaining({ piece: 'de-1' })]);
      // A set-up that fails is said as such; a rule that throws while replaying fails the replay at its entry.
      expect(await open(runner, text(log, { ...setup, scenarioId: 'none' }))).toMatchObject({
        ok: false,
        stage: 'setup',
      });
      const boom = [...log, makeEntry(log[1], { side: 'axis', verb: 'boom', args: {} })];
      expect(await open(runner, text(boom))).toMatchObject({ ok: true, replay: { ok: false, seq: 2 } });
      // What was read is opened once: an open with nothing read is refused.
      expect(await runner.open({})).toMatchObject({
        ok: false,
        message: expect.stringMatching(/No saved game was read/),
      });
      // Asked with a snapshot interval instead of states, the engine keeps those opening keeps (history.ts
      // openStateSeqs): the file's own snapshots' and the interval's, worked out from the text it read.
      const long: LogEntry[] = [log[0]!];
      for (let i = 1; i < 9; i++)
        long.push(makeEntry(long[i - 1]!, { side: 'axis', verb: 'flip', args: { piece: 'de-1' } }));
      const withSnap = JSON.stringify({ setup, log: long, snapshots: [{ seq: 4, state: {} }, { seq: 'x' }] });
      const every = await open(runner, withSnap, { every: 3 });
      expect(every.ok && every.replay.ok && every.replay.states?.map((k) => k.seq)).toEqual(openStateSeqs(9, [4], 3));
      expect(openStateSeqs(9, [4], 3)).toEqual([2, 4, 5, 8]);
      // A text with a forbidden key is not read, so nothing plays it.
      await expect(runner.read(text(log).replace('"args":{', '"args":{"__proto__":{},'))).rejects.toThrow(
        /forbidden key at \/log\/0\/args\/__proto__/,
      );
      expect(await runner.open({})).toMatchObject({ ok: false, message: expect.stringMatching(/No saved game/) });
    }
    // In the worker, a replay that runs away is stopped at its time limit, naming the entry it was on.
    const loop = [...log, makeEntry(log[1], { side: 'axis', verb: 'loop', args: {} })];
    expect(await open(w, text(loop))).toMatchObject({
      ok: false,
      stage: 'replay',
      seq: 2,
      message: expect.stringMatching(/longer than 500 ms replaying the log \(at entry 2\)/),
    });
  }, 30000);

  it('in-process runner turns a throwing rule into engine.crash too', async () => {
    await import('./fixtures/bad-rules.js');
    const local = createInProcessRunner(badModule());
    const s: GameState = await local.setup(setup);
    const r = await local.apply(s, { side: 'axis', verb: 'boom', args: {} });
    expect(!r.ok && r.violations[0].rule).toBe('engine.crash');
    await expect(local.setup({ ...setup, scenarioId: 'none' })).rejects.toBeInstanceOf(EngineError);
  });
});

describe('worker runner, built', () => {
  it('runs from a bundled worker (what the build makes as dist-electron/engine-worker.mjs)', async () => {
    const { build } = await import('esbuild');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-worker-'));
    try {
      const outfile = join(dir, 'engine-worker.mjs');
      await build({
        entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile,
        logLevel: 'silent',
      });
      const w = createWorkerRunner(miniModule(), { workerPath: outfile });
      try {
        const s = await w.setup(setup);
        const r = await w.apply(s, { side: 'axis', verb: 'roll', args: { count: 1, sides: 6 } });
        expect(r.ok).toBe(true);
      } finally {
        await w.dispose();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30000);
});
