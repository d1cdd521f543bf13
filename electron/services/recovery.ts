// Crash recovery. The open game is journaled to dataDir/recovery/<session>.journal (journal.ts: a header
// written whole when a game starts, opens, is saved or restored, then one appended line per change), and each
// running session holds dataDir/recovery/<session>.lock with its pid. On the next start, a journal with unsaved
// changes whose session is gone (no lock, or its process is dead) is a crash: checkRecovery reports it and
// restoreRecovery rebuilds the game from it. A clean close or a discard removes it. Nothing is fsynced: the
// journal must survive a killed process (the page cache outlives it), not a power cut.

import { appendFile, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LogEntry } from '../../engine/core/types.js';
import type { HostResult, RecoveryInfo } from '../../schemas/host-api.js';
import { hostFailure } from '../host-result.js';
import type { SaveFile } from '../../schemas/save.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { tooLargeToSave } from './save-size.js';
import { atomicWriteFile, fileNameOf, removeStaleTempFiles } from './files.js';
import { processRunning, readProcStat, statStartTime } from './proc.js';
import { changeLines, headerText, JOURNAL_KIND, linesText, readJournal, type JournalHeader } from './journal.js';

/** What a crashed session left, ready to restore: the game as a save file (no snapshots) and where it was saved. */
export interface RecoveryRecord {
  kind: 'sandtable-recovery';
  session: string;
  /** The path the game was loaded from / saved to (main only). */
  path: string | null;
  savedAt: string;
  /** The game as a save file without snapshots (checked again by parseSaveFile on restore, like any file). */
  save: SaveFile;
  /** Set when damaged journal lines were left out (a torn last line is not damage: it is ignored silently). */
  problem?: string;
}

/** Journal file suffix; `.json` is the whole-game recovery file of earlier versions, still read. */
const JOURNAL = '.journal';
const LEGACY = '.json';

/** When a process started (Linux: /proc/<pid>/stat field 22), or null where that cannot be read. */
async function processStart(pid: number): Promise<string | null> {
  const stat = await readProcStat(pid);
  return stat === null ? null : statStartTime(stat);
}

/**
 * Whether the process that wrote a lock is still running: a zombie (killed, not yet reaped) has crashed, and a
 * reused pid with another start time is not it.
 */
async function alive(pid: number, start: string | null | undefined): Promise<boolean> {
  const stat = Number.isInteger(pid) && pid > 0 ? await readProcStat(pid) : null;
  if (!(await processRunning(pid, stat))) return false;
  if (!start) return true;
  const now = stat === null ? null : statStartTime(stat);
  return now === null || now === start;
}

/** A recovery file read back: what it would restore, whether it holds unsaved work at all, or null if unreadable. */
function parseRecovery(
  session: string,
  name: string,
  text: string,
): { record: RecoveryRecord; unsaved: boolean } | null {
  if (name.endsWith(JOURNAL)) {
    const j = readJournal(text);
    if (!j) return null;
    const record: RecoveryRecord = {
      kind: 'sandtable-recovery',
      session,
      path: j.header.path,
      savedAt: j.savedAt,
      save: { ...j.header.save, log: j.log, snapshots: [] },
    };
    if (j.problem) record.problem = j.problem;
    return { record, unsaved: j.header.dirty || j.changes > 0 };
  }
  try {
    const record = JSON.parse(text) as RecoveryRecord;
    if (record?.kind === 'sandtable-recovery' && record.save !== null && typeof record.save === 'object')
      return { record, unsaved: true };
  } catch {
    // Unreadable.
  }
  return null;
}

/** An entry's bytes in a save file: its compact JSON, the comma and the line break after it. */
function entryBytes(entry: LogEntry): number {
  return Buffer.byteLength(JSON.stringify(entry), 'utf8') + 2;
}

/** The recovery files of one data folder, seen from one running session. */
export class RecoveryStore {
  readonly session: string;
  readonly dir: string;
  private started = false;
  /** The hashes of the log the journal holds, in order; null while there is no journal for the open game. */
  private journaled: string[] | null = null;
  /** The entries of the journaled log (a cut subtracts their sizes), in step with `journaled`. */
  private entries: LogEntry[] = [];
  /** The journaled game's size as a save file (see gameBytes). */
  private bytes = 0;
  /**
   * The open game's size as a save file, from the journal (a little above serializeSaveFile's: the header's own
   * fields), as of the last change, journaled or not (over MAX_SAVE_BYTES it is not); null before any game.
   */
  gameBytes: number | null = null;

