import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { NAT, REP } from '../ourwar/state.js';
import { act, only, placed, segment } from './ebro.fixture.js';
import { boxLevels } from './prisoners.js';
import { varsOf } from './state.js';

const near = ['R-3D-31-1'];
const far = ['R-3D-31-2', 'R-3D-31-3'];

/** The last segment of a turn on a bare map (the Republic in supply by surprise): reduced infantry of each side, one
 *  five hexes from an organised Nationalist on the west edge, the others far from any enemy; and prisoners in the
 *  box (5 levels captured, 2 destroyed). */
function position(exchange: string): GameState {
  const surprise = { side: REP, turn: 2 };
  const s = segment('combat', REP, { first: NAT, phase: 2, surprise, options: { prisonerExchange: exchange } });
  const keep = [...near, ...far, 'R-3D-33-1', 'N-50D-4', 'N-50D-5'];
  const p = placed(only(s, keep), {
    'N-50D-4': 'A:0128',
    'R-3D-31-1': 'A:0628',
    'R-3D-31-2': 'A:3014',
    'R-3D-31-3': 'A:3015',
    'R-3D-33-1': 'A:3016',
    'N-50D-5': 'A:0201',
  });
  const reduced = new Set([...near, ...far, 'N-50D-5', 'N-50D-1']);
  const pieces = p.pieces.map((x) => (reduced.has(x.id) ? { ...x, steps: 1 } : x));
  const fallen = {
    'R-42D-59-1': { turn: 1, captured: true },
    'N-50D-1': { turn: 1, captured: true },
    'N-50D-2': { turn: 1, captured: true },
    'N-50D-3': { turn: 1, captured: false },
  };
  return { ...p, pieces, vars: { ...p.vars, fallen } as GameState['vars'] };
}

const steps = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.steps;

describe('prisoner exchange', () => {
  it('XX.2.7 half the prisoners’ levels (rounded up) are exchanged; each side takes as many back', () => {
    const s = position('captured');
    expect(boxLevels(s)).toBe(5);
    const r = act(s, REP, 'done', {});
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'prisoners', levels: 3, republican: far, nationalist: ['N-50D-5'] }),
    );
    for (const id of far) expect(steps(r.state, id)).toBe(2);
    expect(steps(r.state, 'N-50D-5')).toBe(2);
    expect(varsOf(r.state).exchanged).toBe(3);
    expect(boxLevels(r.state)).toBe(2);
  });

  it('XX.2.7 a unit within ten hexes of an in-supply, organised enemy takes back nothing', () => {
    const r = act(position('captured'), REP, 'done', {});
    expect(steps(r.state, 'R-3D-31-1')).toBe(1);
  });

  it('XX.2.7 the exchange is optional (off by default); the box may be read as every eliminated unit', () => {
    const off = act(position('off'), REP, 'done', {});
    expect(off.events.some((e) => e.type === 'prisoners')).toBe(false);
    expect(boxLevels(position('eliminated'))).toBe(7);
  });
});
