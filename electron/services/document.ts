// The open game, owned by main: its module, setup, hash-chained log, current state, the events each entry
// produced (for the log panel), snapshots, undo/redo, a dirty flag and a revision counter. Every state change
// goes through the EngineRunner (the sandboxed engine), never through engine code on main's thread.

import type { Action, GameEvent, GameState, LogEntry, View, Violation } from '../../engine/core/types.js';
import type { GameSetup } from '../../engine/core/rules.js';
import { entryAction, makeEntry } from '../../engine/core/log.js';
import { sameState, type ReplayFailure } from '../../engine/core/replay.js';
import type { EngineRunner } from '../engine-host/runner.js';
import type { HostOpenAnswer, HostReplay } from '../engine-host/runner.js';
import { EventLists } from '../engine-host/event-lists.js';
import type {
  BotReason,
  DocInfo,
  HostError,
  HostResult,
  LogCursor,
  LogLine,
  SentLogLine,
  UndoBarrier,
} from '../../schemas/host-api.js';
import { hostFailure, messageOf } from '../host-result.js';
import {
  SAVE_FORMAT_VERSION,
  type SaveFile,
  type SaveOpponent,
  type SavePlayer,
  type SealedSection,
  type SignedHead,
} from '../../schemas/save.js';
import { GENESIS_HASH } from '../../engine/core/log.js';
import { genesisHash } from '../../engine/core/genesis.js';
import { entryMessage, signHead } from './signing.js';
import { revertTo } from '../../engine/core/consent.js';
import { fileNameOf } from './files.js';
import { chainChecked } from './savefile.js';
import { History, openStateSeqs, SNAPSHOT_EVERY } from './history.js';
import { LogRevisions } from './log-revisions.js';
import type { LoadedModule } from './modules.js';

/** What acting answers: the events and (advisory mode) violations, or the violations that refused it. */
export type ActOutcome =
  | { ok: true; events: GameEvent[]; violations: Violation[] }
  | { ok: false; violations: Violation[] };

/** Options shared by new and loaded documents. */
export interface DocumentOptions {
  /** Revision to start from, so the renderer's revision never goes back when a new document opens. */
  revision?: number;
  snapshotEvery?: number;
  players?: SavePlayer[];
  /** The genesis entry 0 chains to: a loaded file's, or null for a format-1 file (64 zeros); new games compute it. */
  genesis?: string | null;
  /** The module reference the game started with (a loaded file's; new games: the installed module). */
  moduleRef?: SaveFile['module'];
  /** The local player's key pair: signs this player's entries and the file's head. */
  signer?: Signer;
  /** Sections sealed to one side, carried along unchanged (sealed.ts). */
  sealed?: SealedSection[];
  /**
   * A game by e-mail: the private draw keys this machine knows (its own side's, from its dice chain seed), so
   * its hidden hand is drawn here and nowhere else. Kept in memory only, never saved.
   */
  keys?: Record<string, string>;
  /** The computer playing one side (a game at one screen), as a new game is asked or a file records it. */
  opponent?: Seat;
}

/** The computer's seat at one screen: its side and the bot that plays it (electron/host/opponent.ts). */
export interface Seat {
  side: string;
  bot: SaveOpponent['bot'];
}

/** The document as it stood at GameDocument.mark(), for restore() to put back. */
export interface DocumentMark {
  readonly entries: LogEntry[];
  readonly events: EventLists;
  readonly violations: Violation[][];
  readonly current: GameState;
  readonly redo: LogEntry[];
  readonly dirty: boolean;
  readonly path: string | null;
  readonly sentLength: number;
  readonly sealed: SealedSection[] | undefined;
  readonly revision: number;
}

/** Who this app signs as: the local player's public key and a function that signs a message with its key. */
export interface Signer {
  publicKey: string;
  sign(message: string): string;
}

/** A replay failure as a sentence naming the log entry at fault. */
function replayFailure(log: readonly LogEntry[], r: { seq: number; reason: string }): string {
  const entry = log[r.seq];
  return entry
    ? `Log entry ${entry.seq} (${entry.verb} by ${entry.side}) cannot be replayed: ${r.reason}`
    : `The log cannot be replayed: ${r.reason}`;
}

function violationText(v: Violation[]): string {
  return v.map((x) => `${x.message}${x.section && x.section !== '—' ? ` (${x.section})` : ''}`).join('; ');
}

