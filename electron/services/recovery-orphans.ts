// What crashed sessions left in a recovery folder: each session's journal (or the whole-game file of earlier
// versions) whose lock is gone or names a dead process, read back as the game it would restore.

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecoveryInfo } from '../../schemas/host-api.js';
import type { SaveFile } from '../../schemas/save.js';
import { fileNameOf } from './files.js';
import { processRunning, readProcStat, statStartTime } from './proc.js';
import { readJournal } from './journal.js';

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
export const JOURNAL = '.journal';
export const LEGACY = '.json';

/** When a process started (Linux: /proc/<pid>/stat field 22), or null where that cannot be read. */
export async function processStart(pid: number): Promise<string | null> {
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

/**
 * The recovery files in `dir` of sessions other than `self` that did not close cleanly, newest first. A journal
 * without unsaved work is handed to `remove` (its file on disk holds it all); an unreadable one is listed (with an
 * empty record) only when `includeBroken`.
 */
export async function orphanedRecords(
  dir: string,
  self: string,
  includeBroken: boolean,
  remove: (session: string) => Promise<void>,
): Promise<{ session: string; record: RecoveryRecord }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out: { session: string; record: RecoveryRecord }[] = [];
  for (const n of names) {
    const suffix = n.endsWith(JOURNAL) ? JOURNAL : n.endsWith(LEGACY) ? LEGACY : null;
    if (!suffix) continue;
    const session = n.slice(0, -suffix.length);
    if (session === self) continue;
    try {
      const lock = JSON.parse(await readFile(join(dir, `${session}.lock`), 'utf8')) as {
        pid?: number;
        start?: string | null;
      };
      if (await alive(Number(lock.pid), lock.start)) continue; // another running instance owns it
    } catch {
      // No lock: the session is gone.
    }
    let parsed: ReturnType<typeof parseRecovery> = null;
    try {
      parsed = parseRecovery(session, n, await readFile(join(dir, n), 'utf8'));
    } catch {
      // Unreadable: as damaged.
    }
    if (parsed && !parsed.unsaved) {
      // A game that was saved (or opened) and not changed since: its file on disk has it all.
      await remove(session);
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

/** What the recovery offer says of a record: its file, module, scenario, actions and when. */
export function recoveryInfoOf(record: RecoveryRecord): RecoveryInfo {
  // A legacy record is only known to hold an object: what it lacks is reported as unknown (restore names it).
  const save = record.save as Partial<SaveFile>;
  return {
    fileName: record.path ? fileNameOf(record.path) : null,
    moduleId: String(save.module?.id ?? '?'),
    scenarioId: String(save.setup?.scenarioId ?? '?'),
    actions: Array.isArray(save.log) ? save.log.length : 0,
    savedAt: record.savedAt,
  };
}
