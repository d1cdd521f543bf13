import { describe, expect, it } from 'vitest';
import { combatModule as M, unit, vars } from './combat.fixture.js';
import {
  carriedStack,
  constructionDrms,
  crossingTurns,
  demolish,
  dismantleResult,
  fortTurns,
  mayBuild,
  mayBuildHere,
  mayDismantle,
  placeCrossing,
  placeWork,
  progressWorks,
  repairCrossing,
  repairRate,
  repairWorks,
  trenchTurns,
} from './engineering.js';
import { type Crossing, type HexWorks, NAT, REP, sideKey } from './state.js';

const inf = unit('i', 'inf', REP, 'A:0805');
const eng = unit('e', 'eng', REP, 'A:0805');
const beng = unit('b', 'bridge-eng', REP, 'A:0805');
const feng = unit('f', 'fort-eng', REP, 'A:0505');
const values = (mods: { value: number }[]) => mods.map((m) => m.value);
const bridge = (over: Partial<Crossing> = {}): Crossing => ({
  kind: 'pontoon-bridge',
  a: 'A:0805',
  b: 'A:0905',
  side: REP,
  damage: 0,
  ...over,
});

describe('engineering', () => {
  it('X.I.2 builders: in supply, organised, unactivated foot units with an assault factor, or engineers', () => {
    expect(mayBuild(M, vars(), inf, true).ok).toBe(true);
    expect(mayBuild(M, vars(), beng, true).ok).toBe(true);
    expect(mayBuild(M, vars(), unit('t', 'tank', REP, 'A:0505'), true).ok).toBe(false);
    expect(mayBuild(M, vars(), unit('g', 'art', REP, 'A:0505'), true).ok).toBe(false);
    expect(mayBuild(M, vars(), inf, false).ok).toBe(false);
    expect(mayBuild(M, vars({ marks: { i: { dso: true } } }), inf, true).ok).toBe(false);
    expect(mayBuild(M, vars({ marks: { i: { act: 'moved' } } }), inf, true).ok).toBe(false);
  });

  it('X.I.1 no trench in marsh, built-up or devastated hexes or beside another; forts in open ground only', () => {
    expect(mayBuildHere(M, vars(), 'trench', 'A:0505').ok).toBe(true);
    expect(mayBuildHere(M, vars(), 'trench', 'A:0305').ok).toBe(false);
    expect(mayBuildHere(M, vars(), 'trench', 'A:0606').ok).toBe(false);
    expect(mayBuildHere(M, vars({ works: { 'A:0505': { ruin: 'devastated' } } }), 'trench', 'A:0505').ok).toBe(false);
    const trenched = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 0 } } } });
    expect(mayBuildHere(M, trenched, 'trench', 'A:0505').ok).toBe(false);
    expect(mayBuildHere(M, trenched, 'fort', 'A:0505').ok).toBe(true);
    expect(mayBuildHere(M, vars(), 'fort', 'A:0705').ok).toBe(true);
    expect(mayBuildHere(M, vars(), 'fort', 'A:0303').ok).toBe(false);
  });

  it('X.II.3 crossings only at crossing sites, one per hexside', () => {
    expect(mayBuildHere(M, vars(), 'minor-crossing', 'A:0805', 'A:0905').ok).toBe(true);
    expect(mayBuildHere(M, vars(), 'major-crossing', 'A:0804', 'A:0904').ok).toBe(false);
    const v = vars({ crossings: { [sideKey('A:0805', 'A:0905')]: bridge() } });
    expect(mayBuildHere(M, v, 'minor-crossing', 'A:0905', 'A:0805').ok).toBe(false);
  });

  it('X.I.2 trench and fortification DRMs: engineers +1, fortification engineers +3, trench +1, enemy −1/−3', () => {
    const v = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 0 } } } });
    expect(values(constructionDrms(M, v, 'trench', [inf, eng], 'none', 'A:0505'))).toEqual([1]);
    expect(values(constructionDrms(M, v, 'fort', [eng, feng], 'organised', 'A:0505'))).toEqual([3, 1, -3]);
    expect(values(constructionDrms(M, v, 'fort', [inf], 'dso', 'A:0505', { trenchHelpsFort3: true }))).toEqual([3, -1]);
  });

  it('X.II.3 A14 crossing DRMs: the translator reverses the printed signs (default), the option keeps them', () => {
    expect(values(constructionDrms(M, vars(), 'minor-crossing', [beng, eng], 'organised', 'A:0805'))).toEqual([-3, 3]);
    expect(values(constructionDrms(M, vars(), 'major-crossing', [eng], 'dso', 'A:0805'))).toEqual([-1, 1]);
    const printed = constructionDrms(M, vars(), 'minor-crossing', [beng], 'none', 'A:0805', {
      printedCrossingSigns: true,
    });
    expect(values(printed)).toEqual([3]);
  });

  it('X.I.2.1 / X.I.2.2 / X.II.3 the construction tables', () => {
    expect([3, 4].map(trenchTurns)).toEqual([1, 0]);
    expect([3, 4].map(fortTurns)).toEqual([2, 1]);
    expect([3, 4, 5, 6].map((r) => crossingTurns(r, false))).toEqual([0, 1, 1, 2]);
    expect([3, 4, 6].map((r) => crossingTurns(r, true))).toEqual([2, 3, 4]);
  });

  it('X.I.2.4 progress: a work steps down after a friendly unit held its hex all turn; a fort ends a trench', () => {
    const v = vars({ works: { 'A:0505': { trench: { side: REP, building: 0, damage: 0 } } } });
    placeWork(v, REP, 'fort', 'A:0505', 2);
    placeWork(v, NAT, 'trench', 'A:0101', 1);
    placeCrossing(v, REP, 'footbridge', 'A:0905', 'A:0805', 1);
    const held = (hexes: string[]) => hexes.includes('A:0805') || hexes.includes('A:0505');
    progressWorks(v, REP, (h) => !h.includes('A:0505') && held(h));
    expect(v.works['A:0505']!.fort!.building).toBe(2);
    expect(v.crossings[sideKey('A:0805', 'A:0905')]!.building).toBe(0);
    progressWorks(v, REP, held);
    progressWorks(v, REP, held);
    expect(v.works['A:0505']).toEqual({ fort: { side: REP, building: 0, damage: 0 } });
    expect(v.works['A:0101']!.trench!.building).toBe(1);
  });

  it('X.I.2.4 repair: 1 turn a turn, 2 for fortification engineers on forts and bridge engineers on crossings', () => {
    expect(repairRate(M, eng, 'crossing')).toBe(1);
    expect(repairRate(M, beng, 'crossing')).toBe(2);
    expect(repairRate(M, feng, 'fort')).toBe(2);
    expect(repairRate(M, feng, 'crossing')).toBe(1);
    expect(repairRate(M, inf, 'road')).toBe(0);
    const x = bridge({ destroyed: true, damage: 3 });
    repairCrossing(x, 2);
    expect(x).toMatchObject({ destroyed: false, damage: 2 });
    repairCrossing(x, 2);
    expect(x.damage).toBe(0);
    const works: HexWorks = { roadCut: true, ruin: 'destroyed', fort: { side: REP, building: 0, damage: 3 } };
    repairWorks(works, 'road', 1);
    repairWorks(works, 'fort', 2);
    expect(works).toEqual({ roadCut: false, fort: { side: REP, building: 0, damage: 2 } });
    repairWorks(works, 'fort', 2);
    expect(works.fort!.damage).toBe(0);
  });

  it('X.II.5 demolition: 1 turn of damage (bridge engineers 2) from beside the crossing; the engineer is done', () => {
    const v = vars();
    const x = bridge();
    expect(demolish(M, v, eng, x, true).ok).toBe(true);
    expect(x.damage).toBe(1);
    expect(v.marks.e!.act).toBe('done');
    expect(demolish(M, v, beng, x, true).ok).toBe(true);
    expect(x).toMatchObject({ damage: 3, destroyed: true });
    expect(demolish(M, vars(), unit('far', 'eng', REP, 'A:0101'), bridge(), true).ok).toBe(false);
    expect(demolish(M, vars(), inf, bridge(), true).ok).toBe(false);
  });

  it('X.II.7 dismantling: own emplaced whole crossings only, far hex clear; 1 next turn, 2+ at once', () => {
    expect(mayDismantle(M, vars(), eng, bridge(), true, true).ok).toBe(true);
    expect(mayDismantle(M, vars(), eng, bridge({ printed: true }), true, true).ok).toBe(false);
    expect(mayDismantle(M, vars(), eng, bridge({ side: NAT }), true, true).ok).toBe(false);
    expect(mayDismantle(M, vars(), eng, bridge({ damage: 1 }), true, true).ok).toBe(false);
    expect(mayDismantle(M, vars(), eng, bridge(), false, true).ok).toBe(false);
    expect(mayDismantle(M, vars(), inf, bridge(), true, true).ok).toBe(false);
    expect(dismantleResult(M, [eng], 1)).toBe('next-turn');
    expect(dismantleResult(M, [beng], 1)).toBe('now');
    expect(dismantleResult(M, [eng, unit('e2', 'eng', REP, 'A:0805')], 1)).toBe('now');
    expect(dismantleResult(M, [eng], 2)).toBe('now');
  });

  it('XI.1 a carried crossing stacks 2 (minor) or 4 (major, boats)', () => {
    expect(['footbridge', 'major-bridge', 'boats'].map((k) => carriedStack(k as Crossing['kind']))).toEqual([2, 4, 4]);
  });
});
