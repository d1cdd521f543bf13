// The IPC channel names and transport constants of the host API, derived from its one list of operations
// (HOST_OPERATIONS in schemas/host-api.ts). Pure: no Electron or Node imports (the renderer bundles it).

import type { HostOp, MenuCommand, UiLanguage } from '../schemas/host-api.js';

/** Prefix of every invoke channel; one channel per operation keeps handlers and validation per-op. */
export const HOST_CHANNEL_PREFIX = 'sandtable:host:';

/** The ipcMain.handle / ipcRenderer.invoke channel of one operation. */
export function hostChannel(op: HostOp): string {
  return HOST_CHANNEL_PREFIX + op;
}

/** Main -> renderer channel carrying a MenuCommand from the native menu. */
export const MENU_CHANNEL = 'sandtable:menu';

/** Every MenuCommand, for checking what crosses MENU_CHANNEL at run time. */
export const MENU_COMMANDS = [
  'new',
  'open',
  'save',
  'saveAs',
  'undo',
  'redo',
  'roll',
  'fit',
  'zoomIn',
  'zoomOut',
  'deleteSelection',
  'sendTurn',
  'printPositions',
  'replay',
  'hint',
  'about',
  'language:en',
  'language:es',
] as const satisfies readonly MenuCommand[];
// A MenuCommand added to the contract but not here fails this line.
const _everyMenuCommandListed: (typeof MENU_COMMANDS)[number] = null as unknown as MenuCommand;
void _everyMenuCommandListed;

const MENU_SET: ReadonlySet<string> = new Set(MENU_COMMANDS);

/** True when `x` is a MenuCommand. */
export function isMenuCommand(x: unknown): x is MenuCommand {
  return typeof x === 'string' && MENU_SET.has(x);
}

/** True when `x` is a language the UI ships in (what setLanguage takes and the settings file keeps). */
export function isUiLanguage(x: unknown): x is UiLanguage {
  return x === 'en' || x === 'es';
}

/** The name under which the preload exposes the HostApi on `window`. */
export const HOST_GLOBAL = 'sandtableHost';

/** The HTTP path prefix of the loopback bridge's operations: POST /api/<op>. */
export const BRIDGE_API_PREFIX = '/api/';

/** The request header carrying the bridge's per-run token. */
export const BRIDGE_TOKEN_HEADER = 'X-Sandtable-Token';
