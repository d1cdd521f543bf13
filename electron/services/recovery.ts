// Crash recovery. The open game is journaled to dataDir/recovery/<session>.journal (journal.ts: a header
// written whole when a game starts, opens, is saved or restored, then one appended line per change), and each
// running session holds dataDir/recovery/<session>.lock with its pid. On the next start, a journal with unsaved
// changes whose session is gone (no lock, or its process is dead) is a crash: checkRecovery reports it and
// restoreRecovery rebuilds the game from it (recovery-orphans.ts). A clean close or a discard removes it. Nothing
// is fsynced: the journal must survive a killed process (the page cache outlives it), not a power cut.
// Writing never throws and never refuses a move: a failed write (a full disk, the folder gone, read-only) sets
// health() for the page to say that recovery is off, and the whole journal is written again at the next change
// and every few seconds until it works (so nothing is missing once it does: recovery-health.ts says why not).

import { unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LogEntry } from '../../engine/core/types.js';
import type { HostResult, RecoveryInfo } from '../../schemas/host-api.js';
import { hostFailure } from '../host-result.js';
import type { SaveFile } from '../../schemas/save.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { atomicWriteFile, removeStaleTempFiles } from './files.js';
import { changeLines, entryBytes, journalHeader, linesText } from './journal.js';
import { healthOf, JournalTooLarge, type RecoveryHealth } from './recovery-health.js';
import { nodeRecoveryFs, type RecoveryFs, writeLock } from './recovery-fs.js';
import { JOURNAL, LEGACY, orphanedRecords, type RecoveryRecord, recoveryInfoOf } from './recovery-orphans.js';

export type { RecoveryRecord } from './recovery-orphans.js';
export type { RecoveryHealth } from './recovery-health.js';

/** How long a failed journal waits before it is written again without a change (a disk freed meanwhile). */
export const RETRY_MS = 5000;

/** What a failed journal is written again from: the game whole (as it stands when asked), its path, dirty. */
interface Pending {
  whole: () => SaveFile;
  path: string | null;
  dirty: boolean;
}

