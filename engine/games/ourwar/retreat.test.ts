import { describe, expect, it } from 'vitest';
import { combatModule as M, sheet, stateOf, unit, vars } from './combat.fixture.js';
import { noEffects, unitEffects } from './losses.js';
import { parseGroundCell } from './results.js';
import { guerrillaRefuges, mayAdvance, type RetreatMap, retreatHexes, retreatOutcome, stayEffects } from './retreat.js';
import { NAT, REP } from './state.js';

/** A retreat map with the given enemy ZOC, control and occupied hexes, clear steps 1 MP and woods 2. */
function map(
  zoc: string[] = [],
  ctl: string[] = [],
  enemy: string[] = [],
  cost: Record<string, number> = {},
): RetreatMap {
  return {
    neighbors: (h) => sheet.neighbors(h),
    enemyZoc: (h) => zoc.includes(h),
    enemyControlled: (h) => ctl.includes(h),
    enemyIn: (h) => enemy.includes(h),
    cost: (_f, t) => cost[t] ?? 1,
  };
}

describe('retreat and advance', () => {
  it('XVI.7 a retreat goes to hexes free of enemy ZOC and control, the cheapest in MP', () => {
    const around = sheet.neighbors('A:0505');
    expect(retreatHexes('A:0505', map()).sort()).toEqual([...around].sort());
    const zoc = ['A:0504', 'A:0604', 'A:0404'];
    const open = retreatHexes('A:0505', map(zoc, ['A:0605'], [], { 'A:0405': 2 }));
    expect(open.sort()).toEqual(['A:0506']);
    const onlyDear = retreatHexes('A:0505', map(zoc, ['A:0605', 'A:0506'], [], { 'A:0405': 3 }));
    expect(onlyDear).toEqual(['A:0405']);
    expect(retreatHexes('A:0505', map([], [], [], Object.fromEntries(around.map((h) => [h, Infinity]))))).toEqual([]);
  });

  it('XVI.7 a stack that cannot retreat surrenders, or in a built-up hex gives 3 / 2 / 1 levels (A12)', () => {
    const shut = (hex: string) => map(sheet.neighbors(hex));
    expect(retreatOutcome(M, { kind: 'hex', hex: 'A:0505' }, shut('A:0505'))).toEqual({ kind: 'surrender' });
    expect(retreatOutcome(M, { kind: 'hex', hex: 'A:0606' }, shut('A:0606'))).toEqual({
      kind: 'exchange',
      levels: 3,
      cls: 'village',
    });
    expect(retreatOutcome(M, { kind: 'hex', hex: 'A:0607' }, shut('A:0607'))).toMatchObject({ levels: 2 });
    expect(retreatOutcome(M, { kind: 'hex', hex: 'A:0608' }, shut('A:0608'))).toMatchObject({ levels: 1 });
    expect(retreatOutcome(M, { kind: 'hex', hex: 'A:0606' }, map())).toMatchObject({ kind: 'retreat' });
  });

  it('XVI.7 A12 a stack that stays gives its levels in the owner order, HQ last; one that cannot surrenders', () => {
    const units = [unit('h', 'hq', REP, 'A:0606'), unit('i', 'inf', REP, 'A:0606'), unit('c', 'cav', REP, 'A:0606')];
    const stay = stayEffects(M, vars(), units, { kind: 'exchange', levels: 3, cls: 'village' }, ['c']);
    expect(stay.levels).toEqual({ c: 1, i: 2 });
    expect(stay.eliminated).toEqual(['i', 'c']);
    expect(stayEffects(M, vars(), units, { kind: 'surrender' }).captured).toEqual(['h', 'i', 'c']);
    expect(stayEffects(M, vars(), units, { kind: 'retreat', hexes: ['A:0605'] })).toEqual(noEffects());
  });

  it('XVI.7 retreat results do not affect units in off-map boxes', () => {
    expect(retreatOutcome(M, { kind: 'box', box: 'reserve' }, map()).kind).toBe('none');
  });

  it('XVI.10 attackers advance into an emptied hex, except those marked for breakthrough', () => {
    const a = unit('a', 'inf', REP, 'A:0504');
    const b = unit('b', 'inf', REP, 'A:0404');
    const s = stateOf([a, b], vars({ marks: { b: { breakthrough: true } } }));
    expect(mayAdvance(s, 'A:0505', ['a', 'b'])).toEqual(['a']);
    expect(mayAdvance(stateOf([a, b, unit('d', 'inf', NAT, 'A:0505')]), 'A:0505', ['a', 'b'])).toEqual([]);
  });
});

describe('guerrillas', () => {
  const g = unit('g', 'guerrilla', REP, 'A:0505');

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
});
