// File I/O of main: atomic writes (a crash never leaves a partial file in place of the old one), the
// documents folder listing (the renderer sees ids, only main knows paths), the recent-files list kept in
// dataDir/settings.json, and the checks on names typed for "save as".

import { lstat, open, readdir, readFile, rename, stat, unlink, mkdir } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../engine/core/hash.js';
import type { FileEntry, HostResult } from '../../schemas/host-api.js';
import { hostFailure } from '../host-result.js';
import { tooLargeFailure } from './savefile.js';
import { MAX_SAVE_BYTES, SAVE_EXTENSION } from '../../schemas/save.js';
import { processRunning } from './proc.js';

/** The file operations atomicWriteFile needs; tests inject a failing one to simulate a crash mid-write. */
export interface AtomicFsOps {
  open(
    path: string,
    flags: string,
    mode?: number,
  ): Promise<{
    write(
      buffer: Uint8Array,
      offset: number,
      length: number,
      position: number | null,
    ): Promise<{ bytesWritten: number }>;
    sync(): Promise<void>;
    close(): Promise<void>;
  }>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

/** The real file system. */
export const nodeFsOps: AtomicFsOps = { open: (p, f, m) => open(p, f, m), rename, unlink };

const CHUNK = 1 << 20;

/**
 * Writes `data` to `path` so that `path` always holds either the old complete file or the new complete file:
 * write a temp file in the same folder (same file system, so rename is atomic), fsync it, rename it over the
 * target, then fsync the folder so the rename itself survives a power cut.
 */
export async function atomicWriteFile(
  path: string,
  data: string | Uint8Array,
  ops: AtomicFsOps = nodeFsOps,
  opts: { durable?: boolean; mode?: number } = {},
): Promise<void> {
  // durable:false skips the two fsyncs: still atomic if the PROCESS dies (the page cache survives it), not
  // guaranteed across a power cut. Recovery files use it, since they are rewritten after every action.
  const durable = opts.durable ?? true;
  const dir = dirname(path);
  const tmp = join(dir, tempNameFor(basename(path)));
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let handle: Awaited<ReturnType<AtomicFsOps['open']>> | null = null;
  try {
    // mode 0o600 for what only this user may read (keys, dice secrets).
    handle = await ops.open(tmp, 'wx', opts.mode ?? 0o644);
    let offset = 0;
    while (offset < bytes.length) {
      const { bytesWritten } = await handle.write(bytes, offset, Math.min(CHUNK, bytes.length - offset), null);
      if (bytesWritten <= 0) throw new Error(`write to ${tmp} made no progress`);
      offset += bytesWritten;
    }
    if (durable) await handle.sync();
    await handle.close();
    handle = null;
    await ops.rename(tmp, path);
  } catch (e) {
    if (handle) await handle.close().catch(() => {});
    await ops.unlink(tmp).catch(() => {});
    throw e;
  }
  if (durable) await fsyncDir(dir);
}

/** The temporary file name atomicWriteFile writes `name` through: hidden, with our pid and a random tag. */
export function tempNameFor(name: string, pid = process.pid): string {
  return `.${name}.${pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/** The names tempNameFor makes (and nothing else): the writer's pid is group 1. */
const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** A temporary file untouched this long is a leftover of a killed save, if its writer is gone. */
export const STALE_TEMP_MS = 60_000;

/** After this long even a temporary file whose writer's pid runs (reused, or a hung save) is a leftover. */
const ABANDONED_TEMP_MS = 60 * 60_000;

/**
 * Removes the leftovers of saves killed mid-write from `dir`: regular files named as tempNameFor makes them,
 * unmodified for a minute, whose writing process is gone (or unmodified for an hour). Nothing else is touched;
 * answers the names removed and never throws.
 */
export async function removeStaleTempFiles(
  dir: string,
  now = Date.now(),
  running: (pid: number) => Promise<boolean> = processRunning,
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const n of names) {
    const m = TEMP_NAME.exec(n);
    if (!m) continue;
    const p = join(dir, n);
    try {
      const st = await lstat(p);
      const age = now - st.mtimeMs;
      if (!st.isFile() || age < STALE_TEMP_MS) continue;
      if (age < ABANDONED_TEMP_MS && (await running(Number(m[1])))) continue;
      await unlink(p);
      removed.push(n);
    } catch {
      // Gone meanwhile, or not ours to remove: leave it.
    }
  }
  return removed;
}

/** fsync a folder (makes a rename durable); some platforms cannot open folders, which is harmless. */
async function fsyncDir(dir: string): Promise<void> {
  try {
    const h = await open(dir, 'r');
    try {
      await h.sync();
    } finally {
      await h.close();
    }
  } catch {
    // Windows cannot fsync a directory; NTFS journals the rename.
  }
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** Checks a name typed for "save as" and adds the .sandtable extension; it can never name another folder. */
export function validateSaveName(name: string): HostResult<string> {
  const n = name.trim();
  if (n === '') return hostFailure('bad-name', 'Give the saved game a name.');
  if (/[/\\]/.test(n))
    return hostFailure('bad-name', `"${n}" contains a slash; a name cannot point into another folder.`);
  if (n.includes('..')) return hostFailure('bad-name', `"${n}" contains "..", which names cannot contain.`);
  if (n.startsWith('.')) return hostFailure('bad-name', `"${n}" starts with a dot; such files are hidden.`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
  if (/[\u0000-\u001f<>:"|?*]/.test(n))
    return hostFailure(
      'bad-name',
      `"${n}" contains a character file names cannot hold (< > : " | ? * or a control character).`,
    );
  const withExt = n.toLowerCase().endsWith(SAVE_EXTENSION) ? n : n + SAVE_EXTENSION;
  if (withExt.length > 128) return hostFailure('bad-name', 'The name is too long (at most 120 characters).');
  if (WINDOWS_RESERVED.test(withExt.slice(0, -SAVE_EXTENSION.length)))
    return hostFailure('bad-name', `"${n}" is a name Windows reserves.`);
  return { ok: true, value: withExt };
}

/** A path picked in a native save dialog, with .sandtable added unless it already ends so. */
export function withSaveExtension(path: string): string {
  return extname(path).toLowerCase() === SAVE_EXTENSION ? path : path + SAVE_EXTENSION;
}

/** Reads a saved game's text, refusing a file over the size limit before reading it. */
export async function readSaveText(path: string): Promise<HostResult<string>> {
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) return hostFailure('not-found', `${basename(path)} is not a file.`);
    size = st.size;
  } catch {
    return hostFailure('not-found', `${basename(path)} cannot be found.`);
  }
  if (size > MAX_SAVE_BYTES) return tooLargeFailure(size);
  try {
    return { ok: true, value: await readFile(path, 'utf8') };
  } catch (e) {
    return hostFailure('read-failed', `${basename(path)} cannot be read: ${(e as Error).message}`);
  }
}

