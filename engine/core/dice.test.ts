import { describe, expect, it } from 'vitest';
import { rollDice, rollDie, seedRng, RNG_ALGORITHM } from './dice.js';

describe('seeded dice', () => {
  it('the same seed gives the same rolls, another seed other rolls', () => {
    const seq = (seed: string) => {
      let rng = seedRng(seed);
      const out: number[] = [];
      for (let i = 0; i < 50; i++) {
        const r = rollDie(rng, 6);
        out.push(r.value);
        rng = r.rng;
      }
      return out;
    };
    expect(seq('alpha')).toEqual(seq('alpha'));
    expect(seq('alpha')).not.toEqual(seq('beta'));
  });

  it('stores its state as plain JSON and does not mutate the input state', () => {
    const rng = seedRng('x');
    const copy = JSON.parse(JSON.stringify(rng));
    const r = rollDie(rng, 6);
    expect(rng).toEqual(copy);
    expect(r.rng.algorithm).toBe(RNG_ALGORITHM);
    expect(r.rng.state).toHaveLength(4);
    expect(r.rng.state).not.toEqual(rng.state);
    // Round-trips through JSON: the same next roll.
    expect(rollDie(JSON.parse(JSON.stringify(r.rng)), 6)).toEqual(rollDie(r.rng, 6));
  });

  it('rollDice equals the same number of rollDie calls in a row', () => {
    let rng = seedRng('chain');
    const single: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = rollDie(rng, 10);
      single.push(r.value);
      rng = r.rng;
    }
    const many = rollDice(seedRng('chain'), 5, 10);
    expect(many.dice).toEqual(single);
    expect(many.rng).toEqual(rng);
  });

  it('every face comes up about equally often (unbiased) and none outside 1..sides', () => {
    let rng = seedRng('fairness');
    const counts = new Array(7).fill(0);
    const n = 60000;
    for (let i = 0; i < n; i++) {
      const r = rollDie(rng, 6);
      counts[r.value]++;
      rng = r.rng;
    }
    expect(counts[0]).toBe(0);
    // Chi-square with 5 degrees of freedom; 20.5 is the 0.1% critical value.
    const expected = n / 6;
    const chi = counts.slice(1).reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('rejects impossible dice with a clear error', () => {
    expect(() => rollDie(seedRng('a'), 1)).toThrow(/2\.\.1000 sides/);
    expect(() => rollDice(seedRng('a'), 0, 6)).toThrow(/1\.\.100 dice/);
    expect(() => rollDie({ algorithm: 'mt', state: [1] }, 6)).toThrow(/Unknown dice generator/);
  });
});
