import { describe, expect, it } from 'vitest';
import { airOf, airVarsOf, clearPatrols, emptyAir, onPatrol } from './airstate.js';

describe('the air vars', () => {
  it('XII.6.1 a state without air vars reads no patrol and the standing orders at their defaults', () => {
    expect(airOf({ vars: {} })).toEqual(emptyAir());
    expect(onPatrol({ vars: {} }, 'x')).toBe(false);
  });

  it('XII the final adjustment removes the patrol markers and interceptions tried, not the standing orders', () => {
    const vars: Record<string, unknown> = {};
    const air = airVarsOf(vars);
    air.patrol.push('f');
    air.tried.f = '1:1:prepare';
    air.noIntercept.push('republican');
    expect(onPatrol({ vars: vars as never }, 'f')).toBe(true);
    clearPatrols(vars);
    expect(airOf({ vars: vars as never })).toEqual({ ...emptyAir(), noIntercept: ['republican'] });
  });
});
