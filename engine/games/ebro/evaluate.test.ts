// What a position of La Batalla del Ebro is worth to each side: a finished game's result, and the VP the game would
// end with now (XVII.5-7) read as the level's ratio.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { isGround } from '../ourwar/units.js';
import { crossingStart, ebroModule as module, placed } from './ebro.fixture.js';
import { ebroValue, projectedVp } from './evaluate.js';
import { GANDESA } from './policy-aims.js';
import { rightBank } from './victory.js';
import { varsOf } from './state.js';

const withVars = (s: GameState, vars: Record<string, unknown>): GameState => ({
  ...s,
  vars: { ...s.vars, ...vars } as GameState['vars'],
});

describe('the Ebro position value', () => {
  it('XVII.7 a finished game is worth its result: 1 to the winner, 0 to the loser, ½ each when it is drawn', () => {
    const s = crossingStart('1');
    const won = withVars(s, { step: 'over', result: { winner: 'republican', rule: 'XVII.7', reason: 'marginal' } });
    expect(ebroValue(module, won, 'republican')).toBe(1);
    expect(ebroValue(module, won, 'nationalist')).toBe(0);
    const drawn = withVars(s, { step: 'over', result: { winner: null, rule: 'XVII.7', reason: 'indecisive' } });
    expect(ebroValue(module, drawn, 'republican')).toBe(0.5);
  });

  it('XVII.5 at the start the Nationalists would score 30: no Republican unit is on the right bank', () => {
    const s = crossingStart('1');
    const vp = projectedVp(module, s);
    expect(vp.nationalist).toBe(varsOf(s).avp.nationalist + 30);
    expect(ebroValue(module, s, 'nationalist')).toBeGreaterThan(0.8);
    // the two sides' values add up to one
    expect(ebroValue(module, s, 'nationalist') + ebroValue(module, s, 'republican')).toBeCloseTo(1, 9);
  });

  it('XVII.5 a Republican unit across the Ebro and Gandesa held turn the value toward the Republic', () => {
    const s = crossingStart('1');
    const unit = s.pieces.find((p) => p.side === 'republican' && isGround(module, p))!;
    const across = placed(s, { [unit.id]: GANDESA });
    expect(rightBank(module).has(GANDESA)).toBe(true);
    expect(projectedVp(module, across).nationalist).toBe(varsOf(s).avp.nationalist);
    const held = withVars(across, { holds: { ...varsOf(s).holds, [GANDESA]: 'republican' } });
    // XVII.2 and the scenario's condition: Gandesa is worth 20 more to the Republic at the end
    expect(projectedVp(module, held).republican).toBe(projectedVp(module, across).republican + 20);
    const values = [s, across, held].map((x) => ebroValue(module, x, 'republican'));
    expect(values[1]).toBeGreaterThan(values[0]!);
    expect(values[2]).toBeGreaterThan(values[1]!);
    expect(values[2]).toBeGreaterThan(0.5);
  });
});