/** Settings main keeps in dataDir/settings.json; keys other parts of the app add are kept as they are. */
export interface Settings {
  recentFiles: string[];
  [other: string]: unknown;
}

const MAX_RECENT = 10;

/** The settings file; a missing or damaged one gives defaults instead of stopping the app. */
export class SettingsStore {
  constructor(readonly dataDir: string) {}

  get path(): string {
    return join(this.dataDir, 'settings.json');
  }

  async read(): Promise<Settings> {
    try {
      const data = JSON.parse(await readFile(this.path, 'utf8')) as Partial<Settings>;
      if (data === null || typeof data !== 'object' || Array.isArray(data)) return { recentFiles: [] };
      const recent = Array.isArray(data.recentFiles)
        ? data.recentFiles.filter((p): p is string => typeof p === 'string')
        : [];
      return { ...data, recentFiles: recent.slice(0, MAX_RECENT) };
    } catch {
      return { recentFiles: [] };
    }
  }

  async write(s: Settings): Promise<void> {
    await mkdir(this.dataDir, { recursive: true });
    await atomicWriteFile(this.path, JSON.stringify(s, null, 2) + '\n');
  }

  /** Puts `path` first in the recent files. */
  async addRecent(path: string): Promise<void> {
    const s = await this.read();
    const full = resolve(path);
    s.recentFiles = [full, ...s.recentFiles.filter((p) => p !== full)].slice(0, MAX_RECENT);
    await this.write(s);
  }
}

/** The file name at the end of a path, with either separator (a recovery journal may hold a Windows path). */
export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).pop()!;
}

/** A stable id for a path (the renderer only ever sees this). */
export function fileIdOf(path: string): string {
  return sha256Hex(resolve(path)).slice(0, 24);
}

/** The saved games the renderer may open: the documents folder and the recent files, by id. */
export class FileCatalog {
  private byId = new Map<string, string>();

  constructor(
    readonly docsDir: string,
    readonly settings: SettingsStore,
  ) {}

  /** Lists saved games: recent ones first (most recent first), then the rest of the folder, newest first. */
  async list(): Promise<FileEntry[]> {
    const seen = new Set<string>();
    const add = async (path: string, isRecent: boolean, into: FileEntry[]) => {
      const full = resolve(path);
      if (seen.has(full)) return;
      try {
        const st = await stat(full);
        if (!st.isFile()) return;
        seen.add(full);
        const id = fileIdOf(full);
        this.byId.set(id, full);
        into.push({ id, name: basename(full), modified: st.mtime.toISOString(), recent: isRecent });
      } catch {
        // A recent file that was moved or deleted is simply not listed.
      }
    };
    // Leftovers of saves killed mid-write are cleared whenever the folder is listed.
    await removeStaleTempFiles(this.docsDir);
    const recent: FileEntry[] = [];
    for (const p of (await this.settings.read()).recentFiles) await add(p, true, recent);
    let names: string[] = [];
    try {
      names = (await readdir(this.docsDir)).filter(
        (n) => n.toLowerCase().endsWith(SAVE_EXTENSION) && !n.startsWith('.'),
      );
    } catch {
      // No documents folder yet: only the recent files.
    }
    const folder: FileEntry[] = [];
    for (const n of names) await add(join(this.docsDir, n), false, folder);
    folder.sort((a, b) => b.modified.localeCompare(a.modified) || a.name.localeCompare(b.name));
    return [...recent, ...folder];
  }

  /** The path behind an id from the last listing (listing again if needed). */
  async pathOf(id: string): Promise<string | null> {
    if (!this.byId.has(id)) await this.list();
    return this.byId.get(id) ?? null;
  }

  /** Remembers a path (a file opened or saved) so its id resolves. */
  remember(path: string): string {
    const full = resolve(path);
    const id = fileIdOf(full);
    this.byId.set(id, full);
    return id;
  }

  /** The path a validated save-as name gets in the documents folder. */
  pathForName(fileName: string): string {
    return join(this.docsDir, fileName);
  }
}