  constructor(dataDir: string, session?: string) {
    this.dir = join(dataDir, 'recovery');
    this.session = session ?? `${Date.now().toString(36)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  }

  private file(session: string): string {
    return join(this.dir, `${session}${JOURNAL}`);
  }

  private lock(session: string): string {
    return join(this.dir, `${session}.lock`);
  }

  /** Marks this session as running (its lock holds our pid). */
  async start(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // A save killed mid-write leaves its temporary file: the journals' here, the settings' in the data folder.
    await removeStaleTempFiles(this.dir);
    await removeStaleTempFiles(dirname(this.dir));
    const start = await processStart(process.pid);
    await writeFile(this.lock(this.session), JSON.stringify({ pid: process.pid, start, session: this.session }) + '\n');
    this.started = true;
  }

  /** Recovery files left by sessions that did not close cleanly, newest first; journals without unsaved work are removed. */
  private async orphans(includeBroken = false): Promise<{ session: string; record: RecoveryRecord }[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const out: { session: string; record: RecoveryRecord }[] = [];
    for (const n of names) {
      const suffix = n.endsWith(JOURNAL) ? JOURNAL : n.endsWith(LEGACY) ? LEGACY : null;
      if (!suffix) continue;
      const session = n.slice(0, -suffix.length);
      if (session === this.session) continue;
      try {
        const lock = JSON.parse(await readFile(this.lock(session), 'utf8')) as { pid?: number; start?: string | null };
        if (await alive(Number(lock.pid), lock.start)) continue; // another running instance owns it
      } catch {
        // No lock: the session is gone.
      }
      let parsed: ReturnType<typeof parseRecovery> = null;
      try {
        parsed = parseRecovery(session, n, await readFile(join(this.dir, n), 'utf8'));
      } catch {
        // Unreadable: as damaged.
      }
      if (parsed && !parsed.unsaved) {
        // A game that was saved (or opened) and not changed since: its file on disk has it all.
        await this.remove(session);
        continue;
      }
      if (parsed) out.push({ session, record: parsed.record });
      // An unreadable recovery file cannot be offered; discard() removes it.
      else if (includeBroken)
        out.push({
          session,
          record: { kind: 'sandtable-recovery', session, path: null, savedAt: '', save: {} as SaveFile },
        });
    }
    return out.sort((a, b) => b.record.savedAt.localeCompare(a.record.savedAt));
  }

  /**
   * Starts this session's journal over with the game as it stands (a new, opened, saved or restored game):
   * one atomic write of the header. `dirty` says whether it has unsaved changes now.
   */
  async begin(file: SaveFile, path: string | null, dirty: boolean): Promise<void> {
    if (!this.started) await this.start();
    this.journaled = null; // if this write fails, the next change starts over
    const header: JournalHeader = {
      kind: JOURNAL_KIND,
      format: 1,
      session: this.session,
      path,
      savedAt: new Date().toISOString(),
      dirty,
      save: { ...file, snapshots: [] },
    };
    const text = headerText(header);
    // A save file puts each entry on a line of its own: one byte more per entry than the header's compact log.
    const bytes = Buffer.byteLength(text, 'utf8') + file.log.length;
    this.gameBytes = bytes;
    try {
      // A journal that could not be restored (its game over the open limit) is not written.
      if (bytes > MAX_SAVE_BYTES) throw new Error(tooLargeToSave(bytes, file.log.length).error.message);
      // Compact and without fsync (see atomicWriteFile): it must survive a killed process, not a power cut.
      await atomicWriteFile(this.file(this.session), text, undefined, { durable: false });
    } catch (e) {
      // The journal left there is of an earlier game or moment: it must not be offered as this one.
      await unlink(this.file(this.session)).catch(() => {});
      throw e;
    }
    this.journaled = file.log.map((e) => e.hash);
    this.entries = [...file.log];
    this.bytes = bytes;
  }

  /**
   * The open game is what its file holds (just opened or saved): no journal is written for it, for it has nothing
   * to recover (a crashed session's journal without unsaved work is removed unread, orphans()), and this session's
   * journal of an earlier moment or game is removed. Writing the whole game here cost as much as saving it, at
   * every open and save (about 14 ms for 10,000 entries). The first change journals the game whole (record).
   * `bytes`: the file's size, for the size warning (null: unknown, no warning until a change measures it).
   */
  async clean(bytes: number | null): Promise<void> {
    if (!this.started) await this.start();
    this.entries = [];
    await this.clearOwn();
    this.gameBytes = bytes;
  }

  /**
   * Journals a change of the open game's log (call after every act, undo, redo): appends the lines that take
   * the journaled log to `log`. Without a journal (none begun, or a write failed) it begins one from `whole()`.
   */
  async record(log: readonly LogEntry[], whole: () => SaveFile, path: string | null): Promise<void> {
    const journaled = this.journaled;
    if (journaled === null) return this.begin(whole(), path, true);
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
    if (bytes > MAX_SAVE_BYTES) throw new Error(tooLargeToSave(bytes, log.length).error.message);
    this.journaled = null; // a failed or partial append must not be appended to: the next change rewrites
    await appendFile(this.file(this.session), linesText(lines));
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
  }

  /** Removes this session's recovery file (the game was closed or replaced by a clean one). */
  async clearOwn(): Promise<void> {
    this.journaled = null;
    this.gameBytes = null;
    await unlink(this.file(this.session)).catch(() => {});
  }

  /** What a crashed session left, or null. */
  async check(): Promise<RecoveryInfo | null> {
    const [first] = await this.orphans();
    if (!first) return null;
    // A legacy record is only known to hold an object: what it lacks is reported as unknown (restore names it).
    const save = first.record.save as Partial<SaveFile>;
    return {
      fileName: first.record.path ? fileNameOf(first.record.path) : null,
      moduleId: String(save.module?.id ?? '?'),
      scenarioId: String(save.setup?.scenarioId ?? '?'),
      actions: Array.isArray(save.log) ? save.log.length : 0,
      savedAt: first.record.savedAt,
    };
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

  /** A clean shutdown: our recovery file and our lock go. */
  async close(): Promise<void> {
    await this.clearOwn();
    await unlink(this.lock(this.session)).catch(() => {});
    this.started = false;
  }
}
