import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../schemas/host-api.js';
import { handoverOf, withheld } from './handover.js';

/** A snapshot of `side`'s view with `toAct` to act, in `mode`; `mail` for a game by e-mail. */
function snap(side: string, toAct: string[], mode = 'enforced', mail = false): Snapshot {
  return {
    doc: {
      fileName: null,
      dirty: true,
      canUndo: true,
      canRedo: false,
      moduleId: 'crusade',
      scenarioId: 'campaign',
      revision: 4,
      ...(mail ? { mail: { side, known: 0, unsent: 1 } } : {}),
    },
    view: { side, toAct, state: { mode, pieces: [], vars: { hand: ['N2'] } }, legalActions: [], prompts: [] } as never,
    log: [{ seq: 0, side, verb: 'play', args: { card: 'N1' }, events: [] }],
    logFrom: 0,
  };
}

describe('the hand-over at one screen', () => {
  it('the side to play is not the side shown, with fog of war and the curtain on: a hand-over', () => {
    expect(handoverOf(snap('NAT', ['REP']), true)).toEqual({ next: 'REP', previous: 'NAT' });
    expect(handoverOf(snap('NAT', ['REP'], 'advisory'), true)).toEqual({ next: 'REP', previous: 'NAT' });
  });

  it('none while the side shown is asked, when nobody is, in honor mode, with the curtain off, or by e-mail', () => {
    expect(handoverOf(snap('NAT', ['NAT']), true)).toBeNull();
    expect(handoverOf(snap('NAT', ['REP', 'NAT']), true)).toBeNull();
    expect(handoverOf(snap('NAT', []), true)).toBeNull();
    expect(handoverOf(snap('NAT', ['REP'], 'honor'), true)).toBeNull();
    expect(handoverOf(snap('NAT', ['REP']), false)).toBeNull();
    expect(handoverOf(snap('NAT', ['REP'], 'enforced', true), true)).toBeNull();
    expect(handoverOf(null, true)).toBeNull();
    expect(handoverOf({ ...snap('NAT', ['REP']), view: null }, true)).toBeNull();
  });

  it('none against the computer while it plays: the screen is the player’s; once it stopped, the hand-over again', () => {
    const against = (stopped?: string): Snapshot => {
      const s = snap('NAT', ['REP']);
      const opponent = { side: 'REP', bot: 'scripted', toAct: true, ...(stopped ? { stopped } : {}) };
      return { ...s, doc: { ...s.doc!, opponent } };
    };
    expect(handoverOf(against(), true)).toBeNull();
    expect(handoverOf(against('The computer found no action'), true)).toEqual({ next: 'REP', previous: 'NAT' });
  });

  it('what the page keeps under the curtain is the summary only: no view, no log line', () => {
    const s = snap('NAT', ['REP']);
    const kept = withheld(s);
    expect(kept).toEqual({ doc: s.doc, view: null, log: [], logFrom: 0 });
    expect(JSON.stringify(kept)).not.toMatch(/N1|N2/);
  });
});
