// §17.1.1 the end of the Nationalist Ammunition Shortage: when a Northern supply source traces a supply line
// over land to a Nationalist Sevilla, for good, or when the War of the Columns Phase ends (Turn 5), whichever
// comes first; under either reading of the Northern zone (option ammoShortageZone).

import { describe, expect, it, vi } from 'vitest';

vi.mock('./combat.js', () => import('./combat-mock.fixture.js'));

import type { GameState } from '../../core/types.js';
import { setControl } from './control.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import { activate, opsAt, rulesOf } from './ops.fixture.js';

const module = crusadeModule;
const start = campaignStart();
const short = (s: GameState) => varsOf(s).flags.includes('ammoShortage');

// At the start Cáceres (Northern zone) and Sevilla are parted by three Republican spaces: Mérida, Zafra and
// Santa Olalla. A Nationalist capture of the last of them joins the zones (over land).
function joined(s0: GameState): GameState {
  const d = draftOf(withVars(s0, { control: { ...varsOf(s0).control, merida: 'NAT', zafra: 'NAT' } }));
  expect(short(d.state)).toBe(true);
  setControl(module, d, 'santa-olalla', 'NAT', '10.1.9');
  return d.state;
}

/** Two Northern zone spaces Attack-activated in one round: [] when the Ammunition Shortage no longer applies. */
const secondNorthernAttack = (s: GameState) =>
  rulesOf(playAll(opsAt(s, 4), [activate('huesca', 'attack')]), activate('zaragoza', 'attack'));

describe('§17.1.1 the end of the Ammunition Shortage', () => {
  it('§17.1.1: once the zones join it is removed, and never reinstated when the Republic divides them again', () => {
    // §17.1.1: "This rule applies until the Nationalist Player is able to connect these two zones ... This
    // penalty, once removed, is never reinstated, even if the Republican Player manages to again divide the
    // Nationalist zone."
    expect(secondNorthernAttack(start)).toEqual(['crusade.ammoShortage']);
    const s = joined(start);
    expect(short(s)).toBe(false);
    const d = draftOf(s);
    setControl(module, d, 'zafra', 'REP', '10.1.9');
    expect(short(d.state)).toBe(false);
    expect(secondNorthernAttack(d.state)).toEqual([]);
  });

  it('§17.1.1: with option ammoShortageZone "initial" it ends as well, when the zones join', () => {
    const initial = withVars(start, { options: { ammoShortageZone: 'initial' } });
    expect(secondNorthernAttack(initial)).toEqual(['crusade.ammoShortage']);
    const s = joined(initial);
    expect(short(s)).toBe(false);
    expect(secondNorthernAttack(s)).toEqual([]);
  });

  it('§17.1.1: it ends with the War of the Columns Phase: Turn 6 of a game played from Turn 1 has none', () => {
    // §17.1.1: "... or until War of the Columns Phase ends (whichever comes first)"; §15.2.1: "At the end of
    // Turn 5 ..., the War of the Columns Phase ends."
    for (const zone of ['connected', 'initial']) {
      const s0 = withVars(
        { ...start, turn: 5, phase: 'replacement', activeSide: 'NAT' },
        { step: 'replacement-NAT', play: null, options: { ammoShortageZone: zone } },
      );
      expect(short(s0)).toBe(true);
      let s = playAll(s0, [{ side: 'NAT', verb: 'doneReplacing', args: {} }]);
      // F.1: each side keeps its fortifications.
      while (varsOf(s).step === 'end-forts') s = playAll(s, [{ side: s.activeSide, verb: 'keepForts', args: {} }]);
      expect(varsOf(s).step, zone).toBe('deploy-corps');
      expect(short(s), zone).toBe(false);
      // Turn 6 itself: any number of Northern spaces may attack.
      expect(secondNorthernAttack({ ...s, turn: 6 }), zone).toEqual([]);
    }
  });
});
