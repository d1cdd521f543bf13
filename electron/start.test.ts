import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// start.mjs and build.mjs are plain Node scripts (run before anything is built); loaded by URL so that
// TypeScript doesn't need declarations for them.
type StartModule = {
  electronBinaryPath(root: string, env: Record<string, string | undefined>): string | null;
  electronUnavailableReason(
    binary: string | null,
    platform: string,
    env: Record<string, string | undefined>,
  ): string | null;
};
type BuildModule = { checkPreloadRequires(code: string): void };
const load = <T>(file: string): Promise<T> =>
  import(/* @vite-ignore */ new URL(file, import.meta.url).href) as Promise<T>;

describe('npm start: finding Electron', () => {
  let root = '';
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));
  function fakeRepo(opts: { pathTxt?: string; binary?: boolean }) {
    root = mkdtempSync(path.join(tmpdir(), 'sandtable-start-'));
    const pkg = path.join(root, 'node_modules', 'electron');
    mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    if (opts.pathTxt !== undefined) writeFileSync(path.join(pkg, 'path.txt'), opts.pathTxt);
    if (opts.binary) writeFileSync(path.join(pkg, 'dist', 'electron'), '');
    return root;
  }

  it('reports no binary when it was never downloaded (no path.txt, or path.txt but no dist file)', async () => {
    const { electronBinaryPath } = await load<StartModule>('./start.mjs');
    expect(electronBinaryPath(fakeRepo({}), {})).toBeNull();
    rmSync(root, { recursive: true, force: true });
    expect(electronBinaryPath(fakeRepo({ pathTxt: 'electron' }), {})).toBeNull();
  });

  it('finds a downloaded binary, or one named by ELECTRON_OVERRIDE_DIST_PATH', async () => {
    const { electronBinaryPath } = await load<StartModule>('./start.mjs');
    const r = fakeRepo({ pathTxt: 'electron', binary: true });
    expect(electronBinaryPath(r, {})).toBe(path.join(r, 'node_modules', 'electron', 'dist', 'electron'));
    expect(electronBinaryPath(r, { ELECTRON_OVERRIDE_DIST_PATH: path.join(r, 'nowhere') })).toBeNull();
    expect(
      electronBinaryPath(r, { ELECTRON_OVERRIDE_DIST_PATH: path.join(r, 'node_modules', 'electron', 'dist') }),
    ).toBe(path.join(r, 'node_modules', 'electron', 'dist', 'electron'));
  });

  it('says in one line why it serves the browser instead', async () => {
    const { electronUnavailableReason } = await load<StartModule>('./start.mjs');
    expect(electronUnavailableReason(null, 'linux', { DISPLAY: ':0' })).toMatch(
      /^Electron is not available on this machine .*browser instead\.$/,
    );
    expect(electronUnavailableReason('/x/electron', 'linux', {})).toMatch(/no display/);
    expect(electronUnavailableReason('/x/electron', 'linux', { DISPLAY: ':0' })).toBeNull();
    expect(electronUnavailableReason('/x/electron', 'darwin', {})).toBeNull();
  });
});

describe('npm run build: the sandboxed preload check', () => {
  it('accepts a bundle that requires only electron and refuses anything else', async () => {
    const { checkPreloadRequires } = await load<BuildModule>('./build.mjs');
    expect(() => checkPreloadRequires('const { ipcRenderer } = require("electron");')).not.toThrow();
    expect(() => checkPreloadRequires('require("electron"); require("fs")')).toThrow(
      /may only require "electron", but it requires fs/,
    );
    expect(() => checkPreloadRequires("require('node:path')")).toThrow(/node:path/);
  });
});

describe('npm start: fetching Electron on first launch', () => {
  type Fetch = (
    root: string,
    env: Record<string, string | undefined>,
    resolve: (h: string) => Promise<unknown>,
    run: (i: string) => boolean,
  ) => Promise<boolean>;
  let root = '';
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));
  function repoWithInstaller() {
    root = mkdtempSync(path.join(tmpdir(), 'sandtable-fetch-'));
    mkdirSync(path.join(root, 'node_modules', 'electron'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', 'electron', 'install.js'), '');
    return root;
  }

  it('runs the installer when the download host resolves, and reports its outcome', async () => {
    const { fetchElectronBinary } = await load<{ fetchElectronBinary: Fetch }>('./start.mjs');
    const r = repoWithInstaller();
    const ran: string[] = [];
    const ok = await fetchElectronBinary(
      r,
      {},
      async () => ({ address: '1.2.3.4' }),
      (i) => {
        ran.push(i);
        return true;
      },
    );
    expect(ok).toBe(true);
    expect(ran).toEqual([path.join(r, 'node_modules', 'electron', 'install.js')]);
    expect(
      await fetchElectronBinary(
        r,
        {},
        async () => ({}),
        () => false,
      ),
    ).toBe(false);
  });

  it('does not try when the host does not resolve, when the person opted out, or without the installer', async () => {
    const { fetchElectronBinary } = await load<{ fetchElectronBinary: Fetch }>('./start.mjs');
    const r = repoWithInstaller();
    const never = () => {
      throw new Error('the installer must not run');
    };
    expect(
      await fetchElectronBinary(
        r,
        {},
        async () => {
          throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        },
        never,
      ),
    ).toBe(false);
    expect(await fetchElectronBinary(r, { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, async () => ({}), never)).toBe(false);
    const hosts: string[] = [];
    await fetchElectronBinary(
      r,
      { ELECTRON_MIRROR: 'https://mirror.example/electron/' },
      async (h) => {
        hosts.push(h);
        throw new Error('no');
      },
      never,
    );
    expect(hosts).toEqual(['mirror.example']);
    rmSync(r, { recursive: true, force: true });
    root = mkdtempSync(path.join(tmpdir(), 'sandtable-fetch-'));
    expect(await fetchElectronBinary(root, {}, async () => ({}), never)).toBe(false);
  });
});
