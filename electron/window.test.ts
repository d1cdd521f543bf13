import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import {
  decorateTitle,
  denyAllPermissions,
  hardenAllWebContents,
  installCloseGuard,
  mainWindowOptions,
} from './window.js';

function preventable(extra: Record<string, unknown> = {}) {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
    ...extra,
  };
}

describe('window security', () => {
  it('creates windows isolated, sandboxed, without Node and with web security', () => {
    const prefs = mainWindowOptions('/app/dist-electron/preload.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/dist-electron/preload.cjs',
    });
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(mainWindowOptions('/p').show).toBe(false);
  });

  it('blocks navigation away from app://sandtable, new windows and webviews in every web contents', () => {
    const app = new EventEmitter();
    const blocked: string[] = [];
    hardenAllWebContents(app as never, (what, url) => blocked.push(`${what} ${url}`));
    const contents = Object.assign(new EventEmitter(), {
      openHandler: null as null | ((d: { url: string }) => { action: string }),
    });
    (contents as unknown as { setWindowOpenHandler: (h: never) => void }).setWindowOpenHandler = (h) => {
      contents.openHandler = h;
    };
    app.emit('web-contents-created', {}, contents);

    const away = preventable();
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.defaultPrevented).toBe(true);
    const file = preventable();
    contents.emit('will-navigate', file, 'file:///etc/passwd');
    expect(file.defaultPrevented).toBe(true);
    const home = preventable();
    contents.emit('will-navigate', home, 'app://sandtable/index.html');
    expect(home.defaultPrevented).toBe(false);
    const redirect = preventable();
    contents.emit('will-redirect', redirect, 'https://evil.example/');
    expect(redirect.defaultPrevented).toBe(true);
    const webview = preventable();
    contents.emit('will-attach-webview', webview);
    expect(webview.defaultPrevented).toBe(true);
    expect(contents.openHandler!({ url: 'app://sandtable/index.html' })).toEqual({ action: 'deny' });
    expect(blocked).toContain('navigation https://evil.example/');
  });

  it('denies every permission request and check', () => {
    let request: ((wc: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    denyAllPermissions({
      setPermissionRequestHandler: (h: never) => {
        request = h;
      },
      setPermissionCheckHandler: (h: never) => {
        check = h;
      },
    } as never);
    const answers: boolean[] = [];
    request!({}, 'media', (ok) => answers.push(ok));
    request!({}, 'notifications', (ok) => answers.push(ok));
    expect(answers).toEqual([false, false]);
    expect(check!()).toBe(false);
  });
});

describe('close guard', () => {
  function fakeWindow() {
    const win = Object.assign(new EventEmitter(), {
      closed: 0,
      close() {
        const e = preventable();
        win.emit('close', e);
        if (!e.defaultPrevented) win.closed++;
      },
    });
    return win;
  }
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('closes at once when nothing is unsaved', async () => {
    const win = fakeWindow();
    let asked = 0;
    installCloseGuard(win as never, { isDirty: () => false, confirmDiscard: async () => (asked++, false) });
    win.close();
    await tick();
    expect(win.closed).toBe(1);
    expect(asked).toBe(0);
  });

  it('asks before discarding unsaved changes, and keeps the window if told to', async () => {
    const win = fakeWindow();
    let answer = false;
    let asked = 0;
    installCloseGuard(win as never, { isDirty: async () => true, confirmDiscard: async () => (asked++, answer) });
    win.close();
    await tick();
    expect(asked).toBe(1);
    expect(win.closed).toBe(0);
    answer = true;
    win.close();
    await tick();
    expect(asked).toBe(2);
    expect(win.closed).toBe(1);
  });
});

describe('decorateTitle', () => {
  it('marks unsaved changes outside macOS', () => {
    expect(decorateTitle('turn3.sandtable — Sandtable', true, 'linux')).toBe('• turn3.sandtable — Sandtable');
    expect(decorateTitle('turn3.sandtable — Sandtable', false, 'linux')).toBe('turn3.sandtable — Sandtable');
    expect(decorateTitle('turn3.sandtable', true, 'darwin')).toBe('turn3.sandtable');
    expect(decorateTitle('* turn3', true, 'win32')).toBe('* turn3');
    expect(decorateTitle('  ', false, 'linux')).toBe('Sandtable');
  });
});
