import { describe, expect, it } from 'vitest';
import { combatModule as M, sheet, stateOf, unit, vars } from './combat.fixture.js';
import { unitEffects } from './losses.js';
import { parseGroundCell } from './results.js';
import { fanaticsOutOfSupply, guerrillaRefuges, mayAttackGuerrillas } from './special.js';
import { NAT, REP } from './state.js';

const g = unit('g', 'guerrilla', REP, 'A:0505');
const nb = (h: string) => sheet.neighbors(h);

describe('special units', () => {
  it('XVI.15 guerrillas may be attacked only when every hex around holds a foot unit with an assault factor', () => {
    const ring = nb('A:0505').map((h, i) => unit(`n${i}`, 'inf', NAT, h));
    expect(mayAttackGuerrillas(M, stateOf([g, ...ring]), 'A:0505', NAT, nb).ok).toBe(true);
    expect(mayAttackGuerrillas(M, stateOf([g, ...ring.slice(1)]), 'A:0505', NAT, nb).ok).toBe(false);
    const tankRing = [...ring.slice(1), unit('t', 'tank', NAT, nb('A:0505')[0]!)];
    expect(mayAttackGuerrillas(M, stateOf([g, ...tankRing]), 'A:0505', NAT, nb)).toMatchObject({ rule: 'XVI.15' });
    expect(mayAttackGuerrillas(M, stateOf([unit('d', 'inf', REP, 'A:0505')]), 'A:0505', NAT, nb).ok).toBe(true);
  });

  it('XVI.15 A30 a guerrilla that loses a level moves to an empty hex within six; the rest is taken normally', () => {
    const two = { ...g, steps: 2 };
    const fx = unitEffects(M, vars(), [two], parseGroundCell('-/X').defender, 'defender');
    expect(fx.relocate).toEqual(['g']);
    const dead = unitEffects(M, vars(), [g], parseGroundCell('-/2X').defender, 'defender');
    expect([dead.relocate, dead.eliminated]).toEqual([[], ['g']]);
    const s = stateOf([g, unit('o', 'inf', NAT, 'A:0506')]);
    const hexes = M.map.hexes.map((h) => h.id);
    const dist = (a: string, b: string) => {
      const [x, y] = [sheet.toAxial(a), sheet.toAxial(b)];
      return (Math.abs(x.q - y.q) + Math.abs(x.r - y.r) + Math.abs(x.q + x.r - y.q - y.r)) / 2;
    };
    const refuges = guerrillaRefuges(s, 'A:0505', hexes, dist);
    expect(refuges).not.toContain('A:0506');
    expect(refuges).not.toContain('A:0505');
    expect(refuges).toContain('A:0510');
    expect(refuges.every((h) => dist('A:0505', h) <= 6)).toBe(true);
    expect(refuges.length).toBeLessThan(hexes.length - 2);
  });

  it('XVI.12 fanatic status ends at once out of supply', () => {
    const v = vars({ marks: { a: { fanAtt: true }, b: { fanDef: true, dso: true } } });
    expect(fanaticsOutOfSupply(v, (id) => id === 'a')).toEqual(['b']);
    expect(v.marks).toEqual({ a: { fanAtt: true }, b: { dso: true } });
  });
});
