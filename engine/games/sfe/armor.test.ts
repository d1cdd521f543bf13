// The armor bonus (§12), its loss rule (†§12.03) and optional §28.03, with the book's examples.
import { describe, expect, it } from 'vitest';
import { type ArmorGround, armorBonus, armorCount, armorLossDue, boundByLossRule, corpsEquivalent } from './armor.js';
import type { Fighter } from './combat.js';

const u = (id: string, type: Fighter['type'], size: Fighter['size'] = 'corps', reduced = false, nat = 'german') =>
  ({ id, side: 'x', hex: 'h', type, size, attack: 10, defence: 10, reduced, nationality: nat }) as Fighter;
const clear: ArmorGround = { terrain: 'clear', fort: false, weather: 'clear' };

describe('armor bonus', () => {
  it('§12.01(1) corps count: full corps 1, reduced corps or division ½, reduced division or brigade ¼', () => {
    expect(corpsEquivalent({ size: 'corps', reduced: false })).toBe(1);
    expect(corpsEquivalent({ size: 'corps', reduced: true })).toBe(1 / 2);
    expect(corpsEquivalent({ size: 'division', reduced: false })).toBe(1 / 2);
    expect(corpsEquivalent({ size: 'division', reduced: true })).toBe(1 / 4);
    expect(corpsEquivalent({ size: 'brigade', reduced: false })).toBe(1 / 4);
    // leaders and supply units are left out
    expect(armorCount([u('a', 'armor'), u('L', 'leader'), u('S', 'supply')])).toEqual({ armor: 1, total: 1 });
  });

  it('§12.01 two armor corps and an infantry corps on infantry in clear: +1; §12.02 the mirror: −1', () => {
    const att = [u('a1', 'armor'), u('a2', 'armor'), u('i', 'infantry')];
    const def = [u('d', 'infantry')];
    expect(armorBonus(att, def, clear).attacker).toBe(true);
    expect(armorBonus(def, att, clear).defender).toBe(true);
    expect(armorBonus([u('a1', 'armor'), u('i1', 'infantry'), u('i2', 'infantry')], def, clear).attacker).toBe(false);
  });

  it('§12.01(3)(4) no bonus in forest, swamp, mountain or city, with a fort, across a strait, in mud or snow', () => {
    const att = [u('a', 'armor')];
    const def = [u('d', 'infantry')];
    for (const terrain of ['forest', 'swamp', 'mountain', 'city'])
      expect(armorBonus(att, def, { ...clear, terrain }).attacker).toBe(false);
    expect(armorBonus(att, def, { ...clear, fort: true }).attacker).toBe(false);
    expect(armorBonus(att, def, { ...clear, strait: true }).attacker).toBe(false);
    for (const weather of ['mud', 'snow']) expect(armorBonus(att, def, { ...clear, weather }).attacker).toBe(false);
    for (const weather of ['stormy', 'frost']) expect(armorBonus(att, def, { ...clear, weather }).attacker).toBe(true);
    // the strait bars only the attacker's bonus (§12.02 names no strait)
    expect(armorBonus(def, att, { ...clear, strait: true }).defender).toBe(true);
  });

  it('†§12.03 T11: one armor and two infantry corps on one armor corps: no bonus either way, both have used it', () => {
    const att = [u('a', 'armor'), u('i1', 'infantry'), u('i2', 'infantry')];
    const def = [u('d', 'armor')];
    const b = armorBonus(att, def, clear);
    expect(b.defender).toBe(false);
    expect(b.attacker).toBe(false);
    expect(b.attackerNegates).toBe(true);
    expect(b.defenderNegates).toBe(false);
    expect(boundByLossRule(b.attacker, b.attackerNegates)).toBe(true);
    // at least half of any attacker loss must be armor factors
    expect(armorLossDue(10, 16)).toBe(5);
    expect(armorLossDue(7, 16)).toBe(3);
    expect(armorLossDue(10, 2)).toBe(2);
  });

  it('§12.03 armor a scenario makes ineligible fights as infantry: no bonus, no negation', () => {
    const att = [u('a', 'armor')];
    const def = [u('d', 'armor')];
    expect(armorBonus(att, def, clear, { defender: { ineligible: true } }).attacker).toBe(true);
    expect(armorBonus(att, def, clear).attacker).toBe(false);
    expect(armorBonus(att, def, clear, { attacker: { ineligible: true } }).defender).toBe(true);
  });

  it('§28.03 T42: 2 panzer, 2 motorized and 1 infantry corps: with the option ⅔ (bonus), without 2 of 5', () => {
    const att = [u('p1', 'armor'), u('p2', 'armor'), u('m1', 'motorized'), u('m2', 'motorized'), u('i', 'infantry')];
    const def = [u('d', 'infantry', 'corps', false, 'soviet')];
    expect(armorCount(att, { motorizedNeutral: true })).toEqual({ armor: 2, total: 3 });
    expect(armorBonus(att, def, clear, { attacker: { motorizedNeutral: true } }).attacker).toBe(true);
    expect(armorBonus(att, def, clear).attacker).toBe(false);
    // no more motorized left out than there are panzer corps
    const three = [u('p', 'armor'), u('m1', 'motorized'), u('m2', 'motorized')];
    expect(armorCount(three, { motorizedNeutral: true })).toEqual({ armor: 1, total: 2 });
  });

  it('§28.10b artillery up to the number of armor corps is left out of the count', () => {
    const att = [u('p', 'armor'), u('art', 'artillery'), u('art2', 'artillery')];
    expect(armorCount(att, { artilleryNeutral: true })).toEqual({ armor: 1, total: 2 });
    expect(armorCount(att)).toEqual({ armor: 1, total: 3 });
  });
});
