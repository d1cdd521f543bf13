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
  /** The last log entry announced (-1: none yet), and the game it was of. */
  private seen = -1;
  private game: string | null = null;
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
   * A new snapshot: its log entries after the last announced (none for a game just opened: its whole past is in
   * the log panel), then the prompt when its words changed. `game`: the document's id (another game starts over).
   */
  update(game: string | null, log: readonly LogLine[], text: (line: LogLine) => string, prompt: string): void {
    const last = log.length > 0 ? log[log.length - 1]!.seq : -1;
    // No log (the curtain is up, or a game not begun) keeps what was said; a shorter one (undo) starts over.
    if (game !== this.game || (log.length > 0 && last < this.seen)) {
      this.game = game;
      this.seen = last;
    }
    for (const line of log) {
      if (line.seq <= this.seen) continue;
      this.say(text(line));
    }
    this.seen = Math.max(this.seen, last);
    if (prompt !== this.prompt) {
      this.prompt = prompt;
      this.say(prompt);
    }
  }
}
