// Applying one action under the game's mode: enforced rejects on rule violations, advisory applies and
// returns them (they ride on the log entry), honor checks nothing. The mode changes only by 'setMode'.

import type { Action, ApplyResult, GameState, Violation } from './types.js';
import type { GameModule } from './module.js';
import { argsProblem } from './verb-args.js';
import { ANYTIME_VERBS, isMode, type ReduceContext, type Rules } from './rules.js';

/** The verb that changes the mode; it is always allowed, even in enforced mode, so a game can be relaxed. */
export const SET_MODE = 'setMode';

/** A violation for an action whose shape is wrong before any rule is consulted. */
function malformed(message: string): Violation {
  return { rule: 'core.malformed-action', section: '—', message };
}

/** The violation for an action by a side that may not act now: it names who is to act. */
export function notYourTurn(module: GameModule, side: string, toAct: readonly string[]): Violation {
  const name = (id: string) => module.manifest.sides.find((s) => s.id === id)?.name ?? id;
  const who = toAct.length === 0 ? 'nobody (the game is over)' : toAct.map(name).join(' or ');
  return {
    rule: 'core.not-your-turn',
    section: '—',
    params: { side, toAct: [...toAct] },
    message: `It is not ${name(side)}'s turn: ${who} to act`,
  };
}

/** Apply `action` to `state` under `state.mode`; never mutates `state` unless ctx.owned says it may. */
export function applyAction(
  rules: Rules,
  module: GameModule,
  state: GameState,
  action: Action,
  ctx?: ReduceContext,
): ApplyResult {
  if (action === null || typeof action !== 'object')
    return { ok: false, violations: [malformed('The action is not an object')] };
  if (typeof action.side !== 'string') return { ok: false, violations: [malformed('The action names no side')] };
  if (typeof action.verb !== 'string' || action.verb === '')
    return { ok: false, violations: [malformed('The action names no verb')] };
  if (action.args === null || typeof action.args !== 'object' || Array.isArray(action.args)) {
    return { ok: false, violations: [malformed(`The action "${action.verb}" has no args object`)] };
  }

  const decl = rules.verbArgs?.[action.verb];
  if (decl) {
    const problem = argsProblem(decl, action);
    if (problem) return { ok: false, violations: [problem] };
  }

  if (action.verb === SET_MODE) {
    if (!module.manifest.sides.some((s) => s.id === action.side)) {
      return {
        ok: false,
        violations: [
          { rule: 'core.unknown-side', section: '—', message: `"${action.side}" is not a side of this game` },
        ],
      };
    }
    const mode = action.args.mode;
    if (!isMode(mode)) {
      return {
        ok: false,
        violations: [
          {
            rule: 'core.bad-mode',
            section: '—',
            message: `"${String(mode)}" is not a mode; use enforced, advisory or honor`,
          },
        ],
      };
    }
    return {
      ok: true,
      state: { ...state, mode },
      events: [{ type: 'mode', from: state.mode, to: mode, by: action.side }],
      violations: [],
    };
  }

  if (state.mode !== 'honor' && !ANYTIME_VERBS.has(action.verb)) {
    const toAct = rules.toAct(module, state);
    if (!toAct.includes(action.side)) return { ok: false, violations: [notYourTurn(module, action.side, toAct)] };
  }
  const violations = state.mode === 'honor' ? [] : rules.check(module, state, action);
  if (state.mode === 'enforced' && violations.length > 0) return { ok: false, violations };

  const reduced = ctx ? rules.reduce(module, state, action, ctx) : rules.reduce(module, state, action);
  if ('violations' in reduced) return { ok: false, violations: reduced.violations };
  return { ok: true, state: reduced.state, events: reduced.events, violations };
}
