// When a game's last result (a combat, a fire) stands over the map: just after it was made, and while the answers
// that follow it (losses, a retreat, the advance) are given, until its panel is closed.

import type { LogLine } from '../../schemas/host-api.js';

/** The last result `rec` of the log if it is to be shown now: the log's last entry is it or one of the verbs `after`
 *  it, and it is not the one closed (`closed`: that one's log entry); else null. */
export function resultShown<R extends { seq: number }>(
  log: readonly Pick<LogLine, 'seq' | 'verb'>[],
  rec: R | null,
  after: ReadonlySet<string>,
  closed: number,
): R | null {
  const last = log[log.length - 1];
  if (!rec || !last || rec.seq === closed) return null;
  return last.seq === rec.seq || after.has(last.verb) ? rec : null;
}
