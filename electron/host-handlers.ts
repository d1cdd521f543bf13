// Registers one ipcMain.handle per host operation (channel list: ipc.ts). Each handler first checks its
// sender (our app:// page in our window, checklist #17), then validates the arguments against the op's
// schema, and only then runs the operation: the shell's override (native dialogs, window title) or the
// host service's method of the same name.

import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { HostResult } from '../schemas/host-api.js';
import { dispatchHostOp, type HostArgsValidator, type HostOpHandler, type HostServiceLike } from './dispatch.js';
import { hostFailure } from './host-result.js';
import { hostChannel } from './ipc.js';
import { HOST_OPS, type HostOp } from '../schemas/host-api.js';
import { isTrustedSender } from './security.js';

/** What the handlers need. */
export interface HostHandlerDeps {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  service: HostServiceLike;
  validate: HostArgsValidator;
  /** The ids of the WebContents we created (read on every call: windows come and go). */
  trustedWebContentsIds(): ReadonlySet<number>;
  /** Shell-side implementations of some operations; they run only after the sender and argument checks. */
  overrides?: Partial<Record<HostOp, (args: unknown, event: IpcMainInvokeEvent) => Promise<HostResult<unknown>>>>;
  /** Told about every refused sender (for a log line). */
  onRefusedSender?(op: HostOp, frameUrl: string | null): void;
}

/** The frame URL of an IPC event; a destroyed frame (or one that throws on access) counts as none. */
function frameUrlOf(event: IpcMainInvokeEvent): string | null {
  try {
    return event.senderFrame?.url ?? null;
  } catch {
    return null;
  }
}

/** The handler of one operation, exported so tests can drive it without ipcMain. */
export function makeHostHandler(
  op: HostOp,
  deps: HostHandlerDeps,
): (event: IpcMainInvokeEvent, args: unknown) => Promise<HostResult<unknown>> {
  return async (event, args) => {
    const frameUrl = frameUrlOf(event);
    if (!isTrustedSender({ frameUrl, webContentsId: event.sender.id }, deps.trustedWebContentsIds())) {
      deps.onRefusedSender?.(op, frameUrl);
      return hostFailure('forbidden-sender', `${op} was called from a page that is not Sandtable's; refused.`);
    }
    const override = deps.overrides?.[op];
    const overrides: Partial<Record<HostOp, HostOpHandler>> = override
      ? { [op]: (a: unknown) => override(a, event) }
      : {};
    return dispatchHostOp(deps.service, deps.validate, op, args, overrides);
  };
}

/** Registers every operation's handler; returns a function that removes them all. */
export function registerHostHandlers(deps: HostHandlerDeps): () => void {
  for (const op of HOST_OPS) deps.ipcMain.handle(hostChannel(op), makeHostHandler(op, deps));
  return () => {
    for (const op of HOST_OPS) deps.ipcMain.removeHandler(hostChannel(op));
  };
}
