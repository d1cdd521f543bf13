import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseBridgeArgs, defaultDataDir, type DefaultsContext } from './args.js';
import { browserCommand } from './open-browser.js';
import { runBridge, RUNNING_LINE_PREFIX, type BridgeSession } from './run.js';
import { fakeValidate, makeFakeService } from '../test-support/fake-service.js';

const ctx: DefaultsContext = {
  platform: 'linux',
  env: {},
  home: '/home/ana',
  appRoot: '/opt/sandtable',
  cwd: '/home/ana/games',
};

describe('parseBridgeArgs', () => {
  it('has defaults shared with the Electron shell', () => {
    const a = parseBridgeArgs([], ctx);
    expect(a).toEqual({
      port: 0,
      dataDir: '/home/ana/.config/Sandtable',
      docsDir: '/home/ana/Documents/Sandtable',
      modulesDir: '/opt/sandtable/assets/modules',
      rendererDir: '/opt/sandtable/dist/renderer',
      token: null,
      open: true,
      openPath: null,
      opponentPaceMs: 0,
    });
    expect(defaultDataDir({ platform: 'darwin', env: {}, home: '/Users/ana' })).toBe(
      '/Users/ana/Library/Application Support/Sandtable',
    );
    expect(defaultDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/cfg' }, home: '/h' })).toBe('/cfg/Sandtable');
  });

  it('reads every option, in both spellings, and resolves paths against the working folder', () => {
    const a = parseBridgeArgs(
      [
        '--port',
        '8123',
        '--data-dir=data',
        '--docs-dir',
        '/tmp/docs',
        '--modules-dir',
        'mods',
        '--token',
        'f'.repeat(64),
        '--no-open',
        '--opponent-pace=800',
        'game.sandtable',
      ],
      ctx,
    );
    expect(a.opponentPaceMs).toBe(800);
    expect(parseBridgeArgs([], ctx).opponentPaceMs).toBe(0);
    expect(a.port).toBe(8123);
    expect(a.dataDir).toBe('/home/ana/games/data');
    expect(a.docsDir).toBe('/tmp/docs');
    expect(a.modulesDir).toBe('/home/ana/games/mods');
    expect(a.token).toBe('f'.repeat(64));
    expect(a.open).toBe(false);
    expect(a.openPath).toBe('/home/ana/games/game.sandtable');
  });

  it('names the problem in a bad command line', () => {
    expect(() => parseBridgeArgs(['--port', 'eighty'], ctx)).toThrow(/--port must be a whole number/);
    expect(() => parseBridgeArgs(['--port', '70000'], ctx)).toThrow(/--port/);
    expect(() => parseBridgeArgs(['--data-dir'], ctx)).toThrow(/--data-dir needs a value/);
    expect(() => parseBridgeArgs(['--token', 'abc'], ctx)).toThrow(/--token must be/);
    expect(() => parseBridgeArgs(['--opponent-pace', '-5'], ctx)).toThrow(/--opponent-pace must be a whole number/);
    expect(() => parseBridgeArgs(['--opponent-pace', '90000'], ctx)).toThrow(/--opponent-pace/);
    expect(() => parseBridgeArgs(['--verbose'], ctx)).toThrow(/Unknown option --verbose/);
    expect(() => parseBridgeArgs(['a.sandtable', 'b.sandtable'], ctx)).toThrow(/Only one file/);
  });
});

describe('browserCommand', () => {
  const which = (name: string) => (name === 'chromium' ? '/usr/bin/chromium' : null);
  it('opens nothing without a display on Linux', () => {
    expect(browserCommand('http://127.0.0.1:1/', 'linux', {}, which)).toBeNull();
  });
  it('falls back through the known openers', () => {
    expect(browserCommand('http://127.0.0.1:1/?token=ab', 'linux', { DISPLAY: ':0' }, which)).toEqual({
      cmd: '/usr/bin/chromium',
      args: ['http://127.0.0.1:1/?token=ab'],
    });
    expect(browserCommand('http://x/', 'linux', { WAYLAND_DISPLAY: 'w' }, () => null)).toBeNull();
  });
  it('uses the platform opener on macOS and Windows', () => {
    expect(browserCommand('http://x/', 'darwin', {}, which)?.cmd).toBe('open');
    expect(browserCommand('http://x/', 'win32', {}, which)).toEqual({
      cmd: 'rundll32',
      args: ['url.dll,FileProtocolHandler', 'http://x/'],
    });
  });
});

describe('runBridge', () => {
  let session: BridgeSession | null = null;
  let dir = '';
  afterEach(async () => {
    await session?.shutdown();
    session = null;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function setup() {
    dir = mkdtempSync(path.join(tmpdir(), 'sandtable-run-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const fake = makeFakeService();
    const logs: string[] = [];
    const errors: string[] = [];
    const opened: string[] = [];
    const created: unknown[] = [];
    const deps = {
      createService: async (o: unknown) => (created.push(o), fake.service),
      validate: fakeValidate,
      context: { ...ctx, cwd: dir },
      log: (l: string) => logs.push(l),
      error: (l: string) => errors.push(l),
      openBrowser: (u: string) => (opened.push(u), null),
    };
    return { fake, logs, errors, opened, created, deps };
  }

  it('prints one parseable line, opens the file given, and closes the service on shutdown', async () => {
    const t = setup();
    session = await runBridge(['--renderer-dir', dir, '--data-dir', 'd', '--no-open', 'game.sandtable'], t.deps);
    expect(t.logs).toHaveLength(1);
    const m = /^Sandtable is running at (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{64}))$/.exec(t.logs[0]);
    expect(m, t.logs[0]).not.toBeNull();
    expect(Number(m![2])).toBe(session.bridge.port);
    expect(t.opened).toEqual([]);
    expect(t.fake.calls).toEqual([{ op: 'openPath', args: path.join(dir, 'game.sandtable') }]);
    expect(t.created).toEqual([
      {
        modulesDir: '/opt/sandtable/assets/modules',
        dataDir: path.join(dir, 'd'),
        docsDir: '/home/ana/Documents/Sandtable',
        opponentPaceMs: 0,
      },
    ]);
    const page = await fetch(m![1]);
    expect(page.status).toBe(200);
    await session.shutdown();
    expect(t.fake.closed()).toBe(true);
    await expect(fetch(m![1])).rejects.toThrow();
  });

  it('generates a different token each run and opens the browser unless told not to', async () => {
    const t = setup();
    /** The token of the URL a log line prints. */
    const tokenOf = (line: string) => new URL(line.slice(RUNNING_LINE_PREFIX.length)).searchParams.get('token');
    // The same port both times, so that only the token can tell the two runs' URLs apart.
    session = await runBridge(['--renderer-dir', dir], t.deps);
    const first = t.logs[0].slice(RUNNING_LINE_PREFIX.length);
    const port = String(session.bridge.port);
    expect(t.opened).toEqual([first]);
    await session.shutdown();
    session = await runBridge(['--renderer-dir', dir, '--no-open', '--port', port], t.deps);
    expect(new URL(t.logs[1].slice(RUNNING_LINE_PREFIX.length)).port).toBe(port);
    expect(tokenOf(t.logs[0])).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenOf(t.logs[1])).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenOf(t.logs[1])).not.toBe(tokenOf(t.logs[0]));
    expect(t.opened).toEqual([first]);
  });

  it('prints the token given by --token in its URL', async () => {
    const t = setup();
    const token = 'a'.repeat(64);
    session = await runBridge(['--renderer-dir', dir, '--no-open', '--token', token], t.deps);
    const url = new URL(t.logs[0].slice(RUNNING_LINE_PREFIX.length));
    expect(url.searchParams.get('token')).toBe(token);
  });

  it('refuses to start without a built renderer', async () => {
    const t = setup();
    await expect(runBridge(['--renderer-dir', path.join(dir, 'nope')], t.deps)).rejects.toThrow(/npm run build/);
    await expect(runBridge(['--bogus'], t.deps)).rejects.toThrow(/Unknown option --bogus[\s\S]*usage:/);
  });
});
