// The one shared list of host-API operations and IPC channel names. The preload, the main-process handlers,
// the loopback bridge and the renderer's bridge client all derive from this list, so an operation can't be
// exposed on one side and forgotten on the other. Pure: no Electron or Node imports (the renderer bundles it).

import type { HostApi, MenuCommand, UiLanguage } from '../schemas/host-api.js';

/** Every HostApi operation that carries a request (all but `kind` and `onMenu`), in a fixed order. */
export const HOST_OPS = [
  'listModules',
  'getModule',
  'getSnapshot',
  'newGame',
  'act',
  'undo',
  'redo',
  'openDialog',
  'listFiles',
  'openFile',
  'openContents',
  'save',
  'saveAs',
  'checkRecovery',
  'restoreRecovery',
  'discardRecovery',
  'setTitle',
  'setLanguage',
] as const;

/** The name of one request/response host operation. */
export type HostOp = (typeof HOST_OPS)[number];

// Compile-time proof that HOST_OPS is exactly the request operations of HostApi: a missing or an extra
// name makes one of these two lines fail to type-check.
type RequestOps = Exclude<keyof HostApi, 'kind' | 'onMenu'>;
const _everyApiOpListed: Record<RequestOps, true> = Object.fromEntries(HOST_OPS.map((op) => [op, true])) as Record<HostOp, true>;
const _noExtraOps: RequestOps = null as unknown as HostOp;
void _everyApiOpListed;
void _noExtraOps;

const OP_SET: ReadonlySet<string> = new Set(HOST_OPS);

/** True when `name` is one of the host operations (guards channel names and bridge URLs). */
export function isHostOp(name: unknown): name is HostOp {
  return typeof name === 'string' && OP_SET.has(name);
}

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
  'new', 'open', 'save', 'saveAs', 'undo', 'redo', 'roll', 'fit', 'zoomIn', 'zoomOut',
  'deleteSelection', 'about', 'language:en', 'language:es',
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
