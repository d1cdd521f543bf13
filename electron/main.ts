// Electron main process (bundled to dist-electron/main.cjs). Wires the pieces: the app:// protocol, one
// hardened window, the host service behind sender-checked and schema-validated IPC handlers, native menus
// and dialogs, single-instance file opening, and a clean shutdown that removes the recovery marker.

import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, type IpcMainInvokeEvent } from 'electron';
import type { HostResult, LogCursor, MenuCommand, UiLanguage } from '../schemas/host-api.js';
import { validateHostArgs } from '../schemas/validate.js';
import { atomicWriteFile, withSaveExtension } from './services/files.js';
import { createHostService, type HostService } from './services/host-service.js';
import { messageOf } from './host-result.js';
import { registerHostHandlers } from './host-handlers.js';
import { MENU_CHANNEL } from './ipc.js';
import { installMenu, type RecentItem } from './menu.js';
import { nativeText, type NativeTextKey } from './native-text.js';
import { OpenQueue, argvSkip, fileArgs } from './open-queue.js';
import { APP_START_URL, installAppProtocol, registerAppScheme } from './protocol.js';
import {
  decorateTitle,
  denyAllPermissions,
  hardenAllWebContents,
  installCloseGuard,
  mainWindowOptions,
  preloadPathFrom,
} from './window.js';

/** The file-type filters of the native open/save dialogs, in the current language. */
function saveFilters() {
  return [
    { name: tr('filterGame'), extensions: ['sandtable'] },
    { name: tr('filterAll'), extensions: ['*'] },
  ];
}

// Must happen before `ready`.
registerAppScheme(protocol);
app.setName('Sandtable');
// The same folder the browser-mode bridge uses (bridge/args.ts defaultDataDir), whatever the package name.
app.setPath('userData', path.join(app.getPath('appData'), 'Sandtable'));

/** How long a quit waits for the service to flush and remove its recovery marker. */
const CLOSE_TIMEOUT_MS = 5000;

const openQueue = new OpenQueue();
let service: HostService | null = null;
let mainWindow: BrowserWindow | null = null;
let rendererLoaded = false;
// The page's language: it reports it (setLanguage) at start and on every change; the menu and dialogs follow.
let language: UiLanguage = 'en';
let serviceClosed = false;
// Set by a quit request (Cmd+Q, menu Exit): once the close guard lets the window go, the quit carries on.
let quitRequested = false;

function docsDir(): string {
  return path.join(app.getPath('documents'), 'Sandtable');
}

/** A native-dialog message in the page's language. */
function tr(key: NativeTextKey, values?: Record<string, string>): string {
  return nativeText(language, key, values);
}

function log(line: string): void {
  console.error(`[sandtable] ${line}`);
}

/** Sends a menu command to the page (and remembers language choices for the radio items). */
function sendMenu(command: MenuCommand): void {
  // The page answers with setLanguage too; switching here first keeps the radio item in step at once.
  if (command === 'language:en' || command === 'language:es')
    void switchLanguage(command === 'language:en' ? 'en' : 'es');
  mainWindow?.webContents.send(MENU_CHANNEL, command);
}

/** Rebuilds the native menu in `lang` when that is a change. */
async function switchLanguage(lang: UiLanguage): Promise<void> {
  if (lang === language) return;
  language = lang;
  await rebuildMenu();
}

/** Rebuilds the menu (recent files, language); a failure to list files leaves the recent list empty. */
async function rebuildMenu(): Promise<void> {
  let recent: RecentItem[] = [];
  if (service) {
    const files = await service.listFiles({}).catch(() => null);
    if (files?.ok && Array.isArray(files.value))
      recent = files.value.filter((f) => f.recent).map((f) => ({ id: f.id, name: f.name }));
  }
  installMenu(Menu, {
    platform: process.platform,
    appName: 'Sandtable',
    send: sendMenu,
    recent,
    openRecent: (id) => void openFromMenu(id),
    language,
    devTools: !app.isPackaged,
  });
}

/** After main changed the document on its own (OS open, recent menu), the page reloads and re-reads it. */
function refreshRenderer(): void {
  if (mainWindow && rendererLoaded) mainWindow.webContents.reload();
}

async function showError(message: string, detail: string): Promise<void> {
  const opts = { type: 'error' as const, message, detail, buttons: [tr('ok')] };
  if (mainWindow) await dialog.showMessageBox(mainWindow, opts);
  else await dialog.showMessageBox(opts);
}

/** Asks whether unsaved changes may be thrown away; true when there are none. */
async function mayDiscardChanges(action: string): Promise<boolean> {
  if (!service || !service.isDirty()) return true;
  const opts = {
    type: 'warning' as const,
    buttons: [tr('save'), tr('dontSave'), tr('cancel')],
    defaultId: 0,
    cancelId: 2,
    message: tr('unsavedTitle'),
    detail: tr('unsavedDetail', { action }),
  };
  const { response } = mainWindow ? await dialog.showMessageBox(mainWindow, opts) : await dialog.showMessageBox(opts);
  if (response === 2) return false;
  if (response === 1) return true;
  return saveInteractively();
}

