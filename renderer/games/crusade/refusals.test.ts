import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../engine/core/types.js';
import { campaignStart, crusadeModule } from '../../../engine/games/crusade/crusade.fixture.js';
import { crusadeRules } from '../../../engine/games/crusade/rules.js';
import { initI18n } from '../../i18n/index.js';
import { PlayRefusals } from './refusals.js';

describe('why a card of the hand may not be played a way now', () => {
  beforeEach(() => initI18n('en'));

  it('§4.3.1 asks the rules once a position for each play not listed, and words the answer with a rule', async () => {
    const state = campaignStart('crusade-map-17');
    const view = crusadeRules.view(crusadeModule, state, 'NAT');
    const asked: Action[] = [];
    const preview = async (a: Action) => {
      asked.push(a);
      return crusadeRules.preview!(crusadeModule, state, a.side, a);
    };
    const changed = vi.fn();
    const r = new PlayRefusals(preview, changed);
    const hand = (view.state.vars as { decks: { NAT: { hand: string[] } } }).decks.NAT.hand;
    r.update(view, hand);
    // Asked: every use of every card but Air Bridge's event, and the Automatic Operation.
    expect(asked).toHaveLength(7 * 4 - 1 + 1);
    expect(r.why('N1', 'ops')).toBe('Checking the rules…');
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(r.why('N1', 'event')).toBeNull();
    expect(r.why('N1', 'ops')).toMatch(/\(rule 4\.3\.1\)$/);
    for (const id of hand.slice(1)) expect(r.why(id, 'sr')).toMatch(/\(rule 4\.3\.1\)$/);
    expect(r.whyAuto()).toMatch(/\(rule \d/);
    // The same position again: nothing asked.
    r.update(view, hand);
    expect(asked).toHaveLength(28);
    // Not the viewer's round (the other side's screen): nothing asked, no reason.
    r.update(crusadeRules.view(crusadeModule, state, 'REP'), []);
    expect(r.why('N1', 'ops')).toBeNull();
  });
});
