// Odds and effective attack (§9.01, §9.03) with the rulebook's own numbers, and air support's cap (§16.12).
import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import type { ChartDef, GameModule, UnitDef } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { reachesAttritionFloor } from './combat.js';
import { groundCrt } from './crt.js';
import {
  airSupportAdded,
  type BattlePlan,
  battleOf,
  combatOdds,
  effectiveAttack,
  type Multiplier,
  netDrm,
  totalAttack,
} from './odds.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';

const crt = groundCrt();
const river: Multiplier = { factor: 1 / 2, reason: 'river', rule: '§9.01' };
const majorCity: Multiplier = { factor: 1 / 2, reason: 'major city', rule: '§9.01' };

describe('odds', () => {
  it('§9.01 T04: attacking across a river into a major city halves twice (×¼), fractions kept', () => {
    expect(effectiveAttack(10, [river, majorCity])).toBe(2.5);
    expect(effectiveAttack(4, [river, majorCity])).toBe(1);
    expect(effectiveAttack(7, [river])).toBe(3.5);
  });

  it('§9.03 T05: five 4-6-3s on one 10-10-4 are 2-1, one on the other 1-3, all six on both 1-1', () => {
    expect(combatOdds(crt, 5 * 4, 10).column).toBe('2-1');
    expect(combatOdds(crt, 4, 10).column).toBe('1-3');
    expect(combatOdds(crt, 6 * 4, 20).column).toBe('1-1');
  });

  it('§9.01 odds round down: 26 vs 7 is 3-1, 13.5 vs 7 is 1-1, and below 1-1 in the defender favour', () => {
    expect(combatOdds(crt, 26, 7).column).toBe('3-1');
    expect(combatOdds(crt, 13.5, 7).column).toBe('1-1');
    // 1-2.5 is read 1-3 (§9.03: 4 vs 10)
    expect(combatOdds(crt, 6, 15).column).toBe('1-3');
    // 4-1 and 5-1 are not columns of the book's cells: they read the highest column below
    expect(combatOdds(crt, 50, 10).column).toBe('3-1');
    expect(combatOdds(crt, 90, 10).column).toBe('7-1');
  });

  it('§9.01 odds below the lowest column are no attack; 1-1 or better is marked for EX (§10.01)', () => {
    expect(combatOdds(crt, 1, 7).column).toBeNull();
    expect(combatOdds(crt, 10, 10).atLeastEven).toBe(true);
    expect(combatOdds(crt, 9.5, 10).atLeastEven).toBe(false);
  });

  it('§9.03 every attrition attack is at 1-6 or better', () => {
    expect(reachesAttritionFloor(4, 10)).toBe(true);
    expect(reachesAttritionFloor(1, 6)).toBe(true);
    expect(reachesAttritionFloor(1, 7)).toBe(false);
  });

  it('§9.01 the net DRM is the sum of every DRM', () => {
    const drms = [
      { amount: 1, reason: 'armor', rule: '§12.01' },
      { amount: -1, reason: 'fort', rule: '§24.12' },
      { amount: -1, reason: 'leader', rule: '§13.03' },
    ];
    expect(netDrm(drms)).toBe(-1);
    expect(netDrm([])).toBe(0);
  });

  it('§16.12 T15: 12 Axis factors into a major city (6) with 10 bombing factors after flak add 6, not 10', () => {
    const ground = effectiveAttack(12, [majorCity]);
    expect(ground).toBe(6);
    expect(airSupportAdded(ground, 10)).toBe(6);
    expect(totalAttack([{ effective: ground, air: 10 }])).toBe(12);
    expect(combatOdds(crt, totalAttack([{ effective: ground, air: 10 }]), 4).column).toBe('3-1');
    expect(airSupportAdded(6, 4)).toBe(4);
  });
});

