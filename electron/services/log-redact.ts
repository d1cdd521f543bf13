// The log as one side may read it: a piece that side cannot see now (fog of war: under the top of an enemy stack,
// in the enemy's dead pile; later, cards in a hand) is never named in the log lines it receives. Its id is
// replaced, in the entry's args and in its events, by "hidden:<side>" (whose unit it is), which the page words
// as "an Axis unit". The rule is the game's own view: whatever the view leaves out, the log leaves out too.

import type { GameState, JsonValue, View } from '../../engine/core/types.js';
import type { SentLogLine } from '../../schemas/host-api.js';
import type { EventLists } from '../engine-host/event-lists.js';

/** The pieces of the game that `view` leaves out, with the side each belongs to. */
export function hiddenPieces(state: GameState, view: View): Map<string, string> {
  const seen = new Set(view.state.pieces.map((p) => p.id));
  const out = new Map<string, string>();
  for (const p of state.pieces) if (!seen.has(p.id)) out.set(p.id, p.side);
  return out;
}

/** The placeholder for a hidden piece of `side`. */
export function hiddenName(side: string): string {
  return `hidden:${side}`;
}

function redactValue(v: JsonValue, hidden: ReadonlyMap<string, string>): JsonValue {
  if (typeof v === 'string') {
    const side = hidden.get(v);
    return side === undefined ? v : hiddenName(side);
  }
  if (Array.isArray(v)) return v.map((x) => redactValue(x, hidden));
  if (v !== null && typeof v === 'object') {
    const out: { [k: string]: JsonValue } = {};
    for (const [k, x] of Object.entries(v)) out[k] = redactValue(x, hidden);
    return out;
  }
  return v;
}

/** Whether a JSON text holds a string equal to one of the hidden pieces' ids (as a value or a key). */
function namesHidden(text: string, hidden: ReadonlyMap<string, string>): boolean {
  for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    const s = m[1]!.includes('\\') ? (JSON.parse(m[0]) as string) : m[1]!;
    if (hidden.has(s)) return true;
  }
  return false;
}

/** Lines the host sends and their events as one JSON array text (SentSnapshot's log and logEvents). */
export interface SentLog {
  log: SentLogLine[];
  logEvents: string;
}

/**
 * The lines from entry `from` on (`lines`, their events in `events`) with every hidden piece's id replaced. Only a
 * line that names a hidden piece is parsed and written again; with nothing hidden the events go as they are held.
 */
export function redactLog(
  lines: readonly SentLogLine[],
  events: EventLists,
  from: number,
  hidden: ReadonlyMap<string, string>,
): SentLog {
  if (hidden.size === 0) return { log: [...lines], logEvents: events.textFrom(from) };
  const texts: string[] = [];
  const log = lines.map((line, j) => {
    const text = events.text(from + j);
    texts.push(namesHidden(text, hidden) ? JSON.stringify(redactValue(JSON.parse(text) as JsonValue, hidden)) : text);
    return namesHidden(JSON.stringify(line), hidden)
      ? (redactValue(line as unknown as JsonValue, hidden) as unknown as SentLogLine)
      : line;
  });
  return { log, logEvents: `[${texts.join(',')}]` };
}
