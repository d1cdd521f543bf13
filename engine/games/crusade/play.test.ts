// The Action Round's play (§7.1, §8): which uses of a card are legal, and what each does.

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { crusadeRules } from './rules.js';
import { cardOf } from './cards.js';

const start = campaignStart();
const airBridge: Action = { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } };
const check = (s: GameState, a: Action) => crusadeRules.check(crusadeModule, s, a).map((v) => v.rule);
const legal = (s: GameState, side: string) => crusadeRules.view(crusadeModule, s, side).legalActions;
/** A Republican round 1 after Air Bridge, with the Republican hand set to `hand`. */
const repRound = (hand: string[], more: object = {}): GameState => {
  const s = playAll(start, [airBridge]);
  const v = varsOf(s);
  return withVars(s, { decks: { ...v.decks, REP: { ...v.decks.REP, hand } }, ...more });
};

describe('Air Bridge must open the war (§4.3.1)', () => {
  it('derived: it is the only legal action of NAT round 1', () => {
    expect(legal(start, 'NAT')).toEqual([{ verb: 'play', args: { card: 'N1', as: 'event' }, info: expect.anything() }]);
    const other = varsOf(start).decks.NAT.hand.find((c) => c !== 'N1')!;
    expect(check(start, { side: 'NAT', verb: 'play', args: { card: other, as: 'ops' } })).toEqual(['crusade.mustPlay']);
    expect(check(start, { side: 'NAT', verb: 'autoOps', args: {} })).toEqual(['crusade.mustPlay']);
  });
  it('derived: played, it sets the Air Bridge, is removed (asterisk) and the Republic plays round 1', () => {
    const s = playAll(start, [airBridge]);
    const v = varsOf(s);
    expect(v.flags).toContain('airBridge');
    expect(v.decks.NAT.removed).toEqual(['N1']);
    expect(v.actionChart.NAT[0]).toBe('event');
    expect([s.activeSide, v.round, v.step]).toEqual(['REP', 1, 'action']);
  });
});

describe('card uses (§7.1, §8.2–8.4)', () => {
  it('derived: a card not in hand, or an unknown card, is refused in every mode', () => {
    const s = repRound(['R2']);
    expect(check(s, { side: 'REP', verb: 'play', args: { card: 'R3', as: 'ops' } })).toEqual(['crusade.notInHand']);
    const r = crusadeRules.reduce(
      crusadeModule,
      { ...s, mode: 'honor' },
      { side: 'REP', verb: 'play', args: { card: 'X', as: 'ops' } },
    );
    expect('violations' in r).toBe(true);
  });
  it('§8.4: RP adds the national RP; the foreign RP only after Military Aid', () => {
    const card = cardOf(crusadeModule, 'R4');
    const s = playAll(repRound(['R4']), [{ side: 'REP', verb: 'play', args: { card: 'R4', as: 'rp' } }]);
    expect(varsOf(s).rp.REP).toBe(card.rp.REP);
    const r = crusadeRules.reduce(crusadeModule, repRound(['R4']), {
      side: 'REP',
      verb: 'play',
      args: { card: 'R4', as: 'rp' },
    });
    if ('violations' in r) throw new Error('refused');
    expect(r.events.find((e) => e.type === 'rp')).toMatchObject({ pool: 'REP', delta: card.rp.REP });
    expect(varsOf(s).rp.SOV).toBe(0);
    const aided = repRound(['R4'], { flags: ['airBridge', 'sovietMilitaryAid'] });
    const t = playAll(aided, [{ side: 'REP', verb: 'play', args: { card: 'R4', as: 'rp' } }]);
    expect(varsOf(t).rp.SOV).toBe(card.rp.SOV);
  });
  it('§7.1: RP (or SR) is not used in two consecutive own rounds', () => {
    const s = repRound(['R4'], {
      round: 2,
      actionChart: { NAT: ['event', null, null, null, null, null], REP: ['rp', null, null, null, null, null] },
    });
    expect(check(s, { side: 'REP', verb: 'play', args: { card: 'R4', as: 'rp' } })).toEqual(['crusade.consecutive']);
    expect(check(s, { side: 'REP', verb: 'play', args: { card: 'R4', as: 'ops' } })).toEqual([]);
  });
  it('§17.2: SR values are one less in Turns 1–2 (a 1-OPS card has no SR then)', () => {
    const one = (crusadeModule.cards ?? []).find((c) => c.side === 'REP' && c.ops === 1 && c.warPhase === 'columns')!;
    const s = repRound([one.id]);
    expect(check(s, { side: 'REP', verb: 'play', args: { card: one.id, as: 'sr' } })).toContain('crusade.noSR');
  });
  it("§8.2: OPS gives the card's OPS points and starts the operation", () => {
    const card = cardOf(crusadeModule, 'R2');
    const s = playAll(repRound(['R2']), [{ side: 'REP', verb: 'play', args: { card: 'R2', as: 'ops' } }]);
    expect(varsOf(s).play).toMatchObject({ side: 'REP', card: 'R2', use: 'ops', points: card.ops });
    expect(varsOf(s).step).not.toBe('action');
    expect(varsOf(s).decks.REP.discard).toEqual(['R2']);
  });
  it('§7.1: the Automatic Operation is 1 OPS without a card', () => {
    const s = playAll(repRound(['R2']), [{ side: 'REP', verb: 'autoOps', args: {} }]);
    expect(varsOf(s).play).toMatchObject({ card: null, use: 'auto', points: 1 });
    expect(varsOf(s).decks.REP.hand).toEqual(['R2']);
  });
  it('§16.5.2: at most three cards for OPS in a winter turn; the Automatic Operation is not limited', () => {
    const s = { ...repRound(['R2']), turn: 5 };
    const counted = withVars(s, { perTurn: { ...varsOf(s).perTurn, REP: { ...varsOf(s).perTurn.REP, opsCards: 3 } } });
    expect(check(counted, { side: 'REP', verb: 'play', args: { card: 'R2', as: 'ops' } })).toEqual([
      'crusade.winterOps',
    ]);
    expect(check(counted, { side: 'REP', verb: 'autoOps', args: {} })).toEqual([]);
  });
});

