// The engine operations the host runs, in one place, so the in-process runner and the worker do the same.

import type { GameModule } from '../../engine/core/module.js';
import type { Action, ApplyResult, GameState, LogEntry, View, Violation } from '../../engine/core/types.js';
import type { GameSetup, Rules } from '../../engine/core/rules.js';
import { applyAction } from '../../engine/core/apply.js';
import { replay, type ReplayFailure, type ReplayResult } from '../../engine/core/replay.js';
import { getRules } from '../../engine/games/registry.js';

/** What the host can ask the engine, with plain-JSON arguments and answers. */
export interface EngineOps {
  setup(setup: GameSetup): GameState;
  apply(state: GameState, action: Action): ApplyResult;
  replay(setup: GameSetup, log: LogEntry[], opts?: { upTo?: number }, onEntry?: (seq: number) => void): ReplayResult | ReplayFailure;
  view(state: GameState, side: string): View;
}

/** The operations for one module, with its rules looked up by manifest.rules. */
export function engineOps(module: GameModule, rules: Rules = getRules(module.manifest.rules)): EngineOps {
  return {
    setup: (setup) => rules.setup(module, setup),
    apply: (state, action) => applyAction(rules, module, state, action),
    replay: (setup, log, opts, onEntry) => replay(rules, module, setup, log, { upTo: opts?.upTo, onEntry }),
    view: (state, side) => rules.view(module, state, side),
  };
}

/** A short description of an action for messages: verb, side and piece if any. */
export function describeAction(action: Action | undefined): string {
  if (!action || typeof action !== 'object') return 'an action';
  const piece = action.args && typeof action.args.piece === 'string' ? ` ${action.args.piece}` : '';
  return `"${String(action.verb)}${piece}" by ${String(action.side)}`;
}

/** The violation reported when the rules engine ran past its time limit. */
export function timeoutViolation(ms: number, what: string): Violation {
  return { rule: 'engine.timeout', section: '—', message: `The rules engine took longer than ${ms} ms on ${what} and was stopped; the game is unchanged` };
}

/** The violation reported when the rules engine threw or its worker died. */
export function crashViolation(what: string, detail: string): Violation {
  return { rule: 'engine.crash', section: '—', message: `The rules engine failed on ${what} (${detail}); the game is unchanged` };
}

/** An engine failure outside apply (setup, view), carrying the same violation the UI can show. */
export class EngineError extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
    this.name = 'EngineError';
  }
}