/** The recovery files of one data folder, seen from one running session. */
export class RecoveryStore {
  readonly session: string;
  readonly dir: string;
  private readonly fs: RecoveryFs;
  private readonly retryMs: number;
  private started = false;
  /** The hashes of the log the journal holds, in order; null while there is no journal for the open game. */
  private journaled: string[] | null = null;
  /** The entries of the journaled log (a cut subtracts their sizes), in step with `journaled`. */
  private entries: LogEntry[] = [];
  /** The journaled game's size as a save file (see gameBytes). */
  private bytes = 0;
  /** Why the last write failed (null: the journal holds the open game, or there is nothing to journal). */
  private problem: RecoveryHealth | null = null;
  /** The game to write whole again after a failed write (null: nothing waits). */
  private pending: Pending | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Every change to this session's files, one at a time (the retry timer runs between the host's calls). */
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * The open game's size as a save file, from the journal (a little above serializeSaveFile's: the header's own
   * fields), as of the last change, journaled or not (over MAX_SAVE_BYTES it is not); null before any game.
   */
  gameBytes: number | null = null;

  /** `fs`: what this session's files are written with (tests: a failing one); `retryMs`: see RETRY_MS. */
  constructor(dataDir: string, session?: string, opts: { fs?: RecoveryFs; retryMs?: number } = {}) {
    this.dir = join(dataDir, 'recovery');
    this.session = session ?? `${Date.now().toString(36)}-${process.pid}-${randomBytes(4).toString('hex')}`;
    this.fs = opts.fs ?? nodeRecoveryFs;
    this.retryMs = opts.retryMs ?? RETRY_MS;
  }

  private file(session: string): string {
    return join(this.dir, `${session}${JOURNAL}`);
  }

  private lock(session: string): string {
    return join(this.dir, `${session}.lock`);
  }

  /** Runs `fn` after every earlier change to this session's files. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }

  /** Null while crash recovery works; else why the journal could not be written (it is tried again). */
  health(): RecoveryHealth | null {
    return this.problem;
  }

  /** Marks this session as running (its lock holds our pid); a failure is left for the first journal to report. */
  start(): Promise<void> {
    return this.serial(() => this.startNow().catch(() => {}));
  }

  private async startNow(): Promise<void> {
    await this.fs.mkdir(this.dir);
    // A save killed mid-write leaves its temporary file: the journals' here, the settings' in the data folder.
    await removeStaleTempFiles(this.dir);
    await removeStaleTempFiles(dirname(this.dir));
    await writeLock(this.fs, this.lock(this.session), this.session);
    this.started = true;
  }

  /**
   * Starts this session's journal over with the game as it stands (a new, opened, saved or restored game):
   * one atomic write of the header. `dirty` says whether it has unsaved changes now. Never throws (see health).
   */
  begin(file: SaveFile, path: string | null, dirty: boolean): Promise<void> {
    return this.serial(() => this.write({ whole: () => file, path, dirty }, true));
  }

  /**
   * Writes the journal whole from `p`. `fresh`: another game or moment than the journal on disk holds, which a
   * failure removes (it must not be offered as this one); else the journal on disk is an earlier moment of this
   * game, kept when this write fails (a crash then restores that moment rather than nothing).
   */
  private async write(p: Pending, fresh: boolean): Promise<void> {
    this.journaled = null; // if this write fails, the next change starts over
    let file: SaveFile;
    let bytes: number;
    try {
      file = p.whole();
      const header = journalHeader(this.session, p.path, p.dirty, file);
      const text = header.text;
      bytes = header.bytes;
      this.gameBytes = bytes;
      // A journal that could not be restored (its game over the open limit) is not written.
      if (bytes > MAX_SAVE_BYTES) throw new JournalTooLarge('The game is too long for one file.');
      // After a failure the folder and the lock may be gone with it (a folder removed): they are made again first.
      if (!this.started) await this.startNow();
      else if (this.problem) {
        await this.fs.mkdir(this.dir);
        await writeLock(this.fs, this.lock(this.session), this.session);
      }
      // Compact and without fsync (see atomicWriteFile): it must survive a killed process, not a power cut.
      await atomicWriteFile(this.file(this.session), text, this.fs.atomic, { durable: false });
    } catch (e) {
      if (fresh) await this.fs.unlink(this.file(this.session)).catch(() => {});
      this.failed(e, e instanceof JournalTooLarge ? null : p);
      return;
    }
    this.journaled = file.log.map((e) => e.hash);
    this.entries = [...file.log];
    this.bytes = bytes;
    this.working();
  }

  /**
   * The open game is what its file holds (just opened or saved): no journal is written for it, for it has nothing
   * to recover (a crashed session's journal without unsaved work is removed unread, orphans()), and this session's
   * journal of an earlier moment or game is removed. Writing the whole game here cost as much as saving it, at
   * every open and save (about 14 ms for 10,000 entries). The first change journals the game whole (record).
   * `bytes`: the file's size, for the size warning (null: unknown, no warning until a change measures it).
   */
  clean(bytes: number | null): Promise<void> {
    return this.serial(async () => {
      if (!this.started) await this.startNow().catch(() => {});
      this.entries = [];
      await this.clearNow();
      this.gameBytes = bytes;
    });
  }

  /**
   * Journals a change of the open game's log (call after every act, undo, redo): appends the lines that take
   * the journaled log to `log`. Without a journal (none begun, or a write failed) it writes one whole from
   * `whole()`. Never throws: a failed append writes the journal whole at once (a folder removed is made again),
   * and when that fails too, health() says why and the journal is written whole at the next change or retry.
   */
  record(log: readonly LogEntry[], whole: () => SaveFile, path: string | null): Promise<void> {
    return this.serial(() => this.recordNow(log, { whole, path, dirty: true }));
  }

  private async recordNow(log: readonly LogEntry[], p: Pending): Promise<void> {
    const journaled = this.journaled;
    if (journaled === null) return this.write(p, false);
    const lines = changeLines(journaled, log, new Date().toISOString());
    if (lines.length === 0) return;
    let bytes = this.bytes;
    // An entry that a later one of the same player's run now signs for has lost its own signature (signing.ts):
    // its hash is the same, so the journal keeps its line, but the game's file is that much smaller.
    const last = journaled.length - 1;
    const was = this.entries[last];
    const now = log[last];
    if (was && now && now.hash === was.hash && now.sig !== was.sig) {
      bytes += entryBytes(now) - entryBytes(was);
      this.entries[last] = now;
    }
    for (const l of lines) {
      if (l.op === 'entry') bytes += entryBytes(l.entry);
      else for (let i = l.length; i < this.entries.length; i++) bytes -= entryBytes(this.entries[i]!);
    }
    this.gameBytes = bytes;
    // Over the open limit the journal keeps the last moment that fit (a restore could not open more).
    if (bytes > MAX_SAVE_BYTES) return this.failed(new JournalTooLarge('The game is too long for one file.'), null);
    this.journaled = null; // a failed or partial append must not be appended to: the journal is written whole
    try {
      await this.fs.appendFile(this.file(this.session), linesText(lines));
    } catch (e) {
      this.problem = healthOf(e); // so the folder and the lock are made again if they went
      return this.write(p, false);
    }
    for (const l of lines) {
      if (l.op === 'cut') {
        journaled.length = l.length;
        this.entries.length = l.length;
      } else {
        journaled.push(l.entry.hash);
        this.entries.push(l.entry);
      }
    }
    this.journaled = journaled;
    this.bytes = bytes;
    this.working();
  }

  /** A write failed: health says why, and `retry` (if any) is written whole again in a while. */
  private failed(error: unknown, retry: Pending | null): void {
    this.problem = healthOf(error);
    this.pending = retry;
    if (retry && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.serial(async () => {
          if (this.pending) await this.write(this.pending, false);
        });
      }, this.retryMs);
      this.timer.unref?.();
    }
  }

  /** The journal holds the open game: nothing waits. */
  private working(): void {
    this.problem = null;
    this.pending = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Removes this session's recovery file (the game was closed or replaced by a clean one). */
  clearOwn(): Promise<void> {
    return this.serial(() => this.clearNow());
  }

  private async clearNow(): Promise<void> {
    this.journaled = null;
    this.gameBytes = null;
    this.working();
    await this.fs.unlink(this.file(this.session)).catch(() => {});
  }

  /** What a crashed session left, or null. */
  async check(): Promise<RecoveryInfo | null> {
    const [first] = await this.orphans();
    return first ? recoveryInfoOf(first.record) : null;
  }

  /** Recovery files left by sessions that did not close cleanly, newest first (recovery-orphans.ts). */
  private orphans(includeBroken = false): Promise<{ session: string; record: RecoveryRecord }[]> {
    return orphanedRecords(this.dir, this.session, includeBroken, (s) => this.remove(s));
  }

  /** The newest orphaned record, to restore; the caller parses its save like any file. */
  async take(): Promise<HostResult<{ session: string; record: RecoveryRecord }>> {
    const [first] = await this.orphans();
    if (!first) return hostFailure('no-recovery', 'There is no unsaved game to recover.');
    return { ok: true, value: first };
  }

  /** Removes a crashed session's files once they have been restored or discarded. */
  async remove(session: string): Promise<void> {
    await unlink(join(this.dir, `${session}${JOURNAL}`)).catch(() => {});
    await unlink(join(this.dir, `${session}${LEGACY}`)).catch(() => {});
    await unlink(this.lock(session)).catch(() => {});
  }

  /** Discards every orphaned recovery file. */
  async discard(): Promise<void> {
    for (const o of await this.orphans(true)) await this.remove(o.session);
  }

  /** A clean shutdown: our recovery file and our lock go, and nothing is retried. */
  close(): Promise<void> {
    return this.serial(async () => {
      await this.clearNow();
      await this.fs.unlink(this.lock(this.session)).catch(() => {});
      this.started = false;
    });
  }
}
