import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { NAT, REP, sideKey } from '../ourwar/state.js';
import { ebroModule, only, placed, segment } from './ebro.fixture.js';
import type { EbroVars } from './state.js';
import { automaticVictory, scenarioVp } from './victory.js';

const vpAfter = (s: ReturnType<typeof segment>) => {
  const d = draftState<EbroVars>(s);
  scenarioVp(ebroModule, d);
  return { avp: d.vars.avp, ids: d.events.map((e) => e.id) };
};

describe('the scenario’s victory conditions', () => {
  it('XVII.5 Gandesa held by the Republic at the end is worth 20 more; a standing Republican bridge over the Ebro 5', () => {
    const start = segment('combat', REP);
    // at the start the Nationalists hold Gandesa, the Republic has no bridge and is not on the right bank
    expect(vpAfter(start)).toEqual({ avp: { [NAT]: 30, [REP]: 0 }, ids: ['bridgehead'] });
    const key = sideKey('A:2117', 'A:2217');
    const won = segment('combat', REP, {
      holds: { 'A:1226': REP },
      crossings: { [key]: { kind: 'pontoon-bridge', a: 'A:2117', b: 'A:2217', side: REP, damage: 0, building: 0 } },
    });
    const bank = placed(won, { 'R-35D-XV-1': 'A:2117' });
    expect(vpAfter(bank)).toEqual({ avp: { [NAT]: 0, [REP]: 25 }, ids: ['gandesa', 'bridge'] });
    // a bridge still being built does not count
    const building = segment('combat', REP, {
      crossings: { [key]: { kind: 'pontoon-bridge', a: 'A:2117', b: 'A:2217', side: REP, damage: 0, building: 1 } },
    });
    expect(vpAfter(placed(building, { 'R-35D-XV-1': 'A:2117' })).ids).toEqual([]);
  });

  it('XVII.8 a side wins at once when every enemy unit in play is disorganised or out of supply', () => {
    const s = only(segment('combat', REP), ['R-35D-XV-1', 'N-50D-13']);
    const d = draftState<EbroVars>(s);
    expect(automaticVictory(ebroModule, d)).toBeNull();
    d.vars.marks['N-50D-13'] = { dso: true };
    expect(automaticVictory(ebroModule, d)).toBe(REP);
  });
});
