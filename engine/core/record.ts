// Playing an action for real: apply it under the mode and, if it happens, append its chained log entry
// (with the violations advisory mode found). The one path by which a game moves forward.

import type { Action, GameEvent, GameState, LogEntry, Violation } from './types.js';
import type { GameModule } from './module.js';
import type { Rules } from './rules.js';
import { applyAction } from './apply.js';
import { makeEntry } from './log.js';

/** A recorded action: the new state, the new log (the old one is not mutated) and what happened. */
export type RecordResult =
  | { ok: true; state: GameState; log: LogEntry[]; entry: LogEntry; events: GameEvent[]; violations: Violation[] }
  | { ok: false; violations: Violation[] };

/** Apply `action` and, if it is accepted, append it to `log`. */
export function recordAction(
  rules: Rules,
  module: GameModule,
  state: GameState,
  log: LogEntry[],
  action: Action,
): RecordResult {
  // This machine is the actor's: it adds the faces of the actor's hidden units the action brings into sight.
  const result = applyAction(rules, module, state, action, { reveal: true });
  if (!result.ok) return result;
  const applied = result.applied ?? action;
  // Only advisory entries carry violations: in honor mode none were looked for.
  const entry = makeEntry(log.length ? log[log.length - 1] : null, applied, result.violations);
  return {
    ok: true,
    state: result.state,
    log: [...log, entry],
    entry,
    events: result.events,
    violations: result.violations,
  };
}
