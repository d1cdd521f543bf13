/** @vitest-environment node */
// Electron can't run here, so main.ts runs against a fake 'electron' module: the wiring is what's tested
// (order of startup, what is registered, what a second launch does, how quitting closes the service).
import { HOST_OPS } from '../schemas/host-api.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { makeFakeElectron } from './test-support/fake-electron.js';

const h = vi.hoisted(() => ({ state: null as unknown as import('./test-support/fake-electron.js').FakeElectronState }));

// vi.resetModules() keeps mocked modules, so the mock forwards to whichever fake the current test made.
vi.mock('electron', () => {
  const names = ['app', 'BrowserWindow', 'protocol', 'session', 'ipcMain', 'Menu', 'dialog'] as const;
  const forward: Record<string, unknown> = {};
  for (const n of names) Object.defineProperty(forward, n, { get: () => h.state.module[n], enumerable: true });
  return forward;
});
vi.mock('./services/host-service.js', async () => {
  const { makeFakeService } = await import('./test-support/fake-service.js');
  return {
    createHostService: vi.fn(async (opts: unknown) => {
      const fake = makeFakeService();
      h.state.events.push('createHostService');
      h.state.serviceOptions = opts;
      h.state.fakeService = fake;
      const openPath = fake.service.openPath;
      fake.service.openPath = async (p: string) => {
        h.state.events.push(`openPath ${p}`);
        return openPath(p);
      };
      return fake.service;
    }),
  };
});

const tick = () => new Promise((r) => setTimeout(r, 20));
const savedArgv = process.argv;

async function boot(opts: { lock?: boolean; argv?: string[]; packaged?: boolean } = {}) {
  vi.resetModules();
  process.argv = opts.argv ?? ['/opt/Sandtable/sandtable'];
  const state = makeFakeElectron();
  h.state = state;
  state.lock = opts.lock ?? true;
  state.module.app.isPackaged = opts.packaged ?? true;
  await import('./main.js');
  return state;
}

