import { describe, expect, it } from 'vitest';
import { testModule } from './sfe.fixture.js';
import { zoneOf } from './state.js';
import { enterCost, inSoviet1939, isBroadGauge, isRailHex, railNeighbors } from './terrain.js';

describe('the map for the ground rules', () => {
  it("§7.1 entering clear costs 1, forest 2; a major river adds 2; sea and Kronstadt's sea sides are closed", () => {
    expect(enterCost(testModule, 'C:4031', 'C:4032')).toBe(1);
    expect(enterCost(testModule, 'C:4132', 'C:4032')).toBe(3);
    expect(enterCost(testModule, 'C:4132', 'C:4032', { rivers: true })).toBe(1);
    expect(enterCost(testModule, 'N:2631', 'N:2731')).toBe(Number.POSITIVE_INFINITY);
    expect(enterCost(testModule, 'N:2730', 'N:2731')).toBeLessThan(Number.POSITIVE_INFINITY);
  });

  it('§8.0 Smolensk (4032) is a rail junction of broad gauge', () => {
    expect(isRailHex(testModule, 'C:4032')).toBe(true);
    expect(railNeighbors(testModule, 'C:4032').sort()).toEqual(['C:4031', 'C:4033', 'C:4131']);
    expect(isBroadGauge(testModule, 'C:4032', 'C:4031')).toBe(true);
  });

  it('§8.06 the 1939 borders of the Soviet Union leave out the 1939-40 annexations', () => {
    expect(inSoviet1939(testModule, 'C:4032')).toBe(true);
    const annexed = testModule.map.hexes.find((h) => h.features?.includes('annexed-1939-40'));
    expect(annexed && inSoviet1939(testModule, annexed.id)).toBe(false);
  });

  it('§25.1 a hex lies in the weather zone the map marks', () => {
    expect(zoneOf(testModule, 'C:4032')).toBe('A');
    expect(zoneOf(testModule, 'nowhere')).toBe('E');
  });
});
