import { describe, expect, it } from 'vitest';
import { NAT } from '../ourwar/state.js';
import { act, ebroModule, listed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { dueUnits } from './arrive.js';
import { varsOf } from './state.js';

describe('reinforcements', () => {
  it('XIX.2.4 the units due enter an interior box their side holds, a formation’s all in the same box', () => {
    const turn3 = { ...segment('reinforce', NAT), turn: 3 };
    const due = dueUnits(turn3, NAT);
    expect(due).toContain('N-HQ-13D');
    const s = { ...turn3, vars: { ...turn3.vars, arriving: due, entered: [] } };
    const boxes = new Set(listed(s, NAT, 'enter').map((a) => a.args!.box));
    expect([...boxes].sort()).toEqual(['north-interior', 'south-interior', 'west-interior']);
    const first = due.find((id) => id.startsWith('N-13D-'))!;
    const r = act(s, NAT, 'enter', { piece: first, box: 'west-interior' });
    const mate = due.find((id) => id.startsWith('N-13D-') && id !== first)!;
    const v = ebroRules.check(ebroModule, r.state, {
      side: NAT,
      verb: 'enter',
      args: { piece: mate, box: 'north-interior' },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.formationBox', section: 'XIX.2.4' });
    expect(
      listed(r.state, NAT, 'enter')
        .filter((a) => a.args!.piece === mate)
        .map((a) => a.args!.box),
    ).toEqual(['west-interior']);
    expect(varsOf(r.state).arriving).not.toContain(first);
    const wrong = ebroRules.check(ebroModule, s, {
      side: NAT,
      verb: 'enter',
      args: { piece: first, box: 'east-interior' },
    });
    expect(wrong[0]).toMatchObject({ rule: 'ebro.entryBox' });
  });
});
