// A fake of the 'electron' module, enough to run electron/main.ts under vitest (no Electron binary here).
// It records what main registers and lets a test fire app events and resolve `ready`.

import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { FakeCall } from './fake-service.js';
import type { HostServiceLike } from '../dispatch.js';

type Handler = (event: unknown, args: unknown) => Promise<unknown>;

/** A fake web contents: an emitter with an id, send/reload counters and a window-open handler slot. */
export class FakeWebContents extends EventEmitter {
  static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  sent: unknown[][] = [];
  reloads = 0;
  send(...args: unknown[]) {
    this.sent.push(args);
  }
  reload() {
    this.reloads++;
  }
  setWindowOpenHandler() {}
}

/** A fake BrowserWindow: records its options, title and edited mark. */
export class FakeBrowserWindow extends EventEmitter {
  static registry: FakeBrowserWindow[] = [];
  static events: string[] = [];
  static getAllWindows = (): FakeBrowserWindow[] => FakeBrowserWindow.registry;
  static fromWebContents = (wc: unknown): FakeBrowserWindow | null =>
    FakeBrowserWindow.registry.find((w) => w.webContents === wc) ?? null;
  webContents = new FakeWebContents();
  loadedUrl = '';
  title = '';
  documentEdited = false;
  focused = false;
  constructor(public options: { webPreferences: Record<string, unknown> }) {
    super();
    FakeBrowserWindow.events.push('window');
    FakeBrowserWindow.registry.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  setTitle(t: string): void {
    this.title = t;
  }
  setDocumentEdited(e: boolean): void {
    this.documentEdited = e;
  }
  isDestroyed(): boolean {
    return false;
  }
  isMinimized(): boolean {
    return false;
  }
  restore(): void {}
  focus(): void {
    this.focused = true;
  }
  show(): void {}
  closed = false;
  /** Like Electron: 'close' can be prevented; otherwise the window goes and 'closed' follows. */
  close(): void {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (!prevented) {
      this.closed = true;
      this.emit('closed');
    }
  }
}

/** The fake app object. */
export type FakeApp = EventEmitter & {
  isPackaged: boolean;
  requestSingleInstanceLock(): boolean;
  quit: ReturnType<typeof vi.fn>;
  exit: ReturnType<typeof vi.fn>;
  setName: ReturnType<typeof vi.fn>;
  getAppPath(): string;
  getPath(name: string): string;
  setPath: ReturnType<typeof vi.fn>;
  getVersion(): string;
  whenReady(): Promise<void>;
  addRecentDocument: ReturnType<typeof vi.fn>;
};

/** What `import 'electron'` gives main.ts under test. */
export interface FakeElectronModule {
  app: FakeApp;
  BrowserWindow: typeof FakeBrowserWindow;
  protocol: { registerSchemesAsPrivileged: ReturnType<typeof vi.fn>; handle: ReturnType<typeof vi.fn> };
  session: {
    defaultSession: {
      setPermissionRequestHandler(h: unknown): void;
      setPermissionCheckHandler: ReturnType<typeof vi.fn>;
    };
  };
  ipcMain: { handle(ch: string, fn: Handler): void; removeHandler(ch: string): void };
  Menu: { buildFromTemplate(t: unknown): unknown; setApplicationMenu: ReturnType<typeof vi.fn> };
  dialog: Record<'showMessageBox' | 'showOpenDialog' | 'showSaveDialog' | 'showErrorBox', ReturnType<typeof vi.fn>>;
}

/** Everything a test can look at or drive. */
export interface FakeElectronState {
  lock: boolean;
  events: string[];
  windows: FakeBrowserWindow[];
  handlers: Map<string, Handler>;
  serviceOptions: unknown;
  fakeService: null | { service: HostServiceLike; calls: FakeCall[]; closed: () => boolean };
  permissionRequestHandler: unknown;
  ready(): void;
  module: FakeElectronModule;
}

/** Builds a fresh fake; `module` is what `import 'electron'` returns. */
export function makeFakeElectron(): FakeElectronState {
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((r) => (resolveReady = r));
  const events: string[] = [];
  const windows: FakeBrowserWindow[] = [];
  FakeBrowserWindow.registry = windows;
  FakeBrowserWindow.events = events;
  const handlers = new Map<string, Handler>();
  const state: FakeElectronState = {
    lock: true,
    events,
    windows,
    handlers,
    serviceOptions: null,
    fakeService: null,
    permissionRequestHandler: null,
    ready: () => resolveReady(),
    module: null as unknown as FakeElectronModule,
  };
  const app: FakeApp = Object.assign(new EventEmitter(), {
    isPackaged: true,
    requestSingleInstanceLock: () => state.lock,
    quit: vi.fn(),
    exit: vi.fn(),
    setName: vi.fn(),
    getAppPath: () => '/app',
    getPath: (name: string) => `/paths/${name}`,
    setPath: vi.fn(),
    getVersion: () => '0.1.0',
    whenReady: () => readyPromise,
    addRecentDocument: vi.fn(),
  });
  state.module = {
    app,
    BrowserWindow: FakeBrowserWindow,
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: unknown) => {
          state.permissionRequestHandler = h;
        },
        setPermissionCheckHandler: vi.fn(),
      },
    },
    ipcMain: {
      handle: (ch: string, fn: Handler) => void handlers.set(ch, fn),
      removeHandler: (ch: string) => void handlers.delete(ch),
    },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: vi.fn() },
    dialog: {
      showMessageBox: vi.fn(async () => ({ response: 1 })),
      showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
      showSaveDialog: vi.fn(async () => ({ canceled: true })),
      showErrorBox: vi.fn(),
    },
  };
  return state;
}
