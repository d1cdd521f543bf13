// GameDocument.stateAt, the replay bar's source (issue 8): the game after any entry, equal to a full replay of
// the log up to it, for at most one engine replay per jump and one apply per step forward.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/types.js';
import { sameState } from '../../engine/core/replay.js';
import { GameDocument } from './document.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import { FIXTURE_SETUP, fixtureModule, shuttleMoves } from './fixtures/helpers.js';

/** A played fixture game (honor mode: moves and dice rolls), with a counting runner and a snapshot every 5. */
async function played(n: number) {
  const loaded = await fixtureModule();
  const runner = createLocalRunner(loaded.module);
  const made = await GameDocument.create(loaded, runner, FIXTURE_SETUP, { snapshotEvery: 5 });
  if (!made.ok) throw new Error(made.error.message);
  const doc = made.value;
  const moves = shuttleMoves(n);
  for (const [i, a] of moves.entries()) {
    // Every third action a roll, so the dice generator's state differs from entry to entry.
    const action: Action = i % 3 === 2 ? { side: 'red', verb: 'roll', args: { count: 2, sides: 6 } } : a;
    const r = await doc.act(action);
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
  }
  const counts = { apply: 0, replay: 0 };
  const apply = runner.apply.bind(runner);
  const replay = runner.replay.bind(runner);
  runner.apply = (...a) => {
    counts.apply++;
    return apply(...a);
  };
  runner.replay = (...a) => {
    counts.replay++;
    return replay(...a);
  };
  const calls = () => ({ ...counts });
  return { doc, runner, loaded, calls };
}

/** The state after entry `seq` by a full replay of the log from the set-up, on a runner of its own. */
async function fullReplay(doc: GameDocument, seq: number) {
  const r = await createLocalRunner(doc.loaded.module).replay(FIXTURE_SETUP, [...doc.log], {
    upTo: seq,
    genesis: doc.genesis,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('GameDocument.stateAt', () => {
  it('gives the state a full replay gives, for every entry and the set-up, in any order', async () => {
    const { doc } = await played(23);
    const order = [-1, 22, 3, 4, 5, 17, 9, 10, 0, 14, 13, 21, 20, 1, 2, 6, 7, 8, 11, 12, 15, 16, 18, 19];
    for (const seq of order) {
      expect(sameState(await doc.stateAt(seq), await fullReplay(doc, seq)), `entry ${seq}`).toBe(true);
    }
    expect(sameState(await doc.stateAt(22), doc.state)).toBe(true);
  });

  it('a jump costs one engine replay, of the entries after the nearest snapshot only', async () => {
    const { doc, runner, calls } = await played(23);
    const before = runner.replayed;
    await doc.stateAt(17); // snapshots after entries 4, 9, 14, 19: replays 15..17
    expect(calls()).toEqual({ apply: 0, replay: 1 });
    expect(runner.replayed - before).toBe(3);
    await doc.stateAt(2); // back: from the set-up, entries 0..2
    expect(calls()).toEqual({ apply: 0, replay: 2 });
    expect(runner.replayed - before).toBe(6);
  });

  it('a jump forward starts from the last state asked for when it is nearer than any snapshot', async () => {
    const { doc, runner, calls } = await played(23);
    await doc.stateAt(16);
    const before = runner.replayed;
    await doc.stateAt(18);
    expect(calls()).toEqual({ apply: 0, replay: 2 });
    expect(runner.replayed - before).toBe(2);
  });

  it('stepping forward costs one apply; the same entry again, a snapshot, or the live game cost nothing', async () => {
    const { doc, calls } = await played(23);
    await doc.stateAt(10);
    for (let seq = 11; seq <= 21; seq++) await doc.stateAt(seq);
    expect(calls()).toEqual({ apply: 11, replay: 1 });
    await doc.stateAt(21);
    await doc.stateAt(22);
    await doc.stateAt(-1);
    await doc.stateAt(14);
    expect(calls()).toEqual({ apply: 11, replay: 1 });
    expect(sameState(await doc.stateAt(21), await fullReplay(doc, 21))).toBe(true);
  });

  it('never serves a state of a log that was changed since (undo, then another action)', async () => {
    const { doc } = await played(8);
    const old = await doc.stateAt(6);
    expect((await doc.undo()).ok).toBe(true);
    expect((await doc.undo()).ok).toBe(true);
    const r = await doc.act({
      side: 'red',
      verb: 'move',
      args: { piece: 'red-inf-1', to: { kind: 'hex', hex: '0303' } },
    });
    expect(r.ok).toBe(true);
    await doc.act({ side: 'red', verb: 'roll', args: { count: 1, sides: 6 } });
    const now = await doc.stateAt(6);
    expect(sameState(now, old)).toBe(false);
    expect(sameState(now, await fullReplay(doc, 6))).toBe(true);
    expect(sameState(await doc.stateAt(5), await fullReplay(doc, 5))).toBe(true);
  });

  it('refuses a seq outside the log, and names the entry when the engine fails', async () => {
    const { doc, runner } = await played(6);
    await expect(doc.stateAt(6)).rejects.toThrow(RangeError);
    await expect(doc.stateAt(-2)).rejects.toThrow(RangeError);
    await expect(doc.stateAt(1.5)).rejects.toThrow(RangeError);
    runner.failNext = true;
    await expect(doc.stateAt(3)).rejects.toThrow(/cannot be replayed|crashed/);
    // The failure left no cached state behind: the next ask replays again and is right.
    expect(sameState(await doc.stateAt(3), await fullReplay(doc, 3))).toBe(true);
  });
});

describe('GameDocument.stateAt over an accepted undo request', () => {
  it('never starts from a remembered position after the entry the request goes back to', async () => {
    const loaded = await fixtureModule();
    const setup = { ...FIXTURE_SETUP, twoPlayers: true };
    const made = await GameDocument.create(loaded, createLocalRunner(loaded.module), setup, { snapshotEvery: 5 });
    if (!made.ok) throw new Error(made.error.message);
    const doc = made.value;
    for (const a of shuttleMoves(20)) expect((await doc.act(a)).ok).toBe(true);
    expect((await doc.act({ side: 'red', verb: 'undoRequest', args: { to: 1 } })).ok).toBe(true);
    expect((await doc.act({ side: 'blue', verb: 'consent', args: { accept: true } })).ok).toBe(true);
    for (const a of shuttleMoves(2)) expect((await doc.act(a)).ok).toBe(true);
    const full = async (seq: number) => {
      const runner = createLocalRunner(loaded.module);
      const r = await runner.replay(setup, [...doc.log], { upTo: seq, genesis: doc.genesis });
      if (!r.ok) throw new Error(r.reason);
      return r.state;
    };
    await doc.stateAt(12); // remembered, and nearer than any snapshot before entry 1
    expect(sameState(await doc.stateAt(21), await full(21))).toBe(true);
    await doc.stateAt(20);
    expect(sameState(await doc.stateAt(21), await full(21))).toBe(true); // a step onto the consent
    expect(sameState(await doc.stateAt(22), await full(22))).toBe(true);
  });
});
