// Naval combat's arithmetic (naval.ts, navalcombat.ts): the values damage leaves (§20.03(1), T27), the results on a
// counter's sides (§20.02), who fires in each round (§20.01(3)), the column and DRMs of the book's example (T26).

import { describe, expect, it } from 'vitest';
import type { UnitDef } from '../../core/module.js';
import { damagedValue, factsOf, hitBonus } from './naval.js';
import { combinedDrm, fireDrm, firesIn, hit, printedCell, surfaceColumn } from './navalcombat.js';
import { battleRange } from './navalrange.js';

/** A two-sided counter `Type Prot Flak Surface Shore Speed`, its back side given. */
function ship(type: string, prot: number, full: [number, number, number], back: [number, number, number]): UnitDef {
  const face = ([flak, surface, shore]: [number, number, number]) => ({
    attack: surface,
    defense: shore,
    movement: 7,
    factors: { protection: prot, flak, fast: 1 },
  });
  return {
    id: type,
    name: type,
    nationality: 'x',
    type: `naval-${type}`,
    size: 'fleet',
    steps: 2,
    full: face(full),
    reduced: face(back),
    prov: { source: 'user', note: 'test' },
  };
}
const full = { steps: 2 };
const flipped = { steps: 1 };
/** Player A's battleship of the §20 example, BB C 18 22 16 F (its back taken as 11, half the front). */
const bbA = ship('BB', 3, [18, 22, 16], [9, 11, 8]);
/** Player B's, BB B 14 13 10 S (back 6). */
const bbB = ship('BB', 2, [14, 13, 10], [7, 6, 5]);

describe('§20.03 damage effects', () => {
  it('§20.03(1) T27 a full ship of surface 12 (reduced side 6) damaged on its front has 9', () => {
    expect(damagedValue(12, 6, { front: true })).toBe(9);
    expect(damagedValue(12, 6, {})).toBe(12);
    expect(damagedValue(12, 6, { front: true, back: true })).toBe(6);
  });

  it('§20.03(1) T26 the damaged battleships fire with 16 (22/11) and 9 (13/6)', () => {
    expect(factsOf(bbA, full, { damage: { front: true } }).surface).toBe(16);
    expect(factsOf(bbB, full, { damage: { front: true } }).surface).toBe(9);
    // a flipped counter's damaged side is halved, rounded down
    expect(factsOf(bbA, flipped, { damage: { back: true } }).surface).toBe(5);
  });

  it('§20.03(2) a damaged ship has 5 MPs; §20.03(5) +1 at sea only when a full counter has both sides damaged', () => {
    expect(factsOf(bbA, full, { damage: { front: true } }).mp).toBe(5);
    expect(factsOf(bbA, full).mp).toBe(7);
    expect(hitBonus(bbA, full, { front: true })).toBe(false);
    expect(hitBonus(bbA, full, { front: true, back: true })).toBe(true);
    expect(hitBonus(bbA, flipped, { back: true })).toBe(true);
  });
});

describe('§20.02 naval combat results', () => {
  it('§20.02 S flips a full counter; a D damages its front, a second D there sinks that side', () => {
    expect(hit(bbA, full, {}, 'S')).toEqual({ steps: 1, damage: {} });
    expect(hit(bbA, full, {}, 'D')).toEqual({ steps: 2, damage: { front: true } });
    expect(hit(bbA, full, { front: true }, 'D')).toEqual({ steps: 1, damage: {} });
  });

  it('§20.02 T26 DD on a battleship damaged on its front: the front sunk, the back damaged', () => {
    expect(hit(bbA, full, { front: true }, 'DD')).toEqual({ steps: 1, damage: { back: true } });
    expect(hit(bbA, full, {}, 'SD')).toEqual({ steps: 1, damage: { back: true } });
  });

  it('§20.02 any double result sinks a reduced counter; S sinks it; D on its damaged side sinks it', () => {
    expect(hit(bbA, flipped, {}, 'DD').steps).toBe(0);
    expect(hit(bbA, flipped, {}, 'S').steps).toBe(0);
    expect(hit(bbA, flipped, { back: true }, 'D').steps).toBe(0);
    expect(hit(bbA, flipped, {}, 'D')).toEqual({ steps: 1, damage: { back: true } });
    expect(hit(bbA, flipped, {}, 'miss')).toEqual({ steps: 1, damage: {} });
  });
});

