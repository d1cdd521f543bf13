import { describe, expect, it } from 'vitest';
import { type CardContext, cardEffects, mayPlayCard, playableCards } from './combat-cards.js';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import { lossPlans } from './losses.js';

const s = combatPosition({
  side: 'REP',
  turn: 3,
  units: { 'sov-t26': 'illescas', 'rep-mil-02': 'illescas', 'nat-inf-01': 'talavera' },
  attack: ['illescas'],
  hands: { REP: ['R32', 'R37', 'R9', 'R17'], NAT: ['N18', 'N11', 'N4', 'N12'] },
});
const ctx = (target = 'talavera'): CardContext => ({
  attacker: 'REP',
  target,
  attackers: [pieceOfDef(s, 'sov-t26'), pieceOfDef(s, 'rep-mil-02')],
  defenders: [pieceOfDef(s, 'nat-inf-01')],
});
const sum = (xs: { amount: number }[]) => xs.reduce((t, x) => t + x.amount, 0);

describe('§8.5.3 Combat Cards', () => {
  it('derived §8.5.3.1: a card is played in its role (attacker/defender/either) and when its condition holds', () => {
    expect(mayPlayCard(M, s, 'R32', 'REP', ctx())).toBe(true); // attacker card
    expect(mayPlayCard(M, s, 'R9', 'REP', ctx())).toBe(false); // a defender card
    expect(mayPlayCard(M, s, 'N18', 'NAT', ctx())).toBe(true);
    expect(mayPlayCard(M, s, 'N4', 'NAT', ctx())).toBe(false); // an attacker card, and NAT defends
    expect(mayPlayCard(M, s, 'N12', 'NAT', ctx())).toBe(true); // a REP MIL takes part
    expect(playableCards(M, s, 'NAT', ctx(), [])).toEqual(['N18', 'N11', 'N12']);
  });

  it('derived §11.2.4: ¡No Pasarán! gives +2 defending Madrid, else +1', () => {
    const def: CardContext = { ...ctx('madrid'), attacker: 'NAT' };
    expect(sum(cardEffects(M, s, { attacker: [], defender: ['R9'] }, def).defenderDrms)).toBe(2);
    const elsewhere: CardContext = { ...ctx('toledo'), attacker: 'NAT' };
    expect(sum(cardEffects(M, s, { attacker: [], defender: ['R9'] }, elsewhere).defenderDrms)).toBe(1);
  });

  it('derived (R37 Bad Weather): cancels the largest enemy card DRM; the card still counts as played', () => {
    const e = cardEffects(M, s, { attacker: ['R32', 'R17'], defender: ['N11', 'R37'] }, ctx());
    expect(sum(e.attackerDrms)).toBe(1);
    expect(sum(e.defenderDrms)).toBe(1);
  });

  it('worked example T-45 (N18 Molotov Cocktail): armor DRM cancelled, the T-26 still takes the first loss', () => {
    const e = cardEffects(M, s, { attacker: [], defender: ['N18'] }, ctx());
    expect(e.cancelArmor).toBe(true);
    const units = [pieceOfDef(s, 'rep-mil-02'), pieceOfDef(s, 'sov-t26')];
    const plans = lossPlans(M, s, units, 1, { firstLoss: ['afr', 'armor'] });
    expect(plans.map((p) => p.losses.map((l) => l.unit))).toEqual([['sov-t26']]);
  });

  it('worked example T-45 (R45 Limited Offensive): the attacker takes division steps first', () => {
    const e = cardEffects(M, s, { attacker: [], defender: ['R45'] }, { ...ctx(), attacker: 'NAT' });
    expect(e.divisionsFirst).toBe(true);
  });
});
