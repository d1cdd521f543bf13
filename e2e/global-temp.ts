// Playwright's global setup (e2e/playwright.config.ts): the browser tests run with their own temp folder
// (electron/test-support/temp-run.ts), so the bridges' --data-dir/--docs-dir folders (makeDirs), Chromium's
// --user-data-dir profiles and whatever else lands in the temp folder go when the run ends, even after a failure.
// Started by e2e/run.mjs (npm run test:e2e), the whole runner already has a temp folder of its own, which that
// script removes: the setup then uses it as it is.

import { tmpdir } from 'node:os';
import { beginTempRun } from '../electron/test-support/temp-run.js';

/** Starts the run's temp folder; the function returned (the global teardown) removes it. */
export default function setup(): () => void {
  if (process.env.SANDTABLE_TEMP_RUN && process.env.SANDTABLE_TEMP_RUN === tmpdir()) return () => {};
  const run = beginTempRun('sandtable-e2e-run-');
  return () => {
    const left = run.end();
    console.log(`Removed the browser tests' temp folder ${run.dir} (${left.length} entries).`);
  };
}
