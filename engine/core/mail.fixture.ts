// Dice for the tests of games by e-mail: each side's seed, the commitments a set-up records, the private keys a
// machine holds and the secrets a side reveals (dice-chain.ts), from one table of seeds.

import type { SideId } from './types.js';
import { CHAIN_LENGTH, chainSecret, COMMIT_REVEAL, type DiceCommitments, handKey } from './dice-chain.js';

/** Fixed dice seeds for two sides, the first side's 'a1…', the second's 'b2…'. */
export function mailSeeds(first: SideId, second: SideId): Record<SideId, string> {
  return { [first]: 'a1'.repeat(32), [second]: 'b2'.repeat(32) };
}

/** The commit-reveal dice of a set-up: each side's chain head (strict dice when asked). */
export function diceOf(seeds: Record<SideId, string>, strict = false): DiceCommitments {
  const commits = Object.fromEntries(Object.entries(seeds).map(([s, seed]) => [s, chainSecret(seed, 0, CHAIN_LENGTH)]));
  return strict ? { scheme: COMMIT_REVEAL, strict: true, commits } : { scheme: COMMIT_REVEAL, commits };
}

/** The private keys of `sides`, as the machine that holds them knows them (handKey). */
export function keysOf(seeds: Record<SideId, string>, sides: readonly SideId[]): Record<SideId, string> {
  return Object.fromEntries(sides.map((s) => [s, handKey(seeds[s]!)]));
}

/** Secret number `index` of a side's dice chain, as its reveal entry carries it. */
export function secretOf(seeds: Record<SideId, string>, side: SideId, index: number): string {
  return chainSecret(seeds[side]!, index, CHAIN_LENGTH);
}
