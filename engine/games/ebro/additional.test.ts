import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { NAT, REP } from '../ourwar/state.js';
import { dueUnits } from './arrive.js';
import { ebroModule, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';
import { moduleWith, play } from './variant.fixture.js';

const granted = moduleWith({ withdrawals: [{ turn: 2, formation: 'N-HQ-105D' }], additional: [NAT] });
const underWay = { withdrawals: { 'N-HQ-105D': 2 }, withdrawing: { 'N-105D-1': 2, 'N-105D-2': 2 } };

describe('additional reinforcements', () => {
  it('XX.1.10 a side granted them may keep units due to withdraw: the opponent earns 20 CVP at once', () => {
    const s = { ...segment('move', NAT, underWay), turn: 3 };
    const offered = ebroRules.view(granted, s, NAT).legalActions.filter((a) => a.verb === 'keep');
    expect(offered.map((a) => a.args)).toEqual([{ withdrawal: 'N-HQ-105D' }]);
    const r = play(granted, s, NAT, 'keep', { withdrawal: 'N-HQ-105D' });
    const v = varsOf(r.state);
    expect(v.withdrawing).toEqual({});
    expect(v.kept).toEqual(['N-HQ-105D']);
    expect(v.cvp).toEqual({ side: REP, value: 20 });
    // without the scenario's grant there is nothing to declare
    const refused = ebroRules.check(ebroModule, s, { side: NAT, verb: 'keep', args: { withdrawal: 'N-HQ-105D' } });
    expect(refused[0]).toMatchObject({ section: 'XX.1.10' });
  });

  it('XX.1.10 withdrawn units come back to their box, a level a turn since they left regained; +10 CVP', () => {
    const gone = {
      withdrawals: { 'N-HQ-105D': 2 },
      withdrawn: { 'N-105D-1': { box: 'south-interior', from: 2 }, 'N-105D-2': { box: 'south-interior', from: 2 } },
    };
    const s = placed(
      { ...segment('move', NAT, gone), turn: 3 },
      { 'N-105D-1': { box: 'dead' }, 'N-105D-2': { box: 'dead' } },
    );
    const reduced = { ...s, pieces: s.pieces.map((p) => (p.id === 'N-105D-1' ? { ...p, steps: 1 } : p)) };
    const r = play(granted, reduced, NAT, 'recall', { withdrawal: 'N-HQ-105D' });
    const back = r.state.pieces.find((p) => p.id === 'N-105D-1')!;
    expect(back).toMatchObject({ at: { kind: 'box', box: 'south-interior' }, steps: 2 });
    expect(varsOf(r.state).withdrawn).toEqual({});
    expect(varsOf(r.state).cvp).toEqual({ side: REP, value: 10 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'recalled', cvp: 10 }));
  });
});

describe('additional reinforcements: new units', () => {
  const extra = moduleWith({ additionalUnits: ['N-13D-4', 'N-13D-5'] });

  /** The Nationalist reinforcements of turn 3 due. */
  const due = () => {
    const s = { ...segment('reinforce', NAT), turn: 3 };
    return { ...s, vars: { ...s.vars, arriving: dueUnits(s, NAT), entered: [] } as GameState['vars'] };
  };

  it('XX.1.10 new additional units enter an exterior box; 20 CVP to the enemy as they include foreign units', () => {
    const s = due();
    const boxes = ebroRules
      .view(extra, s, NAT)
      .legalActions.filter((a) => a.verb === 'enter' && a.args!.piece === 'N-13D-4')
      .map((a) => a.args!.box);
    expect(boxes.sort()).toEqual(['north-exterior', 'south-exterior', 'west-exterior']);
    const inside = ebroRules.check(extra, s, {
      side: NAT,
      verb: 'enter',
      args: { piece: 'N-13D-4', box: 'west-interior' },
    });
    expect(inside[0]).toMatchObject({ rule: 'ebro.additionalBox', section: 'XX.1.10' });
    const r = play(extra, s, NAT, 'enter', { piece: 'N-13D-4', box: 'west-exterior' });
    expect(varsOf(r.state).cvp).toEqual({ side: REP, value: 20 });
    // the CVP are earned once for the turn's new units
    const again = play(extra, r.state, NAT, 'enter', { piece: 'N-13D-5', box: 'west-exterior' });
    expect(varsOf(again.state).cvp).toEqual({ side: REP, value: 20 });
  });

  it('XX.1.10 new additional units with no foreign unit earn the opponent 10 CVP', () => {
    const spanish = moduleWith({ additionalUnits: ['N-HQ-13D'] });
    const r = play(spanish, due(), NAT, 'enter', { piece: 'N-HQ-13D', box: 'west-exterior' });
    expect(varsOf(r.state).cvp).toEqual({ side: REP, value: 10 });
  });
});
