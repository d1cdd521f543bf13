import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/core/types.js';
import { sameState } from '../../engine/core/replay.js';
import { GameDocument } from './document.js';
import { openSnapshotSeqs, RECENT_INTERVALS } from './history.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import { playedSave, shuttleMoves } from './fixtures/helpers.js';

describe('the snapshots an opened game keeps', () => {
  it('every interval over the last RECENT_INTERVALS, none before', () => {
    expect(RECENT_INTERVALS).toBe(4);
    expect(openSnapshotSeqs(0)).toEqual([]);
    expect(openSnapshotSeqs(120)).toEqual([49, 99]);
    // 10,000 entries: 4 states to make and send back instead of 200.
    expect(openSnapshotSeqs(10_000)).toEqual([9849, 9899, 9949, 9999]);
    expect(openSnapshotSeqs(1_234, 5)).toEqual([1214, 1219, 1224, 1229]);
  });

  it('an opened long game still reaches every entry and undoes right, from the fewer snapshots', async () => {
    const n = 260;
    const { file, doc: live, loaded } = await playedSave(shuttleMoves(n), 5);
    const states: GameState[] = [];
    for (let seq = 0; seq < n; seq++) states.push(await live.stateAt(seq));
    const runner = createLocalRunner(loaded.module);
    const opened = await GameDocument.fromSave(loaded, runner, file, { snapshotEvery: 5 });
    if (!opened.ok) throw new Error(opened.error.message);
    const doc = opened.value.doc;
    for (const seq of [0, 3, 99, 100, 101, 157, 198, 199, 200, 205, 209, 210, 211, 241, 258])
      expect(sameState(await doc.stateAt(seq), states[seq]!)).toBe(true);
    // A far step replays from the set-up once (at most the entries up to it); a recent one, at most 5.
    runner.replayed = 0;
    await doc.stateAt(150);
    expect(runner.replayed).toBeLessThanOrEqual(151);
    // The way there filled in the snapshots it passed: a step back from there replays at most 5 entries.
    runner.replayed = 0;
    expect(sameState(await doc.stateAt(140), states[140]!)).toBe(true);
    expect(runner.replayed).toBeLessThanOrEqual(5);
    runner.replayed = 0;
    await doc.stateAt(247);
    expect(runner.replayed).toBeLessThanOrEqual(5);
    for (let i = 0; i < 80; i++) expect((await doc.undo()).ok).toBe(true);
    expect(sameState(doc.state, states[n - 81]!)).toBe(true);
  });
});
