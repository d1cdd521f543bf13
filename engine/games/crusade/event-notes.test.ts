// The cards' notes the engine runs and the marks they leave (event-notes.ts). Derived from the card texts (ours)
// and the rulebook's clarifications (digest T-45).

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, inSpace, playAll, varsOf, withVars } from './crusade.fixture.js';
import { cardOf } from './cards.js';
import { eventAttackDrm, marksOf } from './event-effects.js';
import {
  frenchThreatBars,
  frenchThreatSpaces,
  guerrillaSpace,
  isSevereWinter,
  mayDaysBar,
  severeWinterFrom,
} from './event-notes.js';
import { adjacent } from './geo.js';
import { crusadeRules } from './rules.js';
import { eventProblems } from './events.js';
import type { CrusadeVars, Side } from './state.js';

function ready(side: Side, turn: number, hand: string[], more: Partial<CrusadeVars> = {}): GameState {
  const s0 = campaignStart('1', 'advisory');
  const v = varsOf(s0);
  return withVars(
    { ...s0, turn, activeSide: side },
    { decks: { ...v.decks, [side]: { ...v.decks[side], hand } }, ...more },
  );
}
const event = (side: Side, card: string): Action => ({ side, verb: 'play', args: { card, as: 'event' } });
const piece = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!;

describe('notes the engine runs', () => {
  it("derived: N3 Yagüe's Column: the +1 DRM only for attacks with an AFR unit", () => {
    const s = playAll(ready('NAT', 2, ['N3'], { played: ['N1'] }), [event('NAT', 'N3')]);
    expect(varsOf(s).step).toBe('ops-activate');
    const afr = s.pieces.find((p) => p.def.startsWith('nat-afr-'))!;
    expect(eventAttackDrm(crusadeModule, s, 'badajoz', [afr])).toBe(1);
    expect(eventAttackDrm(crusadeModule, s, 'badajoz', [piece(s, 'nat-inf-01')])).toBe(0);
  });
  it('derived: N29 May Days: no Catalan MIL activation in the Republican round that follows, only then', () => {
    const s = playAll(ready('NAT', 6, ['N29']), [event('NAT', 'N29')]);
    expect(varsOf(s).rm).toBe(24);
    expect([s.activeSide, varsOf(s).round]).toEqual(['REP', 1]);
    const catalan = s.pieces.find((p) => p.def === 'rep-cnt-durruti')!;
    const other = piece(s, 'rep-mil-25');
    expect(mayDaysBar(crusadeModule, s, catalan)).toBe(true);
    expect(mayDaysBar(crusadeModule, s, other)).toBe(false);
    expect(mayDaysBar(crusadeModule, withVars(s, { round: 2 }), catalan)).toBe(false);
  });
  it('derived: R3 The Fleet Stays Loyal delays the next Army of Africa arrival', () => {
    const s = playAll(ready('REP', 2, ['R3']), [event('REP', 'R3')]);
    expect(marksOf(s).afrDelays).toBe(1);
  });
  it('derived: T-45 R51 French Intervention Threat: four spaces from France, the border space counting 1', () => {
    const near = frenchThreatSpaces(crusadeModule);
    expect(near.has('irun')).toBe(true);
    expect(near.has('figueras')).toBe(true);
    expect(near.has('madrid')).toBe(false);
    expect(near.has('france')).toBe(false);
    const s = playAll(ready('REP', 14, ['R51']), [event('REP', 'R51')]);
    expect(frenchThreatBars(crusadeModule, s, 'irun', 'NAT')).toBe(true);
    expect(frenchThreatBars(crusadeModule, s, 'irun', 'REP')).toBe(false);
    expect(frenchThreatBars(crusadeModule, { ...s, turn: 15 }, 'irun', 'NAT')).toBe(false);
  });
  it('derived: §16.5.3 Severe Winter falls on the next winter: played in Turn 5, Turn 11 (its example)', () => {
    expect(severeWinterFrom(5)).toBe(11);
    expect(severeWinterFrom(3)).toBe(5);
    expect(severeWinterFrom(17)).toBeNull();
    const s = playAll(ready('REP', 5, ['R16']), [event('REP', 'R16')]);
    expect(isSevereWinter(s)).toBe(false);
    expect(isSevereWinter({ ...s, turn: 11 })).toBe(true);
    // §16.5.3: two cards for OPS (or multi-activation events) in that winter, three in the others.
    const at = (turn: number, opsCards: number) => {
      const v = varsOf(s);
      return withVars({ ...s, turn }, { perTurn: { ...v.perTurn, NAT: { ...v.perTurn.NAT, opsCards } } });
    };
    const n17 = cardOf(crusadeModule, 'N17');
    expect(eventProblems(crusadeModule, at(11, 2), 'NAT', n17).map((x) => x.rule)).toContain('crusade.winterOps');
    expect(eventProblems(crusadeModule, at(5, 2), 'NAT', n17).map((x) => x.rule)).not.toContain('crusade.winterOps');
  });
  it('derived: R33 Guerrillas: a Nationalist space, no Nationalist unit, next to a Republican one; this turn', () => {
    const s = playAll(ready('REP', 2, ['R33']), [event('REP', 'R33')]);
    expect(varsOf(s).step).toBe('event-guerrillas');
    const offers = crusadeRules.view(crusadeModule, s, 'REP').legalActions.map((a) => String(a.args?.space));
    expect(offers.length).toBeGreaterThan(0);
    for (const sp of offers) {
      expect(varsOf(s).control[sp]).toBe('NAT');
      expect(inSpace(s, sp).filter((p) => p.side === 'NAT')).toEqual([]);
      expect(adjacent(crusadeModule, s, sp).some((n) => varsOf(s).control[n] === 'REP')).toBe(true);
    }
    expect(offers).not.toContain('sevilla'); // Nationalist units there
    const t = playAll(s, [{ side: 'REP', verb: 'guerrillas', args: { space: offers[0]! } }]);
    expect(guerrillaSpace(t)).toBe(offers[0]);
    expect(guerrillaSpace({ ...t, turn: 3 })).toBeNull();
    expect([t.activeSide, varsOf(t).step]).toEqual(['NAT', 'action']);
  });
});
