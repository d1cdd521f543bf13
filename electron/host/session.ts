// The host's session: the open game and everything main keeps about it (the screen's side, the log the page was
// last sent, warnings, the window title), the stores (modules, files, settings, recovery, verified signatures),
// the local player's keys, and the one-at-a-time queue every operation runs in. Its state is its own fields, in
// the open; the feature slices (slices/*.ts) act on it through its methods, and a feature that follows the
// document (mail) subscribes to its document events instead of being called from the slices.

import type { GameModule } from '../../engine/core/module.js';
import type { Action } from '../../engine/core/types.js';
import type { DocInfo, HostError, HostResult, LogCursor, SentSnapshot } from '../../schemas/host-api.js';
import type { Migration } from '../../schemas/migrations/index.js';
import type { SaveFile } from '../../schemas/save.js';
import { validateHostArgs } from '../../schemas/validate.js';
import type { EngineRunner } from '../engine-host/runner.js';
import { hostFailure, messageOf } from '../host-result.js';
import type { DocumentMark, DocumentOptions, GameDocument, Signer } from '../services/document.js';
import { FileCatalog, SettingsStore } from '../services/files.js';
import { type Identity, loadIdentity, signerOf } from '../services/identity.js';
import { hiddenPieces, redactLog } from '../services/log-redact.js';
import { ModuleStore } from '../services/modules.js';
import { RecoveryStore } from '../services/recovery.js';
import { saveSizeWarning } from '../services/save-size.js';
import { VerifiedStore } from '../services/verified.js';
import { ViewSender } from '../services/view-delta.js';
import type { HostOperation } from './operation.js';
import { opponentInfo, playerSide, redactReason } from './opponent.js';

/** Where the session keeps things and how it runs the engine. */
export interface HostServiceOptions {
  modulesDir: string;
  dataDir: string;
  docsDir: string;
  /** 'worker' (default: the engine in a worker thread with a time limit) or 'inprocess' (tests, CLI). */
  runner?: 'worker' | 'inprocess';
  /** Overrides how an engine runner is made for a module (tests inject one). */
  runnerFactory?: (module: GameModule) => EngineRunner | Promise<EngineRunner>;
  /** The app version written into save files. */
  appVersion?: string;
  /** The recovery session id (tests). */
  session?: string;
  /** Save-format migrations (default: schemas/migrations SAVE_MIGRATIONS; tests inject fake older formats). */
  migrations?: readonly Migration[];
  /** How long the computer opponent thinks a decision, in ms (default opponent.ts DEFAULT_BUDGET_MS). */
  opponentBudgetMs?: number;
  /** The least time the computer takes over a move, in ms, so its moves come at a pace a person can follow
   *  (`--opponent-pace`; default 0: as soon as it has decided). */
  opponentPaceMs?: number;
}

/** The app version written into save files unless told otherwise. */
export const APP_VERSION = '0.1.0';

/** What is done once a document has become the open one (a record written): it may fail, undoing nothing. */
export type Commit = () => Promise<HostResult<null>>;

/**
 * What happens to the open document, for a feature to follow (each a listener's optional method; the first
 * answer that is not null counts where one answer is asked for).
 */
export interface DocumentEvents {
  /**
   * A text that parsed as JSON but is no saved game (an invitation, an answer to one): what opening it answers (a
   * refusal naming what it is, or the game it starts), or null when it is not of the listener's kinds.
   */
  foreign(json: unknown): Promise<HostResult<SentSnapshot> | null>;
  /** What a saved game opens with besides the file (a game by e-mail: this player's private draw keys). */
  opening(file: SaveFile): Promise<Partial<DocumentOptions>>;
  /**
   * A document about to become the open one (`file`: the file it was read from, null for a new game): refuse it
   * (nothing has changed) or answer what to do once the page's snapshot of it was made (commit), or null.
   */
  adopting(doc: GameDocument, file: SaveFile | null): Promise<HostResult<Commit | null>>;
  /** An action about to be applied for this screen: the actions to apply in its place (a dice reveal first). */
  acting(doc: GameDocument, action: Action): Promise<Action[] | null>;
  /** The summary the page gets of the document: a listener adds its part (players, mail). */
  describing(doc: GameDocument, info: DocInfo): Promise<void>;
}

