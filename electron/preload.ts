// The sandboxed preload (bundled into dist-electron/preload.cjs; it may require only 'electron'). It exposes
// window.sandtableHost: one function per HostApi operation, each a single ipcRenderer.invoke on that
// operation's channel. ipcRenderer itself never crosses the bridge, and menu listeners are wrapped so the
// IpcRendererEvent (which carries `sender`) never reaches the page (Electron security checklist #20).

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { HOST_OPS, type MenuCommand } from '../schemas/host-api.js';
import type { HostApi } from '../electron/host/api.js';
import { HOST_GLOBAL, MENU_CHANNEL, hostChannel, isMenuCommand } from './ipc.js';

/** Builds the object exposed as window.sandtableHost (exported for tests). */
export function buildHostBridge(): HostApi {
  const api: Record<string, unknown> = { kind: 'electron' };
  for (const op of HOST_OPS) {
    const channel = hostChannel(op);
    // Only the plain argument object is forwarded; main validates it against the op's schema.
    api[op] = (args?: unknown) => ipcRenderer.invoke(channel, args === undefined ? {} : args);
  }
  api.onMenu = (listener: (command: MenuCommand) => void): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('onMenu needs a function');
    const wrapped = (_event: IpcRendererEvent, command: unknown) => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(MENU_CHANNEL, wrapped);
    return () => {
      ipcRenderer.removeListener(MENU_CHANNEL, wrapped);
    };
  };
  return api as unknown as HostApi;
}

contextBridge.exposeInMainWorld(HOST_GLOBAL, buildHostBridge());
