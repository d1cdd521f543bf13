// Whether crash recovery works: why the recovery journal could not be written, as a code per cause and its
// sentence, for the page to show while it lasts (DocInfo.recovery; the page words it in its language by code).
// A failure is read from the error's errno code: a full disk, a folder gone, a read-only folder, a game too long
// for one file, or anything else (its code in the sentence).

/** The causes the page has words for. */
export type RecoveryProblem = 'full' | 'gone' | 'read-only' | 'too-large' | 'failed';

/** Crash recovery is off: why, in a code and an English sentence. */
export interface RecoveryHealth {
  code: RecoveryProblem;
  message: string;
}

/** The journal would hold a game that could not be opened again (over MAX_SAVE_BYTES): it keeps the last that fit. */
export class JournalTooLarge extends Error {
  readonly code = 'too-large';
}

/** The sentence of each cause (the English the host sends; the page has its own words for every code). */
const SENTENCES: Record<RecoveryProblem, string> = {
  full: 'Crash recovery is off: the data folder is full. Free some space: Sandtable tries again at every move.',
  gone:
    'Crash recovery is off: the data folder is gone (removed, or its drive disconnected). ' +
    'Sandtable tries again at every move.',
  'read-only':
    'Crash recovery is off: the data folder is read-only. Allow writing to it: Sandtable tries again at every move.',
  'too-large':
    'Crash recovery is off: the game is too long for one file, so the recovery journal keeps its last moment ' +
    'that fit. Undo to bring it under the limit.',
  failed: 'Crash recovery is off: the recovery journal cannot be written. Sandtable tries again at every move.',
};

/** The errno codes of each cause (EDQUOT: a disk quota used up is a full disk for this user). */
const CAUSES: Record<string, RecoveryProblem> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  ENOENT: 'gone',
  ENOTDIR: 'gone',
  EEXIST: 'gone',
  EROFS: 'read-only',
  EACCES: 'read-only',
  EPERM: 'read-only',
};

/** The health a write's failure leaves recovery in. */
export function healthOf(error: unknown): RecoveryHealth {
  if (error instanceof JournalTooLarge) return { code: 'too-large', message: SENTENCES['too-large'] };
  const errno = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const code = CAUSES[errno] ?? 'failed';
  if (code !== 'failed') return { code, message: SENTENCES[code] };
  const why = errno || (error instanceof Error ? error.message : String(error));
  return { code, message: `${SENTENCES.failed} (${why})` };
}
