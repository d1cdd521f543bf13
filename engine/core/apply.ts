// Applying one action under the game's mode: enforced rejects on rule violations, advisory applies and
// returns them (they ride on the log entry), honor checks nothing. The mode changes only by 'setMode'.

import type { Action, ApplyResult, GameState, JsonObject, Violation } from './types.js';
import type { GameModule } from './module.js';
import { argsProblem } from './verb-args.js';
import { ANYTIME_VERBS, type ReduceContext, type Rules } from './rules.js';
import { applyCoreVerb, CORE_VERBS, REVEAL, refused } from './consent.js';
import { chainOf, type DiceChain, entryRng } from './dice-chain.js';
import { DicePending, PENDING_RNG } from './dice.js';

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
  const core = CORE_VERBS.has(action.verb);
  if (chain?.pending && !core) {
    const by = chain.pending.side;
    return refused('core.dice-pending', `The ${by} side's action waits for the other side's dice first`, { by });
  }
  let result: ApplyResult;
  if (chain?.strict && !core) result = applyStrict(rules, module, state, action, chain);
  else if (core) result = applyCoreVerb(module, state, action);
  else result = applyGameVerb(rules, module, chain ? { ...state, rng: entryRng(chain) } : state, action, ctx);
  if (result.ok && chain?.pending && action.verb === REVEAL && action.side !== chain.pending.side)
    result = resolvePending(rules, module, result, chain.pending);
  if (!result.ok || !chain) return result;
  const after = chainOf(result.state.rng) ?? chain;
  // The rules' dice helpers hand back a bare generator state: the chain goes on, one entry further.
  result.state = {
    ...result.state,
    rng: { ...result.state.rng, chain: { ...after, n: chain.n + 1 } as unknown as JsonObject },
  };
  return result;
}

/**
 * Strict dice: the action is tried with a generator that refuses to roll. If it rolls, it waits as the pending
 * action (its checks done, nothing changed) until the other side reveals its next secret (resolvePending).
 */
function applyStrict(
  rules: Rules,
  module: GameModule,
  state: GameState,
  action: Action,
  chain: DiceChain,
): ApplyResult {
  try {
    // Not owned: a reducer stopped in the middle by the roll must not have changed the caller's state.
    const r = applyGameVerb(rules, module, { ...state, rng: PENDING_RNG }, action);
    return r.ok ? { ...r, state: { ...r.state, rng: state.rng } } : r;
  } catch (e) {
    if (!(e instanceof DicePending)) throw e;
    const violations = state.mode === 'advisory' ? rules.check(module, state, action) : [];
    const pending = { side: action.side, verb: action.verb, args: action.args };
    const rng = { ...state.rng, chain: { ...chain, pending } as unknown as JsonObject };
    return { ok: true, state: { ...state, rng }, events: [{ type: 'dice-pending', side: action.side }], violations };
  }
}

/** The pending action, carried out with the dice that the other side's reveal (already applied) makes. */
function resolvePending(
  rules: Rules,
  module: GameModule,
  revealed: ApplyResult,
  pending: DiceChain['pending'],
): ApplyResult {
  if (!revealed.ok || !pending) return revealed;
  const { pending: _done, ...chain } = chainOf(revealed.state.rng)!;
  const r = applyGameVerb(rules, module, { ...revealed.state, rng: entryRng(chain) }, pending);
  if (!r.ok) return r;
  // The rules hand back a bare generator: the chain with the new secret and nothing pending goes on.
  const state = { ...r.state, rng: { ...r.state.rng, chain: chain as unknown as JsonObject } };
  return { ...r, state, events: [...revealed.events, { type: 'dice-resolved', side: pending.side }, ...r.events] };
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