describe('events (§8.5)', () => {
  const reinforcement = (crusadeModule.cards ?? []).find((c) => c.side === 'REP' && c.reinforcement === 'national')!;
  it('§17.5.3: no Reinforcement event in Turn 1; the card may still be played for OPS', () => {
    const s = repRound([reinforcement.id]);
    expect(check(s, { side: 'REP', verb: 'play', args: { card: reinforcement.id, as: 'event' } })).toContain(
      'crusade.turn1',
    );
    expect(check(s, { side: 'REP', verb: 'play', args: { card: reinforcement.id, as: 'ops' } })).toEqual([]);
  });
  it('option noCard (§8.5.2.1 note): no Reinforcement card at all in Turn 1', () => {
    const s = repRound([reinforcement.id], { options: { turn1Reinforcements: 'noCard' } });
    expect(check(s, { side: 'REP', verb: 'play', args: { card: reinforcement.id, as: 'ops' } })).toEqual([
      'crusade.turn1',
    ]);
  });
  it('§8.5.3.1: a Combat Card is not played as an event in an Action Round', () => {
    const cc = (crusadeModule.cards ?? []).find((c) => c.side === 'REP' && c.combatCard)!;
    const s = { ...repRound([cc.id]), turn: 12 };
    expect(check(s, { side: 'REP', verb: 'play', args: { card: cc.id, as: 'event' } })).toContain('crusade.combatCard');
  });
  it('§8.5.1.2: an event whose prerequisite was not played is refused', () => {
    const needs = (crusadeModule.cards ?? []).find(
      (c) => c.side === 'REP' && c.restrictions.some((r) => r.requires === 'played'),
    )!;
    const s = { ...repRound([needs.id]), turn: 12 };
    expect(check(s, { side: 'REP', verb: 'play', args: { card: needs.id, as: 'event' } })).toContain(
      'crusade.restriction',
    );
  });
  it('§8.5: a manual event is refused in enforced mode and offered in advisory mode', () => {
    const manual = (crusadeModule.cards ?? []).find(
      (c) => c.side === 'REP' && !c.event.automated && !c.combatCard && !c.reinforcement && c.restrictions.length === 0,
    )!;
    const s = repRound([manual.id]);
    const a: Action = { side: 'REP', verb: 'play', args: { card: manual.id, as: 'event' } };
    expect(check(s, a)).toEqual(['crusade.manualEvent']);
    expect(check({ ...s, mode: 'advisory' }, a)).toEqual([]);
  });
  it('every legal action listed in round 1 passes check (list and check agree)', () => {
    const s = repRound(varsOf(start).decks.REP.hand);
    const list = legal(s, 'REP');
    expect(list.length).toBeGreaterThan(7);
    for (const a of list) expect(check(s, { side: 'REP', verb: a.verb, args: a.args! })).toEqual([]);
  });
});
