import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { crossingStart, ebroModule, placed } from './ebro.fixture.js';
import { destroyedThisTurn, recordLosses } from './fallen.js';
import type { EbroVars } from './state.js';

const dead = ['R-42D-59-1', 'R-42D-59-2', 'R-42D-59-3', 'N-50D-1', 'N-50D-2', 'R-HQ-42D'];

/** The register after an action whose events are these, the units above in the dead pile. */
function registered(events: GameEvent[], vars: Partial<EbroVars> = {}) {
  const s = placed(crossingStart(), Object.fromEntries(dead.map((id) => [id, { box: 'dead' }])));
  const d = draftState<EbroVars>({ ...s, vars: { ...s.vars, ...vars } as GameState['vars'] });
  d.events.push(...events);
  recordLosses(ebroModule, d);
  return d;
}

describe('the register of losses', () => {
  it('XVI.11 a P result captures its side; the other side’s eliminated units are destroyed', () => {
    const d = registered([
      { type: 'combat', attackers: ['N-50D-1'], defenders: ['R-42D-59-1', 'R-HQ-42D'], cell: 'X/P', hex: 'A:0811' },
    ]);
    expect(d.vars.fallen).toEqual({
      'N-50D-1': { turn: 1, captured: false },
      'R-42D-59-1': { turn: 1, captured: true },
      'R-HQ-42D': { turn: 1, captured: true },
    });
  });

  it('XI.7, XVI.7 units surrendered are captured; units eliminated by fire are destroyed', () => {
    const d = registered([
      { type: 'surrendered', side: 'republican', pieces: ['R-42D-59-2'] },
      { type: 'noRetreat', side: 'republican', pieces: ['R-42D-59-3'], outcome: 'surrender', levels: 0 },
      { type: 'fire', side: 'republican', pieces: ['R-3D-31-1'], targets: ['N-50D-2'] },
    ]);
    expect(d.vars.fallen).toMatchObject({
      'R-42D-59-2': { captured: true },
      'R-42D-59-3': { captured: true },
      'N-50D-2': { captured: false },
    });
  });

  it('XIX.2.5 only units an action eliminated go on the register, once, and withdrawn units never', () => {
    const d = registered([{ type: 'fire', targets: ['N-50D-2', 'R-3D-31-1'] }], {
      fallen: { 'N-50D-2': { turn: 0, captured: true } },
      withdrawn: { 'N-50D-1': { box: 'west-interior', from: 1 } },
    });
    expect(d.vars.fallen).toEqual({ 'N-50D-2': { turn: 0, captured: true } });
    const named = registered([{ type: 'fire', targets: ['N-50D-1', 'N-50D-2'] }]);
    expect(destroyedThisTurn(named.state, 'nationalist').sort()).toEqual(['N-50D-1', 'N-50D-2']);
    expect(destroyedThisTurn(named.state, 'republican')).toEqual([]);
  });
});
