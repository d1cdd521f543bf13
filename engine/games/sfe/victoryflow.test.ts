import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { barbarossa, barbarossaModule, playAll } from './barbarossa.fixture.js';
import { sfeRules } from './rules.js';
import { AXIS, SOVIET, type Side, varsOf } from './state.js';
import { victoryData } from './victory.js';

const start = barbarossa();
const data = victoryData(barbarossaModule, start)!;
const hexOf = (name: string) => data.cities.find((c) => c.name === name)!.hex;
const done = (side: string) => ({ side, verb: 'done', args: {} });

/** The start with the Axis holding these cities. */
function axisHolds(state: GameState, names: string[]): GameState {
  const v = varsOf(state);
  const control = { ...v.control, ...Object.fromEntries(names.map((n) => [hexOf(n), AXIS as Side])) };
  return { ...state, vars: { ...v, control } as unknown as JsonObject };
}

/** Every phase passed with `done` (by whichever side may pass it) until the next turn's weather or the game's end. */
function finishTurn(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 60 && !['weather', 'over'].includes(varsOf(s).step); i++) {
    const side = [AXIS, SOVIET].find((x) => sfeRules.check(barbarossaModule, s, done(x)).length === 0);
    if (!side) throw new Error(`no side may pass ${varsOf(s).step}`);
    s = playAll(s, [done(side)]);
  }
  return s;
}

describe('Barbarossa victory in the flow (reconstructed: digest §8.8)', () => {
  it('Barbarossa automatic victory ends the game at the end of the turn Moscow falls (the flow)', () => {
    const s = finishTurn(axisHolds(start, ['Moscow']));
    expect(varsOf(s).step).toBe('over');
    expect(varsOf(s).result).toEqual({ winner: AXIS, rule: 'victory.moscow', reason: 'automatic' });
    expect(s.turn).toBe(1);
  });

  it('Barbarossa victory cities at the end of DEC 2 1941: none taken, a Soviet decisive victory (the flow)', () => {
    const last = barbarossaModule.scenarios[0].lastTurn;
    const s = finishTurn({ ...start, turn: last });
    expect(varsOf(s).step).toBe('over');
    expect(varsOf(s).result).toEqual({ winner: SOVIET, rule: 'victory.cities', reason: 'decisive' });
  });
});