/** Save, or Save As with a dialog for a game that has never been saved; true when it was saved. */
async function saveInteractively(): Promise<boolean> {
  if (!service) return false;
  const saved = await service.save({});
  if (saved.ok) return true;
  const asked = await saveAsWithDialog(service);
  return asked.ok && asked.value !== null;
}

async function saveAsWithDialog(service: HostService, since?: LogCursor): Promise<HostResult<unknown>> {
  const opts = {
    title: tr('saveAsTitle'),
    defaultPath: path.join(docsDir(), 'game.sandtable'),
    filters: saveFilters(),
  };
  const r = mainWindow ? await dialog.showSaveDialog(mainWindow, opts) : await dialog.showSaveDialog(opts);
  if (r.canceled || !r.filePath) return { ok: true, value: null };
  // The very path the service writes, so the recent-documents entry names the saved file.
  const target = withSaveExtension(r.filePath);
  const saved = await service.saveToPath(target, since);
  if (saved.ok) {
    app.addRecentDocument(target);
    void rebuildMenu();
  }
  return saved;
}

/** A question with `yes` and Cancel; true when the player chose `yes`. */
async function confirmed(message: string, detail: string, yes: string): Promise<boolean> {
  const ask = { type: 'question' as const, message, detail, buttons: [yes, tr('cancel')], defaultId: 0, cancelId: 1 };
  const answer = mainWindow ? await dialog.showMessageBox(mainWindow, ask) : await dialog.showMessageBox(ask);
  return answer.response === 0;
}

/**
 * Saves the answer to an invitation where the player chooses (beside the invitation by default), then says what
 * to do with it: nothing begins here until the inviter's first file comes back.
 */
async function saveAnswer(file: { name: string; text: string }, folder: string): Promise<void> {
  const opts = { title: tr('answerTitle'), defaultPath: path.join(folder, file.name), filters: saveFilters() };
  const r = mainWindow ? await dialog.showSaveDialog(mainWindow, opts) : await dialog.showSaveDialog(opts);
  if (r.canceled || !r.filePath) return;
  try {
    await atomicWriteFile(withSaveExtension(r.filePath), file.text);
  } catch (e) {
    return showError(tr('cannotSaveAnswer'), messageOf(e));
  }
  const info = {
    type: 'info' as const,
    message: tr('answerSaved', { name: path.basename(r.filePath) }),
    detail: tr('answerNext'),
  };
  if (mainWindow) await dialog.showMessageBox(mainWindow, info);
  else await dialog.showMessageBox(info);
}

/** Opens a file the OS handed us (argv, double-click, second launch, open-file). */
async function openFromOs(filePath: string): Promise<void> {
  if (!service) return;
  if (rendererLoaded && !(await mayDiscardChanges(tr('actionOpenFile', { name: path.basename(filePath) })))) return;
  const r = await service.openPath(filePath);
  // An invitation to a game by e-mail, double-clicked: ask whether to join it (the page's Open asks the same).
  if (!r.ok && r.error.code === 'invitation') {
    if (!(await confirmed(tr('invitationTitle'), r.error.message, tr('join')))) return;
    const joined = await service.joinGame({});
    if (!joined.ok) return showError(tr('cannotOpenFile', { name: path.basename(filePath) }), joined.error.message);
    await saveAnswer(joined.value, path.dirname(filePath));
    return;
  }
  // A game of this player's begun on another machine: continued here only if the player says so.
  if (!r.ok && r.error.code === 'continue-game') {
    if (!(await confirmed(tr('continueTitle'), r.error.message, tr('continueHere')))) return;
    const continued = await service.continueGame({});
    if (!continued.ok)
      return showError(tr('cannotOpenFile', { name: path.basename(filePath) }), continued.error.message);
    refreshRenderer();
    return;
  }
  if (!r.ok) {
    await showError(tr('cannotOpenFile', { name: path.basename(filePath) }), r.error.message);
    return;
  }
  app.addRecentDocument(filePath);
  void rebuildMenu();
  refreshRenderer();
}

async function openFromMenu(fileId: string): Promise<void> {
  if (!service || !(await mayDiscardChanges(tr('actionOpenAnother')))) return;
  const r = await service.openFile({ fileId });
  if (!r.ok) return showError(tr('cannotOpenGame'), r.error.message);
  refreshRenderer();
}

