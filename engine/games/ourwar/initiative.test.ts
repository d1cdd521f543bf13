import { describe, expect, it } from 'vitest';
import { combatModule } from './combat.fixture.js';
import {
  holderOf,
  type InitiativeInput,
  initiativeSteps,
  nextTerrainState,
  resolveInitiative,
  squareOf,
  stepToward,
  terrainMove,
  terrainTrack,
  weatherFor,
} from './initiative.js';
import { NAT, REP } from './state.js';

describe('initiative, weather and terrain state', () => {
  it('III.3 the index reads the holder and its square: 0 is Republican 3, 7 Nationalist 3', () => {
    expect([0, 3, 4, 7].map((i) => [holderOf(i), squareOf(i)])).toEqual([
      [REP, 3],
      [REP, 0],
      [NAT, 0],
      [NAT, 3],
    ]);
  });

  it('III.5 a step left of 0 flips the marker and the flip uses that step; it stops at 3', () => {
    expect(stepToward(3, NAT)).toBe(4);
    expect(holderOf(stepToward(3, NAT))).toBe(NAT);
    expect(stepToward(6, NAT, 3)).toBe(7);
    expect(stepToward(1, REP, 5)).toBe(0);
  });

  it('III.4.1 the higher 2d6 gains one step; equal totals none', () => {
    const base = { surprise: null, cvp: null };
    expect(initiativeSteps({ ...base, dice: { [NAT]: 9, [REP]: 4 } })).toEqual([
      { rule: 'III.4.1', why: '2d6: 9 against 4', side: NAT, steps: 1 },
    ]);
    expect(initiativeSteps({ ...base, dice: { [NAT]: 6, [REP]: 6 } })).toEqual([]);
  });

  it('III.4.2 surprise gives 3 / 2 / 1 steps on surprise turns 1 / 2 / 3 and none on the 4th', () => {
    const n = (turn: number) =>
      initiativeSteps({ dice: { [NAT]: 5, [REP]: 5 }, surprise: { side: REP, turn }, cvp: null })[0]?.steps ?? 0;
    expect([1, 2, 3, 4].map(n)).toEqual([3, 2, 1, 0]);
  });

  it('III.4.4 the CVP marker gives its side one step, none when it reads 0', () => {
    const at = (value: number) =>
      resolveInitiative(3, { dice: { [NAT]: 5, [REP]: 5 }, surprise: null, cvp: { side: NAT, value } }).idx;
    expect(at(2)).toBe(4);
    expect(at(0)).toBe(3);
  });

  it('III.4 A3 in the listed order saturation loses steps; netted first it does not', () => {
    // The Nationalist holds at 3 (idx 7), wins the dice, then the Republic's surprise turn 1 pulls 3 back.
    const input: InitiativeInput = { dice: { [NAT]: 10, [REP]: 2 }, surprise: { side: REP, turn: 1 }, cvp: null };
    expect(resolveInitiative(7, input)).toEqual({ idx: 4, holder: NAT });
    expect(resolveInitiative(7, { ...input, net: true })).toEqual({ idx: 5, holder: NAT });
  });

  it('III.4.3 scenario steps come after surprise and before the CVP', () => {
    const steps = initiativeSteps({
      dice: { [NAT]: 3, [REP]: 8 },
      surprise: { side: REP, turn: 2 },
      scenario: [{ side: NAT, steps: 1, why: 'reserves arrive' }],
      cvp: { side: NAT, value: 1 },
    });
    expect(steps.map((s) => s.rule)).toEqual(['III.4.1', 'III.4.2', 'III.4.3', 'III.4.4']);
  });

  it('IV.6 the weather is read at 2d6 plus the DRM, clamped to the chart', () => {
    expect(weatherFor(combatModule, 6, 0)).toBe('clear');
    expect(weatherFor(combatModule, 6, 3)).toBe('hot');
    expect(weatherFor(combatModule, 2, -4)).toBe('stormy');
  });

  it('V.4 the terrain marker moves by the weather and the turn modifier, kept on the track', () => {
    const { states, start } = terrainTrack(combatModule);
    expect(start).toBe(1);
    expect(nextTerrainState(combatModule, 1, 'rainy')).toEqual({ pos: 3, state: states[3] });
    expect(nextTerrainState(combatModule, 1, 'clear')).toEqual({ pos: 0, state: 'dry' });
    expect(nextTerrainState(combatModule, 5, 'stormy', 1).pos).toBe(states.length - 1);
    expect(nextTerrainState(combatModule, 5, 'stormy', 1).state).toBe('ice');
  });

  it("V.4 a chart giving its own moves (data.moves) is read instead of the book's", () => {
    const ts = combatModule.charts.find((c) => c.id === 'terrain-state')!;
    const own = { ...ts, data: { ...ts.data, moves: { clear: -1, rainy: 1, cold: 0, stormy: 2, hot: -2 } } };
    const m = { ...combatModule, charts: [...combatModule.charts.filter((c) => c !== ts), own] };
    expect(terrainMove(combatModule, 'rainy')).toBe(2);
    expect(terrainMove(m, 'rainy')).toBe(1);
    expect(nextTerrainState(m, 1, 'rainy').pos).toBe(2);
  });
});
