// The core's own verbs for games between two players, which any side may use at any moment: the rules mode,
// revealing a dice secret, and asking to take back entries already sent. In a two-player game a change of mode
// and an undo after sending are proposals that take effect only when the other side consents (both stay in the
// history); in a game at one table the mode changes at once.

import type { Action, ApplyResult, GameState, Violation } from './types.js';
import type { GameModule } from './module.js';
import { isMode } from './rules.js';
import { CHAIN_LENGTH, chainOf, chainSecret, handKey, revealProblem } from './dice-chain.js';

/** The verb that changes the mode (a proposal in two-player games). */
export const SET_MODE = 'setMode';
/** The verb that reveals a side's next dice secret (commit-reveal dice). */
export const REVEAL = 'reveal';
/** The verb that asks to take back every entry after `args.to` (two-player games). */
export const UNDO_REQUEST = 'undoRequest';
/** The verb that answers the pending proposal: `args.accept` true or false. */
export const CONSENT = 'consent';

/**
 * The verb that reveals the seed of a side's dice chain at the end of a game by e-mail: the other side can then
 * audit every card that side drew into its hidden hand (replay with its key, engine/core/replay.ts).
 */
export const REVEAL_KEY = 'revealKey';

/** The verbs this module handles (before the game's rules are consulted). */
export const CORE_VERBS: ReadonlySet<string> = new Set([SET_MODE, REVEAL, UNDO_REQUEST, CONSENT, REVEAL_KEY]);

/** A refusal by one of the core's rules (no rulebook section). */
export function refused(rule: string, message: string, params?: Violation['params']): ApplyResult {
  return { ok: false, violations: [{ rule, section: '—', message, ...(params ? { params } : {}) }] };
}

/** A state with the proposal replaced (or removed when `proposal` is undefined). */
function withProposal(state: GameState, proposal: GameState['proposal']): GameState {
  const { proposal: _old, ...rest } = state;
  return proposal ? { ...rest, proposal } : rest;
}

/** Apply one of the core verbs; the caller has checked the action's shape. */
export function applyCoreVerb(module: GameModule, state: GameState, action: Action): ApplyResult {
  if (!module.manifest.sides.some((s) => s.id === action.side))
    return refused('core.unknown-side', `"${action.side}" is not a side of this game`);
  const pending = state.proposal;
  switch (action.verb) {
    case SET_MODE: {
      const mode = action.args.mode;
      if (!isMode(mode))
        return refused('core.bad-mode', `"${String(mode)}" is not a mode; use enforced, advisory or honor`);
      if (!state.twoPlayers)
        return { ok: true, state: { ...state, mode }, events: [modeEvent(state, mode, action.side)], violations: [] };
      if (pending) return pendingRefusal(pending.by);
      const proposal = { by: action.side, verb: SET_MODE as 'setMode', args: { mode } };
      const events = [{ type: 'proposal', by: action.side, verb: SET_MODE, mode }];
      return { ok: true, state: withProposal(state, proposal), events, violations: [] };
    }
    case UNDO_REQUEST: {
      const to = action.args.to;
      if (!state.twoPlayers)
        return refused('core.no-consent', 'Only a game between two players asks the other side to take back actions');
      if (!Number.isInteger(to) || (to as number) < -1)
        return refused('core.bad-undo', `"${String(to)}" is not an entry to go back to`);
      if (pending) return pendingRefusal(pending.by);
      const proposal = { by: action.side, verb: UNDO_REQUEST as 'undoRequest', args: { to: to as number } };
      const events = [{ type: 'proposal', by: action.side, verb: UNDO_REQUEST, to: to as number }];
      return { ok: true, state: withProposal(state, proposal), events, violations: [] };
    }
    case CONSENT: {
      if (!pending) return refused('core.no-proposal', 'There is no proposal to answer');
      if (pending.by === action.side)
        return refused('core.own-proposal', 'The other side answers a proposal, not the side that made it');
      const accept = action.args.accept === true;
      const events = [{ type: 'consent', by: action.side, verb: pending.verb, accept }];
      const next = withProposal(state, undefined);
      if (!accept) return { ok: true, state: next, events, violations: [] };
      if (pending.verb === SET_MODE) {
        const mode = pending.args.mode as GameState['mode'];
        return {
          ok: true,
          state: { ...next, mode },
          events: [...events, modeEvent(state, mode, pending.by)],
          violations: [],
        };
      }
      return { ok: true, state: next, events, violations: [], revert: pending.args.to as number };
    }
    case REVEAL_KEY: {
      const chain = chainOf(state.rng);
      const own = chain?.sides[action.side];
      if (!chain || !own) return refused('core.no-dice-chain', 'This game has no committed dice secrets to reveal');
      const seed = action.args.seed;
      // The seed must grow the very chain this side committed to: its latest revealed secret comes from it.
      const grows = typeof seed === 'string' && /^[0-9a-f]{64}$/.test(seed);
      if (!grows || chainSecret(seed, own.index, CHAIN_LENGTH) !== own.secret)
        return refused('core.bad-key', 'The revealed seed does not grow the dice chain this side committed to');
      const keys = { ...(chain.keys ?? {}), [action.side]: handKey(seed) };
      const rng = { ...state.rng, chain: { ...chain, keys } };
      const events = [{ type: 'revealKey', side: action.side }];
      return { ok: true, state: { ...state, rng }, events, violations: [] };
    }
    default: {
      const chain = chainOf(state.rng);
      const own = chain?.sides[action.side];
      if (!chain || !own) return refused('core.no-dice-chain', 'This game has no committed dice secrets to reveal');
      const problem = revealProblem(own, action.args.index, action.args.secret);
      if (problem) return refused('core.bad-reveal', `The dice secret does not check out: ${problem}`);
      const sides = {
        ...chain.sides,
        [action.side]: { index: action.args.index as number, secret: action.args.secret as string },
      };
      const rng = { ...state.rng, chain: { ...chain, sides } };
      const events = [{ type: 'reveal', side: action.side, index: action.args.index as number }];
      return { ok: true, state: { ...state, rng }, events, violations: [] };
    }
  }
}

function modeEvent(state: GameState, mode: string, by: string) {
  return { type: 'mode', from: state.mode, to: mode, by };
}

function pendingRefusal(by: string): ApplyResult {
  return refused('core.proposal-pending', `The ${by} side's proposal waits for an answer first`, { by });
}

/**
 * The game after an accepted undo request: the state after the entry it goes back to, but with the dice, the
 * mode and the two-player flag as they are now (the dice never roll the same entry twice; the request and its
 * answer stay in the history).
 */
export function revertTo(current: GameState, past: GameState): GameState {
  const back = withProposal(past, undefined);
  return { ...back, mode: current.mode, rng: current.rng, ...(current.twoPlayers ? { twoPlayers: true } : {}) };
}