describe('Electron main', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    process.argv = savedArgv;
  });

  it('registers app:// before ready, opens argv files before the window, then loads a hardened window', async () => {
    const s = await boot({ argv: ['/opt/Sandtable/sandtable', '--some-switch', '/home/ana/turn3.sandtable'] });
    expect(s.module.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(s.windows).toHaveLength(0);
    expect(s.module.app.setPath).toHaveBeenCalledWith('userData', path.join('/paths/appData', 'Sandtable'));
    s.ready();
    await tick();
    expect(s.serviceOptions).toEqual({
      modulesDir: path.join('/app', 'assets', 'modules'),
      dataDir: '/paths/userData',
      docsDir: path.join('/paths/documents', 'Sandtable'),
      appVersion: '0.1.0',
    });
    expect(s.events).toEqual(['createHostService', `openPath ${path.resolve('/home/ana/turn3.sandtable')}`, 'window']);
    const win = s.windows[0];
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(String(win.options.webPreferences.preload)).toMatch(/preload\.cjs$/);
    expect(win.loadedUrl).toBe('app://sandtable/index.html');
    expect(s.module.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(s.permissionRequestHandler).toBeTypeOf('function');
    expect(s.module.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(s.module.app.listenerCount('web-contents-created')).toBe(1);
  });

  it('answers IPC only from our page, and validates arguments with the real schemas', async () => {
    const s = await boot();
    s.ready();
    await tick();
    // One handler per host operation, from the one list (schemas/host-api.ts).
    expect(s.handlers.size).toBe(HOST_OPS.length);
    expect(HOST_OPS).toContain('preview');
    const win = s.windows[0];
    const ours = { sender: win.webContents, senderFrame: { url: 'app://sandtable/index.html' } };
    const foreign = { sender: { id: 999 }, senderFrame: { url: 'app://sandtable/index.html' } };
    const ok = await s.handlers.get('sandtable:host:getModule')!(ours, { moduleId: 'isabella' });
    expect(ok).toMatchObject({ ok: true });
    const refused = await s.handlers.get('sandtable:host:getModule')!(foreign, { moduleId: 'isabella' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const invalid = await s.handlers.get('sandtable:host:getModule')!(ours, { moduleId: 5 });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    const calls = s.fakeService!.calls.filter((c: { op: string }) => c.op === 'getModule');
    expect(calls).toHaveLength(1);
  });

  it('sets the window title and edited mark through setTitle', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    const r = await s.handlers.get('sandtable:host:setTitle')!(
      { sender: win.webContents, senderFrame: { url: 'app://sandtable/' } },
      { title: 'turn3.sandtable — Sandtable' },
    );
    expect(r).toMatchObject({ ok: true });
    expect(win.title).toBe('turn3.sandtable — Sandtable');
    expect(win.documentEdited).toBe(false);
  });

  it("forwards a second launch's file to the running instance and reloads the page", async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    win.webContents.emit('did-finish-load');
    s.module.app.emit('second-instance', {}, ['/opt/Sandtable/sandtable', '--flag', 'next.sandtable'], '/home/ana');
    await tick();
    expect(s.events).toContain(`openPath ${path.resolve('/home/ana/next.sandtable')}`);
    expect(win.webContents.reloads).toBe(1);
    expect(win.focused).toBe(true);
    expect(s.module.app.addRecentDocument).toHaveBeenCalledWith(path.resolve('/home/ana/next.sandtable'));
  });

  it('in development (electron <app folder> <file>) opens the file, never the app folder', async () => {
    const s = await boot({
      packaged: false,
      argv: ['/src/node_modules/electron/dist/electron', '--inspect=5858', '/src/sandtable', 'turn3.sandtable'],
    });
    s.ready();
    await tick();
    expect(s.events).toEqual(['createHostService', `openPath ${path.resolve('turn3.sandtable')}`, 'window']);
    // A second launch in the same layout hands over its file the same way.
    s.windows[0].webContents.emit('did-finish-load');
    s.module.app.emit('second-instance', {}, ['/src/electron', '/src/sandtable', 'b.sandtable'], '/home/ana');
    await tick();
    expect(s.events.filter((e) => e.startsWith('openPath'))).toEqual([
      `openPath ${path.resolve('turn3.sandtable')}`,
      `openPath ${path.resolve('/home/ana/b.sandtable')}`,
    ]);
  });

  it('a second launch with no file only brings the window forward', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    win.webContents.emit('did-finish-load');
    s.module.app.emit('second-instance', {}, ['/opt/Sandtable/sandtable', '--flag'], '/home/ana');
    await tick();
    expect(s.events.filter((e) => e.startsWith('openPath'))).toEqual([]);
    expect(win.webContents.reloads).toBe(0);
    expect(win.focused).toBe(true);
  });

  it('macOS open-file before ready waits (claimed) for the service, then opens before the window', async () => {
    const s = await boot();
    const event = { preventDefault: vi.fn() };
    s.module.app.emit('open-file', event, '/Users/ana/Games/turn3.sandtable');
    // Claimed, so macOS does not report that the app cannot open it; nothing runs before ready.
    expect(event.preventDefault).toHaveBeenCalled();
    await tick();
    expect(s.events).toEqual([]);
    s.ready();
    await tick();
    expect(s.events).toEqual(['createHostService', 'openPath /Users/ana/Games/turn3.sandtable', 'window']);
    expect(s.module.app.addRecentDocument).toHaveBeenCalledWith('/Users/ana/Games/turn3.sandtable');
  });

  it('macOS open-file while running (a double-click in Finder) opens the file and reloads the page', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    win.webContents.emit('did-finish-load');
    const event = { preventDefault: vi.fn() };
    s.module.app.emit('open-file', event, '/Users/ana/next.sandtable');
    await tick();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(s.events).toContain('openPath /Users/ana/next.sandtable');
    expect(win.webContents.reloads).toBe(1);
  });

  it('a double-clicked invitation asks whether to join, joins on Join and saves the answer where asked', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    win.webContents.emit('did-finish-load');
    const fake = s.fakeService!;
    fake.service.openPath = async () => ({
      ok: false,
      error: { code: 'invitation', message: 'Ana (key 3F2A-…) invites you to play the allied side of isabella.' },
    });
    const folder = await mkdtemp(path.join(tmpdir(), 'sandtable-answer-'));
    try {
      fake.service.joinGame = async () => ({
        ok: true,
        value: { name: 'isabella-joined-0a1b2c.sandtable', text: '{}\n' },
      });
      s.module.dialog.showMessageBox.mockResolvedValueOnce({ response: 0 });
      s.module.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: path.join(folder, 'answer') });
      s.module.app.emit('open-file', { preventDefault: vi.fn() }, '/Users/bob/invitation.sandtable');
      await tick();
      await tick();
      expect(s.module.dialog.showMessageBox).toHaveBeenCalledWith(
        win,
        expect.objectContaining({ detail: expect.stringContaining('invites you'), buttons: ['Join', 'Cancel'] }),
      );
      expect(s.module.dialog.showSaveDialog).toHaveBeenCalledWith(
        win,
        expect.objectContaining({ defaultPath: path.join('/Users/bob', 'isabella-joined-0a1b2c.sandtable') }),
      );
      expect(await readFile(path.join(folder, 'answer.sandtable'), 'utf8')).toBe('{}\n');
      // Nothing begins on this machine until the inviter's first file: the page is not reloaded with a game.
      expect(win.webContents.reloads).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('opens and saves through native dialogs; the page never names a path', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    const ours = { sender: win.webContents, senderFrame: { url: 'app://sandtable/index.html' } };
    s.module.dialog.showOpenDialog.mockResolvedValueOnce({
      canceled: false,
      filePaths: ['/home/ana/picked.sandtable'],
    });
    const opened = await s.handlers.get('sandtable:host:openDialog')!(ours, {});
    expect(opened).toMatchObject({ ok: true, value: { opened: '/home/ana/picked.sandtable' } });
    expect(s.module.app.addRecentDocument).toHaveBeenCalledWith('/home/ana/picked.sandtable');
    // A cancelled dialog is not an error: null, nothing opened.
    expect(await s.handlers.get('sandtable:host:openDialog')!(ours, {})).toEqual({ ok: true, value: null });

    const saved: string[] = [];
    s.fakeService!.service.saveToPath = async (p: string) => (saved.push(p), { ok: true, value: { savedTo: p } });
    s.module.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: '/home/ana/new-game' });
    const r = await s.handlers.get('sandtable:host:saveAs')!(ours, {});
    expect(r).toEqual({ ok: true, value: { savedTo: '/home/ana/new-game.sandtable' } });
    expect(saved).toEqual(['/home/ana/new-game.sandtable']);
    // With a name (the bridge's way), the service saves in its documents folder; no dialog.
    const dialogs = s.module.dialog.showSaveDialog.mock.calls.length;
    await s.handlers.get('sandtable:host:saveAs')!(ours, { name: 'x.sandtable' });
    expect(s.module.dialog.showSaveDialog.mock.calls.length).toBe(dialogs);
    expect(s.fakeService!.calls.at(-1)).toEqual({ op: 'saveAs', args: { name: 'x.sandtable' } });
  });

  it('asks before closing unsaved changes; Cancel keeps the window and the quit is dropped', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    s.fakeService!.service.isDirty = () => true;
    s.module.app.emit('before-quit');
    s.module.dialog.showMessageBox.mockResolvedValueOnce({ response: 2 });
    win.close();
    await tick();
    expect(s.module.dialog.showMessageBox).toHaveBeenCalledTimes(1);
    expect(win.closed).toBe(false);
    expect(s.module.app.quit).not.toHaveBeenCalled();
    // "Don't Save": the window closes and, after a new quit request, the app quits.
    s.module.app.emit('before-quit');
    s.module.dialog.showMessageBox.mockResolvedValueOnce({ response: 1 });
    win.close();
    await tick();
    expect(win.closed).toBe(true);
    expect(s.module.app.quit).toHaveBeenCalled();
  });

  it('rebuilds the native menu, and speaks its dialogs, in the language the page reports', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    type Item = { label?: string; type?: string; checked?: boolean; submenu?: Item[] };
    const lastMenu = () => s.module.Menu.setApplicationMenu.mock.calls.at(-1)![0] as Item[];
    const all = (items: Item[]): Item[] => items.flatMap((i) => [i, ...(i.submenu ? all(i.submenu) : [])]);
    expect(all(lastMenu()).some((i) => i.label === '&File')).toBe(true);
    const from = { sender: win.webContents, senderFrame: { url: 'app://sandtable/' } };
    const bad = await s.handlers.get('sandtable:host:setLanguage')!(from, { language: 'fr' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    const r = await s.handlers.get('sandtable:host:setLanguage')!(from, { language: 'es' });
    expect(r).toMatchObject({ ok: true });
    expect(s.fakeService!.calls.filter((c: { op: string }) => c.op === 'setLanguage')).toEqual([
      { op: 'setLanguage', args: { language: 'es' } },
    ]);
    const items = all(lastMenu());
    expect(items.some((i) => i.label === '&Archivo')).toBe(true);
    expect(items.some((i) => i.label === '&File')).toBe(false);
    expect(items.find((i) => i.label === 'Español')).toMatchObject({ type: 'radio', checked: true });
    expect(items.find((i) => i.label === 'English')).toMatchObject({ checked: false });
    // The same language again changes nothing.
    const builds = s.module.Menu.setApplicationMenu.mock.calls.length;
    await s.handlers.get('sandtable:host:setLanguage')!(from, { language: 'es' });
    expect(s.module.Menu.setApplicationMenu.mock.calls.length).toBe(builds);
    // Main's own dialogs follow too.
    s.fakeService!.service.isDirty = () => true;
    s.module.dialog.showMessageBox.mockResolvedValueOnce({ response: 2 });
    win.close();
    await tick();
    const asked = s.module.dialog.showMessageBox.mock.calls.at(-1)!.at(-1) as {
      buttons: string[];
      message: string;
      detail: string;
    };
    expect(asked.buttons).toEqual(['Guardar', 'No guardar', 'Cancelar']);
    expect(asked.message).toBe('Esta partida tiene cambios sin guardar.');
    expect(asked.detail).toMatch(/^¿Guardarlos antes de cerrar esta partida\?/);
  });

  it('closes a clean window without asking', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const win = s.windows[0];
    win.close();
    await tick();
    expect(win.closed).toBe(true);
    expect(s.module.dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('closes the service before quitting', async () => {
    const s = await boot();
    s.ready();
    await tick();
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    s.module.app.emit('will-quit', event);
    expect(event.defaultPrevented).toBe(true);
    await tick();
    expect(s.fakeService!.closed()).toBe(true);
    expect(s.module.app.quit).toHaveBeenCalled();
  });

  it('quits at once when another instance holds the lock', async () => {
    const s = await boot({ lock: false });
    expect(s.module.app.quit).toHaveBeenCalled();
    expect(s.module.app.listenerCount('second-instance')).toBe(0);
  });
});
