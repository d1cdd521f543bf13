// The Strategic Counterattack bonus (§8.5.5.3–8.5.5.5), on positions whose combat log is written by hand.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import type { CombatRecord, CombatVars } from './combat-state.js';
import { setControl } from './control.js';
import { bonusChoices } from './counterattack.js';
import { draftOf } from './draft.js';
import { type EventOps, eventAttackDrm } from './event-effects.js';

const record = (target: string, change: Partial<CombatRecord> = {}): CombatRecord => ({
  turn: 10,
  round: 1,
  attacker: 'REP',
  target,
  winner: 'attacker',
  attackerLn: 2,
  defenderLn: 1,
  advanced: true,
  ...change,
});

/** REP's round 1 of Turn 10 after playing `card` as its event (advisory: the event is manual), with a log. */
function afterAttacks(card: string, log: CombatRecord[], turn = 10): GameState {
  const s0 = campaignStart('1', 'advisory');
  const v = varsOf(s0);
  const s1 = withVars(
    { ...s0, turn, activeSide: 'REP' },
    { decks: { ...v.decks, REP: { ...v.decks.REP, hand: [card] } } },
  );
  const s = playAll(s1, [{ side: 'REP', verb: 'play', args: { card, as: 'event' } }]);
  const combat: CombatVars = {
    round: '',
    turn,
    attacked: [],
    fought: [],
    retreated: [],
    usedRetained: [],
    log,
    current: null,
  };
  const control = { ...varsOf(s).control };
  for (const r of log) if (r.advanced) control[r.target] = 'REP';
  return withVars(s, { control, extra: { ...varsOf(s).extra, combat } });
}

describe('Strategic Counterattack bonus (§8.5.5)', () => {
  it('derived: §8.5.5.3 Brunete: any won attack of the round with an advance; not a lost or a drawn one', () => {
    const s = afterAttacks('R21', [
      record('teruel'),
      record('albarracin', { winner: 'defender', attackerLn: 1, defenderLn: 2 }),
      record('segovia', { advanced: false }),
      record('avila', { round: 2 }),
    ]);
    expect(bonusChoices(crusadeModule, s)).toEqual(['teruel']);
  });
  it('derived: T-39 §8.5.5.3 note: eliminating the defenders and advancing is no win when NAT LN ≥ REP LN', () => {
    const s = afterAttacks('R21', [record('teruel', { winner: 'none', attackerLn: 1, defenderLn: 1 })]);
    expect(bonusChoices(crusadeModule, s)).toEqual([]);
  });
  it('derived: §8.5.5.3 Teruel: only the attack whose terrain the card cancelled', () => {
    const plain = afterAttacks('R23', [record('teruel')]);
    expect(bonusChoices(crusadeModule, plain)).toEqual([]);
    const marked = afterAttacks('R23', [record('teruel', { terrainCancelled: true } as Partial<CombatRecord>)]);
    expect(bonusChoices(crusadeModule, marked)).toEqual(['teruel']);
  });
  it('derived: §8.5.5.4 +1 RM and the marker in the space; §8.5.5.5 a Nationalist recapture takes them back', () => {
    const s = afterAttacks('R21', [record('teruel')]);
    const t = playAll(withVars(s, { step: 'event-bonus' }), [
      { side: 'REP', verb: 'counterattackBonus', args: { space: 'teruel' } },
    ]);
    expect(varsOf(t).rm).toBe(varsOf(s).rm + 1);
    expect(t.pieces.find((p) => p.def === 'bonus-rm')?.at).toEqual({ kind: 'space', space: 'teruel' });
    expect(t.activeSide).toBe('NAT');
    const back = draftOf(t);
    setControl(crusadeModule, back, 'teruel', 'NAT', '11.5.5');
    // The space's own RM change (status.ts) happens either way; the bonus comes off on top of it.
    const plain = draftOf(s);
    setControl(crusadeModule, plain, 'teruel', 'NAT', '11.5.5');
    expect(back.vars.rm - varsOf(t).rm).toBe(plain.vars.rm - varsOf(s).rm - 1);
    expect(back.state.pieces.some((p) => p.def === 'bonus-rm')).toBe(false);
  });
  it('derived: El Ebro gives -1 VP instead', () => {
    const s = afterAttacks(
      'R39',
      [record('teruel', { turn: 14, terrainCancelled: true } as Partial<CombatRecord>)],
      14,
    );
    const t = playAll(withVars(s, { step: 'event-bonus' }), [
      { side: 'REP', verb: 'counterattackBonus', args: { space: 'teruel' } },
    ]);
    expect(varsOf(t).vp).toBe(varsOf(s).vp - 1);
    expect(t.pieces.some((p) => p.def === 'bonus-vp')).toBe(true);
  });
});

describe('the DRM of an OPS event (§8.2)', () => {
  it('derived: Condor Legion +1 on every attack; Fall of Irún only in Guipúzcoa; a counterattack not here', () => {
    const s0 = campaignStart();
    const ops = (eventOps: EventOps) =>
      withVars(s0, { play: { side: 'NAT', card: 'N17', use: 'event', points: 3, data: { eventOps } } });
    const base: EventOps = {
      card: 'N17',
      spaces: 3,
      attackDrm: 1,
      activationZone: null,
      drmZone: null,
      counterattack: false,
    };
    expect(eventAttackDrm(crusadeModule, ops(base), 'madrid')).toBe(1);
    const irun = { ...base, card: 'N15', drmZone: 'Guipúzcoa' };
    expect(eventAttackDrm(crusadeModule, ops(irun), 'irun')).toBe(1);
    expect(eventAttackDrm(crusadeModule, ops(irun), 'madrid')).toBe(0);
    expect(eventAttackDrm(crusadeModule, ops({ ...base, counterattack: true }), 'madrid')).toBe(0);
  });
});
