// Whole games of Operation Isabella played by the random player in enforced mode: every listed action must be
// accepted, and the game must end with a result by the end of Turn 10.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { randomAction, seededRandom } from '../../core/random-player.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';

const dir = fileURLToPath(new URL('../../../assets/modules/isabella/', import.meta.url));
const read = <T>(f: string): T => JSON.parse(readFileSync(dir + f, 'utf8')) as T;
const module = { manifest: read('module.json'), map: read('map.json'), units: read('units.json'),
  markers: read('markers.json'), charts: read('charts.json'), scenarios: read('scenarios.json') } as GameModule;

function play(seed: number, maxActions = 20000): { state: GameState; actions: number } {
  let state = isabellaRules.setup(module, { scenarioId: 'campaign', seed: `g${seed}`, mode: 'enforced', options: {} });
  const random = seededRandom(seed);
  let n = 0;
  for (; n < maxActions && varsOf(state).step !== 'over'; n++) {
    const side = isabellaRules.toAct(module, state)[0]!;
    const view = isabellaRules.view(module, state, side);
    const action = randomAction(view.legalActions, side, random);
    if (!action) throw new Error(`dead end at step ${varsOf(state).step}, turn ${state.turn}, phase ${state.phase}`);
    const r = applyAction(isabellaRules, module, state, action);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(action)}: ${r.violations.map((v) => v.message).join('; ')}`);
    state = r.state;
  }
  return { state, actions: n };
}

describe('a whole game (derived test of the sequence of play, 5.x)', () => {
  it('the random player plays a game to its end in enforced mode', () => {
    const t = Date.now();
    const { state, actions } = play(1);
    console.log(`game: ${actions} actions in ${Date.now() - t} ms; turn ${state.turn}; result`, varsOf(state).result);
    expect(varsOf(state).step).toBe('over');
    expect(varsOf(state).result).not.toBeNull();
  });
});