/** An entry as a replay of a checked chain needs it: what it did, not its hashes nor its signature. */
function withoutChain(e: LogEntry): LogEntry {
  const out: LogEntry = { seq: e.seq, side: e.side, verb: e.verb, args: e.args, prevHash: '', hash: '' };
  if (e.violations !== undefined) out.violations = e.violations;
  if (e.reveals !== undefined) out.reveals = e.reveals;
  return out;
}

/** The hash entry 0 chains to: the given genesis, 64 zeros for a format-1 file (null), else the game's own. */
function genesisOf(moduleRef: SaveFile['module'], setup: GameSetup, opts: DocumentOptions): string {
  if (opts.genesis === null) return GENESIS_HASH;
  return opts.genesis ?? genesisHash({ module: moduleRef, setup, players: opts.players ?? [] });
}

/** A parsed file's document options: its players, genesis, module and sealed sections over the caller's. */
function fileOptions(file: SaveFile, opts: DocumentOptions): DocumentOptions {
  const out: DocumentOptions = {
    ...opts,
    players: file.players,
    genesis: file.genesis ?? null,
    moduleRef: file.module,
    sealed: file.sealed,
  };
  if (file.opponent) out.opponent = { side: file.opponent.side, bot: file.opponent.bot };
  return out;
}

/**
 * The one engine replay that opens a file (fromSave): every entry, with the states at the points undo and the
 * replay bar start from and the file's own snapshots (checked against the log, never trusted). A file whose chain
 * parseSaveFile checked is sent without hashes and signatures and not hashed again.
 */
function openReplay(
  runner: EngineRunner,
  file: SaveFile,
  genesis: string,
  every: number,
  keys: Record<string, string> | undefined,
): Promise<HostReplay | ReplayFailure> {
  const checked = chainChecked(file);
  return runner.replay(file.setup, checked ? file.log.map(withoutChain) : file.log, {
    keepStates: openStateSeqs(
      file.log.length,
      file.snapshots.map((s) => s.seq),
      every,
    ),
    genesis,
    keys,
    chainChecked: checked,
  });
}

/**
 * The engine's work of opening a file, begun before the host has checked it (GameDocument.beginOpen): its set-up
 * state and its replay, one request to the worker that runs while the host checks the file.
 */
export interface EarlyOpen {
  /** The file it was begun for, once the host has parsed it (null until then: begun on the text alone). */
  file: SaveFile | null;
  runner: EngineRunner;
  /** The snapshot interval and the private draw keys it was asked with. */
  every: number;
  keys: Record<string, string> | undefined;
  answer: Promise<HostOpenAnswer>;
}

/** Whether two sets of private draw keys are the same (none and none are). */
function sameKeys(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const text = (k: Record<string, string> | undefined) => JSON.stringify(Object.entries(k ?? {}).sort());
  return text(a) === text(b);
}

/** One open game. Create it with GameDocument.create (new game) or GameDocument.fromSave (a parsed file). */
export class GameDocument {
  private entries: LogEntry[] = [];
  private entryEvents = new EventLists();
  /** Each entry's violations as the rules state them now (with messages; the log records only rule ids). */
  private entryViolations: Violation[][] = [];
  private current: GameState;
  private history: History;
  /** The log's length at each revision, for log deltas. */
  private revisions: LogRevisions;
  /** Path of the file it was loaded from or last saved to; main only, never sent to the renderer. */
  path: string | null = null;
  dirty = false;
  revision: number;
  players: SavePlayer[] | undefined;
  /** The hash entry 0 chains to (64 zeros for a game saved before format 2). */
  readonly genesis: string;
  /** Whether the game was saved before format 2 (no genesis, no signatures). */
  readonly legacy: boolean;
  readonly moduleRef: SaveFile['module'];
  signer: Signer | undefined;
  sealed: SealedSection[] | undefined;
  /** Entries before this index were sent to or accepted from the other player (games by e-mail). */
  sentLength = 0;
  /** The head of the file this game was loaded from (kept for saving while this app cannot sign). */
  loadedHead: SignedHead | undefined;
  /** The computer playing one side, or null: both sides are people's. */
  readonly opponent: Seat | null;
  /** Why the host stopped asking the bot (it found no action or one the rules refused): that side is played by hand. */
  opponentStopped: string | null = null;
  /** The bot's reason for each entry it played, by the entry's hash (an entry taken back keeps it for a redo). */
  readonly reasons = new Map<string, BotReason>();
  /** The engine runner the bot thinks in (its own worker, so the game's answers never wait for it), once asked. */
  botRunner: EngineRunner | null = null;

