import { describe, expect, it } from 'vitest';
import { downstream, floodCrossings } from '../ourwar/flood.js';
import { NAT, REP, sideKey } from '../ourwar/state.js';
import { draftState } from '../../systems/draft.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { type EbroVars, varsOf } from './state.js';

const flix = sideKey('A:2012', 'A:2013');
const asco = sideKey('A:2117', 'A:2217');

describe('the Ebro in flood', () => {
  it('XX.1.4 the river is followed down from Mequinenza: Flix before Ascó, Ascó before Móra', () => {
    const far = downstream(ebroModule, 'A:0403');
    const at = (a: string, b: string) => Math.min(far.get(a) ?? 999, far.get(b) ?? 999);
    expect(at('A:2012', 'A:2013')).toBeLessThan(at('A:2117', 'A:2217'));
    expect(at('A:2117', 'A:2217')).toBeLessThan(at('A:2524', 'A:2624'));
    expect(at('A:2524', 'A:2624')).toBeLessThan(at('B:2124', 'B:2223'));
  });

  it('XX.1.4 one roll on the 46+ column strikes every crossing, one less a hex downstream', () => {
    const s = segment('prepare', NAT, {
      crossings: {
        [flix]: { kind: 'pontoon-bridge', a: 'A:2012', b: 'A:2013', side: REP, damage: 0, building: 0 },
        [asco]: { kind: 'footbridge', a: 'A:2117', b: 'A:2217', side: REP, damage: 0, building: 0 },
      },
    });
    const d = draftState<EbroVars>(s);
    const strikes = floodCrossings(ebroModule, d.vars, 'A:0403', 6, 1);
    const [f, a] = [strikes.find((x) => x.key === flix)!, strikes.find((x) => x.key === asco)!];
    expect(f.roll).toBeGreaterThan(a.roll);
    // far down the river the roll reads the table's first row: 2 turns of damage on the 46+ column
    expect(a.result.turns).toBe(2);
    expect(d.vars.crossings[asco]).toMatchObject({ damage: 2 });
  });

  it('XX.1.4 the Nationalists open the dams from turn 10, once; then only major fixed crossings cross the Ebro', () => {
    const early = { ...segment('prepare', NAT), turn: 9 };
    expect(listed(early, NAT, 'flood')).toEqual([]);
    expect(ebroRules.check(ebroModule, early, { side: NAT, verb: 'flood', args: {} })[0]).toMatchObject({
      rule: 'ebro.flood.turn',
    });
    const s = { ...segment('prepare', NAT), turn: 10 };
    const r = act(s, NAT, 'flood', {});
    expect(varsOf(r.state).flood).toBe(2);
    expect(r.events.find((e) => e.type === 'flood')).toBeDefined();
    expect(listed(r.state, NAT, 'flood')).toEqual([]);
    // the Ascó battalions can no longer ford the Ebro or take their boats over it
    // (Ascó emptied of its garrison, so only the river stands between)
    const move = placed(
      { ...r.state, activeSide: REP, vars: { ...r.state.vars, step: 'move', first: REP } },
      { 'N-50D-7': { box: 'dead' } },
    );
    const over = listed(move, REP, 'move').filter(
      (a) => a.args?.piece === 'R-35D-XV-1' && (a.args.to as { hex: string }).hex === 'A:2117',
    );
    expect(over).toEqual([]);
    const dry = { ...move, vars: { ...move.vars, flood: 0 } };
    const overDry = listed(dry, REP, 'move').filter(
      (a) => a.args?.piece === 'R-35D-XV-1' && (a.args.to as { hex: string }).hex === 'A:2117',
    );
    expect(overDry.length).toBeGreaterThan(0);
  });
});
