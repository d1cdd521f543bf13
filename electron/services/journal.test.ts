import { describe, expect, it } from 'vitest';
import type { Action, LogEntry } from '../../engine/core/types.js';
import { makeEntry } from '../../engine/core/log.js';
import type { SaveFile } from '../../schemas/save.js';
import { changeLines, headerText, JOURNAL_KIND, linesText, readJournal, type JournalHeader } from './journal.js';

const note = (text: string): Action => ({ side: 'red', verb: 'note', args: { text } });

/** A log of notes, each chained to the one before (`from` continues an existing log). */
function chain(texts: string[], from: LogEntry[] = []): LogEntry[] {
  const log = [...from];
  for (const t of texts) log.push(makeEntry(log[log.length - 1] ?? null, note(t)));
  return log;
}

function header(log: LogEntry[], dirty = true): JournalHeader {
  const save: SaveFile = {
    formatVersion: 2,
    app: { name: 'sandtable', version: '0.1.0' },
    module: { id: 'test', version: '1.0.0', contentHash: 'a'.repeat(64) },
    setup: { scenarioId: 'meeting', seed: 's', mode: 'honor', options: {} },
    log,
    snapshots: [],
  };
  return {
    kind: JOURNAL_KIND,
    format: 1,
    session: 's1',
    path: '/games/g.sandtable',
    savedAt: '2026-11-22T03:00:00.000Z',
    dirty,
    save,
  };
}

/** Journals a sequence of logs the way the store does: header for the first, then the change lines of each next. */
function journalOf(logs: LogEntry[][], dirty = true): string {
  let text = headerText(header(logs[0], dirty));
  let held = logs[0].map((e) => e.hash);
  logs.slice(1).forEach((log, i) => {
    text += linesText(changeLines(held, log, `2026-11-22T03:00:0${i + 1}.000Z`));
    held = log.map((e) => e.hash);
  });
  return text;
}

const hashes = (log: LogEntry[]) => log.map((e) => e.hash);

describe('recovery journal: change lines', () => {
  it('an action appends one entry line, undo is a cut, a redo appends the same entry again', () => {
    const a = chain(['a', 'b']);
    const b = chain(['c'], a);
    expect(changeLines(hashes(a), b, 't')).toEqual([{ op: 'entry', at: 't', entry: b[2] }]);
    expect(changeLines(hashes(b), a, 't')).toEqual([{ op: 'cut', at: 't', length: 2 }]);
    expect(changeLines(hashes(a), a, 't')).toEqual([]);
  });

  it('undo then a new action: a cut back to the common part, then the new entry', () => {
    const base = chain(['a', 'b', 'c']);
    const other = chain(['x'], base.slice(0, 2)); // undo c, then note x
    expect(changeLines(hashes(base), other, 't')).toEqual([
      { op: 'cut', at: 't', length: 2 },
      { op: 'entry', at: 't', entry: other[2] },
    ]);
  });
});

describe('recovery journal: reading back', () => {
  it('folds the header and every line into the log as it stood', () => {
    const a = chain(['a', 'b']);
    const b = chain(['c', 'd'], a);
    const undone = b.slice(0, 3);
    const branched = chain(['x', 'y'], undone.slice(0, 2));
    const r = readJournal(journalOf([a, b, undone, branched]));
    expect(r).not.toBeNull();
    expect(hashes(r!.log)).toEqual(hashes(branched));
    expect(r!.changes).toBe(2 + 1 + 3); // c, d; cut; cut, x, y
    expect(r!.torn).toBe(false);
    expect(r!.problem).toBeUndefined();
    expect(r!.savedAt).toBe('2026-11-22T03:00:03.000Z');
    expect(r!.header.path).toBe('/games/g.sandtable');
  });

  it('a torn last line (the process killed mid-write) is ignored and everything before it is kept', () => {
    const a = chain(['a']);
    const b = chain(['b'], a);
    const c = chain(['c'], b);
    const whole = journalOf([a, b, c]);
    const lastLine = whole.slice(whole.lastIndexOf('\n', whole.length - 2) + 1);
    for (const cut of [1, Math.floor(lastLine.length / 2), lastLine.length - 1]) {
      const torn = whole.slice(0, whole.length - lastLine.length + cut);
      const r = readJournal(torn)!;
      expect(r.torn).toBe(true);
      expect(r.problem).toBeUndefined();
      expect(hashes(r.log)).toEqual(hashes(b));
    }
    // The complete file keeps the last line.
    expect(hashes(readJournal(whole)!.log)).toEqual(hashes(c));
  });

  it('a damaged complete line stops the reading there: what came before is kept, and it says so', () => {
    const a = chain(['a']);
    const b = chain(['b'], a);
    const c = chain(['c'], b);
    const lines = journalOf([a, b, c]).split('\n');
    lines[2] = lines[2].replace('"op":"entry"', '"op":"entry"}'); // not JSON any more
    const r = readJournal(lines.join('\n'))!;
    expect(hashes(r.log)).toEqual(hashes(b));
    expect(r.problem).toMatch(/Line 3 .*not valid JSON/);
  });

  it('refuses lines that do not fit the log: a stray entry, an impossible cut', () => {
    const a = chain(['a', 'b']);
    const foreign = chain(['zzz']); // entry 0 of another log
    const stray = headerText(header(a)) + linesText([{ op: 'entry', at: 't', entry: foreign[0] }]);
    expect(readJournal(stray)).toMatchObject({ changes: 0, problem: expect.stringMatching(/not entry 2/) });
    const relinked = { ...chain(['c'], a)[2], prevHash: 'f'.repeat(64) };
    expect(
      readJournal(headerText(header(a)) + linesText([{ op: 'entry', at: 't', entry: relinked }]))!.problem,
    ).toMatch(/does not follow entry 1/);
    expect(readJournal(headerText(header(a)) + linesText([{ op: 'cut', at: 't', length: 5 }]))!.problem).toMatch(
      /cuts the log to 5/,
    );
    expect(hashes(readJournal(stray)!.log)).toEqual(hashes(a));
  });

  it('no valid header: not a journal', () => {
    expect(readJournal('')).toBeNull();
    expect(readJournal('{"kind": "sandtable-rec')).toBeNull();
    expect(readJournal('{"kind":"something-else"}\n')).toBeNull();
    const h = headerText(header(chain(['a'])));
    expect(readJournal(h.slice(0, -5))).toBeNull(); // a header is written whole (atomically) or not at all
  });
});
