// The renderer's only link to the game: it sends intents to the host and keeps the last answer to draw.
// It never changes game state itself; every change is host.act() and the Snapshot that comes back.

import type { HostError, HostResult, ReplayPoint, Snapshot } from '../../schemas/host-api.js';
import type { HostApi, PageHostApi } from '../../electron/host/api.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Action, JsonObject, Piece } from '../../engine/core/types.js';
import { t } from '../i18n/index.js';
import { forgetHeld, withLogDeltas } from '../host/log-sync.js';
import { byId } from '../by-id.js';
import { withheld } from './handover.js';

/** What panels and the map are told when something changed. */
export interface StoreState {
  snapshot: Snapshot | null;
  module: GameModule | null;
}

type Listener = (state: StoreState) => void;

/** Holds the latest snapshot, serialises host calls and reports host errors. */
export class Store {
  snapshot: Snapshot | null = null;
  module: GameModule | null = null;
  /** The replayed position the map and panels draw instead of the live view (the replay bar), or null. */
  replay: ReplayPoint | null = null;
  private listeners = new Set<Listener>();
  private errorListeners = new Set<(error: HostError) => void>();
  private busyListeners = new Set<(busy: boolean) => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private pending = 0;
  /** Says of each snapshot, before it is kept, whether the page must hold it back (the curtain): see setGate. */
  private gate: ((snap: Snapshot) => boolean) | null = null;
  /** While a snapshot is held back: how many entries the game's log has (the page holds none of them). */
  private heldBack: number | null = null;
  /** The host, with the log fetched as deltas (every snapshot the store sees still carries the whole log). */
  readonly host: PageHostApi;

  constructor(host: HostApi) {
    this.host = withLogDeltas(host);
  }

  /** Questions asked ahead of the calls that need their answers (App.prefetch), each taken once. */
  private ahead = new Map<string, Promise<HostResult<unknown>>>();

  /** Asks the host now what a later call will ask (`key` names the question); that call takes this answer. */
  askAhead<T>(key: string, ask: (host: PageHostApi) => Promise<HostResult<T>>): Promise<HostResult<T>> {
    const answer = ask(this.host);
    answer.catch(() => undefined); // a failure is reported by the call that takes it
    this.ahead.set(key, answer);
    return answer;
  }

  /** The answer asked ahead under `key`, once; undefined when none was (the caller asks itself). */
  takeAhead<T>(key: string): Promise<HostResult<T>> | undefined {
    const answer = this.ahead.get(key);
    this.ahead.delete(key);
    return answer as Promise<HostResult<T>> | undefined;
  }

  /**
   * Asks the host at once what the page's start (App.start) asks first: the recovery offer, the open game and its
   * module. The host answers while the page starts its map (the renderer, its shaders); start takes the answers.
   */
  askStartAhead(): void {
    this.askAhead('checkRecovery', (h) => h.checkRecovery({}));
    void this.askAhead('getSnapshot', (h) => h.getSnapshot({}))
      .then((r) => {
        const moduleId = r.ok ? r.value?.doc?.moduleId : undefined;
        if (moduleId) this.askAhead(`module:${moduleId}`, (h) => h.getModule({ moduleId }));
      })
      .catch(() => undefined);
  }

  /** Forgets the answers asked ahead and not taken (they may be stale from now on). */
  dropAhead(): void {
    this.ahead.clear();
  }

