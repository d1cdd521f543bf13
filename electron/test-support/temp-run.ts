// One temporary folder per test run: the run's TMPDIR (and TMP, TEMP) point into it, so everything the tests,
// their child processes, the bridges and Chromium make in "the temp folder" lands there, and the end of the run
// removes it whatever happened. The end also names what was left in it, so a test that forgets to clean up shows.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Tools' own caches that may appear in the temp folder; not left behind by a test (tsx's compile cache). */
const TOOL_CACHES = /^tsx-\d+$/;

/** The environment variables that name the temp folder (POSIX and Windows). */
const TEMP_VARS = ['TMPDIR', 'TMP', 'TEMP'] as const;

/** A running test run's temp folder. */
export interface TempRun {
  dir: string;
  /** Removes the folder, restores the environment, and returns what tests left in it (tool caches excepted). */
  end(): string[];
}

/** Makes the run's temp folder in the current temp folder and points the environment at it. */
export function beginTempRun(prefix: string): TempRun {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const before = Object.fromEntries(TEMP_VARS.map((v) => [v, process.env[v]]));
  for (const v of TEMP_VARS) process.env[v] = dir;
  return {
    dir,
    end() {
      let left: string[] = [];
      try {
        left = readdirSync(dir)
          .filter((name) => !TOOL_CACHES.test(name))
          .sort();
      } finally {
        rmSync(dir, { recursive: true, force: true });
        for (const v of TEMP_VARS) {
          if (before[v] === undefined) delete process.env[v];
          else process.env[v] = before[v];
        }
      }
      return left;
    },
  };
}
