import { describe, expect, it } from 'vitest';
import {
  asRunOf,
  chainAfter,
  chainSecret,
  chainStep,
  COMMIT_REVEAL,
  COMMIT_REVEAL_V1,
  type DiceCommitments,
  drewOn,
  entryRng,
  isDiceCommitments,
  revealProblem,
  runProblem,
  startChain,
} from './dice-chain.js';
import { rollDice, seedRng } from './dice.js';

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

  it('commit-reveal/1: the dice of an entry depend on the game, its index and both revealed secrets', () => {
    const dice = { scheme: COMMIT_REVEAL_V1, commits: { axis: head, allied: chainSecret('bob', 0, 100) } } as const;
    const chain = startChain('game-1', dice);
    // The first scheme's chain keeps the shape it always had: no version, no roll count, no last side.
    expect(chain).toEqual({ game: 'game-1', n: 0, sides: chain.sides });
    const roll = (c: typeof chain) => rollDice(entryRng(c), 5, 6).dice;
    const base = roll(chain);
    // Same inputs, same dice: reloading and rolling again gives the same numbers.
    expect(roll(startChain('game-1', dice))).toEqual(base);
    expect(roll({ ...chain, n: 1 })).not.toEqual(base);
    expect(roll(startChain('game-2', dice))).not.toEqual(base);
    const revealed = { ...chain, sides: { ...chain.sides, allied: { index: 1, secret: chainSecret('bob', 1, 100) } } };
    expect(roll(revealed)).not.toEqual(base);
  });

  it('commit-reveal/2: the dice of an entry depend on the game, the roll ordinal and both revealed secrets', () => {
    const dice = { scheme: COMMIT_REVEAL, commits: { axis: head, allied: chainSecret('bob', 0, 100) } } as const;
    const chain = startChain('game-1', dice);
    expect(chain).toEqual({ game: 'game-1', v: 2, rolls: 0, sides: chain.sides });
    const roll = (c: typeof chain) => rollDice(entryRng(c), 5, 6).dice;
    const base = roll(chain);
    expect(roll(startChain('game-1', dice))).toEqual(base);
    // The entry's index and the last side are no input: only rolls so far and the secrets are.
    expect(roll({ ...chain, n: 9, last: 'axis' })).toEqual(base);
    expect(roll({ ...chain, rolls: 1 })).not.toEqual(base);
    expect(roll(startChain('game-2', dice))).not.toEqual(base);
    const revealed = { ...chain, sides: { ...chain.sides, allied: { index: 1, secret: chainSecret('bob', 1, 100) } } };
    expect(roll(revealed)).not.toEqual(base);
    // The two schemes never share a generator, even at the same count.
    const v1 = startChain('game-1', { ...dice, scheme: COMMIT_REVEAL_V1 });
    expect(entryRng(v1).state).not.toEqual(entryRng(chain).state);
    // Strict dice are recorded in the chain as before.
    expect(startChain('game-1', { ...dice, strict: true }).strict).toBe(true);
  });

  it('a setup may name either scheme, and no other', () => {
    const commits = { axis: head, allied: chainSecret('bob', 0, 100) };
    const sides = ['axis', 'allied'];
    expect(isDiceCommitments({ scheme: COMMIT_REVEAL, commits }, sides)).toBe(true);
    expect(isDiceCommitments({ scheme: COMMIT_REVEAL_V1, commits }, sides)).toBe(true);
    expect(COMMIT_REVEAL).toBe('commit-reveal/2');
    expect(COMMIT_REVEAL_V1).toBe('commit-reveal/1');
    expect(isDiceCommitments({ scheme: 'commit-reveal/3', commits }, sides)).toBe(false);
    expect(isDiceCommitments({ commits }, sides)).toBe(false);
  });
});

describe('runs of entries under commit-reveal/2 (runProblem, chainAfter)', () => {
  const dice: DiceCommitments = {
    scheme: COMMIT_REVEAL,
    commits: { axis: chainSecret('a', 0, 9), allied: chainSecret('b', 0, 9) },
  };
  const chain = startChain('g', dice);

  it("core.reveal-first: a side's first entry of the game, and its first after another side's, is its reveal", () => {
    for (const verb of ['note', 'roll', 'setMode', 'undoRequest', 'consent', 'revealKey'])
      for (const c of [chain, { ...chain, last: 'allied' }])
        expect(runProblem(c, 'axis', verb)?.rule).toBe('core.reveal-first');
    expect(runProblem(chain, 'axis', 'reveal')).toBeNull();
    expect(runProblem({ ...chain, last: 'allied' }, 'axis', 'reveal')).toBeNull();
  });

  it('core.reveal-once: within its run a side acts without revealing, and a second reveal is refused', () => {
    const mid = { ...chain, last: 'axis' };
    expect(runProblem(mid, 'axis', 'reveal')?.rule).toBe('core.reveal-once');
    for (const verb of ['note', 'roll', 'setMode', 'undoRequest', 'consent', 'revealKey'])
      expect(runProblem(mid, 'axis', verb)).toBeNull();
  });

  it('core.unknown-side: a side without dice in the game makes no entry', () => {
    expect(runProblem(chain, 'neutral', 'reveal')?.rule).toBe('core.unknown-side');
  });

  it('commit-reveal/1 chains are held to none of it', () => {
    const v1 = startChain('g', { ...dice, scheme: COMMIT_REVEAL_V1 });
    expect(runProblem(v1, 'axis', 'note')).toBeNull();
    expect(runProblem(v1, 'axis', 'reveal')).toBeNull();
    expect(chainAfter(v1, 'axis', true)).toEqual({ ...v1, n: 1 });
    expect(chainAfter(v1, 'axis', false)).toEqual({ ...v1, n: 1 });
  });

  it('the roll ordinal counts the entries that rolled; every entry records its side', () => {
    expect(chainAfter(chain, 'axis', false)).toEqual({ ...chain, rolls: 0, last: 'axis' });
    expect(chainAfter(chain, 'allied', true)).toEqual({ ...chain, rolls: 1, last: 'allied' });
    expect(chainAfter({ ...chain, rolls: 4 }, 'axis', true).rolls).toBe(5);
  });

  it('drewOn tells a generator the rules rolled from one they left alone', () => {
    const given = seedRng('x');
    expect(drewOn(given, given)).toBe(false);
    expect(drewOn(given, { ...given, state: [...given.state] })).toBe(false);
    expect(drewOn(given, rollDice(given, 1, 6).rng)).toBe(true);
    expect(drewOn(given, { algorithm: 'other', state: given.state })).toBe(true);
  });

  it("asRunOf: a preview sees the chain as it is once the side's run is open, and nothing else changes", () => {
    const rng = entryRng(chain);
    expect(asRunOf(rng, 'axis').chain).toEqual({ ...chain, last: 'axis' });
    expect(runProblem(asRunOf(rng, 'axis').chain as unknown as typeof chain, 'axis', 'note')).toBeNull();
    expect(asRunOf(rng, 'axis').state).toEqual(rng.state);
    // Already open, an unknown side, a commit-reveal/1 chain, no chain: the very same state.
    const open = entryRng({ ...chain, last: 'axis' });
    expect(asRunOf(open, 'axis')).toBe(open);
    expect(asRunOf(rng, 'neutral')).toBe(rng);
    const v1 = entryRng(startChain('g', { ...dice, scheme: COMMIT_REVEAL_V1 }));
    expect(asRunOf(v1, 'axis')).toBe(v1);
    const plain = seedRng('x');
    expect(asRunOf(plain, 'axis')).toBe(plain);
  });
});
