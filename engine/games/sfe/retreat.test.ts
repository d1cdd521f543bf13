// Retreats (§10.03, §13.04, §22.14) on a small axial hex board: hexes "q,r".
import { describe, expect, it } from 'vitest';
import { mustRetreat, type RetreatBoard, retreatAllowed, retreatPaths } from './retreat.js';

const DIRS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
const neighbors = (h: string) => {
  const [q, r] = h.split(',').map(Number);
  return DIRS.map(([dq, dr]) => `${q! + dq!},${r! + dr!}`);
};
const dist = (a: string, b: string) => {
  const [q1, r1] = a.split(',').map(Number);
  const [q2, r2] = b.split(',').map(Number);
  return (Math.abs(q1! - q2!) + Math.abs(r1! - r2!) + Math.abs(q1! + r1! - q2! - r2!)) / 2;
};
const board = (over: Partial<RetreatBoard> = {}): RetreatBoard => ({
  neighbors,
  prohibited: () => false,
  enemyIn: () => false,
  enemyZoc: () => false,
  supplyLength: () => null,
  fits: () => true,
  ...over,
});
const ends = (paths: string[][]) => paths.map((p) => p.join('>')).sort();

describe('retreat', () => {
  it('§10.03 one hex, never into enemy units, enemy ZOC or prohibited terrain', () => {
    const b = board({
      enemyIn: (h) => h === '1,0',
      enemyZoc: (h) => dist(h, '1,0') === 1,
      prohibited: (_f, t) => t === '-1,0',
    });
    expect(ends(retreatPaths(b, '0,0'))).toEqual(['-1,1', '0,-1'].sort());
  });

  it('§10.03 a unit with nowhere to go is eliminated (no path)', () => {
    expect(retreatPaths(board({ enemyZoc: () => true }), '0,0')).toEqual([]);
  });

  it('§10.03 friendly units do not cancel an enemy ZOC', () => {
    // the ZOC hexes hold friendly units: still closed
    const b = board({ enemyZoc: (h) => h !== '-1,0', fits: () => true });
    expect(ends(retreatPaths(b, '0,0'))).toEqual(['-1,0']);
  });

  it('§10.03 overstacked after one hex, the units retreat one hex more', () => {
    const b = board({ fits: (h) => h !== '-1,0', enemyZoc: (h) => h !== '-1,0' && dist(h, '0,0') === 1 });
    const paths = retreatPaths(b, '0,0');
    expect(paths.every((p) => p.length === 2 && p[0] === '-1,0')).toBe(true);
    // the neighbours of -1,0 but 0,0 and the two in ZOC (0,-1 and -1,1)
    expect(ends(paths)).toEqual(['-1,0>-1,-1', '-1,0>-2,0', '-1,0>-2,1']);
    expect(retreatAllowed(b, '0,0', ['-1,0', '-2,0'])).toBe(true);
    expect(retreatAllowed(b, '0,0', ['-1,0'])).toBe(false);
  });

  it('§10.03 wherever possible the retreat keeps or shortens the supply path', () => {
    const source = '-5,0';
    const b = board({ supplyLength: (h) => dist(h, source) });
    const paths = retreatPaths(b, '0,0');
    expect(paths.every((p) => dist(p[0]!, source) <= 5)).toBe(true);
    expect(ends(paths)).toEqual(['-1,0', '-1,1', '0,-1'].sort());
    // when only a longer path is open, it is taken
    const only = board({ supplyLength: (h) => dist(h, source), enemyZoc: (h) => h !== '1,0' });
    expect(ends(retreatPaths(only, '0,0'))).toEqual(['1,0']);
  });

  it('§22.14 disrupted enemy airborne do not block a retreat through, but the retreat may not end on them', () => {
    const b = board({
      disruptedEnemyAirborne: (h) => h === '-1,0',
      enemyZoc: (h) => h !== '-1,0' && dist(h, '0,0') === 1,
    });
    const paths = retreatPaths(b, '0,0');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.length === 2 && p[0] === '-1,0')).toBe(true);
  });

  it('§13.04 units stacked with a leader need not retreat on DR, AR or AX', () => {
    const units = [
      { id: 'a', hex: 'x' },
      { id: 'b', hex: 'y' },
    ];
    expect(mustRetreat(units, new Set(['x']), 'DR')).toEqual(['b']);
    expect(mustRetreat(units, new Set(), 'AX')).toEqual(['a', 'b']);
    expect(mustRetreat(units, new Set(), 'DE')).toEqual([]);
  });
});
