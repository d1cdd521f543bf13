// Crash recovery. After every change the open game (setup + log) is written atomically to
// dataDir/recovery/<session>.json, and each running session holds dataDir/recovery/<session>.lock with its pid.
// On the next start, a recovery file whose session is gone (no lock, or its process is dead) is a crash:
// checkRecovery reports it and restoreRecovery rebuilds the game from it. A clean close or a discard removes it.

import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { HostError, HostResult, RecoveryInfo } from '../../schemas/host-api.js';
import type { SaveFile } from '../../schemas/save.js';
import { atomicWriteFile } from './files.js';

/** What a recovery file holds: the game as a save file (no snapshots) and where it was saved, if anywhere. */
export interface RecoveryRecord {
  kind: 'sandtable-recovery';
  session: string;
  /** The path the game was loaded from / saved to (main only). */
  path: string | null;
  savedAt: string;
  /** The game as a save file without snapshots (checked again by parseSaveFile on restore, like any file). */
  save: SaveFile;
}

function fail(code: string, message: string): { ok: false; error: HostError } {
  return { ok: false, error: { code, message } };
}

/** When a process started (Linux: /proc/<pid>/stat field 22), or null where that cannot be read. */
async function processStart(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after its closing parenthesis are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote a lock is still running (a reused pid with another start time is not it). */
async function alive(pid: number, start: string | null | undefined): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!start) return true;
  const now = await processStart(pid);
  return now === null || now === start;
}

/** The recovery files of one data folder, seen from one running session. */
export class RecoveryStore {
  readonly session: string;
  readonly dir: string;
  private started = false;

  constructor(dataDir: string, session?: string) {
    this.dir = join(dataDir, 'recovery');
    this.session = session ?? `${Date.now().toString(36)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  }

  private file(session: string): string {
    return join(this.dir, `${session}.json`);
  }

  private lock(session: string): string {
    return join(this.dir, `${session}.lock`);
  }

  /** Marks this session as running (its lock holds our pid). */
  async start(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const start = await processStart(process.pid);
    await writeFile(this.lock(this.session), JSON.stringify({ pid: process.pid, start, session: this.session }) + '\n');
    this.started = true;
  }

  /** Recovery files left by sessions that did not close cleanly, newest first. */
  private async orphans(includeBroken = false): Promise<{ session: string; record: RecoveryRecord }[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const out: { session: string; record: RecoveryRecord }[] = [];
    for (const n of names) {
      if (!n.endsWith('.json')) continue;
      const session = n.slice(0, -'.json'.length);
      if (session === this.session) continue;
      try {
        const lock = JSON.parse(await readFile(this.lock(session), 'utf8')) as { pid?: number; start?: string | null };
        if (await alive(Number(lock.pid), lock.start)) continue; // another running instance owns it
      } catch {
        // No lock: the session is gone.
      }
      try {
        const record = JSON.parse(await readFile(join(this.dir, n), 'utf8')) as RecoveryRecord;
        if (record?.kind === 'sandtable-recovery' && record.save !== null && typeof record.save === 'object') out.push({ session, record });
      } catch {
        // An unreadable recovery file cannot be offered; discard() removes it.
        if (includeBroken) out.push({ session, record: { kind: 'sandtable-recovery', session, path: null, savedAt: '', save: {} as SaveFile } });
      }
    }
    return out.sort((a, b) => b.record.savedAt.localeCompare(a.record.savedAt));
  }

  /** Writes the open game for recovery (call after every change). */
  async write(file: SaveFile, path: string | null): Promise<void> {
    if (!this.started) await this.start();
    const record: RecoveryRecord = {
      kind: 'sandtable-recovery',
      session: this.session,
      path,
      savedAt: new Date().toISOString(),
      save: { ...file, snapshots: [] },
    };
    // Compact and without fsync: this runs after every action and must stay cheap (see atomicWriteFile).
    await atomicWriteFile(this.file(this.session), JSON.stringify(record), undefined, { durable: false });
  }

  /** Removes this session's recovery file (the game was saved, closed or replaced by a clean one). */
  async clearOwn(): Promise<void> {
    await unlink(this.file(this.session)).catch(() => {});
  }

  /** What a crashed session left, or null. */
  async check(): Promise<RecoveryInfo | null> {
    const [first] = await this.orphans();
    if (!first) return null;
    let moduleId = '?';
    let scenarioId = '?';
    let actions = 0;
    try {
      const save = first.record.save as Partial<SaveFile>;
      moduleId = String(save.module?.id ?? '?');
      scenarioId = String(save.setup?.scenarioId ?? '?');
      actions = Array.isArray(save.log) ? save.log.length : 0;
    } catch {
      // Reported as unknown; restore will name the problem.
    }
    const fileName = first.record.path ? first.record.path.split(/[\\/]/).pop() ?? null : null;
    return { fileName, moduleId, scenarioId, actions, savedAt: first.record.savedAt };
  }

  /** The newest orphaned record, to restore; the caller parses its save text like any file. */
  async take(): Promise<HostResult<{ session: string; record: RecoveryRecord }>> {
    const [first] = await this.orphans();
    if (!first) return fail('no-recovery', 'There is no unsaved game to recover.');
    return { ok: true, value: first };
  }

  /** Removes a crashed session's files once they have been restored or discarded. */
  async remove(session: string): Promise<void> {
    await unlink(this.file(session)).catch(() => {});
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
