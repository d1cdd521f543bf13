// Forts in combat (§9.05, §24.12-§24.17): the book's Sevastopol and Strasbourg examples and the mixed-hexside rule.
import { describe, expect, it } from 'vitest';
import {
  type Approach,
  type DefendedHex,
  fortDeniesArmorBonus,
  fortFalls,
  terrainInCombat,
  wallCovers,
  wallDefence,
} from './forts.js';
import { effectiveAttack, netDrm } from './odds.js';

const river = { factor: 1 / 2, reason: 'river', rule: '§9.01' };
const majorCity = { factor: 1 / 2, reason: 'major city', rule: '§9.01' };
const go = (id: string, attack: number, over: Partial<Approach> = {}): Approach => ({
  id,
  attack,
  hexside: [],
  own: [],
  ...over,
});
const hex = (fort: DefendedHex['fort'], terrainDrm = 0, city = false): DefendedHex => ({
  fort,
  terrain: () => (city ? [majorCity] : []),
  terrainDrms: terrainDrm ? [{ amount: terrainDrm, reason: 'city', rule: 'TEC' }] : [],
});
const eff = (r: ReturnType<typeof terrainInCombat>, id: string) => r.effective.get(id);

describe('forts in combat', () => {
  it('§9.05 T06: on the major fort of Sevastopol through its fortified hexsides only the fort counts: −1', () => {
    // Sevastopol a major city (×½, and a terrain DRM for the test): both ignored through fortified hexsides
    const r = terrainInCombat(hex('major', -1, true), [
      go('a', 10, { fortified: true }),
      go('b', 6, { fortified: true }),
    ]);
    expect(netDrm(r.drms)).toBe(-1);
    expect(r.multipliers.get('a')!.map((m) => m.reason)).toEqual(['major fort, fortified hexside']);
    expect(eff(r, 'a')).toBe(5);
    expect(eff(r, 'b')).toBe(3);
  });

  it('§9.05 T06 rivers still apply through a fortified hexside: river and fort give ×¼', () => {
    const r = terrainInCombat(hex('major', 0, true), [go('a', 12, { fortified: true, hexside: [river] })]);
    expect(eff(r, 'a')).toBe(3);
  });

  it('§9.05 T07: the Maginot fort in Strasbourg from 4715 (unfortified, no river): −2 and not halved', () => {
    const r = terrainInCombat(hex('major', -1), [go('a', 10), go('b', 8)]);
    expect(netDrm(r.drms)).toBe(-2);
    expect(eff(r, 'a')).toBe(10);
    expect(eff(r, 'b')).toBe(8);
  });

  it('†§9.05 T08: half or more of the effective attack through unfortified hexsides: the terrain DRM counts', () => {
    // two 10s through fortified hexsides (halved: 5 + 5) and a 10 through an open one: 10 of 20 is half
    const mixed = [go('f1', 10, { fortified: true }), go('f2', 10, { fortified: true }), go('o', 10)];
    const r = terrainInCombat(hex('major', -1), mixed);
    expect(r.unfortified).toBe(true);
    expect(netDrm(r.drms)).toBe(-2);
    expect(eff(r, 'f1')).toBe(5);
    expect(eff(r, 'o')).toBe(10);
    // less than half through the open hexside: only the fort's −1
    const less = terrainInCombat(hex('major', -1), [...mixed.slice(0, 2), go('o', 8)]);
    expect(less.unfortified).toBe(false);
    expect(netDrm(less.drms)).toBe(-1);
  });

  it('§24.12 a regular fort gives −1 through any hexside, keeps the terrain, halves nobody', () => {
    const r = terrainInCombat(hex('regular', -1, true), [go('a', 10, { fortified: true })]);
    expect(netDrm(r.drms)).toBe(-2);
    expect(r.drms[0]!.rule).toBe('§24.12');
    expect(eff(r, 'a')).toBe(5); // the major city's ×½ only
  });

  it('§24.14 amphibious assaulters on a major fort are always halved, airborne ones never', () => {
    const r = terrainInCombat(hex('major'), [
      go('sea', 8, { amphibious: true }),
      go('air', 8, { airborne: true, fortified: true }),
    ]);
    expect(eff(r, 'sea')).toBe(4);
    expect(eff(r, 'air')).toBe(8);
  });

  it('§24.12 §24.14 §24.17 every fort denies both sides the armor bonus; a hex without none', () => {
    expect(['regular', 'major', 'atlanticWall'].every((f) => fortDeniesArmorBonus(f as 'major'))).toBe(true);
    expect(fortDeniesArmorBonus(null)).toBe(false);
  });

  it('§24.17 an Atlantic Wall fort covers units that began the Combat Phase there, its factor counts', () => {
    expect(wallCovers(new Set(['a', 'b']), ['a', 'b'])).toBe(true);
    expect(wallCovers(new Set(['a']), ['a', 'b'])).toBe(false);
    expect(wallDefence(3, true)).toBe(3);
    expect(wallDefence(3, false)).toBe(0);
    const r = terrainInCombat(hex('atlanticWall'), [go('a', 6)]);
    expect(r.drms.map((d) => `${d.amount} ${d.rule}`)).toEqual(['-1 §24.17']);
  });

  it('§24.15 regular and major forts fall to enemy ground units in the hex; an Atlantic Wall does not', () => {
    expect(fortFalls('regular', true)).toBe(true);
    expect(fortFalls('major', true)).toBe(true);
    expect(fortFalls('major', false)).toBe(false);
    expect(fortFalls('atlanticWall', true)).toBe(false);
    expect(effectiveAttack(10, [])).toBe(10);
  });
});
