// Overruns (§14) with the book's 7-1/+1 and 6-1/+2 and its side-by-side and echeloned stacks, on an axial board.
import { describe, expect, it } from 'vitest';
import { groundCrt } from './crt.js';
import { afterOverrun, guaranteed, type OverrunCase, overrunCost, overrunProblems, overrunStep } from './overrun.js';

const crt = groundCrt();
const DIRS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
const adjacent = (a: string, b: string) => {
  const [q1, r1] = a.split(',').map(Number);
  const [q2, r2] = b.split(',').map(Number);
  return DIRS.some(([dq, dr]) => q1! + dq! === q2 && r1! + dr! === r2);
};
/** The enemy stacks whose ZOC covers a hex: those adjacent to it (a stack's own hex is not in its ZOC here). */
const zocFrom = (enemies: string[]) => (hex: string) => enemies.filter((e) => adjacent(e, hex));
const base: OverrunCase = {
  phase: 'movement',
  together: true,
  odds: { attack: 28, defence: 4, drm: 1 },
  fits: true,
  mpLeft: 6,
  enter: 1,
  zocToZoc: false,
  clearInClear: false,
  hexesMovedThisPhase: 2,
};
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

/** A stack walks `path` from its first hex overrunning `targets` (each a hex of the path); where does it end? */
function walk(path: string[], enemies: string[], targets: string[], mp: number) {
  let left = mp;
  const dead = new Set<string>();
  for (let i = 1; i < path.length; i++) {
    const [from, to] = [path[i - 1]!, path[i]!];
    const alive = zocFrom(enemies.filter((e) => !dead.has(e)));
    const step = overrunStep(alive, from, to, new Set(targets.filter((t) => !dead.has(t))));
    const cost = targets.includes(to) ? overrunCost(1, 4, step.extra > 0) : 1 + step.extra;
    if (cost > left) return { at: from, overrun: [...dead] };
    left -= cost;
    if (targets.includes(to)) dead.add(to);
    if (step.stop || step.extra > 0) return { at: to, overrun: [...dead] };
  }
  return { at: path[path.length - 1]!, overrun: [...dead] };
}

describe('overrun', () => {
  it('§14.01 T13: 7-1 with +1 or 6-1 with +2 guarantees the DE an overrun needs; 7-1 alone does not', () => {
    expect(guaranteed(crt, { attack: 28, defence: 4, drm: 1 })).toBe(true);
    expect(guaranteed(crt, { attack: 24, defence: 4, drm: 2 })).toBe(true);
    expect(guaranteed(crt, { attack: 28, defence: 4, drm: 0 })).toBe(false);
    expect(guaranteed(crt, { attack: 24, defence: 4, drm: 1 })).toBe(false);
    expect(overrunProblems(crt, base)).toEqual([]);
    expect(rules(overrunProblems(crt, { ...base, odds: { attack: 27, defence: 4, drm: 1 } }))).toEqual(['§14.01']);
  });

  it('§14.01 T13: it costs the hex +1 MP, nothing more for a hex of zero defence factors', () => {
    expect(overrunCost(2, 4, false)).toBe(3);
    expect(overrunCost(2, 0, false)).toBe(2);
    expect(afterOverrun({ ...base, mpLeft: 6, enter: 2 })).toEqual({ mpLeft: 3, stop: false });
  });

  it('§14.0 §14.01 §14.02 only in movement or exploitation, a stack that began together, within stacking', () => {
    expect(rules(overrunProblems(crt, { ...base, phase: 'combat' }))).toEqual(['§14.0']);
    expect(overrunProblems(crt, { ...base, phase: 'exploitation' })).toEqual([]);
    expect(rules(overrunProblems(crt, { ...base, together: false }))).toEqual(['§14.01']);
    expect(rules(overrunProblems(crt, { ...base, fits: false }))).toEqual(['§14.02']);
  });

  it('†§14.04 T14: no minimum-move overrun, except one hex into clear terrain in clear weather', () => {
    const short = { ...base, mpLeft: 1, hexesMovedThisPhase: 0 };
    expect(rules(overrunProblems(crt, short))).toEqual(['†§14.04']);
    expect(overrunProblems(crt, { ...short, clearInClear: true })).toEqual([]);
    expect(rules(overrunProblems(crt, { ...short, clearInClear: true, hexesMovedThisPhase: 1 }))).toEqual(['†§14.04']);
  });

  it('§14.03 T14: of two stacks side by side a stack from 3 hexes away is stopped in front of the first', () => {
    // enemies at 3,0 and 3,-1 (adjacent); our stack walks 0,0 → 1,0 → 2,0 → 3,0
    const r = walk(['0,0', '1,0', '2,0', '3,0'], ['3,0', '3,-1'], ['3,0'], 10);
    expect(r).toEqual({ at: '2,0', overrun: [] });
  });

  it('§14.03 T14: beginning adjacent it overruns the first but pays +2 and stops in its hex (ZOC to ZOC)', () => {
    const r = walk(['2,0', '3,0', '4,0'], ['3,0', '3,-1'], ['3,0'], 10);
    expect(r).toEqual({ at: '3,0', overrun: ['3,0'] });
    expect(overrunStep(zocFrom(['3,0', '3,-1']), '2,0', '3,0', new Set(['3,0']))).toEqual({ extra: 2, stop: true });
  });

  it('§14.03 T14: stacks echeloned one behind another can all be overrun', () => {
    const r = walk(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0'], ['3,0', '5,0'], ['3,0', '5,0'], 10);
    expect(r).toEqual({ at: '5,0', overrun: ['3,0', '5,0'] });
  });
});
