// Applying one action under the game's mode: enforced rejects on rule violations, advisory applies and
// returns them (they ride on the log entry), honor checks nothing. The mode changes only by 'setMode'.

import type { Action, ApplyResult, GameState, JsonObject, Violation } from './types.js';
import type { GameModule } from './module.js';
import { argsProblem } from './verb-args.js';
import { ANYTIME_VERBS, type ReduceContext, type Rules } from './rules.js';
import { applyCoreVerb, CORE_VERBS } from './consent.js';
import { chainOf, entryRng } from './dice-chain.js';

/** The verb that changes the mode; it is always allowed, even in enforced mode, so a game can be relaxed. */
export { SET_MODE } from './consent.js';

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

  // Commit-reveal dice: every entry rolls from the game id, its index and the sides' revealed secrets.
  const chain = chainOf(state.rng);
  const result = CORE_VERBS.has(action.verb)
    ? applyCoreVerb(module, state, action)
    : applyGameVerb(rules, module, chain ? { ...state, rng: entryRng(chain) } : state, action, ctx);
  if (!result.ok || !chain) return result;
  const after = chainOf(result.state.rng) ?? chain;
  // The rules' dice helpers hand back a bare generator state: the chain goes on, one entry further.
  result.state = {
    ...result.state,
    rng: { ...result.state.rng, chain: { ...after, n: chain.n + 1 } as unknown as JsonObject },
  };
  return result;
}

/** A game verb under the mode: who may act, the rules' checks, then the rules' reduce. */
function applyGameVerb(
  rules: Rules,
  module: GameModule,
  state: GameState,
  action: Action,
  ctx?: ReduceContext,
): ApplyResult {
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
