// Command line of the loopback bridge (`node dist-electron/bridge.mjs [options] [game.sandtable]`) and the
// default folders it shares with the Electron shell, so both modes see the same recent files and recovery.

import path from 'node:path';
import os from 'node:os';

/** Parsed bridge options; folders are absolute. */
export interface BridgeArgs {
  port: number;
  dataDir: string;
  docsDir: string;
  modulesDir: string;
  /** The built renderer to serve. */
  rendererDir: string;
  /** Per-run secret, or null to generate one. */
  token: string | null;
  open: boolean;
  /** A save file to open at start. */
  openPath: string | null;
  /** The least time the computer takes over a move, in ms (`--opponent-pace`); 0: no wait. */
  opponentPaceMs: number;
}

/** Environment facts the defaults depend on (injected for tests). */
export interface DefaultsContext {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  home: string;
  /** The repository / app root: holds dist/renderer and assets/modules. */
  appRoot: string;
  cwd: string;
}

/** The folder Electron's app.getPath('userData') names for productName "Sandtable" on each platform. */
export function defaultDataDir(ctx: Pick<DefaultsContext, 'platform' | 'env' | 'home'>): string {
  if (ctx.platform === 'win32')
    return path.join(ctx.env.APPDATA ?? path.join(ctx.home, 'AppData', 'Roaming'), 'Sandtable');
  if (ctx.platform === 'darwin') return path.join(ctx.home, 'Library', 'Application Support', 'Sandtable');
  return path.join(ctx.env.XDG_CONFIG_HOME || path.join(ctx.home, '.config'), 'Sandtable');
}

/** Where saved games go by default: Documents/Sandtable. */
export function defaultDocsDir(ctx: Pick<DefaultsContext, 'home'>): string {
  return path.join(ctx.home, 'Documents', 'Sandtable');
}

/** What a bridge token may be (it travels in a URL and a header, never a cookie), and the rule in words. */
export const BRIDGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
export const BRIDGE_TOKEN_RULE = '16-256 characters of A-Z, a-z, 0-9, "_" or "-"';

/** The usage text printed on a bad command line. */
export const BRIDGE_USAGE =
  'usage: node dist-electron/bridge.mjs [--port N] [--data-dir DIR] [--docs-dir DIR] [--modules-dir DIR] ' +
  '[--renderer-dir DIR] [--token HEX] [--opponent-pace MS] [--no-open] [game.sandtable]';

/** Parses the bridge command line; throws an Error naming the problem. */
export function parseBridgeArgs(argv: readonly string[], ctx: DefaultsContext): BridgeArgs {
  const out: BridgeArgs = {
    port: 0,
    dataDir: defaultDataDir(ctx),
    docsDir: defaultDocsDir(ctx),
    modulesDir: path.join(ctx.appRoot, 'assets', 'modules'),
    rendererDir: path.join(ctx.appRoot, 'dist', 'renderer'),
    token: null,
    open: true,
    openPath: null,
    opponentPaceMs: 0,
  };
  const dirOptions: Record<string, 'dataDir' | 'docsDir' | 'modulesDir' | 'rendererDir'> = {
    '--data-dir': 'dataDir',
    '--docs-dir': 'docsDir',
    '--modules-dir': 'modulesDir',
    '--renderer-dir': 'rendererDir',
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i];
    const eq = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const name = eq > 0 ? raw.slice(0, eq) : raw;
    const takeValue = (): string => {
      if (eq > 0) return raw.slice(eq + 1);
      const v = argv[++i];
      if (v === undefined || v === '') throw new Error(`${name} needs a value.`);
      return v;
    };
    if (name === '--port') {
      const v = takeValue();
      const n = Number(v);
      if (!/^\d+$/.test(v) || n > 65535) throw new Error(`--port must be a whole number from 0 to 65535, not "${v}".`);
      out.port = n;
    } else if (name in dirOptions) {
      out[dirOptions[name]] = path.resolve(ctx.cwd, takeValue());
    } else if (name === '--token') {
      const v = takeValue();
      if (!BRIDGE_TOKEN_PATTERN.test(v)) throw new Error(`--token must be ${BRIDGE_TOKEN_RULE}.`);
      out.token = v;
    } else if (name === '--opponent-pace') {
      const v = takeValue();
      const n = Number(v);
      if (!/^\d+$/.test(v) || n > 60_000)
        throw new Error(`--opponent-pace must be a whole number of milliseconds from 0 to 60000, not "${v}".`);
      out.opponentPaceMs = n;
    } else if (name === '--no-open') {
      out.open = false;
    } else if (name === '--open') {
      out.open = true;
    } else if (raw.startsWith('-') && raw !== '-') {
      throw new Error(`Unknown option ${raw}.`);
    } else {
      if (out.openPath !== null)
        throw new Error(`Only one file can be opened at start (got "${out.openPath}" and "${raw}").`);
      out.openPath = path.resolve(ctx.cwd, raw);
    }
  }
  return out;
}

/** The defaults context of this process. */
export function processContext(appRoot: string): DefaultsContext {
  return { platform: process.platform, env: process.env, home: os.homedir(), appRoot, cwd: process.cwd() };
}
