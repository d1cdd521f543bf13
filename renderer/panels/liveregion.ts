// The live region (issue 26 §4): a polite announcement, for screen readers, of every new entry of the log (what
// the opponent did, every die with what it was rolled for: the log's own words), of every new question the rules
// ask (the prompt bar's words), and of what the keyboard does on the map. Hidden from sight; tests read it too.

import type { LogLine } from '../../schemas/host-api.js';
import { t } from '../i18n/index.js';
import { el } from './dom.js';

/** How many announcements stay in the region (older ones are dropped). */
const KEPT = 6;

/** The region. */
export class LiveRegion {
  readonly element = el('div', {
    class: 'sr-only live-region',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'live-region',
  });
  /** The game it speaks of, the last entry of its log when it was opened, and the last entry said to each side. */
  private game: string | null = null;
  private opened = -1;
  private seen = new Map<string, number>();
  /** The last entry of the log last shown (a shorter one was taken back, or is another game). */
  private top = -1;
  private prompt = '';

  /** What was said, oldest first (the last KEPT). */
  readonly said: string[] = [];

  /** Say `text` (a new line of the region). */
  say(text: string): void {
    if (!text) return;
    this.element.setAttribute('aria-label', t('keys.live'));
    this.element.append(el('p', { text }));
    this.said.push(text);
    if (this.said.length > KEPT) {
      this.said.shift();
      this.element.firstElementChild?.remove();
    }
  }

  /**
   * A new snapshot of `side` (null: no view, the curtain is up): the entries of its log that side has not heard
   * yet (what the other side did since its last turn, the dice; none from before the game was opened here: its past
   * is in the log panel), then the prompt when its words changed. With no view the region is emptied: nothing of
   * the side that just played stays in the page. `game`: the document's id (another game starts over).
   */
  update(
    game: string | null,
    side: string | null,
    log: readonly LogLine[],
    text: (line: LogLine) => string,
    prompt: string,
  ): void {
    if (side === null) return this.clear();
    const last = log.length > 0 ? log[log.length - 1]!.seq : -1;
    // Another game, or a log shorter than one said (taken back, or a new game of the same name): from here on.
    if (game !== this.game || last < this.top) {
      this.game = game;
      this.opened = last;
      this.seen.clear();
    }
    this.top = last;
    for (const line of log) if (line.seq > (this.seen.get(side) ?? this.opened)) this.say(text(line));
    this.seen.set(side, last);
    if (prompt !== this.prompt) {
      this.prompt = prompt;
      this.say(prompt);
    }
  }

  /** Say nothing more and keep nothing said. */
  private clear(): void {
    this.said.length = 0;
    this.prompt = '';
    this.element.textContent = '';
  }
}
