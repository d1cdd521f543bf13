// Replaying a game (issue 8): the replay bar's controller. It asks the host for the game after an entry
// (replayAt: one replay from the nearest snapshot per jump, one apply per step forward) and puts that view in the
// store, which the map and panels then draw instead of the live game while every action is refused; Escape, the
// bar's ×, or the toolbar's Replay again return to the game. Works on whatever game is open, an opponent's file too.

import type { ReplayMark, Snapshot } from '../../schemas/host-api.js';
import { ReplayBar, REPLAY_SPEEDS } from '../panels/replaybar.js';
import type { Store } from './store.js';

/** Milliseconds between two entries at 1× (play). */
const ENTRY_MS = 1000;

/** The replay bar's controller. */
export class ReplayController {
  readonly bar: ReplayBar;
  private marks: ReplayMark[] = [];
  private playing = false;
  private speed = 1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The entry a jump was last asked for, not yet fetched: stepping fast asks only for where it ends. */
  private wanted: number | null = null;
  /** The entry last asked for (fetched or not): where a step counts from. */
  private target: number | null = null;
  private fetching: Promise<void> | null = null;
  /** The log length and module of the game the replay was opened on: another game or a new entry closes it. */
  private opened: { length: number; moduleId: string } | null = null;

  constructor(
    private store: Store,
    phaseName: (id: string) => string,
  ) {
    this.bar = new ReplayBar(
      {
        jump: (seq) => void this.jump(seq),
        step: (d) => this.step(d),
        playPause: () => this.playPause(),
        speed: (x) => {
          this.speed = REPLAY_SPEEDS.includes(x as never) ? x : 1;
          this.draw();
        },
        close: () => this.close(),
      },
      phaseName,
    );
  }

  /** Whether a replayed position is shown. */
  get active(): boolean {
    return this.opened !== null;
  }

  /** The entry shown (-1: the set-up), or null when not replaying. */
  get seq(): number | null {
    return this.store.replay?.seq ?? null;
  }

  /** Open the bar at entry `seq` (default: the last entry, the game as it is), or close it when open. */
  async toggle(seq?: number): Promise<void> {
    if (this.active) return this.close();
    const snap = this.store.snapshot;
    if (!snap?.doc) return;
    this.opened = { length: snap.log.length, moduleId: snap.doc.moduleId };
    this.marks = (await this.store.call((h) => h.replayTurns({}))) ?? [];
    await this.jump(seq ?? snap.log.length - 1);
  }

  /** Back to the live game. */
  close(): void {
    this.pause();
    this.opened = null;
    this.wanted = this.target = null;
    this.bar.hide();
    if (this.store.replay) this.store.setReplay(null);
  }

  /** Show the game after entry `seq` (clamped to the log). Fast requests collapse into the last one. */
  async jump(seq: number): Promise<void> {
    if (!this.opened) return;
    this.wanted = this.target = Math.max(-1, Math.min(this.opened.length - 1, Math.round(seq)));
    this.fetching ??= this.fetch();
    await this.fetching;
  }

  /** Fetches the wanted entries until none is left; `fetching` is cleared in the same step as the last check. */
  private async fetch(): Promise<void> {
    await Promise.resolve(); // `fetching` is set before this can end
    try {
      while (this.wanted !== null && this.opened) {
        const seq = this.wanted;
        this.wanted = null;
        const point = await this.store.call((h) => h.replayAt({ seq }));
        if (!point) {
          this.target = this.seq;
          return this.pause(); // the host said why (alert); the map stays where it was
        }
        if (this.wanted === null && this.opened) {
          this.store.setReplay(point);
          this.draw();
        }
      }
    } finally {
      this.fetching = null;
    }
  }

  /** One entry forward (1) or back (-1). */
  step(delta: number): void {
    const at = this.target ?? this.seq;
    if (at !== null) void this.jump(at + delta);
  }

  /** Start playing from here (from the set-up when at the end), or pause. */
  playPause(): void {
    if (!this.opened) return;
    if (this.playing) return this.pause();
    this.playing = true;
    if ((this.seq ?? -1) >= this.opened.length - 1) void this.jump(-1).then(() => this.tick());
    else this.tick();
    this.draw();
  }

  private pause(): void {
    this.playing = false;
    clearTimeout(this.timer);
    this.draw();
  }

  /** While playing: the next entry after the speed's interval; at the end, pause. */
  private tick(): void {
    clearTimeout(this.timer);
    if (!this.playing) return;
    this.timer = setTimeout(async () => {
      if (!this.playing || !this.opened) return;
      if ((this.seq ?? -1) >= this.opened.length - 1) return this.pause();
      await this.jump((this.seq ?? -1) + 1);
      this.tick();
    }, ENTRY_MS / this.speed);
  }

  private draw(): void {
    const p = this.store.replay;
    if (!p || !this.opened) return;
    this.bar.show({ ...p, marks: this.marks, playing: this.playing, speed: this.speed });
  }

  /** A new snapshot: another game, or a changed log (a file came in), ends the replay; a save does not. */
  sync(snap: Snapshot | null): void {
    if (!this.opened) return;
    if (!snap?.doc || snap.doc.moduleId !== this.opened.moduleId || snap.log.length !== this.opened.length)
      this.close();
  }

  /** The bar's keys: arrows step, Space plays or pauses, Home and End jump. True when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (!this.opened || e.ctrlKey || e.metaKey || e.altKey) return false;
    const onButton = (e.target as HTMLElement | null)?.tagName === 'BUTTON';
    switch (e.key) {
      case 'ArrowLeft':
        this.step(-1);
        return true;
      case 'ArrowRight':
        this.step(1);
        return true;
      case 'Home':
        void this.jump(-1);
        return true;
      case 'End':
        void this.jump(this.opened.length - 1);
        return true;
      case ' ':
        if (onButton) return false; // the focused button's own Space
        this.playPause();
        return true;
      default:
        return false;
    }
  }
}