/** What the page is shown of one document: the side it asked for, the side its log was redacted for, the rest. */
interface Screen {
  viewSide: string | null;
  logSide: string | null;
  docName: string | null;
  warnings: HostError[];
}

/** The host session: see the file's comment. Make it with HostSession.start. */
export class HostSession {
  /** The open document, or null. */
  doc: GameDocument | null = null;
  /** What the page is shown of it. */
  private screen: Screen = { viewSide: null, logSide: null, docName: null, warnings: [] };
  /** The window title the page last asked for. */
  windowTitle = 'Sandtable';
  /** The path of the open file when it was converted from an older save format and not yet saved over. */
  upgradedFrom: string | null = null;
  /** One operation at a time: an undo must not interleave with an act. */
  private queue: Promise<unknown> = Promise.resolve();
  /** What the page of the running operation holds of the log (its `since`): the answer sends the rest. */
  private since: LogCursor | undefined;
  /** The views sent to the page, each but the first it asks for as a change of the one before. */
  private readonly views = new ViewSender();
  private identityLoaded: Promise<Identity> | null = null;
  private signerMade: Signer | null = null;
  private readonly listeners: Partial<DocumentEvents>[] = [];
  readonly appVersion: string;

  private constructor(
    readonly options: HostServiceOptions,
    readonly modules: ModuleStore,
    readonly settings: SettingsStore,
    readonly catalog: FileCatalog,
    readonly recovery: RecoveryStore,
    readonly verified: VerifiedStore,
  ) {
    this.appVersion = options.appVersion ?? APP_VERSION;
  }

  /** Creates the session and starts its recovery journal and the store of verified signatures. */
  static async start(opts: HostServiceOptions): Promise<HostSession> {
    const settings = new SettingsStore(opts.dataDir);
    const recovery = new RecoveryStore(opts.dataDir, opts.session);
    await recovery.start();
    // Signatures already checked on this machine are not checked again on reopening (verified.ts).
    const verified = new VerifiedStore(opts.dataDir);
    await verified.load();
    const catalog = new FileCatalog(opts.docsDir, settings);
    return new HostSession(opts, new ModuleStore(opts.modulesDir), settings, catalog, recovery, verified);
  }

  /** Where the session keeps its data (user data): keys, settings, records of games by e-mail. */
  get dataDir(): string {
    return this.options.dataDir;
  }

  /** The gate: the arguments checked against the operation's schema, then its handler, after every earlier one. */
  run<R>(name: string, op: HostOperation, args: unknown): Promise<HostResult<R>> {
    const given = args === undefined ? {} : args;
    const valid = validateHostArgs(name, given);
    if (!valid.ok) return Promise.resolve(valid);
    const since = op.snapshot ? (given as { since?: LogCursor }).since : undefined;
    // An operation that waits outside the queue (the computer thinking) queues its own steps.
    if (op.detached)
      return (op.run(this, given as never) as Promise<HostResult<R>>).catch((e: unknown) =>
        hostFailure('internal', `Unexpected failure: ${messageOf(e)}`),
      );
    return this.serial(() => op.run(this, given as never) as Promise<HostResult<R>>, since);
  }

  /** Runs `fn` after every earlier operation; a throw becomes an 'internal' failure. */
  serial<T>(fn: () => Promise<HostResult<T>>, cursor?: LogCursor): Promise<HostResult<T>> {
    const step = () => {
      this.since = cursor;
      return fn();
    };
    const run = this.queue
      .then(step, step)
      .catch((e: unknown) => hostFailure('internal', `Unexpected failure: ${messageOf(e)}`));
    this.queue = run;
    return run as Promise<HostResult<T>>;
  }

  /** Waits for every queued operation (closing). */
  async drain(): Promise<void> {
    await this.queue.catch(() => {});
  }

  /** Adds a listener to the document's events. */
  subscribe(listener: Partial<DocumentEvents>): void {
    this.listeners.push(listener);
  }

  /** The first listener's answer to a one-answer event that is not null, or null. */
  async firstAnswer<T>(ask: (l: Partial<DocumentEvents>) => Promise<T | null> | undefined): Promise<T | null> {
    for (const l of this.listeners) {
      const r = await ask(l);
      if (r !== null && r !== undefined) return r;
    }
    return null;
  }

  /** Every listener asked in turn (events every listener answers). */
  async everyListener(ask: (l: Partial<DocumentEvents>) => Promise<unknown> | undefined): Promise<void> {
    for (const l of this.listeners) await ask(l);
  }

