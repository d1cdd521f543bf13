// The one contract between the renderer and the main-process services. The Electron preload and the
// loopback bridge both implement HostApi; the renderer talks to nothing else. Every argument object is
// validated against the JSON Schema of the same name (schemas/host-api.schema.json) before a handler runs.

import type { Action, GameEvent, View, Violation } from '../engine/core/types.js';
import type { GameModule } from '../engine/core/module.js';

/** A failure a person can read: a stable code and a sentence that names the problem. */
export interface HostError {
  code: string;
  message: string;
  /** For code 'rejected' (act refused by the rules): the violated rules, for the rules panel. */
  violations?: Violation[];
}

/** Every call answers with a result object instead of throwing across the boundary. */
export type HostResult<T> = { ok: true; value: T } | { ok: false; error: HostError };

/** A module the app can start a game with. */
export interface ModuleInfo {
  id: string;
  version: string;
  title: string;
  scenarios: { id: string; name: string }[];
  sides: { id: string; name: string }[];
}

/** One line of the log panel: the entry plus what replay said happened. */
export interface LogLine {
  seq: number;
  side: string;
  verb: string;
  args: Action['args'];
  violations?: Violation[];
  events: GameEvent[];
}

/** The open document as the renderer may show it. */
export interface DocInfo {
  /** File name only (main keeps the path), or null for an unsaved game. */
  fileName: string | null;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  moduleId: string;
  scenarioId: string;
  /** Increases with every change, so the renderer can drop stale answers. */
  revision: number;
  /** Problems that did not stop opening the file (e.g. code 'module-mismatch'), to show once. */
  warnings?: HostError[];
}

/** Everything the renderer needs to draw the current moment for one side. */
export interface Snapshot {
  doc: DocInfo | null;
  view: View | null;
  log: LogLine[];
}

/** A saved game the host can open by id (the path stays in main). */
export interface FileEntry {
  id: string;
  name: string;
  modified: string;
  recent: boolean;
}

/** What a recovery file holds, offered on start after a crash. */
export interface RecoveryInfo {
  fileName: string | null;
  moduleId: string;
  scenarioId: string;
  actions: number;
  savedAt: string;
}

/** A language the app's UI ships in (renderer/i18n/*.json). */
export type UiLanguage = 'en' | 'es';

/** A command from the native menu (Electron) delivered to the renderer. */
export type MenuCommand =
  | 'new' | 'open' | 'save' | 'saveAs' | 'undo' | 'redo' | 'roll' | 'fit' | 'zoomIn' | 'zoomOut'
  | 'deleteSelection' | 'about' | 'language:en' | 'language:es';

/** The host API, one function per operation. */
export interface HostApi {
  /** 'electron' or 'browser' (the loopback bridge). */
  readonly kind: 'electron' | 'browser';
  listModules(): Promise<HostResult<ModuleInfo[]>>;
  getModule(args: { moduleId: string }): Promise<HostResult<GameModule>>;
  getSnapshot(args: { side?: string }): Promise<HostResult<Snapshot>>;
  newGame(args: { moduleId: string; scenarioId: string; seed?: string; mode?: 'enforced' | 'advisory' | 'honor' }): Promise<HostResult<Snapshot>>;
  act(args: { action: Action }): Promise<HostResult<Snapshot>>;
  undo(args: Record<string, never>): Promise<HostResult<Snapshot>>;
  redo(args: Record<string, never>): Promise<HostResult<Snapshot>>;
  /** Native open dialog (Electron); the bridge answers { ok: false, code: 'no-native-dialog' }. */
  openDialog(args: Record<string, never>): Promise<HostResult<Snapshot | null>>;
  /** Saved games in the documents folder plus recent files. */
  listFiles(args: Record<string, never>): Promise<HostResult<FileEntry[]>>;
  openFile(args: { fileId: string }): Promise<HostResult<Snapshot>>;
  /** Open a file the person picked or dropped, by its contents. */
  openContents(args: { name: string; text: string }): Promise<HostResult<Snapshot>>;
  save(args: Record<string, never>): Promise<HostResult<Snapshot>>;
  /** Electron shows a native dialog when no name is given; the bridge saves `name` in its documents folder. */
  saveAs(args: { name?: string }): Promise<HostResult<Snapshot | null>>;
  checkRecovery(args: Record<string, never>): Promise<HostResult<RecoveryInfo | null>>;
  restoreRecovery(args: Record<string, never>): Promise<HostResult<Snapshot>>;
  discardRecovery(args: Record<string, never>): Promise<HostResult<null>>;
  /** Tell main whether closing needs a confirmation, and the window title. */
  setTitle(args: { title: string }): Promise<HostResult<null>>;
  /** Tell main the page's language, so the native menu (and main's own dialogs) speak it; the bridge ignores it. */
  setLanguage(args: { language: UiLanguage }): Promise<HostResult<null>>;
  /** Subscribe to native menu commands; returns an unsubscribe function. */
  onMenu(listener: (command: MenuCommand) => void): () => void;
}
