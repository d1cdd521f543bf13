// The main window and the rules every web contents lives under: isolated, sandboxed, no Node, no navigation
// away from app://sandtable, no new windows, no permissions; and a confirmation before closing a game with
// unsaved changes. Electron objects come in as arguments, so the rules are tested with fakes.

import path from 'node:path';
import type {
  App,
  BrowserWindow as BrowserWindowType,
  BrowserWindowConstructorOptions,
  Session,
  WebContents,
} from 'electron';
import { isAppUrl } from './security.js';

/** The webPreferences of every Sandtable window (explicit even where they are Electron's defaults). */
export function secureWebPreferences(
  preloadPath: string,
): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

/** The options of the main window. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Sandtable',
    backgroundColor: '#1e2126',
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** Where the built preload lives next to the built main (dist-electron/). */
export function preloadPathFrom(mainDir: string): string {
  return path.join(mainDir, 'preload.cjs');
}

/**
 * Checklist #13/#14: every web contents (including any a bug might create) may not navigate away from our
 * page, may not open windows, and may not attach <webview>s.
 */
export function hardenAllWebContents(app: Pick<App, 'on'>, onBlocked?: (what: string, url: string) => void): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event, url) => {
      // Reloading our own page is fine; anything else (links, location = ...) is not.
      if (!isAppUrl(url ?? (event as { url?: string }).url ?? '')) {
        event.preventDefault();
        onBlocked?.('navigation', url);
      }
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url ?? '')) {
        event.preventDefault();
        onBlocked?.('redirect', url);
      }
    });
    contents.on('will-attach-webview', (event) => {
      event.preventDefault();
      onBlocked?.('webview', '');
    });
    contents.setWindowOpenHandler(({ url }) => {
      onBlocked?.('window', url);
      return { action: 'deny' };
    });
  });
}

/** Checklist #5: refuse every permission request and check (camera, notifications, geolocation...). */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** What the close guard asks. */
export interface CloseGuardDeps {
  isDirty(): boolean | Promise<boolean>;
  /** Shows the question; resolves true to close anyway (discard changes). */
  confirmDiscard(): Promise<boolean>;
}

/**
 * Asks before closing a window whose game has unsaved changes. The first 'close' is always held back
 * (isDirty may be asynchronous); once answered, the window is closed for real.
 */
export function installCloseGuard(win: Pick<BrowserWindowType, 'on' | 'close'>, deps: CloseGuardDeps): void {
  let allowed = false;
  let asking = false;
  win.on('close', (event) => {
    if (allowed) return;
    event.preventDefault();
    if (asking) return;
    asking = true;
    void (async () => {
      try {
        const dirty = await deps.isDirty();
        if (!dirty || (await deps.confirmDiscard())) {
          allowed = true;
          win.close();
        }
      } catch {
        // If the question itself fails, closing is still allowed: the recovery file keeps the game.
        allowed = true;
        win.close();
      } finally {
        asking = false;
      }
    })();
  });
}

/**
 * The title bar text for the renderer's title: on macOS the unsaved mark is the close button's dot
 * (setDocumentEdited); elsewhere a leading "• " unless the renderer already marked it.
 */
export function decorateTitle(title: string, dirty: boolean, platform: NodeJS.Platform): string {
  const clean = title.trim() === '' ? 'Sandtable' : title;
  if (!dirty || platform === 'darwin' || /^[•*]/.test(clean)) return clean;
  return `• ${clean}`;
}
