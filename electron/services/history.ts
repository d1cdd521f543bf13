// The open game's history bookkeeping: state snapshots every N entries (so undo replays at most N-1 entries)
// and the redo stack. Snapshots follow engine/core/replay.ts: {seq, state} is the state after entry seq.

import type { GameState, LogEntry } from '../../engine/core/types.js';
import type { SaveSnapshot } from '../../schemas/save.js';

/** How many log entries between two snapshots. */
export const SNAPSHOT_EVERY = 50;

/** Intervals at the end of an opened game that keep a snapshot each (undo replays little). */
export const RECENT_INTERVALS = 4;

/**
 * The snapshot points an opened game of `length` entries keeps (in order): every `every` entries over its last
 * RECENT_INTERVALS intervals, none before. Those share most of their pieces with the final state, so the worker
 * sends them back for little; a state from further back shares few and cost about 1.5 ms to send and 1 ms to take
 * in, each (four on a 10,000-entry game: about 11 ms of the stress game's open, issue 10). Reaching an earlier
 * entry replays from the set-up once (what opening itself did), and keeps the snapshots it passes (stateAt).
 */
export function openSnapshotSeqs(length: number, every: number = SNAPSHOT_EVERY): number[] {
  const out: number[] = [];
  const recent = length - every * RECENT_INTERVALS;
  for (let seq = every - 1; seq < length; seq += every) if (seq >= recent) out.push(seq);
  return out;
}

/**
 * The states opening a file keeps: after the entries its own snapshots follow (checked against the log, never
 * trusted) and at openSnapshotSeqs; `length` is its log's. The host asks for them, or the worker works them out
 * from the file it parsed (engine-host/ops.ts open): both from the same text, so both find the same.
 */
export function openStateSeqs(length: number, snapshotSeqs: readonly number[], every: number): number[] {
  const keep = new Set<number>(snapshotSeqs);
  for (const seq of openSnapshotSeqs(length, every)) keep.add(seq);
  return [...keep].sort((a, b) => a - b);
}

/** Snapshots and the undone entries of one open game. */
export class History {
  private snapshots = new Map<number, GameState>();
  /** Undone entries, the most recently undone last. */
  private undone: LogEntry[] = [];

  constructor(
    /** The set-up state (before entry 0). */
    readonly initial: GameState,
    readonly every: number = SNAPSHOT_EVERY,
  ) {
    if (!Number.isInteger(every) || every < 1)
      throw new Error(`Snapshot interval must be a positive whole number, not ${every}`);
  }

  /** Records the state after entry `seq` when it falls on the snapshot interval. */
  record(seq: number, state: GameState): void {
    if ((seq + 1) % this.every === 0) this.snapshots.set(seq, state);
  }

  /** The latest known state at or before entry `seq` (-1 means the set-up state). */
  nearest(seq: number): { seq: number; state: GameState } {
    let best = -1;
    for (const s of this.snapshots.keys()) if (s <= seq && s > best) best = s;
    return best < 0 ? { seq: -1, state: this.initial } : { seq: best, state: this.snapshots.get(best)! };
  }

  /** Drops snapshots after entry `lastSeq` (the log was cut back to it). */
  truncate(lastSeq: number): void {
    for (const s of [...this.snapshots.keys()]) if (s > lastSeq) this.snapshots.delete(s);
  }

  /** The snapshots held, in order (save files no longer carry them: opening replays the log). */
  toSave(): SaveSnapshot[] {
    return [...this.snapshots.entries()].sort((a, b) => a[0] - b[0]).map(([seq, state]) => ({ seq, state }));
  }

  /** Remembers an undone entry so redo can re-apply it. */
  pushUndone(entry: LogEntry): void {
    this.undone.push(entry);
  }

  /** The entry redo re-applies next, if any. */
  peekRedo(): LogEntry | undefined {
    return this.undone[this.undone.length - 1];
  }

  /** Takes the next entry to redo off the stack. */
  popRedo(): LogEntry | undefined {
    return this.undone.pop();
  }

  /** A new action makes the undone ones unreachable (as in every editor). */
  clearRedo(): void {
    this.undone = [];
  }

  /** The undone entries as they stand (a copy), for putting them back with setRedo. */
  redoStack(): LogEntry[] {
    return [...this.undone];
  }

  /** Puts back the undone entries redoStack gave. */
  setRedo(entries: readonly LogEntry[]): void {
    this.undone = [...entries];
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }
}
