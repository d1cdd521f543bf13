// `node e2e/run.mjs [playwright test arguments]` (npm run test:e2e, npm run docs:shots): Playwright's test runner
// with the e2e config (or the one its arguments name), its whole process in a temp folder of its own that is removed
// when it ends. Playwright keeps its transform cache in the temp folder it finds at start, before the config's global
// setup (e2e/global-temp.ts) can point TMPDIR elsewhere, so only a folder set before the runner starts takes the
// cache with the rest. The global setup uses this folder as it is (SANDTABLE_TEMP_RUN): a folder inside it would
// make Chromium's socket path too long for Unix sockets.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'sandtable-e2e-'));
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const args = process.argv.slice(2);
// The e2e config unless the arguments name another (-c / --config: npm run docs:shots).
const config = args.some((a) => a === '-c' || a.startsWith('--config'))
  ? []
  : ['-c', join(import.meta.dirname, 'playwright.config.ts')];
const env = { ...process.env, TMPDIR: dir, TMP: dir, TEMP: dir, SANDTABLE_TEMP_RUN: dir };
const child = spawn(process.execPath, [cli, 'test', ...config, ...args], { stdio: 'inherit', env });

/** Removes the run's temp folder; a failure to do so is reported, never thrown. */
function cleanUp() {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch (err) {
    console.error(`Could not remove the browser tests' temp folder ${dir}: ${err.message}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (err) => {
  console.error(`Could not start Playwright: ${err.message}`);
  cleanUp();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
