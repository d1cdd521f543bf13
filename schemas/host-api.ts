// The data the renderer and the main-process services exchange: what the host answers (snapshots, document info,
// files, replay points...) and the names of its operations. The operations themselves (their argument schemas,
// types and handlers) are declared in electron/host's slices; the page, the preload and the bridge read their
// names here, from the list electron/host/emit-schema.ts generates (schemas/generated/host-ops.ts).

import type { Action, GameEvent, LegalAction, Piece, View, Violation } from '../engine/core/types.js';
import { HOST_OP_SNAPSHOT } from './generated/host-ops.js';

/** A failure a person can read: a stable code and a sentence that names the problem. */
export interface HostError {
  code: string;
  message: string;
  /** For code 'rejected' (act refused by the rules): the violated rules, for the rules panel. */
  violations?: Violation[];
  /** What the page needs to say it in its own language (code 'continue-game': the game's terms, ContinueTerms). */
  details?: ContinueTerms;
}

/** The terms of a game by e-mail met on this machine for the first time, for the player to read (continueGame). */
export interface ContinueTerms {
  moduleId: string;
  scenarioId: string;
  mode: string;
  strictDice: boolean;
  /** This player's side, and the other player's name and key fingerprint. */
  side: string;
  opponent: string | null;
  fingerprint: string | null;
  entries: number;
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
  /** The bots that can play a side of this game against a person (engine/ai BOT_IDS: 'random', 'scripted', 'search'). */
  bots?: string[];
}

/** A bot's reason for a decision (engine/ai/bot.ts Decision.reason): words in English, or a message id and params. */
export type BotReason = string | { id: string; params?: Record<string, string | number> };

/** The computer playing one side at one screen (electron/host/opponent.ts). */
export interface OpponentInfo {
  /** The side the computer plays; the screen shows the other. */
  side: string;
  /** The bot that plays it: 'random' (easy), 'scripted' (standard) or 'search' (strong). */
  bot: string;
  /** Whether that side is to act now (the page then asks the host to let it move: opponentMove). */
  toAct: boolean;
  /** Set when the host stopped asking the bot (it found no action, or one the rules refused): why, in English. */
  stopped?: string;
}

/** One line of the log panel: the entry plus what replay said happened. */
export interface LogLine {
  seq: number;
  side: string;
  verb: string;
  args: Action['args'];
  violations?: Violation[];
  events: GameEvent[];
  /** The computer's reason for this entry, when the computer played it (electron/host/opponent.ts). */
  reason?: BotReason;
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
  /** A game against the computer: the side it plays and at which level. */
  opponent?: OpponentInfo;
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
  verdict?: {
    ok: boolean;
    message: string;
    from: number;
    count: number;
    /** The game's first file on this machine: the game begins here (the inviter's, the joiner's first file). */
    begins?: boolean;
  };
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
   * Set when the view comes as a change of the one numbered `from` (the renderer's `since.view`): its pieces and
   * legal actions are left out (`view.state.pieces` and `view.legalActions` are empty). The pieces are `ids` in
   * order, each the piece in `changed` with that id or else the renderer's own (unchanged, equal in every field);
   * the legal actions are `legal` in order, each run the renderer's own actions, each object a new one; when
   * `vars` is given, the game's vars are those names in order, each the one `view.state.vars` has or else the
   * renderer's own (unchanged).
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

/** The pieces, legal actions and vars of a view as a change of an earlier one (Snapshot.viewDelta). */
export interface ViewDelta {
  from: number;
  ids: string[];
  changed: Piece[];
  legal: LegalPart[];
  /** The names of the view's vars in order, when `view.state.vars` holds only those that changed. */
  vars?: string[];
}

/**
 * A part of a view's legal actions sent as a change (ViewDelta.legal): [from, count], the `count` actions of the
 * earlier view's list from index `from`, unchanged (equal in every field); or an action that list does not hold.
 */
export type LegalPart = [from: number, count: number] | LegalAction;

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

/** A language the app's UI ships in (i18n/*.json). */
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
  | 'hint'
  | 'about'
  | 'language:en'
  | 'language:es';

/** The map overlays the host computes (Rules.overlay): supply, ZOC, airpower/partisan ranges, hex control. */
export type OverlayKind = 'supply' | 'zoc' | 'air' | 'control';

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

/**
 * The host operations' names, as electron/host/emit-schema.ts lists them from their declarations (the slices of
 * electron/host, where each operation's argument schema, types and handler are declared in one place; the page
 * imports their types from electron/host/api.ts).
 */
export type HostOpName = keyof typeof HOST_OP_SNAPSHOT;

/** The same, as the shell names it. */
export type HostOp = HostOpName;

/** Every host operation, in declaration order. */
export const HOST_OPS = Object.keys(HOST_OP_SNAPSHOT) as readonly HostOpName[];

/** True when `name` is one of the host operations (guards channel names and bridge URLs). */
export function isHostOp(name: unknown): name is HostOpName {
  return typeof name === 'string' && Object.hasOwn(HOST_OP_SNAPSHOT, name);
}

/** Whether an operation answers a Snapshot (its arguments take `since`, its answer carries a log delta). */
export function answersSnapshot(op: HostOpName): boolean {
  return HOST_OP_SNAPSHOT[op];
}
