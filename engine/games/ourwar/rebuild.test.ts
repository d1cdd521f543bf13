import { describe, expect, it } from 'vitest';
import {
  exchangeLevels,
  isForeign,
  lateWithdrawalCvp,
  mayRebuild,
  mayRecover,
  rebuildQuota,
  WITHDRAWAL_TURNS,
} from './rebuild.js';
import { moveModule, unit } from './move.fixture.js';

const module = moveModule;
const many = (def: string, n: number) => Array.from({ length: n }, () => unit(def, 'dead'));

describe('rebuilding, prisoners and withdrawals (series)', () => {
  it('XIX.2.5 neither motorised, armoured nor artillery units are rebuilt; HQs go by VII.5', () => {
    expect(mayRebuild(module, unit('inf', 'dead'))).toBe(true);
    expect(mayRebuild(module, unit('mtn', 'dead'))).toBe(true);
    for (const def of ['mot', 'tank', 'art', 'div', 'plane', 'boats'])
      expect(mayRebuild(module, unit(def, 'dead')), def).toBe(false);
  });

  it('XIX.2.5 one unit is rebuilt for every three eliminated units of the same type', () => {
    expect(rebuildQuota(module, many('inf', 2))).toEqual({});
    expect(rebuildQuota(module, many('inf', 3))).toEqual({ infantry: 1 });
    expect(rebuildQuota(module, many('inf', 5))).toEqual({ infantry: 1 });
    expect(rebuildQuota(module, many('inf', 6))).toEqual({ infantry: 2 });
    // two infantry and one mountain battalion are not three of a type; artillery never counts
    expect(rebuildQuota(module, [...many('inf', 2), unit('mtn', 'dead'), ...many('art', 3)])).toEqual({});
  });

  it('XX.2.7 at most half the levels in the box are exchanged, fractions rounded up', () => {
    expect(exchangeLevels(0)).toBe(0);
    expect(exchangeLevels(1)).toBe(1);
    expect(exchangeLevels(4)).toBe(2);
    expect(exchangeLevels(7)).toBe(4);
  });

  it('XX.2.7 only non-motorised infantry that has lost a level takes back levels', () => {
    expect(mayRecover(module, unit('inf', '0101', { steps: 1 }))).toBe(true);
    expect(mayRecover(module, unit('inf', '0101'))).toBe(false);
    expect(mayRecover(module, unit('mot', '0101', { steps: 1 }))).toBe(false);
    expect(mayRecover(module, unit('art', '0101', { steps: 1 }))).toBe(false);
  });

  it('XX.1.6 the Army of Africa and foreign nationalities are foreign', () => {
    expect(isForeign(module, unit('inf', '0101'))).toBe(false);
    expect(isForeign(module, unit('afr', '0101'))).toBe(true);
    expect(isForeign(module, unit('ib', '0101'))).toBe(true);
  });

  it('XX.1.5-XX.1.6 a withdrawing unit has three turns; each later turn on the map costs 1 CVP, 2 if foreign', () => {
    expect(WITHDRAWAL_TURNS).toBe(3);
    const inf = unit('inf', '0101');
    expect([4, 5, 6].map((t) => lateWithdrawalCvp(module, inf, 4, t))).toEqual([0, 0, 0]);
    expect(lateWithdrawalCvp(module, inf, 4, 7)).toBe(1);
    expect(lateWithdrawalCvp(module, unit('afr', '0101'), 4, 8)).toBe(2);
  });
});
