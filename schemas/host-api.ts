// The one contract between the renderer and the main-process services, and the one list of its operations
// (HOST_OPERATIONS). The Electron preload and the loopback bridge both implement HostApi; the renderer talks to
// nothing else. Every argument object is validated against its operation's JSON Schema (the $defs entry named in
// HOST_OPERATIONS, in schemas/host-api.schema.json) before a handler runs.

import type { Action, GameEvent, JsonObject, Mode, Piece, View, Violation } from '../engine/core/types.js';
import type { GameModule } from '../engine/core/module.js';
import type { PositionsReport } from '../electron/services/positions-report.js';

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
  /** The title in other languages, by language code. */
  titles?: Record<string, string>;
  /** Each scenario with its name in other languages (`names`, by language code) where the module gives one. */
  scenarios: { id: string; name: string; names?: Record<string, string> }[];
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

/** A log line as the host sends it: its events travel as text beside it (SentSnapshot.logEvents). */
export type SentLogLine = Omit<LogLine, 'events'>;

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
  /** Why the side this screen shows may not undo the last entry (enforced and advisory modes), for the log. */
  undoBarrier?: UndoBarrier;
  /** The players by side with their names and key fingerprints (signed games). */
  players?: PlayerInfo[];
  /** A game by e-mail: this player's side, what was sent, the verdict on the file just opened. */
  mail?: MailInfo;
  /** Set while crash recovery is off: why its journal cannot be written (electron/services/recovery-health.ts). */
  recovery?: { code: string; message: string };
}

/** A player as the page shows it: name, side and a short fingerprint of the key that signs its entries. */
export interface PlayerInfo {
  side: string;
  name?: string;
  fingerprint?: string;
  /** Whether this app holds that player's key (this screen's player). */
  you: boolean;
}

/** A game by e-mail as the page needs it. */
export interface MailInfo {
  /** The side this player plays. */
  side: string;
  /** Entries already sent or accepted (taken back only by a request the other player answers). */
  known: number;
  /** The verdict on the opponent's file just opened (once). */
  verdict?: { ok: boolean; message: string; from: number; count: number };
  /** Whether this player has acted since the last file was sent or accepted (so a turn can be sent). */
  unsent: number;
}

/** The local player: name and key fingerprint. */
export interface PlayerIdentity {
  name: string;
  publicKey: string;
  fingerprint: string;
}

/** A file the page hands to the person (download, or e-mail attachment): its name and text. */
export interface OutgoingFile {
  name: string;
  text: string;
}

/** An undo barrier: the last entry rolled dice, or is the other side's action. */
export interface UndoBarrier {
  seq: number;
  reason: 'roll' | 'other-side' | 'sent' | 'reveal';
  /** The side that made that entry. */
  side: string;
}

/**
 * Everything the renderer needs to draw the current moment for one side. The log travels as a delta: the
 * renderer keeps the first `logFrom` lines it holds and puts `log` after them.
 */
export interface Snapshot {
  doc: DocInfo | null;
  view: View | null;
  /** The log lines from index `logFrom` to the end. */
  log: LogLine[];
  /**
   * How many of the renderer's lines stay: its `since` length for a plain append, less after an undo, 0 when the
   * host sends the whole log (no or unknown `since`, a new or opened game).
   */
  logFrom: number;
  /** This view's number, for the renderer to send back as `since.view` (given when the call carried `since`). */
  viewId?: number;
  /**
   * Set when the view comes as a change of the one numbered `from` (the renderer's `since.view`): its pieces are
   * left out (`view.state.pieces` is empty) and are `ids` in order, each the piece in `changed` with that id or
   * else the renderer's own (unchanged, equal in every field).
   */
  viewDelta?: ViewDelta;
}

/**
 * A Snapshot as the host sends it: its log lines without their events, which come as one JSON text, an array with
 * each line's events in order (the host keeps them as text, so a long game's open does not parse them there; the
 * page's log-sync.ts parses them once and hands the rest of the page whole Snapshots).
 */
export interface SentSnapshot extends Omit<Snapshot, 'log'> {
  log: SentLogLine[];
  logEvents: string;
}

