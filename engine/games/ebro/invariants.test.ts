// The fuzzer's invariants of La Batalla del Ebro on positions that break them: each broken one is named.

import { describe, expect, it } from 'vitest';
import { REP } from '../ourwar/state.js';
import { ebroModule, placed, segment } from './ebro.fixture.js';
import { ebroInvariants } from './invariants.js';

describe("La Batalla del Ebro's invariants", () => {
  const s = segment('move', REP);
  const mine = s.pieces.filter((p) => p.side === REP && p.kind === 'unit' && p.at.kind === 'hex').slice(0, 40);
  const crowded = placed(s, Object.fromEntries(mine.map((p) => [p.id, 'A:1226'])));

  it('XI.2 a hex over its stacking limit is a broken invariant in enforced play', () => {
    expect(ebroInvariants(ebroModule, s)).toEqual([]);
    expect(ebroInvariants(ebroModule, crowded).join()).toMatch(/A:1226 holds \d+ stacking points of republican/);
  });

  it('XI.7 XI.2 while the overstack step clears the hexes a storm over-stacked, they are not a broken invariant', () => {
    const storm = { ...crowded, vars: { ...crowded.vars, step: 'overstack' } } as typeof crowded;
    expect(ebroInvariants(ebroModule, storm)).toEqual([]);
  });

  it('I.1 XI.2 in advisory and honor play a hex may be over-stacked by hand: no invariant is broken', () => {
    for (const mode of ['advisory', 'honor'] as const)
      expect(ebroInvariants(ebroModule, { ...crowded, mode }), mode).toEqual([]);
  });

  it('E a unit with a level count outside 0-2 is named', () => {
    const odd = { ...s, pieces: s.pieces.map((p) => (p.id === mine[0]!.id ? { ...p, steps: 3 } : p)) };
    expect(ebroInvariants(ebroModule, odd)).toEqual([`${mine[0]!.id} has 3 levels (E)`]);
  });
});
