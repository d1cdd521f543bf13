// Applying one action under the game's mode: enforced rejects on rule violations, advisory applies and
// returns them (they ride on the log entry), honor checks nothing. The mode changes only by 'setMode'.

import type { Action, ApplyResult, GameState, JsonObject, Violation } from './types.js';
import type { GameModule } from './module.js';
import { argsProblem } from './verb-args.js';
import { ANYTIME_VERBS, OWNED, type ReduceContext, type Rules } from './rules.js';
import { applyCoreVerb, CORE_VERBS, REVEAL, refused } from './consent.js';
import { chainAfter, chainOf, type DiceChain, drewOn, entryRng, runProblem } from './dice-chain.js';
import { DicePending, PENDING_RNG } from './dice.js';
import {
  applyReveals,
  type Face,
  facesOf,
  hasHidden,
  hiddenOf,
  SealedPending,
  unrevealed,
  unrevealedProblem,
} from './hidden-units.js';

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

  // Commit-reveal/2 dice: each side's run of entries opens with its reveal, and it reveals nowhere else.
  const opened = chainOf(state.rng);
  const order = opened && runProblem(opened, action.side, action.verb);
  if (order) return refused(order.rule, order.message, { side: action.side });

  const given = action;
  if (ctx?.reveal && rules.complete && !CORE_VERBS.has(action.verb)) action = rules.complete(module, state, action);
  const before = state;
  // Hidden units (hidden-units.ts): the faces this entry reveals are known to every machine before it applies.
  if (action.reveals !== undefined) {
    const fits = rules.faceFits && ((sealed: string, face: Face) => rules.faceFits!(module, sealed, face));
    const revealed = applyReveals(state, action, fits);
    if (Array.isArray(revealed)) return { ok: false, violations: revealed };
    state = revealed;
  }

  // Commit-reveal dice: an entry rolls from the game id, the sides' revealed secrets and its roll ordinal (its index
  // under commit-reveal/1).
  const chain = chainOf(state.rng);
  const core = CORE_VERBS.has(action.verb);
  if (chain?.pending && !core) {
    const by = chain.pending.side;
    return refused('core.dice-pending', `The ${by} side's action waits for the other side's dice first`, { by });
  }
  const resolves =
    chain?.pending && action.verb === REVEAL && action.side !== chain.pending.side ? chain.pending : null;
  // A reveal that lets an action waiting on hidden units go on must show every one of them.
  if (resolves?.hidden) {
    const owed = shownHidden(rules, module, state, { side: resolves.side, verb: resolves.verb, args: resolves.args });
    if (owed.length > 0) return settle(rules, module, before, action, byOwner(state, owed), ctx);
  }
  let result: ApplyResult;
  // Whether the rules drew on this entry's public dice (commit-reveal/2 then counts a roll).
  let rolled = false;
  if (!core && shownHidden(rules, module, state, action).length > 0) {
    // An action that would show the actor the other side's hidden units waits, as with strict dice, for that
    // side's next reveal, which carries their faces.
    if (!chain) return refused('core.hidden-needed', 'The action needs hidden units that no one can reveal');
    result = pend(rules, module, state, action, chain);
  } else if (chain?.strict && !core) result = applyStrict(rules, module, state, action, chain);
  else if (core) result = applyCoreVerb(module, state, action);
  else if (!chain) result = applyGameVerb(rules, module, state, action, ctx);
  else {
    const dice = entryRng(chain);
    result = applyGameVerb(rules, module, { ...state, rng: dice }, action, ctx);
    rolled = result.ok && drewOn(dice, result.state.rng);
  }
  if (result.ok && resolves) ({ result, rolled } = resolvePending(rules, module, result, resolves));
  if (!result.ok) return result;
  // Only the actor can reveal its own units. Another side's units this entry brings into sight (the attacker's next
  // unit uncovered while the defender's reveal resolves a battle) are owed by that side's next entry, which the
  // same check holds to them; until then the machines without their faces show none of them.
  const shown = sightingsLeft(rules, module, result.state);
  const mine = shown.get(action.side);
  if (mine) return settle(rules, module, before, action, new Map([[action.side, mine]]), ctx);
  if (action !== given) result.applied = action;
  if (!chain) return result;
  const after = chainOf(result.state.rng) ?? chain;
  // The rules' dice helpers hand back a bare generator state: the chain goes on, one entry (or roll) further.
  result.state = {
    ...result.state,
    rng: { ...result.state.rng, chain: chainAfter(after, action.side, rolled) as unknown as JsonObject },
  };
  return result;
}

/** The hidden units of other sides that `action` would show its actor before it can be carried out. */
function shownHidden(rules: Rules, module: GameModule, state: GameState, action: Action): string[] {
  if (!rules.shows || !hasHidden(state)) return [];
  const others = new Set(
    module.manifest.sides.filter((s) => s.id !== action.side).flatMap((s) => hiddenOf(state, s.id)),
  );
  return rules.shows(module, state, action).filter((id) => others.has(id));
}

/**
 * The actor's machine adds the faces of its own units the action brings into sight (`shown`, by owner), and
 * applies it again from `before`; any other machine refuses the entry.
 */
function settle(
  rules: Rules,
  module: GameModule,
  before: GameState,
  action: Action,
  shown: Map<string, string[]>,
  ctx: ReduceContext | undefined,
): ApplyResult {
  const mine = shown.size === 1 ? shown.get(action.side) : undefined;
  const faces = mine && ctx?.reveal ? facesOf(before, mine) : null;
  if (!faces) return { ok: false, violations: [unrevealedProblem(shown)] };
  const withFaces = { ...action, reveals: { ...action.reveals, ...faces } };
  const again = applyAction(rules, module, before, withFaces, { reveal: true });
  if (again.ok) again.applied = again.applied ?? withFaces;
  return again;
}