describe('§20.01 the rounds, the column and the DRMs', () => {
  it('§20.01(3) battleships fire from round 1, cruisers from round 2, destroyers in round 3, transports never', () => {
    expect(['BB', 'CA', 'DD', 'TT'].map((t) => [1, 2, 3].filter((r) => firesIn(t, r as 1 | 2 | 3)))).toEqual([
      [1, 2, 3],
      [2, 3],
      [3],
      [],
    ]);
  });

  it('§20.01(4) T26 the columns 13-20 and 7-12 and the book\u2019s cells: 8 D, 7 miss, 12 DD', () => {
    expect([surfaceColumn(16), surfaceColumn(13), surfaceColumn(9), surfaceColumn(0)]).toEqual([
      '13-20',
      '13-20',
      '7-12',
      null,
    ]);
    expect([printedCell('13-20', 8), printedCell('13-20', 7), printedCell('7-12', 12)]).toEqual(['D', 'miss', 'DD']);
    expect(printedCell('13-20', 9)).toBeNull();
  });

  it('§20.01(4) T26 a BB gets 0 against B, +1 against C, +1 more in round 2; mixed types take the least', () => {
    expect(fireDrm('BB', 2, 1)).toBe(0);
    expect(fireDrm('BB', 3, 1)).toBe(1);
    expect(fireDrm('BB', 2, 2)).toBe(1);
    expect(fireDrm('BB', 3, 2)).toBe(2);
    expect(combinedDrm(['BB', 'CA'], 3, 2, false)).toBe(0);
    expect(combinedDrm(['BB'], 3, 2, true)).toBe(3);
  });
});

describe('§20 the overall example of naval combat', () => {
  it('§20.01 T26 round by round: both battleships flipped, A\u2019s damaged too, with the book\u2019s rolls', () => {
    // step 1: the carrier's strike damages A's battleship on its front (read off the air column, §16.14)
    let a = { steps: 2, damage: hit(bbA, full, {}, 'D').damage };
    let b = { steps: 2, damage: {} };
    // round 1: A fires 16 on 13-20 with 0 (BB at B), rolls 8: D; B fires 13 with +1 (BB at C), rolls 6: 7, a miss
    const a1 = factsOf(bbA, a, { damage: a.damage }).surface;
    expect([a1, surfaceColumn(a1), combinedDrm(['BB'], 2, 1, false)]).toEqual([16, '13-20', 0]);
    expect(printedCell('13-20', 8 + 0)).toBe('D');
    const b1 = factsOf(bbB, b, { damage: b.damage }).surface;
    expect([b1, surfaceColumn(b1), combinedDrm(['BB'], 3, 1, false)]).toEqual([13, '13-20', 1]);
    expect(printedCell('13-20', 6 + 1)).toBe('miss');
    // the results land after the round, no +1 on A's battleship at sea: only its front is damaged
    expect(hitBonus(bbA, full, a.damage)).toBe(false);
    b = hit(bbB, b, b.damage, 'D');
    // round 2: A fires 16 with +1 (round 2), rolls 7: D, the second on B's front: sunk, flipped
    expect(printedCell('13-20', 7 + combinedDrm(['BB'], 2, 2, false))).toBe('D');
    const bAfter = hit(bbB, b, b.damage, 'D');
    // B fires first with its damaged front's 9 on 7-12 with +2, rolls 10: DD
    const b2 = factsOf(bbB, b, { damage: b.damage }).surface;
    expect([b2, surfaceColumn(b2), combinedDrm(['BB'], 3, 2, false)]).toEqual([9, '7-12', 2]);
    expect(printedCell('7-12', 10 + 2)).toBe('DD');
    a = hit(bbA, a, a.damage, 'DD');
    expect(bAfter).toEqual({ steps: 1, damage: {} });
    expect(a).toEqual({ steps: 1, damage: { back: true } });
    // A's force is no longer fast: its battleship is damaged
    expect(factsOf(bbA, a, { damage: a.damage }).damaged).toBe(true);
  });
});

describe('†§28.12d naval battle ranges', () => {
  it('†§28.12d T48 clear weather, die 4 with the British +1: 5, the battle opens with the air round "A"', () => {
    expect(battleRange(4, 'clear', true, true)).toBe('A');
    expect(battleRange(4, 'mud', false, true)).toBe(1);
    expect(battleRange(6, 'stormy', true, true)).toBe('A');
    expect(battleRange(1, 'clear', false, true)).toBe(3);
    // no carrier able to strike: "A" is read as 1
    expect(battleRange(5, 'frost', false, false)).toBe(1);
  });
});
