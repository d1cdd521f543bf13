import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { NAT, REP } from '../ourwar/state.js';
import { crossingStart, ebroModule, placed, segment } from './ebro.fixture.js';
import { openReconstruction } from './rebuild.js';
import { ebroRules } from './rules.js';
import { moduleWith, play } from './variant.fixture.js';
import { type EbroVars, varsOf } from './state.js';
import { beginWithdrawals } from './withdraw.js';

const division105 = moduleWith({ withdrawals: [{ turn: 1, formation: 'N-HQ-105D' }] });

/** A turn of the crossing by night or by day, its withdrawals begun as the turn opens. */
function opened(module: GameModule, turn: number, part: 'day' | 'night') {
  const s = crossingStart();
  const d = draftState<EbroVars>({ ...s, turn, vars: { ...s.vars, part } as GameState['vars'] });
  beginWithdrawals(module, d);
  return d;
}

describe('withdrawals', () => {
  it('XX.1.5 withdrawals are made by day: a formation due on a night turn begins on the next day turn', () => {
    expect(opened(division105, 1, 'night').vars.withdrawing ?? {}).toEqual({});
    const d = opened(division105, 2, 'day');
    expect(d.vars.withdrawals).toEqual({ 'N-HQ-105D': 2 });
    const going = Object.keys(d.vars.withdrawing!);
    expect(going).toEqual(expect.arrayContaining(['N-HQ-105D', 'N-105D-1', 'N-105D-ART1']));
    expect(going).not.toContain('N-50D-1');
    expect(d.events).toContainEqual(expect.objectContaining({ type: 'withdrawal', withdrawal: 'N-HQ-105D' }));
    const byUnits = opened(moduleWith({ withdrawals: [{ turn: 2, units: ['N-50D-1'] }] }), 2, 'day');
    expect(Object.keys(byUnits.vars.withdrawing!)).toEqual(['N-50D-1']);
  });

  it('XX.1.5-XX.1.6 the whole battle’s International Brigades begin to withdraw on the day turn of 23 September', () => {
    const s = ebroRules.setup(ebroModule, { scenarioId: 'battle', seed: '1', mode: 'enforced', options: {} });
    const d = draftState<EbroVars>({ ...s, turn: 122, vars: { ...s.vars, part: 'day' } as GameState['vars'] });
    beginWithdrawals(ebroModule, d);
    expect(Object.keys(d.vars.withdrawing ?? {})).toHaveLength(15);
    expect(d.vars.withdrawing!['R-35D-XI-1']).toBe(122);
  });

  it('XX.1.5 a withdrawing unit that reaches an interior box of its side is withdrawn and out of play', () => {
    const s = placed(segment('move', NAT, { withdrawing: { 'N-105D-1': 1, 'N-105D-2': 1 } }), {
      'N-105D-1': { box: 'south-interior' },
      'N-105D-2': { box: 'west-exterior' },
    });
    const r = play(division105, s, NAT, 'done');
    const v = varsOf(r.state);
    expect(v.withdrawn).toEqual({ 'N-105D-1': { box: 'south-interior', from: 1 } });
    expect(r.state.pieces.find((p) => p.id === 'N-105D-1')!.at).toEqual({ kind: 'box', box: 'dead' });
    // an exterior box is not where it leaves (unless the scenario says so): still withdrawing
    expect(v.withdrawing).toEqual({ 'N-105D-2': 1 });
    expect(v.fallen?.['N-105D-1']).toBeUndefined();
  });

  it('XX.1.5-XX.1.6 a withdrawing unit on the map past three turns earns the enemy 1 CVP a turn, 2 foreign', () => {
    const late = (turn: number) => {
      const s = segment('combat', REP, {
        first: NAT,
        phase: 2,
        withdrawing: { 'N-105D-1': 2, 'N-13D-4': 2 },
      });
      const at = placed({ ...s, turn }, { 'N-13D-4': 'B:1705' });
      return play(ebroModule, at, REP, 'done').events.filter((e) => e.type === 'lateWithdrawal');
    };
    expect(late(4)).toEqual([]);
    expect(late(5)).toEqual([
      expect.objectContaining({ piece: 'N-105D-1', cvp: 1 }),
      expect.objectContaining({ piece: 'N-13D-4', cvp: 2 }),
    ]);
  });

  it('XX.1.5 units of a formation withdrawing are not rebuilt', () => {
    const s = crossingStart();
    const lost = ['N-105D-1', 'N-105D-2', 'N-105D-3'];
    const dead = placed(s, Object.fromEntries(lost.map((id) => [id, { box: 'dead' }])));
    const fallen = Object.fromEntries(lost.map((id) => [id, { turn: 1, captured: false }]));
    const rebuilt = (withdrawals: Record<string, number>) => {
      const d = draftState<EbroVars>({ ...dead, vars: { ...dead.vars, fallen, withdrawals } as GameState['vars'] });
      openReconstruction(division105, d);
      return d.vars.rebuilding![NAT]!.quota;
    };
    expect(rebuilt({})).toEqual({ infantry: 1 });
    expect(rebuilt({ 'N-HQ-105D': 1 })).toEqual({});
  });
});
