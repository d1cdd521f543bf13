// The log panel: every action of the game in readable text, with its dice and any rule violations; only the
// rows in view are drawn, so a game of 10,000 actions costs no more to show than one of 100.

import type { LogLine, UndoBarrier } from '../../schemas/host-api.js';
import { currentLanguage, t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { formatLogLine, lastRolls, rollsText, type LogNamers, type PieceNamer, type PlaceNamer } from './logtext.js';
import { RowHeights } from './row-heights.js';
import { reasonText } from './reasontext.js';

/** Rows drawn above and below the visible ones, so a short scroll shows no gap before the next draw. */
const OVERSCAN_ROWS = 8;
/** The viewport assumed while the panel is not laid out (hidden): about 30 rows are drawn. */
const UNLAID_VIEWPORT_PX = 600;

/**
 * Makes `rows` the children of `list`, in order, leaving in place the rows already there: an entry added to a
 * long log takes out the top row and adds one at the end, where putting every row back lays them all out again.
 */
function placeRows(list: HTMLElement, rows: readonly HTMLElement[]): void {
  const wanted = new Set<Element>(rows);
  for (const child of [...list.children]) if (!wanted.has(child)) child.remove();
  for (let i = 0; i < rows.length; i++) {
    const here = list.children[i] ?? null;
    if (here !== rows[i]) list.insertBefore(rows[i]!, here);
  }
}

/**
 * The log panel element. The list is virtualised: only the rows in view (and a few either side) are in the DOM,
 * each an `<li data-seq data-verb>`; the list's top and bottom padding stand in for the rows above and below.
 */
export class LogPanel {
  readonly list = el('ol', { class: 'log-list', 'aria-label': t('log.title'), 'data-testid': 'log' });
  /** "Add note": opens the note dialog (the app sets what it does). */
  readonly noteButton = el('button', {
    type: 'button',
    class: 'small',
    'data-cmd': 'note',
    text: t('log.addNote'),
    disabled: true,
  });
  readonly element = el(
    'section',
    { class: 'panel log', role: 'log', 'aria-label': t('log.title') },
    el('div', { class: 'panel-head' }, el('h2', { text: t('log.title') }), this.noteButton),
    this.list,
  );
  private lines: readonly LogLine[] = [];
  private namers: { name: PieceNamer; place?: PlaceNamer; names?: LogNamers } = { name: (id) => id };
  private readonly heights = new RowHeights();
  /** The range drawn and the update it was drawn for, so a scroll that shows the same rows changes nothing. */
  private drawn = { first: 0, last: -1, generation: -1 };
  private generation = 0;
  private atEnd = true;
  /**
   * The rows drawn last, by line, and what they were made for (the namers' module, the language): a row is made
   * again only for a new line or another context, so an action on a long game makes one row, not the forty in view.
   */
  private made = new Map<LogLine, HTMLElement>();
  private madeFor: readonly unknown[] = [];
  private frame = 0;
  private followEnd = false;

  constructor(onNote?: () => void) {
    if (onNote) this.noteButton.addEventListener('click', onNote);
    // Rows come and go as the list scrolls: the browser must not shift the scroll position to follow one.
    this.element.style.overflowAnchor = 'none';
    this.element.addEventListener('scroll', () => this.scheduleDraw(), { passive: true });
    // A panel that was showing the newest entry keeps showing it when it changes size.
    if (typeof ResizeObserver !== 'undefined')
      new ResizeObserver(() => this.scheduleDraw(this.atEnd)).observe(this.element);
  }

  /** "Ask to take back" in the row of a sent entry's undo barrier (games by e-mail), set before update(). */
  takeBack: { label: string; title: string; run: () => void } | null = null;

  /** The entry undo may not go past for the side shown (enforced and advisory modes), marked in its row. */
  private barrier: UndoBarrier | null = null;

  /**
   * Show the log (newest last); new entries scroll the list to its end. `barrier`: where undo stops. `context`:
   * what the namers' answers depend on besides the language (the module, whether a replayed position is shown):
   * rows made for another context are made again.
   */
  update(
    log: readonly LogLine[],
    name: PieceNamer,
    place?: PlaceNamer,
    names?: LogNamers,
    barrier?: UndoBarrier | null,
    context: readonly unknown[] = [],
  ): void {
    const madeFor = [currentLanguage(), ...context];
    if (madeFor.length !== this.madeFor.length || madeFor.some((x, i) => x !== this.madeFor[i])) {
      this.made.clear();
      this.madeFor = madeFor;
    }
    this.barrier = barrier ?? null;
    (this.element.querySelector('h2') as HTMLElement).textContent = t('log.title');
    this.element.setAttribute('aria-label', t('log.title'));
    this.list.setAttribute('aria-label', t('log.title'));
    this.noteButton.textContent = t('log.addNote');
    const before = this.lines;
    let same = 0;
    const common = Math.min(before.length, log.length);
    while (same < common && before[same] === log[same]) same++;
    const grew = log.length > before.length || (same < log.length && log.length > 0);
    this.lines = log;
    this.namers = { name, place, names };
    this.heights.reset(log.length, same);
    this.generation++;
    this.draw(this.current === null && (grew || this.atEnd));
  }

  /** The entry the replay bar shows, marked in its row (null: the live game). */
  private current: number | null = null;

  /** Mark entry `seq`'s row (the replayed position; -1, the set-up, marks none) and scroll it into view. */
  highlight(seq: number | null): void {
    if (seq === this.current) return;
    this.current = seq;
    this.generation++;
    if (seq === null) return this.draw(true);
    const index = this.lines[seq]?.seq === seq ? seq : this.lines.findIndex((l) => l.seq === seq);
    if (index >= 0) {
      // The row's estimated place first (it may not be drawn), then exactly once it is.
      const scroller = this.element;
      const top = scroller.getBoundingClientRect().top;
      const listTop = this.list.getBoundingClientRect().top - top + scroller.scrollTop;
      const viewport = scroller.clientHeight > 0 ? scroller.clientHeight : UNLAID_VIEWPORT_PX;
      scroller.scrollTop = listTop + this.heights.offset(index) - (viewport - this.heights.height(index)) / 2;
    }
    this.draw(false);
    this.list.querySelector(`li[data-seq="${seq}"]`)?.scrollIntoView({ block: 'nearest' });
  }

  /** Draws on the next frame (scrolling, resizing), at most once a frame; `toEnd` keeps the last entry in view. */
  private scheduleDraw(toEnd = false): void {
    this.followEnd ||= toEnd;
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      const follow = this.followEnd;
      this.frame = 0;
      this.followEnd = false;
      this.draw(follow);
    });
  }

  /** Draws the rows in view; `toEnd` scrolls to the last entry first. */
  private draw(toEnd: boolean): void {
    const scroller = this.element;
    if (this.lines.length === 0) {
      this.made = new Map(); // no row of an earlier log is kept (the curtain holds no line)
      clear(this.list);
      this.list.style.paddingTop = this.list.style.paddingBottom = '';
      this.list.append(el('li', { class: 'muted', text: t('log.empty') }));
      this.drawn = { first: 0, last: -1, generation: this.generation };
      this.atEnd = true;
      return;
    }
    const viewport = scroller.clientHeight > 0 ? scroller.clientHeight : UNLAID_VIEWPORT_PX;
    // Two passes at most: the second uses the heights the first measured.
    for (let pass = 0; pass < 2; pass++) {
      const listTop = this.list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      const range = toEnd
        ? this.heights.tail(viewport, OVERSCAN_ROWS)
        : this.heights.visible(scroller.scrollTop - listTop, viewport, OVERSCAN_ROWS);
      const changed = this.drawRows(range.first, range.last);
      if (toEnd) scroller.scrollTop = scroller.scrollHeight;
      if (!changed) break;
    }
    this.atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 4;
  }

  /** Puts rows first..last in the list and measures them; true when a measured height differed from the guess. */
  private drawRows(first: number, last: number): boolean {
    const same = this.drawn.first === first && this.drawn.last === last && this.drawn.generation === this.generation;
    if (!same) {
      const rows: HTMLElement[] = [];
      const made = new Map<LogLine, HTMLElement>();
      for (let i = first; i <= last; i++) rows.push(this.row(i, made));
      this.made = made; // only the rows drawn now are kept
      placeRows(this.list, rows);
      this.drawn = { first, last, generation: this.generation };
    }
    let changed = false;
    const items = this.list.children;
    for (let i = 0; i < items.length; i++) {
      const h = (items[i] as HTMLElement).getBoundingClientRect().height;
      if (h > 0 && this.heights.measure(first + i, h)) changed = true;
    }
    this.list.style.paddingTop = `${this.heights.offset(first)}px`;
    this.list.style.paddingBottom = `${this.heights.total() - this.heights.offset(last + 1)}px`;
    return changed;
  }

  /**
   * One entry as a list item: its text, then its events and violations. The row made for the same line last time
   * is taken again; a row marked as the replayed entry or the undo barrier is always made afresh and not kept
   * (`keep`: the rows that may be taken next time).
   */
  private row(index: number, keep: Map<LogLine, HTMLElement>): HTMLElement {
    const line = this.lines[index]!;
    const marked = this.current === line.seq || this.barrier?.seq === line.seq;
    const had = marked ? undefined : this.made.get(line);
    if (had && had.getAttribute('aria-posinset') === String(index + 1)) {
      had.setAttribute('aria-setsize', String(this.lines.length));
      keep.set(line, had);
      return had;
    }
    const { name, place, names } = this.namers;
    const f = formatLogLine(line, name, place, names);
    const li = el(
      'li',
      {
        'data-seq': line.seq,
        'data-verb': line.verb,
        'aria-posinset': index + 1,
        'aria-setsize': this.lines.length,
      },
      el('span', { text: f.text }),
    );
    for (const e of f.events) li.append(el('div', { class: 'event', text: e }));
    for (const v of f.violations) li.append(el('div', { class: 'violation', text: `⚠ ${v}` }));
    // The computer's reason for an entry it played, in the page's words.
    if (line.reason !== undefined) {
      const place = (id: string) => this.namers.place?.('space', id) ?? id;
      const why = reasonText(line.reason, { piece: name, space: place, ...(names?.card ? { card: names.card } : {}) });
      li.append(
        el('div', { class: 'reason', 'data-testid': 'bot-reason', text: t('opponent.reason', { reason: why }) }),
      );
    }
    if (!marked) keep.set(line, li);
    if (this.current === line.seq) {
      li.classList.add('replay-current');
      li.setAttribute('aria-current', 'step');
    }
    if (this.barrier && this.barrier.seq === line.seq) {
      li.classList.add('undo-barrier');
      const note = el('div', { class: 'barrier', 'data-testid': 'undo-barrier', text: barrierText(this.barrier) });
      const ask = this.takeBack;
      if (ask) {
        const b = el('button', { type: 'button', class: 'small', 'data-testid': 'take-back', text: ask.label });
        b.title = ask.title;
        b.addEventListener('click', ask.run);
        note.append(' ', b);
      }
      li.append(note);
    }
    return li;
  }
}

