import { describe, expect, it } from 'vitest';
import { pointGraph } from '../testing/pointgraph.js';
import { hexField } from '../testing/hexfield.js';
import {
  preferAwayFromEnemy,
  preferCheapest,
  preferEndInSupply,
  preferFriendly,
  preferNotExtended,
  preferSupplyNotLonger,
  retreatOptions,
} from './retreat.js';
import { advanceOptions } from './advance.js';

describe('retreat paths and priorities', () => {
  it('Crusade 11.4.5 example (T-26): a 2-space retreat from Belchite may go Cariñena -> Zaragoza, adjacent to Belchite', () => {
    const g = pointGraph([
      ['Belchite', 'Cariñena'],
      ['Cariñena', 'Zaragoza'],
      ['Belchite', 'Zaragoza'],
    ]);
    const r = retreatOptions(g, 'Belchite', { ref: 'Crusade 11.4.5', length: 2, canEnter: () => true });
    expect(r.legal.map((p) => p.nodes)).toEqual([
      ['Cariñena', 'Zaragoza'],
      ['Zaragoza', 'Cariñena'],
    ]);
    // never back into the defending space, never the same space twice
    expect(r.legal.some((p) => p.nodes.includes('Belchite'))).toBe(false);
  });
  const montblanch = () => {
    const g = pointGraph([
      ['Montblanch', 'Gandesa'],
      ['Montblanch', 'Villafranca del P.'],
      ['Villafranca del P.', 'Barcelona'],
      ['Montblanch', 'Tarragona'],
    ]);
    const friendly = new Set(['Montblanch', 'Villafranca del P.', 'Barcelona']);
    const enemyUnits = new Set(['Tarragona']);
    return { g, friendly, enemyUnits };
  };
  it('Crusade 11.4.5.1 example (T-27): Villafranca (friendly, full) beats Gandesa (enemy), then Extended Retreat to Barcelona', () => {
    const { g, friendly, enemyUnits } = montblanch();
    const r = retreatOptions(g, 'Montblanch', {
      ref: 'Crusade 11.4.5',
      length: 1,
      canEnter: (_f, t) => !enemyUnits.has(t),
      overstacked: (n) => n === 'Villafranca del P.',
      overstack: { mode: 'extend', extra: 1, endOk: (n) => friendly.has(n), ref: 'Crusade 11.4.5.1' },
      preferences: [preferFriendly((n) => friendly.has(n)), preferNotExtended(), preferEndInSupply(() => true)],
    });
    expect(r.legal.map((p) => p.nodes)).toEqual([['Gandesa'], ['Villafranca del P.', 'Barcelona']]);
    expect(r.best).toEqual([{ nodes: ['Villafranca del P.', 'Barcelona'], end: 'Barcelona', extended: true }]);
    expect(r.explanation.join('\n')).toMatch(/friendly-controlled spaces \(Crusade 11\.4\.5\) leaves 1 of 2/);
  });
  it('Crusade 11.4.5: with no friendly way out, the empty enemy-controlled space is used; with none at all, eliminated', () => {
    const { g, friendly, enemyUnits } = montblanch();
    const base = {
      ref: 'Crusade 11.4.5',
      length: 1,
      canEnter: (_f: string, t: string) => !enemyUnits.has(t),
      overstacked: (n: string) => n === 'Villafranca del P.' || n === 'Barcelona',
      overstack: { mode: 'extend' as const, extra: 1, endOk: (n: string) => friendly.has(n), ref: 'Crusade 11.4.5.1' },
      preferences: [preferFriendly((n) => friendly.has(n))],
    };
    expect(retreatOptions(g, 'Montblanch', base).best.map((p) => p.end)).toEqual(['Gandesa']);
    const none = retreatOptions(g, 'Montblanch', {
      ...base,
      canEnter: (_f, t) => t !== 'Gandesa' && !enemyUnits.has(t),
    });
    expect(none.eliminated).toBe(true);
    expect(none.explanation[0]).toMatch(/eliminated/);
  });
  it('Crusade 11.5.7 / 11.4.4: a unit that must retreat 2 with only one space available is removed', () => {
    const g = pointGraph([['X', 'A']]);
    const r = retreatOptions(g, 'X', { ref: 'Crusade 11.4.4', length: 2, canEnter: () => true });
    expect(r.eliminated).toBe(true);
    expect(
      retreatOptions(g, 'X', { ref: 'Crusade 11.4.4', length: 1, canEnter: () => true }).best.map((p) => p.end),
    ).toEqual(['A']);
  });
  it('Crusade 11.4.5: prefer ending in supply when the other priorities tie', () => {
    const g = pointGraph([
      ['X', 'A'],
      ['X', 'B'],
    ]);
    const r = retreatOptions(g, 'X', {
      ref: 'Crusade 11.4.5',
      length: 1,
      canEnter: () => true,
      preferences: [preferFriendly(() => true), preferEndInSupply((n) => n === 'B')],
    });
    expect(r.best.map((p) => p.end)).toEqual(['B']);
  });
  it('Isabella DR default (7.6, 6.6): 1 hex, not into enemy units or all-sea; EZOC allowed; overstack allowed', () => {
    const g = hexField(5, 5);
    const around = g.neighbors('0303');
    const enemy = new Set(around.slice(0, 2));
    const sea = new Set([around[2]!]);
    const r = retreatOptions(g, '0303', {
      ref: 'Isabella 13.18',
      length: 1,
      canEnter: (_f, t) => !enemy.has(t) && !sea.has(t),
      overstacked: () => true,
    });
    expect(r.legal.map((p) => p.end).sort()).toEqual(around.slice(3).sort());
    const trapped = retreatOptions(g, '0303', { ref: 'Isabella 13.18', length: 1, canEnter: () => false });
    expect(trapped.eliminated).toBe(true);
  });
  it('SFE 10.03: no EZOC; an overstacked hex means one hex more; supply path must not get longer', () => {
    const g = hexField(1, 6); // 0101..0106, source at 0101 side
    const r = retreatOptions(g, '0103', {
      ref: 'SFE 10.03',
      length: 1,
      canEnter: () => true,
      overstacked: (n) => n === '0102',
      overstack: { mode: 'extend', extra: 1, ref: 'SFE 10.03' },
      preferences: [preferSupplyNotLonger((n) => Number(n.slice(2)) - 1, 2)],
    });
    expect(r.legal.map((p) => p.nodes)).toEqual([['0102', '0101'], ['0104']]);
    expect(r.best.map((p) => p.nodes)).toEqual([['0102', '0101']]);
  });
  it('Our War XVI.7: the cheapest path in MP; away from the enemy as a tie-break', () => {
    const g = pointGraph([
      ['X', 'clear'],
      ['X', 'rough'],
    ]);
    const cost = (_a: string, b: string) => (b === 'rough' ? 2 : 1);
    expect(
      retreatOptions(g, 'X', {
        ref: 'Our War XVI.7',
        length: 1,
        canEnter: () => true,
        preferences: [preferCheapest('X', cost)],
      }).best.map((p) => p.end),
    ).toEqual(['clear']);
    const h = hexField(1, 5);
    const away = retreatOptions(h, '0103', {
      ref: 'x',
      length: 1,
      canEnter: () => true,
      preferences: [preferAwayFromEnemy(h, ['0101'], 'x')],
    });
    expect(away.best.map((p) => p.end)).toEqual(['0104']);
  });
  it('rejects bad input', () => {
    const g = pointGraph([['A', 'B']]);
    expect(() => retreatOptions(g, 'Z', { ref: 'x', length: 1, canEnter: () => true })).toThrow(/"Z"/);
    expect(() => retreatOptions(g, 'A', { ref: 'x', length: 0, canEnter: () => true })).toThrow(/length/);
  });
});

