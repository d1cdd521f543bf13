// Dice for the tests of games by e-mail: each side's seed, the commitments a set-up records, the private keys a
// machine holds and the secrets a side reveals (dice-chain.ts), from one table of seeds.

import type { Action, GameState, LogEntry, SideId } from './types.js';
import { makeEntry } from './log.js';
import {
  CHAIN_LENGTH,
  chainOf,
  chainSecret,
  COMMIT_REVEAL,
  COMMIT_REVEAL_V1,
  type DiceCommitments,
  type DiceScheme,
  handKey,
} from './dice-chain.js';

/** Fixed dice seeds for two sides, the first side's 'a1…', the second's 'b2…'. */
export function mailSeeds(first: SideId, second: SideId): Record<SideId, string> {
  return { [first]: 'a1'.repeat(32), [second]: 'b2'.repeat(32) };
}

/** The commit-reveal dice of a set-up: each side's chain head (strict dice when asked; the new games' scheme). */
export function diceOf(
  seeds: Record<SideId, string>,
  strict = false,
  scheme: DiceScheme = COMMIT_REVEAL,
): DiceCommitments {
  const commits = Object.fromEntries(Object.entries(seeds).map(([s, seed]) => [s, chainSecret(seed, 0, CHAIN_LENGTH)]));
  return strict ? { scheme, strict: true, commits } : { scheme, commits };
}

/** The first scheme's dice of a set-up (games by e-mail started before commit-reveal/2). */
export function diceV1Of(seeds: Record<SideId, string>, strict = false): DiceCommitments {
  return diceOf(seeds, strict, COMMIT_REVEAL_V1);
}

/** The private keys of `sides`, as the machine that holds them knows them (handKey). */
export function keysOf(seeds: Record<SideId, string>, sides: readonly SideId[]): Record<SideId, string> {
  return Object.fromEntries(sides.map((s) => [s, handKey(seeds[s]!)]));
}

/** Secret number `index` of a side's dice chain, as its reveal entry carries it. */
export function secretOf(seeds: Record<SideId, string>, side: SideId, index: number): string {
  return chainSecret(seeds[side]!, index, CHAIN_LENGTH);
}

/** The secrets of the sides' chains grown from `seeds`, by side and index (for opening and logOpening). */
export function secretsOf(seeds: Record<SideId, string>): (side: SideId, index: number) => string {
  return (side, index) => secretOf(seeds, side, index);
}

/**
 * What an honest machine records for `action` in `state` (as the host's prepare does): under commit-reveal/2, the
 * reveal of the side's next secret (`secret(side, index)`) first when the action opens the side's run of entries;
 * otherwise the action alone.
 */
export function opening(state: GameState, action: Action, secret: (side: SideId, index: number) => string): Action[] {
  const chain = chainOf(state.rng);
  if (chain?.v !== 2 || action.verb === 'reveal' || chain.last === action.side) return [action];
  const index = (chain.sides[action.side]?.index ?? 0) + 1;
  return [{ side: action.side, verb: 'reveal', args: { index, secret: secret(action.side, index) } }, action];
}

/**
 * The same for an action appended to `log` (commit-reveal/2): the reveal of the side's next secret first when
 * the last entry is another side's, its index counted from the side's reveals in the log, as the host counts them.
 */
export function logOpening(
  log: readonly LogEntry[],
  action: Action,
  secret: (side: SideId, index: number) => string,
): Action[] {
  if (action.verb === 'reveal' || log.at(-1)?.side === action.side) return [action];
  const index = log.filter((e) => e.side === action.side && e.verb === 'reveal').length + 1;
  return [{ side: action.side, verb: 'reveal', args: { index, secret: secret(action.side, index) } }, action];
}

/** The log with `actions` appended, each side's run opened by its reveal (logOpening), chained as a file is. */
export function appendOpened(
  log: readonly LogEntry[],
  actions: readonly Action[],
  secret: (side: SideId, index: number) => string,
): LogEntry[] {
  const out = [...log];
  for (const a of actions) for (const step of logOpening(out, a, secret)) out.push(makeEntry(out.at(-1) ?? null, step));
  return out;
}
