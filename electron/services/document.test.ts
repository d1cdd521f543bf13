import { describe, expect, it } from 'vitest';
import { verifyLog } from '../../engine/core/log.js';
import { canonicalJson } from '../../engine/core/hash.js';
import { GameDocument } from './document.js';
import { History } from './history.js';
import { registerRules } from '../../engine/games/registry.js';
import { createTableRules } from '../../engine/games/table/rules.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import { FIXTURE_SETUP, fixtureModule, playedSave, shuttleMoves } from './fixtures/helpers.js';

async function newDoc(snapshotEvery = 50, mode: 'honor' | 'advisory' | 'enforced' = 'honor') {
  const loaded = await fixtureModule();
  const runner = createLocalRunner(loaded.module);
  const made = await GameDocument.create(loaded, runner, { ...FIXTURE_SETUP, mode }, { snapshotEvery });
  if (!made.ok) throw new Error(made.error.message);
  return { doc: made.value, runner, loaded };
}

const hexOf = (doc: GameDocument, piece: string) => {
  const at = doc.state.pieces.find((p) => p.id === piece)!.at;
  return at.kind === 'hex' ? at.hex : null;
};

describe('GameDocument', () => {
  it('acts through the runner, logs a hash-chained entry with the events, and counts revisions', async () => {
    const { doc } = await newDoc();
    const rev0 = doc.revision;
    const r = await doc.act({
      side: 'red',
      verb: 'move',
      args: { piece: 'red-inf-1', to: { kind: 'hex', hex: '0202' } },
    });
    expect(r.ok).toBe(true);
    expect(hexOf(doc, 'red-inf-1')).toBe('0202');
    expect(doc.log).toHaveLength(1);
    expect(verifyLog([...doc.log], { seq: 0, prevHash: doc.genesis })).toEqual({ ok: true });
    expect(doc.logLines()[0].events.length).toBeGreaterThan(0);
    expect(doc.revision).toBe(rev0 + 1);
    expect(doc.dirty).toBe(true);
  });

  it('returns violations and changes nothing when the engine refuses', async () => {
    const { doc } = await newDoc();
    const before = canonicalJson(doc.state);
    const r = await doc.act({
      side: 'red',
      verb: 'move',
      args: { piece: 'no-such-piece', to: { kind: 'hex', hex: '0202' } },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.length).toBeGreaterThan(0);
    expect(doc.log).toHaveLength(0);
    expect(canonicalJson(doc.state)).toBe(before);
  });

  it('records advisory violations on the entry, and enforced mode refuses the same action', async () => {
    // A rule of the test: a unit may not enter a forest hex (checked only outside honor mode).
    registerRules(
      createTableRules({
        id: 'test-no-forest',
        checks: [
          (module, _state, action) => {
            const to = action.args.to as { hex?: string } | undefined;
            const hex = module.map.hexes.find((h) => h.id === to?.hex);
            return action.verb === 'move' && hex?.terrain === 'forest'
              ? [{ rule: 'test.no-forest', section: '9.9', message: 'No entering forest' }]
              : [];
          },
        ],
      }),
    );
    const loaded = structuredClone(await fixtureModule());
    loaded.module.manifest.rules = 'test-no-forest';
    const intoForest = { side: 'red', verb: 'move', args: { piece: 'red-inf-1', to: { kind: 'hex', hex: '0103' } } };
    const advisory = await GameDocument.create(loaded, createLocalRunner(loaded.module), {
      ...FIXTURE_SETUP,
      mode: 'advisory',
    });
    if (!advisory.ok) throw new Error('setup');
    const r = await advisory.value.act(intoForest);
    expect(r.ok && r.violations.map((v) => v.rule)).toEqual(['test.no-forest']);
    // The entry records the rule, never its message (rewording or translating must not change a save).
    expect(advisory.value.log[0].violations).toEqual([{ rule: 'test.no-forest', section: '9.9' }]);
    // The log panel still gets the sentence, from the rules.
    expect(advisory.value.logLines()[0].violations?.[0].message).toBe('No entering forest');
    // The advisory entry replays (its recorded violations match what the rules find).
    const back = await GameDocument.fromSave(
      loaded,
      createLocalRunner(loaded.module),
      advisory.value.toSaveFile('0.1.0'),
    );
    expect(back.ok).toBe(true);
    const enforced = await GameDocument.create(loaded, createLocalRunner(loaded.module), {
      ...FIXTURE_SETUP,
      mode: 'enforced',
    });
    if (!enforced.ok) throw new Error('setup');
    const refused = await enforced.value.act(intoForest);
    expect(refused).toEqual({
      ok: false,
      violations: [{ rule: 'test.no-forest', section: '9.9', message: 'No entering forest' }],
    });
    expect(enforced.value.log).toHaveLength(0);
  });

  it('undo cuts the log by one and replays only from the nearest snapshot; redo re-applies', async () => {
    const { doc, runner } = await newDoc(5);
    for (const a of shuttleMoves(12)) expect((await doc.act(a)).ok).toBe(true);
    const after11 = canonicalJson(doc.state);
    const hashes = doc.log.map((e) => e.hash);
    runner.calls = 0;
    expect((await doc.undo()).ok).toBe(true);
    expect(doc.log).toHaveLength(11);
    // Snapshots after entries 4 and 9: the state after entry 10 needs only entry 10 replayed, in one engine call.
    expect(runner.calls).toBe(1);
    expect(runner.replayed).toBe(1);
    expect(hexOf(doc, 'red-inf-1')).toBe('0202'); // entry 10 (even index) moved it to 0202
    expect(doc.canRedo).toBe(true);
    expect((await doc.redo()).ok).toBe(true);
    expect(canonicalJson(doc.state)).toBe(after11);
    expect(doc.log.map((e) => e.hash)).toEqual(hashes); // the same action makes the same chained entry
    expect(doc.canRedo).toBe(false);
  });

  it('undo all the way to the set-up, then redo everything', async () => {
    const { doc } = await newDoc(3);
    const initial = canonicalJson(doc.state);
    const moves = shuttleMoves(7);
    for (const a of moves) await doc.act(a);
    const end = canonicalJson(doc.state);
    for (let i = 0; i < 7; i++) expect((await doc.undo()).ok).toBe(true);
    expect(canonicalJson(doc.state)).toBe(initial);
    expect(await doc.undo()).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    for (let i = 0; i < 7; i++) expect((await doc.redo()).ok).toBe(true);
    expect(canonicalJson(doc.state)).toBe(end);
    expect(await doc.redo()).toMatchObject({ ok: false, error: { code: 'nothing-to-redo' } });
  });

  it('a new action clears the redo stack', async () => {
    const { doc } = await newDoc();
    for (const a of shuttleMoves(3)) await doc.act(a);
    await doc.undo();
    await doc.undo();
    await doc.act({ side: 'blue', verb: 'note', args: { text: 'new line' } });
    expect(doc.canRedo).toBe(false);
    expect(doc.log.map((e) => e.verb)).toEqual(['move', 'note']);
  });

  it('an engine failure during undo leaves the game as it was', async () => {
    const { doc, runner } = await newDoc(50);
    for (const a of shuttleMoves(4)) await doc.act(a);
    const state = canonicalJson(doc.state);
    runner.failNext = true;
    const r = await doc.undo();
    expect(r).toMatchObject({ ok: false, error: { code: 'undo-failed' } });
    expect(doc.log).toHaveLength(4);
    expect(canonicalJson(doc.state)).toBe(state);
    expect((await doc.undo()).ok).toBe(true);
    expect(doc.log).toHaveLength(3);
  });

  it('rebuilds a saved game by replay, with the same state and events; files carry no snapshots', async () => {
    const { file, doc: original, loaded } = await playedSave(shuttleMoves(120));
    expect(file.snapshots).toEqual([]);
    const r = await GameDocument.fromSave(loaded, createLocalRunner(loaded.module), file);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.warnings).toEqual([]);
    expect(canonicalJson(r.value.doc.state)).toBe(canonicalJson(original.state));
    expect(r.value.doc.logLines()).toEqual(original.logLines());
    expect(r.value.doc.dirty).toBe(false);
    expect(r.value.doc.toSaveFile('0.1.0', file.savedAt)).toEqual(file);
  });

  it('opening replays the whole log in ONE engine call, and each undo after it is one call too', async () => {
    const { file, doc: original, loaded } = await playedSave(shuttleMoves(120));
    const runner = createLocalRunner(loaded.module);
    const r = await GameDocument.fromSave(loaded, runner, file);
    if (!r.ok) throw new Error(r.error.message);
    expect(runner.calls).toBe(1);
    expect(runner.replayed).toBe(120);
    const doc = r.value.doc;
    // Snapshots after entries 49 and 99 came back from that replay: the 20 undos replay from entry 100 on.
    runner.calls = 0;
    runner.replayed = 0;
    for (let i = 0; i < 20; i++) expect((await doc.undo()).ok).toBe(true);
    expect(runner.calls).toBe(19); // the undo back to entry 99 needs no engine: it is a snapshot
    expect(runner.replayed).toBe([...Array(20).keys()].reduce((n, k) => n + k, 0)); // 19 + 18 + ... + 1 entries
    expect(canonicalJson(doc.state)).toBe(canonicalJson((await playedSave(shuttleMoves(100))).doc.state));
    expect(doc.logLines()).toEqual(original.logLines().slice(0, 100));
  });

  it('warns when a cached snapshot of an older file disagrees with the log, and uses the log', async () => {
    const { file, doc: original, loaded } = await playedSave(shuttleMoves(60));
    const forged = structuredClone(file);
    const at49 = (await playedSave(shuttleMoves(50))).doc.state;
    forged.snapshots = [{ seq: 49, state: { ...at49, turn: 99 } }];
    const r = await GameDocument.fromSave(loaded, createLocalRunner(loaded.module), forged);
    expect(r.ok && r.value.warnings.map((w) => w.code)).toEqual(['snapshot-mismatch']);
    if (r.ok) expect(canonicalJson(r.value.doc.state)).toBe(canonicalJson(original.state));
  });

  it('refuses a log the rules cannot replay (replay-failed), naming the entry', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(2));
    const other = structuredClone(loaded);
    other.module.units = other.module.units.filter((u) => u.id !== 'red-arm-1');
    other.module.scenarios[0].placements = other.module.scenarios[0].placements.filter((p) => p.def !== 'red-arm-1');
    // A module without red's infantry: the first move cannot be replayed.
    other.module.units = other.module.units.filter((u) => u.id !== 'red-inf-1');
    other.module.scenarios[0].placements = other.module.scenarios[0].placements.filter((p) => p.def !== 'red-inf-1');
    const r = await GameDocument.fromSave(other, createLocalRunner(other.module), file);
    expect(r).toMatchObject({ ok: false, error: { code: 'replay-failed' } });
    if (!r.ok) expect(r.error.message).toMatch(/entry 0/);
  });

  it('refuses a scenario the module does not have', async () => {
    const loaded = await fixtureModule();
    const r = await GameDocument.create(loaded, createLocalRunner(loaded.module), {
      ...FIXTURE_SETUP,
      scenarioId: 'nope',
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown-scenario' } });
  });
});

describe('History', () => {
  it('keeps snapshots on the interval and finds the nearest one', async () => {
    const { doc } = await newDoc();
    const h = new History(doc.state, 10);
    for (let seq = 0; seq < 35; seq++) h.record(seq, { ...doc.state, turn: seq });
    expect(h.toSave().map((s) => s.seq)).toEqual([9, 19, 29]);
    expect(h.nearest(25).seq).toBe(19);
    expect(h.nearest(8)).toEqual({ seq: -1, state: doc.state });
    h.truncate(19);
    expect(h.toSave().map((s) => s.seq)).toEqual([9, 19]);
    expect(() => new History(doc.state, 0)).toThrow(/positive/);
  });
});