describe('the battle on the East map', () => {
  const fort: UnitDef = {
    id: 'sov-fort',
    name: 'fort',
    nationality: 'soviet',
    type: 'fort',
    size: 'regular',
    steps: 1,
    full: { attack: 0, defense: 0, movement: 0 },
    prov: { source: 'user', note: 'test counter' },
  };
  const module = {
    ...testModule,
    units: [...testModule.units, fort],
    charts: charts as unknown as ChartDef[],
  } as GameModule;
  const real = groundCrt(module);
  const D = 'C:4132';
  const three = [
    piece('g1', 'ger-inf', AXIS, 'C:4131'),
    piece('p1', 'ger-pz', AXIS, 'C:4131'),
    piece('p2', 'ger-pz', AXIS, 'C:4232'),
  ];
  const at = (pieces: Piece[], vars: Partial<SfeVars> = {}) => position(pieces, { phase: 'combat', ...vars });
  const reasons = (b: BattlePlan) => b.drms.map((m) => `${m.amount} ${m.rule}`);

  it('§9.01 T04 on the map: a 10-10-4 across the Dnieper into Kiev (major city) attacks with 2.5', () => {
    const s = at([piece('g1', 'ger-inf', AXIS, 'C:5034'), piece('s1', 'sov-inf', SOVIET, 'C:5134')]);
    const b = battleOf(module, real, s, ['g1'], 'C:5134');
    expect(b.attack).toBe(2.5);
    expect(b.defence).toBe(6);
    expect(b.odds.column).toBe('1-3');
  });

  it('§12.01 two panzer corps and an infantry corps on clear ground in clear weather: +1, unless declined', () => {
    const s = at([...three, piece('s1', 'sov-inf', SOVIET, D)]);
    const b = battleOf(module, real, s, ['g1', 'p1', 'p2'], D);
    expect(reasons(b)).toEqual(['1 §12.01']);
    expect(b.armor.attackerBound).toBe(true);
    expect(reasons(battleOf(module, real, s, ['g1', 'p1', 'p2'], D, { noArmor: true }))).toEqual([]);
    // in mud, no bonus (§12.01(4))
    const mud = at([...three, piece('s1', 'sov-inf', SOVIET, D)], {
      weather: { A: 'mud', B: 'clear', C: 'clear', D: 'clear', E: 'clear' },
    });
    expect(reasons(battleOf(module, real, mud, ['g1', 'p1', 'p2'], D))).toEqual([]);
  });

  it('§24.12 a regular fort in the hex: −1 and no armor bonus either side', () => {
    const f: Piece = { ...piece('s1', 'sov-inf', SOVIET, D), id: 'f', def: 'sov-fort', steps: 1 };
    const s = at([...three, piece('s1', 'sov-inf', SOVIET, D), f]);
    const b = battleOf(module, real, s, ['g1', 'p1', 'p2'], D);
    expect(b.fort).toBe('regular');
    expect(reasons(b)).toEqual(['-1 §24.12']);
  });

  it('§25 in snow the Weather Effects Chart takes 1 off the attack; §23.5 a defender cut off 3 turns defends ×½', () => {
    const snow = { A: 'snow', B: 'clear', C: 'clear', D: 'clear', E: 'clear' } as SfeVars['weather'];
    const s = at([...three, piece('s1', 'sov-inf', SOVIET, D)], { weather: snow });
    expect(reasons(battleOf(module, real, s, ['g1'], D))).toEqual(['-1 §25']);
    const cut = at([...three, piece('s1', 'sov-inf', SOVIET, D)], { unsupplied: { s1: 3 } });
    expect(battleOf(module, real, cut, ['g1'], D).defence).toBe(3);
  });

  it('§23.5 an attacker out of supply attacks at the Supply Status Chart rate (level 3: ×¼)', () => {
    const s = at([...three, piece('s1', 'sov-inf', SOVIET, D)], { unsupplied: { g1: 3 } });
    expect(battleOf(module, real, s, ['g1'], D).attack).toBe(2.5);
  });

  it('§19.23 the shore bombardment booked on the hex adds to the attack, at most its effective ground factors', () => {
    const booked = (factors: number, side: string = AXIS) => ({
      naval: { ships: {}, bombard: [{ hex: D, side, ships: ['NV'], factors }] },
    });
    const defended = [...three, piece('s1', 'sov-inf', SOVIET, D)];
    const b = battleOf(module, real, at(defended, booked(2.4)), ['g1'], D);
    expect([b.shore, b.attack]).toEqual([2.4, 12.4]);
    // §19.23 the cap: a unit attacking at ×¼ (2.5) takes at most 2.5 of 4
    const cut = battleOf(module, real, at(defended, { ...booked(4), unsupplied: { g1: 3 } }), ['g1'], D);
    expect([cut.shore, cut.attack]).toEqual([2.5, 5]);
    // the other side's bombardment, another hex's or an overrun (§14.05) adds nothing
    expect(battleOf(module, real, at(defended, booked(2.4, SOVIET)), ['g1'], D).shore).toBe(0);
    expect(battleOf(module, real, at(defended, booked(2.4)), ['g1'], D, { overrun: true }).shore).toBe(0);
  });

  it('§13.01 a leader stacked with an attacker adds +1 once a segment; §13.03 one in the hex −1', () => {
    const L = piece('L', 'ger-leader', AXIS, 'C:4131');
    const s = at([...three, L, piece('s1', 'sov-inf', SOVIET, D)]);
    const b = battleOf(module, real, s, ['g1'], D);
    expect(b.leader).toBe('L');
    expect(reasons(b)).toEqual(['1 §13.01']);
    expect(battleOf(module, real, s, ['p2'], D).leader).toBeNull();
    const used = at([...three, L, piece('s1', 'sov-inf', SOVIET, D)], { combat: { leaders: ['L'] } });
    expect(battleOf(module, real, used, ['g1'], D).leader).toBeNull();
    expect(battleOf(module, real, used, ['g1'], D, { overrun: true }).leader).toBe('L');
    const def = at([...three, piece('M', 'ger-leader', SOVIET, D), piece('s1', 'sov-inf', SOVIET, D)]);
    expect(reasons(battleOf(module, real, def, ['g1'], D))).toEqual(['-1 §13.03']);
  });
});