  /** The local player's keys (identity.ts), made on first use. */
  identity(): Promise<Identity> {
    this.identityLoaded ??= loadIdentity(this.dataDir);
    return this.identityLoaded;
  }

  /** Replaces the local player's identity after a change of name. */
  setIdentity(id: Identity): void {
    this.identityLoaded = Promise.resolve(id);
    this.signerMade = null;
  }

  /** Who this app signs as. */
  async signer(): Promise<Signer> {
    if (!this.signerMade) {
      const id = await this.identity();
      this.signerMade = { publicKey: id.publicKey, sign: signerOf(id) };
    }
    return this.signerMade;
  }

  /** The side this screen shows for `d`: this player's in a game by e-mail, else the one asked for or to act. */
  screenSide(d: GameDocument, asked: string | null = this.screen.viewSide): string {
    if (d.mySide) return d.mySide;
    // Against the computer the screen shows the player's side only (until the player takes the computer's by hand).
    const own = d.opponentStopped === null ? playerSide(d) : null;
    if (own) return own;
    const sides = d.loaded.module.manifest.sides.map((s) => s.id);
    return asked && sides.includes(asked) ? asked : d.state.activeSide;
  }

  /** The name the open game is shown by when it has no file (an opened text's name). */
  get docName(): string | null {
    return this.screen.docName;
  }

  /** Adds a warning to show with the next snapshots. */
  warn(w: HostError): void {
    this.screen.warnings = [...this.screen.warnings, w];
  }

  /** The snapshot of `d` for the page as `screen` shows it, and the screen after it was sent. */
  private async snapshotOf(
    d: GameDocument,
    screen: Screen,
    side?: string,
    bytes?: number,
  ): Promise<[SentSnapshot, Screen]> {
    const sides = d.loaded.module.manifest.sides.map((s) => s.id);
    const asked = side && sides.includes(side) ? side : screen.viewSide;
    const who = this.screenSide(d, asked);
    const info = d.info(who);
    info.fileName = d.fileName ?? screen.docName;
    await this.everyListener((l) => l.describing?.(d, info));
    // The game's size as a file, as the recovery journal last measured it: a warning from 80% of the open limit.
    const size = saveSizeWarning(bytes ?? this.recovery.gameBytes ?? 0, d.log.length);
    const shown = size ? [...screen.warnings, size] : screen.warnings;
    if (shown.length > 0) info.warnings = shown;
    // Crash recovery that cannot write its journal says so while it lasts (the journal retries by itself).
    const recovery = this.recovery.health();
    if (recovery) info.recovery = { code: recovery.code, message: recovery.message };
    const view = await d.view(who);
    if (d.opponent) info.opponent = opponentInfo(d, view.toAct);
    // The page's lines were read as another side: send the whole log again, as this side may read it.
    const since = this.since;
    const delta = d.logDelta(screen.logSide === who ? since : undefined);
    const hidden = hiddenPieces(d.state, view);
    const log = redactLog(delta.log, d.events, delta.logFrom, hidden);
    // The computer's reasons name its pieces as it sees them: those hidden from this side are replaced too.
    if (d.opponent) log.log = log.log.map((l) => (l.reason ? { ...l, reason: redactReason(l.reason, hidden) } : l));
    const next = { ...screen, viewSide: asked, logSide: who };
    if (!since) return [{ doc: info, view, logFrom: delta.logFrom, ...log }, next];
    // A page that keeps what it was sent: the view numbered, and as a change of the one it holds (view-delta.ts).
    const sent = this.views.send(view, since.view);
    const snap: SentSnapshot = { doc: info, view: sent.view, viewId: sent.viewId, logFrom: delta.logFrom, ...log };
    if (sent.viewDelta) snap.viewDelta = sent.viewDelta;
    return [snap, next];
  }

  /**
   * The snapshot answer for the screen's side (or for `side`, which the screen then shows); `bytes`: the game's
   * size as a file when the caller has just measured it (a save), else the recovery journal's last measure.
   */
  async answer(side?: string, bytes?: number): Promise<HostResult<SentSnapshot>> {
    const d = this.doc;
    if (!d) return { ok: true, value: { doc: null, view: null, log: [], logEvents: '[]', logFrom: 0 } };
    try {
      const [snap, screen] = await this.snapshotOf(d, this.screen, side, bytes);
      this.screen = screen;
      return { ok: true, value: snap };
    } catch (e) {
      // The engine failed to compute the view (a crash or time limit in the rules' view function).
      return hostFailure('engine-failed', `The rules engine could not show the game: ${messageOf(e)}`);
    }
  }

