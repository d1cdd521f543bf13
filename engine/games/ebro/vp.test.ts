import { describe, expect, it } from 'vitest';
import { NAT, REP } from '../ourwar/state.js';
import { addCvp, victoryOf } from './vp.js';

describe('victory points', () => {
  it('XVII.2 the current-turn marker is a signed sum: the first player adds, the second subtracts', () => {
    const v = { first: REP, cvp: { side: REP, value: 0 } } as Parameters<typeof addCvp>[0];
    addCvp(v, REP, 3);
    expect(v.cvp).toEqual({ side: REP, value: 3 });
    addCvp(v, NAT, 5);
    expect(v.cvp).toEqual({ side: NAT, value: 2 });
    addCvp(v, REP, 2);
    expect(v.cvp).toEqual({ side: REP, value: 0 });
  });

  it('XVII.7 the victory level follows the ratio of the accumulated VP, rounded down', () => {
    expect(victoryOf({ [NAT]: 10, [REP]: 10 })).toEqual({ winner: null, level: 'indecisive' });
    expect(victoryOf({ [NAT]: 19, [REP]: 10 })).toEqual({ winner: null, level: 'indecisive' });
    expect(victoryOf({ [NAT]: 20, [REP]: 10 })).toEqual({ winner: NAT, level: 'marginal' });
    expect(victoryOf({ [NAT]: 10, [REP]: 45 })).toEqual({ winner: REP, level: 'operational' });
    expect(victoryOf({ [NAT]: 10, [REP]: 70 })).toEqual({ winner: REP, level: 'strategic' });
    expect(victoryOf({ [NAT]: 110, [REP]: 10 })).toEqual({ winner: NAT, level: 'decisive' });
    expect(victoryOf({ [NAT]: 3, [REP]: 0 })).toEqual({ winner: NAT, level: 'decisive' });
  });
});
