// The file operations the recovery store writes its own files with (its folder, its lock, its journal): the real
// file system by default; tests inject one that fails as a full disk, a folder gone or a read-only folder would.
// And the session's lock, written through them.

import { appendFile, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { type AtomicFsOps, nodeFsOps } from './files.js';
import { processStart } from './recovery-orphans.js';

/** What RecoveryStore does to this session's files. */
export interface RecoveryFs {
  /** Makes a folder and its parents (nothing when it exists). */
  mkdir(path: string): Promise<void>;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  appendFile(path: string, text: string): Promise<void>;
  unlink(path: string): Promise<void>;
  /** What atomicWriteFile writes the journal's header through. */
  atomic: AtomicFsOps;
}

/** The real file system. */
export const nodeRecoveryFs: RecoveryFs = {
  mkdir: async (path) => {
    await mkdir(path, { recursive: true });
  },
  readFile: (path) => readFile(path, 'utf8'),
  writeFile: (path, text) => writeFile(path, text),
  appendFile: (path, text) => appendFile(path, text),
  unlink: (path) => unlink(path),
  atomic: nodeFsOps,
};

/** A session's lock (its pid), written unless it holds this process already (a half-written one is rewritten). */
export async function writeLock(fs: RecoveryFs, path: string, session: string): Promise<void> {
  try {
    if ((JSON.parse(await fs.readFile(path)) as { pid?: unknown }).pid === process.pid) return;
  } catch {
    // Missing or damaged: written below.
  }
  const start = await processStart(process.pid);
  await fs.writeFile(path, JSON.stringify({ pid: process.pid, start, session }) + '\n');
}