  private constructor(
    readonly loaded: LoadedModule,
    readonly runner: EngineRunner,
    readonly setup: GameSetup,
    initial: GameState,
    opts: DocumentOptions,
  ) {
    this.current = initial;
    this.history = new History(initial, opts.snapshotEvery ?? SNAPSHOT_EVERY);
    this.revision = opts.revision ?? 1;
    this.revisions = new LogRevisions(this.revision, 0);
    this.players = opts.players;
    this.moduleRef = opts.moduleRef ?? {
      id: loaded.info.id,
      version: loaded.info.version,
      contentHash: loaded.contentHash,
    };
    this.legacy = opts.genesis === null;
    this.genesis = genesisOf(this.moduleRef, setup, opts);
    this.signer = opts.signer;
    this.sealed = opts.sealed;
    this.opponent = opts.opponent ?? null;
  }

  /**
   * The snapshot to replay from to reach the state after entry `seq`: the nearest one, or an earlier one when an
   * undo request in between goes back before it (replay keeps the state a request names only from its start).
   */
  private replayBase(seq: number): { seq: number; state: GameState } {
    let base = this.history.nearest(seq);
    for (let i = seq; i > base.seq; i--) {
      const e = this.entries[i]!;
      const to = e.verb === 'undoRequest' ? e.args.to : undefined;
      if (typeof to === 'number' && to < base.seq) base = this.history.nearest(to);
    }
    return base;
  }

  /** Whether the game's players have keys, so every entry must be signed by its side's player. */
  get signed(): boolean {
    return (this.players ?? []).some((p) => p.publicKey !== undefined);
  }

  /** The one side this app plays when the other sides are other players' (games by e-mail), else undefined. */
  get mySide(): string | undefined {
    if (!this.signed || !this.signer) return undefined;
    const mine = (this.players ?? []).filter((p) => p.publicKey === this.signer!.publicKey);
    return mine.length === 1 && mine.length < (this.players ?? []).length ? mine[0]!.side : undefined;
  }

  /** Whether this app may act for `side`: any side in an unsigned game, else only the sides whose key it holds. */
  mayActFor(side: string): boolean {
    if (!this.signed) return true;
    const key = this.players?.find((p) => p.side === side)?.publicKey;
    return key !== undefined && key === this.signer?.publicKey;
  }

  /** Starts a new game from a scenario. */
  static async create(
    loaded: LoadedModule,
    runner: EngineRunner,
    setup: GameSetup,
    opts: DocumentOptions = {},
    begun?: Promise<GameState>,
  ): Promise<HostResult<GameDocument>> {
    if (!loaded.module.scenarios.some((s) => s.id === setup.scenarioId)) {
      return hostFailure('unknown-scenario', `Module "${loaded.info.id}" has no scenario "${setup.scenarioId}".`);
    }
    let initial: GameState;
    try {
      initial = await (begun ?? runner.setup(setup, opts.keys));
    } catch (e) {
      return hostFailure(
        'setup-failed',
        `The scenario "${setup.scenarioId}" cannot be set up: ${(e as Error).message}`,
      );
    }
    const doc = new GameDocument(loaded, runner, setup, initial, opts);
    doc.dirty = true;
    return { ok: true, value: doc };
  }

