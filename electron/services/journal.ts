// The recovery journal's format (JSON Lines), without any file access. Line 1, the header, is the game as a
// save file (setup, module id/version/hash, the log at that moment, no snapshots), where it is saved, and
// whether it had unsaved changes; it is written whole, atomically, when a game starts, opens, is saved or is
// restored. Every later change is one appended line: an entry appended to the log (an action or a redo), or a
// cut of the log back to a length (an undo). So an action costs one short append, not a rewrite of the game.
// A process killed mid-append leaves a torn last line (no newline after it): it is ignored on restore.

import type { LogEntry } from '../../engine/core/types.js';
import { GENESIS_HASH } from '../../engine/core/log.js';
import type { SaveFile } from '../../schemas/save.js';

/** The header's `kind`: what tells a journal from any other file. */
export const JOURNAL_KIND = 'sandtable-recovery-journal';

/** Line 1 of a journal. */
export interface JournalHeader {
  kind: typeof JOURNAL_KIND;
  format: 1;
  session: string;
  /** The path the game was loaded from / saved to (main only), or null. */
  path: string | null;
  savedAt: string;
  /** Whether the game had unsaved changes when the header was written (a new or restored game). */
  dirty: boolean;
  /** The game then, as a save file without snapshots (checked again by parseSaveFile on restore, like any file). */
  save: SaveFile;
}

/** A change after the header: an entry appended to the log, or the log cut back to `length` entries. */
export type JournalLine = { op: 'entry'; at: string; entry: LogEntry } | { op: 'cut'; at: string; length: number };

/** A journal read back: the game as it stood after the last complete line that applies. */
export interface ReadJournal {
  header: JournalHeader;
  /** The header's log with every applied change. */
  log: LogEntry[];
  /** When the last applied change (or the header) was written. */
  savedAt: string;
  /** How many change lines were applied. */
  changes: number;
  /** Whether the file ended in a partial line (a write cut short by a killed process); it was ignored. */
  torn: boolean;
  /** Why a complete line, and every line after it, was not applied (damage); absent when all applied. */
  problem?: string;
}

/** The header as a line of text. */
export function headerText(header: JournalHeader): string {
  return JSON.stringify(header) + '\n';
}

/**
 * The header of a journal of `file` as it stands now, as text, and the game's size as a save file (a save file
 * puts each entry on a line of its own: one byte more per entry than the header's compact log).
 */
export function journalHeader(
  session: string,
  path: string | null,
  dirty: boolean,
  file: SaveFile,
): { text: string; bytes: number } {
  const save = { ...file, snapshots: [] };
  const header: JournalHeader = {
    kind: JOURNAL_KIND,
    format: 1,
    session,
    path,
    savedAt: new Date().toISOString(),
    dirty,
    save,
  };
  const text = headerText(header);
  return { text, bytes: Buffer.byteLength(text, 'utf8') + file.log.length };
}

/** An entry's bytes in a save file: its compact JSON, the comma and the line break after it. */
export function entryBytes(entry: LogEntry): number {
  return Buffer.byteLength(JSON.stringify(entry), 'utf8') + 2;
}

/** Change lines as text, each ending in a newline (a line without one was cut short). */
export function linesText(lines: readonly JournalLine[]): string {
  let text = '';
  for (const l of lines) text += JSON.stringify(l) + '\n';
  return text;
}

/**
 * The lines that turn the journaled log (given by its entries' hashes) into `log`: a cut back to the longest
 * common prefix when the log lost entries (undo, or undo then a new action), then the new entries. The hash
 * chain makes a prefix check one comparison: equal hashes at a position mean equal logs up to it.
 */
export function changeLines(journaled: readonly string[], log: readonly LogEntry[], at: string): JournalLine[] {
  let k = Math.min(journaled.length, log.length);
  while (k > 0 && journaled[k - 1] !== log[k - 1].hash) k--;
  const lines: JournalLine[] = [];
  if (k < journaled.length) lines.push({ op: 'cut', at, length: k });
  for (let i = k; i < log.length; i++) lines.push({ op: 'entry', at, entry: log[i] });
  return lines;
}

function isHeader(v: unknown): v is JournalHeader {
  const h = v as Partial<JournalHeader> | null;
  return (
    h !== null &&
    typeof h === 'object' &&
    h.kind === JOURNAL_KIND &&
    h.save !== null &&
    typeof h.save === 'object' &&
    Array.isArray(h.save.log) &&
    typeof h.savedAt === 'string' &&
    (h.path === null || typeof h.path === 'string')
  );
}

/** Why a line cannot be applied to `log`, or null after applying it (log is changed in place). */
function applyLine(log: LogEntry[], line: unknown, genesis: string): string | null {
  const l = line as Partial<{ op: string; at: string; entry: LogEntry; length: number }> | null;
  if (l === null || typeof l !== 'object' || typeof l.at !== 'string') return 'it is not a journal line';
  if (l.op === 'cut') {
    if (!Number.isInteger(l.length) || l.length! < 0 || l.length! > log.length)
      return `it cuts the log to ${String(l.length)} entries, but it has ${log.length}`;
    log.length = l.length!;
    return null;
  }
  if (l.op === 'entry') {
    const e = l.entry;
    if (e === null || typeof e !== 'object' || e.seq !== log.length) return `its entry is not entry ${log.length}`;
    // The full check (each hash, the whole chain) is parseSaveFile's on restore; this keeps a stray line out.
    const prev = log.length > 0 ? log[log.length - 1].hash : genesis;
    if (e.prevHash !== prev) return `its entry ${e.seq} does not follow entry ${log.length - 1}`;
    log.push(e);
    return null;
  }
  return `it has an unknown op "${String(l.op)}"`;
}

/**
 * Reads a journal's text: the header, then each complete line in order. A torn last line is ignored; the
 * first complete line that does not parse or apply stops the reading (everything before it is kept and
 * `problem` says why). Null when there is no valid header (the file is not a journal, or is damaged).
 */
export function readJournal(text: string): ReadJournal | null {
  const parts = text.split('\n');
  const tail = parts.pop() ?? '';
  const torn = tail !== '';
  if (parts.length === 0) return null;
  let header: unknown;
  try {
    header = JSON.parse(parts[0]);
  } catch {
    return null;
  }
  if (!isHeader(header)) return null;
  const log = [...header.save.log];
  let savedAt = header.savedAt;
  let changes = 0;
  let problem: string | undefined;
  for (let i = 1; i < parts.length; i++) {
    let line: unknown;
    let why: string | null;
    try {
      line = JSON.parse(parts[i]);
      why = applyLine(log, line, header.save.genesis ?? GENESIS_HASH);
    } catch {
      why = 'it is not valid JSON';
    }
    if (why !== null) {
      problem = `Line ${i + 1} of the recovery journal was not applied (${why}); ${parts.length - i} line(s) from there were left out.`;
      break;
    }
    savedAt = (line as JournalLine).at;
    changes++;
  }
  const out: ReadJournal = { header, log, savedAt, changes, torn };
  if (problem) out.problem = problem;
  return out;
}
