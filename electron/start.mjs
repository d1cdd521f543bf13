// `npm start [-- game.sandtable]`: build, then run Sandtable in Electron when its binary is present and there
// is a screen; otherwise serve the very same built app in a browser through the loopback bridge.
// Arguments after `--` (a save file to open, bridge options such as --port or --no-open) go to either mode.

import { spawn, spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, buildAll } from './build.mjs';

/**
 * The Electron executable in node_modules/electron, or null when it was never downloaded. This reads what
 * the electron package's index.js reads, without calling it: requiring 'electron' from Node starts a
 * download when the binary is missing, which can't succeed here and takes a while to fail.
 */
export function electronBinaryPath(root = ROOT, env = process.env) {
  const pkgDir = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(pkgDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = path.join(env.ELECTRON_OVERRIDE_DIST_PATH, relative || 'electron');
    return existsSync(p) ? p : null;
  }
  if (!relative) return null;
  const full = path.join(pkgDir, 'dist', relative);
  return existsSync(full) ? full : null;
}

/**
 * electron 45 fetches its binary on first launch, not at install. Do that here, where we can still fall back:
 * unless the person opted out (ELECTRON_SKIP_BINARY_DOWNLOAD), and only when the download host resolves at all
 * (on a machine without internet the lookup fails at once, instead of the installer's long retries).
 * Returns true when the installer ran and succeeded.
 */
export async function fetchElectronBinary(root = ROOT, env = process.env, resolve = lookup, run = runInstaller) {
  const installer = path.join(root, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer) || env.ELECTRON_SKIP_BINARY_DOWNLOAD || env.ELECTRON_OVERRIDE_DIST_PATH) return false;
  let host = 'github.com';
  try {
    if (env.ELECTRON_MIRROR) host = new URL(env.ELECTRON_MIRROR).hostname;
  } catch {
    /* keep the default host */
  }
  try {
    await resolve(host);
  } catch {
    return false;
  }
  console.log("Fetching Electron's binary (first launch only; this can take a minute)…");
  return run(installer);
}

function runInstaller(installer) {
  const r = spawnSync(process.execPath, [installer], { stdio: 'inherit', timeout: 10 * 60_000 });
  return r.status === 0;
}

/** Why Electron can't be used here, or null when it can. */
export function electronUnavailableReason(binary, platform = process.platform, env = process.env) {
  if (!binary)
    return 'Electron is not available on this machine (its binary could not be downloaded); serving Sandtable in your browser instead.';
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY)
    return 'There is no display for an Electron window (DISPLAY is not set); serving Sandtable in your browser instead.';
  return null;
}

/**
 * Runs a child with our terminal; Ctrl+C reaches it directly, and we exit with its code. It runs in the
 * folder `npm start` was typed in (npm exports it as INIT_CWD), so `npm start -- ../game.sandtable` means
 * what the person meant.
 */
function runChild(cmd, args, onSpawnError) {
  const child = spawn(cmd, args, { cwd: process.env.INIT_CWD || process.cwd(), stdio: 'inherit' });
  const forward = (signal) => () => child.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  child.on('error', (err) => onSpawnError(err));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function runBrowserMode(args) {
  runChild(process.execPath, [path.join(ROOT, 'dist-electron', 'bridge.mjs'), ...args], (err) => {
    console.error(`Could not start the Sandtable bridge: ${err.message}`);
    process.exit(1);
  });
}

async function main() {
  const args = process.argv.slice(2);
  if (!(await buildAll())) {
    console.error('The build failed; see the lines above.');
    process.exit(1);
  }
  let binary = electronBinaryPath();
  if (!binary && (await fetchElectronBinary())) binary = electronBinaryPath();
  const reason = electronUnavailableReason(binary);
  if (reason) {
    console.log(reason);
    return runBrowserMode(args);
  }
  // Electron gets the app folder (package.json "main" is dist-electron/main.cjs) and the file to open.
  const files = args.filter((a) => !a.startsWith('-'));
  runChild(binary, [ROOT, ...files], (err) => {
    console.log(`Electron could not start (${err.message}); serving Sandtable in your browser instead.`);
    runBrowserMode(args);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