  /** Be told about every new snapshot (and module). */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Be told about every host error (the alert region shows them). */
  onError(listener: (error: HostError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Report an error that did not come from the host (a bad file, a thrown call). */
  reportError(error: HostError): void {
    for (const l of this.errorListeners) l(error);
  }

  /** Be told when host calls start (true) and when the last one has been answered (false). */
  onBusy(listener: (busy: boolean) => void): () => void {
    this.busyListeners.add(listener);
    return () => this.busyListeners.delete(listener);
  }

  private setPending(n: number): void {
    const was = this.pending > 0;
    this.pending = n;
    if (was !== n > 0) for (const l of this.busyListeners) l(n > 0);
  }

  /** Number of host calls not yet answered. */
  get busy(): number {
    return this.pending;
  }

  /** Resolves when every queued host call has been answered and applied. */
  settled(): Promise<void> {
    return this.queue.then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Run one host call after the previous ones (so actions reach main in the order they were made).
   * Errors become alerts and undefined; the map keeps what it had.
   */
  call<T>(fn: (host: PageHostApi) => Promise<HostResult<T>>): Promise<T | undefined> {
    this.setPending(this.pending + 1);
    const run = async (): Promise<T | undefined> => {
      try {
        const result = await fn(this.host);
        if (!result || typeof result !== 'object') {
          this.reportError({ code: 'bad-answer', message: t('errors.noAnswer') });
          return undefined;
        }
        if (!result.ok) {
          this.reportError(result.error);
          return undefined;
        }
        return result.value;
      } catch (e) {
        this.reportError({ code: 'exception', message: e instanceof Error ? e.message : String(e) });
        return undefined;
      } finally {
        this.setPending(this.pending - 1);
      }
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  /** Run a call that answers with a Snapshot and show that snapshot (the one kept: see setGate). */
  async callSnapshot(fn: (host: PageHostApi) => Promise<HostResult<Snapshot | null>>): Promise<Snapshot | undefined> {
    const snap = await this.call(fn);
    if (!snap) return undefined; // null: the person cancelled a native dialog; nothing changes
    return this.show(snap);
  }

  /**
   * `gate` is asked of every snapshot before it is kept, its module known: true holds it back (the curtain at one
   * screen). The page then keeps the document's summary only: no view, no log line, and nothing in the host
   * wrapper's copies either (log-sync.ts forgetHeld), so the next answer comes whole, for the side it is asked for.
   */
  setGate(gate: (snap: Snapshot) => boolean): void {
    this.gate = gate;
  }

  /** The number of entries in the game's log, also while the page holds none of them (held back). */
  get logLength(): number {
    return this.heldBack ?? this.snapshot?.log.length ?? 0;
  }

  /** Show a snapshot: fetch the module first when the game's module changed. Answers what is kept (see setGate). */
  async show(snap: Snapshot): Promise<Snapshot | undefined> {
    const moduleId = snap.doc?.moduleId ?? null;
    if (moduleId && this.module?.manifest.id !== moduleId) {
      const mod = await this.call((h) => this.takeAhead<GameModule>(`module:${moduleId}`) ?? h.getModule({ moduleId }));
      if (!mod) return undefined;
      this.module = mod;
    }
    const held = this.gate?.(snap) ?? false;
    this.heldBack = held ? snap.log.length : null;
    if (held) forgetHeld(this.host);
    this.snapshot = held ? withheld(snap) : snap;
    this.emit();
    return this.snapshot;
  }

  /** Draw a replayed position instead of the live game (null: the live game again); acting is refused meanwhile. */
  setReplay(point: ReplayPoint | null): void {
    this.replay = point;
    this.emit();
  }

  /** The snapshot as drawn: the live one, with the replayed position's view while the replay bar is open. */
  get shown(): Snapshot | null {
    const s = this.snapshot;
    return s && this.replay ? { ...s, view: this.replay.view } : s;
  }

  /** Re-read the open game from main (on start and after a reload). */
  refresh(): Promise<Snapshot | undefined> {
    return this.callSnapshot((h) => h.getSnapshot({}));
  }

  /**
   * Send one action for `side` (defaults to the side to play; by e-mail, the side this player plays). A piece of no
   * side (the turn marker, the VP markers) is moved by the side this screen shows: "" is no side of any game.
   */
  act(verb: string, args: JsonObject, side?: string): Promise<Snapshot | undefined> {
    // A replayed position is history: nothing is played on it (Escape returns to the game).
    if (this.replay) {
      this.reportError({ code: 'replaying', message: t('replay.refused') });
      return Promise.resolve(undefined);
    }
    const state = this.snapshot?.view?.state;
    const screen = this.snapshot?.view?.side;
    // A game by e-mail: this player acts only for the side it plays (its answers, notes, mode requests too); against
    // the computer, for the side the screen shows (the player's: the computer's is the host's to play).
    const doc = this.snapshot?.doc;
    const mine = doc?.mail?.side ?? (doc?.opponent && !doc.opponent.stopped ? screen : undefined);
    // The screen's side when the rules ask it inside another's turn (a defender, in the attacker's round).
    const asked = this.snapshot?.view?.toAct ?? [];
    const turn =
      state && screen && !asked.includes(state.activeSide) && asked.includes(screen) ? screen : state?.activeSide;
    const who = side === '' ? (screen ?? state?.activeSide) : (side ?? mine ?? turn ?? screen);
    const action: Action = { side: who ?? '', verb, args };
    return this.callSnapshot((h) => h.act({ action }));
  }

  /** The piece with this id in the view drawn (the replayed one while replaying). */
  piece(id: string): Piece | undefined {
    return byId(this.shown?.view?.state.pieces, id);
  }

  private emit(): void {
    const state = { snapshot: this.snapshot, module: this.module };
    for (const l of this.listeners) l(state);
  }
}