  /**
   * Rebuilds a game from a parsed save file with ONE engine replay of its whole log (the engine checks the hash
   * chain and each advisory entry's violations): it hands back the final state, each entry's events and the
   * states at the snapshot points, so opening costs one round trip to the worker, not one per entry. The file's
   * snapshots are checked against those states, never trusted.
   */
  static async fromSave(
    loaded: LoadedModule,
    runner: EngineRunner,
    file: SaveFile,
    opts: DocumentOptions = {},
    early?: EarlyOpen,
  ): Promise<HostResult<{ doc: GameDocument; warnings: HostError[] }>> {
    // The engine's work begun before the file was checked stands only for this file, its chain checked since, asked
    // with these options (the keys matter only to a game with commit-reveal dice).
    const every = opts.snapshotEvery ?? SNAPSHOT_EVERY;
    const stands =
      early !== undefined &&
      early.file === file &&
      early.runner === runner &&
      chainChecked(file) &&
      early.every === every &&
      (file.setup.dice === undefined || sameKeys(early.keys, opts.keys));
    const answer = stands ? early.answer : null;
    // A set-up that failed is create's error; a replay that stopped is this one's (with a set-up asked alone).
    const initial = answer?.then((a) => {
      if (a.ok) return a.initial;
      if (a.stage === 'setup') throw new Error(a.message);
      return runner.setup(file.setup, opts.keys);
    });
    // create may refuse the file before it awaits the set-up (an unknown scenario): nothing would read its failure.
    initial?.catch(() => {});
    const made = await GameDocument.create(loaded, runner, file.setup, fileOptions(file, opts), initial);
    if (!made.ok) return made;
    const doc = made.value;
    // A file parseSaveFile checked: its chain is not hashed a second time (savefile.ts chainChecked), and the engine
    // gets its entries without hashes and signatures (a third of the bytes to send to the worker).
    const r = await (answer
      ? answer.then((a): HostReplay | ReplayFailure => (a.ok ? a.replay : { ok: false, seq: a.seq, reason: a.message }))
      : openReplay(runner, file, doc.genesis, every, opts.keys));
    if (!r.ok) return hostFailure('replay-failed', replayFailure(file.log, r));
    if (r.events.length !== file.log.length) {
      return hostFailure(
        'replay-failed',
        `The rules engine replayed ${r.events.length} of the log's ${file.log.length} entries.`,
      );
    }
    const states = new Map((r.states ?? []).map((s) => [s.seq, s.state]));
    const mismatched: number[] = [];
    for (const s of file.snapshots) {
      const got = states.get(s.seq);
      if (got !== undefined && !sameState(got, s.state)) mismatched.push(s.seq);
    }
    for (const [seq, state] of states) doc.history.record(seq, state);
    doc.entries = [...file.log];
    for (const r of file.opponent?.reasons ?? []) doc.reasons.set(r.hash, r.reason);
    doc.loadedHead = file.head;
    doc.revisions.setLatestLength(doc.entries.length);
    doc.entryEvents = r.events;
    doc.entryViolations = r.violations;
    doc.current = r.state;
    doc.dirty = false;
    const warnings: HostError[] = [];
    if (mismatched.length > 0) {
      warnings.push({
        code: 'snapshot-mismatch',
        message: `The file's cached state after entry ${Math.min(...mismatched)} differs from what its log gives; the log was used (the next save leaves the cache out).`,
      });
    }
    return { ok: true, value: { doc, warnings } };
  }

  /**
   * Begins what fromSave asks of the engine, as one call that sets the game up and replays it from the text the
   * runner was given to read (EngineRunner.read), while the host parses and checks that text (savefile.ts
   * checkSaveJson): the states to keep are worked out by the engine from the same text (every `snapshotEvery`
   * entries). `file`: the file parsed from that text, or null when the host has not parsed it yet (set it on the
   * answer once it has). With `text`, the runner is given the text in the same call (EngineRunner.open). fromSave
   * uses the answer only for that very file once parseSaveFile has checked it (chainChecked), and only if asked
   * with the options fromSave gets.
   */
  static beginOpen(
    runner: EngineRunner,
    opts: DocumentOptions = {},
    file: SaveFile | null = null,
    text?: string,
  ): EarlyOpen {
    const every = opts.snapshotEvery ?? SNAPSHOT_EVERY;
    // Not awaited until fromSave: a file that fails its checks leaves this answer unread.
    const answer = runner.open({ every, keys: opts.keys }, text).catch(
      (e): HostOpenAnswer => ({
        ok: false,
        stage: 'replay',
        seq: 0,
        message: `The rules engine failed: ${messageOf(e)}`,
      }),
    );
    return { file, runner, every, keys: opts.keys, answer };
  }

