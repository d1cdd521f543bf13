// Advance after combat (§9.04, §23.22, §28.10b).
import { describe, expect, it } from 'vitest';
import { type AdvanceBoard, advanceProblems, mayAdvance, vacated } from './advance.js';
import type { Fighter } from './combat.js';

const u = (id: string, hex: string, type: Fighter['type'] = 'infantry') =>
  ({ id, side: 'axis', hex, type, size: 'corps', attack: 10, defence: 10, reduced: false }) as Fighter;
const board = (over: Partial<AdvanceBoard> = {}): AdvanceBoard => ({
  attackers: [u('a', 'x'), u('b', 'y'), u('art', 'x', 'artillery')],
  supply: [u('s', 'x', 'supply'), u('s2', 'z', 'supply')],
  fits: (units) => units.filter((x) => x.type !== 'supply').length <= 3,
  ...over,
});
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

describe('advance after combat', () => {
  it('§9.04 only when every defending ground unit was eliminated or retreated', () => {
    expect(vacated([])).toBe(true);
    expect(vacated([u('L', 'h', 'leader')])).toBe(true);
    expect(vacated([u('d', 'h')])).toBe(false);
    expect(rules(advanceProblems(board(), ['a'], [u('d', 'h')]))).toEqual(['§9.04']);
    expect(mayAdvance(board(), [u('d', 'h')])).toEqual([]);
  });

  it('§9.04 only the attackers may advance, within the stacking limit (§5)', () => {
    expect(advanceProblems(board(), ['a', 'b'], [])).toEqual([]);
    expect(rules(advanceProblems(board(), ['z'], []))).toEqual(['§9.04']);
    expect(rules(advanceProblems(board({ fits: (us) => us.length <= 1 }), ['a', 'b'], []))).toEqual(['§5']);
  });

  it('§28.10b artillery never advances under the artillery rules', () => {
    expect(advanceProblems(board(), ['art'], [])).toEqual([]);
    expect(rules(advanceProblems(board({ artilleryRules: true }), ['art'], []))).toEqual(['§28.10b']);
    expect(mayAdvance(board({ artilleryRules: true }), [])).toEqual(['a', 'b']);
  });

  it('§23.22 a supply unit advances with the ground units it is stacked with', () => {
    expect(advanceProblems(board(), ['a', 's'], [])).toEqual([]);
    expect(rules(advanceProblems(board(), ['b', 's'], []))).toEqual(['§23.22']);
    expect(rules(advanceProblems(board(), ['s2'], []))).toEqual(['§23.22']);
  });
});
