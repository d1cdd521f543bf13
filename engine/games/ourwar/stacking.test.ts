import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { game, moveModule, unit } from './move.fixture.js';
import { canStack, countersUsed, overstacked, stackCost, stackLimit, stackUsed } from './stacking.js';

const infs = (n: number, hex: string, prefix = 'i') =>
  Array.from({ length: n }, (_, i) => unit('inf', hex, { id: `${prefix}${i}` }));

describe('stacking (XI)', () => {
  it('XI.2 a hex holds 12 points, 8 in marsh, rough and villages, none in a lake', () => {
    const s = game([]);
    expect(stackLimit(moveModule, s, '0101')).toBe(12);
    expect(stackLimit(moveModule, s, '0305')).toBe(8);
    expect(stackLimit(moveModule, s, '0203')).toBe(8);
    expect(stackLimit(moveModule, s, '0607')).toBe(8);
    expect(stackLimit(moveModule, s, '1210')).toBe(0);
    expect(stackLimit(moveModule, s, '9999')).toBe(0);
  });

  it('XI.2 IV.8 in a storm a marsh counts as a lake and holds nothing', () => {
    expect(stackLimit(moveModule, game([], { weather: 'stormy' }), '0607')).toBe(0);
  });

  it('XI.6 an interior box holds 60 points, exterior boxes any number', () => {
    const s = game([]);
    expect(stackLimit(moveModule, s, 'west')).toBe(60);
    expect(stackLimit(moveModule, s, 'rear')).toBe(Number.POSITIVE_INFINITY);
  });

  it('XI.2 a unit uses its printed stacking value, a full boats counter 4, an air unit nothing here', () => {
    expect(stackCost(moveModule, unit('inf', '0101'))).toBe(2);
    expect(stackCost(moveModule, unit('tank', '0101'))).toBe(3);
    expect(stackCost(moveModule, unit('boats', '0101'))).toBe(4);
    expect(stackCost(moveModule, unit('plane', '0101'))).toBe(0);
  });

  it('XI.2 the points a side uses in a hex count its ground units only', () => {
    const s = game([...infs(2, '0101'), unit('plane', '0101'), unit('n-inf', '0101')]);
    expect(stackUsed(moveModule, s, 'republican', '0101')).toBe(4);
    expect(stackUsed(moveModule, s, 'nationalist', '0101')).toBe(2);
  });

  it('IX.4.6 a unit may not enter a hex where it would exceed the limit; the movers are not counted twice', () => {
    const s = game([...infs(3, '0305'), unit('tank', '0304'), unit('inf', '0101', { id: 'x' })]);
    const tank = s.pieces.find((p) => p.id === 'tank')!;
    expect(canStack(moveModule, s, [tank], '0305')).toBe(false);
    expect(canStack(moveModule, s, [tank], '0101')).toBe(true);
    expect(canStack(moveModule, s, s.pieces.slice(0, 3), '0305')).toBe(true);
    const x = s.pieces.find((p) => p.id === 'x')!;
    expect(canStack(moveModule, s, [x], '0305')).toBe(true);
  });

  it('XI.5, X.II.7 a dismantled crossing counter lying in a hex counts against its side’s units entering it', () => {
    const s = game([...infs(2, '0305'), unit('inf', '0304', { id: 'x' })]);
    const x = s.pieces.find((p) => p.id === 'x')!;
    // 0305 holds 8: two infantry (4) and another (2) fit, and a pontoon bridge's counter (minor, 2) still fits
    expect(canStack(moveModule, s, [x], '0305')).toBe(true);
    const counter = (kind: string, side: string) => ({ kind, side, hex: '0305', turn: 1 });
    const withCounter = (...cs: JsonObject[]): GameState => ({ ...s, vars: { ...s.vars, counters: cs } });
    expect(canStack(moveModule, withCounter(counter('pontoon-bridge', 'republican')), [x], '0305')).toBe(true);
    // a major crossing's or boats' counter costs 4: 4 + 2 + 4 > 8
    const major = withCounter(counter('pontoon-ferry', 'republican'));
    expect(countersUsed(major, 'republican', '0305')).toBe(4);
    expect(canStack(moveModule, major, [x], '0305')).toBe(false);
    // the enemy's counter does not count against this side
    expect(canStack(moveModule, withCounter(counter('pontoon-ferry', 'nationalist')), [x], '0305')).toBe(true);
  });

  it('XI.7 overstacked places are listed per side with points and limit', () => {
    const s = game([...infs(5, '0305'), ...infs(7, '0101', 'j'), unit('n-inf', '0305')]);
    expect(overstacked(moveModule, s)).toEqual([
      { place: '0101', side: 'republican', used: 14, limit: 12 },
      { place: '0305', side: 'republican', used: 10, limit: 8 },
    ]);
  });
});