/** Piece ids grouped by the side that owns them. */
function byOwner(state: GameState, ids: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of ids) {
    const side = state.pieces.find((p) => p.id === id)?.side ?? '?';
    out.set(side, [...(out.get(side) ?? []), id]);
  }
  return out;
}

/** No units by side (shared, never changed: a replay asks on every entry). */
const NO_SIGHTINGS: ReadonlyMap<string, string[]> = new Map();

/** Every side's hidden units that some other side may see in `state` (they should have been revealed). */
function sightingsLeft(rules: Rules, module: GameModule, state: GameState): ReadonlyMap<string, string[]> {
  if (!rules.sightings || !hasHidden(state)) return NO_SIGHTINGS;
  const sides = module.manifest.sides.map((s) => s.id);
  return unrevealed(state, sides, (viewer) => rules.sightings!(module, state, viewer));
}

/** The action waits for the other side's reveal (its checks done, nothing changed): see resolvePending. */
function pend(rules: Rules, module: GameModule, state: GameState, action: Action, chain: DiceChain): ApplyResult {
  const { violations, unchecked } = checked(rules, module, state, action);
  // As in applyGameVerb: a check that needs the other side's hidden faces is a refusal in every mode, never an
  // advisory violation (the other side's machine, which knows them, would not find it and refuse the entry).
  if (violations.some((v) => v.rule === 'core.hidden-needed')) return { ok: false, violations };
  if (state.mode === 'enforced' && violations.length > 0) return { ok: false, violations };
  const pending = { side: action.side, verb: action.verb, args: action.args, hidden: true };
  const rng = { ...state.rng, chain: { ...chain, pending } as unknown as JsonObject };
  const events = [{ type: 'units-pending', side: action.side }];
  return { ok: true, state: { ...state, rng }, events, violations, ...(unchecked ? { unchecked } : {}) };
}

/**
 * The rules' checks of an action. A check that needs the face of one of the actor's own hidden units cannot be
 * made on a machine without the actor's key: the action is unchecked here (audited when the key is revealed).
 */
function checked(
  rules: Rules,
  module: GameModule,
  state: GameState,
  action: Action,
): { violations: Violation[]; unchecked?: true } {
  if (state.mode === 'honor') return { violations: [] };
  try {
    return { violations: rules.check(module, state, action) };
  } catch (e) {
    if (e instanceof SealedPending && e.side === action.side) return { violations: [], unchecked: true };
    if (e instanceof SealedPending) return { violations: [hiddenNeeded(e)] };
    throw e;
  }
}

/** The refusal of an action whose rules need a hidden unit's face that this machine does not know. */
function hiddenNeeded(e: SealedPending): Violation {
  return {
    rule: 'core.hidden-needed',
    section: '—',
    message:
      'The action needs the face of a hidden unit this machine does not know ' +
      `(${e.pieces.join(', ')} of the ${e.side} side)`,
    params: { side: e.side, units: [...e.pieces] },
  };
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
    const violations = state.mode === 'advisory' ? checked(rules, module, state, action).violations : [];
    const pending = { side: action.side, verb: action.verb, args: action.args };
    const rng = { ...state.rng, chain: { ...chain, pending } as unknown as JsonObject };
    return { ok: true, state: { ...state, rng }, events: [{ type: 'dice-pending', side: action.side }], violations };
  }
}

/**
 * The pending action, carried out with the dice that the other side's reveal (already applied) makes; `rolled`:
 * whether it drew on them (the reveal's entry then counts as a roll).
 */
function resolvePending(
  rules: Rules,
  module: GameModule,
  revealed: ApplyResult,
  pending: DiceChain['pending'],
): { result: ApplyResult; rolled: boolean } {
  if (!revealed.ok || !pending) return { result: revealed, rolled: false };
  const { pending: _done, ...chain } = chainOf(revealed.state.rng)!;
  const dice = entryRng(chain);
  const r = applyGameVerb(rules, module, { ...revealed.state, rng: dice }, pending);
  if (!r.ok) return { result: r, rolled: false };
  const rolled = drewOn(dice, r.state.rng);
  // The rules hand back a bare generator: the chain with the new secret and nothing pending goes on.
  const state = { ...r.state, rng: { ...r.state.rng, chain: chain as unknown as JsonObject } };
  const events = [...revealed.events, { type: 'dice-resolved', side: pending.side }, ...r.events];
  if (!pending.hidden) return { result: { ...r, state, events }, rolled };
  // An action that waited for hidden units was checked, and its violations recorded, by its actor's machine when
  // it was declared (pend). The revealing machine may not know the actor's hidden faces (unchecked there) while
  // the actor's does: recording the checks again on the reveal would make honest machines disagree on it.
  const { unchecked: _unchecked, ...done } = r;
  return { result: { ...done, state, events, violations: [] }, rolled };
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
  const { violations, unchecked } = checked(rules, module, state, action);
  if (violations.some((v) => v.rule === 'core.hidden-needed')) return { ok: false, violations };
  if (state.mode === 'enforced' && violations.length > 0) return { ok: false, violations };

  let reduced: ReturnType<Rules['reduce']>;
  try {
    reduced = ctx?.owned ? rules.reduce(module, state, action, OWNED) : rules.reduce(module, state, action);
  } catch (e) {
    if (e instanceof SealedPending) return { ok: false, violations: [hiddenNeeded(e)] };
    throw e;
  }
  if ('violations' in reduced) return { ok: false, violations: reduced.violations };
  const done: ApplyResult = { ok: true, state: reduced.state, events: reduced.events, violations };
  if (unchecked) done.unchecked = unchecked;
  return done;
}
