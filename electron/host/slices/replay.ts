// The replay bar (issue 8, "Replay"): the game as it stood after any log entry, seen by the side this screen
// shows, and where each turn and phase begins. A jump costs at most one engine replay from the document's nearest
// snapshot (GameDocument.stateAt); the view comes from the engine, so a replayed position withholds exactly what
// play withheld (fog of war), and the dice generator never leaves main.

import { Type } from 'typebox';
import type { GameEvent } from '../../../engine/core/types.js';
import type { HostResult, LogLine, ReplayMark, ReplayPoint } from '../../../schemas/host-api.js';
import { hostFailure, messageOf } from '../../host-result.js';
import type { GameDocument } from '../../services/document.js';
import { operation } from '../operation.js';

/** The turn and phase an entry's events leave the game in (the last 'turn' event), or null when unchanged. */
function phaseAfter(events: readonly GameEvent[]): { turn: number; phase: string } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'turn' && typeof e.turn === 'number' && typeof e.phase === 'string')
      return { turn: e.turn, phase: e.phase };
  }
  return null;
}

/**
 * Where each turn and phase begins: the set-up's turn and phase at seq -1, then every entry after which they
 * changed. Read from the 'turn' events the rules emit on entering a phase (each game's flow.ts, the table's
 * verbs), which the document already holds: no engine call.
 */
export function turnMarks(start: { turn: number; phase: string }, lines: readonly LogLine[]): ReplayMark[] {
  const marks: ReplayMark[] = [{ seq: -1, turn: start.turn, phase: start.phase }];
  let now = start;
  for (const line of lines) {
    const next = phaseAfter(line.events);
    if (!next || (next.turn === now.turn && next.phase === now.phase)) continue;
    marks.push({ seq: line.seq, turn: next.turn, phase: next.phase });
    now = next;
  }
  return marks;
}

/** The marks of the document revision they were read at: a jump to a turn asks again only after a change. */
const marksRead = new WeakMap<GameDocument, { revision: number; marks: ReplayMark[] }>();

/** The replay slice's operations. */
export const replayOperations = {
  /** The game after entry `seq` (-1: the set-up) for the side this screen shows: one replay per jump at most. */
  replayAt: operation(
    { seq: Type.Integer({ minimum: -1, maximum: 10000000 }) },
    async (s, a): Promise<HostResult<ReplayPoint>> => {
      const doc = s.doc;
      if (!doc) return hostFailure('no-game', 'Start or open a game first.');
      const length = doc.log.length;
      if (a.seq > length - 1)
        return hostFailure('no-such-entry', `There is no entry ${a.seq}: the log has ${length} entries.`);
      try {
        const state = await doc.stateAt(a.seq);
        const view = await doc.runner.view(state, s.screenSide(doc));
        return { ok: true, value: { seq: a.seq, length, turn: state.turn, phase: state.phase, view } };
      } catch (e) {
        return hostFailure('replay-failed', `The game cannot be shown at entry ${a.seq}: ${messageOf(e)}`);
      }
    },
  ),

  /** Where each turn and phase begins in the log, for the replay bar's "jump to turn" (no engine call). */
  replayTurns: operation({}, async (s): Promise<HostResult<ReplayMark[]>> => {
    const doc = s.doc;
    if (!doc) return hostFailure('no-game', 'Start or open a game first.');
    const known = marksRead.get(doc);
    if (known && known.revision === doc.revision) return { ok: true, value: known.marks };
    const list = turnMarks(doc.setupState, doc.logLines());
    marksRead.set(doc, { revision: doc.revision, marks: list });
    return { ok: true, value: list };
  }),
};
