import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { combatModule as M, stateOf, unit, vars } from './combat.fixture.js';
import { parseStructureCell } from './results.js';
import { NAT, type OurWarVars, REP, sideKey } from './state.js';
import {
  applyStructureResult,
  crossingCapacity,
  markIntensive,
  mayIntensive,
  resolveStructureFire,
  type StructureFire,
  type StructureTarget,
  structureDrms,
  structureShifts,
  structureTotal,
  worksStanding,
} from './structures.js';

const key = sideKey('A:0805', 'A:0905');
const bridge = (kind: 'major-bridge' | 'footbridge', damage = 0): OurWarVars['crossings'] => ({
  [key]: { kind, a: 'A:0805', b: 'A:0905', damage },
});
const guns = (n: number): Piece[] => Array.from({ length: n }, (_, i) => unit(`g${i}`, 'rigid', NAT, 'A:0702'));
function setting(firers: Piece[], target: StructureTarget, v: OurWarVars = vars(), over: Partial<StructureFire> = {}) {
  return { module: M, state: stateOf(firers, v), firers: firers.map((p) => p.id), target, ...over } as StructureFire;
}
const r = parseStructureCell;
const onBridge: StructureTarget = { kind: 'crossing', key, hex: 'A:0905' };

describe('fire against structures', () => {
  it('XV.8 crossings shift 1L (minor) or 2L (major); mud against clear 2L', () => {
    const minor = setting(guns(1), onBridge, vars({ crossings: bridge('footbridge') }));
    expect(structureShifts(minor).map((m) => m.value)).toEqual([-1]);
    const major = setting(guns(1), onBridge, vars({ crossings: bridge('major-bridge'), terrainState: 'mud' }));
    expect(structureShifts(major).map((m) => m.why)).toEqual(['major crossing', 'mud: target in clear']);
  });

  it('XIV.9.2 the DRMs read on the target hex: clear +2, a fortification −3', () => {
    const v = vars({ works: { 'A:0505': { fort: { side: REP, building: 0, damage: 0 } } } });
    expect(structureDrms(setting(guns(1), { kind: 'fort', hex: 'A:0505' }, v)).map((m) => m.value)).toEqual([2, -3]);
    expect(structureDrms(setting(guns(1), { kind: 'built-up', hex: 'A:0607' })).map((m) => m.value)).toEqual([-2]);
  });

  it('XV.7 intensive fire: by day, artillery or strike aircraft, 22 factors before doubling, then ×2', () => {
    const four = setting(guns(4), onBridge, vars({ crossings: bridge('major-bridge') }));
    expect(structureTotal(four).value).toBe(24);
    expect(mayIntensive(four).ok).toBe(true);
    expect(structureTotal({ ...four, intensive: true }).value).toBe(48);
    expect(mayIntensive(setting(guns(3), onBridge)).ok).toBe(false);
    expect(mayIntensive(setting(guns(4), onBridge, vars({ part: 'night' }))).ok).toBe(false);
    const withInf = setting([...guns(4), unit('i', 'inf', NAT, 'A:0702')], onBridge);
    expect(mayIntensive(withInf)).toMatchObject({ ok: false, why: 'infantry and common aircraft may not' });
    const v = vars();
    markIntensive(v, ['g0']);
    expect(v.marks.g0!.intensive).toBe(true);
  });

  it('XV.8 the total reads its bracket, e.g. 24 factors in "22-28"', () => {
    const out = resolveStructureFire(setting(guns(4), onBridge, vars({ crossings: bridge('footbridge') })), 5)!;
    const chart = M.charts.find((c) => c.id === 'fire-structures')!;
    expect(chart.columns[out.base]).toBe('22-28');
    expect(chart.columns[out.col]).toBe('14-21');
    expect(out.result.text).toBe(chart.rows[7]!.cells[3]);
  });

  it('X.I.3 damage adds up and destroys beyond the tolerance: trench 1, fortification 2, road 0', () => {
    const v = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 0 } } } });
    expect(worksStanding(v.works['A:0505']).trench).toBe(true);
    expect(applyStructureResult(M, v, { kind: 'trench', hex: 'A:0505' }, r('1'))).toEqual(['trench damaged 1']);
    expect(v.works['A:0505']!.trench).toBeDefined();
    expect(applyStructureResult(M, v, { kind: 'trench', hex: 'A:0505' }, r('1'))).toEqual(['trench destroyed']);
    expect(v.works['A:0505']!.trench).toBeUndefined();
    const f = vars({ works: { 'A:0505': { fort: { side: REP, building: 0, damage: 1 } } } });
    applyStructureResult(M, f, { kind: 'fort', hex: 'A:0505' }, r('2'));
    expect(f.works['A:0505']).toEqual({ fort: { side: REP, building: 0, damage: 3 }, ruin: 'destroyed' });
    const road = vars();
    expect(applyStructureResult(M, road, { kind: 'road', hex: 'A:0505' }, r('1'))).toEqual(['road cut']);
  });

  it('X.II.4 crossings tolerate 2 (minor) or 4 (major) turns and carry 4/3/2/1 levels when damaged', () => {
    const v = vars({ crossings: bridge('major-bridge') });
    applyStructureResult(M, v, onBridge, r('3'));
    expect(v.crossings[key]!.destroyed).toBeUndefined();
    expect(crossingCapacity(v.crossings[key]!)).toBe(2);
    applyStructureResult(M, v, onBridge, r('2'));
    expect(v.crossings[key]!.destroyed).toBe(true);
    expect(crossingCapacity(v.crossings[key]!)).toBe(0);
    expect([0, 1, 2, 3, 4].map((damage) => crossingCapacity({ damage }))).toEqual([Infinity, 4, 3, 2, 1]);
    const minor = vars({ crossings: bridge('footbridge', 2) });
    applyStructureResult(M, minor, onBridge, r('1'));
    expect(minor.crossings[key]!.destroyed).toBe(true);
  });

  it('XV.8 light shading destroys any structure but a major crossing; X destroys a crossing, never the hex', () => {
    const major = vars({ crossings: bridge('major-bridge') });
    applyStructureResult(M, major, onBridge, r('1s'));
    expect(major.crossings[key]).toMatchObject({ damage: 1 });
    expect(major.crossings[key]!.destroyed).toBeUndefined();
    const minor = vars({ crossings: bridge('footbridge') });
    applyStructureResult(M, minor, onBridge, r('1s'));
    expect(minor.crossings[key]!.destroyed).toBe(true);
    applyStructureResult(M, major, onBridge, r('X'));
    expect(major.crossings[key]!.destroyed).toBe(true);
    expect(major.works['A:0905']?.ruin).toBeUndefined();
  });

  it('XV.8 only X or heavy shading harms a built-up hex; X on a bare structure devastates, on a fort destroys', () => {
    const v = vars();
    expect(applyStructureResult(M, v, { kind: 'built-up', hex: 'A:0607' }, r('3s'))).toEqual([]);
    expect(applyStructureResult(M, v, { kind: 'built-up', hex: 'A:0607' }, r('X'))).toEqual(['hex destroyed']);
    const bare = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 0 } } } });
    applyStructureResult(M, bare, { kind: 'trench', hex: 'A:0505' }, r('X'));
    expect(bare.works['A:0505']).toEqual({ ruin: 'devastated' });
    const fort = vars({ works: { 'A:0505': { fort: { side: REP, building: 0, damage: 0 } } } });
    applyStructureResult(M, fort, { kind: 'fort', hex: 'A:0505' }, r('X'));
    expect(fort.works['A:0505']).toEqual({ ruin: 'destroyed' });
    const heavy = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 0 } } } });
    applyStructureResult(M, heavy, { kind: 'trench', hex: 'A:0505' }, r('1S'));
    expect(heavy.works['A:0505']).toEqual({ trench: { side: REP, building: 0, damage: 1 }, ruin: 'devastated' });
  });

  it('X.I.2.4 / X.II.4 a damaged trench or fortification shelters nobody until repaired; crossings work damaged', () => {
    const w = { trench: { side: REP, building: 0, damage: 1 }, fort: { side: REP, building: 0, damage: 0 } } as const;
    expect(worksStanding(w)).toEqual({ trench: false, fort: true });
    expect(worksStanding({ fort: { side: REP, building: 1, damage: 0 } }).fort).toBe(false);
    expect(crossingCapacity({ kind: 'pontoon-bridge', damage: 2 })).toBe(3);
    expect(crossingCapacity({ kind: 'ferry', damage: 1 })).toBe(0);
    const v = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 1 } } }, marks: {} });
    const c = { module: M, state: stateOf([unit('t', 'inf', NAT, 'A:0504'), unit('d', 'inf', REP, 'A:0505')], v) };
    expect(structureDrms({ ...c, firers: ['t'], target: { kind: 'road', hex: 'A:0505' } }).map((m) => m.why)).toEqual([
      'target in clear',
    ]);
  });
});
