import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState, JsonObject } from '../../core/types.js';
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

describe('an entry the rules forbid, by mode', () => {
  const turn3 = { ...segment('reinforce', NAT), turn: 3 };
  const due = dueUnits(turn3, NAT);
  const s = { ...turn3, vars: { ...turn3.vars, arriving: due, entered: [] } } as GameState;
  const first = due.find((id) => id.startsWith('N-13D-'))!;
  const enter = (mode: GameState['mode'], args: JsonObject) =>
    applyAction(ebroRules, ebroModule, { ...s, mode }, { side: NAT, verb: 'enter', args });

  it('I.1, XIX.2.4 advisory play enters a unit into a box the rules do not offer, recording the broken rule', () => {
    const args = { piece: first, box: 'east-interior' };
    expect(enter('enforced', args).ok).toBe(false);
    const r = enter('advisory', args);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toContain('ebro.entryBox');
    expect(r.state.pieces.find((p) => p.id === first)!.at).toEqual({ kind: 'box', box: 'east-interior' });
    expect(varsOf(r.state).arriving).not.toContain(first);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'enter', pieces: [first] }));
  });

  it('I.1 honor play enters it without recording a rule', () => {
    const r = enter('honor', { piece: first, box: 'east-interior' });
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    expect(r.state.pieces.find((p) => p.id === first)!.at).toEqual({ kind: 'box', box: 'east-interior' });
  });

  it('I.1 a unit not due, or a box that is not there, is refused in every mode', () => {
    const rules = (r: ReturnType<typeof enter>) => (r.ok ? [] : r.violations.map((v) => v.rule));
    const notDue = s.pieces.find((p) => p.side === NAT && p.at.kind === 'hex')!.id;
    for (const mode of ['advisory', 'honor'] as const) {
      expect(rules(enter(mode, { piece: first, box: 'atlantis' })), mode).toEqual(['ebro.entryBox']);
      expect(rules(enter(mode, { piece: notDue, box: 'west-interior' })), mode).toEqual(['ebro.notArriving']);
    }
  });
});
