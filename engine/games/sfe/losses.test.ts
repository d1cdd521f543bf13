// Results and exchange losses (§10.01, §10.02, §10.04, †§12.03) with the book's 10-10-4 and its EX note.
import { describe, expect, it } from 'vitest';
import type { Fighter } from './combat.js';
import { cellAt, groundCrt } from './crt.js';
import { cheapestLosses, credit, fates, lossProblems, printedTotal } from './losses.js';
import { airSupportAdded, combatOdds, effectiveAttack, shoreBombardment } from './odds.js';

const crt = groundCrt();

const inf = (id: string, type: Fighter['type'] = 'infantry') =>
  ({
    id,
    side: 'axis',
    hex: 'h',
    type,
    size: 'corps',
    attack: 10,
    defence: 10,
    reduced: false,
    back: { attack: 4, defence: 4 },
  }) as Fighter;
const bare = (id: string, a: number, d: number, type: Fighter['type'] = 'infantry') =>
  ({ id, side: 'soviet', hex: 'h', type, size: 'corps', attack: a, defence: d, reduced: false }) as Fighter;
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

describe('results', () => {
  const printed = { attack: 20, defence: 10 };
  it('§10.01 AE, AR, NE, DR, DE as the book defines them', () => {
    expect(fates('AE', true, printed).attacker.all).toBe(true);
    expect(fates('AR', true, printed).attacker.retreat).toBe(true);
    expect(fates('NE', true, printed)).toEqual(fates('NE', false, printed));
    expect(fates('DR', true, printed).defender.retreat).toBe(true);
    expect(fates('DE', true, printed).defender.all).toBe(true);
    expect(fates('DE', true, printed).attacker.lose).toBe(0);
  });

  it('§10.01 AX: the attacker loses attack factors equal to the defending factors, the rest retreat', () => {
    expect(fates('AX', true, printed).attacker).toEqual({ all: false, lose: 10, retreat: true });
  });

  it('§10.01 EX at 1-1 or better the defender goes, at 1-2 or worse the attacker goes', () => {
    expect(fates('EX', true, printed)).toEqual({
      attacker: { all: false, lose: 10, retreat: false },
      defender: { all: true, lose: 0, retreat: false },
    });
    expect(fates('EX', false, printed).attacker.all).toBe(true);
    expect(fates('EX', false, printed).defender.lose).toBe(20);
  });

  it('§10.01 HX: the attacker loses half the defending factors (rounded up by default, the option down)', () => {
    expect(fates('HX', true, { attack: 20, defence: 7 }).attacker.lose).toBe(4);
    expect(fates('HX', true, { attack: 20, defence: 7 }, 'down').attacker.lose).toBe(3);
    expect(fates('HX', true, { attack: 20, defence: 7 }).defender.all).toBe(true);
  });
});

describe('exchange losses', () => {
  it('§10.02 T09: a 10-10-4 pays a loss of 6 by flipping to 4-4-4, a loss of 10 only by going', () => {
    const u = inf('g');
    expect(credit(u, 'flip', 'defence')).toBe(6);
    expect(lossProblems([u], { g: 'flip' }, 6, 'defence')).toEqual([]);
    expect(cheapestLosses([u], 6, 'defence')).toEqual({ g: 'flip' });
    expect(rules(lossProblems([u], { g: 'flip' }, 10, 'defence'))).toEqual(['sfe.loss.short']);
    expect(cheapestLosses([u], 10, 'defence')).toEqual({ g: 'remove' });
  });

  it('§10.02 losses are printed factors; a unit with no reduced side cannot flip', () => {
    const s = bare('s', 4, 6);
    expect(rules(lossProblems([s], { s: 'flip' }, 1, 'attack'))).toContain('sfe.loss.flip');
    expect(credit(s, 'remove', 'attack')).toBe(4);
    expect(credit(s, 'remove', 'defence')).toBe(6);
    expect(credit({ ...inf('r'), reduced: true, attack: 4, defence: 4 }, 'flip', 'attack')).toBe(0);
  });

  it('§10.02 note T10: an attacker weaker in printed factors, at 1-1 by support, loses all on an EX', () => {
    // 4-6-3 at 1-1 against a 10-10-4 thanks to 6 air factors (air units are not among the units that pay, §10.04)
    const attackers = [bare('s', 4, 6)];
    const f = fates('EX', true, { attack: printedTotal(attackers, 'attack'), defence: 10 });
    expect(f.defender.all).toBe(true);
    expect(f.attacker.lose).toBe(10);
    expect(lossProblems(attackers, {}, f.attacker.lose, 'attack').length).toBe(1);
    expect(lossProblems(attackers, { s: 'remove' }, f.attacker.lose, 'attack')).toEqual([]);
    expect(cheapestLosses(attackers, f.attacker.lose, 'attack')).toEqual({ s: 'remove' });
  });

  it('§10.04 air and naval units do not count: only ground units passed pay, leaders and supply never', () => {
    const L = { ...bare('L', 0, 0), type: 'leader' as const };
    expect(rules(lossProblems([L, bare('s', 4, 6)], { L: 'remove' }, 0, 'attack'))).toEqual(['sfe.loss.unit']);
    expect(printedTotal([L, bare('s', 4, 6)], 'defence')).toBe(6);
  });

  it('†§12.03 a side bound by the armor rule takes half its losses (rounded down) from armor', () => {
    const pz = { ...inf('pz', 'armor'), attack: 16, defence: 16, back: { attack: 8, defence: 8 } };
    const units = [pz, inf('i')];
    expect(rules(lossProblems(units, { i: 'flip' }, 6, 'attack', 3))).toEqual(['sfe.loss.armor']);
    expect(lossProblems(units, { pz: 'flip' }, 6, 'attack', 3)).toEqual([]);
    expect(cheapestLosses(units, 6, 'attack', 3)).toEqual({ pz: 'flip' });
    expect(cheapestLosses(units, 6, 'attack')).toEqual({ i: 'flip' });
  });
});

describe('the book’s invasion of Dover', () => {
  it('§19 T23 (step 16): 4-4-4 ashore ×½ = 2, air +2, shore 2.4 → 2: 6 vs 2 is 3-1; a 3 is EX, both go', () => {
    const ashore = effectiveAttack(4, [{ factor: 1 / 2, reason: 'amphibious assault', rule: '§19.4' }]);
    expect(ashore).toBe(2);
    const air = airSupportAdded(ashore, 4);
    const shore = shoreBombardment(24, ashore);
    expect([air, shore]).toEqual([2, 2]);
    const { column, atLeastEven } = combatOdds(crt, ashore + air + shore, 2);
    expect(column).toBe('3-1');
    const result = cellAt(crt, column!, 3)!;
    expect(result).toBe('EX');
    // the German 4-4-4 (reduced, no other side) and the British 2-2-4
    const german = { ...bare('g', 4, 4), side: 'axis', reduced: true };
    const british = bare('b', 2, 2);
    const f = fates(result, atLeastEven, { attack: 4, defence: printedTotal([british], 'defence') });
    expect(f.defender.all).toBe(true);
    expect(f.attacker.lose).toBe(2);
    expect(cheapestLosses([german], f.attacker.lose, 'attack')).toEqual({ g: 'remove' });
  });
});
