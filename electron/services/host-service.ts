// Main's host service: every host operation (electron/host/api.ts) over one session (electron/host/session.ts),
// plus what only main calls. Electron IPC and the loopback bridge both call it; each operation's arguments are
// checked against its schema at the session's gate, operations run one at a time, and the answer is a HostResult
// that never throws across the boundary.

import type { HostResult, SentSnapshot, UiLanguage, LogCursor } from '../../schemas/host-api.js';
import { isUiLanguage } from '../ipc.js';
import { HOST_OPERATIONS, type HostOperations } from '../host/api.js';
import { openPath, writeTo } from '../host/opening.js';
import { APP_VERSION, HostSession, type HostServiceOptions } from '../host/session.js';
import { mailListener } from '../host/slices/mail-events.js';
import { withSaveExtension } from './files.js';

export { APP_VERSION, type HostServiceOptions };

/** The service: every host operation, plus what only main calls. */
export interface HostService extends HostOperations {
  /** The language the page last reported (kept across runs), or null before it ever did. */
  uiLanguage(): Promise<UiLanguage | null>;
  /** Opens a save file by path (command line, file association, the native open dialog). */
  openPath(path: string): Promise<HostResult<SentSnapshot>>;
  /** Saves to a path from the native save dialog (the extension is added when missing); `since` as in save. */
  saveToPath(path: string, since?: LogCursor): Promise<HostResult<SentSnapshot>>;
  isDirty(): boolean;
  /** The window title the page last asked for. */
  title(): string;
  /** Clean shutdown: the recovery file and lock go, the engine stops. */
  close(): Promise<void>;
}

/** Creates the service and starts its session (recovery journal, verified signatures, the mail feature). */
export async function createHostService(opts: HostServiceOptions): Promise<HostService> {
  const session = await HostSession.start(opts);
  session.subscribe(mailListener(session));
  const ops: Record<string, (args?: unknown) => Promise<HostResult<unknown>>> = {};
  for (const [name, op] of Object.entries(HOST_OPERATIONS)) ops[name] = (args) => session.run(name, op, args);
  return {
    ...(ops as unknown as HostOperations),
    uiLanguage: async () => {
      const stored = (await session.settings.read()).language;
      return isUiLanguage(stored) ? stored : null;
    },
    openPath: (path) => session.serial(() => openPath(session, path)),
    saveToPath: (path, cursor) => session.serial(() => writeTo(session, withSaveExtension(path)), cursor),
    isDirty: () => session.doc?.dirty ?? false,
    title: () => session.windowTitle,
    close: () => session.close(),
  };
}
