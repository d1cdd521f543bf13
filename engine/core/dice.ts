// Seeded dice. The generator's state lives in GameState.rng, so replaying the same setup and log repeats
// every roll exactly; nothing here reads a clock or Math.random.

import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RngState } from './types.js';
import { sha256Bytes } from './hash.js';

/** The only generator the engine uses today (pure-rand's xoroshiro128+, 4 x 32-bit words of state). */
export const RNG_ALGORITHM = 'xoroshiro128plus';

/** Most dice one roll may ask for: bigger requests are input mistakes, not dice. */
export const MAX_DICE = 100;
/** Most faces a die may have. */
export const MAX_SIDES = 1000;

/** A fresh generator state derived from a seed string (SHA-256 of a domain-separated seed). */
export function seedRng(seed: string): RngState {
  // Domain separation: the same seed string used elsewhere (a commitment, a file name) gives other bytes.
  return { algorithm: RNG_ALGORITHM, state: stateWords(sha256Bytes(`sandtable/dice/v1\u0000${seed}`)) };
}

/** The generator's 4 state words from the first 16 bytes of a hash. */
export function stateWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    // Signed 32-bit words, exactly the shape pure-rand's getState() produces.
    words.push((bytes[4 * i]! << 24) | (bytes[4 * i + 1]! << 16) | (bytes[4 * i + 2]! << 8) | bytes[4 * i + 3]!);
  }
  // xoroshiro's all-zero state is a fixed point; a SHA-256 giving 128 zero bits is practically impossible,
  // but a guard costs nothing.
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return words;
}

/** The generator of an action whose dice wait for the other side's secret (strict dice, dice-chain.ts). */
export const PENDING_RNG: RngState = { algorithm: 'pending', state: [] };

/** Thrown by a roll while the dice wait for the other side: the core records the action as pending. */
export class DicePending extends Error {}

// The generator a stored state describes; throws on a state that is not ours or is damaged.
function generatorOf(rng: RngState) {
  if (rng.algorithm === PENDING_RNG.algorithm) throw new DicePending('The dice wait for the other side');
  if (rng.algorithm !== RNG_ALGORITHM)
    throw new Error(`Unknown dice generator "${rng.algorithm}" (expected "${RNG_ALGORITHM}")`);
  if (!Array.isArray(rng.state) || rng.state.length !== 4 || !rng.state.every((w) => Number.isInteger(w))) {
    throw new Error('The dice generator state is damaged: expected 4 integers');
  }
  return xoroshiro128plusFromState(rng.state);
}

/** Roll one die with `sides` faces: an unbiased value 1..sides and the generator's next state. */
export function rollDie(rng: RngState, sides: number): { rng: RngState; value: number } {
  const rolled = rollDice(rng, 1, sides);
  return { rng: rolled.rng, value: rolled.dice[0]! };
}

/** Why `count` dice of `sides` faces cannot be rolled (not whole numbers, or out of range), or null when they can. */
export function diceProblem(count: unknown, sides: unknown): string | null {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_DICE)
    return `A roll needs 1..${MAX_DICE} dice, not ${String(count)}`;
  if (typeof sides !== 'number' || !Number.isInteger(sides) || sides < 2 || sides > MAX_SIDES)
    return `A die needs 2..${MAX_SIDES} sides, not ${String(sides)}`;
  return null;
}

/** Roll `count` dice of `sides` faces in order; the state advances once per die. */
export function rollDice(rng: RngState, count: number, sides: number): { rng: RngState; dice: number[] } {
  const problem = diceProblem(count, sides);
  if (problem) throw new Error(problem);
  const gen = generatorOf(rng);
  // uniformInt rejects out-of-range draws instead of taking a modulo, so every face is equally likely.
  const dice: number[] = [];
  for (let i = 0; i < count; i++) dice.push(uniformInt(gen, 1, sides));
  // The commit-reveal chain (dice-chain.ts) rides along: a later private draw in the same entry still finds it.
  const next: RngState = { algorithm: RNG_ALGORITHM, state: [...gen.getState()] };
  return { rng: rng.chain ? { ...next, chain: rng.chain } : next, dice };
}
