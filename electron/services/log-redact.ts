// The log as one side may read it: a piece that side cannot see now (fog of war: under the top of an enemy stack,
// in the enemy's dead pile; later, cards in a hand) is never named in the log lines it receives. Its id is
// replaced, in the entry's args and in its events, by "hidden:<side>" (whose unit it is), which the page words
// as "an Axis unit". The rule is the game's own view: whatever the view leaves out, the log leaves out too.

import type { GameState, JsonValue, View } from '../../engine/core/types.js';
import type { LogLine } from '../../schemas/host-api.js';

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

/** The lines with every hidden piece's id replaced (lines that name none are returned as they are). */
export function redactLines(lines: readonly LogLine[], hidden: ReadonlyMap<string, string>): LogLine[] {
  if (hidden.size === 0) return [...lines];
  return lines.map((line) => {
    const text = JSON.stringify(line);
    let names = false;
    for (const id of hidden.keys()) {
      if (text.includes(`"${id}"`)) {
        names = true;
        break;
      }
    }
    return names ? (redactValue(line as unknown as JsonValue, hidden) as unknown as LogLine) : line;
  });
}
