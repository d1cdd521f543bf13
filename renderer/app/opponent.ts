// Playing against the computer on the page: whenever a snapshot says the computer's side is to act, the page asks
// the host to let it move (opponentMove: the bot thinks in the host's worker, never here), and shows "The computer
// is thinking…" with the seconds spent once it has thought half a second; when the host stopped asking the bot, it
// says so, the side now the player's to play by hand. Hint asks the host what the game's best bot would play for the
// player's own side and says it with its reason. The page holds only the player's side's view throughout.

import type { Action } from '../../engine/core/types.js';
import type { Snapshot } from '../../schemas/host-api.js';
import { t } from '../i18n/index.js';
import { el } from '../panels/dom.js';
import { Notice } from '../panels/notice.js';
import { type ReasonNames, reasonText } from '../panels/reasontext.js';
import type { Store } from './store.js';

/** How long the computer thinks before the page says so, in ms. */
export const THINKING_SHOWN_AFTER_MS = 500;

/** What the controller needs from the page. */
export interface OpponentHost {
  store: Store;
  sideName(id: string): string;
  /** Whether a replayed position is shown (the computer waits until the game is shown again). */
  replaying(): boolean;
  reasonNames(): ReasonNames;
  /** An action in the log's words. */
  describe(action: Action): string;
  /** Shows the piece an action moves (the hint's), when it has one on the map. */
  point(pieceId: string): void;
}

/** The controller of the computer opponent on the page. */
export class OpponentController {
  /** "The computer is thinking… 1.5 s": a live status, shown after half a second. */
  readonly thinking = el('div', {
    role: 'status',
    'aria-live': 'polite',
    class: 'thinking',
    'data-testid': 'opponent-thinking',
    hidden: true,
  });
  /** Where a hint and the computer stopping are said. */
  readonly notice = new Notice();
  private asking = false;
  /** The revision whose ask failed (a host error): not asked again until the game changes. */
  private failedAt: number | null = null;
  private stoppedShown: string | null = null;

  constructor(private host: OpponentHost) {}

  /** Whether the computer is thinking now (the page's own "Working…" then stays down). */
  get busy(): boolean {
    return this.asking;
  }

  /** After every snapshot: let the computer move when its side is to act; say when it stopped. */
  update(snap: Snapshot | null): void {
    const o = snap?.doc?.opponent;
    if (o?.stopped && o.stopped !== this.stoppedShown) {
      this.stoppedShown = o.stopped;
      this.notice.show(t('opponent.stopped', { side: this.host.sideName(o.side), detail: o.stopped }));
    }
    if (!o || o.stopped || !o.toAct || this.asking || this.host.replaying()) return;
    if (this.failedAt === snap?.doc?.revision) return;
    this.asking = true;
    // After the snapshot is drawn: the page answers the person before the computer's move comes back.
    setTimeout(() => void this.move(snap?.doc?.revision ?? null), 0);
  }

  private async move(revision: number | null): Promise<void> {
    const started = performance.now();
    const tick = () => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.thinking.replaceChildren(
        el('span', { class: 'spinner', 'aria-hidden': 'true' }),
        el('span', { text: t('opponent.thinking', { seconds }) }),
      );
    };
    let every: ReturnType<typeof setInterval> | undefined;
    const shown = setTimeout(() => {
      tick();
      this.thinking.hidden = false;
      every = setInterval(tick, 250);
    }, THINKING_SHOWN_AFTER_MS);
    try {
      const snap = await this.host.store.callSnapshot((h) => h.opponentMove({}));
      this.failedAt = snap ? null : revision;
    } finally {
      clearTimeout(shown);
      clearInterval(every);
      this.thinking.hidden = true;
      this.asking = false;
    }
    this.update(this.host.store.snapshot);
  }

  /** Hint: what the game's best bot would play for the player's own side, with its reason. */
  async hint(): Promise<void> {
    if (!this.host.store.snapshot?.view) return;
    this.notice.show(t('opponent.hintThinking'));
    const h = await this.host.store.call((api) => api.hint({}));
    if (h === undefined) return this.notice.hide();
    if (h === null) return this.notice.show(t('opponent.noHint'));
    const reason = reasonText(h.reason, this.host.reasonNames());
    this.notice.show(t('opponent.hintText', { action: this.host.describe(h.action), reason }));
    const piece = h.action.args.piece;
    if (typeof piece === 'string') this.host.point(piece);
  }
}
