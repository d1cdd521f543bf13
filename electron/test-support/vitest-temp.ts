// vitest's global setup (vitest.config.ts): the unit tests run with their own temp folder (temp-run.ts), removed
// at the end; a test that left anything in it fails the run, naming what it left.

import { beginTempRun } from './temp-run.js';

/** Starts the run's temp folder; the function returned ends it. */
export default function setup(): () => void {
  const run = beginTempRun('sandtable-unit-run-');
  return () => {
    const left = run.end();
    if (left.length > 0) {
      console.error(
        `\nUnit tests left ${left.length} file(s) or folder(s) in the temp folder (now removed): ${left.join(', ')}.` +
          '\nRemove what a test makes (afterEach/afterAll, or tempDir() and its cleanup).',
      );
      // Thrown errors in a global teardown are only printed; the exit code is what CI sees.
      process.exitCode = 1;
    }
  };
}
