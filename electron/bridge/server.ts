// Entry of browser mode, bundled to dist-electron/bridge.mjs and run under plain Node:
//   node dist-electron/bridge.mjs [--port N] [--data-dir D] [--docs-dir D] [--modules-dir D] [--token T] [--no-open] [file]
// Wires the real host service and the precompiled argument validators into runBridge.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostService } from '../services/host-service.js';
import { validateHostArgs } from '../../schemas/validate.js';
import { closeOnSignals, runBridge } from './run.js';
import { openBrowser } from './open-browser.js';
import { processContext } from './args.js';

/** The app root: the nearest folder above this file that has a package.json (the repo, or the unpacked app). */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

/** The app's version (its package.json), written into saved games as Electron's app.getVersion() is. */
function appVersion(root: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined; // the service's own default
  }
}

async function main(): Promise<void> {
  const root = findAppRoot();
  const version = appVersion(root);
  const session = await runBridge(process.argv.slice(2), {
    createService: (opts) => createHostService({ ...opts, appVersion: version }),
    validate: validateHostArgs,
    context: processContext(root),
    log: (line) => console.log(line),
    error: (line) => console.error(line),
    openBrowser: (url) => openBrowser(url),
  });
  closeOnSignals(session);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