/** The pieces of a view as a change of an earlier one (Snapshot.viewDelta). */
export interface ViewDelta {
  from: number;
  ids: string[];
  changed: Piece[];
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
  | 'new'
  | 'open'
  | 'save'
  | 'saveAs'
  | 'undo'
  | 'redo'
  | 'roll'
  | 'fit'
  | 'zoomIn'
  | 'zoomOut'
  | 'deleteSelection'
  | 'sendTurn'
  | 'printPositions'
  | 'replay'
  | 'about'
  | 'language:en'
  | 'language:es';

/** The map overlays the host computes (Rules.overlay): supply, ZOC, airpower/partisan ranges, hex control. */
export type OverlayKind = 'supply' | 'zoc' | 'air' | 'control';

/** What to print: the report's language, a PNG of the map as a data URL, markers (default: yes). */
export interface PrintPositionsArgs {
  language: UiLanguage;
  mapImage?: string;
  markers?: boolean;
}

/** The printed positions of the side this screen shows: the PDF (base64) and the report it was made from. */
export interface PrintedPositions {
  pdf: string;
  report: PositionsReport;
}

/** What the renderer already holds of the log: the revision it last showed and that snapshot's log length. */
export interface LogCursor {
  revision: number;
  logLength: number;
  /** The number of the view the renderer holds (Snapshot.viewId): the answer's view may come as a change of it. */
  view?: number;
}

/** The optional argument of every operation that answers a Snapshot: send only the log lines after `since`. */
export interface LogSince {
  since?: LogCursor;
}

/** The game as it stood after one log entry, as the side this screen shows may see it (the replay bar). */
export interface ReplayPoint {
  /** The entry it follows: -1 is the set-up, the log's last entry is the game as it is now. */
  seq: number;
  /** How many entries the log has. */
  length: number;
  turn: number;
  phase: string;
  /** The view of that state for the side this screen shows (hidden information withheld as in play). */
  view: View;
}

/** Where a turn or phase begins in the log: the state after entry `seq` (-1: the set-up) is in `turn`, `phase`. */
export interface ReplayMark {
  seq: number;
  turn: number;
  phase: string;
}

/** An operation without arguments takes an empty object. */
export type NoArgs = Record<never, never>;

/** One host operation as declared: its argument schema ($defs name in host-api.schema.json) and what it answers. */
export interface HostOpSpec<A, R> {
  /** The $defs entry of schemas/host-api.schema.json its arguments are checked against. */
  readonly schema: string;
  /** True when it answers a Snapshot (or null): its arguments take `since`, its answer carries a log delta. */
  readonly snapshot: boolean;
  /** Types only (never set): the argument object and the answer's value. */
  readonly types?: (args: A) => R;
}

/** Declares an operation that answers a plain value. */
function op<A, R>(schema: string): HostOpSpec<A, R> {
  return { schema, snapshot: false };
}

/** Declares an operation that answers a Snapshot (or null): it takes `since` besides its own arguments. */
function snapshotOp<A, R extends SentSnapshot | null = SentSnapshot>(schema: string): HostOpSpec<A & LogSince, R> {
  return { schema, snapshot: true };
}

/**
 * THE list of host operations: adding one is a line here (plus its $defs schema when it takes arguments, and its
 * handler in electron/services/host-service.ts). The preload, main's IPC handlers, the loopback bridge, its
 * client, the validators (npm run gen:schemas) and the HostApi type all derive from it.
 */
export const HOST_OPERATIONS = {
  listModules: op<NoArgs, ModuleInfo[]>('empty'),
  getModule: op<{ moduleId: string }, GameModule>('getModule'),
  getSnapshot: snapshotOp<{ side?: string }>('getSnapshot'),
  newGame: snapshotOp<{ moduleId: string; scenarioId: string; seed?: string; mode?: Mode }>('newGame'),
  act: snapshotOp<{ action: Action }>('act'),
  /**
   * What an action would do, for the side this screen shows, without doing it: { violations, move?: {mp, path},
   * attack?: {attack, defense, odds, shifts, column, finalOdds, automatic, concentric} } (Rules.preview).
   */
  preview: op<{ action: Action }, JsonObject>('preview'),
  /** A map overlay for the side this screen shows: hexes by status (Rules.overlay; kinds below). */
  overlay: op<{ kind: OverlayKind }, JsonObject>('overlay'),
  undo: snapshotOp<NoArgs>('snapshotOnly'),
  redo: snapshotOp<NoArgs>('snapshotOnly'),
  /** Native open dialog (Electron); the bridge answers { ok: false, code: 'no-native-dialog' }. */
  openDialog: snapshotOp<NoArgs, SentSnapshot | null>('snapshotOnly'),
  /** Saved games in the documents folder plus recent files. */
  listFiles: op<NoArgs, FileEntry[]>('empty'),
  openFile: snapshotOp<{ fileId: string }>('openFile'),
  /** Open a file the person picked or dropped, by its contents. */
  openContents: snapshotOp<{ name: string; text: string }>('openContents'),
  save: snapshotOp<NoArgs>('snapshotOnly'),
  /** Electron shows a native dialog when no name is given; the bridge saves `name` in its documents folder. */
  saveAs: snapshotOp<{ name?: string; overwrite?: boolean }, SentSnapshot | null>('saveAs'),
  checkRecovery: op<NoArgs, RecoveryInfo | null>('empty'),
  restoreRecovery: snapshotOp<NoArgs>('snapshotOnly'),
  discardRecovery: op<NoArgs, null>('empty'),
  /** The local player's name and key fingerprint (the key pair is made on first use). */
  playerInfo: op<NoArgs, PlayerIdentity>('empty'),
  /** Sets the local player's name (shown to opponents; part of games started after it). */
  setPlayerName: op<{ name: string }, PlayerIdentity>('setPlayerName'),
  /**
   * Starts a game by e-mail: the invitation file to send, offering `side` (the other side is this player's);
   * `strictDice`: a rolling action waits for the other player's next dice secret (no foreseeing one's own dice).
   */
  inviteGame: op<
    { moduleId: string; scenarioId: string; mode?: Mode; side: string; strictDice?: boolean },
    OutgoingFile
  >('inviteGame'),
  /** Joins the invitation last opened (openContents/openFile answered code 'invitation'). */
  joinGame: snapshotOp<NoArgs>('snapshotOnly'),
  /** The open game by e-mail as a file for the opponent; what it holds counts as sent. */
  sendTurn: op<NoArgs, OutgoingFile>('empty'),
  /** Tell main whether closing needs a confirmation, and the window title. */
  setTitle: op<{ title: string }, null>('setTitle'),
  /** Tell main the page's language, so the native menu (and main's own dialogs) speak it; the bridge ignores it. */
  setLanguage: op<{ language: UiLanguage }, null>('setLanguage'),
  /** The game after entry `seq` (-1: the set-up) for the side this screen shows: one replay per jump at most. */
  replayAt: op<{ seq: number }, ReplayPoint>('replayAt'),
  /** Where each turn and phase begins in the log, for the replay bar's "jump to turn" (no engine call). */
  replayTurns: op<NoArgs, ReplayMark[]>('empty'),
  /** Unit positions for the side this screen shows, from its view (optional map: a PNG data URL of the page's). */
  printPositions: op<PrintPositionsArgs, PrintedPositions>('printPositions'),
} satisfies Record<string, HostOpSpec<never, unknown>>;

/** The name of one request/response host operation. */
export type HostOp = keyof typeof HOST_OPERATIONS;

/** Every host operation, in declaration order. */
export const HOST_OPS = Object.keys(HOST_OPERATIONS) as readonly HostOp[];

/** True when `name` is one of the host operations (guards channel names and bridge URLs). */
export function isHostOp(name: unknown): name is HostOp {
  return typeof name === 'string' && Object.hasOwn(HOST_OPERATIONS, name);
}

/** The argument object of an operation. */
export type HostArgs<O extends HostOp> = (typeof HOST_OPERATIONS)[O] extends HostOpSpec<infer A, unknown> ? A : never;

/** The value an operation answers with when it succeeds. */
export type HostValue<O extends HostOp> = (typeof HOST_OPERATIONS)[O] extends HostOpSpec<never, infer R> ? R : never;

/** One operation as a function; an operation whose arguments are all optional may be called without them. */
type HostMethod<A, R> = NoArgs extends A ? (args?: A) => Promise<HostResult<R>> : (args: A) => Promise<HostResult<R>>;

/** Every operation of HOST_OPERATIONS as a method (the host service implements exactly these). */
export type HostOperations = { [O in HostOp]: HostMethod<HostArgs<O>, HostValue<O>> };

/** The host API: one function per operation, plus the host's kind and the native menu's commands. */
export interface HostApi extends HostOperations {
  /** 'electron' or 'browser' (the loopback bridge). */
  readonly kind: 'electron' | 'browser';
  /** Subscribe to native menu commands; returns an unsubscribe function. */
  onMenu(listener: (command: MenuCommand) => void): () => void;
}

/** An answer as the page reads it: a SentSnapshot made whole (log-sync.ts), any other value as it is. */
type PageValue<R> = R extends SentSnapshot ? Snapshot : R;

/** The host API as the rest of the page uses it (log-sync.ts withLogDeltas): whole Snapshots, events parsed. */
export type PageHostApi = Omit<HostApi, HostOp> & {
  [O in HostOp]: HostMethod<HostArgs<O>, PageValue<HostValue<O>>>;
};