  get state(): GameState {
    return this.current;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  get canUndo(): boolean {
    return this.entries.length > 0;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** File name only (for the title bar and DocInfo). */
  get fileName(): string | null {
    return this.path === null ? null : fileNameOf(this.path);
  }

  /**
   * The document as it stands, for restore(): an operation that changed it in memory and then failed (its snapshot
   * could not be made, a record could not be written) puts it back, so a failed operation has had no effect.
   */
  mark(): DocumentMark {
    return {
      entries: [...this.entries],
      events: this.entryEvents.clone(),
      violations: [...this.entryViolations],
      current: this.current,
      redo: this.history.redoStack(),
      dirty: this.dirty,
      path: this.path,
      sentLength: this.sentLength,
      sealed: this.sealed,
      revision: this.revision,
    };
  }

  /**
   * Puts the document back as it stood at `m`, revision included: the changes since were never shown to a page
   * (the operation that made them failed), so their revisions are forgotten.
   */
  restore(m: DocumentMark): void {
    this.entries = [...m.entries];
    this.entryEvents = m.events.clone();
    this.entryViolations = [...m.violations];
    this.current = m.current;
    this.history.truncate(m.entries.length - 1);
    this.history.setRedo(m.redo);
    this.path = m.path;
    this.sentLength = m.sentLength;
    this.sealed = m.sealed;
    this.replayed = null;
    this.dirty = m.dirty;
    this.revision = m.revision;
    this.revisions.dropAfter(m.revision);
  }

  private touch(): void {
    this.dirty = true;
    this.revision++;
    this.revisions.record(this.revision, this.entries.length);
  }

  /** Applies one action under the game's mode; on success it is logged (with its violations in advisory mode). */
  async act(action: Action): Promise<ActOutcome> {
    if (!this.mayActFor(action.side)) return { ok: false, violations: [notYourSide(this.players ?? [], action.side)] };
    const r = await this.runner.apply(this.current, action);
    if (!r.ok) return { ok: false, violations: r.violations };
    let state = r.state;
    // An accepted undo request: the game goes back to the state after the entry it names (the request and the
    // answer stay in the history; replay does the same).
    if (r.revert !== undefined) {
      if (r.revert >= this.entries.length || r.revert < -1)
        return {
          ok: false,
          violations: [{ rule: 'core.bad-undo', section: '—', message: `There is no entry ${r.revert} to go back to` }],
        };
      state = revertTo(r.state, await this.stateAt(r.revert));
    }
    this.appendApplied(r.applied ?? action, state, r.events, r.violations);
    this.history.clearRedo();
    return { ok: true, events: r.events, violations: r.violations };
  }

  private appendApplied(action: Action, state: GameState, events: GameEvent[], violations: Violation[]): void {
    const at = this.entries.length - 1;
    const prev = at >= 0 ? this.entries[at]! : null;
    const entry = makeEntry(prev, action, violations, this.genesis);
    if (this.signed && this.signer) {
      entry.sig = this.signer.sign(entryMessage(entry.hash));
      // One signature per run (signing.ts): the previous entry, ours too, no longer ends the run, and the new
      // entry's signature covers it through the chain. Never another key's signature, nor one already sent or
      // accepted (sentLength): the other player holds that file and the entries it has stay as it has them.
      if (prev?.sig !== undefined && at >= this.sentLength && this.signsFor(prev) && this.signsFor(entry)) {
        const { sig: _covered, ...rest } = prev;
        this.entries[at] = rest; // a copy: a file made earlier (toSaveFile) shares the entry objects
      }
    }
    this.entries.push(entry);
    this.entryEvents.push(events);
    this.entryViolations.push(violations);
    this.current = state;
    this.history.record(entry.seq, state);
    this.touch();
  }

  /** Whether this app's key is the key of `e`'s side (so it signs that entry). */
  private signsFor(e: LogEntry): boolean {
    const key = this.players?.find((p) => p.side === e.side)?.publicKey;
    return key !== undefined && key === this.signer?.publicKey;
  }

  /**
   * After a cut, the last entry ends its run again: it gets back the signature appendApplied took from it (Ed25519
   * signs the same hash the same way). Whether it can is checked before cutting (undo).
   */
  private signLast(): void {
    const at = this.entries.length - 1;
    const last = this.entries[at];
    if (!last || last.sig !== undefined || !this.signed || !this.signer || !this.signsFor(last)) return;
    this.entries[at] = { ...last, sig: this.signer.sign(entryMessage(last.hash)) };
  }

  /**
   * Takes back the last entry: the log is cut by one and the state replayed from the nearest snapshot, in one
   * engine call that carries only that snapshot and the entries after it. On an engine failure nothing changes.
   */
  async undo(side?: string): Promise<HostResult<null>> {
    const last = this.entries[this.entries.length - 1];
    if (!last) return hostFailure('nothing-to-undo', 'There is nothing to undo.');
    const barrier = this.undoBarrier(side);
    if (barrier) return hostFailure('undo-barrier', undoBarrierText(barrier));
    const lastKept = last.seq - 1;
    // The entry that would end the log carries no signature of its own and is not this app's to sign: its
    // player's signature is on the entry taken back (one signature per run), so the game could not be saved.
    const kept = this.entries[lastKept];
    if (this.signed && kept && kept.sig === undefined && !this.signsFor(kept)) {
      const p = this.players?.find((x) => x.side === kept.side);
      const who = p?.name ? `${p.name} (${kept.side})` : `the ${kept.side} player`;
      return hostFailure(
        'undo-barrier',
        `Entry ${last.seq} cannot be taken back: it carries ${who}'s signature of the entries before it.`,
      );
    }
    const base = this.replayBase(lastKept);
    let state = base.state;
    if (base.seq < lastKept) {
      // Only the entries after the snapshot go to the engine; the chain before it is this session's own.
      const again = this.entries.slice(base.seq + 1, lastKept + 1);
      const after = {
        seq: base.seq,
        state: base.state,
        hash: base.seq >= 0 ? this.entries[base.seq]!.hash : this.genesis,
      };
      let r: Awaited<ReturnType<EngineRunner['replay']>>;
      try {
        r = await this.runner.replay(this.setup, again, { after });
      } catch (e) {
        r = { ok: false, seq: base.seq + 1, reason: (e as Error).message };
      }
      // The engine failed (time limit, crash): keep the game exactly as it was.
      if (!r.ok) return hostFailure('undo-failed', `Undo failed: ${replayFailure(this.entries, r)}`);
      state = r.state;
    }
    this.entries = this.entries.slice(0, lastKept + 1);
    this.signLast();
    this.entryEvents.truncate(lastKept + 1);
    this.entryViolations = this.entryViolations.slice(0, lastKept + 1);
    this.current = state;
    this.history.truncate(lastKept);
    this.history.pushUndone(last);
    this.touch();
    return { ok: true, value: null };
  }

  /** Re-applies the most recently undone action. */
  async redo(): Promise<HostResult<null>> {
    const next = this.history.peekRedo();
    if (!next) return hostFailure('nothing-to-redo', 'There is nothing to redo.');
    const r = await this.runner.apply(this.current, entryAction(next));
    if (!r.ok) return hostFailure('redo-failed', `Redo failed: ${violationText(r.violations)}`);
    this.history.popRedo();
    this.appendApplied(r.applied ?? entryAction(next), r.state, r.events, r.violations);
    return { ok: true, value: null };
  }

  // ---- Replay (issue 8): the game as it stood after any entry, for the replay bar.

  /** The last state stateAt gave: the entry it follows, named by seq AND hash, so a rewritten log never matches. */
  private replayed: { seq: number; hash: string | null; state: GameState } | null = null;

  /** The state the set-up gave, before entry 0. */
  get setupState(): GameState {
    return this.history.initial;
  }

  /**
   * The state after entry `seq` (-1: the set-up), from the nearest snapshot (or from the last state asked for, when
   * that is nearer) with at most ONE engine replay of the entries between; the entry right after the last one
   * asked for costs one apply (stepping forward). Throws a RangeError for a seq outside the log and an Error naming
   * the entry when the engine fails.
   */
  async stateAt(seq: number): Promise<GameState> {
    const last = this.entries.length - 1;
    if (!Number.isInteger(seq) || seq < -1 || seq > last)
      throw new RangeError(`There is no entry ${seq}: the log has entries 0 to ${last}.`);
    if (seq === last) return this.current;
    const hashAt = (s: number) => (s >= 0 ? this.entries[s]!.hash : null);
    const c = this.replayed;
    const cached = c && c.seq <= seq && c.hash === hashAt(c.seq) ? c : null;
    if (cached?.seq === seq) return cached.state;
    let state: GameState | null = null;
    if (cached && cached.seq === seq - 1) {
      const r = await this.runner.apply(cached.state, entryAction(this.entries[seq]!));
      // An accepted undo request goes back to an earlier state: that takes a replay, not one step.
      if (r.ok && r.revert === undefined) state = r.state;
    }
    if (state === null) {
      const snap = this.replayBase(seq);
      // The remembered position serves only when no consent between it and `seq` may take the game back before it
      // (an accepted undo request): replay reaches the state a request names only from the snapshot replayBase chose.
      const reaches = (from: number) => this.entries.slice(from + 1, seq + 1).every((e) => e.verb !== 'consent');
      const base = cached && cached.seq > snap.seq && reaches(cached.seq) ? cached : snap;
      state = base.seq === seq ? base.state : await this.replayFrom(base, seq);
    }
    this.replayed = { seq, hash: hashAt(seq), state };
    return state;
  }

  /** One engine replay of the entries after `base` up to `seq` (as undo does: only those entries are sent). */
  private async replayFrom(base: { seq: number; state: GameState }, seq: number): Promise<GameState> {
    const again = this.entries.slice(base.seq + 1, seq + 1);
    const after = {
      seq: base.seq,
      state: base.state,
      hash: base.seq >= 0 ? this.entries[base.seq]!.hash : this.genesis,
    };
    // The snapshot points on the way are kept too: an opened game holds few (openSnapshotSeqs) until visited.
    const keepStates: number[] = [];
    for (let s = base.seq + 1; s < seq; s++) if ((s + 1) % this.history.every === 0) keepStates.push(s);
    const r = await this.runner.replay(this.setup, again, { after, keepStates });
    if (!r.ok) throw new Error(replayFailure(this.entries, r));
    for (const k of r.states ?? []) this.history.record(k.seq, k.state);
    return r.state;
  }

  /** What the given side may see now (hidden information removed by the engine). */
  view(side: string): Promise<View> {
    return this.runner.view(this.current, side);
  }

  /** The log's lines from index `from` on as the page gets them: without their events (`events`, as text). */
  sentLines(from = 0): SentLogLine[] {
    return this.entries.slice(from).map((e, j) => {
      const line: SentLogLine = { seq: e.seq, side: e.side, verb: e.verb, args: e.args };
      const reason = this.reasons.get(e.hash);
      if (reason !== undefined) line.reason = reason;
      const v = this.entryViolations[from + j];
      if (e.violations && v && v.length > 0) line.violations = v;
      return line;
    });
  }

  /** The log panel's lines from index `from` on: each entry with the events it produced (parsed here). */
  logLines(from = 0): LogLine[] {
    const lists = this.entryEvents.listsFrom(from);
    return this.sentLines(from).map((line, j) => ({ ...line, events: lists[j]! }));
  }

  /** Each entry's events, as JSON text (event-lists.ts): the page's log lines get them so. */
  get events(): EventLists {
    return this.entryEvents;
  }

  /** What a renderer holding `since` lacks: how many of its lines stay (logFrom) and the lines after them. */
  logDelta(since?: LogCursor): { logFrom: number; log: SentLogLine[] } {
    const logFrom = Math.min(this.revisions.keep(since), this.entries.length);
    return { logFrom, log: this.sentLines(logFrom) };
  }

  /**
   * Why `side` may not take back the last entry, or null when it may. In enforced and advisory modes a side
   * undoes only its own actions and never past a die roll or a draw (reloading must not re-roll) or the other side's
   * action; honor mode is a physical table and undoes freely.
   */
  undoBarrier(side?: string): UndoBarrier | null {
    let i = this.entries.length - 1;
    if (i < 0 || side === undefined) return null;
    // Against the computer, the player takes back its replies with his own action (each under its own barrier).
    const bot = this.opponent?.side;
    if (bot !== undefined && bot !== side) {
      for (; i >= 0 && this.entries[i]!.side === bot; i--) {
        const b = this.barrierAt(i, bot);
        if (b) return b;
      }
      if (i < 0) return { seq: this.entries.length - 1, reason: 'other-side', side: bot };
    }
    return this.barrierAt(i, side);
  }

  /** Why `side` may not take back entry `i` (the last, or the last before the computer's replies), or null. */
  private barrierAt(i: number, side: string): UndoBarrier | null {
    const last = this.entries[i]!;
    // A game by e-mail: what was sent or accepted is taken back only by a request the other player answers.
    if (i < this.sentLength) return { seq: last.seq, reason: 'sent', side: last.side };
    const events = this.entryEvents.list(i);
    if (events.some((e) => e.type === 'reveal' || e.type === 'revealKey'))
      return { seq: last.seq, reason: 'reveal', side: last.side };
    if (this.current.mode === 'honor') return null;
    if (last.side !== side) return { seq: last.seq, reason: 'other-side', side: last.side };
    // A die roll, or anything else the dice chose (a card drawn at random, GameEvent.random): taking it back and
    // acting again would show another result, as reloading would re-roll.
    if (events.some((e) => e.type === 'roll' || e.random === true))
      return { seq: last.seq, reason: 'roll', side: last.side };
    return null;
  }

  /** The document summary for the renderer; with `side`, undo as that side may use it. */
  info(side?: string): DocInfo {
    const barrier = this.undoBarrier(side);
    return {
      fileName: this.fileName,
      dirty: this.dirty,
      canUndo: this.canUndo && barrier === null,
      ...(barrier ? { undoBarrier: barrier } : {}),
      canRedo: this.canRedo,
      moduleId: this.loaded.info.id,
      scenarioId: this.setup.scenarioId,
      revision: this.revision,
    };
  }

  /** The save file for this game as it stands. */
  toSaveFile(appVersion: string, savedAt?: string): SaveFile {
    const file: SaveFile = {
      formatVersion: SAVE_FORMAT_VERSION as 2,
      app: { name: 'sandtable', version: appVersion },
      module: this.moduleRef,
      setup: this.setup,
      log: [...this.entries],
      snapshots: [], // opening replays the whole log, so files carry no cached states (History keeps them for undo)
    };
    if (this.players) file.players = this.players;
    if (!this.legacy) file.genesis = this.genesis;
    const head = this.head();
    if (head) file.head = head;
    if (this.sealed && this.sealed.length > 0) file.sealed = this.sealed;
    if (this.opponent) file.opponent = { ...this.opponent, reasons: this.entryReasons() };
    if (savedAt) file.savedAt = savedAt;
    return file;
  }

  /** The bot's reasons for the entries of the log as it stands, in its order. */
  private entryReasons(): NonNullable<SaveOpponent['reasons']> {
    const out: NonNullable<SaveOpponent['reasons']> = [];
    for (const e of this.entries) {
      const reason = this.reasons.get(e.hash);
      if (reason !== undefined) out.push({ hash: e.hash, reason });
    }
    return out;
  }

  /** The head this app signs for the log as it stands, or the loaded file's head while the log is unchanged. */
  private head(): SignedHead | undefined {
    if (this.legacy || !this.signed) return undefined;
    const mine = this.players?.find((p) => p.publicKey !== undefined && p.publicKey === this.signer?.publicKey);
    if (mine && this.signer) return signHead(this.genesis, this.entries, mine.side, (m) => this.signer!.sign(m));
    const last = this.entries.length > 0 ? this.entries[this.entries.length - 1]!.hash : this.genesis;
    return this.loadedHead && this.loadedHead.length === this.entries.length && this.loadedHead.hash === last
      ? this.loadedHead
      : undefined;
  }

  /** Marks the game saved at `path`. */
  markSaved(path: string): void {
    this.path = path;
    this.dirty = false;
    this.revision++;
    this.revisions.record(this.revision, this.entries.length);
  }

  /** Ends the engine runners of this document (the game's, and the bot's if it was started). */
  async dispose(): Promise<void> {
    const bot = this.botRunner;
    this.botRunner = null;
    if (bot) await bot.dispose().catch(() => {});
    return this.runner.dispose();
  }
}

/** The refusal of an action for a side whose player's key this app does not hold (signed games). */
export function notYourSide(players: readonly SavePlayer[], side: string): Violation {
  const p = players.find((x) => x.side === side);
  const name = p?.name ? `${p.name}'s` : `the ${side} player's`;
  return {
    rule: 'host.not-your-side',
    section: '—',
    params: { side },
    message: `The ${side} side is ${name} to play: its actions come signed in that player's file`,
  };
}

/** The sentence for an undo barrier. */
export function undoBarrierText(b: UndoBarrier): string {
  if (b.reason === 'sent')
    return `Entry ${b.seq} was already sent to (or accepted from) the other player: ask them to take it back.`;
  if (b.reason === 'reveal') return `Entry ${b.seq} revealed a dice secret: it cannot be taken back.`;
  return b.reason === 'roll'
    ? `Entry ${b.seq} rolled dice: under the rules an action with a die roll cannot be taken back.`
    : `Entry ${b.seq} is the ${b.side} player's action: under the rules a side takes back only its own actions.`;
}