  /**
   * After the open document changed in memory (act, undo, redo) from `mark`: the change is journaled for crash
   * recovery (which measures the game's size for the snapshot's warning), then the snapshot made; if it cannot be,
   * the document goes back to the mark, the journal is written again as it stands, and the failure is answered.
   */
  async changed(mark: DocumentMark): Promise<HostResult<SentSnapshot>> {
    await this.journal();
    const answered = await this.answer();
    if (!answered.ok && this.doc) {
      this.doc.restore(mark);
      await this.beginJournal(this.doc.dirty);
    }
    return answered;
  }

  /**
   * Makes `next` the open document, all or nothing: the listeners may refuse it, the page's snapshot of it is made,
   * then what the listeners asked to do once it is adopted (a record written); only then does it replace the open
   * one, whose engine ends. On any failure `next`'s engine ends and nothing else has changed.
   */
  async adopt(
    next: GameDocument,
    file: SaveFile | null,
    name: string | null,
    warnings: HostError[],
  ): Promise<HostResult<SentSnapshot>> {
    const fail = async (r: { ok: false; error: HostError }) => {
      await next.dispose().catch(() => {});
      return r;
    };
    const commits: Commit[] = [];
    for (const l of this.listeners) {
      const r = await l.adopting?.(next, file);
      if (r && !r.ok) return fail(r);
      if (r?.value) commits.push(r.value);
    }
    let made: [SentSnapshot, Screen];
    try {
      made = await this.snapshotOf(next, { viewSide: null, logSide: null, docName: name, warnings });
    } catch (e) {
      return fail(hostFailure('engine-failed', `The rules engine could not show the game: ${messageOf(e)}`));
    }
    for (const commit of commits) {
      const done = await commit();
      if (!done.ok) return fail(done);
    }
    const old = this.doc;
    this.doc = next;
    this.screen = made[1];
    this.upgradedFrom = null;
    if (old) await old.dispose().catch(() => {});
    return { ok: true, value: made[0] };
  }

  /** The first revision of a document that replaces the open one, so the page's revision never goes back. */
  nextRevision(): number {
    return (this.doc?.revision ?? 0) + 1;
  }

  /** A fresh engine runner for a module, or the failure to show when it cannot start. */
  async startRunner(module: GameModule): Promise<HostResult<EngineRunner>> {
    try {
      const { runnerFactory, runner } = this.options;
      if (runnerFactory) return { ok: true, value: await runnerFactory(module) };
      // Loaded on demand so the services can be imported (CLI, tests) without starting a worker.
      const host = await import('../engine-host/runner.js');
      const made = runner === 'inprocess' ? host.createInProcessRunner(module) : host.createWorkerRunner(module);
      return { ok: true, value: await made };
    } catch (e) {
      return hostFailure('engine-unavailable', `The rules engine could not start: ${messageOf(e)}`);
    }
  }

  /** Journals the open game's last change for crash recovery (a line or two appended); never refuses a move. */
  async journal(): Promise<void> {
    const d = this.doc;
    if (!d) return;
    // Never throws: a journal that cannot be written turns recovery off (health) and is retried, a move is kept.
    await this.recovery.record(d.log, () => d.toSaveFile(this.appVersion), d.path);
  }

  /** Starts the recovery journal over with the game as it stands (new or restored: not in a file as it is). */
  async beginJournal(dirty: boolean): Promise<void> {
    const d = this.doc;
    if (!d) return;
    await this.recovery.begin(d.toSaveFile(this.appVersion), d.path, dirty);
  }

  /** Remembers the document's whole log as verified here (its entries were checked on open or signed here). */
  async rememberVerified(d: GameDocument): Promise<void> {
    if (d.signed && !d.legacy) await this.verified.record(d.genesis, d.log).catch(() => {});
  }

  /** Clean shutdown: the recovery file and lock go, the engine stops. */
  async close(): Promise<void> {
    await this.drain();
    await this.recovery.close();
    if (this.doc) await this.doc.dispose().catch(() => {});
    this.doc = null;
  }
}
