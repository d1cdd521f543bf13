import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { AXIS, SOVIET, type SfeVars, type Side, varsOf } from './state.js';
import { automaticWinner, axisPoints, judgeTurn, levelOf, victoryData } from './victory.js';

const start = barbarossa();
const data = victoryData(barbarossaModule, start)!;
const hexOf = (name: string) => data.cities.find((c) => c.name === name)!.hex;

/** The line of 31 December 1941: the victory cities the Axis held. */
const HELD = [
  'Kiev',
  'Kharkov',
  'Stalino',
  'Dnepropetrovsk',
  'Odessa',
  'Smolensk',
  'Minsk',
  'Riga',
  'Tallinn',
  'Novgorod',
];

/** The start with these hexes' control changed. */
function withControl(state: GameState, changes: Record<string, Side>): GameState {
  const v = varsOf(state);
  return { ...state, vars: { ...v, control: { ...v.control, ...changes } } as unknown as JsonObject };
}

const axisHolds = (names: string[]) => Object.fromEntries(names.map((n) => [hexOf(n), AXIS as Side]));

describe('Barbarossa victory (scenario data, reconstructed: digest §8.8)', () => {
  it('Barbarossa victory cities: the historical line of December 1941 scores 12, an Axis marginal victory', () => {
    const { points, held } = axisPoints(data, varsOf(withControl(start, axisHolds(HELD))).control);
    expect(points).toBe(12);
    expect(held.sort()).toEqual([...HELD].sort());
    expect(levelOf(data, points)).toEqual({ atLeast: 11, winner: AXIS, level: 'marginal' });
  });

  it('Barbarossa victory levels: 16+ Axis decisive, 11-15 Axis marginal, 7-10 Soviet marginal, 0-6 decisive', () => {
    const at = (p: number) => `${levelOf(data, p)!.winner} ${levelOf(data, p)!.level}`;
    expect([16, 25].map(at)).toEqual(['axis decisive', 'axis decisive']);
    expect([11, 15].map(at)).toEqual(['axis marginal', 'axis marginal']);
    expect([7, 10].map(at)).toEqual(['soviet marginal', 'soviet marginal']);
    expect([0, 6].map(at)).toEqual(['soviet decisive', 'soviet decisive']);
    expect(data.cities.reduce((s, c) => s + c.vp, 0)).toBe(25);
  });

  it('Barbarossa automatic victory: the Axis controlling Moscow, or the Soviets Ploesti or Bucharest', () => {
    expect(automaticWinner(data, varsOf(start).control)).toBeNull();
    expect(automaticWinner(data, varsOf(withControl(start, axisHolds(['Moscow']))).control)?.winner).toBe(AXIS);
    const ploesti = data.automatic.find((a) => a.id === 'ploesti')!;
    for (const h of ploesti.hexes)
      expect(automaticWinner(data, varsOf(withControl(start, { [h]: SOVIET })).control)?.winner).toBe(SOVIET);
    // Leningrad alone is worth points at the end, not the game at once.
    expect(automaticWinner(data, varsOf(withControl(start, axisHolds(['Leningrad']))).control)).toBeNull();
  });

  it('Barbarossa at a turn’s end: the game goes on without an automatic victory, the last turn counts points', () => {
    const d = draftState<SfeVars>(withControl(start, axisHolds(HELD)));
    expect(judgeTurn(barbarossaModule, d, false)).toBeNull();
    expect(d.vars.result).toBeNull();
    expect(judgeTurn(barbarossaModule, d, true)).toEqual({ winner: AXIS, rule: 'victory.cities', reason: 'marginal' });
    expect(d.vars.result).toEqual({ winner: AXIS, rule: 'victory.cities', reason: 'marginal' });
    expect(d.events.at(-1)).toMatchObject({ type: 'victory', points: 12 });
  });
});
