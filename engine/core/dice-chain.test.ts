import { describe, expect, it } from 'vitest';
import { chainSecret, chainStep, COMMIT_REVEAL, entryRng, revealProblem, startChain } from './dice-chain.js';
import { rollDice } from './dice.js';

describe('commit-reveal dice chain', () => {
  const head = chainSecret('alice-seed', 0, 100);

  it('each revealed secret hashes back to the one before it, down to the committed head', () => {
    const s1 = chainSecret('alice-seed', 1, 100);
    const s2 = chainSecret('alice-seed', 2, 100);
    expect(chainStep(s1)).toBe(head);
    expect(chainStep(s2)).toBe(s1);
    expect(revealProblem({ index: 0, secret: head }, 1, s1)).toBeNull();
    expect(revealProblem({ index: 1, secret: s1 }, 2, s2)).toBeNull();
    // Skipping ahead is refused: a side that could skip would choose among several futures for its dice.
    expect(revealProblem({ index: 0, secret: head }, 2, s2)).toMatch(/not the next one/);
  });

  it('refuses a forged secret, a repeated index and a malformed value', () => {
    const forged = chainSecret('mallory', 1, 100);
    expect(revealProblem({ index: 0, secret: head }, 1, forged)).toMatch(/does not hash back/);
    expect(revealProblem({ index: 1, secret: chainSecret('alice-seed', 1, 100) }, 1, head)).toMatch(/not the next/);
    expect(revealProblem({ index: 0, secret: head }, 1, 'xyz')).toMatch(/64 hexadecimal/);
  });

  it('the dice of an entry depend on the game, its index and both revealed secrets', () => {
    const dice = { scheme: COMMIT_REVEAL, commits: { axis: head, allied: chainSecret('bob', 0, 100) } } as const;
    const chain = startChain('game-1', dice);
    const roll = (c: typeof chain) => rollDice(entryRng(c), 5, 6).dice;
    const base = roll(chain);
    // Same inputs, same dice: reloading and rolling again gives the same numbers.
    expect(roll(startChain('game-1', dice))).toEqual(base);
    expect(roll({ ...chain, n: 1 })).not.toEqual(base);
    expect(roll(startChain('game-2', dice))).not.toEqual(base);
    const revealed = { ...chain, sides: { ...chain.sides, allied: { index: 1, secret: chainSecret('bob', 1, 100) } } };
    expect(roll(revealed)).not.toEqual(base);
  });
});