/** The operations the shell performs itself, after the sender and argument checks. */
function shellOverrides(service: HostService) {
  return {
    openDialog: async (): Promise<HostResult<unknown>> => {
      const opts = {
        title: tr('openTitle'),
        defaultPath: docsDir(),
        properties: ['openFile' as const],
        filters: saveFilters(),
      };
      const r = mainWindow ? await dialog.showOpenDialog(mainWindow, opts) : await dialog.showOpenDialog(opts);
      if (r.canceled || r.filePaths.length === 0) return { ok: true, value: null };
      const opened = await service.openPath(r.filePaths[0]);
      if (opened.ok) {
        app.addRecentDocument(r.filePaths[0]);
        void rebuildMenu();
      }
      return opened;
    },
    saveAs: async (args: unknown): Promise<HostResult<unknown>> => {
      const a = args as { name?: string; since?: LogCursor };
      if (a.name !== undefined) return service.saveAs(a);
      return saveAsWithDialog(service, a.since);
    },
    // The page's language changed (or it starts): remember it, and speak it in the menu and dialogs.
    setLanguage: async (args: unknown): Promise<HostResult<unknown>> => {
      const { language: lang } = args as { language: UiLanguage };
      const r = await service.setLanguage({ language: lang });
      await switchLanguage(lang);
      return r;
    },
    setTitle: async (args: unknown, event: IpcMainInvokeEvent): Promise<HostResult<unknown>> => {
      const { title } = args as { title: string };
      const r = await service.setTitle({ title });
      const win = BrowserWindow.fromWebContents(event.sender);
      if (win) {
        const dirty = service.isDirty();
        win.setTitle(decorateTitle(title, dirty, process.platform));
        win.setDocumentEdited(dirty);
      }
      return r;
    },
  };
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(preloadPathFrom(__dirname)));
  mainWindow = win;
  rendererLoaded = false;
  win.once('ready-to-show', () => win.show());
  win.webContents.on('did-finish-load', () => {
    rendererLoaded = true;
  });
  // Main owns the game, so a crashed renderer just reloads and asks for the snapshot again.
  win.webContents.on('render-process-gone', (_e, details) => {
    log(`renderer gone (${details.reason}); reloading`);
    if (details.reason !== 'clean-exit' && !win.isDestroyed()) win.webContents.reload();
  });
  installCloseGuard(win, {
    isDirty: () => service?.isDirty() ?? false,
    confirmDiscard: () => mayDiscardChangesAfterDirtyCheck(),
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
    // The guard held the first close back, which cancels a pending quit; resume it (macOS keeps apps
    // running without windows, so window-all-closed wouldn't).
    if (quitRequested) app.quit();
  });
  void win.loadURL(APP_START_URL);
  return win;
}

/** The close guard has already seen unsaved changes: Save / Don't Save / Cancel (which also cancels a quit). */
async function mayDiscardChangesAfterDirtyCheck(): Promise<boolean> {
  const ok = await mayDiscardChanges(tr('actionClose'));
  if (!ok) quitRequested = false;
  return ok;
}

async function onReady(): Promise<void> {
  denyAllPermissions(session.defaultSession);
  const appRoot = app.getAppPath();
  installAppProtocol(protocol, path.join(appRoot, 'dist', 'renderer'));
  const started = await createHostService({
    modulesDir: path.join(appRoot, 'assets', 'modules'),
    dataDir: app.getPath('userData'),
    docsDir: docsDir(),
    appVersion: app.getVersion(),
  });
  service = started;
  registerHostHandlers({
    ipcMain,
    service: started,
    validate: validateHostArgs,
    trustedWebContentsIds: () => new Set(mainWindow && !mainWindow.isDestroyed() ? [mainWindow.webContents.id] : []),
    overrides: shellOverrides(started),
    onRefusedSender: (op, url) => log(`refused ${op} from ${url ?? 'an unknown frame'}`),
  });
  // The menu starts in the language the page last used (the page confirms it once it loads).
  language = (await started.uiLanguage().catch(() => null)) ?? language;
  // Files given at launch are opened before the page loads, so its first snapshot already shows them.
  await openQueue.ready(openFromOs);
  await rebuildMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function start(): void {
  // macOS: double-clicked files arrive as open-file, possibly before `ready` (electron/electron#14029).
  app.on('open-file', (event, filePath) => {
    event.preventDefault();
    openQueue.push(filePath);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    for (const p of fileArgs(argv, argvSkip(app.isPackaged), workingDirectory)) openQueue.push(p);
    if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  for (const p of fileArgs(process.argv, argvSkip(app.isPackaged), process.cwd())) openQueue.push(p);

  hardenAllWebContents(app, (what, url) => log(`blocked ${what} ${url}`));

  app.on('before-quit', () => {
    quitRequested = true;
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // A clean quit closes the service, which removes the recovery marker; a crash leaves it for next time.
  app.on('will-quit', (event) => {
    if (serviceClosed || !service) return;
    event.preventDefault();
    const s = service;
    const timeout = new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${CLOSE_TIMEOUT_MS} ms`)), CLOSE_TIMEOUT_MS).unref(),
    );
    Promise.race([s.close(), timeout])
      .catch((err) => log(`closing the service failed: ${messageOf(err)}`))
      .finally(() => {
        serviceClosed = true;
        app.quit();
      });
  });

  app
    .whenReady()
    .then(onReady)
    .catch((err) => {
      dialog.showErrorBox('Sandtable could not start', messageOf(err));
      app.exit(1);
    });
}

// One Sandtable at a time: a second launch hands its files to the first and exits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start();
}
