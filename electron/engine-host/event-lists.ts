// The events each log entry produced, as the host holds them: JSON text, parsed only where the host itself reads
// an entry's events (the undo barrier, the replay bar's turn marks, a line that names a piece hidden from the
// side that reads it). The log panel's lines go on to the page as that same text (Snapshot.logEvents), so a long
// game's open parses its events once, on the page, instead of on the host and again on the page. An opened game's
// lists come from the worker as one text, a JSON array with one entry's list per line ("[\n" + lists joined with
// ",\n" + "\n]": JSON.stringify writes no line break of its own), kept whole until an entry is asked for.

import type { GameEvent } from '../../engine/core/types.js';

/** The line-per-entry JSON text of `lists` (what the worker sends, EventLists.fromText reads). */
export function listsText(lists: readonly (readonly GameEvent[])[]): string {
  return lists.length === 0 ? '[]' : `[\n${lists.map((l) => JSON.stringify(l)).join(',\n')}\n]`;
}

/** Each log entry's events, in log order, as JSON text. */
export class EventLists {
  /** The text the lists of the first `baseCount` entries came in (listsText), and where each line starts. */
  private base = '[]';
  private baseCount = 0;
  private starts: number[] | null = null;
  /** The lists of the entries after those, each its own text. */
  private more: string[] = [];

  /** Lists given as objects (a new game's first entries, the in-process engine's replay). */
  static of(lists: readonly (readonly GameEvent[])[]): EventLists {
    const out = new EventLists();
    for (const l of lists) out.push(l);
    return out;
  }

  /** Lists that came as listsText for `count` entries; a text of another shape is refused. */
  static fromText(text: string, count: number): EventLists {
    const ok = count === 0 ? text === '[]' : text.startsWith('[\n') && text.endsWith('\n]');
    if (!ok) throw new Error('The engine sent the events of its replay in an unknown form');
    const out = new EventLists();
    out.base = text;
    out.baseCount = count;
    return out;
  }

  /** How many entries' lists are held. */
  get length(): number {
    return this.baseCount + this.more.length;
  }

  /** Where each of the base's lines starts (found once, on the first entry asked for). */
  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts: number[] = [];
    let at = 2;
    for (let i = 0; i < this.baseCount; i++) {
      starts.push(at);
      const end = this.base.indexOf('\n', at);
      if (end < 0) throw new Error('The engine sent fewer event lists than entries');
      at = end + 1;
    }
    // The last line's break is the one before the closing bracket.
    if (at !== this.base.length - 1) throw new Error('The engine sent more event lists than entries');
    this.starts = starts;
    return starts;
  }

  /** Entry `i`'s list as JSON text. */
  text(i: number): string {
    if (!Number.isInteger(i) || i < 0 || i >= this.length) throw new RangeError(`No events for entry ${i}`);
    if (i >= this.baseCount) return this.more[i - this.baseCount]!;
    // The last line (the undo barrier reads it on every snapshot) is found from the end, without finding the others.
    if (i === this.baseCount - 1 && !this.starts)
      return this.base.slice(this.base.lastIndexOf('\n', this.base.length - 3) + 1, this.base.length - 2);
    const starts = this.lineStarts();
    // A line ends with ",\n", the last one with "\n]".
    const end = i + 1 < this.baseCount ? starts[i + 1]! - 2 : this.base.length - 2;
    return this.base.slice(starts[i]!, end);
  }

  /** Entry `i`'s list, parsed (a new array each time). */
  list(i: number): GameEvent[] {
    return JSON.parse(this.text(i)) as GameEvent[];
  }

  /** The lists of entries `from` to the last, parsed. */
  listsFrom(from = 0): GameEvent[][] {
    return JSON.parse(this.textFrom(from)) as GameEvent[][];
  }

  /** The lists of entries `from` to the last as one JSON array text; the base whole when it is all of it. */
  textFrom(from: number): string {
    if (from === 0 && this.more.length === 0) return this.base;
    const parts: string[] = [];
    // The base's lines from `from` on are one slice (its ",\n" separators are JSON's own).
    if (from < this.baseCount) parts.push(this.base.slice(this.lineStarts()[from]!, this.base.length - 2));
    for (let i = Math.max(0, from - this.baseCount); i < this.more.length; i++) parts.push(this.more[i]!);
    return `[${parts.join(',')}]`;
  }

  /** A copy that changes apart from this one (the base text is shared: it is never changed in place). */
  clone(): EventLists {
    const out = new EventLists();
    out.base = this.base;
    out.baseCount = this.baseCount;
    out.starts = this.starts;
    out.more = [...this.more];
    return out;
  }

  /** Adds the next entry's list. */
  push(list: readonly GameEvent[]): void {
    this.more.push(JSON.stringify(list));
  }

  /** Keeps the first `n` entries' lists only. */
  truncate(n: number): void {
    if (n >= this.length) return;
    if (n >= this.baseCount) {
      this.more.length = n - this.baseCount;
      return;
    }
    // Cut inside the base: its kept lines become texts of their own.
    const kept: string[] = [];
    for (let i = 0; i < n; i++) kept.push(this.text(i));
    this.base = '[]';
    this.baseCount = 0;
    this.starts = null;
    this.more = kept;
  }
}