describe('advance after combat', () => {
  const all = () => true;
  it('Isabella 13.20: into the emptied defender hex only; not when units remain', () => {
    expect(
      advanceOptions({
        ref: 'Isabella 13.20',
        defender: '1919',
        defenderEmpty: true,
        maxNodes: 1,
        canEnter: all,
        isEmpty: all,
      }).paths,
    ).toEqual([['1919']]);
    expect(
      advanceOptions({
        ref: 'Isabella 13.20',
        defender: '1919',
        defenderEmpty: false,
        maxNodes: 1,
        canEnter: all,
        isEmpty: all,
      }).paths,
    ).toEqual([]);
    // prohibited terrain / stacking still apply (13.20)
    expect(
      advanceOptions({
        ref: 'Isabella 13.20',
        defender: '1422',
        defenderEmpty: true,
        maxNodes: 1,
        canEnter: () => false,
        isEmpty: all,
      }).paths,
    ).toEqual([]);
  });
  it('Crusade 11.5.3: after a 2-space retreat, on into the vacated empty spaces, stopping on entering a Mountain', () => {
    const base = {
      ref: 'Crusade 11.5.3',
      defender: 'Belchite',
      defenderEmpty: true,
      maxNodes: 2,
      canEnter: all,
      isEmpty: all,
    };
    expect(advanceOptions({ ...base, retreatPaths: [['Cariñena', 'Zaragoza']] }).paths).toEqual([
      ['Belchite'],
      ['Belchite', 'Cariñena'],
    ]);
    expect(advanceOptions({ ...base, maxNodes: 3, retreatPaths: [['Cariñena', 'Zaragoza']] }).paths).toHaveLength(3);
    expect(advanceOptions({ ...base, retreatPaths: [['Cariñena']], stopsIn: (n) => n === 'Belchite' }).paths).toEqual([
      ['Belchite'],
    ]);
    // 11.5.4: never into a space holding enemy units (the retreating unit ended there)
    expect(advanceOptions({ ...base, retreatPaths: [['Cariñena']], isEmpty: (n) => n !== 'Cariñena' }).paths).toEqual([
      ['Belchite'],
    ]);
  });
});