/** The dice panel: the latest roll from the log. */
export class DicePanel {
  readonly result = el('output', { class: 'dice-result', 'data-testid': 'dice-result', 'aria-live': 'polite' });
  readonly element = el(
    'section',
    { class: 'panel dice', 'aria-label': t('dice.title') },
    el('h2', { text: t('dice.title') }),
    this.result,
  );

  /** Show the latest entry's rolls: one roll alone, several (both sides' fire) each with who rolled it and why. */
  update(log: readonly LogLine[], side?: (id: string) => string, purpose?: (p: string) => string | null): void {
    (this.element.querySelector('h2') as HTMLElement).textContent = t('dice.title');
    const r = lastRolls(log);
    this.result.textContent = r ? rollsText(r.rolls, side, purpose) : t('dice.none');
    this.result.dataset.seq = r ? String(r.seq) : '';
    this.result.dataset.dice = r ? r.rolls.map((x) => x.dice.join(',')).join(';') : '';
  }
}

/** The alert region: host errors, with their message; dismissable. */
export class AlertRegion {
  readonly element = el('div', { role: 'alert', class: 'alert', 'data-testid': 'alert' });

  /** Show an error message. */
  show(message: string): void {
    clear(this.element);
    this.element.append(
      el('span', { text: message }),
      el('button', {
        type: 'button',
        class: 'icon',
        'aria-label': t('errors.dismiss'),
        text: '×',
        onclick: () => this.hide(),
      }),
    );
    this.element.classList.add('shown');
  }

  /** Clear the alert. */
  hide(): void {
    clear(this.element);
    this.element.classList.remove('shown');
  }
}

/** Why undo stops at an entry, in words: a die roll, the other side's action, a sent entry, a revealed secret. */
export function barrierText(b: UndoBarrier): string {
  const key = { roll: 'roll', 'other-side': 'otherSide', sent: 'sent', reveal: 'reveal' }[b.reason] ?? 'otherSide';
  return t(`log.barrier.${key}`);
}
