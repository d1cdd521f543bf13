// What a Barbarossa position is worth to each side (evaluate.ts): the two sides' worths add up to one, the Axis's
// grows with the victory cities it holds and with the Soviet units it destroys, Moscow's fall and a finished game
// are the result itself.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { barbarossa, barbarossaModule as module } from './barbarossa.fixture.js';
import { sfeValue } from './evaluate.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';
import { victoryData } from './victory.js';

const cities = victoryData(module, { scenarioId: 'barbarossa' })!.cities;
const hexOf = (name: string) => cities.find((c) => c.name === name)!.hex;

/** The state with these vars changed. */
const withVars = (s: GameState, vars: Partial<SfeVars>): GameState => ({ ...s, vars: { ...s.vars, ...vars } as never });
/** The state with the Axis controlling these cities. */
const holding = (s: GameState, ...names: string[]): GameState =>
  withVars(s, { control: { ...varsOf(s).control, ...Object.fromEntries(names.map((n) => [hexOf(n), AXIS])) } });

describe("a Barbarossa position's worth", () => {
  const start = barbarossa('1');

  it('is between 0 and 1 and the two sides share it at the start', () => {
    const axis = sfeValue(module, start, AXIS);
    expect(axis).toBeGreaterThan(0.02);
    expect(axis).toBeLessThan(0.98);
    expect(axis + sfeValue(module, start, SOVIET)).toBeCloseTo(1, 10);
  });

  it('rises for the Axis with each victory city it takes, by the city points', () => {
    const kiev = sfeValue(module, holding(start, 'Kiev'), AXIS);
    const more = sfeValue(module, holding(start, 'Kiev', 'Leningrad', 'Smolensk'), AXIS);
    const base = sfeValue(module, start, AXIS);
    expect(kiev).toBeGreaterThan(base);
    expect(more).toBeGreaterThan(kiev);
    // the Axis's marginal victory (11 points) is worth more to it than to the Soviet player
    expect(
      sfeValue(module, holding(start, 'Leningrad', 'Kiev', 'Kharkov', 'Rostov', 'Smolensk'), AXIS),
    ).toBeGreaterThan(0.5);
  });

  it('rises for the Axis when Soviet units are destroyed, and halves the weight of units out of supply', () => {
    const soviet = start.pieces.filter((p) => p.side === SOVIET && p.at.kind === 'hex').slice(0, 20);
    const gone = new Set(soviet.map((p) => p.id));
    const fewer = { ...start, pieces: start.pieces.filter((p) => !gone.has(p.id)) };
    expect(sfeValue(module, fewer, AXIS)).toBeGreaterThan(sfeValue(module, start, AXIS));
    const cut = withVars(start, { unsupplied: Object.fromEntries(soviet.map((p) => [p.id, 1])) });
    expect(sfeValue(module, cut, AXIS)).toBeGreaterThan(sfeValue(module, start, AXIS));
    expect(sfeValue(module, cut, AXIS)).toBeLessThan(sfeValue(module, fewer, AXIS));
  });

  it("Moscow's fall is the Axis's win, a finished game its result", () => {
    expect(sfeValue(module, holding(start, 'Moscow'), AXIS)).toBeGreaterThanOrEqual(0.98);
    const over = withVars(start, {
      step: 'over',
      result: { winner: SOVIET, rule: 'victory.cities', reason: 'decisive' },
    } as Partial<SfeVars>);
    expect(sfeValue(module, over, SOVIET)).toBe(1);
    expect(sfeValue(module, over, AXIS)).toBe(0);
  });
});
