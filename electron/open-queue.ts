// Files the operating system asks us to open (command line, double-click, a second launch, macOS open-file)
// can arrive before the host service or the window exists (electron/electron#14029). They wait here until
// main says it is ready, then go one at a time to the opener, in arrival order.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A command-line entry as a file path: file:// URLs (Linux desktop entries pass %U) converted, other URLs not. */
function pathOfArg(arg: string, workingDirectory: string): string | null {
  if (/^file:\/\//i.test(arg)) {
    try {
      return fileURLToPath(arg);
    } catch {
      return null; // a file URL of another host, or malformed
    }
  }
  // URLs of other schemes (a protocol handler we don't register) are not files.
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(arg)) return null;
  return path.resolve(workingDirectory, arg);
}

/**
 * The file paths in a command line. Electron's argv is [exe, ...switches, (app path in development), ...files],
 * with switches anywhere: Chromium adds some to a second instance's argv, and `electron --inspect . x` puts one
 * before the app path. `skip` says how many leading non-switch entries are not files (the executable, and the
 * app path when unpackaged). After "--" every entry is a file; relative paths resolve against that launch's
 * working folder.
 */
export function fileArgs(argv: readonly string[], skip: number, workingDirectory: string): string[] {
  const out: string[] = [];
  let positional = 0;
  let switchesEnded = false;
  for (const arg of argv) {
    if (arg === '') continue;
    if (!switchesEnded && arg === '--') {
      switchesEnded = true;
      continue;
    }
    if (!switchesEnded && arg.startsWith('-')) continue;
    if (positional++ < skip) continue;
    const p = pathOfArg(arg, workingDirectory);
    if (p !== null) out.push(p);
  }
  return out;
}

/** How many leading argv entries are not files: the executable, plus the app folder when unpackaged. */
export function argvSkip(isPackaged: boolean): number {
  return isPackaged ? 1 : 2;
}

/** A FIFO of paths delivered to `open` once ready. */
export class OpenQueue {
  private readonly pending: string[] = [];
  private opener: ((filePath: string) => Promise<void>) | null = null;
  private draining: Promise<void> | null = null;

  /** Queues a path; opens it now if ready. */
  push(filePath: string): void {
    this.pending.push(filePath);
    this.drain();
  }

  /** Main is ready: from now on paths go straight to `open`. Anything queued goes first. */
  ready(open: (filePath: string) => Promise<void>): Promise<void> {
    this.opener = open;
    return this.drain();
  }

  /** Paths still waiting (for tests and diagnostics). */
  waiting(): readonly string[] {
    return this.pending;
  }

  private drain(): Promise<void> {
    if (!this.opener) return Promise.resolve();
    if (this.draining) return this.draining;
    const opener = this.opener;
    const run = async () => {
      // Yield first, so `draining` is set before the loop can finish (an empty queue finishes at once).
      await Promise.resolve();
      while (this.pending.length > 0) {
        const next = this.pending.shift()!;
        try {
          await opener(next);
        } catch {
          // The opener reports its own failures to the person; one bad file must not block the next.
        }
      }
      this.draining = null;
    };
    this.draining = run();
    return this.draining;
  }
}
